import Foundation
import IlgiEntry
import IlgiStore

/// The catalog's queries that readers outside this folder need, typed: the SQL stays in this
/// folder, beside the schema it reads.
extension Catalog {
    /// Newest first by `Created:`; entries of the same second by uuid (`entries_by_created`).
    static let newestFirstOrder = " ORDER BY created DESC, uuid DESC"
    static let oldestFirstOrder = " ORDER BY created ASC, uuid ASC"

    private static func limitClause(_ limit: Int?, offset: Int = 0) -> String {
        guard limit != nil || offset > 0 else { return "" }
        return " LIMIT \(limit.map { max($0, 0) } ?? -1) OFFSET \(max(offset, 0))"
    }

    /// `columns` of the entries `conditions` select, newest first, from the `offset`th, at most
    /// `limit`: prepared, with the conditions' values bound.
    func newestFirst(
        _ columns: String, where conditions: CatalogConditions, limit: Int?, offset: Int = 0
    ) throws -> SQLiteStatement {
        let statement = try database.prepare(
            "SELECT \(columns) FROM entries" + conditions.whereClause + Catalog.newestFirstOrder
                + Catalog.limitClause(limit, offset: offset))
        try statement.bind(conditions.values)
        return statement
    }

    /// How many entries the catalog holds.
    package func entryCount() throws -> Int { Int(try database.integer("SELECT count(*) FROM entries")) }

    /// How many entries `conditions` select, at most `limit`.
    package func count(where conditions: CatalogConditions, limit: Int?) throws -> Int {
        var sql = "SELECT count(*) FROM entries" + conditions.whereClause
        if let limit {
            sql = "SELECT count(*) FROM (SELECT 1 FROM entries\(conditions.whereClause) LIMIT \(max(limit, 0)))"
        }
        let statement = try database.prepare(sql)
        try statement.bind(conditions.values)
        return try statement.step() ? statement.int(0) : 0
    }

    /// The id, path and creation time of the entries `conditions` select, oldest first; with a
    /// `limit`, the newest `limit` of them (still oldest first).
    package func keys(
        where conditions: CatalogConditions, limit: Int?
    ) throws -> [(id: EntryID, path: String, created: Date)] {
        var sql = "SELECT uuid, path, created FROM entries" + conditions.whereClause
        if let limit {
            sql += Catalog.newestFirstOrder + Catalog.limitClause(limit)
        } else {
            sql += Catalog.oldestFirstOrder
        }
        let statement = try database.prepare(sql)
        try statement.bind(conditions.values)
        var keys: [(id: EntryID, path: String, created: Date)] = []
        while try statement.step() {
            guard let id = EntryID(statement.text(0)) else { continue }
            keys.append((id, statement.text(1), Date(timeIntervalSince1970: statement.double(2))))
        }
        return limit == nil ? keys : keys.reversed()
    }

    /// Reads entries' text as of the catalog's last refresh, one path at a time, through one
    /// prepared statement.
    package final class TextLookup {
        private let statement: SQLiteStatement

        fileprivate init(_ statement: SQLiteStatement) { self.statement = statement }

        /// The entry file's text at `path` and its creation time (seconds since 1970), or nil
        /// when the catalog has no such entry, or holds only its first part (an oversized file,
        /// `Catalog.indexedTextLimit`): an export then reads the file itself, whole.
        package func text(ofPath path: String) -> (raw: String, created: Double)? {
            guard (try? statement.bind(.text(path)).step()) == true else { return nil }
            return (statement.text(0), statement.double(1))
        }
    }

    package func textLookup() throws -> TextLookup {
        TextLookup(
            try database.prepare(
                "SELECT raw, created FROM entries WHERE path = ? AND length(CAST(raw AS BLOB)) < \(Catalog.indexedTextLimit)"
            ))
    }

