import Foundation
import IlgiEntry
import IlgiStore

/// The byte-level rules of ilgi's folding (`SearchQuery.fold`: lowercased, then NFC), in one
/// place: which lines and characters fold byte for byte, which characters outside ASCII fold
/// into it, and whether a line holds a literal once lowered. A search asks these before
/// paying for a String per line and a fold per Character; the Character-level code stays the
/// meaning, and `ByteLevelTextTests` holds these to it.
package enum FoldedBytes {
    static func loweredASCII(_ byte: UInt8) -> UInt8 { byte &- 65 < 26 ? byte | 0x20 : byte }

    /// Calls `body` with `text` lowered (`loweredASCII`, each byte), in memory of its own for
    /// the call. A loop of single bytes, which the compiler makes sixteen at a time (SSE):
    /// lowering eight at a time by hand (`ByteWord`) was slower.
    static func withLoweredASCII<Result>(
        _ text: UnsafeBufferPointer<UInt8>, _ body: (UnsafeRawBufferPointer) throws -> Result
    ) rethrows -> Result {
        try withUnsafeTemporaryAllocation(of: UInt8.self, capacity: text.count) { lowered in
            for position in text.indices { lowered[position] = loweredASCII(text[position]) }
            return try body(UnsafeRawBufferPointer(lowered))
        }
    }

    /// True when folding `line` (`fold`) changes nothing but the case of ASCII letters, and
    /// every character of it is a Character of its own: it holds only ASCII (no carriage
    /// return, which joins a line feed) and Hangul syllables (U+AC00 to U+D7A3, which fold to
    /// themselves and join nothing). Most lines of an English or Korean journal.
    package static func foldsByteForByte(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
        var position = 0
        while position < line.count {
            let byte = line[position]
            if byte < 0x80 {
                if byte == 0x0D { return false }
                position += 1
                continue
            }
            guard isHangulSyllable(line, at: position) else { return false }
            position += 3
        }
        return true
    }

    /// The fold of `text` (`SearchQuery.fold`) when it is its bytes with ASCII letters
    /// lowered: text of nothing but ASCII and Hangul syllables; nil for any other text.
    static func loweredIfByteForByte(_ text: UnsafeBufferPointer<UInt8>) -> String? {
        var isByteForByte = true
        let lowered = String(unsafeUninitializedCapacity: text.count) { output in
            isByteForByte = lower(text, into: output)
            return isByteForByte ? text.count : 0
        }
        return isByteForByte ? lowered : nil
    }

    /// Appends the fold of `text` to `folded` as bytes and returns true when it folds byte for
    /// byte (`loweredIfByteForByte`); appends nothing and returns false when it does not. No
    /// String is made, so its bytes are not checked again: a cold build folds 100 MB of text
    /// at 100,000 long entries.
    static func appendLoweredIfByteForByte(_ text: UnsafeBufferPointer<UInt8>, to folded: inout [UInt8]) -> Bool {
        let start = folded.count
        folded.append(contentsOf: text)
        let isByteForByte = folded.withUnsafeMutableBufferPointer { all in
            let part = UnsafeMutableBufferPointer(rebasing: all[start...])
            return lower(UnsafeBufferPointer(part), into: part)
        }
        if !isByteForByte { folded.removeSubrange(start...) }
        return isByteForByte
    }

    /// Writes `text` into `output` (as long, and it may be `text`'s own memory) with ASCII
    /// letters lowered; false at the first character that does not fold byte for byte.
    private static func lower(
        _ text: UnsafeBufferPointer<UInt8>, into output: UnsafeMutableBufferPointer<UInt8>
    ) -> Bool {
        var position = 0
        while position < text.count {
            // Eight ASCII bytes at a time, lowered together (most of an English entry).
            if position + 8 <= text.count {
                let word = ByteWord.load(text, at: position)
                if !ByteWord.hasNonASCII(word) {
                    ByteWord.store(ByteWord.loweredASCII(word), into: output, at: position)
                    position += 8
                    continue
                }
            }
            let byte = text[position]
            if byte < 0x80 {
                output[position] = loweredASCII(byte)
                position += 1
            } else if isHangulSyllable(text, at: position) {
                output[position] = byte
                output[position + 1] = text[position + 1]
                output[position + 2] = text[position + 2]
                position += 3
            } else {
                return false
            }
        }
        return true
    }

    /// True when `text` holds nothing but printable ASCII, tabs, line feeds and Hangul
    /// syllables: its fold is its bytes with ASCII letters lowered (`foldsByteForByte`), its
    /// only line break is a line feed, and it has no control character a terminal would act on.
    /// Most entries of an English or Korean journal; a search shows their lines as they are.
    package static func isPlain(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
        var position = 0
        while position < text.count {
            // Eight bytes at a time while they are printable ASCII (most of an English entry):
            // no byte with its high bit set, none below 0x20, none 0x7F.
            if position + 8 <= text.count {
                let word = ByteWord.load(text, at: position)
                if !ByteWord.hasNonASCII(word), !ByteWord.hasByte(below: 0x20, in: word),
                    !ByteWord.hasByte(0x7F, in: word)
                {
                    position += 8
                    continue
                }
            }
            let byte = text[position]
            if byte < 0x80 {
                guard byte >= 0x20 && byte != 0x7F || byte == 0x0A || byte == 0x09 else { return false }
                position += 1
                continue
            }
            guard isHangulSyllable(text, at: position) else { return false }
            position += 3
        }
        return true
    }

    /// True when the UTF-8 at `position` of valid text is a Hangul syllable (U+AC00 to
    /// U+D7A3, three bytes).
    private static func isHangulSyllable(_ text: UnsafeBufferPointer<UInt8>, at position: Int) -> Bool {
        let byte = text[position]
        guard (0xEA...0xED).contains(byte), position + 2 < text.count else { return false }
        let scalar =
            UInt32(byte & 0x0F) << 12 | UInt32(text[position + 1] & 0x3F) << 6 | UInt32(text[position + 2] & 0x3F)
        return (0xAC00...0xD7A3).contains(scalar)
    }

    /// The characters outside ASCII whose fold (`fold`: lowercased, then NFC) holds ASCII, as
    /// UTF-8: U+0130 İ (to "i" and a combining dot), U+037E Greek question mark (";") and
    /// U+212A Kelvin sign ("k"). A test folds every scalar to keep the list whole.
    static let foldsIntoASCII: [[UInt8]] = [[0xC4, 0xB0], [0xCD, 0xBE], [0xE2, 0x84, 0xAA]]

    /// True when `line` holds one of `foldsIntoASCII`.
    static func holdsCharacterFoldingIntoASCII(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
        for position in line.indices where line[position] == 0xC4 || line[position] == 0xCD || line[position] == 0xE2 {
            for sequence in foldsIntoASCII
            where sequence[0] == line[position] && position + sequence.count <= line.count {
                if (1..<sequence.count).allSatisfy({ line[position + $0] == sequence[$0] }) { return true }
            }
        }
        return false
    }

    /// Whether the folded `line` can hold `literal`, decided on the line's bytes (lowercased
    /// ASCII letters) where that is exact: a line whose fold is its bytes (`foldsByteForByte`),
    /// or an ASCII literal in a line without any of `foldsIntoASCII`; nil elsewhere.
    package static func line(_ line: UnsafeBufferPointer<UInt8>, mayHold literal: [UInt8]) -> Bool? {
        if line.contains(where: { $0 >= 0x80 }), !foldsByteForByte(line) {
            guard literal.allSatisfy({ $0 < 0x80 }), !holdsCharacterFoldingIntoASCII(line) else { return nil }
        }
        return containsLowered(literal, in: line)
    }

    /// True when `literal` (folded) occurs in `line` with its ASCII letters lowercased: the
    /// byte search's lowering form (`ByteSearch.firstOffset(ofLowered:inLowering:)`).
    static func containsLowered(_ literal: [UInt8], in line: UnsafeBufferPointer<UInt8>) -> Bool {
        literal.withUnsafeBytes {
            ByteSearch.firstOffset(ofLowered: $0, inLowering: UnsafeRawBufferPointer(line)) != nil
        }
    }

    /// True for a Character whose fold is its own bytes with ASCII letters lowered: one ASCII
    /// scalar, or one precomposed Hangul syllable (no case, and already in NFC).
    static func foldsToItself(_ character: Character) -> Bool {
        let scalars = character.unicodeScalars
        guard let scalar = scalars.first, scalars.index(after: scalars.startIndex) == scalars.endIndex else {
            return false
        }
        return scalar.isASCII || (0xAC00...0xD7A3).contains(scalar.value)
    }

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
}
