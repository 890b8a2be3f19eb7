import Foundation
import IlgiEntry
import SystemPackage

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes files so that a reader, a crash or a Ctrl-C only ever sees the old or the new
/// contents: the bytes go to a temporary file that is flushed to disk and then renamed over
/// the target.
package enum AtomicFile {
    /// Writes `data` to `url`. The temporary file is made in `temporaryDirectory` (kept out of
    /// the work tree so an interrupted write never shows up in `git status`), or beside the
    /// target when the two are on different file systems. With `root` (the journal's), a
    /// symbolic link on the way from there to `url` is refused, never written through.
    /// `permissions` are the new file's (a key is 0600: only its owner reads it). Unless
    /// `synced`, the file is not flushed: for a caller that flushes many together (`FileWriter.flush`)
    /// before anything depends on them.
    package static func write(
        _ data: Data, to url: URL, temporaryDirectory: URL, root: URL? = nil, permissions: mode_t = 0o644,
        synced: Bool = true
    ) throws {
        // Beneath a journal, its folders are made and the file moved into place by `Beneath`,
        // so no link on the way is ever written through.
        let beneath = root.flatMap { root -> (Beneath, String)? in
            let prefix = root.path + "/"
            return url.path.hasPrefix(prefix) ? (Beneath(root), String(url.path.dropFirst(prefix.count))) : nil
        }
        if let root { try NoFollow.refuseLinks(on: url, below: root) }
        let fileManager = FileManager.default
        if let (workTree, path) = beneath {
            try workTree.makeFolders((path as NSString).deletingLastPathComponent)
        } else {
            try fileManager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        }
        try fileManager.createDirectory(at: temporaryDirectory, withIntermediateDirectories: true)
        let name = ".\(url.lastPathComponent).\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp"
        var temporary = temporaryDirectory.appendingPathComponent(name)
        try writeSynced(data, to: temporary, permissions: permissions, synced: synced)
        let moved: Bool
        if let (workTree, path) = beneath {
            do {
                try workTree.move(from: temporary.path, to: path)
                moved = true
            } catch let error as POSIXError where error.code == .EXDEV {
                moved = false
                errno = EXDEV
            } catch {
                unlink(temporary.path)
                throw error
            }
        } else {
            moved = rename(temporary.path, url.path) == 0
        }
        if !moved {
            let renameError = errno
            unlink(temporary.path)
            guard renameError == EXDEV else { throw POSIXError(POSIXErrorCode(rawValue: renameError) ?? .EIO) }
            temporary = url.deletingLastPathComponent().appendingPathComponent(name)
            try writeSynced(data, to: temporary, permissions: permissions, synced: synced)
            guard rename(temporary.path, url.path) == 0 else {
                let code = errno
                unlink(temporary.path)
                throw POSIXError(POSIXErrorCode(rawValue: code) ?? .EIO)
            }
        }
    }

    /// For a batch of new files (an import): writes `text` to `path` through `temporaryPath`
    /// and a rename, like `write`, but without an fsync, the caller flushing the whole batch
    /// (`FileWriter.flush`) before it commits, and with plain paths whose folders exist, since URL arithmetic
    /// and folder checks would cost more than the write itself for 100k files.
    static func writeUnsynced(_ text: String, toPath path: String, temporaryPath: String) throws {
        let descriptor = open(temporaryPath, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw POSIXError.last() }
        do {
            try FileDescriptor(rawValue: descriptor).writeAll(text.utf8)
        } catch {
            close(descriptor)
            unlink(temporaryPath)
            throw POSIXError(written: error)
        }
        close(descriptor)
        guard rename(temporaryPath, path) == 0 else {
            let code = errno
            unlink(temporaryPath)
            throw POSIXError(POSIXErrorCode(rawValue: code) ?? .EIO)
        }
    }

    private static func writeSynced(_ data: Data, to url: URL, permissions: mode_t, synced: Bool) throws {
        let descriptor = open(url.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, permissions)
        guard descriptor >= 0 else { throw POSIXError.last() }
        defer { close(descriptor) }
        do {
            try FileDescriptor(rawValue: descriptor).writeAll(data)
        } catch {
            unlink(url.path)
            throw POSIXError(written: error)
        }
        guard !synced || fsync(descriptor) == 0 else {
            let code = errno
            unlink(url.path)
            throw POSIXError(POSIXErrorCode(rawValue: code) ?? .EIO)
        }
    }
}

/// A file only its owner may read (a private key, the paired devices), written whole and
/// flushed: it is never on disk readable by others, not even for a moment.
public enum PrivateFile {
    public static func write(_ data: Data, to url: URL) throws {
        try AtomicFile.write(data, to: url, temporaryDirectory: url.deletingLastPathComponent(), permissions: 0o600)
    }
}

extension POSIXError {
    /// The error of the system call that just failed, from `errno`.
    package static func last() -> POSIXError { POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }

    /// What `FileDescriptor.writeAll` threw (an `Errno`), as Foundation's error.
    init(written error: any Error) {
        let code = (error as? Errno) ?? Errno.ioError
        self.init(POSIXErrorCode(rawValue: code.rawValue) ?? POSIXErrorCode.EIO)
    }
}