    /// One stored entry: what a reader parses into an `Entry`.
    struct EntryRow: Sendable {
        package let uuid: String
        package let path: String
        /// The file's bytes as of the last refresh.
        package let raw: [UInt8]
        /// `Created:` as seconds since 1970, or the file's date when it has none.
        package let created: Double
    }

    /// The entries `conditions` select, newest first, at most `limit`, read a row at a time.
    final class EntryRows {
        private let statement: SQLiteStatement

        fileprivate init(_ statement: SQLiteStatement) { self.statement = statement }

        package func next() throws -> EntryRow? {
            guard try statement.step() else { return nil }
            return EntryRow(
                uuid: statement.text(0), path: statement.text(1), raw: statement.bytes(2),
                created: statement.double(3))
        }
    }

    func entryRows(where conditions: CatalogConditions, limit: Int?) throws -> EntryRows {
        EntryRows(try newestFirst("uuid, path, raw, created", where: conditions, limit: limit))
    }

    /// The paths of the entries `conditions` select, newest first, at most `limit`.
    package func paths(where conditions: CatalogConditions, limit: Int?) throws -> [String] {
        let statement = try newestFirst("path", where: conditions, limit: limit)
        var paths: [String] = []
        while try statement.step() { paths.append(statement.text(0)) }
        return paths
    }

    /// The distinct days (`YYYY-MM-DD`) of the newest `limit` entries `conditions` select, in
    /// no particular order.
    package func days(where conditions: CatalogConditions, limit: Int?) throws -> [String] {
        // Without a limit, no order: SQLite reads the days from `entries_by_day`, already
        // distinct, instead of the table row of each entry in date order (a fifth of `list`).
        let entries =
            limit == nil
            ? "entries" + conditions.whereClause
            : "(SELECT day FROM entries" + conditions.whereClause + Catalog.newestFirstOrder
                + Catalog.limitClause(limit) + ")"
        let statement = try database.prepare("SELECT DISTINCT day FROM " + entries)
        try statement.bind(conditions.values)
        var days: [String] = []
        while try statement.step() { days.append(statement.text(0)) }
        return days
    }

    /// Summaries of the entries `conditions` select, newest first, skipping `offset` of them
    /// and handing at most `limit` to `body`, straight from the columns.
    package func forEachSummary(
        where conditions: CatalogConditions, limit: Int? = nil, offset: Int = 0, _ body: (EntrySummary) throws -> Void
    ) throws {
        let statement = try newestFirst(EntrySummary.catalogColumns, where: conditions, limit: limit, offset: offset)
        while try statement.step() {
            if let summary = EntrySummary(row: statement) { try body(summary) }
        }
    }

    /// What a listing's line shows of an entry, as the bytes the catalog holds: valid only
    /// during the call it is handed to. A listing of 100k entries into a pipe makes no String
    /// of a title or a preview (`EntrySummary` made 300k of them).
    package struct ListedRow {
        package let uuid: UnsafeBufferPointer<UInt8>
        /// `Created:` as seconds since 1970, and its offset from UTC in seconds.
        package let created: Double
        package let utcOffset: Int
        package let title: UnsafeBufferPointer<UInt8>
        package let preview: UnsafeBufferPointer<UInt8>
        package let weather: WeatherCode?
        package let isStarred: Bool
    }

    /// `forEachSummary`, as `ListedRow`s.
    package func forEachListedRow(
        where conditions: CatalogConditions, limit: Int? = nil, _ body: (ListedRow) throws -> Void
    ) throws {
        let statement = try newestFirst(
            "uuid, created, utc_offset, title, preview, weather, starred", where: conditions, limit: limit)
        while try statement.step() {
            try body(
                ListedRow(
                    uuid: statement.borrowedBytes(0), created: statement.double(1), utcOffset: statement.int(2),
                    title: statement.borrowedBytes(3), preview: statement.borrowedBytes(4),
                    weather: statement.isNull(5) ? nil : WeatherCode(statement.text(5)),
                    isStarred: statement.int(6) != 0))
        }
    }

