import Foundation

/// What one `ilgi sync` did.
public struct SyncReport: Sendable, Equatable {
    public enum Integration: Sendable, Equatable {
        /// Neither side has any commit.
        case nothing
        /// The remote had nothing this journal lacked.
        case upToDate
        /// The journal moved forward to the remote's commit; no merge was needed.
        case fastForward
        /// Both sides had new commits; they were joined by a merge commit.
        case merged(commit: String)
    }

    public var remote: String
    public var url: String
    public var branch: String
    public var integration: Integration = .nothing
    /// What the remote's commits changed in this journal's entries.
    public var received = EntryChanges()
    /// Places where both sides changed the same text and both versions were kept.
    public var conflicts: [SyncConflict] = []
    /// Commits sent to the remote (0 when it had them all).
    public var sentCommits = 0
    /// True when this sync made the remote the branch's upstream (the first push).
    public var upstreamSet = false
}

/// Entry files added, changed and removed between two trees.
public struct EntryChanges: Sendable, Equatable {
    public var added: [String] = []
    public var changed: [String] = []
    public var removed: [String] = []
    /// Files that are not entries (a README) that changed.
    public var otherFiles: [String] = []

    public init() {}

    public var isEmpty: Bool { added.isEmpty && changed.isEmpty && removed.isEmpty && otherFiles.isEmpty }

    mutating func formUnion(_ other: EntryChanges) {
        added += other.added
        changed += other.changed
        removed += other.removed
        otherFiles += other.otherFiles
    }
}

/// Both sides changed the same thing in ways that cannot be merged line by line, so both
/// versions were kept: ours in place, theirs beside it.
public struct SyncConflict: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        /// An entry edited in the same place on both sides: theirs became a new entry.
        case entry(original: EntryID, copy: EntryID, title: String)
        /// A file that is not an entry: theirs was saved beside ours.
        case file(path: String)
    }

    public let kind: Kind
    /// Where the kept version lives now.
    public let copyPath: String
    /// Who wrote their version (the commit author's email, which for ilgi's default identity
    /// is `user@host`).
    public let source: String
    /// The day their version was committed, `YYYY-MM-DD`.
    public let date: String
}
