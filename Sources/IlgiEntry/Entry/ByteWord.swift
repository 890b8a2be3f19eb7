/// Eight bytes of text read as one `UInt64`, asked about all eight at once (the "SWAR" tests of
/// Bit Twiddling Hacks): a scan of a search's or a listing's 60 MB looks at a word at a time
/// and at single bytes only where a word says one may be of interest. Each test is exact
/// about whether some byte qualifies, though not about which.
public enum ByteWord {
    @usableFromInline static let ones: UInt64 = 0x0101_0101_0101_0101
    @usableFromInline static let high: UInt64 = 0x8080_8080_8080_8080

    /// The eight bytes at `offset` of `bytes`, which must hold them.
    @inlinable
    public static func load(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> UInt64 {
        UnsafeRawPointer(bytes.baseAddress! + offset).loadUnaligned(as: UInt64.self)
    }

    /// True when some byte of `word` is below `limit` (at most 0x80).
    @inlinable
    public static func hasByte(below limit: UInt8, in word: UInt64) -> Bool {
        (word &- UInt64(limit) &* ones) & ~word & high != 0
    }

    /// True when some byte of `word` is `value`.
    @inlinable
    public static func hasByte(_ value: UInt8, in word: UInt64) -> Bool {
        let differences = word ^ (UInt64(value) &* ones)
        return (differences &- ones) & ~differences & high != 0
    }

    /// True when some byte of `word` is outside ASCII.
    @inlinable
    public static func hasNonASCII(_ word: UInt64) -> Bool { word & high != 0 }
}
