import Foundation
import IlgiEntry

/// An entry that matched a search, with the lines where it matched.
public struct SearchHit: Sendable {
    public let entry: Entry
    /// Matching lines in order: the title first when it matched, then body lines.
    public let lines: [MatchedLine]

    public init(entry: Entry, lines: [MatchedLine]) {
        self.entry = entry
        self.lines = lines
    }

    /// A hit on `entry`: the title, when it holds a match, then each body line that does
    /// (`SearchQuery.matchingLines`), with the matches in it.
    public init(_ entry: Entry, query: SearchQuery) {
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
        self.init(entry: entry, lines: lines)
    }
}

/// One line of an entry that contains the query, with the matches in it.
public struct MatchedLine: Sendable {
    public let text: String
    public let matches: [Range<String.Index>]
    public let isTitle: Bool
}

/// An entry a search found, as a list of its matching lines shows it: the heading from the
/// catalog's columns, and which lines of its searched body hold a match, as bytes. No file
/// is parsed and no String made of a line: what `ilgi search` prints into a pipe. Its bytes
/// are where SQLite holds them, valid only while the sink's `showFoundLines` it is handed to
/// runs.
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

    /// What `show` makes of what a search shows of `row`, or nil when it no longer matches
    /// (saved since the scan found it).
    static func showing<T>(_ row: Catalog.FoundRow, query: SearchQuery, _ show: (FoundLines) -> T) -> T? {
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
            return show(FoundLines(row: row, searchedBody: body, lines: lines))
        }
    }
}
