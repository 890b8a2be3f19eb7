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

extension Journal {
    /// Entries whose title and body match `query` (trailers are not searched), newest first,
    /// restricted by `filter` (its limit counts matching entries). A hit's lines may be empty
    /// (a query of only `--not` words highlights nothing).
    public func search(_ query: SearchQuery, filter: EntryFilter = EntryFilter()) throws -> [SearchHit] {
        let paths = try entryPaths()
        let root = self.root
        let found = concurrentMap(paths.count) { position -> SearchHit? in
            let (id, path) = paths[position]
            guard let data = FileManager.default.contents(atPath: root.path + "/" + path) else { return nil }
            // Most files do not match: rule them out before any parsing.
            guard data.withUnsafeBytes({ query.occurs(inFile: $0) }) else { return nil }
            let entry = Journal.entry(parsing: data, root: root, id: id, path: path)
            guard filter.matches(entry), query.matches(title: entry.title, body: entry.body) else { return nil }
            return SearchHit(entry: entry, lines: Journal.matchedLines(of: entry, query: query))
        }
        let hits = found.compactMap { $0 }.sorted { Journal.newestFirst($0.entry, $1.entry) }
        if let limit = filter.limit { return Array(hits.prefix(limit)) }
        return hits
    }

    public static func matchedLines(of entry: Entry, query: SearchQuery) -> [MatchedLine] {
        var lines: [MatchedLine] = []
        let title = entry.title
        let titleMatches = query.matches(in: title)
        if !titleMatches.isEmpty { lines.append(MatchedLine(text: title, matches: titleMatches, isTitle: true)) }
        for line in entry.body.split(omittingEmptySubsequences: true, whereSeparator: \.isNewline) {
            let text = String(line)
            let matches = query.matches(in: text)
            if !matches.isEmpty { lines.append(MatchedLine(text: text, matches: matches, isTitle: false)) }
        }
        return lines
    }
}
