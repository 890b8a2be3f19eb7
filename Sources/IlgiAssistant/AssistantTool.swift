import Foundation
import IlgiCore
import IlgiEntry
import MCP

/// One tool an assistant may call: its declaration (name, what it is for, the JSON Schema of
/// what it takes and of what it gives back) and what it does with the journal.
struct AssistantTool: Sendable {
    let declaration: Tool
    /// True for a tool that saves: offered only with `--allow-write`.
    let writes: Bool
    let run: @Sendable (ToolArguments, ToolContext) throws -> any Encodable & Sendable

    var name: String { declaration.name }

    init(
        name: String, title: String, description: String, input: [String: Value], required: [String] = [],
        output: Value, writes: Bool = false,
        run: @escaping @Sendable (ToolArguments, ToolContext) throws -> any Encodable & Sendable
    ) {
        declaration = Tool(
            name: name, title: title, description: description,
            inputSchema: JSONSchema.object(input, required: required),
            annotations: .init(
                title: title, readOnlyHint: !writes, destructiveHint: false, idempotentHint: !writes,
                openWorldHint: false),
            outputSchema: output)
        self.writes = writes
        self.run = { arguments, context in
            try arguments.allowOnly(Set(input.keys))
            return try run(arguments, context)
        }
    }
}

/// What a tool works with: the journal, and the clock and time zone "today" is read in.
struct ToolContext {
    let journal: Journal
    let dates: DateInput
}

extension AssistantTool {
    /// Every tool, the writing ones last.
    static let all: [AssistantTool] = [
        searchEntries, listEntries, readEntry, listBacklinks, onThisDay, journalStats, listTags, listFields, fieldStats,
        entryHistory, createEntry, appendToEntry,
    ]

    /// A page of `offset..<offset+limit` from `found`, which holds at most one more than the
    /// page (so a next page is known to exist without counting every match).
    static func page(_ found: [EntryBrief], offset: Int, limit: Int) -> EntryPage {
        let shown = Array(found.dropFirst(offset).prefix(limit))
        let more = found.count > offset + limit
        return EntryPage(entries: shown, nextCursor: more ? PageCursor.make(offset: offset + limit) : nil)
    }

    static let pageProperties: [String: Value] = [
        "limit": JSONSchema.integer(
            "How many entries to return (default \(AnswerLimits.defaultPage), at most \(AnswerLimits.page)).",
            minimum: 1, maximum: AnswerLimits.page),
        "cursor": JSONSchema.string("The next_cursor of the previous page, to read on."),
    ]
}

extension Tool.Content {
    /// Plain text, with no annotations.
    static func plain(_ text: String) -> Self { .text(text: text, annotations: nil, _meta: nil) }
}
