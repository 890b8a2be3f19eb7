import CLinux
import Foundation
import IlgiCore
import IlgiStore
import Synchronization

/// A served journal's syncs: the Sync button's, the timer's (`sync.interval`) and the one
/// after each browser save. At most one runs at a time, on a thread of its own (a sync blocks
/// on the network for as long as the remote takes); whoever asks while one runs joins it
/// instead of starting another, and asking "soon" while one runs makes one more after it, so
/// saves in quick succession make one sync. Pages never wait for any of it.
public final class BackgroundSync: Sendable {
    public typealias Outcome = Result<SyncReport, any Error>

    private struct State {
        var running: Task<Outcome, Never>?
        /// Callers awaiting the running sync.
        var waiting = 0
        /// Asked for while one ran: one more starts when it ends.
        var again = false
    }

    private let state = Mutex(State())
    private let root: URL
    private let configuration: @Sendable () -> JournalConfiguration
    private let configure: @Sendable (Journal) -> Void
    /// For credentials (`SSH_AUTH_SOCK`, `ILGI_GIT_TOKEN`, HOME): `ilgi serve`'s environment.
    private let environment: [String: String]
    /// The pages' reader: it does not index while a sync writes (`refreshesCatalog`).
    private let reader: SharedReader
    /// Counts the times the pages' reader stopped indexing for a merge and started again: odd
    /// while it is stopped. The page cache keeps no page made while this was odd or moved.
    private let pauses = Atomic(0)

    init(
        root: URL, configuration: @escaping @Sendable () -> JournalConfiguration,
        configure: @escaping @Sendable (Journal) -> Void, environment: [String: String], reader: SharedReader
    ) {
        self.reader = reader
        self.root = root
        self.configuration = configuration
        self.configure = configure
        self.environment = environment
    }

    /// True while a sync runs: the frame shows it, and the button says so.
    public var isRunning: Bool { state.withLock { $0.running != nil } }

    /// `pauses` now: odd while pages read the catalog as it stood before a merge.
    var catalogPauses: Int { pauses.load(ordering: .sequentiallyConsistent) }

    /// How many callers (Sync buttons pressed) await the running sync.
    public var callersWaiting: Int { state.withLock { $0.waiting } }

    /// Syncs now, or joins the sync already running, and returns how it ended. A sync the
    /// user confirmed (it removes many entries) waits for a running one, then runs itself.
    public func sync(confirmingRemovals: Bool = false) async -> Outcome {
        if confirmingRemovals, let running = state.withLock({ $0.running }) {
            _ = await running.value
        }
        let task = start(confirmingRemovals: confirmingRemovals, joining: !confirmingRemovals)
        state.withLock { $0.waiting += 1 }
        defer { state.withLock { $0.waiting -= 1 } }
        return await task.value
    }

    /// Starts a sync if the journal has a remote and `sync.auto` is on, without waiting for
    /// it; while one runs, one more runs after it.
    public func soon() {
        let started = state.withLock { state -> Bool in
            if state.running != nil {
                state.again = true
                return true
            }
            return false
        }
        if !started { _ = start(confirmingRemovals: false, joining: true, automatic: true) }
    }

    /// The timer's turn: a sync, unless the last ones failed and the wait after them
    /// (`SyncLedger.backoff`) is not over at `now`.
    public func timerFired(at now: Date = Date()) {
        let stateDirectory = root.appendingPathComponent(".git/ilgi", isDirectory: true)
        guard !SyncLedger.read(stateDirectory: stateDirectory).shouldWait(at: now) else { return }
        soon()
    }

    /// Runs `timerFired` every `interval` until the task is cancelled.
    public func runTimer(every interval: Duration, clock: any Clock<Duration> = ContinuousClock()) async {
        while !Task.isCancelled {
            do { try await clock.sleep(for: interval) } catch { return }
            timerFired()
        }
    }

    private func start(confirmingRemovals: Bool, joining: Bool, automatic: Bool = false) -> Task<Outcome, Never> {
        state.withLock { state in
            if joining, let running = state.running { return running }
            let (root, configuration, configure, environment) = (root, configuration, configure, environment)
            let pages = reader.made
            let task = Task<Outcome, Never> {
                let outcome = await Self.onThreadOfItsOwn {
                    defer { if let pages { self.resumeIndexing(pages) } }
                    return Result<SyncReport, any Error> {
                        let journal = try Journal.open(at: root, configuration: configuration())
                        configure(journal)
                        if automatic, !(try Settings(journal: journal).syncsAutomatically) {
                            throw SyncError.noRemote
                        }
                        if let pages { self.keepPagesOffTheMerge(of: journal, pages: pages) }
                        return try JournalSync(journal).run(
                            SyncOptions(
                                environment: environment, interactive: false, confirmsRemovals: confirmingRemovals))
                    }
                }
                self.finished()
                return outcome
            }
            state.running = task
            return task
        }
    }

    /// While the sync's merge writes the work tree, pages answer from the catalog as it stood
    /// (rather than each indexing the files that landed since the last page). Once the merge
    /// is committed, still holding the write lock so that no save can come between, the
    /// sync's own reader brings the catalog up to date, and pages read it again.
    private func keepPagesOffTheMerge(of journal: Journal, pages: JournalReader) {
        journal.store.transactionStarting = { operation in
            guard operation == .mergeRemoteEntries, self.catalogPauses % 2 == 0 else { return }
            self.pauses.add(1, ordering: .sequentiallyConsistent)
            pages.refreshesCatalog = false
        }
        journal.store.transactionSucceeded = { [unowned journal] operation in
            guard operation == .mergeRemoteEntries else { return }
            try? journal.reader.bringCatalogUpToDate()
            self.resumeIndexing(pages)
        }
    }

    /// Pages index again (after the merge, or after a sync that stopped in it).
    private func resumeIndexing(_ pages: JournalReader) {
        pages.refreshesCatalog = true
        if catalogPauses % 2 == 1 { pauses.add(1, ordering: .sequentiallyConsistent) }
    }

    private func finished() {
        let again = state.withLock { state -> Bool in
            state.running = nil
            defer { state.again = false }
            return state.again
        }
        if again { _ = start(confirmingRemovals: false, joining: true, automatic: true) }
    }

    /// Runs `work` on a new thread and waits for it without holding a cooperative thread. The
    /// thread runs at a lower priority (nice 10, Linux's per-thread `setpriority`): on two
    /// cores, a page's few milliseconds must not queue behind a checkout's hashing.
    static func onThreadOfItsOwn<T: Sendable>(_ work: @escaping @Sendable () -> T) async -> T {
        await withCheckedContinuation { continuation in
            Thread.detachNewThread {
                _ = clinux_lower_thread_priority(10)
                continuation.resume(returning: work())
            }
        }
    }
}
