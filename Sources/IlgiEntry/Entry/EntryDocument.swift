import Foundation

/// The text of one entry file, split into its parts (docs/FORMAT.md §2):
///
///     Title                      ← first line
///                                ← blank line
///     Body, any text             ← body
///                                ← blank line
///     Created: 2026-11-22T…      ← trailer block: the last paragraph, when ilgi wrote it
///     Weather: 01d                  (`Trailer.formIlgiBlock`: a valid `Created:`, valid values)
///
/// Parsing keeps every separator as it was, so `EntryDocument(parsing: text).rendered()` is
/// `text` again, byte for byte: CRLF files, missing final newlines, extra blank lines and
/// unknown trailers all survive. Changing a part re-renders only what must change.
public struct EntryDocument: Sendable, Hashable {
    /// The first line, without its line ending.
    public private(set) var title: String
    private var titleEnding: String
    /// The blank line between title and body, when there is one.
    private var titleGap: String
    /// The body with every line ending, including its last one.
    private var rawBody: String
    /// The blank line before the trailer block; empty when there are no trailers.
    private var trailerGap: String
    public private(set) var trailers: [Trailer]
    /// The line ending after each trailer.
    private var trailerEndings: [String]
    /// Blank lines at the very end of the file.
    private var tail: String
    /// The line ending new lines get: the file's own, "\n" for a new file.
    private var newline: String

    /// A new document, laid out the canonical way.
    public init(title: String, body: String, trailers: [Trailer] = []) {
        self.title = ""
        titleEnding = ""
        titleGap = ""
        rawBody = ""
        trailerGap = ""
        self.trailers = []
        trailerEndings = []
        tail = ""
        newline = "\n"
        setTitle(title)
        setBody(body)
        for trailer in trailers { append(trailer) }
    }

    /// Splits `text` into title, body and trailer block without losing a byte.
    public init(parsing text: String) {
        var text = text
        self = text.withUTF8 { EntryDocument(parsingUTF8: $0) }
    }

    /// `init(parsing:)` on UTF-8 bytes (invalid sequences repaired, as `String(decoding:)`
    /// repairs them).
    package init(parsingUTF8 bytes: [UInt8]) {
        self = bytes.withUnsafeBufferPointer { EntryDocument(parsingUTF8: $0) }
    }

    /// `init(parsing:)` on the text's bytes: lines are found as byte ranges, and only the parts
    /// kept become strings (a search parses every entry it finds, 30,000 at a time).
    private init(parsingUTF8 bytes: UnsafeBufferPointer<UInt8>) {
        func text(_ range: Range<Int>) -> String {
            String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
        }
        var lines = LineSpan.split(bytes)
        if lines.isEmpty { lines = [LineSpan(start: 0, contentEnd: 0, end: 0)] }
        newline = lines.first(where: { $0.end > $0.contentEnd }).map { text($0.contentEnd..<$0.end) } ?? "\n"
        let first = lines[0]
        title = text(first.start..<first.contentEnd)
        titleEnding = text(first.contentEnd..<first.end)

        // Blank lines at the end belong to no paragraph.
        var end = lines.count
        while end > 1, lines[end - 1].isBlank(in: bytes) { end -= 1 }
        tail = end < lines.count ? text(lines[end].start..<bytes.count) : ""

        // The last paragraph: the lines after the last blank one. It can only be a trailer
        // block when a blank line (not the title) comes before it.
        var start = end
        while start > 1, !lines[start - 1].isBlank(in: bytes) { start -= 1 }
        let paragraph = lines[start..<end]
        var parsedTrailers: [Trailer] = []
        if start >= 2 {
            for line in paragraph {
                guard let trailer = Trailer(line: text(line.start..<line.contentEnd)) else {
                    parsedTrailers = []
                    break
                }
                parsedTrailers.append(trailer)
            }
        }
        let isTrailerBlock = !parsedTrailers.isEmpty && Trailer.formIlgiBlock(parsedTrailers)

        let bodyEnd: Int
        if isTrailerBlock {
            bodyEnd = start - 1
            trailerGap = text(lines[start - 1].start..<lines[start - 1].end)
            trailers = parsedTrailers
            trailerEndings = paragraph.map { text($0.contentEnd..<$0.end) }
        } else {
            bodyEnd = end
            trailerGap = ""
            trailers = []
            trailerEndings = []
        }
        var bodyStart = 1
        if bodyStart < bodyEnd, lines[bodyStart].isBlank(in: bytes) {
            titleGap = text(lines[bodyStart].start..<lines[bodyStart].end)
            bodyStart += 1
        } else {
            titleGap = ""
        }
        rawBody = bodyStart < bodyEnd ? text(lines[bodyStart].start..<lines[bodyEnd - 1].end) : ""
    }

