import Foundation

/// An entry that matched a search, with the lines where it matched.
public struct SearchHit: Sendable {
    public let entry: Entry
    /// Matching lines in order: the title first when it matched, then body lines.
    public let lines: [MatchedLine]

    public init(entry: Entry, lines: [MatchedLine]) {
        self.entry = entry
        self.lines = lines
    }
}

/// One line of an entry that contains the query, with the matches in it.
public struct MatchedLine: Sendable {
    public let text: String
    public let matches: [Range<String.Index>]
    public let isTitle: Bool
}

/// Finding entries by what they say: a `SearchQuery` over the catalog's folded text, each hit
/// with the lines that matched.
public struct JournalSearch: Sendable {
    public let reader: JournalReader
    /// How many hits `forEachFoundLines` may hold before it writes any (about 200 MB of lines):
    /// a search that finds more reads in windows of a quarter of that, newest first
    /// (`Catalog.forEachTransformedRow`).
    var heldHitsMaximum = 200_000

    public init(_ reader: JournalReader) { self.reader = reader }
    public init(_ journal: Journal) { self.init(journal.reader) }
}

extension JournalSearch {
    /// Entries whose title and body (with the place: `Entry.searchedBody`) match `query`, newest first,
    /// restricted by `filter` (its limit counts matching entries). A hit's lines may be empty
    /// (a query of only `--not` words highlights nothing).
    public func search(_ query: SearchQuery, filter: EntryFilter = EntryFilter()) throws -> [SearchHit] {
        var hits: [SearchHit] = []
        try forEachHit(query, filter: filter) { hits.append($0) }
        return hits
    }

    /// How many entries `search` finds (`filter`'s limit caps it). When SQL's scan of the
    /// folded text decides the query and the filter, no entry is parsed: one count.
    public func countHits(_ query: SearchQuery, filter: EntryFilter = EntryFilter()) throws -> Int {
        if query.isDecidedByRequiredTerms, filter.catalogConditions.isExact {
            return try reader.reading { index in
                var conditions = try filter.catalogConditions(in: index)
                let literals = query.indexLiterals.filter { !$0.isEmpty }
                if conditions.clauses.isEmpty, filter.limit == nil, !literals.isEmpty {
                    // Only words: counted in the folded text's own table, without a join.
                    return try index.rowids(containingAll: literals).found.count
                }
                conditions.append(try query.catalogConditions(in: index))
                return try index.count(where: conditions, limit: filter.limit)
            }
        }
        var count = 0
        try forEachHit(query, filter: filter, transform: { _ in true }) { _ in count += 1 }
        return count
    }

    /// The hits of `search`, newest first, handed to `body` as they are found: through the
    /// catalog a chunk at a time, so a search that finds 30,000 entries holds a few hundred.
    public func forEachHit(
        _ query: SearchQuery, filter: EntryFilter = EntryFilter(), _ body: (SearchHit) throws -> Void
    )
        throws
    {
        try forEachHit(query, filter: filter, transform: { $0 }, body)
    }

    /// The hits of `search`, newest first, each made into what `transform` makes of it on
    /// both cores as they are found (a search that prints 30,000 hits renders them in
    /// parallel), handed to `body` in order.
    public func forEachHit<T: Sendable>(
        _ query: SearchQuery, filter: EntryFilter = EntryFilter(), transform: @escaping @Sendable (SearchHit) -> T,
        _ body: (T) throws -> Void
    ) throws {
        try reader.reading { try forEachCatalogedHit($0, query: query, filter: filter, transform: transform, body) }
    }

    /// The search through `index`: SQL finds the entries whose folded title and body
    /// contain the query's literals (and what it can of `filter`), newest first; the matched
    /// lines, computed as without the index, decide.
    func catalogSearch(_ index: Catalog, query: SearchQuery, filter: EntryFilter) throws -> [SearchHit] {
        var hits: [SearchHit] = []
        try forEachCatalogedHit(index, query: query, filter: filter, transform: { $0 }) { hits.append($0) }
        return hits
    }

    private func forEachCatalogedHit<T: Sendable>(
        _ index: Catalog, query: SearchQuery, filter: EntryFilter,
        transform: @escaping @Sendable (SearchHit) -> T, _ body: (T) throws -> Void
    ) throws {
        // When the scan of the folded text (`contains_text`, memmem) already decided the query (words and phrases
        // that must all occur, nothing else), asking `matches` again would fold every hit's
        // text a second time.
        let decided = query.isDecidedByRequiredTerms
        try reader.forEachCataloged(
            index, matching: filter, extra: try query.catalogConditions(in: index),
            transform: { (entry: Entry) -> T? in
                // The index found candidates; the query's own meaning decides, as without it.
                guard decided || query.matches(title: entry.title, body: entry.searchedBody) else { return nil }
                let lines = JournalSearch.matchedLines(of: entry, query: query)
                // A decided query's words are on some line of every entry that holds them: none
                // means the entry changed after the scan found it (a save in between), and it
                // is asked again.
                if decided, lines.isEmpty, !query.matches(title: entry.title, body: entry.searchedBody) { return nil }
                return transform(SearchHit(entry: entry, lines: lines))
            }, body)
    }

