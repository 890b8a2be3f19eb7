import Foundation
import IlgiCore

/// The journal, one request at a time. `Journal` holds libgit2 handles that must not be used
/// from two threads at once, so every use goes through this actor, and each opens the journal
/// afresh: the CLI, a sync or `git pull` may have changed it since the last request.
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

    /// Runs `body` on the journal.
    public func run<T: Sendable>(_ body: (Journal) throws -> T) throws -> T {
        let journal = try Journal.open(at: root, configuration: configuration())
        configure(journal)
        return try body(journal)
    }

    /// What changes whenever the journal does: the commit HEAD names and the newest change to
    /// the entry folders (a file saved, renamed or removed without a commit).
    public func version() -> String {
        var parts: [String] = []
        if let journal = try? Journal.open(at: root, configuration: configuration()) {
            parts.append((try? journal.headRevision()) ?? "none")
        }
        parts.append(String(format: "%.3f", JournalLayout.newestFolderChange(in: root)))
        return parts.joined(separator: "-")
    }
}
