import Foundation

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

    public init(timeZone: TimeZone = .current) {
        self.timeZone = timeZone
    }

    public func read(_ url: URL) throws -> [ImportedEntry] {
        try parse(SourceText.read(url), file: url.path)
    }

    public func parse(_ text: String, file: String) throws -> [ImportedEntry] {
        let clock = WallClock(timeZone: timeZone)
        var entries: [ImportedEntry] = []
        var current: (line: Int, date: WallClock.Components, stamp: Timestamp, lines: [Substring])?

        func finish() {
            guard let entry = current else { return }
            entries.append(Self.entry(text: entry.lines.joined(separator: "\n"), date: entry.date, stamp: entry.stamp, file: file, line: entry.line))
        }

        for (index, line) in SourceText.lines(text).enumerated() {
            if let (content, rest) = Self.dateBracket(line) {
                if let date = WallClock.parse(content) {
                    guard let stamp = clock.timestamp(date) else {
                        throw ImportError(file: file, line: index + 1, Messages.importBadDate(String(content)))
                    }
                    finish()
                    current = (index + 1, date, stamp, [rest])
                    continue
                }
                if WallClock.looksLikeDate(content) {
                    throw ImportError(file: file, line: index + 1, Messages.importBadDate(String(content)))
                }
            }
            if current == nil {
                guard line.allSatisfy(\.isWhitespace) else {
                    throw ImportError(file: file, line: index + 1, Messages.importTextBeforeFirstJrnlEntry)
                }
                continue
            }
            current?.lines.append(line)
        }
        finish()
        guard !entries.isEmpty else { throw ImportError(file: file, Messages.importNoEntries("jrnl")) }
        return entries
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
    static func entry(text: String, date: WallClock.Components, stamp: Timestamp, file: String, line: Int)
        -> ImportedEntry
    {
        var text = text
        var starred = false
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        if let first = lines.first, first.trimmingCharacters(in: .whitespaces).hasSuffix("*") {
            // As jrnl does: the marked line then always ends in a line break, so it is the title.
            starred = true
            text = first.trimmingCharacters(in: CharacterSet(charactersIn: " *\n")) + "\n"
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
