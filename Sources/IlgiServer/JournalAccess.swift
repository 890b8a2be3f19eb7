import Foundation
import IlgiCore

/// The journal, for the site. Writes and history go through this actor one at a time, each on
/// a journal opened afresh (`Journal` holds libgit2 handles that must not be used from two
/// threads at once, and the CLI, a sync or `git pull` may have changed the journal since).
/// Reads go through one `JournalReader` shared by every request (`reader()`): it is
/// Sendable, keeps its catalog connection open between requests, and brings the catalog up
/// to date before each read, so a page never waits for the journal to be opened again.
public actor JournalAccess {
    public let root: URL
    /// What the journal is opened with, made for each request (the CLI's settings, less its
    /// progress bars).
    private let configuration: @Sendable () -> JournalConfiguration
    /// Sets up a freshly opened journal (the CLI gives it the user's hooks).
    private let configure: @Sendable (Journal) -> Void

    public init(
        root: URL, configuration: @escaping @Sendable () -> JournalConfiguration = { JournalConfiguration() },
        configure: @escaping @Sendable (Journal) -> Void = { _ in }
    ) {
        self.root = root
        self.configuration = configuration
        self.configure = configure
    }

    /// The reader every request reads through, made at the first read.
    private var sharedReader: JournalReader?

    public func reader() throws -> JournalReader {
        if let sharedReader { return sharedReader }
        let opened = try Journal.open(at: root, configuration: configuration()).reader
        sharedReader = opened
        return opened
    }

    /// Runs `body` on the journal.
    public func run<T: Sendable>(_ body: (Journal) throws -> T) throws -> T {
        let journal = try Journal.open(at: root, configuration: configuration())
        configure(journal)
        return try body(journal)
    }

    /// What changes whenever the journal does: the commit HEAD names and the newest change to
    /// the entry folders (a file saved, renamed or removed without a commit).
    /// Open pages ask for it every few seconds, so it is read through the shared reader.
    public func version() -> String {
        let revision = (try? reader().headRevision()) ?? nil
        return (revision ?? "none") + "-" + String(format: "%.3f", JournalLayout.newestFolderChange(in: root))
    }
}
