import Foundation
import IlgiCatalog
import IlgiEntry
import IlgiStore

/// The one read path: every listing, search, export and summary asks the catalog
/// (`reading`), brought up to date first. The Swift definitions it is held to (every file
/// read, `EntryFilter.matches`, `SearchQuery.matches`) are what `CatalogAgreementTests`
/// compare it with.
extension JournalReader {
    /// The entries `filter` selects, newest first. The one way listings, `edit` without an
    /// id and exports find entries.
    ///
    /// Dates come from each entry's `Created:` trailer, not its folder: a file's folder is the
    /// month it was created in, and `ilgi edit --date` (or a hand edit, or a sync from a
    /// machine whose clock was wrong) changes the date while the file stays where it is. So
    /// no folder can be skipped by its name, not even with a limit or a day range; the catalog
    /// orders by `Created:`.
    public func entries(matching filter: EntryFilter = EntryFilter()) throws -> [Entry] {
        try reading { try catalogEntries($0, matching: filter) }
    }

    /// The most recently written entry, or nil in an empty journal.
    public func latestEntry() throws -> Entry? {
        try entries(matching: EntryFilter(limit: 1)).first
    }

    /// Finds an entry by full id or by a unique prefix of at least four characters, and reads
    /// its file: the text an editor starts from.
    public func entry(matching query: String) throws -> Entry {
        let needle = query.trimmingCharacters(in: .whitespaces).lowercased()
        if let id = EntryID(needle) {
            guard let found = try catalogPaths(idPrefix: id.uuid).first(where: { $0.id == id }) else {
                throw IlgiError.entryNotFound(query: query)
            }
            return try loadEntry(id: found.id, path: found.path)
        }
        guard needle.count >= 4 else { throw IlgiError.idTooShort(query: query) }
        let matches = try catalogPaths(idPrefix: needle)
        switch matches.count {
        case 0:
            throw IlgiError.entryNotFound(query: query)
        case 1:
            return try loadEntry(id: matches[0].id, path: matches[0].path)
        default:
            let candidates = matches.compactMap { try? loadEntry(id: $0.id, path: $0.path) }
                .sorted(by: Journal.newestFirst)
                .map { "\($0.id.short)  \($0.displayTitle)" }
            throw IlgiError.ambiguousID(query: query, candidates: candidates)
        }
    }

    /// Reads one entry file from the work tree.
    public func loadEntry(id: EntryID, path: String) throws -> Entry {
        try Journal.loadEntry(root: root, id: id, path: path)
    }

    /// Listings up to this long check each shown file's stamp (`Catalog.verify`).
    static let verifiedListingLimit = 1000

    /// The entries `filter` selects, newest first, from `catalog`. SQL decides what it can of
    /// the filter; the rest is decided by `filter.matches` on the loaded entries.
    func catalogEntries(_ catalog: Catalog, matching filter: EntryFilter) throws -> [Entry] {
        try gathered(catalog, matching: filter, transform: { $0 })
    }

    /// What `values` finds in each entry `conditions` select, from the catalog, gathered
    /// (import's sources already in the journal).
    package func collected(
        from conditions: CatalogConditions, _ values: @escaping @Sendable (Entry) -> [String]
    ) throws -> Set<String> {
        Set(try reading { try gathered($0, matching: EntryFilter(), extra: conditions, transform: values) }.joined())
    }

    /// What `Catalog.forEachEntry` hands over, gathered in its order.
    func gathered<T: Sendable>(
        _ catalog: Catalog, matching filter: EntryFilter, extra: CatalogConditions = CatalogConditions(),
        transform: @escaping @Sendable (Entry) -> T?
    ) throws -> [T] {
        var found: [T] = []
        try catalog.forEachEntry(matching: filter, extra: extra, transform: transform) { found.append($0) }
        return found
    }

    /// Summaries of the entries `filter` selects, newest first, handed to `body` one at a
    /// time: read straight from the catalog's columns when SQL decides the whole filter, no
    /// entry file opened or parsed. `days`, when given, first receives the distinct days
    /// (`YYYY-MM-DD`) of all of them, for a listing to size its date column before it streams.
    public func forEachSummary(
        matching filter: EntryFilter, days: (([String]) -> Void)? = nil, _ body: (EntrySummary) throws -> Void
    ) throws {
        try reading { catalog in try forEachSummary(catalog, matching: filter, days: days, body) }
    }

    private func forEachSummary(
        _ catalog: Catalog, matching filter: EntryFilter, days: (([String]) -> Void)?,
        _ body: (EntrySummary) throws -> Void
    ) throws {
        let conditions = try filter.catalogConditions(in: catalog)
        guard conditions.isExact else {
            // A filter SQL cannot decide: each candidate parsed and checked, gathered first.
            let found = try gathered(catalog, matching: filter, transform: EntrySummary.init)
            days?(Array(Set(found.map(\.created.day))))
            for summary in found { try body(summary) }
            return
        }
        try prepareListing(catalog, conditions: conditions, limit: filter.limit, days: days)
        try catalog.forEachSummary(where: conditions, limit: filter.limit, body)
    }

    /// `forEachSummary`, as the bytes the catalog holds (`Catalog.ListedRow`, valid only
    /// during `body`), for a listing that writes them as they are. False, with nothing handed
    /// to `body`, when SQL cannot decide `filter` alone (then ask `forEachSummary`).
    package func forEachListedRow(
        matching filter: EntryFilter, days: (([String]) -> Void)?, _ body: (Catalog.ListedRow) throws -> Void
    ) throws -> Bool {
        guard filter.catalogConditions.isExact else { return false }
        try reading { catalog in
            let conditions = try filter.catalogConditions(in: catalog)
            try prepareListing(catalog, conditions: conditions, limit: filter.limit, days: days)
            try catalog.forEachListedRow(where: conditions, limit: filter.limit, body)
        }
        return true
    }

    /// What a listing SQL decides does before its first row: a short one looks at the files it
    /// shows (one edited in place since the catalog last compared every file is read again
    /// before anything is shown), and `days` receives the distinct days of all of them.
    private func prepareListing(
        _ catalog: Catalog, conditions: CatalogConditions, limit: Int?, days: (([String]) -> Void)?
    ) throws {
        if let count = limit, count <= JournalReader.verifiedListingLimit {
            for _ in 0..<2 {
                guard try catalog.verify(paths: catalog.paths(where: conditions, limit: count)) else { break }
            }
        }
        if let days { days(try catalog.days(where: conditions, limit: limit)) }
    }

    /// Summaries of the entries `filter` selects, newest first.
    public func summaries(matching filter: EntryFilter = EntryFilter()) throws -> [EntrySummary] {
        var found: [EntrySummary] = []
        try forEachSummary(matching: filter) { found.append($0) }
        return found
    }

    /// How many entries the journal holds.
    public func entryCount() throws -> Int { try reading { try $0.entryCount() } }

    /// Entry paths whose id starts with `prefix` (lowercase).
    func catalogPaths(idPrefix prefix: String) throws -> [(id: EntryID, path: String)] {
        try reading { try $0.paths(idPrefix: prefix) }
    }

    /// The titles of the entries whose short ids are `ids`, by short id (none for an id no
    /// entry has now).
    func titles(ofShortIDs ids: Set<String>) throws -> [String: String] {
        try reading { try $0.titles(idPrefixes: ids) }
    }
}