    /// `forEachSummary`, gathered.
    package func summaries(
        where conditions: CatalogConditions, limit: Int? = nil, offset: Int = 0
    ) throws -> [EntrySummary] {
        var found: [EntrySummary] = []
        try forEachSummary(where: conditions, limit: limit, offset: offset) { found.append($0) }
        return found
    }

    /// The titles of the entries whose ids start with each of `prefixes` (lowercase), by
    /// prefix: one indexed range lookup each.
    package func titles(idPrefixes prefixes: Set<String>) throws -> [String: String] {
        let statement = try database.prepare("SELECT title FROM entries WHERE uuid >= ? AND uuid < ? LIMIT 1")
        var found: [String: String] = [:]
        for prefix in prefixes where try statement.bind(.text(prefix), .text(prefix + "~")).step() {
            found[prefix] = statement.text(0)
        }
        return found
    }

    /// Entry paths whose id starts with `prefix` (lowercase).
    package func paths(idPrefix prefix: String) throws -> [(id: EntryID, path: String)] {
        let statement = try database.prepare("SELECT uuid, path FROM entries WHERE uuid >= ? AND uuid < ?")
        try statement.bind(.text(prefix), .text(prefix + "~"))
        var found: [(id: EntryID, path: String)] = []
        while try statement.step() {
            if let id = EntryID(statement.text(0)) { found.append((id, statement.text(1))) }
        }
        return found
    }
}

extension Catalog {
    /// What a search shows of an entry it found, straight from the columns: its heading and
    /// the bytes of the text it searched (the body, then the place's line), no file parsed.
    /// Its text is where SQLite holds it, valid only while the `transform` it is handed to
    /// runs (the statement's next step frees it): a search that printed 66,000 hits copied
    /// each into four Strings and arrays of its own, a tenth of its time in `malloc`, `free`
    /// and reference counts (bench/RESULTS.md). `KeptRow` is one that outlives the step.
    struct FoundRow {
        /// The id's bytes, as stored (`EntryID.uuid`).
        package let uuid: UnsafeBufferPointer<UInt8>
        /// `Created:` as seconds since 1970, and its offset from UTC in seconds.
        package let created: Double
        package let utcOffset: Int
        package let title: UnsafeBufferPointer<UInt8>
        package let weather: UnsafeBufferPointer<UInt8>?
        package let starred: Bool
        /// The body's bytes (`Entry.body`).
        package let body: UnsafeBufferPointer<UInt8>
        /// The place (`Entry.place`), when there is one.
        package let place: UnsafeBufferPointer<UInt8>?
        /// `FoldedBytes.isPlain` of the searched body, as the catalog found it.
        package let isPlain: Bool

        /// The columns `init(_:)` reads, in its order.
        static let columns =
            "uuid, created, utc_offset, title, weather, starred, raw, body_start, body_end, place, plain"
        /// Where `transformedRowsSQL` reads the row's rowid, after `columns`.
        static let rowidColumn: Int32 = 11

        fileprivate init(_ statement: SQLiteStatement) {
            let raw = statement.borrowedBytes(6)
            let start = min(max(statement.int(7), 0), raw.count)
            uuid = statement.borrowedBytes(0)
            created = statement.double(1)
            utcOffset = statement.int(2)
            title = statement.borrowedBytes(3)
            weather = statement.isNull(4) ? nil : statement.borrowedBytes(4)
            starred = statement.int(5) != 0
            body = UnsafeBufferPointer(rebasing: raw[start..<min(max(statement.int(8), start), raw.count)])
            place = statement.isNull(9) ? nil : statement.borrowedBytes(9)
            isPlain = statement.int(10) != 0
        }

