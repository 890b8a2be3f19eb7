/// Lower-case hexadecimal, as git writes object names in its files.
package enum Hex {
    /// The bytes `text` spells, two digits each; nil for an odd count or any other character.
    package static func bytes(of text: some StringProtocol) -> [UInt8]? {
        var result: [UInt8] = []
        var high: UInt8?
        for unit in text.utf8 {
            let value: UInt8
            switch unit {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): value = unit - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): value = unit - UInt8(ascii: "a") + 10
            default: return nil
            }
            if let first = high {
                result.append(first << 4 | value)
                high = nil
            } else {
                high = value
            }
        }
        return high == nil ? result : nil
    }

    /// `bytes` as two digits each.
    package static func string(of bytes: some Sequence<UInt8>) -> String {
        let digits = Array("0123456789abcdef".utf8)
        var text: [UInt8] = []
        for byte in bytes {
            text.append(digits[Int(byte >> 4)])
            text.append(digits[Int(byte & 0x0F)])
        }
        return String(decoding: text, as: UTF8.self)
    }
}
