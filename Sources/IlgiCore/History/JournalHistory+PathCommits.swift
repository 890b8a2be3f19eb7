import Foundation
import GitKit
import IlgiCatalog
import IlgiStore

/// Progress while the table of the commits that changed each entry is first made goes to
/// `configuration.historyProgress`; IlgiCore itself never prints.
extension JournalHistory {
    /// The steps of `path`'s history from `PathCommits`, brought up to HEAD first; nil when
    /// the table cannot answer (no history, not an entry's path, or the file cannot be used),
    /// and the caller walks the history instead.
    func tabledSteps(ofPath path: String, limit: Int?) -> [PathHistory.Step]? {
        guard JournalLayout.entryID(forPath: path) != nil,
            let head = try? repository.headCommit()?.oid
        else { return nil }
        let file = stateDirectory.appendingPathComponent(PathCommits.fileName).path
        do {
            let table = try PathCommits.open(stateDirectory: stateDirectory, repository: repository)
            table.progress = journal.configuration.historyProgress
            try table.update(to: head)
            return try table.steps(ofPath: path, at: head, limit: limit)
        } catch let error as SQLiteError where error.isCorrupt {
            // Damaged while open: made again next time; this time, the walk answers.
            VersionedDatabase.remove(path: file)
            return nil
        } catch {
            return nil
        }
    }
}
