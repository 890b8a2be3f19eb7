import Foundation
import ZIPFoundation

/// The site's icon, drawn here rather than shipped as a file: a cream notebook page with
/// three ruled lines and a ribbon, on the site's accent colour filling the square (so a
/// phone's mask can cut any shape from it). Made once per size, as a PNG.
enum AppIcon {
    static let sizes = [192, 512]
    static let png192 = png(size: 192)
    static let png512 = png(size: 512)

    static func png(size: Int) -> Data {
        var pixels = [UInt8](repeating: 0, count: size * size * 3)
        let accent: (Double, Double, Double) = (180, 83, 42)
        let page: (Double, Double, Double) = (251, 248, 240)
        let rule: (Double, Double, Double) = (196, 170, 150)
        let ribbon: (Double, Double, Double) = (120, 48, 22)
        // The picture in a unit square: what colour a point is.
        func colour(_ x: Double, _ y: Double) -> (Double, Double, Double) {
            let left = 0.27, right = 0.73, top = 0.2, bottom = 0.8, corner = 0.05
            let dx = max(left + corner - x, x - (right - corner), 0)
            let dy = max(top + corner - y, y - (bottom - corner), 0)
            guard x > left, x < right, y > top, y < bottom, dx * dx + dy * dy <= corner * corner else { return accent }
            // The ribbon hangs from the page's top edge and ends in a notch.
            if x > 0.6, x < 0.68, y < 0.42 - 0.6 * abs(x - 0.64) { return ribbon }
            for line in [0.47, 0.57, 0.67] where abs(y - line) < 0.012 && x > 0.34 && x < 0.66 { return rule }
            return page
        }
        // Four samples a pixel, for smooth edges.
        let offsets = [0.25, 0.75]
        for row in 0..<size {
            for column in 0..<size {
                var sum = (0.0, 0.0, 0.0)
                for oy in offsets {
                    for ox in offsets {
                        let c = colour((Double(column) + ox) / Double(size), (Double(row) + oy) / Double(size))
                        sum = (sum.0 + c.0, sum.1 + c.1, sum.2 + c.2)
                    }
                }
                let at = (row * size + column) * 3
                pixels[at] = UInt8(sum.0 / 4)
                pixels[at + 1] = UInt8(sum.1 / 4)
                pixels[at + 2] = UInt8(sum.2 / 4)
            }
        }
        return encode(width: size, height: size, rgb: pixels)
    }

    /// A PNG of 8-bit RGB pixels, deflated by ZIPFoundation (zlib's header and Adler-32 added).
    static func encode(width: Int, height: Int, rgb: [UInt8]) -> Data {
        var raw = Data(capacity: (width * 3 + 1) * height)
        for row in 0..<height {
            raw.append(0)
            raw.append(contentsOf: rgb[(row * width * 3)..<((row + 1) * width * 3)])
        }
        var deflated = Data([0x78, 0x9C])
        _ = try? Data.compress(
            size: Int64(raw.count), bufferSize: 64 * 1024,
            provider: { position, size in raw.subdata(in: Int(position)..<Int(position) + size) },
            consumer: { deflated.append($0) })
        var a: UInt32 = 1
        var b: UInt32 = 0
        for byte in raw {
            a = (a + UInt32(byte)) % 65_521
            b = (b + a) % 65_521
        }
        deflated.append(contentsOf: bigEndian(b << 16 | a))
        var png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        png.append(chunk("IHDR", bigEndian(UInt32(width)) + bigEndian(UInt32(height)) + [8, 2, 0, 0, 0]))
        png.append(chunk("IDAT", [UInt8](deflated)))
        png.append(chunk("IEND", []))
        return png
    }

    private static func chunk(_ type: String, _ data: [UInt8]) -> Data {
        let body = Array(type.utf8) + data
        return Data(bigEndian(UInt32(data.count)) + body + bigEndian(crc32(body)))
    }

    private static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }

    private static let crcTable: [UInt32] = (0..<256).map { n in
        var c = UInt32(n)
        for _ in 0..<8 { c = c & 1 == 1 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        return c
    }

    private static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes { crc = crcTable[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
        return ~crc
    }

    /// The web app manifest: the name, the start page, standalone, the icons.
    static func manifest(name: String) -> String {
        let icons = sizes.map {
            "{\"src\": \"/static/icon-\($0).png\", \"sizes\": \"\($0)x\($0)\", \"type\": \"image/png\", \"purpose\": \"any maskable\"}"
        }
        return """
            {"name": "\(name)", "short_name": "\(name)", "start_url": "/", "scope": "/", "display": "standalone",
             "background_color": "#fbfaf6", "theme_color": "#b4532a", "icons": [\(icons.joined(separator: ", "))]}

            """
    }
}