    /// The file text.
    public func rendered() -> String {
        var text = title + titleEnding + titleGap + rawBody + trailerGap
        for (trailer, ending) in zip(trailers, trailerEndings) {
            text += trailer.line + ending
        }
        return text + tail
    }

    /// The body without its final line ending.
    public var body: String {
        // "\r\n" is one Character in Swift, so dropping the last Character drops either ending.
        // (Sliced to the index before the end: `dropLast()` without a count is Collection's,
        // which walks the whole body Character by Character.)
        rawBody.endsWithLineBreak ? String(rawBody[..<rawBody.index(before: rawBody.endIndex)]) : rawBody
    }

    /// Where `body` lies in the UTF-8 of `rendered()`: what the catalog keeps, so a search
    /// can show an entry's lines without parsing its file again.
    package var bodyUTF8Range: Range<Int> {
        let start = title.utf8.count + titleEnding.utf8.count + titleGap.utf8.count
        // `body` without making it: the raw body less its last line ending, "\n" or "\r\n"
        // (one Character, as `body` drops it).
        var length = rawBody.utf8.count
        if rawBody.endsWithLineBreak { length -= rawBody.utf8.dropLast().last == UInt8(ascii: "\r") ? 2 : 1 }
        return start..<start + length
    }

    /// True when there is nothing the user wrote: no title and no body (trailers aside).
    public var isEmpty: Bool {
        title.allSatisfy(\.isWhitespace) && rawBody.allSatisfy(\.isWhitespace)
    }

    // MARK: Changing parts

    /// Sets the title; line breaks in it become spaces, since the title is one line.
    public mutating func setTitle(_ newTitle: String) {
        title = String(newTitle.map { $0.isNewline ? " " : $0 })
        fixSeparators()
    }

    public mutating func setBody(_ newBody: String) {
        rawBody = newBody.isEmpty ? "" : newBody + (newBody.endsWithLineBreak ? "" : newline)
        if !rawBody.isEmpty, titleGap.isEmpty { titleGap = newline }
        fixSeparators()
    }

    /// The value of the first trailer with `key` (compared case-insensitively, as git does).
    public func trailer(_ key: String) -> String? {
        trailers.first { $0.key.equalsIgnoringASCIICase(key) }?.value
    }

    /// Replaces the first trailer with `key`, or appends one when there is none.
    public mutating func setTrailer(_ key: String, _ value: String) {
        let replacement = Trailer(key: key, value: value)
        if let position = trailers.firstIndex(where: { $0.key.equalsIgnoringASCIICase(key) }) {
            trailers[position] = replacement
        } else {
            append(replacement)
        }
    }

    /// Removes every trailer with `key`.
    public mutating func removeTrailer(_ key: String) {
        let keep = trailers.indices.filter { !trailers[$0].key.equalsIgnoringASCIICase(key) }
        trailers = keep.map { trailers[$0] }
        trailerEndings = keep.map { trailerEndings[$0] }
        fixSeparators()
    }

    private mutating func append(_ trailer: Trailer) {
        // Blank lines at the end of a file without trailers would otherwise end up after the
        // new block; the blank line before the block takes their place.
        if trailers.isEmpty { tail = "" }
        if let last = trailerEndings.indices.last, trailerEndings[last].isEmpty {
            trailerEndings[last] = newline
        }
        trailers.append(trailer)
        trailerEndings.append(newline)
        fixSeparators()
    }

    /// Restores the separators the format needs after a part changed: a line ending after a
    /// title that has something below it, a line ending at the end of a body with trailers
    /// below it, and one blank line before the trailer block.
    private mutating func fixSeparators() {
        let hasBelowTitle = !rawBody.isEmpty || !trailers.isEmpty || !titleGap.isEmpty
        if hasBelowTitle, titleEnding.isEmpty { titleEnding = newline }
        if trailers.isEmpty {
            trailerGap = ""
        } else {
            if !rawBody.isEmpty, !rawBody.endsWithLineBreak { rawBody += newline }
            if trailerGap.isEmpty { trailerGap = newline }
        }
    }
}