    /// The title, when it holds a match, then each body line that does (`SearchQuery.matchingLines`),
    /// with the matches in it.
    public static func matchedLines(of entry: Entry, query: SearchQuery) -> [MatchedLine] {
        var lines: [MatchedLine] = []
        var title = entry.title
        let titleMatches = title.withUTF8 { query.mayMatch(line: $0) } ? query.matches(in: title) : []
        if !titleMatches.isEmpty { lines.append(MatchedLine(text: title, matches: titleMatches, isTitle: true)) }
        var body = entry.searchedBody
        body.withUTF8 { bytes in
            // A String is made only of a line that holds a match.
            for range in query.matchingLines(in: bytes) {
                let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
                lines.append(MatchedLine(text: text, matches: query.matches(in: text), isTitle: false))
            }
        }
        return lines
    }
}

extension JournalSearch {
    /// `TextLines.ranges(of:)` as strings.
    static func lines(of text: String) -> [String] {
        var text = text
        return text.withUTF8 { bytes in
            TextLines.ranges(of: bytes).map {
                String(decoding: UnsafeBufferPointer(rebasing: bytes[$0]), as: UTF8.self)
            }
        }
    }
}

/// An entry a search found, as a list of its matching lines shows it: the heading from the
/// catalog's columns, and which lines of its searched body hold a match, as bytes. No file
/// is parsed and no String made of a line: what `ilgi search` prints into a pipe. Its bytes
/// are where SQLite holds them, valid only while the `transform` it is handed to runs.
public struct FoundLines {
    let row: Catalog.FoundRow
    /// `Entry.searchedBody`, as UTF-8.
    public let searchedBody: UnsafeBufferPointer<UInt8>
    /// The lines of `searchedBody` that hold a match, in order: none when only the title does.
    public let lines: [Range<Int>]

    public var id: EntryID {
        guard let id = EntryID(row.uuidString) else { preconditionFailure("a found row's id is checked") }
        return id
    }

    /// `EntryID.short`, as UTF-8.
    public var shortID: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(rebasing: row.uuid.prefix(8)) }
    public var created: Timestamp {
        Timestamp(date: Date(timeIntervalSince1970: row.created), utcOffset: row.utcOffset)
    }
    /// The title, as UTF-8.
    public var titleBytes: UnsafeBufferPointer<UInt8> { row.title }
    public var title: String { String(decoding: row.title, as: UTF8.self) }
    public var weather: WeatherCode? { row.weather.flatMap { WeatherCode(String(decoding: $0, as: UTF8.self)) } }
    public var isStarred: Bool { row.starred }
    /// True when `searchedBody` holds nothing but printable ASCII, tabs, line feeds and Hangul
    /// syllables (no control character to make harmless).
    public var isPlain: Bool { row.isPlain }
}

extension JournalSearch {
    /// Whether `forEachFoundLines` can answer `query` with `filter`: the scan of the folded
    /// text decides the query (words and phrases that must all occur, nothing else) and SQL
    /// the filter, so no entry need be parsed to be sure of it.
    public static func findsLinesAlone(_ query: SearchQuery, filter: EntryFilter) -> Bool {
        query.isDecidedByRequiredTerms && filter.catalogConditions.isExact
    }

    /// The entries `search` finds, newest first, as `FoundLines`, each made into what
    /// `transform` makes of it on both cores, handed to `body` in order, the first while the
    /// search still goes on (`body` must not read this journal). Only for a query and filter
    /// `findsLinesAlone` accepts.
    /// Made for bytes ahead of the call, as `Catalog.forEachTransformedRow` is.
    @_specialize(exported:true,where T == [UInt8])
    public func forEachFoundLines<T: Sendable>(
        _ query: SearchQuery, filter: EntryFilter = EntryFilter(), transform: @escaping @Sendable (FoundLines) -> T,
        _ body: (T) throws -> Void
    ) throws {
        precondition(JournalSearch.findsLinesAlone(query, filter: filter))
        let literals = query.indexLiterals.filter { !$0.isEmpty }
        if filter.limit == nil, !literals.isEmpty {
            // Every hit: found, read and transformed on both cores, in one pass or, for more
            // hits than can be held at once, in windows newest first.
            return try reader.reading { index in
                try index.forEachTransformedRow(
                    containingAll: literals, where: filter.catalogConditions(in: index), maximum: heldHitsMaximum,
                    transform: { row in JournalSearch.withFoundLines(row, query: query, transform) }, body)
            }
        }
        try reader.reading { index in
            var conditions = try filter.catalogConditions(in: index)
            conditions.append(try query.catalogConditions(in: index))
            let rows = try index.foundRows(where: conditions, limit: filter.limit)
            try JournalReader.forEachTransformed(
                rows.next, limit: filter.limit,
                transform: { kept in kept.withRow { JournalSearch.withFoundLines($0, query: query, transform) } }, body)
        }
    }

    /// What `transform` makes of what a search shows of `row`, or nil when it no longer
    /// matches (saved since the scan).
    private static func withFoundLines<T>(
        _ row: Catalog.FoundRow, query: SearchQuery, _ transform: (FoundLines) -> T
    ) -> T? {
        // The catalog names an entry by its file's name, a canonical id (`JournalLayout`):
        // any other row is not one ilgi wrote.
        guard EntryID.isCanonical(row.uuid) else { return nil }
        return row.withSearchedBody { body in
            let lines = query.matchingLines(in: body, isPlain: row.isPlain)
            // The scan found every word: on no line of the body means in the title, or the
            // entry changed after the scan (a save in between) and is asked again.
            if lines.isEmpty,
                !query.matches(
                    title: String(decoding: row.title, as: UTF8.self), body: String(decoding: body, as: UTF8.self))
            {
                return nil
            }
            return transform(FoundLines(row: row, searchedBody: body, lines: lines))
        }
    }
}
