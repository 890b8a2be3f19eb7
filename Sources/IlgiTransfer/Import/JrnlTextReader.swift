import Foundation
import IlgiCore
import IlgiEntry

/// Reads jrnl's plain-text journal the way jrnl 4 does (`Journal._parse`, `Entry._parse_text`,
/// `split_title`): an entry starts at a line beginning `[DATE] `; its text runs to the next
/// one. A `*` at the end of the first line stars it. The title is the first line, or when the
/// entry is one line, its first sentence ("[2024-01-05 09:30] Title. Body…"). Dates are
/// wall-clock times, read in `timeZone`.
///
/// Stricter than jrnl where jrnl would lose text: words before the first entry, or a
/// bracket that starts like a date but is not one (`[2024-13-45 09:30]`), are errors with
/// their line, not silently dropped.
public struct JrnlTextReader {
    public let timeZone: TimeZone
    /// The journal's own `timeformat` (strftime, e.g. `%d.%m.%Y %H:%M`), from its jrnl config
    /// or `--time-format`; tried before the shapes jrnl always reads.
    public var timeFormat: String?

    public init(timeZone: TimeZone = .current, timeFormat: String? = nil) {
        self.timeZone = timeZone
        self.timeFormat = timeFormat
    }

    /// Every entry of a jrnl file, or of a jrnl folder journal (`YYYY/MM/DD.txt`).
    public func read(_ url: URL) throws -> [ImportedEntry] {
        var entries: [ImportedEntry] = []
        try forEach(in: url) { entries.append($0) }
        return entries
    }

    /// Calls `body` with each entry in turn, reading one line at a time, so a file of any
    /// size is read in the memory of one entry. A folder is read as jrnl's folder journal:
    /// its `YYYY/MM/DD.txt` files in date order.
    public func forEach(in url: URL, progress: ((Int) -> Void)? = nil, _ body: (ImportedEntry) throws -> Void) throws {
        var parser = Parser(reader: self)
        var found = false
        var bytes = 0
        for file in try JrnlFolderJournal.files(at: url) {
            let lines = try TextFileLines(file)
            while let line = try lines.next() {
                if let entry = try parser.feed(line, file: file.path, line: lines.lineNumber) {
                    found = true
                    try body(entry)
                }
                if lines.lineNumber % 4096 == 0 { progress?(bytes + lines.bytesRead) }
            }
            if let entry = parser.finish() {
                found = true
                try body(entry)
            }
            bytes += lines.bytesRead
            progress?(bytes)
        }
        guard found else { throw ImportError(file: url.path, TransferText.importNoEntries("jrnl")) }
    }

    public func parse(_ text: String, file: String) throws -> [ImportedEntry] {
        var parser = Parser(reader: self)
        var entries: [ImportedEntry] = []
        for (index, line) in SourceText.lines(text).enumerated() {
            if let entry = try parser.feed(String(line), file: file, line: index + 1) { entries.append(entry) }
        }
        if let entry = parser.finish() { entries.append(entry) }
        guard !entries.isEmpty else { throw ImportError(file: file, TransferText.importNoEntries("jrnl")) }
        return entries
    }

    /// jrnl's reading, one line at a time: an entry is complete when the next one starts.
    struct Parser {
        let clock: WallClock
        let timeFormat: String?
        private var current: (file: String, line: Int, date: WallClock.Components, stamp: Timestamp, lines: [String])?

        init(reader: JrnlTextReader) {
            clock = WallClock(timeZone: reader.timeZone)
            timeFormat = reader.timeFormat
        }

        /// Takes the next line; returns the entry it ends, if it starts a new one.
        mutating func feed(_ line: String, file: String, line number: Int) throws -> ImportedEntry? {
            if let (content, rest) = JrnlTextReader.dateBracket(Substring(line)) {
                if let date = timeFormat.flatMap({ WallClock.parse(content, format: $0) }) ?? WallClock.parse(content) {
                    guard let stamp = clock.timestamp(date) else {
                        throw ImportError(file: file, line: number, TransferText.importBadDate(String(content)))
                    }
                    let done = finish()
                    current = (file, number, date, stamp, [String(rest)])
                    return done
                }
                if timeFormat == nil, WallClock.looksLikeDate(content) {
                    throw ImportError(file: file, line: number, TransferText.importBadDate(String(content)))
                }
            }
            if current == nil {
                guard BlankLine.isBlank(splitOnNewline: line) else {
                    if timeFormat == nil, let (content, _) = JrnlTextReader.dateBracket(Substring(line)),
                        content.contains(where: \.isASCIIDigit)
                    {  // a date in a format of the journal's own
                        throw ImportError(
                            file: file, line: number, TransferText.importUnknownTimeFormat(String(content)))
                    }
                    throw ImportError(
                        file: file, line: number,
                        timeFormat.map { TransferText.importTextBeforeFirstJrnlEntry(format: $0) }
                            ?? TransferText.importTextBeforeFirstJrnlEntryInDefaultFormat)
                }
                return nil
            }
            current?.lines.append(line)
            return nil
        }

