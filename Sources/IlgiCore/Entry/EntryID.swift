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
        guard let parsed = UUID(uuidString: string) else { return nil }
        uuid = parsed.uuidString.lowercased()
    }

    /// The first eight characters, as `ilgi list` shows them and commit messages use.
    public var short: String { String(uuid.prefix(8)) }

    public var description: String { uuid }

    public static func < (lhs: EntryID, rhs: EntryID) -> Bool { lhs.uuid < rhs.uuid }

    public init(from decoder: any Decoder) throws {
        let string = try decoder.singleValueContainer().decode(String.self)
        guard let id = EntryID(string) else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "not a UUID: \(string)"))
        }
        self = id
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(uuid)
    }
}
