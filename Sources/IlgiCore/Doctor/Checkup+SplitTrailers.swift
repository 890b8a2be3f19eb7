import Foundation
import IlgiEntry
import IlgiStore

/// Entries an older ilgi split: its editor showed the whole file, a line added under the
/// trailers made the old block body text, and the save added a second `Created:` block
/// (issue 11.2). `ilgi doctor` names them; `ilgi doctor --fix` puts the trailers back in one
/// commit, the writer's lines staying in the body.
extension Checkup {
    /// Journal paths of the entries whose trailer block an old edit split.
    public func entriesWithSplitTrailers() throws -> [String] {
        let paths = try journal.entryPaths()
        let root = self.root
        return concurrentMap(paths.count) { position -> String? in
            let path = paths[position].path
            guard let data = Beneath(root).regularFileContents(path),
                let text = String(data: data, encoding: .utf8),
                EntryDocument(parsing: text).hasSplitTrailerBlock
            else { return nil }
            return path
        }.compactMap { $0 }.sorted()
    }

    /// Mends every entry `entriesWithSplitTrailers` finds, in one commit
    /// ("Repair 2 entries: put back trailers an edit left in the body"); returns how many.
    @discardableResult
    public func mendSplitTrailers() throws -> Int {
        var mended: [String] = []
        try journal.transaction(.repairEntries) { tx in
            for path in try entriesWithSplitTrailers() {
                let text = try journal.readText(at: root.appendingPathComponent(path))
                guard let document = EntryDocument(parsing: text).mendingSplitTrailerBlock() else { continue }
                try tx.write(document.rendered(), to: path)
                mended.append(path)
            }
            guard !mended.isEmpty else { return }
            let count = mended.count
            let message =
                "Repair " + EnglishPlural.count(count, "entry", "entries")
                + ": put back trailers an edit left in the body\n"
            try tx.commit(message: message)
        }
        return mended.count
    }
}
