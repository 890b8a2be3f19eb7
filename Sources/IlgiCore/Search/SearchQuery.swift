import Foundation

/// A literal search string, matched case-insensitively and regardless of Unicode
/// normalisation: "SEOUL" finds "Seoul", and "한글" typed as conjoining jamo finds the
/// precomposed syllables.
///
/// Text and query are both folded (lowercased, then NFC) and compared as UTF-8 bytes, which is what keeps a search over 100k entries fast: no per-Character work
/// unless a file matches.
public struct SearchQuery: Sendable {
    public let text: String
    let folded: [UInt8]

    /// Nil for a query with nothing but whitespace.
    public init?(_ text: String) {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { return nil }
        self.text = trimmed
        folded = Array(SearchQuery.fold(trimmed).utf8)
    }

    /// The form both sides are compared in.
    static func fold(_ text: some StringProtocol) -> String {
        let lowered = String(text).lowercased()
        return SearchQuery.mayNeedComposition(lowered.utf8) ? lowered.precomposedStringWithCanonicalMapping : lowered
    }

    /// True when the query occurs in a file's bytes (decoded as UTF-8). ASCII files, the
    /// common case, are lowercased byte by byte with no String made at all.
    func occurs(inFile bytes: UnsafeRawBufferPointer) -> Bool {
        var isASCII = true
        for byte in bytes where byte >= 0x80 {
            isASCII = false
            break
        }
        if isASCII {
            guard queryIsASCII else { return false }
            let lowered = bytes.map { (65...90).contains($0) ? $0 | 0x20 : $0 }
            return lowered.withUnsafeBytes { haystack in
                folded.withUnsafeBytes { ByteSearch.firstOffset(of: $0, in: haystack) != nil }
            }
        }
        return occurs(inFolded: SearchQuery.fold(String(decoding: bytes, as: UTF8.self)))
    }

    private var queryIsASCII: Bool { folded.allSatisfy { $0 < 0x80 } }

    /// Whether text may hold decomposed sequences that NFC would compose: combining marks
    /// (U+0300–U+036F, UTF-8 CC 80 – CD AF) or conjoining Hangul jamo (U+1100–U+11FF,
    /// E1 84 80 – E1 87 BF). Composition through Foundation is slow; most text needs none.
    static func mayNeedComposition(_ utf8: some Sequence<UInt8>) -> Bool {
        var previous: UInt8 = 0
        for byte in utf8 {
            if byte == 0xCC || byte == 0xCD { return true }
            if previous == 0xE1, (0x84...0x87).contains(byte) { return true }
            previous = byte
        }
        return false
    }

    /// True when the query occurs in `text` (already folded).
    func occurs(inFolded text: String) -> Bool {
        var text = text
        return text.withUTF8 { haystack in
            folded.withUnsafeBytes { needle in
                ByteSearch.firstOffset(of: needle, in: UnsafeRawBufferPointer(haystack)) != nil
            }
        }
    }

    /// Where the query occurs in `line`, as ranges of whole Characters of `line` (so a
    /// highlight never splits a character). Each Character is folded on its own and the
    /// folded bytes are mapped back to the Character they came from.
    public func matches(in line: String) -> [Range<String.Index>] {
        var foldedBytes: [UInt8] = []
        var owners: [String.Index] = []  // for each folded byte, the Character it came from
        for index in line.indices {
            let piece = SearchQuery.fold(String(line[index]))
            foldedBytes.append(contentsOf: piece.utf8)
            owners.append(contentsOf: repeatElement(index, count: piece.utf8.count))
        }
        guard foldedBytes.count >= folded.count else { return [] }
        var ranges: [Range<String.Index>] = []
        var start = 0
        while start + folded.count <= foldedBytes.count {
            let found: Int? = foldedBytes.withUnsafeBytes { haystack in
                folded.withUnsafeBytes { needle in ByteSearch.firstOffset(of: needle, in: haystack, from: start) }
            }
            guard let found else { break }
            let lower = owners[found]
            let upper = line.index(after: owners[found + folded.count - 1])
            if let last = ranges.last, last.upperBound >= lower {
                ranges[ranges.count - 1] = last.lowerBound..<max(upper, last.upperBound)
            } else {
                ranges.append(lower..<upper)
            }
            start = found + max(folded.count, 1)
        }
        return ranges
    }
}
