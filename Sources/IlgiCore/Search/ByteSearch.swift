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
