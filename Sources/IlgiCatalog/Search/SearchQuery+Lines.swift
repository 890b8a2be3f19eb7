import IlgiEntry

/// Which lines of an entry hold a match, found on the text's bytes: a search that prints
/// 30,000 hits asks this of every line of each, and makes a String only of those it prints.
extension SearchQuery {
    /// The lines of `text` (UTF-8, an entry's searched body; `TextLines`) in which
    /// `matches(in:)` finds something, as byte ranges, in order. `isPlain`: what
    /// `FoldedBytes.isPlain` says of `text`, which the caller may know already.
    package func matchingLines(in text: UnsafeBufferPointer<UInt8>, isPlain: Bool? = nil) -> [Range<Int>] {
        if findsPlainLinesByBytes, isPlain ?? FoldedBytes.isPlain(text) {
            return SearchQuery.plainMatchingLines(of: needles, in: text)
        }
        return TextLines.ranges(of: text).filter { hasMatch(onLine: UnsafeBufferPointer(rebasing: text[$0])) }
    }

    /// Whether `matches(in:)` finds something on `line`.
    private func hasMatch(onLine line: UnsafeBufferPointer<UInt8>) -> Bool {
        if expressions.isEmpty, !literals.isEmpty, FoldedBytes.foldsByteForByte(line) {
            // Most lines: matched on their bytes, once.
            return !literalMatches(inByteForByteLine: line).isEmpty
        }
        return mayMatch(line: line) && !matches(in: String(decoding: line, as: UTF8.self)).isEmpty
    }

    /// True when `plainMatchingLines` finds the lines of a plain text: words and phrases alone,
    /// none empty or across lines, not as whole words. Decided once, with the query: asking on
    /// each of a search's thousands of hits copied the query, a retain of each of its arrays
    /// from both cores at once (3 % of `search garden`'s samples).
    static func findsPlainLinesByBytes(
        literals: [[UInt8]], expressions: [CompiledRegex], wholeWords: Bool
    ) -> Bool {
        !wholeWords && expressions.isEmpty && !literals.isEmpty
            && !literals.contains(where: { $0.isEmpty || $0.contains(0x0A) })
    }

    /// `matchingLines` of a plain text (`FoldedBytes.isPlain`: its fold is its bytes with
    /// ASCII letters lowered, and a line feed is its only line break), for words and phrases
    /// alone: each literal is found in the whole text, lowered as it is searched, rather than
    /// in each line split off on its own. Static, over the literals' pointers alone, so that
    /// neither the query nor an array of it is copied for each hit.
    private static func plainMatchingLines(
        of needles: UncountedBytes.Strings, in text: UnsafeBufferPointer<UInt8>
    ) -> [Range<Int>] {
        var lines: [Range<Int>] = []
        for needle in needles.all {
            var start = 0
            while let offset = ByteSearch.firstOffset(
                ofLowered: needle, inLowering: UnsafeRawBufferPointer(text), from: start)
            {
                let line = TextLines.line(around: offset, in: text)
                lines.append(line)
                start = line.upperBound
            }
        }
        // Each literal's lines are in order; more than one literal's are merged.
        return needles.all.count == 1 ? lines : Array(Set(lines)).sorted { $0.lowerBound < $1.lowerBound }
    }

    /// False when `line` surely has no match: the line is lowercased byte by byte, exactly as
    /// `matches(in:)` folds ASCII characters, and searched for `lineLiteral`. That decides a
    /// line whose fold is its bytes (`foldsByteForByte`: ASCII and Hangul, most lines), and a
    /// line of any script for an ASCII literal, since no other character folds to ASCII but
    /// the three of `foldsIntoASCII` (a line holding one of them, or another line searched for
    /// a literal outside ASCII, is left to `matches(in:)`). `matches(in:)` folds each
    /// Character on its own, which costs far more than this on the many lines of a search
    /// with thousands of hits.
    package func mayMatch(line: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let literal = lineLiteral, !literal.isEmpty, line.count >= literal.count else {
            return lineLiteral.map { $0.isEmpty || line.contains { $0 >= 0x80 } } ?? true
        }
        return FoldedBytes.line(line, mayHold: literal) ?? true
    }

    /// Folded bytes every line with a highlight contains: the one word or phrase of a query
    /// that has just one; nil for any other form (then every line is asked).
    var lineLiteral: [UInt8]? { literals.count == 1 && expressions.isEmpty ? literals[0] : nil }
}

/// The lines of a text, as byte ranges of its UTF-8.
package enum TextLines {
    /// The non-empty lines of `text`, split at every Character that `isNewline` (a CRLF pair
    /// too, with the empty piece between its halves left out), found byte by byte: each of
    /// those characters is a grapheme cluster of its own (Unicode's rules break around
    /// controls and line separators), so no Character walk is needed. A search with 30,000
    /// hits splits every hit's body.
    package static func ranges(of utf8: UnsafeBufferPointer<UInt8>) -> [Range<Int>] {
        var lines: [Range<Int>] = []
        var start = 0
        var position = 0
        func cut(_ end: Int, skipping length: Int) {
            if end > start { lines.append(start..<end) }
            position = end + length
            start = position
        }
        while position < utf8.count {
            let byte = utf8[position]
            if (0x0A...0x0D).contains(byte) {
                cut(position, skipping: 1)
            } else if byte == 0xC2, position + 1 < utf8.count, utf8[position + 1] == 0x85 {
                cut(position, skipping: 2)  // U+0085 NEXT LINE
            } else if byte == 0xE2, position + 2 < utf8.count, utf8[position + 1] == 0x80,
                utf8[position + 2] == 0xA8 || utf8[position + 2] == 0xA9
            {
                cut(position, skipping: 3)  // U+2028 LINE SEPARATOR, U+2029 PARAGRAPH SEPARATOR
            } else {
                position += 1
            }
        }
        cut(utf8.count, skipping: 0)
        return lines
    }

    /// The line of a text whose only line break is a line feed that holds the byte at
    /// `offset`, without its line feed.
    static func line(around offset: Int, in text: UnsafeBufferPointer<UInt8>) -> Range<Int> {
        // memchr and memrchr: a line may be a paragraph of a thousand bytes.
        let start = ByteSearch.lastOffset(of: 0x0A, in: text, before: offset).map { $0 + 1 } ?? 0
        let end = ByteSearch.firstOffset(of: 0x0A, in: text, from: offset) ?? text.count
        return start..<end
    }
}
