#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Finds bytes in bytes: `memchr` to jump to each candidate first byte, `memcmp` to confirm.
/// (glibc's `memmem` would do, but it is a GNU extension Swift's Glibc module does not show.)
enum ByteSearch {
    /// The offset of the first occurrence of `needle` in `haystack` at or after `start`.
    static func firstOffset(of needle: UnsafeRawBufferPointer, in haystack: UnsafeRawBufferPointer, from start: Int = 0)
        -> Int?
    {
        guard let needleBase = needle.baseAddress, !needle.isEmpty else { return start <= haystack.count ? start : nil }
        guard let base = haystack.baseAddress, haystack.count - start >= needle.count else { return nil }
        let first = Int32(needle[0])
        let lastStart = haystack.count - needle.count
        var position = start
        while position <= lastStart {
            guard let hit = memchr(base + position, first, lastStart - position + 1) else { return nil }
            let offset = base.distance(to: UnsafeRawPointer(hit))
            if memcmp(base + offset, needleBase, needle.count) == 0 { return offset }
            position = offset + 1
        }
        return nil
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
