import Crypto
import Foundation
import GitKit
import IlgiEntry

/// MD5, which Day One uses to name the photos of an export (swift-crypto's `Insecure.MD5`, as
/// the name says not for security).
package enum MD5 {
    /// The digest of the file at `url`, read a megabyte at a time, as 32 lowercase hex digits.
    package static func hex(of url: URL) throws -> String {
        var hasher = Insecure.MD5()
        let handle = try FileHandle(forReadingFrom: url)
        defer { try? handle.close() }
        while let chunk = try handle.read(upToCount: 1 << 20), !chunk.isEmpty { hasher.update(data: chunk) }
        return Hex.string(of: hasher.finalize())
    }

    package static func hex(_ data: Data) -> String {
        Hex.string(of: Insecure.MD5.hash(data: data))
    }
}
