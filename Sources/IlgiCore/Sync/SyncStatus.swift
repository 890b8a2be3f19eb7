import Foundation
import GitKit
import IlgiEntry

/// Where a journal stands with its remote, for `ilgi status` and the browser's frame: what is
/// not sent yet, what the last fetch brought that is not taken yet, how the last sync ended,
/// and whether syncs start by themselves. Read from the refs and `SyncLedger`; nothing is
/// fetched.
public struct SyncStatus: Sendable, Equatable {
    /// The remote a sync would use; nil when the journal has none.
    public let remote: String?
    public let url: String?
    public let branch: String?
    /// Commits here that the remote-tracking branch lacks: saves not sent yet.
    public let unsent: Int
    /// Commits the remote-tracking branch has that this branch lacks (as of the last fetch).
    public let notTaken: Int
    /// `sync.auto`.
    public let automatic: Bool
    public let ledger: SyncLedger
    /// Conflict copies syncs kept that are still in the journal.
    public let conflicts: [String]

    public static func read(_ journal: Journal) throws -> SyncStatus {
        let sync = JournalSync(journal)
        let automatic = (try? Settings(journal: journal).syncsAutomatically) ?? true
        let ledger = SyncLedger.read(stateDirectory: journal.stateDirectory)
        let conflicts = ledger.keptConflicts.filter {
            FileManager.default.fileExists(atPath: journal.root.appendingPathComponent($0).path)
        }
        guard let (remote, name) = try? sync.chooseRemote(nil), let branch = try sync.currentBranchName() else {
            return SyncStatus(
                remote: nil, url: nil, branch: nil, unsent: 0, notTaken: 0, automatic: automatic, ledger: ledger,
                conflicts: conflicts)
        }
        let repository = journal.repository
        let config = try repository.config()
        let remoteBranch = try sync.upstreamBranch(of: branch, on: name, config: config) ?? branch
        let head = try repository.headCommit()?.oid
        let tracking = try repository.referenceTarget("refs/remotes/\(name)/\(remoteBranch)")
        let unsent = try head.map { try repository.commitCount(from: $0, hiding: tracking) } ?? 0
        let notTaken = try tracking.map { try repository.commitCount(from: $0, hiding: head) } ?? 0
        return SyncStatus(
            remote: name, url: remote.url, branch: branch, unsent: unsent, notTaken: notTaken, automatic: automatic,
            ledger: ledger, conflicts: conflicts)
    }

    /// The one line a command or the browser says while syncs fail: "3 saves not sent yet:
    /// origin unreachable since 14:02". Nil while the last sync succeeded.
    public func failureLine(time: (Date) -> String) -> (any LocalizedText)? {
        guard let remote, let error = ledger.lastError else { return nil }
        if let since = ledger.unreachableSince {
            return CoreText.notSentUnreachable(unsent, remote, time(since))
        }
        return CoreText.notSentFailed(unsent, remote, error)
    }
}
