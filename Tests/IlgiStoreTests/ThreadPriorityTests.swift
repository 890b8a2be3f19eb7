import Foundation
import Synchronization
import Testing

@testable import IlgiStore

/// Work made ahead of a thread that waits for it (a cold catalog build's parsing) runs below
/// that thread, and so do the threads it starts, so the waiting thread keeps a core.
@Suite struct ThreadPriorityTests {
    /// This thread's nice value, field 19 of `/proc/thread-self/stat` (after the command's
    /// name, which is in parentheses and may hold spaces).
    static func niceOfThisThread() throws -> Int {
        let stat = try String(contentsOfFile: "/proc/thread-self/stat", encoding: .utf8)
        let afterName = try #require(stat.lastIndex(of: ")"))
        let fields = stat[stat.index(after: afterName)...].split(separator: " ")
        // Field 3 (the state) is the first after the name, so field 19 is the 17th.
        return try #require(Int(fields[16]))
    }

    @Test func workMadeAheadAndTheThreadsItStartsRunBelowTheThreadThatWaits() throws {
        let caller = try Self.niceOfThisThread()
        let (own, started) = OnItsOwnThread { () -> (Int?, Int?) in
            lowerThisThreadsPriority()
            let own = try? Self.niceOfThisThread()
            let started = OnItsOwnThread { try? Self.niceOfThisThread() }.wait()
            return (own, started)
        }.wait()
        #expect(own == min(caller + 10, 19))
        #expect(started == own)
        #expect(try Self.niceOfThisThread() == caller)
    }

    /// A chunk's rows are freed by a thread of the parsing's priority, not by the thread that
    /// stores them: the caller is left with an empty collection, and each element is let go
    /// of elsewhere.
    @Test func whatIsReleasedElsewhereIsFreedOnAnotherThreadBelowTheCaller() throws {
        final class Noted: Sendable {
            let freed: @Sendable (Int?) -> Void
            init(freed: @escaping @Sendable (Int?) -> Void) { self.freed = freed }
            deinit { freed(try? ThreadPriorityTests.niceOfThisThread()) }
        }
        let caller = try Self.niceOfThisThread()
        let allFreed = DispatchSemaphore(value: 0)
        let nices = Mutex<[Int?]>([])
        var held = (0..<3).map { _ in
            Noted { nice in
                nices.withLock { $0.append(nice) }
                allFreed.signal()
            }
        }
        releaseOnAnotherThread(&held)
        #expect(held.isEmpty)
        for _ in 0..<3 { #expect(allFreed.wait(timeout: .now() + 60) == .success) }
        #expect(nices.withLock { $0 } == Array(repeating: min(caller + 10, 19), count: 3))
    }
}
