import Foundation
import GitKit
import IlgiCatalog
import IlgiEntry
import IlgiStore

/// What a change between two trees does to the words of the entries it changes: how many it
/// adds and removes, and which entries it empties. A remote that blanks every entry (each
/// replaced by "." or by its title alone) removes the journal as surely as one that deletes
/// the files, so the mass-deletion guard counts an emptied entry as a deletion.
struct WordChanges: Equatable {
    /// Entries whose body loses all of its words, or all but less than a tenth of them.
    var emptied: [String] = []
    /// Words of title and body the changed entries gained, and lost; a deleted entry loses
    /// all of its own.
    var added = 0
    var removed = 0

    /// The line for an entry being emptied: its new body keeps less than a tenth of the old
    /// body's words. A tenth, because a person's own edit seldom cuts an entry to a stub, and
    /// a host that wants the text gone leaves nothing or a token (".", the title, the date);
    /// an entry with no words in its body has nothing to lose. Counted like a deletion, it
    /// only stops a sync when many entries lose their words at once (`isMassDeletion`).
    static func isEmptied(before: Int, after: Int) -> Bool {
        before > 0 && after * 10 < before
    }

    /// The words of each entry that `changes` (a tree diff) changes or removes, read through
    /// `content` (decrypted in an encrypted journal). New entries are counted by number
    /// elsewhere; their words are not read here.
    static func of(_ changes: [TreeChange], content: JournalContent, repository: Repository) throws -> WordChanges {
        let objects = try ObjectDatabase(repository: repository)
        let words = { (blob: Oid, path: String) throws -> (body: Int, total: Int) in
            // An entry too large to take is never read whole here either.
            try objects.size(of: blob) > IncomingChanges.largestEntry
                ? (0, 0) : Self.words(of: blob, at: path, content: content)
        }
        var result = WordChanges()
        for change in changes where JournalLayout.entryID(forPath: change.path) != nil {
            guard let old = change.oldOid else { continue }
            let before = try words(old, change.path)
            guard let new = change.newOid else {
                result.removed += before.total
                continue
            }
            let after = try words(new, change.path)
            result.added += max(after.total - before.total, 0)
            result.removed += max(before.total - after.total, 0)
            if isEmptied(before: before.body, after: after.body) { result.emptied.append(change.path) }
        }
        return result
    }

    /// The body's words and the title's and body's together. A blob that cannot be read as
    /// this journal's (ciphertext that does not verify) counts as having none.
    private static func words(of blob: Oid, at path: String, content: JournalContent) throws -> (body: Int, total: Int)
    {
        guard let text = try? content.text(blob, at: path) else { return (0, 0) }
        let document = EntryDocument(parsing: text)
        let body = EntrySummary.countWords(document.body)
        return (body, body + EntrySummary.countWords(document.title))
    }
}
