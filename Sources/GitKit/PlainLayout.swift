import Foundation
import SystemPackage

#if canImport(Glibc)
    import Glibc
#endif

/// A repository that libgit2 surely opens as it is, told by its files alone: a work tree with
/// a `.git` folder in it, both owned by this user (so no `safe.directory` question), not a
/// linked work tree (`commondir`), with HEAD, `objects` and `refs`, and a configuration that
/// sets nothing that changes where the repository is or how it is read (`core.worktree`,
/// `core.bare`, any include, any extension, a format version but 0). Anything else, or
/// anything it cannot read, is left to libgit2. Paths as libgit2 gives them: the real path,
/// ending in a slash.
struct PlainLayout: Sendable {
    let workTree: String
    let gitDirectory: String

    init?(workTree url: URL) {
        guard let real = realpath(url.path, nil) else { return nil }
        let root = String(cString: real)
        free(real)
        let git = (root == "/" ? "" : root) + "/.git"
        let user = geteuid()
        guard GitFiles.kind(of: root, ownedBy: user) == S_IFDIR, GitFiles.kind(of: git, ownedBy: user) == S_IFDIR,
            GitFiles.kind(of: git + "/HEAD") == S_IFREG, GitFiles.kind(of: git + "/objects") == S_IFDIR,
            GitFiles.kind(of: git + "/refs") == S_IFDIR, GitFiles.kind(of: git + "/commondir") == nil,
            let config = GitFiles.smallFile(git + "/config"), PlainLayout.isPlain(configuration: config)
        else { return nil }
        workTree = (root == "/" ? "" : root) + "/"
        gitDirectory = git + "/"
    }

    /// Whether a repository's `config` leaves it where and as it is: read line by line, as
    /// git's format is, and anything unusual (a continued line, a quoted section) refused.
    static func isPlain(configuration bytes: [UInt8]) -> Bool {
        guard let text = String(validating: bytes, as: UTF8.self) else { return false }
        var section = ""
        for rawLine in text.split(separator: "\n", omittingEmptySubsequences: true) {
            let line = rawLine.trimmingCharacters(in: .whitespaces)
            if line.isEmpty || line.hasPrefix("#") || line.hasPrefix(";") { continue }
            if line.hasSuffix("\\") { return false }
            if line.hasPrefix("[") {
                // A key may follow the header on its line: refused, rather than read.
                guard let end = line.firstIndex(of: "]"), line.index(after: end) == line.endIndex else { return false }
                section = line[line.index(after: line.startIndex)..<end].trimmingCharacters(in: .whitespaces)
                    .lowercased()
                if section.hasPrefix("include") || section.hasPrefix("extensions") { return false }
                continue
            }
            guard section == "core" else { continue }
            let parts = line.split(separator: "=", maxSplits: 1)
            let key = parts[0].trimmingCharacters(in: .whitespaces).lowercased()
            let value = parts.count > 1 ? parts[1].trimmingCharacters(in: .whitespaces).lowercased() : "true"
            switch key {
            case "worktree": return false
            case "bare": if !["false", "no", "off", "0"].contains(value) { return false }
            case "repositoryformatversion": if value != "0" { return false }
            default: continue
            }
        }
        return true
    }
}

/// The files of a git directory as `PlainLayout` and `Repository.headCommitFromFiles` read
/// them: never through a link, never more than a small file.
enum GitFiles {
    /// The type bits of what is at `path` itself (a link is a link), when it is there and, if
    /// `owner` is given, owned by them.
    static func kind(of path: String, ownedBy owner: uid_t? = nil) -> mode_t? {
        var info = stat()
        guard lstat(path, &info) == 0, owner.map({ $0 == info.st_uid }) ?? true else { return nil }
        return info.st_mode & S_IFMT
    }

    /// A regular file's bytes, when it is one and under 64 KB.
    static func smallFile(_ path: String) -> [UInt8]? {
        regularFile(path, sizeLimit: 65_535)?.bytes
    }

    /// A regular file's bytes and the status of the file they were read from (one open, so
    /// the two describe the same file), when it is one (a link is not followed) of at most
    /// `sizeLimit` bytes.
    static func regularFile(_ path: String, sizeLimit: Int = .max) -> (bytes: [UInt8], status: stat)? {
        let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG, info.st_size <= sizeLimit else {
            return nil
        }
        var bytes = [UInt8](repeating: 0, count: Int(info.st_size))
        var filled = 0
        while filled < bytes.count {
            let count = try? bytes.withUnsafeMutableBytes { buffer in
                try FileDescriptor(rawValue: descriptor).read(
                    into: UnsafeMutableRawBufferPointer(rebasing: buffer[filled...]))
            }
            guard let count, count > 0 else { return nil }  // cut short while read, or unreadable
            filled += count
        }
        return (bytes, info)
    }
}
