import Foundation
import GitKit
import IlgiCatalog
import IlgiEntry
import IlgiStore

/// Where an entry named on the command line lives: its id and path, and, when it is no
/// longer in the journal, how it was deleted.
public struct EntryLocation: Sendable, Hashable {
    public let id: EntryID
    /// `YYYY/MM/<uuid>.txt`, in the work tree or, for a deleted entry, in history.
    public let path: String
    /// Set when the entry is not in the journal now but was deleted in a commit.
    public let deletion: DeletedEntry?

    public var isDeleted: Bool { deletion != nil }
}

extension JournalHistory {
    /// Finds an entry by full id or unique prefix (4 characters or more) among the entries in
    /// the journal and, when none of them matches, among deleted entries. An entry in the
    /// journal is found without reading history, so this is fast on any journal unless the
    /// id names a deleted entry.
    public func locate(_ query: String) throws -> EntryLocation {
        let needle = query.trimmingCharacters(in: .whitespaces).lowercased()
        if let id = EntryID(needle) {
            if let found = try journal.reader.catalogPaths(idPrefix: id.uuid).first(where: { $0.id == id }) {
                return EntryLocation(id: found.id, path: found.path, deletion: nil)
            }
            if let deleted = try deletedEntries().first(where: { $0.entry.id == id }) {
                return EntryLocation(id: id, path: deleted.entry.path, deletion: deleted)
            }
            throw HistoryError.unknownEntry(query: query)
        }
        guard needle.count >= 4 else { throw IlgiError.idTooShort(query: query) }
        let matches = try journal.reader.catalogPaths(idPrefix: needle)
        if matches.count == 1 {
            return EntryLocation(id: matches[0].id, path: matches[0].path, deletion: nil)
        }
        if matches.count > 1 {
            // Lists the candidates in the words `show` and `edit` use.
            let entry = try journal.reader.entry(matching: query)
            return EntryLocation(id: entry.id, path: entry.path, deletion: nil)
        }
        let deleted = try deletedEntries().filter { $0.entry.id.uuid.hasPrefix(needle) }
        switch deleted.count {
        case 0:
            throw HistoryError.unknownEntry(query: query)
        case 1:
            return EntryLocation(id: deleted[0].entry.id, path: deleted[0].entry.path, deletion: deleted[0])
        default:
            let candidates = deleted.map {
                "\($0.entry.id.short)  \($0.entry.displayTitle)  "
                    + CoreText.deletedMark.text(in: journal.configuration.language)
            }
            throw IlgiError.ambiguousID(query: query, candidates: candidates)
        }
    }
}