// MARK: What the writer edits

extension EntryDocument {
    /// The title and body as they stand in the file, without the trailer block: what the
    /// editor shows (docs/FORMAT.md §2). `replacingEditableText(editableText)` is this document.
    public var editableText: String {
        trailers.isEmpty ? title + titleEnding + titleGap + rawBody + tail : title + titleEnding + titleGap + rawBody
    }

    /// A new entry from text the writer typed in the editor. Nothing in it is read as a
    /// trailer: ilgi adds its own block after it.
    public init(editedText text: String) {
        self.init(title: "", body: "")
        self = replacingEditableText(text)
    }

    /// This document with its title and body replaced by `text`, the writer's edit of
    /// `editableText`; the trailers stay as they are. Nothing in `text` is read as a trailer,
    /// so a line "Weather: sunny" added at the end is body. Blank lines at the end of a changed
    /// text are dropped (the blank line before the trailer block is ilgi's).
    public func replacingEditableText(_ text: String) -> EntryDocument {
        if text == editableText { return self }
        var copy = self
        var lines = Line.split(text)
        while let last = lines.last, last.isBlank { lines.removeLast() }
        if trailers.isEmpty {
            copy.tail = ""
            if let ending = lines.first(where: { !$0.ending.isEmpty })?.ending { copy.newline = ending }
        }
        copy.title = lines.first?.content ?? ""
        copy.titleEnding = lines.first?.ending ?? ""
        var start = 1
        if start < lines.count, lines[start].isBlank {
            copy.titleGap = lines[start].raw
            start += 1
        } else {
            copy.titleGap = ""
        }
        copy.rawBody = start < lines.count ? lines[start...].map(\.raw).joined() : ""
        if !copy.rawBody.isEmpty, !copy.rawBody.endsWithLineBreak { copy.rawBody += copy.newline }
        if copy.rawBody.isEmpty, copy.trailers.isEmpty, lines.count == 1 { copy.titleEnding = lines[0].ending }
        copy.fixSeparators()
        return copy
    }
}

// MARK: Entries an old edit split

extension EntryDocument {
    /// True when an edit by an older ilgi split this entry's trailer block: the editor showed
    /// the whole file, the writer added a line under the trailers, the block became body, and
    /// ilgi wrote a second `Created:` after it. Such a body holds a paragraph with a
    /// `Created:` line equal to the trailer block's own.
    public var hasSplitTrailerBlock: Bool { mendingSplitTrailerBlock() != nil }

    /// The entry as it was meant to be: the trailers an old edit left in the body (the
    /// `Created:` equal to the block's, and the other trailers ilgi knows beside it with valid
    /// values) go back into the trailer block, the writer's lines stay in the body where they
    /// were, and a paragraph left empty goes with the blank line before it. Nil when there is
    /// nothing to mend.
    public func mendingSplitTrailerBlock() -> EntryDocument? {
        guard let createdText = trailer(Trailer.created), let created = Timestamp(iso8601: createdText) else {
            return nil
        }
        // The body's lines, grouped into runs of blank and of non-blank lines.
        var runs: [(blank: Bool, lines: [Line])] = []
        for line in Line.split(rawBody) {
            if let last = runs.indices.last, runs[last].blank == line.isBlank {
                runs[last].lines.append(line)
            } else {
                runs.append((line.isBlank, [line]))
            }
        }
        var moved: [Trailer] = []
        var changed = false
        for position in runs.indices where !runs[position].blank {
            let lines = runs[position].lines
            let isSplitBlock = lines.contains { line in
                guard let trailer = Trailer(line: line.content) else { return false }
                return trailer.key.equalsIgnoringASCIICase(Trailer.created)
                    && Timestamp(iso8601: trailer.value) == created
            }
            guard isSplitBlock else { continue }
            var kept: [Line] = []
            for line in lines {
                if let trailer = Trailer(line: line.content), trailer.isKnown, trailer.isValidValue {
                    moved.append(trailer)
                } else {
                    kept.append(line)
                }
            }
            runs[position].lines = kept
            changed = true
        }
        guard changed else { return nil }
        // Drop the emptied paragraphs; where one was, two blank runs meet and one is enough.
        var cleaned: [(blank: Bool, lines: [Line])] = []
        var dropped = false
        for run in runs {
            if !run.blank, run.lines.isEmpty {
                dropped = true
                continue
            }
            if run.blank, cleaned.last?.blank == true { continue }
            if run.blank, cleaned.isEmpty, dropped { continue }
            cleaned.append(run)
        }
        while cleaned.last?.blank == true { cleaned.removeLast() }
        let text = cleaned.flatMap(\.lines)
        var copy = self
        copy.rawBody = text.map(\.raw).joined()
        if !copy.rawBody.isEmpty, !copy.rawBody.endsWithLineBreak { copy.rawBody += newline }
        if copy.rawBody.isEmpty { copy.titleGap = "" }
        // Trailers: those put back first, in their order, then the block's other keys.
        var merged: [Trailer] = []
        for trailer in moved + trailers {
            if trailer.isKnown, merged.contains(where: { $0.key.equalsIgnoringASCIICase(trailer.key) }) { continue }
            merged.append(trailer)
        }
        copy.trailers = merged
        copy.trailerEndings = merged.map { _ in newline }
        copy.fixSeparators()
        return copy
    }
}

