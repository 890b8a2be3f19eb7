import Foundation
import IlgiCatalog
import IlgiCore
import IlgiEntry
import MCP

/// One entry read, its body in one part: `ilgi list --json`'s record, with where the part lies
/// in the body and the names of the entry's files.
struct EntryReading: Encodable, Sendable {
    /// The record, its body the part read.
    let record: EntryRecord
    let attachments: [String]
    /// The body's length in characters, and where this part of it starts.
    let bodyCharacters: Int
    let bodyOffset: Int
    /// Where the next part starts; null when this part reaches the end.
    let nextOffset: Int?
    /// Its [[links]], each with what it names now, and the entries that link to it.
    let links: [LinkRecord]
    let backlinks: [LinkedEntryRecord]

    init(
        _ entry: Entry, offset: Int, size: Int, attachments: [String], links: [LinkRecord] = [],
        backlinks: [LinkedEntryRecord] = []
    ) {
        var record = EntryRecord(entry)
        let whole = record.body
        let start = whole.index(whole.startIndex, offsetBy: offset, limitedBy: whole.endIndex) ?? whole.endIndex
        let (part, cut) = JournalData.bounded(String(whole[start...]), to: size)
        record.title = JournalData.bounded(record.title, to: AnswerLimits.title).text
        record.body = part
        self.record = record
        self.attachments = attachments
        bodyCharacters = whole.count
        bodyOffset = min(offset, bodyCharacters)
        nextOffset = cut ? bodyOffset + part.count : nil
        self.links = links
        self.backlinks = backlinks
    }

    enum CodingKeys: String, CodingKey {
        case attachments, links, backlinks
        case bodyCharacters = "body_characters", bodyOffset = "body_offset", nextOffset = "next_offset"
    }

    /// The record's keys, then these (every one, null where there is no value).
    func encode(to encoder: any Encoder) throws {
        try record.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(attachments, forKey: .attachments)
        try container.encode(bodyCharacters, forKey: .bodyCharacters)
        try container.encode(bodyOffset, forKey: .bodyOffset)
        try container.encode(nextOffset, forKey: .nextOffset)
        try container.encode(links, forKey: .links)
        try container.encode(backlinks, forKey: .backlinks)
    }

    static let schema: Value = {
        var properties = EntryBrief.recordProperties
        properties["body"] = JSONSchema.string("The body, or the part of it from body_offset.")
        properties["attachments"] = JSONSchema.array(JSONSchema.string(), "Names of the files kept with the entry.")
        properties["body_characters"] = JSONSchema.integer()
        properties["body_offset"] = JSONSchema.integer()
        properties["next_offset"] = JSONSchema.nullable("integer", "Pass as offset to read on; null at the end.")
        properties["links"] = JSONSchema.array(LinkSchemas.link, "The entry's [[links]], in the order written.")
        properties["backlinks"] = JSONSchema.array(LinkSchemas.linkedEntry, "The entries that link to this one.")
        let required = Array(properties.keys).sorted()
        let (name, partial) = EntryBrief.partialRecordProperty
        properties[name] = partial
        return JSONSchema.object(properties, required: required)
    }()
}

struct OnThisDayAnswer: Encodable, Sendable {
    struct Year: Encodable, Sendable {
        let year: Int
        let yearsAgo: Int
        let entries: [EntryBrief]

        enum CodingKeys: String, CodingKey {
            case year, entries
            case yearsAgo = "years_ago"
        }
    }

    /// The day looked back from, `YYYY-MM-DD`.
    let day: String
    let years: [Year]

    init(day: CivilDay, history: OnThisDay) {
        self.day = day.description
        years = history.years.map {
            Year(year: $0.year, yearsAgo: $0.yearsAgo, entries: $0.entries.map { EntryBrief($0) })
        }
    }

    static let schema = JSONSchema.object(
        [
            "day": JSONSchema.string("The day looked back from."),
            "years": JSONSchema.array(
                JSONSchema.object(
                    [
                        "year": JSONSchema.integer(), "years_ago": JSONSchema.integer(),
                        "entries": JSONSchema.array(EntryBrief.schema(withMatches: false)),
                    ], required: ["year", "years_ago", "entries"]), "Newest year first."),
        ], required: ["day", "years"])
}

struct TagsAnswer: Encodable, Sendable {
    let tags: [TagCount]

    static let schema = JSONSchema.object(
        [
            "tags": JSONSchema.array(
                JSONSchema.object(
                    ["tag": JSONSchema.string(), "count": JSONSchema.integer()], required: ["tag", "count"]),
                "Most used first.")
        ], required: ["tags"])
}

struct FieldsAnswer: Encodable, Sendable {
    struct Field: Encodable, Sendable {
        let name: String
        /// What it takes, in words: "1 to 5", "a number", "home, work, away".
        let values: String
        let entries: Int
        @NullWhenAbsent var average: Double?

        init(_ stats: FieldStats) {
            name = stats.field.name
            values = stats.field.valuesDescription.text(in: .english)
            entries = stats.entries
            average = stats.range == nil ? nil : (stats.overall.value * 100).rounded() / 100
        }
    }

