import Foundation
import GitKit
import IlgiCatalog
import IlgiEntry
import IlgiStore

/// Reads a journal: every listing, lookup, summary and search, through its catalog (the one
/// read path, `JournalReader+Catalog`). `Journal` opens a journal and saves entries; this
/// type answers questions about it.
///
/// It is `Sendable`, as GRDB's `DatabaseQueue` is: its catalog connection and its own
/// repository handle (never the writer's) are used under one lock, so a server's requests
/// may share one reader, one read at a time, while another thread saves. A read's callback
/// (`forEachSummary`, `forEachHit`, `forEachEntry`) runs under that lock: it should print or
/// render, not read through the same reader again.
public final class JournalReader: @unchecked Sendable {
    /// The work tree root.
    public let root: URL
    /// `.git/ilgi/`, where the catalog lives.
    public let stateDirectory: URL
    /// The language of what a read writes for a person (an ambiguous id's candidates).
    public let language: Language

    /// Everything below is touched only while `lock` is held.
    let lock = NSRecursiveLock()
    /// Told how a catalog build advances (done, total), for a progress bar.
    let progress: ((Int, Int) -> Void)?
    /// Told of each entry file a catalog refresh could not read.
    let unreadable: ((String, String) -> Void)?
    /// Where the catalog is kept when `stateDirectory` cannot hold it (`Catalog.openCached`).
    let cacheHome: URL?
    private var ownRepository: Repository?
    /// A handle for `headRevision` and `hasRemotes` alone, under a lock of its own: a server
    /// asks them for every page, and they must not wait behind a long search.
    private let probeLock = NSLock()
    private var probeRepository: Repository?
    var openedCatalog: Catalog?
    /// False while a sync writes the work tree under a server: reads then answer from the
    /// catalog as it stood, rather than each indexing the files that landed since the last.
    var refreshes = true
    var freshness = CatalogFreshness.standard {
        didSet { openedCatalog?.freshness = freshness }
    }
    /// From how many entries the catalog is given a trigram index (`Catalog.trigramMinimum`);
    /// tests lower it.
    var trigramMinimum = Catalog.trigramMinimum
    /// How many rows each transaction of a trigram build indexes; tests lower it.
    var trigramBatch: Int64 = 2000

    init(root: URL, stateDirectory: URL, configuration: JournalConfiguration) {
        self.root = root
        self.stateDirectory = stateDirectory
        self.language = configuration.language
        self.progress = configuration.catalogProgress
        self.unreadable = configuration.unreadableEntry
        self.cacheHome = configuration.cacheHome
    }

    /// Whether each read first brings the catalog up to date (`refreshes`). `ilgi serve`
    /// turns it off while it syncs, brings the catalog up to date on the sync's thread with
    /// a reader of its own, then turns it on again: a page never indexes a sync's files.
    public var refreshesCatalog: Bool {
        get { lock.withLock { refreshes } }
        set { lock.withLock { refreshes = newValue } }
    }

    /// When the catalog compares every entry file (`CatalogFreshness`); tests that edit files
    /// in place set a clock of their own.
    public var catalogFreshness: CatalogFreshness {
        get { lock.withLock { freshness } }
        set { lock.withLock { freshness = newValue } }
    }

    /// The id of the commit HEAD names, in hex; nil on a journal with no commit yet. Changes
    /// whenever the journal's history does (a save, a sync, a `git pull`).
    public func headRevision() throws -> String? {
        try probing { try $0.headCommit()?.oid.hex }
    }

    /// Whether the journal names a remote to sync with.
    public func hasRemotes() throws -> Bool {
        try probing { try !$0.remoteNames().isEmpty }
    }

    private func probing<T>(_ body: (Repository) throws -> T) throws -> T {
        try probeLock.withLock {
            let repository = try probeRepository ?? Repository.open(at: root)
            probeRepository = repository
            return try body(repository)
        }
    }

    /// Runs `body` with the catalog, brought up to date, under the reader's lock.
    func reading<T>(_ body: (Catalog) throws -> T) throws -> T {
        try lock.withLock { try body(try catalog()) }
    }

    /// This reader's own handle on the repository (HEAD's tree tells the catalog what a commit
    /// changed); opened at the first read. Only under `lock`.
    var repository: Repository {
        get throws {
            if let ownRepository { return ownRepository }
            let opened = try Repository.open(at: root)
            ownRepository = opened
            return opened
        }
    }
}
