// Text handled byte by byte for speed (search lines, highlights, the catalog's rows), each held
// to the Character-level computation it replaces.
import Foundation
import IlgiEntry
import Testing

@testable import IlgiCatalog
@testable import IlgiCore

/// `TextLines.ranges(of:)` splits a body at newline bytes instead of walking its Characters; it
/// must cut exactly where `split(whereSeparator: \.isNewline)` cuts, on any text.
@Suite struct SearchLineSplitTests {
    static let pieces = [
        "a", "Garden", " ", "\n", "\r\n", "\r", "\u{0B}", "\u{0C}", "\u{85}", "\u{2028}", "\u{2029}", "\n\n",
        "e\u{301}", "\u{301}", "바다", "👨‍👩‍👧", "🌧️", "\u{200D}", "\r\u{301}", "\n\u{301}", "é", "\t", "",
    ]

    @Test func linesAreCutWhereCharactersThatAreNewlinesStand() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<3000 {
            let count = Int.random(in: 0...12, using: &generator)
            let text = (0..<count).map { _ in SearchLineSplitTests.pieces.randomElement(using: &generator)! }.joined()
            let expected = text.split(omittingEmptySubsequences: true, whereSeparator: \.isNewline).map(String.init)
            #expect(
                lines(of: text) == expected, "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
        }
    }
}

/// `SearchQuery.matches(in:)` folds ASCII letters and Hangul syllables without asking
/// Unicode; the highlights must be those of folding every Character on its own.
@Suite struct HighlightFoldingTests {
    static let pieces = [
        "Garden", "garden", " ", "바다", "바다에서", "BADA", "e\u{301}", "é", "İ", "ß", "Straße", "👨‍👩‍👧", "ǅ", "Ω",
        "\u{1100}\u{1161}", "가", "@여행", "ﬁ", "ΣΑΣ", "x", "\u{212A}", "k", "\u{037E}", "\u{1FEF}", "`",
    ]
    static let words = ["garden", "바다", "é", "i", "ss", "straße", "가", "여행", "a", "σας", "fi", "k", ";", "`", "ok"]

    /// The highlights as folding each Character alone and mapping the bytes back gives them.
    static func reference(_ needle: String, in line: String) -> [Range<String.Index>] {
        var bytes: [UInt8] = []
        var owners: [String.Index] = []
        for index in line.indices {
            let piece = SearchQuery.fold(String(line[index]))
            bytes += piece.utf8
            owners += repeatElement(index, count: piece.utf8.count)
        }
        let target = Array(SearchQuery.fold(needle).utf8)
        var found: [Range<String.Index>] = []
        var start = 0
        while start + target.count <= bytes.count, !target.isEmpty {
            if Array(bytes[start..<start + target.count]) == target {
                let range = owners[start]..<line.index(after: owners[start + target.count - 1])
                if let last = found.last, last.upperBound >= range.lowerBound {
                    found[found.count - 1] = last.lowerBound..<max(range.upperBound, last.upperBound)
                } else {
                    found.append(range)
                }
                start += target.count
            } else {
                start += 1
            }
        }
        return found
    }

    @Test func highlightsAreThoseOfFoldingEachCharacterAlone() throws {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<2000 {
            let count = Int.random(in: 1...10, using: &generator)
            let line = (0..<count).map { _ in HighlightFoldingTests.pieces.randomElement(using: &generator)! }.joined()
            let word = HighlightFoldingTests.words.randomElement(using: &generator)!
            let query = try SearchQuery(terms: [word])
            let highlights = query.matches(in: line)
            #expect(highlights == HighlightFoldingTests.reference(word, in: line), "\(line) / \(word)")
            // The byte-level pre-check never rules out a line with a highlight.
            var text = line
            let mayMatch = text.withUTF8 { query.mayMatch(line: $0) }
            #expect(mayMatch || highlights.isEmpty, "\(line) / \(word)")
        }
    }

