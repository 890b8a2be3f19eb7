import Foundation
import IlgiCore
import IlgiEntry
import IlgiStore
import Synchronization

/// Syncs the command line starts by itself, and what it says of them afterwards.
///
/// After a save, when the journal has a remote and `sync.auto` is on, `ilgi sync --background`
/// runs in a process of its own (`DetachedProcess`: the command exits at once, nothing of the
/// sync reaches the terminal). A background sync that finds another running leaves a mark for
/// it and exits; the running one syncs once more when it sees the mark, so saves in quick
/// succession make one sync more, not one each. How each ended goes to `SyncLedger`, which
/// the next command reads (`sayWhatHappened`).
enum BackgroundSyncs {
    /// The journals a save of this process changed, synced when it exits.
    private static let saved = Mutex<Set<String>>([])

    /// Called by the store after each transaction: a save (not a sync's own merge) marks the
    /// journal for a sync at exit.
    static func note(_ operation: JournalOperation, journal: Journal, retrying: Bool = false) {
        // The writer's repository handle, already open: a save pays for no second one.
        guard operation.startsSync || retrying, (try? journal.repository.remoteNames().isEmpty) == false,
            (try? Settings(journal: journal).syncsAutomatically) != false
        else { return }
        _ = saved.withLock { $0.insert(journal.root.path) }
    }

    /// What a command that opens a journal does with what background syncs left: says it,
    /// and tries a failed sync again once its wait is over. One `stat` when they left nothing.
    static func afterOpening(_ journal: Journal) {
        guard let ledger = SyncLedger.readUnlessQuiet(stateDirectory: journal.stateDirectory) else { return }
        sayWhatHappened(journal, ledger: ledger)
        retryIfDue(journal, ledger: ledger)
    }

    /// After failed syncs, any command tries again once their wait is over: it marks the
    /// journal for a background sync at exit, as a save does.
    private static func retryIfDue(_ journal: Journal, ledger: SyncLedger) {
        guard ledger.lastError != nil, !ledger.shouldWait(at: Date()) else { return }
        note(.sync, journal: journal, retrying: true)
    }

    /// Starts a background sync for each journal saved to; called as the command exits.
    static func startForSaves() {
        let roots = saved.withLock { $0 }
        guard !roots.isEmpty, let ilgi = BackgroundCatalogCheck.runningIlgi else { return }
        for root in roots.sorted() {
            _ = DetachedProcess.start([ilgi, "sync", "--background", "--journal", root])
        }
    }

    /// Says, once, on standard error, what background syncs left to say: that saves are not
    /// sent (and why), conflict copies they kept, files they left out.
    private static func sayWhatHappened(_ journal: Journal, ledger: SyncLedger) {
        let state = journal.stateDirectory
        let failing = ledger.lastError != nil && !ledger.failureSaid
        guard failing || !ledger.unseenConflicts.isEmpty || !ledger.unseenLeftOut.isEmpty else { return }
        if failing, let status = try? SyncStatus.read(journal) {
            if status.unsent > 0, let line = status.failureLine(time: DateStyle().moment) {
                Diagnostics.warning(line)
            } else if ledger.unreachableSince == nil, let remote = status.remote, let error = ledger.lastError {
                // Nothing waits to go out, but a sync stopped for a reason of its own (a mass
                // deletion to confirm, the encryption lines changed): that is said too.
                Diagnostics.warning(CoreText.backgroundSyncFailed(remote, error))
            }
        }
        if !ledger.unseenConflicts.isEmpty {
            Diagnostics.warning(CoreText.conflictsKeptInBackground(ledger.unseenConflicts))
        }
        if !ledger.unseenLeftOut.isEmpty { Diagnostics.warning(CoreText.leftOutInBackground(ledger.unseenLeftOut)) }
        SyncLedger.markSaid(stateDirectory: state)
    }
}
