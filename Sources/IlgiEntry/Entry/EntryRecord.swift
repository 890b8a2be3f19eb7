import Foundation

/// An entry as JSON, with stable field names; `list --json`, `share --format json` and
/// `export --format json` all write this.
public struct EntryRecord: Codable, Sendable, Equatable {
    public var id: String
    public var title: String
    public var body: String
    /// ISO 8601 with the writer's UTC offset, as in the `Created:` trailer.
    public var created: String
    /// OpenWeatherMap icon code, or null.
    public var weather: String?
    public var tags: [String]
    public var starred: Bool
    /// The file's path inside the journal.
    public var path: String
    /// The `Location:` trailer, or null.
    public var location: String?
    /// The trailers ilgi does not write itself (a journal's fields: `{"mood": "4"}`), keys
    /// lowercased, the first of each key.
    public var fields: [String: String]
    /// The file's size in bytes, written only when the entry was read in part (a file of
    /// hundreds of megabytes): `body` is then the start of its text, and the file at `path`
    /// holds the rest.
    public var fileBytes: Int?

    public init(_ entry: Entry) {
        id = entry.id.uuid
        title = entry.title
        body = entry.body
        created = entry.created.iso8601
        weather = entry.weather?.code
        tags = entry.tags
        starred = entry.isStarred
        path = entry.path
        location = entry.document.trailer(Trailer.location).flatMap { $0.isEmpty ? nil : $0 }
        fields = Dictionary(uniqueKeysWithValues: entry.document.fieldTrailers.map { ($0.key.lowercased(), $0.value) })
        fileBytes = entry.fileSizeWhenCut
    }

    enum CodingKeys: String, CodingKey {
        case id, title, body, created, weather, tags, starred, path, location, fields, fileBytes
    }

    /// Reads a record; `location` and `fields`, which older versions did not write, may be
    /// missing.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(String.self, forKey: .id)
        title = try container.decode(String.self, forKey: .title)
        body = try container.decode(String.self, forKey: .body)
        created = try container.decode(String.self, forKey: .created)
        weather = try container.decodeIfPresent(String.self, forKey: .weather)
        tags = try container.decode([String].self, forKey: .tags)
        starred = try container.decode(Bool.self, forKey: .starred)
        path = try container.decode(String.self, forKey: .path)
        location = try container.decodeIfPresent(String.self, forKey: .location)
        fields = try container.decodeIfPresent([String: String].self, forKey: .fields) ?? [:]
        fileBytes = try container.decodeIfPresent(Int.self, forKey: .fileBytes)
    }

    /// Writes every field, `weather` as null when absent, so the shape never changes.
    public func encode(to encoder: any Encoder) throws {
        try encode(to: encoder, includingBody: true)
    }

    /// The same, with the body left out where a listing shows a preview instead (`ilgi mcp`'s
    /// `list_entries`); a type that adds keys of its own writes them to the same encoder.
    public func encode(to encoder: any Encoder, includingBody: Bool) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(title, forKey: .title)
        if includingBody { try container.encode(body, forKey: .body) }
        try container.encode(created, forKey: .created)
        try container.encode(weather, forKey: .weather)
        try container.encode(tags, forKey: .tags)
        try container.encode(starred, forKey: .starred)
        try container.encode(path, forKey: .path)
        try container.encode(location, forKey: .location)
        try container.encode(fields, forKey: .fields)
        try container.encodeIfPresent(fileBytes, forKey: .fileBytes)
    }

    /// `value` as the JSON every output of entries writes: `encoder`'s, with every C1 control
    /// (U+0080 to U+009F) escaped too. Foundation escapes the C0 controls alone, and a C1
    /// character is a control sequence to a terminal (U+009B is CSI) and to a log reader.
    public static func encode(_ value: some Encodable, pretty: Bool = true) throws -> Data {
        escapingC1Controls(try encoder(pretty: pretty).encode(value))
    }

    /// `json` with each C1 control's UTF-8 (0xC2, then 0x80 to 0x9F) written as `\u0080`…
    /// `\u009f`: only a string holds one, and there the escape means the same character.
    public static func escapingC1Controls(_ json: Data) -> Data {
        guard json.contains(0xC2) else { return json }
        let hex = Array("0123456789abcdef".utf8)
        var escaped = Data(capacity: json.count + 16)
        var previousWasLead = false
        for byte in json {
            if previousWasLead {
                previousWasLead = false
                if (0x80...0x9F).contains(byte) {
                    escaped.append(contentsOf: Array("\\u00".utf8) + [hex[Int(byte >> 4)], hex[Int(byte & 0x0F)]])
                    continue
                }
                escaped.append(0xC2)
            }
            if byte == 0xC2 {
                previousWasLead = true
                continue
            }
            escaped.append(byte)
        }
        if previousWasLead { escaped.append(0xC2) }
        return escaped
    }

    /// An encoder with the settings every JSON output shares: sorted keys, readable, UTF-8.
    /// Write entries with `encode`, which escapes what this leaves raw.
    public static func encoder(pretty: Bool = true) -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting =
            pretty ? [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes] : [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }
}