        fileprivate init(
            uuid: UnsafeBufferPointer<UInt8>, created: Double, utcOffset: Int, title: UnsafeBufferPointer<UInt8>,
            weather: UnsafeBufferPointer<UInt8>?, starred: Bool, body: UnsafeBufferPointer<UInt8>,
            place: UnsafeBufferPointer<UInt8>?, isPlain: Bool
        ) {
            (self.uuid, self.created, self.utcOffset, self.title) = (uuid, created, utcOffset, title)
            (self.weather, self.starred, self.body, self.place, self.isPlain) = (weather, starred, body, place, isPlain)
        }

        /// Calls `read` with `Entry.searchedBody` as UTF-8: the body itself, or, for an entry
        /// with a place, the body and the place's line put together.
        package func withSearchedBody<Result>(
            _ read: (UnsafeBufferPointer<UInt8>) throws -> Result
        ) rethrows
            -> Result
        {
            guard let place else { return try read(body) }
            let joined = Array(body) + Entry.placeLine(String(decoding: place, as: UTF8.self)).utf8
            return try joined.withUnsafeBufferPointer(read)
        }

        /// The id as a String, as stored.
        package var uuidString: String { String(decoding: uuid, as: UTF8.self) }
    }

    /// A `FoundRow` copied out of SQLite, for a reader that hands rows to other threads: its
    /// text in one array.
    struct KeptRow: Sendable {
        private let text: [UInt8]
        private let uuid, title, body: Range<Int>
        private let weather, place: Range<Int>?
        private let created: Double
        private let utcOffset: Int
        private let starred, isPlain: Bool

        init(_ row: FoundRow) {
            var text: [UInt8] = []
            text.reserveCapacity(row.uuid.count + row.title.count + row.body.count + 64)
            func keep(_ bytes: UnsafeBufferPointer<UInt8>) -> Range<Int> {
                text += bytes
                return (text.count - bytes.count)..<text.count
            }
            (uuid, title, body) = (keep(row.uuid), keep(row.title), keep(row.body))
            (weather, place) = (row.weather.map(keep), row.place.map(keep))
            self.text = text
            (created, utcOffset, starred, isPlain) = (row.created, row.utcOffset, row.starred, row.isPlain)
        }

        /// Calls `read` with the row, its text valid while `read` runs.
        package func withRow<Result>(_ read: (FoundRow) throws -> Result) rethrows -> Result {
            try text.withUnsafeBufferPointer { text in
                func part(_ range: Range<Int>) -> UnsafeBufferPointer<UInt8> {
                    UnsafeBufferPointer(rebasing: text[range])
                }
                return try read(
                    FoundRow(
                        uuid: part(uuid), created: created, utcOffset: utcOffset, title: part(title),
                        weather: weather.map(part), starred: starred, body: part(body), place: place.map(part),
                        isPlain: isPlain))
            }
        }
    }

    /// The entries `conditions` select, newest first, at most `limit`, read a row at a time.
    final class FoundRows {
        private let statement: SQLiteStatement

        fileprivate init(_ statement: SQLiteStatement) { self.statement = statement }

        package func next() throws -> KeptRow? {
            guard try statement.step() else { return nil }
            return KeptRow(FoundRow(statement))
        }
    }

    func foundRows(where conditions: CatalogConditions, limit: Int?) throws -> FoundRows {
        FoundRows(try newestFirst(FoundRow.columns, where: conditions, limit: limit))
    }

