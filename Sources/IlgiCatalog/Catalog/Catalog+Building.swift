import Foundation
import IlgiEntry
import IlgiStore

/// Opening a catalog, and building a new one beside the old (a fresh clone, a new format, a
/// damaged file) while other processes wait for it or read through one of their own.
extension Catalog {
    /// Opens the index in `stateDirectory` for the work tree at `root`. When there is none of
    /// this format there (a fresh clone, a new format, a damaged file), or when `rebuilding`,
    /// `build` fills a new one first, beside it (`buildBeside`).
    package static func open(
        stateDirectory: URL, root: URL, rebuilding: Bool = false, build: (Catalog) throws -> Void
    ) throws -> Catalog {
        try FileManager.default.createDirectory(at: stateDirectory, withIntermediateDirectories: true)
        let path = stateDirectory.appendingPathComponent(fileName).path
        if !rebuilding, let database = try VersionedDatabase.openCurrent(path: path, version: format) {
            removeAbandonedBuild(of: path)
            return try ready(database, root: root, path: path)
        }
        // One build at a time: a second process waits for the first and opens what it made.
        let held = try WriteLock(at: buildLock(of: path), timeout: buildWaitLimit)
        try withExtendedLifetime(held) {
            if try rebuilding || VersionedDatabase.openCurrent(path: path, version: format) == nil {
                try buildBeside(path, root: root, build: build)
            }
        }
        // Gone again only if another process removed it meanwhile (a `lock`).
        guard let database = try VersionedDatabase.openCurrent(path: path, version: format) else {
            throw POSIXError(.ENOENT)
        }
        return try ready(database, root: root, path: path)
    }

    /// How long a command waits for another process's build of the same catalog (1M entries
    /// take minutes) before it reads through a catalog of its own.
    static let buildWaitLimit: TimeInterval = 600

    private static func buildLock(of path: String) -> URL { URL(fileURLWithPath: path + ".build-lock") }

    /// The file a build of the catalog at `path` fills (`buildBeside`).
    private static func sideFile(of path: String) -> String { path + ".building" }

    private static func removeSideFile(of path: String) {
        for suffix in ["", "-journal", "-wal", "-shm"] { unlink(sideFile(of: path) + suffix) }
    }

    /// A build killed half-way (a `reindex` cut short) leaves its file beside the catalog,
    /// hundreds of MB: the next command that finds no build under way removes it.
    private static func removeAbandonedBuild(of path: String) {
        guard access(sideFile(of: path), F_OK) == 0, let held = try? WriteLock(at: buildLock(of: path), timeout: 0)
        else { return }
        withExtendedLifetime(held) { removeSideFile(of: path) }
    }

    private static func ready(_ database: SQLiteDatabase, root: URL, path: String) throws -> Catalog {
        try prepareForReading(database)
        return Catalog(database: database, root: root.path, path: path)
    }

    /// Builds the catalog for `path` in a file beside it, then moves it into place: made with
    /// no rollback journal and no sync while it fills (a build cut short leaves a file the
    /// next build starts again, never a catalog), so its 400 MB at 100,000 long entries are
    /// written once rather than twice through the WAL; then switched to WAL, flushed and
    /// renamed over the old one, whose readers keep it until they close it.
    private static func buildBeside(_ path: String, root: URL, build: (Catalog) throws -> Void) throws {
        let side = sideFile(of: path)
        removeSideFile(of: path)
        // Only this account may read it (it holds every entry's text), whatever the umask. Kept
        // open to start its writes for the disk and to flush it.
        let file = Glibc.open(side, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, 0o600)
        guard file >= 0 else { throw POSIXError.last() }
        defer { close(file) }
        let database = try SQLiteDatabase(path: side, creating: false)
        do {
            // Pages of 16 KiB, not 4: a row of a long entry (1-2 KB) wastes less of a page, and
            // the indexes made after the rows read the table in a quarter of the calls (the
            // file is a fifth smaller, its indexes made in half the time).
            try database.execute("PRAGMA page_size = 16384; PRAGMA journal_mode = OFF; PRAGMA synchronous = OFF")
            try createSchema(database)
            let catalog = Catalog(database: database, root: root.path, path: side)
            // What each chunk wrote starts for the disk while the next is read, so little is
            // left for the flush at the end.
            catalog.chunkStored = { _ = FileWriter.SyncFileRange.function?(file, 0, 0, FileWriter.SyncFileRange.start) }
            try build(catalog)
            try database.execute("PRAGMA journal_mode = WAL")
            database.close()
            // A power cut after the rename must find the whole catalog, not a file of holes
            // that reads as one.
            guard fdatasync(file) == 0 else { throw POSIXError.last() }
            // A WAL and shared memory left by the file this replaces would be taken for its.
            for suffix in ["-wal", "-shm"] { unlink(path + suffix) }
            guard rename(side, path) == 0 else { throw POSIXError.last() }
        } catch {
            database.close()
            unlink(side)
            throw error
        }
    }
}
