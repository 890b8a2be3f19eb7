import Foundation

#if canImport(Glibc)
    import Glibc
#endif

extension Repository {
    /// The commit HEAD names, read from the git directory's files as git writes them: HEAD,
    /// then its branch's loose ref, else the branch's line in `packed-refs`. Nil wherever the
    /// files do not plainly say (an unborn branch, a link, a ref of another form, a file it
    /// cannot read): then only libgit2 can tell. A read that only needs to know whether HEAD
    /// moved asks this, and loads no library (an `Oid` is libgit2's: the id is given in hex).
    public static func headCommitFromFiles(gitDirectory: URL) -> String? {
        let git = gitDirectory.path
        guard let head = GitFiles.smallFile(git + "/HEAD").flatMap(HeadFiles.line) else { return nil }
        guard head.hasPrefix("ref: ") else { return HeadFiles.oid(head) }
        let name = String(head.dropFirst(5))
        guard HeadFiles.isPlainBranch(name) else { return nil }
        var info = stat()
        if lstat(git + "/" + name, &info) == 0 {
            return GitFiles.smallFile(git + "/" + name).flatMap(HeadFiles.line).flatMap(HeadFiles.oid)
        }
        guard errno == ENOENT, let packed = GitFiles.smallFile(git + "/packed-refs") else { return nil }
        let line = String(decoding: packed, as: UTF8.self).split(separator: "\n").first { $0.hasSuffix(" " + name) }
        return line.flatMap { HeadFiles.oid(String($0.dropLast(name.utf8.count + 1))) }
    }
}

/// How `headCommitFromFiles` reads what it reads.
private enum HeadFiles {
    /// A file of one line, without its line feed.
    static func line(_ bytes: [UInt8]) -> String? {
        guard bytes.last == 0x0A, bytes.dropLast().allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) else { return nil }
        return String(decoding: bytes.dropLast(), as: UTF8.self)
    }

    /// Forty lowercase hex digits, as git writes an id.
    static func oid(_ text: String) -> String? {
        guard text.utf8.count == 40, text.utf8.allSatisfy({ (0x30...0x39).contains($0) || (0x61...0x66).contains($0) })
        else { return nil }
        return text
    }

    /// A branch under `refs/heads/` whose name is only letters, digits, `-`, `_`, `.` and
    /// `/`, with no empty, dotted or `.lock` part: nothing that could name a file elsewhere.
    static func isPlainBranch(_ name: String) -> Bool {
        guard name.hasPrefix("refs/heads/"), !name.hasSuffix(".lock") else { return false }
        let parts = name.split(separator: "/", omittingEmptySubsequences: false)
        return parts.count >= 3
            && parts.allSatisfy { part in
                !part.isEmpty && !part.hasPrefix(".")
                    && part.utf8.allSatisfy { byte in
                        (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
                            || byte == 0x2D || byte == 0x5F || byte == 0x2E
                    }
            }
    }
}
