import Foundation
import IlgiCatalog
import IlgiCore
import IlgiEntry
import MCP

/// One entry in a listing or a search: what `ilgi list --json` gives, without the body (a
/// preview instead; `read_entry` reads the body), plus the lines a search matched.
struct EntryBrief: Encodable, Sendable {
    let record: EntryRecord
    let preview: String
    let matches: [String]?

    init(_ entry: Entry, matches: [MatchedLine]? = nil) {
        var record = EntryRecord(entry)
        record.title = JournalData.bounded(record.title, to: AnswerLimits.title).text
        self.record = record
        preview = entry.preview(limit: AnswerLimits.preview)
        self.matches = matches.map { lines in
            lines.filter { !$0.isTitle }.prefix(AnswerLimits.matchedLines).map {
                JournalData.bounded($0.text, to: AnswerLimits.matchedLine).text
            }
        }
    }

    enum CodingKeys: String, CodingKey {
        case preview, matches
    }

    /// The record's keys (every one, null where there is no value: strict clients hold the
    /// answer to its schema), then the preview and the matches.
    func encode(to encoder: any Encoder) throws {
        try record.encode(to: encoder, includingBody: false)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(preview, forKey: .preview)
        try container.encodeIfPresent(matches, forKey: .matches)
    }

    /// `EntryRecord`'s keys as a schema; `read_entry` adds the body to them.
    static let recordProperties: [String: Value] = [
        "id": JSONSchema.string("The entry's id (a UUID); read_entry takes it, or its first 8 characters."),
        "title": JSONSchema.string(),
        "created": JSONSchema.string("When it was written: ISO 8601 with the writer's UTC offset."),
        "weather": JSONSchema.nullable("string", "An OpenWeatherMap icon code (10d: rain by day)."),
        "tags": JSONSchema.array(JSONSchema.string()),
        "starred": JSONSchema.boolean(),
        "path": JSONSchema.string("The file inside the journal."),
        "location": JSONSchema.nullable("string"),
        "fields": JSONSchema.map(of: JSONSchema.string(), "The journal's fields the entry sets (mood: 4)."),
    ]

    static func schema(withMatches: Bool) -> Value {
        var properties = recordProperties
        properties["preview"] = JSONSchema.string("The start of the body, on one line.")
        if withMatches {
            properties["matches"] = JSONSchema.array(JSONSchema.string(), "Lines of the body that matched.")
        }
        return JSONSchema.object(properties, required: Array(recordProperties.keys) + ["preview"])
    }

    /// `fileBytes`, which a record holds only when the entry was read in part: not required.
    static var partialRecordProperty: (String, Value) {
        (
            "fileBytes",
            JSONSchema.integer(
                "Present only for an entry whose file is larger than ilgi reads (8 MiB): its size in bytes. The body is then the start of the entry, and the file holds the rest."
            )
        )
    }
}

/// A page of entries, and where the next begins.
struct EntryPage: Encodable, Sendable {
    let entries: [EntryBrief]
    /// Pass as `cursor` for the next page; null on the last.
    @NullWhenAbsent var nextCursor: String?

    enum CodingKeys: String, CodingKey {
        case entries
        case nextCursor = "next_cursor"
    }

    static func schema(withMatches: Bool) -> Value {
        JSONSchema.object(
            [
                "entries": JSONSchema.array(EntryBrief.schema(withMatches: withMatches)),
                "next_cursor": JSONSchema.nullable("string", "Pass as cursor for the next page; null on the last."),
            ], required: ["entries", "next_cursor"])
    }
}

/// Where a page starts, as an opaque string an assistant passes back.
enum PageCursor {
    static func make(offset: Int) -> String { Data("offset:\(offset)".utf8).base64EncodedString() }

    static func offset(_ cursor: String?) throws -> Int {
        guard let cursor else { return 0 }
        guard let data = Data(base64Encoded: cursor), let text = String(data: data, encoding: .utf8),
            text.hasPrefix("offset:"), let offset = Int(text.dropFirst(7)), offset >= 0
        else { throw ToolArgumentError(name: "cursor", expected: "a next_cursor from an earlier answer") }
        return offset
    }
}

/// An optional answer field written as `null` when it has no value, where Swift's own
/// encoding leaves the key out: strict clients hold each answer to a schema that lists every
/// key as required (memos#6022).
@propertyWrapper
struct NullWhenAbsent<Value: Encodable & Sendable>: Encodable, Sendable {
    var wrappedValue: Value?

    init(wrappedValue: Value?) { self.wrappedValue = wrappedValue }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        if let wrappedValue { try container.encode(wrappedValue) } else { try container.encodeNil() }
    }
}
