import Foundation
import IlgiTestSupport
import Testing

@testable import IlgiCore

/// Every command in a journal with a remote asks the sync ledger whether there is anything to
/// say; when there is not, a mark beside it answers without decoding the JSON.
@Suite struct SyncLedgerTests {
    struct Failure: Error {}

    @Test func aLedgerWithNothingToSayIsAnsweredByItsMark() {
        let state = TemporaryDirectory("ledger")
        SyncLedger.update(stateDirectory: state.url) {
            $0.recordSuccess(SyncReport(remote: "origin", url: "/remote.git", branch: "main"), at: Date())
        }
        #expect(FileManager.default.fileExists(atPath: SyncLedger.quietURL(stateDirectory: state.url).path))
        #expect(SyncLedger.readUnlessQuiet(stateDirectory: state.url) == nil)
        #expect(SyncLedger.read(stateDirectory: state.url).remote == "origin", "the ledger itself is still written")
    }

    @Test func aFailureTakesTheMarkAwayUntilASyncSucceeds() {
        let state = TemporaryDirectory("ledger")
        SyncLedger.update(stateDirectory: state.url) {
            $0.recordSuccess(SyncReport(remote: "origin", url: "/remote.git", branch: "main"), at: Date())
        }
        SyncLedger.update(stateDirectory: state.url) { $0.recordFailure(Failure(), remote: "origin", at: Date()) }
        #expect(SyncLedger.readUnlessQuiet(stateDirectory: state.url)?.failures == 1)
        // Said once, the failure is still there to retry after: the ledger still needs a look.
        SyncLedger.markSaid(stateDirectory: state.url)
        #expect(SyncLedger.readUnlessQuiet(stateDirectory: state.url)?.failureSaid == true)
        SyncLedger.update(stateDirectory: state.url) {
            $0.recordSuccess(SyncReport(remote: "origin", url: "/remote.git", branch: "main"), at: Date())
        }
        #expect(SyncLedger.readUnlessQuiet(stateDirectory: state.url) == nil)
    }

    @Test func conflictCopiesAreNamedOnceThenTheLedgerIsQuietAgain() {
        let state = TemporaryDirectory("ledger")
        SyncLedger.update(stateDirectory: state.url) {
            $0.recordSuccess(SyncReport(remote: "origin", url: "/remote.git", branch: "main"), at: Date())
            $0.unseenConflicts = ["2026/11/copy.txt"]
        }
        #expect(SyncLedger.readUnlessQuiet(stateDirectory: state.url)?.unseenConflicts == ["2026/11/copy.txt"])
        SyncLedger.markSaid(stateDirectory: state.url)
        #expect(SyncLedger.readUnlessQuiet(stateDirectory: state.url) == nil)
    }

    @Test func aLedgerWrittenBeforeTheMarkIsRead() throws {
        let state = TemporaryDirectory("ledger")
        var failing = SyncLedger()
        failing.recordFailure(Failure(), remote: "origin", at: Date())
        failing.write(stateDirectory: state.url)
        // As the previous release left it: the ledger alone.
        try? FileManager.default.removeItem(at: SyncLedger.quietURL(stateDirectory: state.url))
        #expect(SyncLedger.readUnlessQuiet(stateDirectory: state.url)?.lastError != nil)
        var quiet = SyncLedger()
        quiet.remote = "origin"
        let data = try JSONEncoder().encode(quiet)
        try data.write(to: SyncLedger.url(stateDirectory: state.url))
        #expect(SyncLedger.readUnlessQuiet(stateDirectory: state.url) == nil, "nothing to say, mark or none")
    }
}
