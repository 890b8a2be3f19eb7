import Foundation

/// MD5 (RFC 1321), which Day One uses to name the photos of an export. Not for security.
enum MD5 {
    static func hex(of url: URL) throws -> String {
        var state = State()
        let handle = try FileHandle(forReadingFrom: url)
        defer { try? handle.close() }
        while let chunk = try handle.read(upToCount: 1 << 20), !chunk.isEmpty { state.update(chunk) }
        return state.finish().map { String(format: "%02x", $0) }.joined()
    }

    static func hex(_ data: Data) -> String {
        var state = State()
        state.update(data)
        return state.finish().map { String(format: "%02x", $0) }.joined()
    }

    private static let shifts: [UInt32] = [
        7, 12, 17, 22, 7, 12, 17, 22, 7, 12, 17, 22, 7, 12, 17, 22, 5, 9, 14, 20, 5, 9, 14, 20, 5, 9, 14, 20, 5, 9, 14, 20,
        4, 11, 16, 23, 4, 11, 16, 23, 4, 11, 16, 23, 4, 11, 16, 23, 6, 10, 15, 21, 6, 10, 15, 21, 6, 10, 15, 21, 6, 10, 15, 21,
    ]
    private static let constants: [UInt32] = (0..<64).map { UInt32(truncatingIfNeeded: Int64(abs(sin(Double($0 + 1))) * 4_294_967_296)) }

    struct State {
        var a0: UInt32 = 0x6745_2301
        var b0: UInt32 = 0xefcd_ab89
        var c0: UInt32 = 0x98ba_dcfe
        var d0: UInt32 = 0x1032_5476
        var pending: [UInt8] = []
        var length: UInt64 = 0

        mutating func update(_ data: Data) {
            length += UInt64(data.count)
            pending.append(contentsOf: data)
            var offset = 0
            while pending.count - offset >= 64 {
                block(pending[offset..<offset + 64])
                offset += 64
            }
            pending.removeFirst(offset)
        }

        mutating func finish() -> [UInt8] {
            var tail = pending
            tail.append(0x80)
            while tail.count % 64 != 56 { tail.append(0) }
            let bits = length &* 8
            for shift in stride(from: 0, to: 64, by: 8) { tail.append(UInt8(truncatingIfNeeded: bits >> UInt64(shift))) }
            var offset = 0
            while offset < tail.count {
                block(tail[offset..<offset + 64])
                offset += 64
            }
            var digest: [UInt8] = []
            for word in [a0, b0, c0, d0] {
                for shift in stride(from: 0, to: 32, by: 8) { digest.append(UInt8(truncatingIfNeeded: word >> UInt32(shift))) }
            }
            return digest
        }

        private mutating func block(_ bytes: ArraySlice<UInt8>) {
            var words = [UInt32](repeating: 0, count: 16)
            let base = bytes.startIndex
            for index in 0..<16 {
                let at = base + index * 4
                words[index] = UInt32(bytes[at]) | UInt32(bytes[at + 1]) << 8 | UInt32(bytes[at + 2]) << 16 | UInt32(bytes[at + 3]) << 24
            }
            var (a, b, c, d) = (a0, b0, c0, d0)
            for index in 0..<64 {
                var f: UInt32
                let g: Int
                switch index {
                case 0..<16: (f, g) = ((b & c) | (~b & d), index)
                case 16..<32: (f, g) = ((d & b) | (~d & c), (5 * index + 1) % 16)
                case 32..<48: (f, g) = (b ^ c ^ d, (3 * index + 5) % 16)
                default: (f, g) = (c ^ (b | ~d), (7 * index) % 16)
                }
                f = f &+ a &+ MD5.constants[index] &+ words[g]
                a = d
                d = c
                c = b
                b = b &+ ((f << MD5.shifts[index]) | (f >> (32 - MD5.shifts[index])))
            }
            a0 = a0 &+ a
            b0 = b0 &+ b
            c0 = c0 &+ c
            d0 = d0 &+ d
        }
    }
}
