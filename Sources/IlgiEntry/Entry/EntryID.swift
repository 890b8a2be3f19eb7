import Foundation

/// An entry's identity: a UUID in lowercase, which is also its file name.
public struct EntryID: Hashable, Sendable, Comparable, CustomStringConvertible, Codable {
    public let uuid: String

    /// A new random id.
    public init() {
        uuid = UUID().uuidString.lowercased()
    }

    /// Accepts a UUID in any case; nil when `string` is not one.
    public init?(_ string: String) {
        if EntryID.isCanonical(string) {
            uuid = string  // the common case, a file name: no parsing needed
            return
        }
        guard let parsed = UUID(uuidString: string) else { return nil }
        uuid = parsed.uuidString.lowercased()
    }

    /// True for `xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx` in lowercase hexadecimal: the form ilgi
    /// writes, checked without Foundation's UUID parser (which `list` would call 100k times).
    package static func isCanonical(_ string: String) -> Bool {
        var string = string
        return string.withUTF8(isCanonical)
    }

    package static func isCanonical(_ utf8: UnsafeBufferPointer<UInt8>) -> Bool {
        var count = 0
        for byte in utf8 {
            switch count {
            case 8, 13, 18, 23:
                guard byte == UInt8(ascii: "-") else { return false }
            default:
                guard (48...57).contains(byte) || (97...102).contains(byte) else { return false }
            }
            count += 1
            if count > 36 { return false }
        }
        return count == 36
    }

    /// The first eight characters, as `ilgi list` shows them and commit messages use: cut on
    /// the bytes (ASCII), with no Character walk.
    public var short: String { String(uuid[..<uuid.utf8.index(uuid.startIndex, offsetBy: min(8, uuid.utf8.count))]) }

    public var description: String { uuid }

    public static func < (lhs: EntryID, rhs: EntryID) -> Bool { lhs.uuid < rhs.uuid }

    public init(from decoder: any Decoder) throws {
        let string = try decoder.singleValueContainer().decode(String.self)
        guard let id = EntryID(string) else {
            throw DecodingError.dataCorrupted(
                .init(codingPath: decoder.codingPath, debugDescription: "not a UUID: \(string)"))
        }
        self = id
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(uuid)
    }
}
