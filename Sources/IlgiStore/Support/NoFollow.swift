import Foundation
import IlgiEntry

#if canImport(Glibc)
    import Glibc
#endif

/// Symbolic links in the journal are never followed, for reading or writing. A remote can
/// commit one (`2026/11/<uuid>.txt -> ~/.ssh/id_ed25519`, git mode 120000, which a checkout
/// writes as a real symlink), and following it would show, commit and push the file it points
/// to; a symlinked month folder (`2025/01 -> /elsewhere`) would make a save write outside the
/// journal. `ilgi doctor` names them; everything else acts as if they were not there.
///
/// - Listing takes the kind of each name from the folder itself (`readdir`'s `d_type`, else
///   `lstat`): only real folders are entered and only regular files are entries.
/// - Reading opens an entry file with `O_NOFOLLOW`, so a file swapped for a link after it was
///   listed is refused, not followed.
/// - Writing checks that every folder from the journal's root down to the file is a real
///   folder (or not there yet) before it creates or renames anything.
public enum NoFollow {
    public enum Kind: Equatable, Sendable {
        case directory, regular, symbolicLink, other

        init(mode: mode_t) {
            switch mode & S_IFMT {
            case S_IFDIR: self = .directory
            case S_IFREG: self = .regular
            case S_IFLNK: self = .symbolicLink
            default: self = .other
            }
        }
    }

    /// The names in the folder at `path` with their kinds (without `.` and `..`), or nil when it
    /// cannot be read. One `readdir` pass: the kinds cost nothing on file systems that report
    /// them (ext4, btrfs, xfs, tmpfs, APFS).
    package static func listing(_ path: String) -> [(name: String, kind: Kind)]? {
        let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        return listing(descriptor: descriptor)
    }

    /// The names in the open folder `descriptor` with their kinds; the descriptor is closed.
    static func listing(descriptor: Int32) -> [(name: String, kind: Kind)]? {
        guard let directory = fdopendir(descriptor) else {
            close(descriptor)
            return nil
        }
        defer { closedir(directory) }
        var names: [(name: String, kind: Kind)] = []
        while let item = readdir(directory) {
            let name = withUnsafePointer(to: &item.pointee.d_name) {
                String(cString: UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self))
            }
            if name == "." || name == ".." { continue }
            let kind: Kind
            switch Int32(item.pointee.d_type) {
            case Int32(DT_DIR): kind = .directory
            case Int32(DT_REG): kind = .regular
            case Int32(DT_LNK): kind = .symbolicLink
            case Int32(DT_UNKNOWN):
                var status = stat()
                kind =
                    fstatat(dirfd(directory), name, &status, AT_SYMLINK_NOFOLLOW) == 0
                    ? Kind(mode: status.st_mode) : .other
            default: kind = .other
            }
            names.append((name, kind))
        }
        return names
    }

    /// The names of the `kind` in the folder at `path` (real folders, regular files), or nil
    /// when it cannot be read.
    package static func names(in path: String, of kind: Kind) -> [String]? {
        listing(path).map { $0.filter { $0.kind == kind }.map(\.name) }
    }

    /// When what is at `path` (a link itself, never what it points to) was last modified; nil
    /// when nothing is there.
    package static func modificationDate(ofPath path: String) -> Date? {
        var status = stat()
        guard lstat(path, &status) == 0 else { return nil }
        return Date(
            timeIntervalSince1970: TimeInterval(status.st_mtim.tv_sec) + TimeInterval(status.st_mtim.tv_nsec) / 1e9)
    }

    /// What is at `path`, without following a link there; nil when nothing is.
    static func kind(ofPath path: String) -> Kind? {
        var status = stat()
        guard lstat(path, &status) == 0 else { return nil }
        switch status.st_mode & S_IFMT {
        case S_IFDIR: return .directory
        case S_IFREG: return .regular
        case S_IFLNK: return .symbolicLink
        default: return .other
        }
    }

    /// The bytes of the regular file open at `descriptor`: `EINVAL` for anything else, `EFBIG`
    /// when it holds more than `limit` bytes (checked before reading and while reading, since
    /// it may grow).
    static func readRegularFile(_ descriptor: Int32, limit: Int) throws -> Data {
        let (data, isWhole, _) = try readPrefixOfRegularFile(descriptor, count: limit) { status in
            guard Int(status.st_size) <= limit else { throw POSIXError(.EFBIG) }
        }
        guard isWhole else { throw POSIXError(.EFBIG) }
        return data
    }

    /// Up to `count` bytes from the start of the regular file open at `descriptor`, whether
    /// that was all of it, and its status taken before the read (so a change made while it
    /// is read leaves a status that no longer matches the file). `EINVAL` for anything but a
    /// regular file; `check` may refuse the file by its status before anything is read.
    static func readPrefixOfRegularFile(
        _ descriptor: Int32, count: Int, check: (stat) throws -> Void = { _ in }
    ) throws -> (Data, Bool, stat) {
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw POSIXError.last() }
        guard status.st_mode & S_IFMT == S_IFREG else { throw POSIXError(.EINVAL) }
        try check(status)
        let (data, isWhole) = try readPrefix(descriptor, count: count, expected: Int(status.st_size))
        return (data, isWhole, status)
    }

    /// Up to `count` bytes from the start of the open file, and whether that was all of it.
    /// A read that stops short at exactly `expected` bytes is taken for the end of the file,
    /// without a second read to hear so: one system call a file, not two, for the 100,000 files
    /// of a cold catalog build. A file that grew since its size was seen fills the byte past
    /// `expected` and is read on.
    static func readPrefix(_ descriptor: Int32, count: Int, expected: Int) throws -> (Data, Bool) {
        var data = Data(count: min(expected, count) + 1)
        var filled = 0
        while true {
            if filled == data.count {
                if data.count > count { break }
                data.count = min(count + 1, data.count + max(4096, data.count / 2))  // the file grew
            }
            let asked = data.count - filled
            let read = data.withUnsafeMutableBytes { buffer in
                Glibc.read(descriptor, buffer.baseAddress! + filled, asked)  // safe: count > filled
            }
            if read < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                throw POSIXError.last()
            }
            if read == 0 { break }
            filled += read
            if read < asked, filled == expected { break }
        }
        let isWhole = filled <= count
        data.count = min(filled, count)
        return (data, isWhole)
    }

    /// The first path below `root` on the way to `url` (the file's folders and the file
    /// itself) that is a symbolic link or, for a folder, not a folder; nil when there is none.
    /// Components that do not exist yet are fine: they will be made as real folders.
    static func firstLink(on url: URL, below root: URL) -> String? {
        let rootPath = root.standardizedFileURL.path
        let target = url.standardizedFileURL.path
        guard target.hasPrefix(rootPath + "/") else { return nil }
        let components = target.dropFirst(rootPath.count + 1).split(separator: "/")
        var path = rootPath
        for (position, component) in components.enumerated() {
            path += "/" + component
            switch kind(ofPath: path) {
            case nil: return nil  // not made yet, nor anything under it
            case .symbolicLink: return path
            case .directory: continue
            case .regular, .other: if position < components.count - 1 { return path }
            }
        }
        return nil
    }

    /// Throws when writing `url` would go through a symbolic link below `root` (see
    /// `firstLink`). Every write into the journal calls it before it makes a folder or a file.
    static func refuseLinks(on url: URL, below root: URL) throws {
        if let link = firstLink(on: url, below: root) {
            throw IlgiError.symbolicLink(path: link)
        }
    }
}
