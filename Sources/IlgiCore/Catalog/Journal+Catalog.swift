import Foundation
import GitKit

/// Reading through the journal index: every read first refreshes the index (a `stat` of each
/// entry file, and a read of the files that changed), then asks SQLite. When the index cannot
/// be used at all (a read-only `.git`, a full disk), reads fall back to scanning the files, so
/// the index only ever makes ilgi faster, never wrong or broken. Progress of a large build goes
/// to `configuration.catalogProgress`; IlgiCore itself never prints.
extension Journal {
    /// Opens the index (once for this `Journal`) and brings it up to date, or nil when it
    /// cannot be used.
    func currentCatalog() -> Catalog? {
        guard configuration.usesCatalog else { return nil }
        do {
            if let opened = openedCatalog, (try? opened.database.integer("PRAGMA user_version")) != Catalog.format {
                // Rebuilt in another format by another ilgi meanwhile: opened again.
                openedCatalog = nil
            }
            let index = try openedCatalog ?? openCatalog()
            do {
                try index.refresh(committedChanges: committedChanges(since:))
            } catch let error as SQLiteError where error.isCorrupt {
                // Damaged while open: start again from the entries.
                openedCatalog = nil
                VersionedDatabase.remove(path: stateDirectory.appendingPathComponent(Catalog.fileName).path)
                let fresh = try openCatalog()
                try fresh.refresh(committedChanges: committedChanges(since:))
                return fresh
            }
            return index
        } catch {
            openedCatalog = nil
            return nil
        }
    }

    private func openCatalog() throws -> Catalog {
        let index = try Catalog.open(stateDirectory: stateDirectory, root: root)
        index.progress = configuration.catalogProgress
        index.freshness = catalogFreshness
        openedCatalog = index
        return index
    }

    /// HEAD's tree, and the entry files that differ between it and `catalogedTree`, read from
    /// the trees on the changed paths only; nil on an unborn branch.
    private func committedChanges(since catalogedTree: String?) -> Catalog.CommittedChanges? {
        guard let tree = try? repository.headCommit()?.treeOid else { return nil }
        guard let catalogedTree, let old = try? Oid(hex: catalogedTree) else {
            return .init(tree: tree.hex, paths: nil)
        }
        if old == tree { return .init(tree: tree.hex, paths: []) }
        let changes = try? ObjectDatabase(repository: repository).changes(from: old, to: tree)
        return .init(tree: tree.hex, paths: changes?.map(\.path))
    }

    /// The work of `ilgi reindex --if-due`, which a read that found a full check due starts in
    /// the background (`CatalogFreshness.checkElsewhere`): brings the index up to date, comparing
    /// every entry file when that is still due, unless another process is at it already (then
    /// it returns at once: a burst of reads starts one check, not one each).
    public func refreshCatalogUnlessChecking() {
        let lock = stateDirectory.appendingPathComponent("full-check.lock")
        guard let held = try? WriteLock(at: lock, timeout: 0) else { return }
        catalogFreshness.checkElsewhere = nil
        withExtendedLifetime(held) { _ = currentCatalog() }
    }

    /// Rebuilds the index from every entry file (`ilgi reindex`); returns how many entries
    /// it holds.
    @discardableResult
    public func rebuildCatalog() throws -> Int {
        let path = stateDirectory.appendingPathComponent(Catalog.fileName).path
        // A new file, not emptied tables: deleting 100,000 rows one by one from the full-text
        // index costs more than building it. A process still reading the old file keeps it
        // until it closes it.
        openedCatalog = nil
        VersionedDatabase.remove(path: path)
        do {
            let index = try openCatalog()
            try index.refresh(committedChanges: committedChanges(since:))
            return Int(try index.database.integer("SELECT count(*) FROM entries"))
        } catch {
            openedCatalog = nil
            throw IlgiError.wrapping(error, while: .buildIndex, path: path)
        }
    }

    // MARK: Queries

    static let newestFirstOrder = " ORDER BY created DESC, uuid DESC"
    /// Listings up to this long check each shown file's stamp (`Catalog.verify`).
    static let verifiedListingLimit = 1000
    static let oldestFirstOrder = " ORDER BY created ASC, uuid ASC"

    /// The entries `filter` selects, newest first, from the index. SQL decides what it can of
    /// the filter; the rest is decided by `filter.matches` on the loaded entries.
    func catalogEntries(_ index: Catalog, matching filter: EntryFilter) throws -> [Entry] {
        var found: [Entry] = []
        try forEachCataloged(index, matching: filter, order: Journal.newestFirstOrder, transform: { $0 }) {
            found.append($0)
            return true
        }
        return found
    }

