extension StringProtocol {
    /// Without leading and trailing spaces and tabs. Native Swift: Foundation's
    /// `trimmingCharacters(in:)` goes through NSString, which shows in a 100k-entry list.
    public var trimmingSpaces: String {
        // Most text has nothing to trim, told by its first and last bytes: a Character that
        // is a space or a tab is that one byte alone.
        let untouched = utf8.withContiguousStorageIfAvailable { bytes in
            guard let first = bytes.first, let last = bytes.last else { return false }
            return first != 0x20 && first != 0x09 && last != 0x20 && last != 0x09
        }
        if untouched == true { return String(self) }
        return trimming { $0 == " " || $0 == "\t" }
    }

    /// Without leading and trailing whitespace and line breaks: Unicode's White_Space, the
    /// characters of Foundation's `.whitespacesAndNewlines`. Native Swift: the first use of a
    /// Foundation `CharacterSet` in a process costs half a millisecond, a sixtieth of a search
    /// at 10,000 entries, and a search trims its words twice.
    public var trimmingWhitespace: String { trimming(\.isWhitespace) }

    /// Without the leading and trailing characters `isTrimmed` picks.
    private func trimming(_ isTrimmed: (Character) -> Bool) -> String {
        guard let first = firstIndex(where: { !isTrimmed($0) }), let last = lastIndex(where: { !isTrimmed($0) })
        else { return "" }
        return String(self[first...last])
    }

    /// Equal ignoring ASCII case, as git compares trailer keys ("created" is "Created").
    package func equalsIgnoringASCIICase(_ other: some StringProtocol) -> Bool {
        guard utf8.count == other.utf8.count else { return false }
        return zip(utf8, other.utf8).allSatisfy { lhs, rhs in
            lhs == rhs || (lhs | 0x20 == rhs | 0x20 && (97...122).contains(lhs | 0x20))
        }
    }
}

extension String {
    /// This text with each UTF-8 range of `replacements` (in order, none overlapping the one
    /// before) given new text; a range out of order or past the end is skipped. The one way a
    /// link or a tag is rewritten where it stands: a Markdown link for the page, an imported
    /// note's link by id, a renamed tag.
    public func replacingUTF8Ranges(_ replacements: [(range: Range<Int>, text: String)]) -> String {
        guard !replacements.isEmpty else { return self }
        let bytes = Array(utf8)
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var position = 0
        for (range, text) in replacements where range.lowerBound >= position && range.upperBound <= bytes.count {
            result += bytes[position..<range.lowerBound]
            result += text.utf8
            position = range.upperBound
        }
        result += bytes[position...]
        return String(decoding: result, as: UTF8.self)
    }
}
