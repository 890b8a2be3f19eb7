import Foundation
import IlgiEntry
import IlgiStore

/// What `ilgi search` looks for, as a value: words that must all occur (in any order), exact
/// phrases, regular expressions, words that must not occur; or, with `any`, at least one of
/// the words, phrases and expressions.
///
/// Words and phrases are matched case-insensitively and regardless of Unicode normalisation:
/// "SEOUL" finds "Seoul", "한글" typed as conjoining jamo finds the precomposed syllables, and
/// a word matches inside a longer one ("바다" finds "바다에서", "walk" finds "walked") unless
/// `wholeWords` is set. Text and words are both folded (lowercased, then NFC) and compared as
/// UTF-8 bytes, which keeps a search over 100k entries fast: no per-Character work unless a
/// file may match.
///
/// `matches(title:body:)` is the reference meaning; an index may narrow the candidates first by
/// `requiredTerms`, then must ask `matches` to decide.
public struct SearchQuery: Sendable {
    /// One thing to look for.
    public enum Clause: Sendable, Hashable {
        /// A word typed on its own: `pier`.
        case word(String)
        /// Words typed in double quotes, found together and in that order: `"old pier"`.
        case phrase(String)
        /// A regular expression (ICU syntax, case-insensitive), `-e` or `/…/`.
        case regex(String)
    }

    /// The query as typed, for messages.
    public let text: String
    /// What must occur (all of it, or with `matchAny` at least one).
    public let clauses: [Clause]
    /// Words and phrases that must not occur (`--not`).
    public let excluded: [String]
    /// Words and phrases match only as whole words (`-w`): `walk` then does not find `walked`.
    public let wholeWords: Bool
    /// At least one clause must match rather than all of them (`--any`).
    public let matchAny: Bool

    package let literals: [[UInt8]]
    package let expressions: [CompiledRegex]
    let excludedLiterals: [[UInt8]]
    /// `SearchQuery.findsPlainLinesByBytes` of this query.
    let findsPlainLinesByBytes: Bool
    /// `literals`, read without counting references (`UncountedBytes`) for each hit's lines.
    let needles: UncountedBytes.Strings
    private let needlesStorage: UncountedBytes

    /// Reads `text` as `search` does: words, "quoted phrases" and `/regular expressions/`.
    /// Nil for a query with nothing to look for, or an invalid expression.
    public init?(_ text: String) {
        try? self.init(terms: [text])
    }

    /// A query from the command line: each of `terms` is read for words, "quoted phrases" and
    /// `/regular expressions/`; `regexes` are expressions as given (`-e`); `excluding` are words or
    /// phrases that must not occur (`--not`). Throws `SearchQuery.Problem` when there is nothing
    /// to look for or an expression does not compile.
    public init(
        terms: [String], regexes: [String] = [], excluding: [String] = [], wholeWords: Bool = false,
        matchAny: Bool = false
    ) throws {
        var clauses = terms.flatMap(SearchQuery.clauses(in:))
        clauses += regexes.filter { !$0.isEmpty }.map(Clause.regex)
        let excluded = excluding.map(\.trimmingWhitespace).filter { !$0.isEmpty }
        guard !clauses.isEmpty || !excluded.isEmpty else { throw Problem.empty }
        self.clauses = clauses
        self.excluded = excluded
        self.wholeWords = wholeWords
        self.matchAny = matchAny
        var shown = terms.map(\.trimmingWhitespace).filter { !$0.isEmpty }
        shown += regexes.map { "/\($0)/" }
        self.text = shown.isEmpty ? excluded.map { "-\($0)" }.joined(separator: " ") : shown.joined(separator: " ")
        var literals: [[UInt8]] = []
        var expressions: [CompiledRegex] = []
        for clause in clauses {
            switch clause {
            case .word(let word), .phrase(let word): literals.append(Array(SearchQuery.fold(word).utf8))
            case .regex(let pattern): expressions.append(try CompiledRegex(pattern))
            }
        }
        self.literals = literals
        self.expressions = expressions
        excludedLiterals = excluded.map { Array(SearchQuery.fold($0).utf8) }
        findsPlainLinesByBytes = SearchQuery.findsPlainLinesByBytes(
            literals: literals, expressions: expressions, wholeWords: wholeWords)
        needlesStorage = UncountedBytes(literals)
        needles = needlesStorage.strings
    }

