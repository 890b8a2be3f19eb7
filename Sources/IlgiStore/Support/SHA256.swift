import Crypto
import Foundation
import IlgiEntry

/// SHA-256, for the content hashes in `Source:` trailers that let an import recognize entries
/// it already brought in (and the web editor's check that an entry did not change under it).
/// swift-crypto computes it; this names the one form ilgi writes.
public enum SHA256 {
    /// The digest of `text`'s UTF-8 bytes, as 64 lowercase hex digits.
    public static func hex(_ text: String) -> String {
        hexDigits(Crypto.SHA256.hash(data: Array(text.utf8)))
    }

    /// The digest of `data`, as 64 lowercase hex digits.
    public static func hex(_ data: Data) -> String {
        hexDigits(Crypto.SHA256.hash(data: data))
    }
}

/// `digest` as lowercase hex digits, two per byte.
func hexDigits(_ digest: some Sequence<UInt8>) -> String {
    let digits = Array("0123456789abcdef".utf8)
    var text: [UInt8] = []
    for byte in digest {
        text.append(digits[Int(byte >> 4)])
        text.append(digits[Int(byte & 0x0F)])
    }
    return String(decoding: text, as: UTF8.self)
}
