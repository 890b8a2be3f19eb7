/// SHA-1, for the checksum git puts at the end of its index file (libgit2 does not export
/// its hash functions). Not for anything that needs collision resistance.
enum SHA1 {
    static func hash(_ message: [UInt8]) -> [UInt8] {
        var state: (UInt32, UInt32, UInt32, UInt32, UInt32) = (0x6745_2301, 0xEFCD_AB89, 0x98BA_DCFE, 0x1032_5476, 0xC3D2_E1F0)
        let fullBlocks = message.count / 64
        message.withUnsafeBytes { bytes in
            for block in 0..<fullBlocks {
                compress(&state, UnsafeRawBufferPointer(rebasing: bytes[(block * 64)..<(block * 64 + 64)]))
            }
        }
        var tail = Array(message[(fullBlocks * 64)...])
        tail.append(0x80)
        while tail.count % 64 != 56 { tail.append(0) }
        let bits = UInt64(message.count) &* 8
        for shift in stride(from: 56, through: 0, by: -8) { tail.append(UInt8((bits >> UInt64(shift)) & 0xFF)) }
        tail.withUnsafeBytes { bytes in
            for block in 0..<(tail.count / 64) {
                compress(&state, UnsafeRawBufferPointer(rebasing: bytes[(block * 64)..<(block * 64 + 64)]))
            }
        }
        var digest: [UInt8] = []
        digest.reserveCapacity(20)
        for word in [state.0, state.1, state.2, state.3, state.4] {
            digest += [UInt8(word >> 24), UInt8((word >> 16) & 0xFF), UInt8((word >> 8) & 0xFF), UInt8(word & 0xFF)]
        }
        return digest
    }

    @inline(__always)
    private static func rotate(_ value: UInt32, _ count: UInt32) -> UInt32 {
        (value << count) | (value >> (32 - count))
    }

    private static func compress(_ state: inout (UInt32, UInt32, UInt32, UInt32, UInt32), _ block: UnsafeRawBufferPointer) {
        withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 80) { w in
            for i in 0..<16 { w[i] = UInt32(bigEndian: block.loadUnaligned(fromByteOffset: i * 4, as: UInt32.self)) }
            for i in 16..<80 { w[i] = rotate(w[i - 3] ^ w[i - 8] ^ w[i - 14] ^ w[i - 16], 1) }
            var (a, b, c, d, e) = state
            @inline(__always) func round(_ f: UInt32, _ k: UInt32, _ word: UInt32) {
                let temporary = rotate(a, 5) &+ f &+ e &+ k &+ word
                e = d
                d = c
                c = rotate(b, 30)
                b = a
                a = temporary
            }
            for i in 0..<20 { round((b & c) | (~b & d), 0x5A82_7999, w[i]) }
            for i in 20..<40 { round(b ^ c ^ d, 0x6ED9_EBA1, w[i]) }
            for i in 40..<60 { round((b & c) | (b & d) | (c & d), 0x8F1B_BCDC, w[i]) }
            for i in 60..<80 { round(b ^ c ^ d, 0xCA62_C1D6, w[i]) }
            state = (state.0 &+ a, state.1 &+ b, state.2 &+ c, state.3 &+ d, state.4 &+ e)
        }
    }
}