    /// Why a query could not be made.
    public enum Problem: Error, Equatable, Sendable {
        case empty
        case invalidRegex(pattern: String, reason: String)
    }

    /// Words, "phrases" (straight or curly quotes) and /expressions/ in one argument.
    static func clauses(in text: String) -> [Clause] {
        var clauses: [Clause] = []
        var current = ""
        var inQuote = false
        func flushWord() {
            defer { current = "" }
            guard !current.isEmpty else { return }
            if current.count > 2, current.hasPrefix("/"), current.hasSuffix("/") {
                clauses.append(.regex(String(current.dropFirst().dropLast())))
            } else {
                clauses.append(.word(current))
            }
        }
        for character in text {
            if character == "\"" || character == "“" || character == "”" {
                if inQuote {
                    let phrase = current.split(whereSeparator: \.isWhitespace).joined(separator: " ")
                    if !phrase.isEmpty { clauses.append(.phrase(phrase)) }
                    current = ""
                } else {
                    flushWord()
                }
                inQuote.toggle()
            } else if character.isWhitespace, !inQuote {
                flushWord()
            } else {
                current.append(character)
            }
        }
        if inQuote {
            let phrase = current.split(whereSeparator: \.isWhitespace).joined(separator: " ")
            if !phrase.isEmpty { clauses.append(.phrase(phrase)) }
            current = ""
        }
        flushWord()
        return clauses
    }

    static func fold(_ text: some StringProtocol) -> String {
        // Text of ASCII and Hangul syllables (most entries) folds byte for byte: a cold build
        // folds every entry, and `lowercased()` asks Unicode's tables of every Hangul syllable.
        if let folded = text.utf8.withContiguousStorageIfAvailable(FoldedBytes.loweredIfByteForByte), let folded {
            return folded
        }
        let lowered = String(text).lowercased()
        return FoldedBytes.mayNeedComposition(lowered.utf8) ? lowered.precomposedStringWithCanonicalMapping : lowered
    }

    // MARK: What an index may use

    /// Folded strings (lowercased, NFC) that occur in the folded title + "\n" + body of every
    /// entry this query matches: an index may keep only the entries that contain all of them,
    /// then call `matches(title:body:)`. Nil when the query cannot say (`--any` with more than
    /// one clause, only expressions, only `--not`).
    public var requiredTerms: [String]? {
        let words = literals.map { String(decoding: $0, as: UTF8.self) }
        if matchAny {
            return clauses.count == 1 && words.count == 1 ? words : nil
        }
        return words.isEmpty ? nil : words
    }

    /// True when containing every one of `requiredTerms` (folded) is the whole meaning of the
    /// query: words and phrases that must all occur, no expression, no `--not`, no `-w`.
    package var isDecidedByRequiredTerms: Bool {
        !matchAny && expressions.isEmpty && excludedLiterals.isEmpty && !wholeWords && !literals.isEmpty
            && !literals.contains { $0.contains(0x0A) }
    }

    // MARK: The reference meaning

    /// Whether an entry with this title and body matches (an entry's body as search reads it,
    /// `Entry.searchedBody`, carries its place; no other trailer is searched).
    public func matches(title: String, body: String) -> Bool {
        let raw = title + "\n" + body
        var folded = SearchQuery.fold(raw)
        return folded.withUTF8 { haystack in
            let text = UnsafeRawBufferPointer(haystack)
            for needle in excludedLiterals where SearchQuery.find(needle, in: text, wholeWord: wholeWords) != nil {
                return false
            }
            if clauses.isEmpty { return true }
            let literalFound = literals.map { SearchQuery.find($0, in: text, wholeWord: wholeWords) != nil }
            if matchAny {
                return literalFound.contains(true) || expressions.contains { $0.occurs(in: raw) }
            }
            return !literalFound.contains(false) && expressions.allSatisfy { $0.occurs(in: raw) }
        }
    }

