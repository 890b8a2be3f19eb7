import Foundation
import GitKit
import IlgiStore

/// What `replaceRemoteHistory` did.
public enum HistoryReplacement: Sendable, Equatable {
    /// The remote's branch is now this journal's rewritten history.
    case replaced(remote: String, url: String)
    /// The remote has no plain history to replace (it holds this journal's, or nothing): a
    /// plain sync sends what it lacks.
    case notNeeded(remote: String)
}

extension JournalSync {
    /// After `rewriteHistoryEncrypted`, replaces the remote's branch, which still holds the
    /// plain history, with this journal's: a forced push, the only one ilgi ever makes, and
    /// only when `crypt init --rewrite-history` was confirmed. Refused when the remote holds
    /// commits outside the history that was rewritten (another clone's, pushed since): the
    /// push would lose them. libgit2 has no `--force-with-lease`, so the check is made on a
    /// fetch just before the push.
    public func replaceRemoteHistory(_ options: SyncOptions = SyncOptions()) throws -> HistoryReplacement {
        try store.whileSyncing {
            let connection = try connect(options)
            try connection.transfer.fetch()
            let theirs = try gitRead { try repository.referenceTarget(connection.trackingReference) }
            guard let theirs, let head = try gitRead({ try repository.headCommit()?.oid }),
                try gitRead({ try !repository.isAncestor(theirs, of: head) })
            else { return .notNeeded(remote: connection.name) }
            guard try gitRead({ try isInReplacedHistory(theirs) }) else {
                throw CryptError.remoteMovedSinceRewrite(remote: connection.name)
            }
            try gitRead { try refusePlainText(in: head, notIn: nil) }
            do {
                try connection.push("+refs/heads/\(connection.branch):refs/heads/\(connection.remoteBranch)")
            } catch let rejected as PushRejectedError {
                throw SyncError.pushRejected(
                    remote: connection.name, reference: rejected.reference,
                    reason: Transfer.withServerMessage(rejected.reason, connection.callbacks.serverOutput))
            }
            _ = try setUpstreamIfMissing(
                branch: connection.branch, remote: connection.name, remoteBranch: connection.remoteBranch)
            return .replaced(remote: connection.name, url: connection.remote.url)
        }
    }

    /// The remote sync would use (`chooseRemote`) when, last fetched, it held a plain history
    /// a rewrite replaced, so `replaceRemoteHistory` has something to replace; nil otherwise,
    /// or when there is no remote. A remote never fetched says nil: the next sync that finds
    /// plain history there refuses, and the question comes then.
    public func remoteHoldingReplacedHistory() throws -> (name: String, url: String)? {
        guard let (remote, name) = try? chooseRemote(nil) else { return nil }
        return try gitRead {
            guard let branch = try currentBranchName(), let head = try repository.headCommit()?.oid else {
                return nil
            }
            let remoteBranch = try upstreamBranch(of: branch, on: name, config: repository.config()) ?? branch
            guard let theirs = try repository.referenceTarget("refs/remotes/\(name)/\(remoteBranch)"),
                try !repository.isAncestor(theirs, of: head), try isInReplacedHistory(theirs)
            else { return nil }
            return (name, remote.url)
        }
    }

    /// Refuses to merge a history that would bring a plain one back: the remote still holds
    /// the history this journal rewrote (push the rewrite first), or holds one rewritten on
    /// another machine from this journal's (clone it again). A rewritten history shares no
    /// commit with the old one, but its first commit keeps the author and both dates; two
    /// journals started apart (which sync merges) have different first commits.
    /// Called once `theirs` is known not to be in `head`'s history.
    func refuseMixedHistories(head: Oid, theirs: Oid, remote: String) throws {
        if try isInReplacedHistory(theirs) { throw CryptError.remoteHoldsPlainHistory(remote: remote) }
        if try repository.mergeBase(head, theirs) == nil,
            try store.content.declaresEncryption(in: repository.commit(theirs)),
            try Self.sameMoment(firstCommit(from: head), firstCommit(from: theirs))
        {
            throw CryptError.remoteHistoryRewritten(remote: remote)
        }
    }

    /// The commit a history starts with, along first parents.
    private func firstCommit(from tip: Oid) throws -> Commit {
        var commit = try repository.commit(tip)
        while commit.parentCount > 0 { commit = try commit.parent() }
        return commit
    }

    /// True when two commits were written by the same author at the same moments.
    private static func sameMoment(_ one: Commit, _ other: Commit) throws -> Bool {
        let (first, second) = (try one.author(), try other.author())
        return first.name == second.name && first.email == second.email && first.date == second.date
            && one.date == other.date
    }

    /// True when `commit` belongs to a plain history a rewrite replaced.
    private func isInReplacedHistory(_ commit: Oid) throws -> Bool {
        try JournalCrypt(journal).plainHistories().contains { try repository.isAncestor(commit, of: $0) }
    }
}