    let fields: [Field]

    static let schema = JSONSchema.object(
        [
            "fields": JSONSchema.array(
                JSONSchema.object(
                    [
                        "name": JSONSchema.string(), "values": JSONSchema.string("What values it takes."),
                        "entries": JSONSchema.integer("How many entries set it."),
                        "average": JSONSchema.nullable("number", "The average of a number field; null otherwise."),
                    ], required: ["name", "values", "entries", "average"]))
        ], required: ["fields"])
}

struct HistoryAnswer: Encodable, Sendable {
    struct Version: Encodable, Sendable {
        let commit: String
        let date: String
        @NullWhenAbsent var action: String?
        let title: String
        @NullWhenAbsent var writer: String?

        init(_ record: HistoryRecord) {
            commit = record.commit
            date = record.date.iso8601
            action = record.action.map { $0.rawValue.lowercased() }
            title = JournalData.bounded(record.title, to: AnswerLimits.title).text
            writer = record.writer
        }
    }

    let id: String
    let versions: [Version]

    static let schema = JSONSchema.object(
        [
            "id": JSONSchema.string(),
            "versions": JSONSchema.array(
                JSONSchema.object(
                    [
                        "commit": JSONSchema.string("The git commit."), "date": JSONSchema.string(),
                        "action": JSONSchema.nullable("string", "add, edit, delete, restore, merge or import."),
                        "title": JSONSchema.string("The entry's title in that version."),
                        "writer": JSONSchema.nullable("string", "Who wrote it, when not the user: an assistant."),
                    ], required: ["commit", "date", "action", "title", "writer"]), "Newest first."),
        ], required: ["id", "versions"])
}

extension StatsRecord {
    static let schema: Value = {
        let moment = JSONSchema.nullable(
            object: JSONSchema.object(
                ["id": JSONSchema.string(), "title": JSONSchema.string(), "created": JSONSchema.string()],
                required: ["id", "title", "created"]))
        let count = JSONSchema.integer()
        return JSONSchema.object(
            [
                "entries": count, "words": count, "starred": count, "days": JSONSchema.integer("Days written on."),
                "tags": JSONSchema.integer("How many different tags."), "current_streak": count,
                "longest_streak": count, "busiest_weekday": JSONSchema.nullable("string"),
                "busiest_hour": JSONSchema.nullable("integer"), "by_weekday": JSONSchema.map(of: count),
                "by_hour": JSONSchema.array(count, "Entries by hour of the day, 0 to 23."),
                "top_tags": TagsAnswer.schema.objectValue?["properties"]?.objectValue?["tags"] ?? .null,
                "weather": JSONSchema.map(of: count), "first": moment, "last": moment,
            ],
            required: [
                "entries", "words", "starred", "days", "tags", "current_streak", "longest_streak", "busiest_weekday",
                "busiest_hour", "by_weekday", "by_hour", "top_tags", "weather", "first", "last",
            ])
    }()
}

extension FieldStatsRecord {
    static let schema: Value = {
        let mean = JSONSchema.object(
            ["average": JSONSchema.number(), "entries": JSONSchema.integer()], required: ["average", "entries"])
        return JSONSchema.object(
            [
                "field": JSONSchema.string(), "entries": JSONSchema.integer(),
                "average": JSONSchema.nullable("number"), "by_month": JSONSchema.map(of: mean),
                "by_weekday": JSONSchema.map(of: mean), "tags": JSONSchema.map(of: mean),
                "weather": JSONSchema.map(of: mean), "values": JSONSchema.map(of: JSONSchema.integer()),
            ], required: ["field", "entries", "by_month", "by_weekday", "tags", "weather", "values"])
    }()
}

/// The schemas of `LinkRecord` and `LinkedEntryRecord` (`show --json`'s links and backlinks).
enum LinkSchemas {
    static let linkedEntry = JSONSchema.object(
        [
            "id": JSONSchema.string(), "title": JSONSchema.string(), "created": JSONSchema.string(),
            "path": JSONSchema.string(),
        ], required: ["id", "title", "created", "path"])

    static let link = JSONSchema.object(
        [
            "kind": JSONSchema.string("id, title or day: what the link names."),
            "target": JSONSchema.string("What is between the brackets, before any |."),
            "label": JSONSchema.nullable("string"),
            "state": JSONSchema.string("resolved, broken (names no entry) or ambiguous (names several)."),
            "entries": JSONSchema.array(
                linkedEntry, "The entry it names; a day's entries; an ambiguous link's candidates."),
        ], required: ["kind", "target", "label", "state", "entries"])
}

/// `list_backlinks`: the entries that link to one.
struct BacklinksAnswer: Encodable, Sendable {
    let id: String
    let backlinks: [LinkedEntryRecord]

    static let schema = JSONSchema.object(
        ["id": JSONSchema.string(), "backlinks": JSONSchema.array(LinkSchemas.linkedEntry, "Newest first.")],
        required: ["id", "backlinks"])
}
