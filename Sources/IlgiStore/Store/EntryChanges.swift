import GitKit
import IlgiEntry

/// Entry files added, changed and removed between two trees.
public struct EntryChanges: Sendable, Equatable {
    public var added: [String] = []
    public var changed: [String] = []
    public var removed: [String] = []
    /// Files that are not entries (a README) that changed.
    public var otherFiles: [String] = []

    public init() {}

    public var isEmpty: Bool { added.isEmpty && changed.isEmpty && removed.isEmpty && otherFiles.isEmpty }

    package mutating func formUnion(_ other: EntryChanges) {
        added += other.added
        changed += other.changed
        removed += other.removed
        otherFiles += other.otherFiles
    }
}

extension EntryChanges {
    /// The entry files (and other files) that differ between two trees, from GitKit's tree
    /// diff, which skips every folder whose tree id is the same on both sides: a sync that
    /// touched one month reads one month.
    package static func between(_ old: Tree?, _ new: Tree?) throws -> EntryChanges {
        guard let repository = (old ?? new)?.repository else { return EntryChanges() }
        return sorting(try repository.changes(from: old, to: new))
    }

    /// The same, of a tree diff already made.
    package static func sorting(_ diff: [TreeChange]) -> EntryChanges {
        var changes = EntryChanges()
        for change in diff {
            guard JournalLayout.entryID(forPath: change.path) != nil else {
                changes.otherFiles.append(change.path)
                continue
            }
            switch change.kind {
            case .added: changes.added.append(change.path)
            case .deleted: changes.removed.append(change.path)
            case .modified: changes.changed.append(change.path)
            }
        }
        return changes
    }
}
