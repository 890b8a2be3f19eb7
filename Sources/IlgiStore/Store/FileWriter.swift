import Foundation
import IlgiEntry

#if canImport(Glibc)
    import Glibc
#endif

/// How the store puts entry files on disk. `system` is the real thing; a test builds one that
/// fails as a full disk does, to prove a failed write leaves nothing behind.
package struct FileWriter: Sendable {
    /// Writes data to a file atomically (temporary file in the given folder, fsync, rename)
    /// beneath the journal's root: data, file, temporary folder, root.
    var write: @Sendable (Data, URL, URL, URL) throws -> Void
    /// Writes a new file without an fsync (a batch syncs once): text, path, temporary path.
    package var writeUnsynced: @Sendable (String, String, String) throws -> Void
    /// Flushes what a batch wrote to disk before its commit: the absolute paths of its files
    /// and folders (a folder's files are flushed with it), and the journal's root.
    var syncWritten: @Sendable ([String], String) throws -> Void = FileWriter.flush

    static let system = FileWriter(
        write: { data, url, temporary, root in
            try AtomicFile.write(data, to: url, temporaryDirectory: temporary, root: root)
        },
        writeUnsynced: { text, path, temporary in
            try AtomicFile.writeUnsynced(text, toPath: path, temporaryPath: temporary)
        })

    /// True when something (a file, a folder, a link) is at `url`; links are not followed.
    package static func exists(_ url: URL) -> Bool {
        var info = stat()
        return lstat(url.path, &info) == 0
    }

    /// True when the file system holding `url` has (almost) no room left: a failed write there
    /// is then a full disk, whatever words the layer below used.
    static func isNearlyFull(_ url: URL) -> Bool {
        freeBytes(at: url).map { $0 < 64 * 1024 } ?? false
    }

    /// The bytes an unprivileged writer can still put on the file system holding `url`, or nil
    /// when it cannot be asked.
    package static func freeBytes(at url: URL) -> UInt64? {
        var info = statvfs()
        guard statvfs(url.path, &info) == 0 else { return nil }
        return UInt64(info.f_bavail) * UInt64(info.f_frsize)
    }

    /// Flushes the files a batch just wrote, and the folders that name them, before the commit
    /// that names them, so a crash can never leave a commit whose files were lost; nothing else
    /// on the machine is flushed (sync(2) would flush every disk).
    ///
    /// An fsync per file costs a journal commit of the file system each (minutes for a
    /// 100k-entry import: bench/RESULTS.md). So, as git's `core.fsyncMethod=batch` does, each file's
    /// data is written out first (`sync_file_range`: started for every file, then waited for),
    /// and then each folder on the way from the files to `root` is fsynced: the first of those
    /// commits the file system's journal, with every file's size and name in it, and flushes
    /// the disk's cache. Where `sync_file_range` is missing, every file is fsynced.
    static func flush(_ paths: [String], below root: String) throws {
        var files: [String] = []
        var folders: Set<String> = []
        for path in paths {
            var info = stat()
            guard lstat(path, &info) == 0 else {
                // Removed: the folders that no longer name it (those still there) are flushed.
                folders.formUnion(foldersAbove(path, below: root).filter { lstat($0, &info) == 0 })
                continue
            }
            switch info.st_mode & S_IFMT {
            case S_IFREG:
                files.append(path)
            case S_IFDIR:  // an entry's `.assets/` folder: its files
                folders.insert(path)
                for name in (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? [] {
                    var child = stat()
                    if lstat(path + "/" + name, &child) == 0, (child.st_mode & S_IFMT) == S_IFREG {
                        files.append(path + "/" + name)
                    }
                }
            default:
                continue
            }
        }
        for file in files { folders.formUnion(foldersAbove(file, below: root)) }
        if let writeOut = SyncFileRange.function {
            for flags in [SyncFileRange.start, SyncFileRange.wait] {
                for file in files { try withDescriptor(file) { try check(writeOut($0, 0, 0, flags)) } }
            }
        } else {
            for file in files { try withDescriptor(file) { try check(fsync($0)) } }
        }
        for folder in folders.sorted(by: { $0.count > $1.count }) {
            try withDescriptor(folder, flags: O_DIRECTORY) { try check(fsync($0)) }
        }
    }

    /// Flushes the folder at `path`: what it names (files made, renamed or removed in it) is
    /// then on disk.
    package static func syncFolder(_ path: String) throws {
        try withDescriptor(path, flags: O_DIRECTORY) { try check(fsync($0)) }
    }

    /// The folders from `file`'s up to `root`, `root` included: a new month (or year) folder
    /// is only durable once the folder naming it is flushed too.
    static func foldersAbove(_ file: String, below root: String) -> [String] {
        var folders: [String] = []
        var folder = (file as NSString).deletingLastPathComponent
        while folder.hasPrefix(root + "/") {
            folders.append(folder)
            folder = (folder as NSString).deletingLastPathComponent
        }
        if folder == root { folders.append(root) }
        return folders
    }

    private static func withDescriptor(_ path: String, flags: Int32 = 0, _ body: (Int32) throws -> Void) throws {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | flags)
        guard descriptor >= 0 else { throw POSIXError.last() }
        defer { close(descriptor) }
        try body(descriptor)
    }

    private static func check(_ result: Int32) throws {
        guard result == 0 else { throw POSIXError.last() }
    }

    /// Linux's `sync_file_range(2)`, which Swift's Glibc module does not declare (it needs
    /// _GNU_SOURCE): looked up once in the C library.
    package enum SyncFileRange {
        package typealias Function = @convention(c) (Int32, Int64, Int64, UInt32) -> Int32
        /// SYNC_FILE_RANGE_WRITE: start writing the dirty pages out.
        package static let start: UInt32 = 2
        /// SYNC_FILE_RANGE_WAIT_BEFORE | SYNC_FILE_RANGE_WRITE | SYNC_FILE_RANGE_WAIT_AFTER.
        static let wait: UInt32 = 1 | 2 | 4
        package static let function: Function? = {
            guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "sync_file_range") else { return nil }
            return unsafeBitCast(symbol, to: Function.self)
        }()
    }
}
