import Foundation
import Synchronization
import Testing

@testable import IlgiStore

/// Ctrl-C, SIGTERM and SIGHUP are held back by handlers that are the process's, while two
/// bodies can hold them at once (`ilgi-helper serve` writing two journals): the count keeps
/// them in place until the last body ends.
@Suite struct InterruptDeferralTests {
    /// SIGHUP's handler now, as `sigaction` reports it.
    static func hangupHandler() -> sighandler_t? {
        var current = sigaction()
        sigaction(SIGHUP, nil, &current)
        return current.__sigaction_handler.sa_handler
    }

    static func isNoting(_ handler: sighandler_t?) -> Bool {
        guard let handler else { return false }
        let address = unsafeBitCast(handler, to: Int.self)
        return address != 0 && address != 1  // SIG_DFL, SIG_IGN
    }

    @Test func aBodyThatEndsFirstLeavesTheOtherGuarded() async throws {
        let firstIn = DispatchSemaphore(value: 0)
        let secondIn = DispatchSemaphore(value: 0)
        let firstOut = DispatchSemaphore(value: 0)
        let seen = Mutex<[Bool]>([])
        let first = Thread {
            withInterruptsDeferred {
                firstIn.signal()
                secondIn.wait()
            }
            firstOut.signal()
        }
        let second = Thread {
            firstIn.wait()
            withInterruptsDeferred {
                secondIn.signal()
                firstOut.wait()
                // The first body has ended; this one still runs, so SIGHUP must still be noted.
                seen.withLock { $0.append(InterruptDeferralTests.isNoting(InterruptDeferralTests.hangupHandler())) }
            }
        }
        first.start()
        second.start()
        while seen.withLock({ $0.isEmpty }) { try await Task.sleep(for: .milliseconds(5)) }
        #expect(seen.withLock { $0 } == [true])
    }
}
