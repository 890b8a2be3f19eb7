import Foundation
import IlgiEntry
import Synchronization

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

/// Runs `body` with Ctrl-C (SIGINT), SIGTERM and SIGHUP held back, so an interrupt cannot stop
/// a save between writing the file and committing it. A signal that comes meanwhile is noted,
/// not lost: work that can run long (a sync's checkout of many files) asks
/// `Interrupts.stopIfAsked()` as it goes and stops by throwing, so the transaction rolls back;
/// once `body` is over, either way, the signal is raised again as it came, and does what it
/// would have done (a Ctrl-C ends the command). (Noted by a handler, not blocked: Swift's other
/// threads would still take a blocked signal.)
func withInterruptsDeferred<T>(_ body: () throws -> T) rethrows -> T {
    // Nested (a sync's transaction inside its stoppable part), the outermost holds back and
    // raises; the inner ones only run.
    guard Interrupts.depth.add(1, ordering: .acquiringAndReleasing).oldValue == 0 else {
        defer { Interrupts.depth.subtract(1, ordering: .acquiringAndReleasing) }
        return try body()
    }
    // The global is made before a handler can touch it: its first use may take a lock.
    _ = Interrupts.pending.load(ordering: .relaxed)
    let note: @convention(c) (Int32) -> Void = { signal in Interrupts.pending.store(signal, ordering: .relaxed) }
    let oldInterrupt = signal(SIGINT, note)
    let oldTerminate = signal(SIGTERM, note)
    let oldHangup = signal(SIGHUP, note)
    // A thread of Swift's pool blocks these signals; this one takes them while it holds them
    // back, so one sent to it alone (as a debugger or strace sends one) is noted too.
    var held = sigset_t()
    var before = sigset_t()
    sigemptyset(&held)
    for number in [SIGINT, SIGTERM, SIGHUP] { sigaddset(&held, number) }
    pthread_sigmask(SIG_UNBLOCK, &held, &before)
    defer {
        signal(SIGINT, oldInterrupt)
        signal(SIGTERM, oldTerminate)
        signal(SIGHUP, oldHangup)
        Interrupts.depth.subtract(1, ordering: .acquiringAndReleasing)
        // Raised on this thread while it still takes these signals, so it is delivered before
        // `raise` returns: the command ends here, not after it has printed and exited as if
        // it had failed. (Sent to the process, it could come too late.)
        let noted = Interrupts.pending.exchange(0, ordering: .relaxed)
        if noted != 0 { raise(noted) }
        pthread_sigmask(SIG_SETMASK, &before, nil)
    }
    return try body()
}

/// The signal that came while interrupts were held back (`withInterruptsDeferred`), for long
/// work to stop at.
package enum Interrupts {
    /// The signal noted, or 0.
    static let pending = Atomic<Int32>(0)
    /// How many `withInterruptsDeferred` are running.
    static let depth = Atomic<Int>(0)

    /// Throws `StoreError.interrupted` when a Ctrl-C, SIGTERM or SIGHUP came since the
    /// transaction began: the caller stops, the transaction rolls back, and the signal is
    /// raised once the journal is as it was.
    package static func stopIfAsked() throws {
        let noted = pending.load(ordering: .relaxed)
        if noted != 0 { throw StoreError.interrupted(signal: noted) }
    }
}
