import Foundation

/// A picture's width and height in pixels, read from its header (PNG, JPEG, GIF, WebP), with
/// no decoder: enough to lay a page out as it will be before the picture is there.
public struct ImageSize: Sendable, Equatable {
    public let width: Int
    public let height: Int

    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// The size `data` shows at, or nil for another format or a damaged header. A JPEG whose
    /// EXIF says to turn it a quarter (a phone held upright) is measured turned, as browsers
    /// show it.
    public init?(_ data: Data) {
        let bytes = [UInt8](data.prefix(1 << 20))
        func big16(_ i: Int) -> Int { Int(bytes[i]) << 8 | Int(bytes[i + 1]) }
        func big32(_ i: Int) -> Int { big16(i) << 16 | big16(i + 2) }
        func little16(_ i: Int) -> Int { Int(bytes[i]) | Int(bytes[i + 1]) << 8 }
        func little24(_ i: Int) -> Int { little16(i) | Int(bytes[i + 2]) << 16 }
        var size: (Int, Int)?
        if bytes.count >= 24, bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]) {
            size = (big32(16), big32(20))
        } else if bytes.count >= 10, bytes.starts(with: Array("GIF8".utf8)) {
            size = (little16(6), little16(8))
        } else if bytes.count >= 30, bytes.starts(with: Array("RIFF".utf8)), Array(bytes[8..<12]) == Array("WEBP".utf8)
        {
            switch String(decoding: bytes[12..<16], as: UTF8.self) {
            case "VP8 ": size = (little16(26) & 0x3FFF, little16(28) & 0x3FFF)
            case "VP8L":
                let bits = Int(bytes[21]) | Int(bytes[22]) << 8 | Int(bytes[23]) << 16 | Int(bytes[24]) << 24
                size = ((bits & 0x3FFF) + 1, ((bits >> 14) & 0x3FFF) + 1)
            case "VP8X": size = (little24(24) + 1, little24(27) + 1)
            default: break
            }
        } else if bytes.count >= 4, bytes[0] == 0xFF, bytes[1] == 0xD8 {
            var index = 2
            var turned = false
            while index + 9 < bytes.count {
                guard bytes[index] == 0xFF else { break }
                let marker = bytes[index + 1]
                if marker == 0xFF {  // fill byte
                    index += 1
                    continue
                }
                if marker == 0xE1, Array(bytes[(index + 4)..<min(index + 10, bytes.count)]) == Array("Exif\0\0".utf8) {
                    turned = Self.isTurnedAQuarter(
                        exif: Array(bytes[(index + 10)..<min(index + 2 + big16(index + 2), bytes.count)]))
                }
                // Start of frame, any kind but the DHT, JPG and DAC markers that share the range.
                if (0xC0...0xCF).contains(marker), marker != 0xC4, marker != 0xC8, marker != 0xCC {
                    size = turned ? (big16(index + 5), big16(index + 7)) : (big16(index + 7), big16(index + 5))
                    break
                }
                index += 2 + big16(index + 2)
            }
        }
        guard let (width, height) = size, width > 0, height > 0 else { return nil }
        self.init(width: width, height: height)
    }

    /// True when a JPEG's EXIF (the TIFF data after "Exif\0\0") gives an orientation of 5 to
    /// 8: turned a quarter, so its width and height swap on screen.
    static func isTurnedAQuarter(exif tiff: [UInt8]) -> Bool {
        guard tiff.count >= 8 else { return false }
        let little = tiff[0] == 0x49  // "II"; "MM" is big-endian
        func number16(_ i: Int) -> Int {
            guard i + 1 < tiff.count else { return 0 }
            return little ? Int(tiff[i]) | Int(tiff[i + 1]) << 8 : Int(tiff[i]) << 8 | Int(tiff[i + 1])
        }
        func number32(_ i: Int) -> Int {
            little ? number16(i) | number16(i + 2) << 16 : number16(i) << 16 | number16(i + 2)
        }
        let directory = number32(4)
        let count = number16(directory)
        for entry in 0..<min(count, 64) {
            let at = directory + 2 + entry * 12
            guard at + 10 <= tiff.count else { break }
            if number16(at) == 0x0112 { return (5...8).contains(number16(at + 8)) }
        }
        return false
    }
}
