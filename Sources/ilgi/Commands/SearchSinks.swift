import IlgiCatalog
import IlgiCore
import IlgiEntry

/// A search's output in the command line: a `SearchSink` that writes what it was handed
/// once the search is done (`finish`), with how many hits there were.
protocol PrintingSearchSink: SearchSink {
    mutating func finish(found: Int) async throws
}

/// `search --count`: the number alone, counted by SQL when it can be.
extension HitCount: PrintingSearchSink {
    func finish(found: Int) { Output.write("\(found)\n") }
}

/// Hits into a pipe or a file, written as found, so that 30,000 hits are never all held:
/// each rendered (control characters made harmless too) on whichever core found it, this
/// thread only writes. Without colour and uncut, a hit is made straight from the catalog's
/// columns as bytes, no entry parsed and no String made (`SearchResultsView.plainBytes`).
struct PipedHits: PrintingSearchSink {
    let takes: SearchPlan.Takes
    let showHit: @Sendable (SearchHit) -> [UInt8]
    let showFoundLines: (@Sendable (FoundLines) -> [UInt8])?
    private var pieces = GatheredOutput(separator: 0x0A)

    init(_ view: SearchResultsView) {
        takes = view.isPlain ? .foundLines : .hits
        showHit = { Array(TerminalText.neutralized(view.render($0)).utf8) }
        showFoundLines = view.isPlain ? view.plainBytes : nil
    }

    mutating func take(_ shown: [UInt8]) throws { try pieces.append(shown) }

    mutating func finish(found _: Int) throws { try pieces.flush() }
}

/// Hits on a terminal: each rendered on whichever core found it, shown together through the
/// pager when they are taller than the screen.
struct PagedHits: PrintingSearchSink {
    let takes = SearchPlan.Takes.hits
    let showHit: @Sendable (SearchHit) -> String
    let showFoundLines: (@Sendable (FoundLines) -> String)? = nil
    private var shown: [String] = []

    init(_ view: SearchResultsView) { showHit = view.render }

    mutating func take(_ hit: String) { shown.append(hit) }

    func finish(found _: Int) async { await Pager(terminal: .current).write(shown.joined(separator: "\n")) }
}

/// `search --json` and `--jsonl`: the entries found, as `list` writes them.
struct HitsAsJSON: PrintingSearchSink {
    let takes = SearchPlan.Takes.hits
    let showHit: @Sendable (SearchHit) -> Entry = { $0.entry }
    let showFoundLines: (@Sendable (FoundLines) -> Entry)? = nil
    let output: ResultOutputOptions
    private var entries: [Entry] = []

    init(_ output: ResultOutputOptions) { self.output = output }

    mutating func take(_ entry: Entry) { entries.append(entry) }

    func finish(found _: Int) throws { _ = try output.write(entries) }
}