    /// Hands `body`, newest first, what `transform` makes of each entry `conditions` select
    /// whose folded title and body contain every one of `literals` (not empty). The scan of the
    /// folded text (`rowids(containingAll:)`) and the reading and transforming of what it finds
    /// run together, in parts on both cores (`scanning`): no row is handed from one
    /// thread to another, and no list of thousands of rowids goes back into SQL. For a search
    /// that shows every hit; one that stops after a few reads newest first (`foundRows`).
    ///
    /// Everything one pass makes is held until it ends, so a search that finds more than
    /// `maximum` rows (about a kilobyte each for a search's lines) reads in windows of a
    /// quarter of that, newest first (`forEachTransformedRowInWindows`): at once when a sample
    /// of the rows (`estimatedRows`) says it will find more than `maximum`, else once
    /// the pass has found too many. `estimate` stands in for the sample in a test.
    ///
    /// Made for the bytes `ilgi search` prints ahead of the call from another module, which
    /// otherwise copied every value through its type's witness table (a twentieth of the
    /// samples of `search garden`'s scan, in retains alone).
    @_specialize(exported:true,where T == [UInt8])
    func forEachTransformedRow<T: Sendable>(
        containingAll literals: [String], where conditions: CatalogConditions, maximum: Int,
        estimate: ((Range<Int64>) throws -> Int)? = nil, transform: @Sendable (FoundRow) -> T?,
        _ body: (T) throws -> Void
    ) throws {
        precondition(!literals.isEmpty)
        let sql = Catalog.transformedRowsSQL(literals, conditions)
        let estimate = estimate ?? { try self.estimatedRows(containingAll: literals, in: $0) }
        let held = SharedCounter()
        do {
            let plan = try scanPlan(for: literals, candidatesAtMost: maximum)
            // A pass over every row that its sample says would find too many is not begun.
            let tooMany = try plan.everyRow.map { try $0.count > maximum && estimate($0) > maximum } ?? false
            if !tooMany {
                if let span = plan.everyRow, span.count <= maximum, span.count > parallelScanMinimum {
                    return try handingOnWhileScanning(
                        span, literals: literals, where: conditions, transform: transform, body)
                }
                let parts = try scanning(plan) { connection, rows in
                    // Too many already: the parts left are not scanned.
                    guard held.add(0) <= maximum else { throw TooManyRows() }
                    let made = try Catalog.transformedRows(
                        connection, sql, literals, conditions, rows, transform, maximum: maximum)
                    // Past the maximum over all the parts, each part's rows counted as it ends.
                    guard held.add(made.values.count) <= maximum else { throw TooManyRows() }
                    return [made]
                }
                return try Catalog.handNewestFirst(parts.found, body)
            }
        } catch is TooManyRows {
            // More than the estimate said: nothing was handed on yet.
        }
        // Three windows held at most.
        try forEachTransformedRowInWindows(
            containingAll: literals, where: conditions, window: max(maximum / 4, 1), transform: transform, body)
    }

    /// One pass of `forEachTransformedRow` found more rows than it may hold.
    struct TooManyRows: Error {}

    /// About how many rows of `span` (of `entry_search_text`) contain every one of `literals`:
    /// counted in eight runs of rows spread over it, each a sixteenth of it and at most 500
    /// rows long, then scaled. A few milliseconds at a million entries, where one pass over
    /// every row that finds too many to hold is a second spent for nothing.
    func estimatedRows(containingAll literals: [String], in span: Range<Int64>) throws -> Int {
        let tests = Catalog.containsAll(literals)
        let count = try database.prepare(
            "SELECT count(*) FROM entry_search_text WHERE rowid >= ? AND rowid < ? AND \(tests)")
        let runs: Int64 = 8
        let length = max(1, min(500, Int64(span.count) / 16))
        var found = 0
        for run in 0..<runs {
            let start = span.lowerBound + Int64(span.count) * run / runs
            try count.bind([.integer(start), .integer(start + length)] + literals.map { .text($0) })
            if try count.step() { found += count.int(0) }
        }
        return found * span.count / Int(runs * length)
    }