    /// Hands what `transform` makes of each entry `filter` (and `extra`) selects to `body`, in
    /// `order`. Entries are parsed, checked with `filter.matches` when SQL could not decide
    /// the whole filter, and transformed in parallel a chunk at a time; a nil transform is
    /// skipped. `body` returns false to stop; it stops by itself after `filter.limit` results.
    func forEachCataloged<T: Sendable>(
        _ index: Catalog, matching filter: EntryFilter, order: String, extra: CatalogConditions = CatalogConditions(),
        transform: @escaping @Sendable (Entry) -> T?, _ body: (T) throws -> Bool
    ) throws {
        var conditions = filter.catalogConditions
        conditions.append(extra)
        let exact = conditions.isExact
        var sql = "SELECT uuid, path, raw, created FROM entries" + conditions.whereClause + order
        if exact, let limit = filter.limit { sql += " LIMIT \(max(limit, 0))" }
        let statement = try index.database.prepare(sql)
        try statement.bind(conditions.values)
        var remaining = filter.limit ?? Int.max
        guard remaining > 0 else { return }
        let checksFilter = !filter.catalogConditions.isExact
        // Small chunks first: `list -n 20` should not parse 512 entries it will not show.
        var chunkSize = min(remaining, 64)
        var done = false
        // Reads the next chunk's rows and parses them on both cores, this thread one of them.
        // (Parsing the next chunk on other threads while this one hands results to `body`
        // left a core idle: dispatch lends a blocked waiter's core to nobody; tried again with
        // the reading of rows overlapped, 76 ms became 83. What is slow to hand over belongs
        // in `transform`, which runs in parallel: a search renders there.)
        func nextChunk() throws -> [T?]? {
            guard !done else { return nil }
            // The text is copied as bytes here and made strings of on both cores, by the parse.
            var rows: [(uuid: String, path: String, raw: [UInt8], created: Double)] = []
            while rows.count < chunkSize, try statement.step() {
                rows.append((statement.text(0), statement.text(1), statement.bytes(2), statement.double(3)))
            }
            if rows.count < chunkSize { done = true }
            chunkSize = min(chunkSize * 4, 2048)
            guard !rows.isEmpty else { return nil }
            let batch = rows
            return concurrentMap(rows.count) { position -> T? in
                let row = batch[position]
                guard let id = EntryID(row.uuid) else { return nil }
                let entry = Entry(
                    id: id, path: row.path, document: EntryDocument(parsingUTF8: row.raw),
                    fallbackDate: Date(timeIntervalSince1970: row.created))
                if checksFilter, !filter.matches(entry) { return nil }
                return transform(entry)
            }
        }
        while let results = try nextChunk() {
            for case let result? in results {
                guard try body(result) else { return }
                remaining -= 1
                if remaining == 0 { return }
            }
        }
    }

    /// Summaries of the entries `filter` selects, newest first, handed to `body` one at a
    /// time: read straight from the index's columns when SQL decides the whole filter, no
    /// entry file opened or parsed. `days`, when given, first receives the distinct days
    /// (`YYYY-MM-DD`) of all of them, for a listing to size its date column before it streams.
    public func forEachSummary(
        matching filter: EntryFilter, days: (([String]) -> Void)? = nil, _ body: (EntrySummary) throws -> Void
    ) throws {
        let opened = currentCatalog()
        guard let index = opened, filter.catalogConditions.isExact else {
            // Without the index, or with a filter SQL cannot decide: gathered first.
            let found: [EntrySummary]
            if let index = opened {
                var gathered: [EntrySummary] = []
                try forEachCataloged(
                    index, matching: filter, order: Journal.newestFirstOrder, transform: EntrySummary.init
                ) {
                    gathered.append($0)
                    return true
                }
                found = gathered
            } else {
                found = try scanEntries(matching: filter).map(EntrySummary.init)
            }
            days?(Array(Set(found.map(\.created.day))))
            for summary in found { try body(summary) }
            return
        }
        let conditions = filter.catalogConditions
        var limit = ""
        if let count = filter.limit { limit = " LIMIT \(max(count, 0))" }
        if let count = filter.limit, count <= Journal.verifiedListingLimit {
            // A short listing looks at the files it shows: one edited in place since the index
            // last compared every file is read again before anything is shown.
            let shown = try index.database.prepare(
                "SELECT path FROM entries" + conditions.whereClause + Journal.newestFirstOrder + limit)
            try shown.bind(conditions.values)
            for _ in 0..<2 {
                var paths: [String] = []
                while try shown.step() { paths.append(shown.text(0)) }
                guard try index.verify(paths: paths) else { break }
                try shown.bind(conditions.values)
            }
        }
        if let days {
            let statement = try index.database.prepare(
                "SELECT DISTINCT day FROM (SELECT day FROM entries" + conditions.whereClause + Journal.newestFirstOrder
                    + limit + ")")
            try statement.bind(conditions.values)
            var found: [String] = []
            while try statement.step() { found.append(statement.text(0)) }
            days(found)
        }
        let statement = try index.database.prepare(
            "SELECT \(EntrySummary.catalogColumns) FROM entries" + conditions.whereClause + Journal.newestFirstOrder
                + limit)
        try statement.bind(conditions.values)
        while try statement.step() {
            if let summary = EntrySummary(row: statement) { try body(summary) }
        }
    }

