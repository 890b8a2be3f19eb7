import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// How the store puts entry files on disk. `system` is the real thing; a test builds one that
/// fails as a full disk does, to prove a failed write leaves nothing behind.
struct FileWriter: Sendable {
    /// Writes data to a file atomically (temporary file in the given folder, fsync, rename).
    var write: @Sendable (Data, URL, URL) throws -> Void
    /// Writes a new file without an fsync (a batch syncs once): text, path, temporary path.
    var writeUnsynced: @Sendable (String, String, String) throws -> Void

    static let system = FileWriter(
        write: { data, url, temporary in try AtomicFile.write(data, to: url, temporaryDirectory: temporary) },
        writeUnsynced: { text, path, temporary in
            try AtomicFile.writeUnsynced(text, toPath: path, temporaryPath: temporary)
        })

    /// True when something (a file, a folder, a link) is at `url`; links are not followed.
    static func exists(_ url: URL) -> Bool {
        var info = stat()
        return lstat(url.path, &info) == 0
    }

    /// The bytes of the regular file at `url`, or nil when it is missing or not a regular file.
    static func regularFileContents(_ url: URL) -> Data? {
        var info = stat()
        guard lstat(url.path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
        return FileManager.default.contents(atPath: url.path)
    }

    /// True when the file system holding `url` has (almost) no room left: a failed write there
    /// is then a full disk, whatever words the layer below used.
    static func isNearlyFull(_ url: URL) -> Bool {
        var info = statvfs()
        guard statvfs(url.path, &info) == 0 else { return false }
        return UInt64(info.f_bavail) * UInt64(info.f_frsize) < 64 * 1024
    }

    /// Flushes the files just written before the commit that names them, so a crash can never
    /// leave a commit whose files were lost. sync(2): one call instead of an fsync per file,
    /// which is what makes a 100k-entry import take seconds.
    static func syncFileSystem() {
        Glibc.sync()
    }
}
