import Foundation
import GitKit
import IlgiCatalog
import IlgiEntry
import IlgiStore

/// An entry as it was in one commit.
public struct EntryVersion: Sendable, Hashable {
    public let entry: Entry
    /// The file's text, byte for byte as committed.
    public let text: String
    /// The full id of the commit it was read from.
    public let commit: String
    /// That id as short as git would print it (unique in this journal).
    public let shortCommit: String
    /// When that commit was made, on its committer's clock.
    public let date: Timestamp
}

/// What `restore` did.
public enum RestoreOutcome: Sendable, Equatable {
    /// The version was written back and committed as `Restore 3f2a9c1b: Title`.
    case restored(Entry)
    /// The entry already reads exactly like that version: nothing written, no commit.
    case unchanged(Entry)
}

extension JournalHistory {
    /// The entry at `location` as it was in the commit `revision` names (see
    /// `commit(forRevision:)`). Throws `notInRevision` when the entry did not exist then.
    public func version(of location: EntryLocation, at revision: String) throws -> EntryVersion {
        let commit = try commit(forRevision: revision)
        do {
            guard let data = try content.read(atPath: location.path, in: commit) else {
                throw HistoryError.notInRevision(
                    id: location.id.short, revision: revision, commit: abbreviate(commit.oid))
            }
            return makeVersion(location, data: data, commit: commit)
        } catch let error as GitError {
            throw IlgiError.wrapping(error, while: .readHistory, path: root.path)
        }
    }

    func makeVersion(_ location: EntryLocation, data: Data, commit: Commit) -> EntryVersion {
        let text = String(decoding: data, as: UTF8.self)
        let entry = Entry(
            id: location.id, path: location.path, document: EntryDocument(parsing: text),
            fallbackDate: commit.date)
        return EntryVersion(
            entry: entry, text: text, commit: commit.oid.hex, shortCommit: abbreviate(commit.oid),
            date: JournalHistory.timestamp(of: commit))
    }

    /// Brings back an entry: with `revision`, the version in that commit (rolling a present
    /// entry back, or restoring a deleted one as it was then); without, the last version of a
    /// deleted entry. One commit, `Restore 3f2a9c1b: Title`; none when the entry already reads
    /// exactly like that version. Refuses to overwrite changes to the file that are not
    /// committed, since they would be lost. The post-save hooks run after the commit.
    public func restore(_ location: EntryLocation, at revision: String? = nil) throws -> RestoreOutcome {
        let text: String
        var sourceCommit: String
        // A deleted entry's photos and attachments come back with it, as its last version had them.
        var assetsFrom: Commit?
        if let revision {
            let version = try version(of: location, at: revision)
            text = version.text
            sourceCommit = version.shortCommit
        } else {
            guard let deletion = location.deletion else { throw HistoryError.notDeleted(id: location.id.short) }
            text = try content.text(deletion.lastVersion, at: location.path)
            sourceCommit = String(deletion.deletionCommit.prefix(7))
            if let parent = try? repository.commit(Oid(hex: deletion.deletionCommit)).parent() {
                sourceCommit = abbreviate(parent.oid)
                assetsFrom = parent
            }
        }
        let document = EntryDocument(parsing: text)
        guard !document.isEmpty else {
            throw HistoryError.emptyVersion(id: location.id.short, commit: sourceCommit)
        }
        let entry = Entry(
            id: location.id, path: location.path, document: document, fallbackDate: Date())

        var refusal: HistoryError?
        var changed = false
        try journal.transaction(.restoreEntry) { tx in
            let url = root.appendingPathComponent(location.path)
            let current = FileManager.default.fileExists(atPath: url.path) ? try journal.readText(at: url) : nil
            let committed = try repository.headCommit().flatMap {
                try content.read(atPath: location.path, in: $0)
            }.map { String(decoding: $0, as: UTF8.self) }
            if let current, current != committed {
                refusal = .uncommittedChanges(id: location.id.short, path: location.path)
                return
            }
            guard current != text else { return }
            try tx.write(text, to: location.path)
            if let assetsFrom { try restoreAssets(of: location.path, from: assetsFrom, in: tx) }
            changed = try tx.commit(message: journal.commitMessage.restore(entry)) != nil
        }
        if let refusal { throw refusal }
        guard changed else { return .unchanged(entry) }
        // A restore saves an entry: the post-save hooks run, as after an edit, lock released.
        journal.runHooks(.postSave, entry: entry)
        return .restored(entry)
    }

    /// Writes the files `commit` had in the `.assets/` folder of the entry at `path` that the
    /// work tree lacks (through the codec: plain text after an unlock).
    private func restoreAssets(of path: String, from commit: Commit, in tx: Transaction) throws {
        let folder = EntryAssets.folder(forEntryPath: path)
        guard let entry = try commit.tree().entry(atPath: folder), entry.kind == .tree else { return }
        for file in try repository.tree(entry.oid).entries where file.kind == .blob {
            let assetPath = folder + "/" + file.name
            guard !FileWriter.exists(root.appendingPathComponent(assetPath)) else { continue }
            try tx.write(try content.read(file.oid, at: assetPath), to: assetPath)
        }
    }
}
