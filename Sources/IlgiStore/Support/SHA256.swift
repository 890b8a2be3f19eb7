import Crypto
import Foundation
import GitKit
import IlgiEntry

/// SHA-256, for the content hashes in `Source:` trailers that let an import recognize entries
/// it already brought in (and the web editor's check that an entry did not change under it).
/// swift-crypto computes it; this names the one form ilgi writes.
public enum SHA256 {
    /// The digest of `text`'s UTF-8 bytes, as 64 lowercase hex digits.
    public static func hex(_ text: String) -> String {
        Hex.string(of: Crypto.SHA256.hash(data: Array(text.utf8)))
    }

    /// The digest of `data`, as 64 lowercase hex digits.
    public static func hex(_ data: Data) -> String {
        Hex.string(of: Crypto.SHA256.hash(data: data))
    }
}
