import Foundation
import IlgiCore
import IlgiTestSupport
import Testing

@testable import IlgiTransfer

/// Pictures measured from their headers, as the book's sketch and the pages lay them out.
struct ImageSizeTests {
    /// A JPEG with only what a reader of its size looks at: SOI, an optional EXIF block with an
    /// orientation, a baseline frame header.
    func jpeg(width: Int, height: Int, orientation: Int? = nil, bigEndian: Bool = true) -> Data {
        var bytes: [UInt8] = [0xFF, 0xD8]
        if let orientation {
            let tiff: [UInt8] =
                bigEndian
                ? [
                    0x4D, 0x4D, 0, 42, 0, 0, 0, 8, 0, 1, 0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, UInt8(orientation), 0, 0, 0,
                    0, 0, 0,
                ]
                : [
                    0x49, 0x49, 42, 0, 8, 0, 0, 0, 1, 0, 0x12, 0x01, 3, 0, 1, 0, 0, 0, UInt8(orientation), 0, 0, 0, 0,
                    0, 0, 0,
                ]
            let payload = Array("Exif\0\0".utf8) + tiff
            bytes += [0xFF, 0xE1, UInt8((payload.count + 2) >> 8), UInt8((payload.count + 2) & 0xFF)] + payload
        }
        bytes += [0xFF, 0xDB, 0, 4, 0, 0]  // a table before the frame, skipped
        bytes += [
            0xFF, 0xC0, 0, 11, 8, UInt8(height >> 8), UInt8(height & 0xFF), UInt8(width >> 8), UInt8(width & 0xFF), 1,
            1, 0x11, 0,
        ]
        return Data(bytes + [0xFF, 0xD9])
    }

    @Test func picturesAreMeasuredFromTheirHeaders() {
        #expect(ImageSize(TestImages.png(width: 64, height: 48, rgb: (1, 2, 3))) == ImageSize(width: 64, height: 48))
        #expect(ImageSize(jpeg(width: 4032, height: 3024)) == ImageSize(width: 4032, height: 3024))
        #expect(ImageSize(Data("GIF89a".utf8) + Data([0x20, 0x01, 0x10, 0x00])) == ImageSize(width: 288, height: 16))
        #expect(ImageSize(Data("not a picture".utf8)) == nil)
    }

    @Test func aPhoneHeldUprightIsMeasuredAsShown() {
        #expect(ImageSize(jpeg(width: 4032, height: 3024, orientation: 6)) == ImageSize(width: 3024, height: 4032))
        #expect(
            ImageSize(jpeg(width: 4032, height: 3024, orientation: 8, bigEndian: false))
                == ImageSize(width: 3024, height: 4032))
        #expect(ImageSize(jpeg(width: 4032, height: 3024, orientation: 3)) == ImageSize(width: 4032, height: 3024))
    }

    @Test func aPrintedBooksChaptersAreFoundByTheirDestinations() {
        // The shape Chromium's PDF has: objects at the offsets its cross-reference table gives.
        var pdf = "%PDF-1.4\n"
        var offsets: [Int] = []
        func add(_ body: String) {
            offsets.append(pdf.utf8.count)
            pdf += "\(offsets.count) 0 obj\n\(body)\nendobj\n"
        }
        add("<</Type /Catalog\n/Pages 2 0 R\n/Dests 3 0 R>>")
        add("<</Type /Pages\n/Count 3\n/Kids [4 0 R 5 0 R 6 0 R]>>")
        add("<</month-2025-01 [5 0 R /XYZ 6 579.2 0]\n/month-2025-03 [6 0 R /XYZ 6 579.2 0]>>")
        for _ in 0..<3 { add("<</Type /Page\n/Parent 2 0 R>>\nstream\nbinary\nendstream") }
        let table = pdf.utf8.count
        pdf += "xref\n0 \(offsets.count + 1)\n0000000000 65535 f \n"
        for offset in offsets { pdf += String(format: "%010d 00000 n \n", offset) }
        pdf += "trailer\n<</Size \(offsets.count + 1)\n/Root 1 0 R>>\nstartxref\n\(table)\n%%EOF\n"
        #expect(BookPages.pages(in: Data(pdf.utf8)) == ["month-2025-01": 2, "month-2025-03": 3])
        #expect(BookPages.pages(in: Data("%PDF-1.4\nnothing".utf8)).isEmpty)
    }
}