        /// The entry being read, at the end of a file.
        mutating func finish() -> ImportedEntry? {
            guard let entry = current else { return nil }
            current = nil
            return JrnlTextReader.entry(
                text: entry.lines.joined(separator: "\n"), date: entry.date, stamp: entry.stamp, file: entry.file,
                line: entry.line)
        }
    }

    /// `[CONTENT] REST` at the start of a line (jrnl's `^\[([^\]]+)\] `), or a line that is
    /// only `[CONTENT]` (what an editor that trims trailing spaces leaves of an empty title).
    static func dateBracket(_ line: Substring) -> (content: Substring, rest: Substring)? {
        guard line.hasPrefix("["), let close = line.firstIndex(of: "]") else { return nil }
        let content = line[line.index(after: line.startIndex)..<close]
        guard !content.isEmpty else { return nil }
        let after = line.index(after: close)
        if after == line.endIndex { return (content, "") }
        guard line[after] == " " else { return nil }
        return (content, line[line.index(after: after)...])
    }

    /// One entry from its text (everything after `[DATE] `), as jrnl splits it.
    static func entry(
        text: String, date: WallClock.Components, stamp: Timestamp, file: String, line: Int
    )
        -> ImportedEntry
    {
        var text = text
        var starred = false
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        if let first = lines.first, first.trimmingCharacters(in: .whitespaces).hasSuffix("*") {
            // As jrnl does: the marked line then always ends in a line break, so it is the title.
            starred = true
            text =
                first.trimmingCharacters(in: CharacterSet(charactersIn: " *\n")) + "\n"
                + lines.dropFirst().joined(separator: "\n")
        }
        let (title, body) = JrnlTextReader.splitTitle(text)
        return ImportedEntry(
            title: title, body: body, created: stamp, starred: starred,
            source: JrnlTextReader.source(date: date, starred: starred, title: title, body: body),
            file: file, line: line)
    }

    /// The `Source:` value for a jrnl entry; the same for the text and JSON forms of one entry,
    /// so importing both adds it once.
    static func source(date: WallClock.Components, starred: Bool, title: String, body: String) -> String {
        ImportedEntry.source("jrnl", hashing: [date.jrnlText, starred ? "*" : "", title, body])
    }

    /// jrnl's `split_title`: the first line is the title when there is a line break, else
    /// the first sentence; both parts trimmed.
    static func splitTitle(_ text: String) -> (title: String, body: String) {
        let trimmed = text.drop(while: \.isWhitespace)
        if let newline = trimmed.firstIndex(of: "\n") {
            return (
                trimmed[..<newline].trimmingCharacters(in: .whitespacesAndNewlines),
                trimmed[trimmed.index(after: newline)...].trimmingCharacters(in: .whitespacesAndNewlines)
            )
        }
        if let end = sentenceEnd(in: text) {
            return (
                text[..<end].trimmingCharacters(in: .whitespacesAndNewlines),
                text[end...].trimmingCharacters(in: .whitespacesAndNewlines)
            )
        }
        return (text.trimmingCharacters(in: .whitespacesAndNewlines), "")
    }

    private static let terminals: Set<Character> = [
        ".", "!", "?", "\u{2026}", "\u{203C}", "\u{203D}", "\u{2047}", "\u{2048}", "\u{2049}", "\u{22EF}", "\u{FE52}",
        "\u{FE57}",
    ]
    private static let wideTerminals: Set<Character> = ["\u{FF01}", "\u{FF0E}", "\u{FF1F}", "\u{FF61}", "\u{3002}"]
    private static let closingQuotes: Set<Character> = ["'", "\u{2019}", "\"", "\u{201D}"]

    /// Where the first sentence ends (after its terminal, quotes, brackets and spaces), as
    /// jrnl's SENTENCE_SPLITTER finds it.
    static func sentenceEnd(in text: String) -> String.Index? {
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            if wideTerminals.contains(character) { return text.index(after: index) }
            if terminals.contains(character) {
                var end = text.index(after: index)
                if end < text.endIndex, closingQuotes.contains(text[end]) { end = text.index(after: end) }
                while end < text.endIndex, text[end] == "]" || text[end] == ")" { end = text.index(after: end) }
                var spaces = end
                while spaces < text.endIndex, text[spaces].isWhitespace { spaces = text.index(after: spaces) }
                if spaces > end { return spaces }
            }
            index = text.index(after: index)
        }
        return nil
    }
}
