import Foundation
import IlgiStore
import IlgiTestSupport
import Testing

/// The digests ilgi writes come from swift-crypto; these pin the form ilgi writes them in.
/// (`ShareTests.sha256MatchesKnownDigests` pins import's `Source:` hashes; GitKit's
/// `IndexFileTests` has libgit2 check the SHA-1 at the end of every index it writes.)
@Suite struct HashingTests {
    /// Day One names an export's photos by their MD5 (RFC 1321's test vectors).
    @Test func md5MatchesKnownDigests() throws {
        #expect(MD5.hex(Data()) == "d41d8cd98f00b204e9800998ecf8427e")
        #expect(MD5.hex(Data("abc".utf8)) == "900150983cd24fb0d6963f7d28e17f72")
        let folder = TemporaryDirectory("ilgi-md5")
        let file = try folder.write(String(repeating: "1234567890", count: 8), to: "photo.jpeg")
        #expect(try MD5.hex(of: file) == "57edf4a22be3c955ac49da2e2107b67a")
    }
}
