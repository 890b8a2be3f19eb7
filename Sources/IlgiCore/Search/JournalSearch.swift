import IlgiCatalog
import IlgiEntry

/// Where a search's hits go, as ripgrep's grep-printer sinks take what grep-searcher finds:
/// the terminal, a pipe, a count and JSON in the command line, a page of the site, a tool's
/// answer in `ilgi mcp`. What it takes picks the plan's scan (`SearchPlan`); each hit is
/// made into what it shows on whichever core found it, then handed to `take` in order,
/// newest first, on the thread that runs the search.
public protocol SearchSink {
    /// What one hit is made into, on either core, before `take` sees it.
    associatedtype Shown: Sendable

    /// What the sink needs of each hit: only their number, the parsed hit, or its lines as
    /// the catalog holds them (`showFoundLines`).
    var takes: SearchPlan.Takes { get }
    /// Makes a parsed hit into what `take` is handed.
    var showHit: @Sendable (SearchHit) -> Shown { get }
    /// Makes a hit read from the catalog's columns into what `take` is handed, for a sink
    /// that `takes` `.foundLines`; its bytes are valid only while it runs.
    var showFoundLines: (@Sendable (FoundLines) -> Shown)? { get }

    /// Takes the next hit, newest first. It must not read the journal: the search still goes on.
    mutating func take(_ shown: Shown) throws
}

/// Finding entries by what they say: a `SearchQuery` and a filter, made into a `SearchPlan`
/// once, run over the catalog under the reader's lock, the hits poured into a `SearchSink`.
public struct JournalSearch: Sendable {
    public let reader: JournalReader
    /// How many hits a pass over every row may hold before it hands any on (about 200 MB of
    /// lines): a search that finds more reads in windows of a quarter of that, newest first
    /// (`Catalog.forEachTransformedRow`).
    var heldHitsMaximum = 200_000

    public init(_ reader: JournalReader) { self.reader = reader }
    public init(_ journal: Journal) { self.init(journal.reader) }

    /// Runs `query` with `filter` into `sink` and returns how many hits there are (at most
    /// `filter.limit`): for a sink that takes only the count, found without handing any on.
    @discardableResult
    public func run<Sink: SearchSink>(
        _ query: SearchQuery, filter: EntryFilter = EntryFilter(), into sink: inout Sink
    ) throws -> Int {
        let plan = SearchPlan(query, filter: filter, takes: sink.takes)
        let (showHit, showFoundLines) = (sink.showHit, sink.showFoundLines)
        return try reader.reading { catalog in
            try catalog.search(
                plan, heldAtMost: heldHitsMaximum, showHit: showHit, showFoundLines: showFoundLines
            ) { try sink.take($0) }
        }
    }

    /// Entries whose title and body (with the place: `Entry.searchedBody`) match `query`,
    /// newest first, restricted by `filter` (its limit counts matching entries). A hit's lines
    /// may be empty (a query of only `--not` words highlights nothing).
    public func search(_ query: SearchQuery, filter: EntryFilter = EntryFilter()) throws -> [SearchHit] {
        var hits = GatheredHits()
        try run(query, filter: filter, into: &hits)
        return hits.hits
    }

    /// How many entries `search` finds (`filter`'s limit caps it). When SQL's scan of the
    /// folded text decides the query and the filter, no entry is parsed: one count.
    public func countHits(_ query: SearchQuery, filter: EntryFilter = EntryFilter()) throws -> Int {
        var count = HitCount()
        return try run(query, filter: filter, into: &count)
    }
}

/// The hits of a search, gathered in order: for the site, `ilgi mcp` and a terminal's page.
public struct GatheredHits: SearchSink {
    public private(set) var hits: [SearchHit] = []
    public let takes = SearchPlan.Takes.hits
    public let showHit: @Sendable (SearchHit) -> SearchHit = { $0 }
    public let showFoundLines: (@Sendable (FoundLines) -> SearchHit)? = nil

    public init() {}

    public mutating func take(_ hit: SearchHit) { hits.append(hit) }
}

/// Only the number of hits: `JournalSearch.run` returns it.
public struct HitCount: SearchSink {
    public let takes = SearchPlan.Takes.count
    public let showHit: @Sendable (SearchHit) -> Void = { _ in }
    public let showFoundLines: (@Sendable (FoundLines) -> Void)? = nil

    public init() {}

    /// A hit counted by the search (`run` returns the count): nothing to keep of it.
    public mutating func take(_: Void) {}
}