    /// `isPlain` reads eight bytes at a time where it can: it says what a look at each
    /// scalar says, wherever the odd byte falls in a word, and a plain text's matching lines
    /// are those a line-by-line search finds.
    @Test func plainTextIsPrintableASCIITabsLineFeedsAndHangulWhereverTheyFall() throws {
        var generator = SystemRandomNumberGenerator()
        let pieces = ["abcdefgh", "garden ", "\n", "\t", "바다", "\u{7F}", "\u{1B}", "\r", "é", "~", " ", "\u{85}"]
        for _ in 0..<3000 {
            let count = Int.random(in: 0...24, using: &generator)
            var text = (0..<count).map { _ in pieces.randomElement(using: &generator)! }.joined()
            let reference = text.unicodeScalars.allSatisfy { scalar in
                (0x20..<0x7F).contains(scalar.value) || scalar == "\n" || scalar == "\t"
                    || (0xAC00...0xD7A3).contains(scalar.value)
            }
            let plain = text.withUTF8 { FoldedBytes.isPlain($0) }
            #expect(plain == reference, "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
            for word in ["garden", "바다", "DEN 바"] {
                let query = try SearchQuery(terms: [word])
                let fast = text.withUTF8 { query.matchingLines(in: $0, isPlain: plain) }
                let lineByLine = text.withUTF8 { bytes in
                    TextLines.ranges(of: bytes).filter {
                        !query.matches(in: String(decoding: UnsafeBufferPointer(rebasing: bytes[$0]), as: UTF8.self))
                            .isEmpty
                    }
                }
                #expect(fast == lineByLine, "\(text) / \(word)")
            }
        }
    }

    /// Text of ASCII and Hangul syllables is folded byte for byte, the rest by Unicode: both
    /// must give what lowercasing and composing (NFC) every character gives.
    @Test func foldingByteForByteIsLowercasingAndComposing() {
        var generator = SystemRandomNumberGenerator()
        let pieces = [
            "Garden", "ABC xyz", "\n", "\r\n", "\t", "바다", "가", "\u{1100}\u{1161}", "\u{11A8}", "e\u{301}", "İ", "ß",
            "Σ", "\u{7F}", "@", "Z[`{",
        ]
        for _ in 0..<3000 {
            let count = Int.random(in: 0...12, using: &generator)
            let text = (0..<count).map { _ in pieces.randomElement(using: &generator)! }.joined()
            let reference = text.lowercased().precomposedStringWithCanonicalMapping
            #expect(
                Array(SearchQuery.fold(text).utf8) == Array(reference.utf8),
                "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
        }
    }

    /// The byte-level pre-check trusts that no character outside ASCII folds to ASCII but
    /// those three: every Unicode scalar is folded to hold it to that.
    @Test func onlyTheListedCharactersFoldIntoASCII() {
        var found: [[UInt8]] = []
        for value in 0x80...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let text = String(Character(scalar))
            if SearchQuery.fold(text).utf8.contains(where: { $0 < 0x80 }) { found.append(Array(text.utf8)) }
        }
        #expect(found == FoldedBytes.foldsIntoASCII)
    }
}

/// A cold build counts words and cuts previews from UTF-8 bytes; each must give
/// what the Unicode-scalar computation it replaced gives, on any text.
@Suite struct CatalogRowBytesTests {
    static let pieces = [
        "a", "Garden", "don't", "’", "'", " ", "  ", "\t", "\n", "\r\n", "\u{0B}", "바다", "바다에서", "e\u{301}",
        "\u{301}", "é", "—", "-", "٣", "Ⅻ", "漢字", "👨‍👩‍👧", "🌧️", "@family", "@가족", "me@example.com", "@",
        "x@", "\u{85}", "\u{A0}", "\u{2028}", "1.5", "",
    ]

