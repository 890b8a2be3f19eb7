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

    /// The high bit of each byte of `word` that is `value`, and of no other: exact, where
    /// `hasByte` may also mark a byte past the first found.
    @inlinable
    public static func positions(of value: UInt8, in word: UInt64) -> UInt64 {
        let differences = word ^ (UInt64(value) &* ones)
        let low: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
        return ~((differences & low &+ low) | differences) & high
    }

    /// The high bit of each byte of `word` (all ASCII) from `lower` through `upper`: a byte
    /// plus `0x80 - lower` has its high bit set from `lower` up, plus `0x80 - upper - 1` from
    /// past `upper` (no byte carries into the next), and exactly one is set in the range.
    @inlinable
    public static func bytes(of word: UInt64, from lower: UInt8, through upper: UInt8) -> UInt64 {
        let fromLower = word &+ UInt64(0x80 - lower) &* ones
        let pastUpper = word &+ UInt64(0x80 - upper - 1) &* ones
        return (fromLower ^ pastUpper) & high
    }

    /// `word`, all ASCII, with each of its letters A to Z lowered (0x80 shifted to 0x20 added).
    @inlinable
    public static func loweredASCII(_ word: UInt64) -> UInt64 {
        word | bytes(of: word, from: 0x41, through: 0x5A) >> 2
    }

    /// The high bit of each byte of `word` (all ASCII) that is a letter or a digit.
    @inlinable
    public static func lettersAndDigits(_ word: UInt64) -> UInt64 {
        bytes(of: word, from: 0x30, through: 0x39) | bytes(of: word | 0x20 &* ones, from: 0x61, through: 0x7A)
    }

    /// Writes `word` as the eight bytes at `offset` of `bytes`, which must hold them.
    @inlinable
    public static func store(_ word: UInt64, into bytes: UnsafeMutableBufferPointer<UInt8>, at offset: Int) {
        UnsafeMutableRawPointer(bytes.baseAddress! + offset).storeBytes(of: word, as: UInt64.self)
    }
}
