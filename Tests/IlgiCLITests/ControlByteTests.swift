import Testing

@testable import ilgi

/// `TerminalText.holdsControl` looks at sixteen bytes at a time; it must say what a look at
/// each byte says, wherever a control character falls.
@Suite struct ControlByteTests {
    /// The plain answer: a C0 byte (a line feed or tab only where not allowed), DEL, or C1
    /// (UTF-8 C2 80 – C2 9F).
    func holdsControlByteByByte(_ bytes: [UInt8], allowingLineFeedAndTab: Bool) -> Bool {
        bytes.indices.contains { index in
            let byte = bytes[index]
            if byte < 0x20 { return !allowingLineFeedAndTab || (byte != 0x0A && byte != 0x09) }
            if byte == 0x7F { return true }
            return byte == 0xC2 && index + 1 < bytes.count && (0x80...0x9F).contains(bytes[index + 1])
        }
    }

    @Test func agreesWithALookAtEachByteOnRandomText() {
        // Bytes at every edge of the test: C0, a line feed, a tab, space, DEL, C2 with C1 and
        // other continuations after it, Hangul's lead bytes, plain letters.
        let alphabet: [UInt8] = [0x00, 0x09, 0x0A, 0x1F, 0x20, 0x61, 0x7E, 0x7F, 0x80, 0x9F, 0xA0, 0xC2, 0xEA, 0xED]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<20_000 {
            let count = Int.random(in: 0...40, using: &generator)
            // Mostly plain letters, as text is, so a control byte falls alone at any place.
            let bytes = (0..<count).map { _ in
                Int.random(in: 0..<4, using: &generator) == 0
                    ? alphabet.randomElement(using: &generator)! : UInt8(0x61)
            }
            for allowing in [false, true] {
                let fast = bytes.withUnsafeBufferPointer {
                    TerminalText.holdsControl($0, allowingLineFeedAndTab: allowing)
                }
                #expect(fast == holdsControlByteByByte(bytes, allowingLineFeedAndTab: allowing), "\(bytes)")
            }
        }
    }

    @Test func findsAControlByteAtEachPlaceOfALongLine() {
        for control: [UInt8] in [[0x1B], [0x7F], [0x00], [0xC2, 0x85]] {
            for place in 0..<48 {
                var bytes = [UInt8](repeating: 0x61, count: 50)
                bytes.replaceSubrange(place..<place + control.count, with: control)
                #expect(bytes.withUnsafeBufferPointer { TerminalText.holdsControl($0, allowingLineFeedAndTab: true) })
            }
        }
        let plain = Array("오늘은 비가 왔다. A quiet garden, then the river.\n\t".utf8)
        #expect(!plain.withUnsafeBufferPointer { TerminalText.holdsControl($0, allowingLineFeedAndTab: true) })
    }
}
