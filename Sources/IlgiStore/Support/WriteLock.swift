import Foundation
import IlgiEntry

#if canImport(Glibc)
    import Glibc
#endif

/// An advisory lock on a file in `.git/ilgi/`, held by one ilgi process at a time while it
/// changes the journal, so two processes never interleave their saves. The kernel releases it
/// when the process dies, so a crash cannot leave the journal locked.
package final class WriteLock {
    private let descriptor: Int32

    /// Waits up to `timeout` seconds for the lock.
    package init(at url: URL, timeout: TimeInterval = 30) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        let descriptor = open(url.path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw POSIXError.last() }
        let deadline = Date().addingTimeInterval(timeout)
        while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            guard errno == EWOULDBLOCK || errno == EINTR, Date() < deadline else {
                close(descriptor)
                throw IlgiError.journalBusy(path: url.path)
            }
            usleep(20_000)
        }
        self.descriptor = descriptor
    }

    deinit {
        flock(descriptor, LOCK_UN)
        close(descriptor)
    }
}

/// Runs `body` with Ctrl-C (SIGINT), SIGTERM and SIGHUP ignored, so an interrupt cannot stop
/// a save between writing the file and committing it. A save takes milliseconds; a Ctrl-C in
/// that window is dropped and the next one works as usual. (Ignoring, not blocking: Swift's
/// other threads would still take a blocked signal.)
func withInterruptsDeferred<T>(_ body: () throws -> T) rethrows -> T {
    let oldInterrupt = signal(SIGINT, SIG_IGN)
    let oldTerminate = signal(SIGTERM, SIG_IGN)
    let oldHangup = signal(SIGHUP, SIG_IGN)
    defer {
        signal(SIGINT, oldInterrupt)
        signal(SIGTERM, oldTerminate)
        signal(SIGHUP, oldHangup)
    }
    return try body()
}
