import Foundation
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
}
