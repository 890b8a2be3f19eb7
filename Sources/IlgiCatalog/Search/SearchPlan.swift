import IlgiEntry

/// How one search reads the catalog, decided once from the query, the filter and what its
/// sink takes (ripgrep's grep-searcher: one searcher, built from the matcher and the
/// options, for every printer). `JournalSearch.run` follows it and `Catalog.search` scans
/// as it says; nothing downstream asks the query again which way to go.
public struct SearchPlan: Sendable {
    public let query: SearchQuery
    public let filter: EntryFilter
    public let scan: Scan
    /// The folded strings every hit holds (`SearchQuery.indexLiterals`, none empty).
    let literals: [String]

    /// The ways a search reads the catalog, cheapest first.
    public enum Scan: Sendable, Equatable {
        /// Only the number of hits, from one scan of the folded text's own table: words and
        /// phrases that decide the query, and no filter.
        case countFoldedText
        /// Only the number of hits, counted by SQL: the scan of the folded text and the
        /// filter decide it, no entry is read.
        case countRows
        /// Every hit's columns, found, read and shown in parts on both cores (in windows,
        /// newest first, past what may be held at once): words and phrases, a filter SQL
        /// decides, no limit, and a sink that shows a hit from its columns.
        case everyRowHolding
        /// The columns of the hits, newest first, read until the filter's limit.
        case newestRows
        /// Every candidate's text parsed into an `Entry`, the query's own meaning deciding
        /// (regexes, `--not`, whole words, a filter SQL cannot decide) and the filter's too.
        case parsedEntries
    }

    /// What a sink takes of each hit, which the plan's scan serves.
    public enum Takes: Sendable {
        /// Only how many there are.
        case count
        /// Each hit parsed: the entry and its matched lines (`SearchHit`).
        case hits
        /// Each hit's lines as bytes from the catalog's columns (`FoundLines`) when the query
        /// allows, else parsed hits.
        case foundLines
    }

    public init(_ query: SearchQuery, filter: EntryFilter = EntryFilter(), takes: Takes) {
        self.query = query
        self.filter = filter
        literals = query.indexLiterals.filter { !$0.isEmpty }
        // The scan of the folded text (memmem) decides words and phrases that must all occur;
        // SQL decides an exact filter. Then no entry need be parsed to be sure of a hit.
        let decidedByColumns = query.isDecidedByRequiredTerms && filter.catalogConditions.isExact
        switch takes {
        case .count where decidedByColumns:
            let onlyWords = filter.catalogConditions.clauses.isEmpty && filter.limit == nil && !literals.isEmpty
            scan = onlyWords ? .countFoldedText : .countRows
        case .foundLines where decidedByColumns:
            scan = filter.limit == nil && !literals.isEmpty ? .everyRowHolding : .newestRows
        case .count, .hits, .foundLines:
            scan = .parsedEntries
        }
    }

    /// True when hits come as the catalog's columns (`Catalog.FoundRow`), never parsed.
    public var readsColumns: Bool { scan == .everyRowHolding || scan == .newestRows }
}