    /// `forEachTransformedRow` over the entries `conditions` select, newest first, `window` at
    /// a time: each window's rows, their rowids as candidates, are scanned and transformed in
    /// parts on both cores, sorted, and handed to `body`, while the next window is made on a
    /// thread of its own. At most three windows' values are held at once: the one handed on,
    /// the one made, and the one being made. A cold build stores rows nearly in date order
    /// (`entries_by_created`), so a window's rowids are nearly a span of them.
    ///
    /// The thread that makes a window also reads its rowids, from one statement over the whole
    /// date order that each window goes on with: reading every rowid first held up the first
    /// window (bench/RESULTS.md#code-windows).
    @_specialize(exported:true,where T == [UInt8])
    func forEachTransformedRowInWindows<T: Sendable>(
        containingAll literals: [String], where conditions: CatalogConditions, window: Int,
        transform: @Sendable (FoundRow) -> T?, _ body: (T) throws -> Void
    ) throws {
        let newest = NewestRowids(try newestFirst("rowid", where: conditions, limit: nil))
        let sql = Catalog.transformedRowsSQL(literals, conditions)
        let lent = LentCatalog(catalog: self)
        try withoutActuallyEscaping(transform) { transform in
            /// The next window's values, nil when no entry is left.
            func startMaking() -> OnItsOwnThread<Result<[TransformedRows<T>]?, any Error>> {
                OnItsOwnThread {
                    Result {
                        let rows = try newest.next(max(window, 1)).sorted()
                        guard !rows.isEmpty else { return nil }
                        let catalog = lent.catalog
                        let parts = rows.count > Int(catalog.parallelScanMinimum) ? Catalog.scanParts : 1
                        let candidates = Catalog.evenParts(of: rows.count, parts).map {
                            ScannedRows.candidates(Array(rows[$0]))
                        }
                        return try catalog.inParts(candidates) { connection, rows in
                            [try Catalog.transformedRows(connection, sql, literals, conditions, rows, transform)]
                        }
                    }
                }
            }
            var making: OnItsOwnThread<Result<[TransformedRows<T>]?, any Error>>? = startMaking()
            // Never left with a window still being made on this catalog's connection.
            defer { _ = making?.take() }
            while let current = making {
                making = nil
                guard let made = try current.take().get() else { break }
                making = startMaking()
                try Catalog.handNewestFirst(made, body)
            }
        }
    }

    /// The rowids of the entries a windowed search reads, newest first, a window at a time: one
    /// statement, stepped by the one thread that makes the next window.
    private final class NewestRowids: @unchecked Sendable {
        private let statement: SQLiteStatement
        // Stepped again once done, SQLite begins the statement anew.
        private var done = false

        init(_ statement: SQLiteStatement) { self.statement = statement }

        /// The next `count` rowids, or fewer when the entries run out.
        func next(_ count: Int) throws -> [Int64] {
            var rowids: [Int64] = []
            rowids.reserveCapacity(min(count, 1 << 16))
            while !done, rowids.count < count {
                if try statement.step() { rowids.append(statement.int64(0)) } else { done = true }
            }
            return rowids
        }
    }

    /// The catalog, lent to the thread that makes the next window of
    /// `forEachTransformedRowInWindows` while the calling thread only hands on values made
    /// before: one thread at a time uses it.
    private struct LentCatalog: @unchecked Sendable {
        let catalog: Catalog
    }

    /// The rows of `entries` joined to their folded text, for `transformedRows`: the folded
    /// text scanned in rowid order, and each row it finds looked up in `entries` as it is found
    /// (`rowid IN (SELECT …)` first gathered the found rowids into a temporary b-tree).
    static func transformedRowsSQL(_ literals: [String], _ conditions: CatalogConditions) -> String {
        let tests = Catalog.containsAll(literals)
        return "SELECT \(FoundRow.columns), entry_search_text.rowid FROM entry_search_text CROSS JOIN entries"
            + " ON entries.rowid = entry_search_text.rowid"
            + " WHERE \(tests)" + conditions.clauses.map { " AND " + $0 }.joined()
    }