    /// Summaries of the entries `filter` selects, newest first.
    public func summaries(matching filter: EntryFilter = EntryFilter()) throws -> [EntrySummary] {
        var found: [EntrySummary] = []
        try forEachSummary(matching: filter) { found.append($0) }
        return found
    }

    /// Entry paths whose id starts with `prefix` (lowercase), from the index.
    func catalogPaths(idPrefix prefix: String) -> [(id: EntryID, path: String)]? {
        guard let index = currentCatalog() else { return nil }
        do {
            let statement = try index.database.prepare("SELECT uuid, path FROM entries WHERE uuid >= ? AND uuid < ?")
            try statement.bind(.text(prefix), .text(prefix + "~"))
            var found: [(id: EntryID, path: String)] = []
            while try statement.step() {
                if let id = EntryID(statement.text(0)) { found.append((id, statement.text(1))) }
            }
            return found
        } catch {
            return nil
        }
    }
}

/// SQL conditions on the `entries` table with their bound values, and whether they decide the
/// whole question (`isExact`) or only narrow it to candidates that must still be checked.
struct CatalogConditions {
    var clauses: [String] = []
    var values: [SQLiteValue] = []
    var isExact = true

    var whereClause: String { clauses.isEmpty ? "" : " WHERE " + clauses.joined(separator: " AND ") }

    mutating func append(_ other: CatalogConditions) {
        clauses += other.clauses
        values += other.values
        isExact = isExact && other.isExact
    }
}

extension EntryFilter {
    /// What the index decides of this filter in SQL. A field it does not translate is left to
    /// `matches(_:)`, which stays the reference: the conditions are then marked not exact, and
    /// every candidate is loaded and checked. A new field of `EntryFilter` is checked that way
    /// until a translation is added here (and proved by `CatalogAgreementTests`).
    var catalogConditions: CatalogConditions {
        var conditions = CatalogConditions()
        var rest = self
        if let firstDay {
            conditions.clauses.append("day >= ?")
            conditions.values.append(.text(firstDay))
            rest.firstDay = nil
        }
        if let lastDay {
            conditions.clauses.append("day <= ?")
            conditions.values.append(.text(lastDay))
            rest.lastDay = nil
        }
        if starredOnly {
            conditions.clauses.append("starred = 1")
            rest.starredOnly = false
        }
        for tag in tags {
            conditions.clauses.append("instr(tags, ?) > 0")
            conditions.values.append(.text("\n" + tag + "\n"))
        }
        rest.tags = []
        rest.limit = nil
        conditions.isExact = rest == EntryFilter()
        return conditions
    }
}

extension SearchQuery {
    /// Folded strings every entry the query finds contains in its folded title and body: the
    /// index narrows the search to entries containing all of them, then
    /// `Journal.matchedLines` decides. A query form that cannot name such strings returns
    /// none (every entry is a candidate): the query's own `requiredTerms`.
    var indexLiterals: [String] { requiredTerms ?? [] }

    /// The conditions that find the candidates of this query: the entries one scan of the
    /// folded text (`entry_search_text`, with `memmem`, `Catalog.rowids`) found. A trigram
    /// full-text index answered a rare word at once but cost half of a cold build; the scan
    /// costs about the same whatever the words (bench/RESULTS.md).
    func catalogConditions(in index: Catalog) throws -> CatalogConditions {
        var conditions = CatalogConditions()
        conditions.isExact = false  // the matched lines are always computed
        let literals = indexLiterals.filter { !$0.isEmpty }
        guard !literals.isEmpty else { return conditions }
        let (rowids, rows) = try index.rowids(containingAll: literals)
        // Many hits (a common word) are read in the order of `entries_by_created`, testing each
        // row (`+rowid` keeps SQLite from looking them up one by one): sorting thousands of
        // rows with their text spilled to a temporary file and took twice as long. A few are
        // looked up and sorted.
        let many = rowids.count * 16 > rows
        conditions.clauses.append((many ? "+" : "") + "rowid IN (SELECT value FROM json_each(?))")
        conditions.values.append(.text("[" + rowids.map(String.init).joined(separator: ",") + "]"))
        return conditions
    }
}
