import Foundation
import IlgiCore
import IlgiEntry
import MCP

/// The two tools that save, offered only with `--allow-write`. Neither deletes, overwrites or
/// rewrites history: one adds an entry, the other adds a paragraph at the end of one. Each is
/// one commit whose author names the assistant (`JournalStore.writer`), so `ilgi log` shows
/// who wrote it and `ilgi restore` takes it back.
extension AssistantTool {
    static let createEntry = AssistantTool(
        name: "create_entry", title: "Write a new entry",
        description: """
            Save a new journal entry, as `ilgi new` does: a title, a body, and optionally the day \
            it is about, @tags and the journal's fields (list_fields says which). Only when the \
            user asks for it. Returns the new entry's id.
            """,
        input: [
            "title": JSONSchema.string("The entry's first line."),
            "body": JSONSchema.string("The text below the title."),
            "date": JSONSchema.string("When it is about (default now): 2026-03-14, yesterday, 어제 9pm."),
            "tags": JSONSchema.array(JSONSchema.string(), "@tags to add at the end of the body (without the @)."),
            "fields": JSONSchema.map(of: JSONSchema.string(), "Field values to set: {\"mood\": \"4\"}."),
        ],
        required: ["title"], output: SavedEntry.schema, writes: true
    ) { arguments, context in
        let title = try arguments.requiredString("title")
        guard !title.contains(where: \.isNewline) else {
            throw ToolArgumentError(name: "title", expected: "one line")
        }
        var body = try arguments.string("body") ?? ""
        let tags = try arguments.tags("tags")
        if let bad = tags.first(where: { Tags.find(in: "@" + $0) != [$0.lowercased()] }) {
            throw ToolArgumentError(name: "tags", expected: "tags of letters, digits, - and _ ('\(bad)' is not one)")
        }
        if !tags.isEmpty { body += (body.isEmpty ? "" : "\n\n") + tags.map { "@" + $0 }.joined(separator: " ") }
        guard title.count + body.count <= AnswerLimits.written else {
            throw ToolArgumentError(name: "body", expected: "at most \(AnswerLimits.written) characters")
        }
        let created = try arguments.string("date").map { try context.dates.timestamp($0) }
        let journal = context.journal
        let changes = try arguments.stringMap("fields").sorted { $0.key < $1.key }.map {
            try journal.fields.change($0.key, to: $0.value)
        }
        let outcome = try journal.create(
            text: title + "\n\n" + body, created: created, trailers: changes.compactMap(\.trailer))
        guard case .saved(let entry) = outcome else {
            throw ToolArgumentError(name: "title", expected: "text (an empty entry is never saved)")
        }
        return SavedEntry(entry, changed: true)
    }

    static let appendToEntry = AssistantTool(
        name: "append_to_entry", title: "Add to an entry",
        description: """
            Add a paragraph at the end of an existing entry's body; nothing already written \
            changes. Only when the user asks for it.
            """,
        input: [
            "id": JSONSchema.string("The entry's id, or its first 8 characters."),
            "text": JSONSchema.string("The paragraph to add."),
        ],
        required: ["id", "text"], output: SavedEntry.schema, writes: true
    ) { arguments, context in
        let journal = context.journal
        let entry = try journal.reader.entry(matching: try arguments.requiredString("id"))
        let paragraph = try arguments.requiredString("text").trimmingCharacters(in: .whitespacesAndNewlines)
        guard !paragraph.isEmpty, paragraph.count <= AnswerLimits.written else {
            throw ToolArgumentError(name: "text", expected: "from 1 to \(AnswerLimits.written) characters")
        }
        let original = try journal.entryFileText(entry)
        var document = EntryDocument(parsing: original)
        let body = document.body.trimmingCharacters(in: .whitespacesAndNewlines)
        document.setBody(body.isEmpty ? paragraph : body + "\n\n" + paragraph)
        switch try journal.update(entry, text: document.rendered(), original: original) {
        case .saved(let updated): return SavedEntry(updated, changed: true)
        case .unchanged(let same): return SavedEntry(same, changed: false)
        case .empty: return SavedEntry(entry, changed: false)
        }
    }
}

/// What a write saved.
struct SavedEntry: Encodable, Sendable {
    let id: String
    let title: String
    let created: String
    let path: String
    /// False when there was nothing to change.
    let saved: Bool

    init(_ entry: Entry, changed: Bool) {
        id = entry.id.uuid
        title = JournalData.bounded(entry.displayTitle, to: AnswerLimits.title).text
        created = entry.created.iso8601
        path = entry.path
        saved = changed
    }

    static let schema = JSONSchema.object(
        [
            "id": JSONSchema.string(), "title": JSONSchema.string(), "created": JSONSchema.string(),
            "path": JSONSchema.string(), "saved": JSONSchema.boolean("False when there was nothing to change."),
        ], required: ["id", "title", "created", "path", "saved"])
}
