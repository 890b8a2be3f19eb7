import Foundation

/// One `[[…]]` link in an entry's text, as the user typed it. ilgi never rewrites it: what it
/// points at is decided when it is read (`LinkTarget`), against the journal as it is then.
public struct EntryLink: Hashable, Sendable {
    public let target: LinkTarget
    /// The text after `|`, trimmed; nil when there is none (or it is empty).
    public let label: String?
    /// Where the link (both pairs of brackets included) is in the text scanned, in UTF-8 bytes.
    public let range: Range<Int>

    public init(target: LinkTarget, label: String?, range: Range<Int>) {
        self.target = target
        self.label = label
        self.range = range
    }

    /// How the link reads in a list: its label, else what it names.
    public var displayText: String { label ?? target.text }
}

/// What a link names. An id-shaped target (8 or more characters that start a UUID) is taken
/// for an id, a `YYYY-MM-DD` that is a real day for a day, anything else for a title.
public enum LinkTarget: Hashable, Sendable {
    /// A prefix of an entry's id, 8 to 36 characters, lowercase.
    case id(String)
    /// A title, trimmed, as typed: it names the one entry with this title, compared without
    /// case.
    case title(String)
    /// A day, `YYYY-MM-DD`: that day's entries.
    case day(String)

    public var isDay: Bool {
        if case .day = self { return true }
        return false
    }

    /// What the link has between its brackets (before any `|`), in the form ilgi compares.
    public var text: String {
        switch self {
        case .id(let prefix): prefix
        case .title(let title): title
        case .day(let day): day
        }
    }

    /// Reads the text between `[[` and `]]` (or `|`): nil when it is empty.
    public init?(parsing text: String) {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { return nil }
        if LinkTarget.isIDPrefix(trimmed) {
            self = .id(trimmed.lowercased())
        } else if CivilDay(iso: trimmed) != nil {
            self = .day(trimmed)
        } else {
            self = .title(trimmed)
        }
    }

    /// Whether `text` is 8 to 36 characters that start a UUID (hex digits of either case, `-`
    /// where a UUID has one).
    public static func isIDPrefix(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        guard (8...36).contains(bytes.count) else { return false }
        for (position, byte) in bytes.enumerated() {
            if [8, 13, 18, 23].contains(position) {
                guard byte == UInt8(ascii: "-") else { return false }
            } else {
                guard (48...57).contains(byte) || (97...102).contains(byte | 0x20) else { return false }
            }
        }
        return true
    }
}

/// Finds the `[[links]]` of a text. A link is on one line, its brackets hold no other bracket,
/// and what is inside a code span or a fenced code block is text, not a link (as Markdown
/// shows it).
public enum EntryLinks {
    /// The longest text between a link's brackets: longer is prose that happens to hold `[[`.
    public static let longestTarget = 300

