import ArgumentParser
import Foundation
import IlgiCatalog
import IlgiCore
import IlgiEntry
import IlgiStore

extension Ilgi {
    struct Search: AsyncParsableCommand {
        static var configuration: CommandConfiguration {
            CommandConfiguration(
                commandName: commandName, abstract: Help.search.description,
                discussion: Help.searchDiscussion.description)
        }

        static let commandName = "search"

        @OptionGroup var global: GlobalOptions
        @OptionGroup var filters: EntryFilterOptions

        @Argument(help: ArgumentHelp(Help.queryArgument.description, valueName: "query"))
        var words: [String] = []

        @Option(
            name: [.customShort("e"), .customLong("regexp")],
            help: ArgumentHelp(Help.regexOption.description, valueName: "regex"))
        var regexes: [String] = []

        @Flag(name: [.customShort("w"), .customLong("word")], help: ArgumentHelp(Help.wholeWordFlag.description))
        var wholeWords = false

        @Flag(help: ArgumentHelp(Help.anyFlag.description))
        var any = false

        @Option(name: .customLong("not"), help: ArgumentHelp(Help.notOption.description, valueName: "word"))
        var excluded: [String] = []

        @Option(name: .customLong("links-to"), help: ArgumentHelp(Help.linksToOption.description, valueName: "id"))
        var linksTo: String?

        @OptionGroup var output: ResultOutputOptions

        func validate() throws {
            _ = try makeQuery()
            try output.validate()
        }

        func makeQuery() throws -> SearchQuery {
            do {
                return try SearchQuery(
                    terms: words, regexes: regexes, excluding: excluded, wholeWords: wholeWords, matchAny: any)
            } catch SearchQuery.Problem.invalidRegex(let pattern, let reason) {
                throw ValidationError(CommandText.invalidRegex(pattern, reason).description)
            } catch {
                throw ValidationError(CommandText.emptyQuery.description)
            }
        }

        func run() async throws {
            let query = try makeQuery()
            let journal = try global.openJournal()
            var filter = try filters.filter()
            if let linksTo {
                let target = try journal.reader.entry(matching: linksTo)
                filter.ids = Set(try journal.reader.backlinks(of: target.id).map(\.id))
            }
            let view = SearchResultsView(
                dateStyle: SharedDateStyle(), palette: global.palette, width: Terminal.current.width, query: query)
            let sink: any PrintingSearchSink =
                if output.count {
                    HitCount()
                } else if output.isMachineReadable {
                    HitsAsJSON(output)
                } else if !Terminal.current.isStandardOutputTerminal {
                    PipedHits(view)
                } else {
                    PagedHits(view)
                }
            let found = try await Search.run(query, filter: filter, in: journal, into: sink)
            guard found > 0 else {
                if !output.isMachineReadable { Diagnostics.notice(CommandText.noMatches(query.text)) }
                throw ExitCode(1)  // like grep: nothing found is exit 1
            }
        }

        /// The search, poured into `sink`, which then writes what it holds.
        private static func run(
            _ query: SearchQuery, filter: EntryFilter, in journal: Journal, into sink: some PrintingSearchSink
        ) async throws -> Int {
            var sink = sink
            let found = try JournalSearch(journal).run(query, filter: filter, into: &sink)
            try await sink.finish(found: found)
            return found
        }
    }
}

/// Search results grouped by entry, like ripgrep's: a heading line per entry (id, date,
/// weather, title) and the matching lines below it, matches highlighted.
struct SearchResultsView: Sendable {
    let dateStyle: SharedDateStyle
    let palette: Palette
    let width: Int?
    let query: SearchQuery
    static let indent = "    "

    func render(_ hits: [SearchHit]) -> String {
        hits.map(render).joined(separator: "\n")
    }

    /// One hit: its heading line and its matching lines, each ending in a newline.
    func render(_ hit: SearchHit) -> String {
        let entry = hit.entry
        let weather = entry.weather?.emoji ?? "  "
        let titleLine = hit.lines.first(where: \.isTitle)
        let title = titleLine.map { highlight($0.text, $0.matches) } ?? palette.bold(entry.title)
        let star = entry.isStarred ? "★ " : ""
        var text =
            palette.yellow(entry.id.short) + "  " + dateStyle.recentDate(entry.created) + "  " + weather + "  "
            + star + title + "\n"
        for line in hit.lines where !line.isTitle {
            let (shown, matches) = snippet(line)
            text += SearchResultsView.indent + highlight(shown, matches) + "\n"
        }
        return text
    }

    private func highlight(_ line: String, _ matches: [Range<String.Index>]) -> String {
        guard palette.isEnabled else { return line }
        var result = ""
        var position = line.startIndex
        for match in matches {
            result += line[position..<match.lowerBound]
            result += palette.highlight(String(line[match]))
            position = match.upperBound
        }
        return result + line[position...]
    }

    /// True when hits are shown without colour and uncut (into a pipe): `plainBytes` then
    /// writes what `render` would.
    var isPlain: Bool { !palette.isEnabled && width == nil }

    /// What `render` writes of a hit, made harmless for a terminal (`TerminalText`), when
    /// `isPlain`: from the lines a search found as bytes, with no String made of them.
    @Sendable func plainBytes(_ found: FoundLines) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(found.lines.reduce(found.titleBytes.count + 64) { $0 + $1.count + 5 })
        bytes += found.shortID
        bytes += "  ".utf8
        dateStyle.appendRecentDate(found.created, to: &bytes)
        bytes += "  ".utf8
        bytes += (found.weather?.emoji ?? "  ").utf8
        bytes += "  ".utf8
        if found.isStarred { bytes += "★ ".utf8 }
        if TerminalText.holdsControl(found.titleBytes, allowingLineFeedAndTab: true) {
            bytes += TerminalText.neutralized(bytes: Array(found.titleBytes))
        } else {
            bytes += found.titleBytes
        }
        bytes.append(0x0A)
        let start = bytes.count
        for line in found.lines {
            bytes += SearchResultsView.indent.utf8
            bytes += UnsafeBufferPointer(rebasing: found.searchedBody[line])
            bytes.append(0x0A)
        }
        guard !found.isPlain else { return bytes }
        return Array(bytes[..<start]) + TerminalText.neutralized(bytes: Array(bytes[start...]))
    }

    /// A long line cut to the width, keeping the first match in view.
    private func snippet(_ line: MatchedLine) -> (String, [Range<String.Index>]) {
        guard let width, let first = line.matches.first else { return (line.text, line.matches) }
        let room = width - SearchResultsView.indent.count
        guard DisplayWidth.of(line.text) > room, room > 10 else { return (line.text, line.matches) }
        // Start a little before the first match, then cut the end to fit.
        var start = first.lowerBound
        var lead = 0
        while start > line.text.startIndex, lead < room / 4 {
            start = line.text.index(before: start)
            lead += DisplayWidth.of(line.text[start])
        }
        let prefix = start > line.text.startIndex ? "…" : ""
        let tail = String(line.text[start...])
        let cut = DisplayWidth.truncate(tail, to: room - prefix.count)
        let shown = prefix + cut
        // Recompute the matches on the shown text (the cut may have dropped some).
        let matches = query.matches(in: shown)
        return (shown, matches)
    }
}