    /// `EntrySummary.countWords` as it was, scalar by scalar: the oracle.
    static func wordsByScalars(_ text: String) -> Int {
        var count = 0
        var inWord = false
        for scalar in text.unicodeScalars {
            let properties = scalar.properties
            if properties.isAlphabetic || properties.numericType != nil {
                if !inWord { count += 1 }
                inWord = true
            } else if scalar != "'", scalar != "’", properties.generalCategory != .nonspacingMark {
                inWord = false
            }
        }
        return count
    }

    /// `Preview.oneLine` as it was, appending byte by byte.
    static func oneLineByBytes(_ text: String, limit: Int) -> String {
        var output: [UInt8] = []
        var scalars = 0
        var pendingSpace = false
        for byte in text.utf8 {
            if byte == 32 || (9...13).contains(byte) {
                pendingSpace = !output.isEmpty
                continue
            }
            if byte & 0xC0 != 0x80 {
                if scalars >= limit { break }
                if pendingSpace {
                    output.append(32)
                    scalars += 1
                }
                pendingSpace = false
                scalars += 1
            }
            output.append(byte)
        }
        return String(decoding: output, as: UTF8.self)
    }

    @Test func wordsAndPreviewsAreThoseOfTheScalarComputation() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<3000 {
            let count = Int.random(in: 0...16, using: &generator)
            let text = (0..<count).map { _ in Self.pieces.randomElement(using: &generator)! }.joined()
            let trace = "\(text.unicodeScalars.map { String($0.value, radix: 16) })"
            #expect(EntrySummary.countWords(text) == Self.wordsByScalars(text), "\(trace)")
            let limit = Int.random(in: 0...12, using: &generator)
            #expect(Preview.oneLine(text, limit: limit) == Self.oneLineByBytes(text, limit: limit), "\(trace)")
            #expect(Preview.oneLineUTF8(text, limit: limit) == Array(Self.oneLineByBytes(text, limit: limit).utf8))
        }
    }

    /// Long bodies of prose, cut at any length: the previews taken eight bytes at a time are
    /// those of the byte loop, wherever the spaces, the line breaks and the cut fall.
    @Test func longPreviewsAreThoseOfTheByteLoop() {
        var generator = SystemRandomNumberGenerator()
        let pieces = [
            "Garden", "a", "don't", " ", " ", " ", "  ", "\n", "\n\n", "\t", "바다", "é", "\u{7F}", "x.", "(rain)", "",
        ]
        for _ in 0..<2000 {
            let count = Int.random(in: 0...120, using: &generator)
            let text = (0..<count).map { _ in pieces.randomElement(using: &generator)! }.joined()
            let limit = Int.random(in: 0...500, using: &generator)
            #expect(Preview.oneLine(text, limit: limit) == Self.oneLineByBytes(text, limit: limit), "\(text) \(limit)")
            #expect(EntrySummary.countWords(text) == Self.wordsByScalars(text), "\(text)")
        }
    }

    /// The folded text a cold build stores as bytes is the fold of title and searched body,
    /// as Strings, whether each part folds byte for byte or not.
    @Test func theStoredFoldIsTheFoldOfTitleAndBody() {
        var generator = SystemRandomNumberGenerator()
        let pieces = Self.pieces + ["Café", "ÉCOLE", "İ", "Straße", "ΣΑΣ", "ǅ", "\u{212A}", "BADA"]
        func text(_ count: ClosedRange<Int>) -> String {
            (0..<Int.random(in: count, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }
                .joined()
        }
        for _ in 0..<2000 {
            let title = text(0...4).filter { !$0.isNewline }
            let place = Bool.random(using: &generator) ? "\nLocation: \(text(1...3).filter { !$0.isNewline })\n" : ""
            let raw = title + "\n\n" + text(0...16) + "\n" + place
            let entry = Entry(
                id: EntryID("3f2a9c1b-0000-4000-8000-000000000001")!, path: "2026/03/x.txt",
                document: EntryDocument(parsing: raw), fallbackDate: Date())
            let expected = SearchQuery.fold(entry.title) + "\n" + SearchQuery.fold(entry.searchedBody)
            #expect(Catalog.foldedText(of: entry) == Array(expected.utf8), "\(raw.unicodeScalars.map(\.value))")
        }
    }
}

