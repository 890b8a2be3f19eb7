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
/// once the last body that holds them back is over, either way, the signal is raised again as
/// it came, and does what it would have done (a Ctrl-C ends the command). (Noted by a handler,
/// not blocked: Swift's other threads would still take a blocked signal.)
///
/// The handlers are process-wide, and two bodies may run at once (`ilgi-helper serve` writes
/// two journals on two threads; a sync's transaction runs inside its stoppable part): they
/// are counted, as libgit2's process-wide switches are (`ProcessWideSwitch`). The first body
/// puts the handlers in place and the last one to end puts back what was there before, so
/// no body ends with another's signals unguarded, or with the handlers it found lost.
func withInterruptsDeferred<T>(_ body: () throws -> T) rethrows -> T {
    Interrupts.holdBack()
    // A thread of Swift's pool blocks these signals; this one takes them while it holds them
    // back, so one sent to it alone (as a debugger or strace sends one) is noted too.
    var held = sigset_t()
    var before = sigset_t()
    sigemptyset(&held)
    for number in Interrupts.signals { sigaddset(&held, number) }
    pthread_sigmask(SIG_UNBLOCK, &held, &before)
    defer {
        // Raised on this thread while it still takes these signals, so it is delivered before
        // `raise` returns: the command ends here, not after it has printed and exited as if
        // it had failed. (Sent to the process, it could come too late.)
        let noted = Interrupts.release()
        if noted != 0 { raise(noted) }
        pthread_sigmask(SIG_SETMASK, &before, nil)
    }
    return try body()
}

/// The signal that came while interrupts were held back (`withInterruptsDeferred`), for long
/// work to stop at.
package enum Interrupts {
    /// The signals held back.
    static let signals = [SIGINT, SIGTERM, SIGHUP]
    /// The signal noted, or 0.
    static let pending = Atomic<Int32>(0)
    /// How many `withInterruptsDeferred` bodies are running, and the handlers the first of
    /// them found, which the last puts back.
    private static let holders = Mutex<(count: Int, found: [__sighandler_t?])>((0, []))

    /// Counts one more body; the first puts the noting handler in place.
    fileprivate static func holdBack() {
        holders.withLock { holders in
            if holders.count == 0 {
                // Made before a handler can touch it: its first use may take a lock.
                _ = pending.load(ordering: .relaxed)
                let note: @convention(c) (Int32) -> Void = { signal in
                    Interrupts.pending.store(signal, ordering: .relaxed)
                }
                holders.found = signals.map { signal($0, note) }
            }
            holders.count += 1
        }
    }

    /// Counts one body fewer; the last puts back the handlers the first found and returns
    /// the signal noted meanwhile (0 for none), for its thread to raise.
    fileprivate static func release() -> Int32 {
        holders.withLock { holders in
            holders.count -= 1
            guard holders.count == 0 else { return 0 }
            for (number, handler) in zip(signals, holders.found) { signal(number, handler) }
            holders.found = []
            return pending.exchange(0, ordering: .relaxed)
        }
    }

    /// Throws `StoreError.interrupted` when a Ctrl-C, SIGTERM or SIGHUP came since the
    /// transaction began: the caller stops, the transaction rolls back, and the signal is
    /// raised once the journal is as it was.
    package static func stopIfAsked() throws {
        let noted = pending.load(ordering: .relaxed)
        if noted != 0 { throw StoreError.interrupted(signal: noted) }
    }
}