    /// True when a file's bytes (decoded as UTF-8, trailers included) may hold a match: every
    /// required word or phrase occurs in them. False means the entry cannot match, so it need
    /// not be parsed. ASCII files, the common case, are lowercased byte by byte with no String
    /// made at all.
    func occurs(inFile bytes: UnsafeRawBufferPointer) -> Bool {
        // Only what must occur can rule a file out; `--not` words may sit in its trailers.
        if matchAny, !expressions.isEmpty { return true }
        let needles = literals
        guard !needles.isEmpty else { return true }
        var isASCII = true
        for byte in bytes where byte >= 0x80 {
            isASCII = false
            break
        }
        func check(_ haystack: UnsafeRawBufferPointer) -> Bool {
            if matchAny { return needles.contains { SearchQuery.find($0, in: haystack, wholeWord: false) != nil } }
            return needles.allSatisfy { SearchQuery.find($0, in: haystack, wholeWord: false) != nil }
        }
        if isASCII {
            if !matchAny, needles.contains(where: { $0.contains { $0 >= 0x80 } }) { return false }
            let lowered = bytes.map { (65...90).contains($0) ? $0 | 0x20 : $0 }
            return lowered.withUnsafeBytes(check)
        }
        var folded = SearchQuery.fold(String(decoding: bytes, as: UTF8.self))
        return folded.withUTF8 { check(UnsafeRawBufferPointer($0)) }
    }

    /// The offset of the first occurrence of `needle` in `haystack` at or after `start`; with
    /// `wholeWord`, only one with no letter, digit, mark or `_` right before or after it.
    static func find(
        _ needle: [UInt8], in haystack: UnsafeRawBufferPointer, from start: Int = 0, wholeWord: Bool
    )
        -> Int?
    {
        needle.withUnsafeBytes { needleBytes in
            var position = start
            while let found = ByteSearch.firstOffset(of: needleBytes, in: haystack, from: position) {
                if !wholeWord || ByteSearch.isWordBoundary(haystack, at: found, length: needle.count) { return found }
                position = found + 1
            }
            return nil
        }
    }

    // MARK: Highlighting

    /// Where the query's words, phrases and expressions occur in `line`, as ranges of whole
    /// Characters of `line` (so a highlight never splits a character), in order and merged
    /// where they touch. Each Character is folded on its own and the folded bytes are mapped
    /// back to the Character they came from.
    public func matches(in line: String) -> [Range<String.Index>] {
        var found: [Range<String.Index>] = []
        var line = line
        // Over the line's own bytes: a search with 30,000 hits asks this of 90,000 lines.
        let byteForByte = line.withUTF8 { FoldedBytes.foldsByteForByte($0) }
        if byteForByte, !literals.isEmpty {
            found = SearchQuery.ranges(line.withUTF8 { literalMatches(inByteForByteLine: $0) }, in: line)
        } else if !byteForByte, mayHoldLiteral(line) {
            var foldedBytes: [UInt8] = []
            var owners: [String.Index] = []  // for each folded byte, the Character it came from
            for index in line.indices {
                let character = line[index]
                if FoldedBytes.foldsToItself(character) {
                    // Most Characters of a mixed line: no String made, no Unicode tables asked.
                    for byte in character.utf8 { foldedBytes.append((65...90).contains(byte) ? byte | 0x20 : byte) }
                    owners.append(contentsOf: repeatElement(index, count: character.utf8.count))
                    continue
                }
                let piece = SearchQuery.fold(String(character))
                foldedBytes.append(contentsOf: piece.utf8)
                owners.append(contentsOf: repeatElement(index, count: piece.utf8.count))
            }
            foldedBytes.withUnsafeBytes { haystack in
                for needle in literals where !needle.isEmpty {
                    var start = 0
                    while let offset = SearchQuery.find(needle, in: haystack, from: start, wholeWord: wholeWords) {
                        found.append(owners[offset]..<line.index(after: owners[offset + needle.count - 1]))
                        start = offset + needle.count
                    }
                }
            }
        }
        for expression in expressions {
            found += expression.ranges(in: line)
        }
        return SearchQuery.merged(found)
    }

