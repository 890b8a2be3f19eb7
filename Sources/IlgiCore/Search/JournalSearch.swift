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
                var conditions = filter.catalogConditions
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

    public static func matchedLines(of entry: Entry, query: SearchQuery) -> [MatchedLine] {
        var lines: [MatchedLine] = []
        var title = entry.title
        let titleMatches = title.withUTF8 { query.mayMatch(line: $0) } ? query.matches(in: title) : []
        if !titleMatches.isEmpty { lines.append(MatchedLine(text: title, matches: titleMatches, isTitle: true)) }
        var body = entry.searchedBody
        body.withUTF8 { bytes in
            // A String is made only of a line that may hold a match.
            let literalsOnly = query.expressions.isEmpty && !query.literals.isEmpty
            for range in JournalSearch.lineRanges(of: bytes) {
                let line = UnsafeBufferPointer(rebasing: bytes[range])
                if literalsOnly, FoldedBytes.foldsByteForByte(line) {
                    // Most lines: matched on their bytes, once, and a String made only of a
                    // line with a match.
                    let found = query.literalMatches(inByteForByteLine: line)
                    guard !found.isEmpty else { continue }
                    let text = String(decoding: line, as: UTF8.self)
                    lines.append(
                        MatchedLine(text: text, matches: SearchQuery.ranges(found, in: text), isTitle: false))
                    continue
                }
                guard query.mayMatch(line: line) else { continue }
                let text = String(decoding: line, as: UTF8.self)
                let matches = query.matches(in: text)
                if !matches.isEmpty { lines.append(MatchedLine(text: text, matches: matches, isTitle: false)) }
            }
        }
        return lines
    }
}

extension JournalSearch {
    /// The non-empty lines of `text`, split at every Character that `isNewline` (a CRLF pair
    /// too, with the empty piece between its halves left out), found byte by byte: each of
    /// those characters is a grapheme cluster of its own (Unicode's rules break around
    /// controls and line separators), so no Character walk is needed. A search with 30,000
    /// hits splits every hit's body.
    static func lineRanges(of utf8: UnsafeBufferPointer<UInt8>) -> [Range<Int>] {
        var lines: [Range<Int>] = []
        var start = 0
        var position = 0
        func cut(_ end: Int, skipping length: Int) {
            if end > start { lines.append(start..<end) }
            position = end + length
            start = position
        }
        while position < utf8.count {
            let byte = utf8[position]
            if (0x0A...0x0D).contains(byte) {
                cut(position, skipping: 1)
            } else if byte == 0xC2, position + 1 < utf8.count, utf8[position + 1] == 0x85 {
                cut(position, skipping: 2)  // U+0085 NEXT LINE
            } else if byte == 0xE2, position + 2 < utf8.count, utf8[position + 1] == 0x80,
                utf8[position + 2] == 0xA8 || utf8[position + 2] == 0xA9
            {
                cut(position, skipping: 3)  // U+2028 LINE SEPARATOR, U+2029 PARAGRAPH SEPARATOR
            } else {
                position += 1
            }
        }
        cut(utf8.count, skipping: 0)
        return lines
    }

    /// `lineRanges` as strings.
    static func lines(of text: String) -> [String] {
        var text = text
        return text.withUTF8 { bytes in
            lineRanges(of: bytes).map { String(decoding: UnsafeBufferPointer(rebasing: bytes[$0]), as: UTF8.self) }
        }
    }
}

extension SearchQuery {
    /// False when `line` surely has no match: the line is lowercased byte by byte, exactly as
    /// `matches(in:)` folds ASCII characters, and searched for `lineLiteral`. That decides a
    /// line whose fold is its bytes (`foldsByteForByte`: ASCII and Hangul, most lines), and a
    /// line of any script for an ASCII literal, since no other character folds to ASCII but
    /// the three of `foldsIntoASCII` (a line holding one of them, or another line searched for
    /// a literal outside ASCII, is left to `matches(in:)`). `matches(in:)` folds each
    /// Character on its own, which costs far more than this on the many lines of a search
    /// with thousands of hits.
    func mayMatch(line: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let literal = lineLiteral, !literal.isEmpty, line.count >= literal.count else {
            return lineLiteral.map { $0.isEmpty || line.contains { $0 >= 0x80 } } ?? true
        }
        return FoldedBytes.line(line, mayHold: literal) ?? true
    }

    /// Folded bytes every line with a highlight contains: the one word or phrase of a query
    /// that has just one; nil for any other form (then every line is asked).
    var lineLiteral: [UInt8]? { literals.count == 1 && expressions.isEmpty ? literals[0] : nil }
}