    /// What `transform` makes of each of `rows` that `sql` (`transformedRowsSQL`) finds, in
    /// rowid order, with where each goes newest first when `ordering` (`order`, sorted);
    /// `TooManyRows` past `maximum`.
    static func transformedRows<T>(
        _ connection: SQLiteDatabase, _ sql: String, _ literals: [String], _ conditions: CatalogConditions,
        _ rows: ScannedRows, _ transform: (FoundRow) -> T?, maximum: Int = .max, ordering: Bool = true
    ) throws -> TransformedRows<T> {
        let statement = try connection.reusableStatement(sql + " AND " + rows.clause("entry_search_text.rowid"))
        try statement.bind(literals.map { .text($0) } + conditions.values + rows.values)
        var made = TransformedRows<T>()
        while try statement.step() {
            guard made.values.count <= maximum else { throw TooManyRows() }
            let row = FoundRow(statement)
            if let value = transform(row) {
                if ordering {
                    made.order.append(NewestFirst(created: row.created, uuid: row.uuid, index: made.values.count))
                }
                made.values.append(value)
                made.rowids.append(statement.int64(FoundRow.rowidColumn))
            }
        }
        // Sorted here, on the part's own core: the thread that hands them on only merges.
        made.order.sort { $0.precedes($1) }
        return made
    }

    /// Hands `body` the values of `parts`, newest first: each part's own order (`order`,
    /// sorted as the part was made) merged. Sorted by a key of their own, and each value
    /// handed on from the part that made it: sorting, gathering or copying the values
    /// themselves (generic, unspecialized: a copy is a retain of a buffer far away in memory)
    /// took a tenth of a search of 66,000 hits. Sorting every key on this thread kept the
    /// other core waiting (bench/RESULTS.md#code-merge).
    private static func handNewestFirst<T>(_ parts: [TransformedRows<T>], _ body: (T) throws -> Void) throws {
        // The next key of each part; a few parts, so the least is found by looking at each.
        var next = [Int](repeating: 0, count: parts.count)
        while true {
            var least: Int?
            for part in parts.indices where next[part] < parts[part].order.count {
                if let current = least,
                    !parts[part].order[next[part]].precedes(parts[current].order[next[current]])
                {
                    continue
                }
                least = part
            }
            guard let part = least else { return }
            try body(parts[part].values[parts[part].order[next[part]].index])
            next[part] += 1
        }
    }

    /// The values one part of `forEachTransformedRow` made, in rowid order, and where each goes.
    struct TransformedRows<T> {
        var values: [T] = []
        var order: [NewestFirst] = []
        /// Each value's rowid.
        var rowids: [Int64] = []
    }

    /// `Catalog.newestFirstOrder`, as a key to sort rows read in another order by: the id's
    /// 36 ASCII bytes as big-endian words, which compare as the bytes do, so sorting 60,000
    /// keys copies no String.
    struct NewestFirst: Comparable {
        let created: Double
        let id: (UInt64, UInt64, UInt64, UInt64, UInt64)
        var index: Int

        init(created: Double, uuid bytes: UnsafeBufferPointer<UInt8>, index: Int) {
            self.created = created
            self.index = index
            func word(_ number: Int) -> UInt64 {
                (number * 8..<number * 8 + 8).reduce(0) { $0 << 8 | UInt64($1 < bytes.count ? bytes[$1] : 0) }
            }
            id = (word(0), word(1), word(2), word(3), word(4))
        }

        static func < (lhs: NewestFirst, rhs: NewestFirst) -> Bool {
            if lhs.created != rhs.created { return lhs.created > rhs.created }
            return lhs.id > rhs.id
        }

        /// Comes before `other` newest first, or, made at the same time by the same id
        /// (one entry read twice), was found first.
        func precedes(_ other: NewestFirst) -> Bool {
            self < other || (!(other < self) && index < other.index)
        }

        static func == (lhs: NewestFirst, rhs: NewestFirst) -> Bool {
            lhs.created == rhs.created && lhs.id == rhs.id && lhs.index == rhs.index
        }
    }
}
