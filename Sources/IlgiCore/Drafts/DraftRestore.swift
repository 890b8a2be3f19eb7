import Foundation
import IlgiEntry
import IlgiStore

/// A draft saved into its journal: the one step from `.git/ilgi/drafts/` back into history.
public struct DraftRestore: JournalPart {
    public let journal: Journal

    public init(_ journal: Journal) { self.journal = journal }

    /// Saves `draft`: as a new entry when it is for one, else as the new title and body of its
    /// entry. When that entry was saved since the draft was made (or, for a draft from an older
    /// ilgi, when that cannot be known), nothing is written and the draft is kept, unless
    /// `force` says to save it over the newer version (which stays in the history). The draft
    /// is deleted once its text is committed, or when there was nothing in it to save.
    public func restore(_ draft: Draft, force: Bool = false) throws -> SaveOutcome {
        let text = try draft.text()
        let outcome: SaveOutcome
        if let id = draft.entryID {
            guard let found = try journal.reader.catalogPaths(idPrefix: id.uuid).first(where: { $0.id == id }) else {
                throw DraftError.entryGone(entry: id.short, draft: draft.name)
            }
            let entry = try journal.reader.loadEntry(id: found.id, path: found.path)
            let current = try journal.readText(at: root.appendingPathComponent(found.path))
            // An older ilgi put the whole file, trailers and all, in the editor.
            let edited = draft.isLegacy ? EntryDocument(parsing: text).editableText : text
            let base: String
            if let recorded = draft.baseHash, recorded == SHA256.hex(current) || force {
                base = current
            } else if draft.baseHash != nil {
                throw DraftError.entryChanged(entry: id.short, draft: draft.name, path: draft.url.path)
            } else if force || EntryDocument(parsing: current).editableText == edited {
                base = current
            } else {
                throw DraftError.startUnknown(entry: id.short, draft: draft.name, path: draft.url.path)
            }
            outcome = try journal.saveEdit(of: entry, editedText: edited, base: base, draftPath: draft.url.path)
        } else {
            outcome = draft.isLegacy ? try journal.create(text: text) : try journal.createEdited(text)
        }
        DraftStore(journal: journal).discard(draft)
        return outcome
    }
}
