import Foundation
import IlgiEntry
import IlgiStore

extension Checkup {
    /// `doctor`'s finding for files in entries' `.assets/` folders that no entry links any
    /// more (the text's link was edited away, or the entry was removed outside ilgi), or nil.
    /// `doctor --fix` removes them; history keeps them.
    func unlinkedAssetFinding() throws -> Finding? {
        let unlinked = try committedUnlinkedAssets()
        guard !unlinked.isEmpty else { return nil }
        return Finding(
            severity: .note, message: CoreText.doctorUnlinkedAssets(unlinked.count), paths: unlinked, isFixable: true)
    }

    /// The unlinked asset files the last commit holds as they are (the others are reported
    /// as uncommitted: the user's only copy, never removed).
    func committedUnlinkedAssets() throws -> [String] {
        let unlinked = unlinkedAssets()
        guard !unlinked.isEmpty else { return [] }
        let uncommitted = Set(try journal.store.content.uncommittedChanges(root: root, includingUntracked: true))
        return unlinked.filter { !uncommitted.contains($0) }
    }

    /// Journal paths of the asset files their entry's text does not link, sorted.
    func unlinkedAssets() -> [String] {
        var unlinked: [String] = []
        JournalLayout.forEachMonth(in: root.path) { month in
            for item in NoFollow.listing(month.path) ?? []
            where item.kind == .directory && item.name.hasSuffix(EntryAssets.folderSuffix) {
                let entryFile = String(item.name.dropLast(EntryAssets.folderSuffix.count)) + ".txt"
                let folder = month.name + "/" + item.name
                var linked = Set<String>()
                if let id = JournalLayout.entryID(forFileName: entryFile),
                    let data = Beneath(root).regularFileContents(month.name + "/" + entryFile)
                {
                    linked = Set(EntryAssets.linkedNames(in: String(decoding: data, as: UTF8.self), id: id))
                }
                for name in Beneath(root).names(in: folder, of: .regular) ?? []
                where !linked.contains(name) {
                    unlinked.append(folder + "/" + name)
                }
            }
        }
        return unlinked.sorted()
    }

    /// Removes the unlinked asset files the last commit holds, in one commit; returns how many.
    func removeUnlinkedAssets() throws -> Int {
        var removed = 0
        try journal.transaction(.repairEntries) { tx in
            let paths = try committedUnlinkedAssets()  // under the write lock: nothing links them now
            guard !paths.isEmpty else { return }
            for path in paths { try tx.remove(path) }
            try tx.commit(
                message: "Remove " + EnglishPlural.count(paths.count, "unlinked attachment", "unlinked attachments")
                    + "\n")
            removed = paths.count
        }
        return removed
    }
}
