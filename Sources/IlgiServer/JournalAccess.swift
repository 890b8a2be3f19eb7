import Foundation
import IlgiCore
import IlgiStore
import NIOPosix
import Synchronization

/// The journal, for the site.
///
/// Reads never wait for a write or a sync: they go through one `JournalReader` shared by every
/// request (`reader()`), which is Sendable, keeps its catalog connection open between
/// requests and brings the catalog up to date before each read (SQLite's write-ahead log lets
/// it read while another connection writes).
///
/// Writes and history run on a journal opened afresh for each (`Journal` holds libgit2
/// handles that must not be used from two threads at once, and the CLI, a sync or `git pull`
/// may have changed the journal since), on NIOThreadPool's threads: libgit2, fsync and the
/// network block, and on Swift's cooperative pool (two threads on a two-core machine) they
/// would stall every page. Two writes never interleave: each takes the journal's write lock.
/// Syncs run one at a time on a thread of their own (`syncs`).
public final class JournalAccess: Sendable {
    public let root: URL
    /// What the journal is opened with, made for each request (the CLI's settings, less its
    /// progress bars).
    private let configuration: @Sendable () -> JournalConfiguration
    /// Sets up a freshly opened journal (the CLI gives it the user's hooks).
    private let configure: @Sendable (Journal) -> Void
    /// The reader every request reads through, made at the first read.
    private let sharedReader: SharedReader
    /// This journal's syncs: the button's, the timer's, and those after a save.
    public let syncs: BackgroundSync
    /// True when a browser save starts a sync (`ilgi serve`; not the tests of single pages).
    let syncsAfterSaves: Bool
    /// The catalog's pages as made at the journal's version (`PageCache`).
    let pages: PageCache
    /// The last reading of the entry folders' newest change, and when (`version()`).
    private let folderStamp = Mutex<(stamp: Double, at: ContinuousClock.Instant)?>(nil)
    /// The last `syncStatus`, and what it was read at.
    private let status = Mutex<(version: String, ledger: SyncLedger, status: SyncStatus)?>(nil)

    public init(
        root: URL, configuration: @escaping @Sendable () -> JournalConfiguration = { JournalConfiguration() },
        configure: @escaping @Sendable (Journal) -> Void = { _ in },
        environment: [String: String] = [:], syncsAfterSaves: Bool = false
    ) {
        self.root = root
        self.syncsAfterSaves = syncsAfterSaves
        self.configuration = configuration
        self.configure = configure
        let sharedReader = SharedReader()
        self.sharedReader = sharedReader
        let syncs = BackgroundSync(
            root: root, configuration: configuration, configure: configure, environment: environment,
            reader: sharedReader)
        self.syncs = syncs
        self.pages = PageCache(catalogPauses: { syncs.catalogPauses })
    }

    public func reader() throws -> JournalReader {
        try sharedReader.get { try Journal.open(at: root, configuration: configuration()).reader }
    }

    /// Runs `body` on the journal, off Swift's cooperative threads.
    public func run<T: Sendable>(_ body: @escaping @Sendable (Journal) throws -> T) async throws -> T {
        let (root, configuration, configure) = (root, configuration, configure)
        let (result, saved) = try await NIOThreadPool.singleton.runIfActive {
            let journal = try Journal.open(at: root, configuration: configuration())
            configure(journal)
            var saved = false
            journal.store.transactionSucceeded = { saved = saved || $0.startsSync }
            return (try body(journal), saved)
        }
        if saved { self.saved() }
        // A write through a page may add or remove a file before it commits.
        folderStamp.withLock { $0 = nil }
        return result
    }

    /// Another program saved to the journal for the site (an assistant's `ilgi-helper mcp`): it
    /// syncs after it as after a page's save.
    func savedElsewhere() { saved() }

    /// Called after a page saved something: a sync follows, in the background (`sync.auto`).
    private func saved() {
        if syncsAfterSaves { syncs.soon() }
    }

    /// Where the journal stands with its remote, which every page's frame tells while syncs
    /// fail: read again only when the journal or the syncs' ledger changed, not for each page
    /// (it opens the journal and counts commits).
    func syncStatus(at version: String, ledger: SyncLedger) async throws -> SyncStatus {
        if let kept = status.withLock({ $0 }), kept.version == version, kept.ledger == ledger { return kept.status }
        let read = try await run { try SyncStatus.read($0) }
        status.withLock { $0 = (version, ledger, read) }
        return read
    }

    /// What changes whenever the journal does: the commit HEAD names and the newest change to
    /// the entry folders (a file saved, renamed or removed without a commit).
    /// Open pages ask for it every few seconds, and every page is answered at it, so it is
    /// read through the shared reader, which answers it without waiting for a read.
    ///
    /// HEAD is read for each request: every save, sync and `git pull` moves it, and shows at
    /// once. The folders' stamp (a `stat` of every month folder, a quarter of a busy server's
    /// time when it was read for each request) is read again once `folderStampReuse` has
    /// passed: a file changed without a commit shows within that.
    public func version() async -> String {
        let revision = (try? reader().headRevision()) ?? nil
        return (revision ?? "none") + "-" + String(format: "%.3f", foldersStamp())
    }

    /// Seconds a reading of the folders' stamp serves `version()`.
    static let folderStampReuse = 1.0

    private func foldersStamp() -> Double {
        let now = ContinuousClock.now
        if let kept = folderStamp.withLock({ $0 }), now - kept.at < .seconds(Self.folderStampReuse) {
            return kept.stamp
        }
        let stamp = JournalLayout.newestFolderChange(in: root)
        folderStamp.withLock { $0 = (stamp, now) }
        return stamp
    }
}

/// The one reader a served journal's pages share, made at the first read.
final class SharedReader: Sendable {
    private let reader = Mutex<JournalReader?>(nil)

    func get(opening: () throws -> JournalReader) throws -> JournalReader {
        try reader.withLock { shared in
            if let shared { return shared }
            let opened = try opening()
            shared = opened
            return opened
        }
    }

    /// The reader, if a page made it already.
    var made: JournalReader? { reader.withLock { $0 } }
}