    /// What `matches(in:)` finds in a line whose fold is its own bytes (ASCII and Hangul
    /// syllables, `FoldedBytes.foldsByteForByte`: ASCII letters lowercased, one byte for one,
    /// each character one Character), as byte offsets, sorted and merged where they touch;
    /// the literals only, `expressions` are the caller's. A search's many lines are asked this
    /// without a String being made of those that hold no match.
    package func literalMatches(inByteForByteLine line: UnsafeBufferPointer<UInt8>) -> [Range<Int>] {
        guard !literals.isEmpty, !line.isEmpty else { return [] }
        return FoldedBytes.withLoweredASCII(line) { haystack in
            var found: [Range<Int>] = []
            for needle in literals where !needle.isEmpty {
                var start = 0
                while let offset = SearchQuery.find(needle, in: haystack, from: start, wholeWord: wholeWords) {
                    found.append(offset..<offset + needle.count)
                    start = offset + needle.count
                }
            }
            return SearchQuery.merged(found)
        }
    }

    /// Byte offsets in `text` as ranges of its indices.
    package static func ranges(_ offsets: [Range<Int>], in text: String) -> [Range<String.Index>] {
        let utf8 = text.utf8
        return offsets.map { offsets in
            let lower = utf8.index(utf8.startIndex, offsetBy: offsets.lowerBound)
            return lower..<utf8.index(lower, offsetBy: offsets.count)
        }
    }

    /// `ranges` sorted, with those that overlap or touch made one.
    static func merged<Bound: Comparable>(_ ranges: [Range<Bound>]) -> [Range<Bound>] {
        guard ranges.count > 1 else { return ranges }
        var merged: [Range<Bound>] = []
        for range in ranges.sorted(by: { $0.lowerBound < $1.lowerBound }) {
            if let last = merged.last, last.upperBound >= range.lowerBound {
                merged[merged.count - 1] = last.lowerBound..<max(range.upperBound, last.upperBound)
            } else {
                merged.append(range)
            }
        }
        return merged
    }

    /// False when no literal of the query can be in `line`: most lines hold none, and one fold
    /// of the whole line (or, for ASCII literals, a look at its bytes) rules them out before
    /// the Character-by-Character mapping of `matches(in:)`.
    private func mayHoldLiteral(_ line: String) -> Bool {
        var line = line
        let byBytes = line.withUTF8 { bytes in literals.map { FoldedBytes.line(bytes, mayHold: $0) } }
        if byBytes.contains(true) { return true }
        if !byBytes.contains(nil) { return false }
        var foldedLine = SearchQuery.fold(line)
        return foldedLine.withUTF8 { haystack in
            literals.contains { SearchQuery.find($0, in: UnsafeRawBufferPointer(haystack), wholeWord: false) != nil }
        }
    }

}

/// A compiled regular expression, shared read-only between the threads of a search
/// (NSRegularExpression is immutable and documented as safe to use from several threads).
package struct CompiledRegex: @unchecked Sendable {
    let pattern: String
    let expression: NSRegularExpression

    init(_ pattern: String) throws {
        self.pattern = pattern
        do {
            expression = try NSRegularExpression(pattern: pattern, options: [.caseInsensitive, .anchorsMatchLines])
        } catch {
            throw SearchQuery.Problem.invalidRegex(pattern: pattern, reason: "\(error.localizedDescription)")
        }
    }

    func occurs(in text: String) -> Bool {
        let normalized = text.precomposedStringWithCanonicalMapping
        return expression.firstMatch(in: normalized, range: NSRange(normalized.startIndex..., in: normalized)) != nil
    }

    func ranges(in line: String) -> [Range<String.Index>] {
        expression.matches(in: line, range: NSRange(line.startIndex..., in: line)).compactMap { match in
            guard match.range.length > 0 else { return nil }
            return Range(match.range, in: line)
        }
    }
}