/// One line of a file, with the line ending that followed it ("\n", "\r\n" or none).
private struct Line {
    let content: String
    let ending: String

    var raw: String { content + ending }
    var isBlank: Bool { BlankLine.isBlank(content.utf8) }

    /// Splits on "\n", keeping each ending, so joining the raw lines gives `text` back
    /// (`LineSpan.split`, made into strings).
    static func split(_ text: String) -> [Line] {
        var text = text
        return text.withUTF8 { bytes in
            func piece(_ range: Range<Int>) -> String {
                String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
            }
            return LineSpan.split(bytes).map {
                Line(content: piece($0.start..<$0.contentEnd), ending: piece($0.contentEnd..<$0.end))
            }
        }
    }
}

/// Where one line of a file lies in its bytes: `start..<contentEnd` is the line,
/// `contentEnd..<end` its ending ("\n", "\r\n" or none), as `Line.split` cuts it.
private struct LineSpan {
    let start: Int
    let contentEnd: Int
    let end: Int

    func isBlank(in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        BlankLine.isBlank(bytes[start..<contentEnd])
    }

    static func split(_ bytes: UnsafeBufferPointer<UInt8>) -> [LineSpan] {
        var lines: [LineSpan] = []
        guard let base = bytes.baseAddress else { return lines }
        var lineStart = 0
        // Each "\n" found by memchr: an entry's paragraphs are lines of hundreds of bytes,
        // and a byte at a time was two fifths of parsing one in a cold index build.
        while lineStart < bytes.count,
            let found = memchr(base + lineStart, Int32(UInt8(ascii: "\n")), bytes.count - lineStart)
        {
            let position = UnsafeRawPointer(found) - UnsafeRawPointer(base)
            let contentEnd =
                position > lineStart && bytes[position - 1] == UInt8(ascii: "\r") ? position - 1 : position
            lines.append(LineSpan(start: lineStart, contentEnd: contentEnd, end: position + 1))
            lineStart = position + 1
        }
        if lineStart < bytes.count {
            lines.append(LineSpan(start: lineStart, contentEnd: bytes.count, end: bytes.count))
        }
        return lines
    }
}

extension String {
    /// True when the last byte is "\n" (so also for "\r\n", which Swift's `hasSuffix("\n")`
    /// does not see, "\r\n" being one Character).
    fileprivate var endsWithLineBreak: Bool { utf8.last == UInt8(ascii: "\n") }
}

/// What a blank line is, for every reader of an entry's paragraphs (the title's, the body's,
/// the trailer block's, the fields'): nothing but spaces and tabs, as git counts it when it
/// looks for a trailer block. A line of other spaces (U+3000, the ideographic space a Korean
/// keyboard types) is text. Every reader of lines asks it (`scripts/check-borders.sh`): the
/// importers' readers and the removal of an asset's links too.
package enum BlankLine {
    /// `line` without its ending ("\n", or "\r\n": the "\r" is not part of it).
    package static func isBlank<Bytes: Sequence<UInt8>>(_ line: Bytes) -> Bool {
        line.allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
    }

    /// A line cut on "\n" alone, so a CRLF file's lines end in "\r".
    package static func isBlank(splitOnNewline line: String) -> Bool {
        isBlank(line.hasSuffix("\r") ? line.utf8.dropLast() : line.utf8[...])
    }
}
