import Foundation
import IlgiStore

/// A catalog kept outside the journal, for a journal whose `.git/ilgi` this account cannot
/// write (another account's journal, a read-only mount): in the account's cache
/// (`$XDG_CACHE_HOME/ilgi/catalogs/<key>/`), one folder per journal, so the second command on
/// such a journal reads a catalog the first one built rather than building its own.
///
/// Only this account may read it (it holds every entry's text): each folder is made mode 0700,
/// the file 0600 before SQLite opens it, and a folder another account owns or can write is
/// refused (`CacheProblem`), never used. The refresh is the stored catalog's: what changed in
/// the journal since the last command is read again.
extension Catalog {
    /// Opens the catalog of the journal at `root` under `cacheHome`; `build` fills it first
    /// when there is none (as `open`).
    package static func openCached(cacheHome: URL, root: URL, build: (Catalog) throws -> Void) throws -> Catalog {
        let folder = cachedFolder(cacheHome: cacheHome, root: root)
        try makeOwnerOnly(folder)
        let path = folder.appendingPathComponent(fileName).path
        // SQLite makes its file readable by all (0644 less the umask): made first, 0600.
        let descriptor = Glibc.open(path, O_WRONLY | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o600)
        guard descriptor >= 0 else { throw CacheProblem(path: path) }
        close(descriptor)
        try checkOwnerOnly(path, mask: 0o077)
        return try open(stateDirectory: folder, root: root, build: build)
    }

    /// The folder of the journal at `root`'s catalog under `cacheHome`: named by a hash of
    /// the journal's real path, so each journal has its own and no name leaks a path.
    package static func cachedFolder(cacheHome: URL, root: URL) -> URL {
        let key = String(SHA256.hex(root.resolvingSymlinksInPath().path).prefix(32))
        return cacheHome.appendingPathComponent("ilgi/catalogs/\(key)", isDirectory: true)
    }

    /// A folder or file of the cache that is not this account's alone.
    package struct CacheProblem: Error, CustomStringConvertible {
        let path: String
        package var description: String { "\(path) is not this account's alone" }
    }

    /// Makes `folder` and the folders above it up to `ilgi` (0700 each), and checks that each
    /// one is a folder this account owns that no one else can write.
    private static func makeOwnerOnly(_ folder: URL) throws {
        let chain = [
            folder.deletingLastPathComponent().deletingLastPathComponent(),
            folder.deletingLastPathComponent(), folder,
        ]
        try FileManager.default.createDirectory(
            at: chain[0].deletingLastPathComponent(), withIntermediateDirectories: true)
        for step in chain {
            if mkdir(step.path, 0o700) != 0, errno != EEXIST { throw CacheProblem(path: step.path) }
            try checkOwnerOnly(step.path, mask: 0o022)
        }
        // The journal's own folder is closed to others, whatever made it.
        guard chmod(folder.path, 0o700) == 0 else { throw CacheProblem(path: folder.path) }
    }

    /// Throws unless `path` (not a link) is this account's and grants none of `mask`.
    private static func checkOwnerOnly(_ path: String, mask: mode_t) throws {
        var status = stat()
        guard lstat(path, &status) == 0, status.st_uid == geteuid(), status.st_mode & mask == 0 else {
            throw CacheProblem(path: path)
        }
    }
}
