import GitKit

extension EntryChanges {
    /// The entry files (and other files) that differ between two trees, from GitKit's tree
    /// diff, which skips every folder whose tree id is the same on both sides: a sync that
    /// touched one month reads one month.
    static func between(_ old: Tree?, _ new: Tree?) throws -> EntryChanges {
        guard let repository = (old ?? new)?.repository else { return EntryChanges() }
        var changes = EntryChanges()
        for change in try repository.changes(from: old, to: new) {
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