    public static func find(in text: String) -> [EntryLink] {
        var found: [EntryLink] = []
        var lineStart = 0
        var fence: (marker: UInt8, length: Int)?
        let bytes = Array(text.utf8)
        while lineStart <= bytes.count {
            let lineEnd = bytes[lineStart...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
            let line = bytes[lineStart..<lineEnd]
            if let opened = fence {
                if let closing = fenceMarker(line), closing.marker == opened.marker, closing.length >= opened.length,
                    closing.isBare
                {
                    fence = nil
                }
            } else if let opening = fenceMarker(line) {
                fence = (opening.marker, opening.length)
            } else {
                found += links(inLine: line, of: bytes)
            }
            lineStart = lineEnd + 1
        }
        return found
    }

    /// The fence a line opens or closes (up to three spaces, then three or more backticks or
    /// tildes), and whether nothing but spaces follows it.
    package static func fenceMarker(_ line: ArraySlice<UInt8>) -> (marker: UInt8, length: Int, isBare: Bool)? {
        var index = line.startIndex
        var indent = 0
        while index < line.endIndex, line[index] == UInt8(ascii: " "), indent < 4 {
            index += 1
            indent += 1
        }
        guard indent < 4, index < line.endIndex else { return nil }
        let marker = line[index]
        guard marker == UInt8(ascii: "`") || marker == UInt8(ascii: "~") else { return nil }
        var end = index
        while end < line.endIndex, line[end] == marker { end += 1 }
        let length = end - index
        guard length >= 3 else { return nil }
        let rest = line[end...]
        let isBare = rest.allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") || $0 == 13 }
        return (marker, length, isBare)
    }

    /// The links of one line outside a fence, skipping code spans: a run of backticks opens one,
    /// closed by the next run of the same length on the line (an unclosed run is text).
    private static func links(inLine line: ArraySlice<UInt8>, of bytes: [UInt8]) -> [EntryLink] {
        guard line.count >= 5, line.contains(UInt8(ascii: "[")) else { return [] }
        var found: [EntryLink] = []
        var index = line.startIndex
        while index < line.endIndex {
            let byte = line[index]
            if byte == UInt8(ascii: "`") {
                var runEnd = index
                while runEnd < line.endIndex, line[runEnd] == UInt8(ascii: "`") { runEnd += 1 }
                if let closing = closingRun(of: runEnd - index, in: line, from: runEnd) {
                    index = closing
                } else {
                    index = runEnd
                }
                continue
            }
            if byte == UInt8(ascii: "["), index + 1 < line.endIndex, line[index + 1] == UInt8(ascii: "["),
                let link = link(at: index, in: line, of: bytes)
            {
                found.append(link)
                index = link.range.upperBound
                continue
            }
            index += 1
        }
        return found
    }

    /// Where the run of `length` backticks that closes a code span ends, or nil.
    private static func closingRun(of length: Int, in line: ArraySlice<UInt8>, from start: Int) -> Int? {
        var index = start
        while index < line.endIndex {
            guard line[index] == UInt8(ascii: "`") else {
                index += 1
                continue
            }
            var runEnd = index
            while runEnd < line.endIndex, line[runEnd] == UInt8(ascii: "`") { runEnd += 1 }
            if runEnd - index == length { return runEnd }
            index = runEnd
        }
        return nil
    }

    /// The link whose `[[` is at `start`, or nil when none closes there.
    private static func link(at start: Int, in line: ArraySlice<UInt8>, of bytes: [UInt8]) -> EntryLink? {
        var index = start + 2
        // `[[[x]]` reads as `[` then the link `[[x]]`.
        guard index < line.endIndex, line[index] != UInt8(ascii: "[") else { return nil }
        var bar: Int?
        while index + 1 < line.endIndex, index - start - 2 <= longestTarget {
            let byte = line[index]
            if byte == UInt8(ascii: "]") {
                guard line[index + 1] == UInt8(ascii: "]") else { return nil }
                let targetEnd = bar ?? index
                let targetText = String(decoding: bytes[(start + 2)..<targetEnd], as: UTF8.self)
                guard let target = LinkTarget(parsing: targetText) else { return nil }
                let label = bar.map {
                    String(decoding: bytes[($0 + 1)..<index], as: UTF8.self).trimmingCharacters(in: .whitespaces)
                }
                return EntryLink(
                    target: target, label: label?.isEmpty == false ? label : nil, range: start..<(index + 2))
            }
            if byte == UInt8(ascii: "[") { return nil }
            if byte == UInt8(ascii: "|"), bar == nil { bar = index }
            index += 1
        }
        return nil
    }

    /// The text ilgi writes for a link to `id` (its first eight characters) with `title` as the
    /// label: `[[3f2a9c1b|Evening walk]]`. A title's brackets, `|` and line breaks are
    /// replaced (a link holds no bracket), so the link reads back as written.
    public static func text(linkingTo id: EntryID, title: String) -> String {
        // Scalar by scalar: a bracket with a combining mark after it is one Character, which a
        // replacement of the Character "[" would miss, and still a bracket to the scanner.
        var scalars = String.UnicodeScalarView()
        for scalar in title.unicodeScalars {
            switch scalar {
            case "[": scalars.append("(")
            case "]": scalars.append(")")
            case "|": scalars.append("/")
            case "\r", "\n": scalars.append(" ")
            default: scalars.append(scalar)
            }
        }
        var label = String(scalars).trimmingCharacters(in: .whitespaces)
        // A link longer than `longestTarget` is not one: a long title is cut in the label.
        while label.utf8.count > longestTarget - 40 { label.removeLast() }
        return label.isEmpty ? "[[\(id.short)]]" : "[[\(id.short)|\(label)]]"
    }
}