/// A cold build lowers ASCII eight bytes at a time: each byte must come out as lowering it
/// alone gives, whatever its neighbours.
@Suite struct ByteWordTests {
    @Test func eightBytesLowerAsEachByteLowers() {
        var generator = SystemRandomNumberGenerator()
        // Every ASCII byte in every place, beside the edges of the letters' ranges.
        let edges: [UInt8] = [0x00, 0x40, 0x41, 0x5A, 0x5B, 0x60, 0x61, 0x7A, 0x7F]
        for byte in UInt8(0)..<0x80 {
            for place in 0..<8 {
                var bytes = (0..<8).map { _ in edges.randomElement(using: &generator)! }
                bytes[place] = byte
                let word = bytes.withUnsafeBufferPointer { ByteWord.load($0, at: 0) }
                var lowered = [UInt8](repeating: 0, count: 8)
                lowered.withUnsafeMutableBufferPointer { ByteWord.store(ByteWord.loweredASCII(word), into: $0, at: 0) }
                #expect(lowered == bytes.map { $0 &- 65 < 26 ? $0 | 0x20 : $0 }, "\(bytes)")
            }
        }
    }
}

/// The catalog keeps where the body lies in the file's bytes, counted without making the
/// body: it must be the body's bytes, whatever the line endings and trailers.
@Suite struct BodyRangeTests {
    @Test func theBodyRangeHoldsTheBodysBytes() {
        var generator = SystemRandomNumberGenerator()
        let pieces = ["Garden", "바다", " ", "\n", "\r\n", "\r", "\n\n", "e\u{301}", "\u{2028}", "Mood: 4", ""]
        func text(_ count: ClosedRange<Int>) -> String {
            (0..<Int.random(in: count, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }
                .joined()
        }
        for _ in 0..<3000 {
            let ending = Bool.random(using: &generator) ? "\n" : "\r\n"
            let trailers = Bool.random(using: &generator) ? ending + "Created: 2026-03-01T09:00:00+09:00" + ending : ""
            let raw =
                text(0...3) + ending + ending + text(0...12) + [ending, ""].randomElement(using: &generator)!
                + trailers
            let document = EntryDocument(parsing: raw)
            let bytes = Array(raw.utf8)
            let range = document.bodyUTF8Range
            #expect(Array(bytes[range]) == Array(document.body.utf8), "\(raw.unicodeScalars.map(\.value))")
        }
    }
}

/// `EntryAssets.mentionsAssets` finds ".assets/" by memchr and memcmp; it must say what a
/// search of the UTF-8 for those bytes says, wherever they fall.
@Suite struct AssetMentionTests {
    static let pieces = [".assets/", ".assets", ".", "assets/", "/", "..", "a", " ", "바다", "e\u{301}", "\n", ""]

    @Test func aMentionIsTheBytesDotAssetsSlashAnywhere() {
        #expect(EntryAssets.mentionsAssets("![](1234.assets/photo.jpg)"))
        #expect(EntryAssets.mentionsAssets(".assets/"))
        #expect(!EntryAssets.mentionsAssets(".assets"))
        #expect(!EntryAssets.mentionsAssets(""))
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<3000 {
            let count = Int.random(in: 0...10, using: &generator)
            let text = (0..<count).map { _ in Self.pieces.randomElement(using: &generator)! }.joined()
            let expected = text.utf8.firstRange(of: ".assets/".utf8) != nil
            #expect(EntryAssets.mentionsAssets(text) == expected, "\(text)")
        }
    }
}

/// `TextLines.ranges(of:)` as strings.
private func lines(of text: String) -> [String] {
    var text = text
    return text.withUTF8 { bytes in
        TextLines.ranges(of: bytes).map { String(decoding: UnsafeBufferPointer(rebasing: bytes[$0]), as: UTF8.self) }
    }
}
