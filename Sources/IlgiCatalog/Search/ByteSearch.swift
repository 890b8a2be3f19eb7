import CSQLite
import Foundation
import IlgiEntry
import IlgiStore

/// Finds bytes in bytes, by the C shim's `csqlite_search_bytes` (sixteen places at once, or
/// glibc's `memmem`). The one substring search of the byte-level code: the catalog's
/// `contains_text` and the search's matching both use it, exact or lowering the text as it
/// goes.
enum ByteSearch {
    /// The offset of the first occurrence of `needle` in `haystack` at or after `start`.
    static func firstOffset(
        of needle: UnsafeRawBufferPointer, in haystack: UnsafeRawBufferPointer, from start: Int = 0
    ) -> Int? {
        search(needle, in: haystack, from: start, lowering: false)
    }

    /// The offset of the first place at or after `start` where `text`, its ASCII letters
    /// lowered (`FoldedBytes.loweredASCII`), holds `needle` (lowered), found in `text` as it
    /// is: no lowered copy of it is made.
    static func firstOffset(
        ofLowered needle: UnsafeRawBufferPointer, inLowering text: UnsafeRawBufferPointer, from start: Int = 0
    ) -> Int? {
        search(needle, in: text, from: start, lowering: true)
    }

    private static func search(
        _ needle: UnsafeRawBufferPointer, in haystack: UnsafeRawBufferPointer, from start: Int, lowering: Bool
    ) -> Int? {
        guard let needleBase = needle.baseAddress, !needle.isEmpty else { return start <= haystack.count ? start : nil }
        guard let base = haystack.baseAddress, haystack.count - start >= needle.count else { return nil }
        guard
            let hit = csqlite_search_bytes(
                base + start, haystack.count - start, needleBase, needle.count, lowering ? 1 : 0)
        else { return nil }
        return base.distance(to: hit)
    }

    /// The offset of the first `byte` of `text` at or after `start` (`memchr`).
    static func firstOffset(of byte: UInt8, in text: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        guard let base = text.baseAddress, start < text.count else { return nil }
        return memchr(base + start, Int32(byte), text.count - start).map { UnsafeRawPointer(base).distance(to: $0) }
    }

    /// The offset of the last `byte` of `text` before `end` (`memrchr`).
    static func lastOffset(of byte: UInt8, in text: UnsafeBufferPointer<UInt8>, before end: Int) -> Int? {
        guard let base = text.baseAddress, end > 0 else { return nil }
        return csqlite_find_last_byte(base, end, Int32(byte)).map { UnsafeRawPointer(base).distance(to: $0) }
    }

    /// True when `needle` occurs in `haystack` (an empty needle always does).
    static func contains(_ needle: UnsafeRawBufferPointer, in haystack: UnsafeRawBufferPointer) -> Bool {
        firstOffset(of: needle, in: haystack) != nil
    }
}

extension ByteSearch {
    /// True when the `length` bytes at `offset` of UTF-8 text are not joined to a letter, digit,
    /// combining mark or `_` on either side: a whole word.
    static func isWordBoundary(_ text: UnsafeRawBufferPointer, at offset: Int, length: Int) -> Bool {
        if offset > 0 {
            var start = offset - 1
            while start > 0, text[start] & 0xC0 == 0x80 { start -= 1 }
            if let scalar = scalar(in: text, at: start), isWordScalar(scalar) { return false }
        }
        let end = offset + length
        if end < text.count, let scalar = scalar(in: text, at: end), isWordScalar(scalar) { return false }
        return true
    }

    private static func scalar(in text: UnsafeRawBufferPointer, at offset: Int) -> Unicode.Scalar? {
        var iterator = text[offset...].makeIterator()
        var decoder = UTF8()
        if case .scalarValue(let scalar) = decoder.decode(&iterator) { return scalar }
        return nil
    }

    private static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII {
            let value = scalar.value
            return (48...57).contains(value) || (65...90).contains(value) || (97...122).contains(value) || value == 95
        }
        let properties = scalar.properties
        switch properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark, .decimalNumber, .letterNumber, .otherNumber: return true
        default: return properties.isAlphabetic
        }
    }
}
