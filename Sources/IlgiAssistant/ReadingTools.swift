import Foundation
import IlgiCatalog
import IlgiCore
import IlgiEntry
import IlgiStore
import MCP

extension AssistantTool {
    static let searchEntries = AssistantTool(
        name: "search_entries", title: "Search the journal",
        description: """
            Find journal entries that contain words, newest first, with the lines that matched. \
            The query is words (all must occur), "a quoted phrase", or a /regular expression/; \
            matching ignores case and accents. Narrow it with dates (in English or Korean), tags, \
            fields and weather. Read a whole entry with read_entry.
            """,
        input: ToolArguments.filterProperties.merging(pageProperties) { $1 }.merging([
            "query": JSONSchema.string("What to look for: words, \"a phrase\", or /a regular expression/.")
        ]) { $1 },
        required: ["query"], output: EntryPage.schema(withMatches: true)
    ) { arguments, context in
        let text = try arguments.requiredString("query")
        guard let query = SearchQuery(text) else {
            throw ToolArgumentError(name: "query", expected: "words, a \"phrase\" or a valid /regular expression/")
        }
        let (offset, limit) = try pageBounds(arguments)
        let filter = try arguments.filterRequest(limit: offset + limit + 1).filter(dates: context.dates)
        let hits = try JournalSearch(context.journal).search(query, filter: filter)
        return page(hits.map { EntryBrief($0.entry, matches: $0.lines) }, offset: offset, limit: limit)
    }

    static let listEntries = AssistantTool(
        name: "list_entries", title: "List entries",
        description: """
            List journal entries newest first: title, date, weather, tags, fields and the start \
            of the body. Give since and until (or on) for a stretch of time, such as "last week", \
            "2026-03" or "지난달". Read a whole entry with read_entry.
            """,
        input: ToolArguments.filterProperties.merging(pageProperties) { $1 },
        output: EntryPage.schema(withMatches: false)
    ) { arguments, context in
        let (offset, limit) = try pageBounds(arguments)
        let filter = try arguments.filterRequest(limit: offset + limit + 1).filter(dates: context.dates)
        let entries = try context.journal.reader.entries(matching: filter)
        return page(entries.map { EntryBrief($0) }, offset: offset, limit: limit)
    }

    static let readEntry = AssistantTool(
        name: "read_entry", title: "Read an entry",
        description: """
            Read one journal entry: title, body, date, weather, place, tags, fields, the names \
            of its attached files, its [[links]] to other entries and the entries that link to \
            it. A long body comes in parts: when next_offset is not null, call again with that \
            offset to read on.
            """,
        input: [
            "id": JSONSchema.string("The entry's id, or its first 8 characters."),
            "offset": JSONSchema.integer("Where in the body to start, in characters (default 0).", minimum: 0),
            "max_characters": JSONSchema.integer(
                "How much of the body to return (default \(AnswerLimits.body)).", minimum: 1,
                maximum: AnswerLimits.maximumBody),
        ],
        required: ["id"], output: EntryReading.schema
    ) { arguments, context in
        let entry = try context.journal.reader.entry(matching: try arguments.requiredString("id"))
        let offset = try arguments.integer("offset", in: 0...Int.max) ?? 0
        let size = try arguments.integer("max_characters", in: 1...AnswerLimits.maximumBody) ?? AnswerLimits.body
        let attachments = EntryAssets.names(forEntryPath: entry.path, root: context.journal.root)
        let reader = context.journal.reader
        return EntryReading(
            entry, offset: offset, size: size, attachments: attachments,
            links: try reader.links(of: entry).prefix(AnswerLimits.links).map(LinkRecord.init),
            backlinks: try reader.backlinks(of: entry.id, limit: AnswerLimits.backlinks).map(LinkedEntryRecord.init))
    }

    static let listBacklinks = AssistantTool(
        name: "list_backlinks", title: "Entries that link here",
        description: """
            The entries whose [[links]] name one entry (by its id, by its title when no other \
            entry has it, or by its day), newest first: what the user connected to it.
            """,
        input: ["id": JSONSchema.string("The entry's id, or its first 8 characters.")],
        required: ["id"], output: BacklinksAnswer.schema
    ) { arguments, context in
        let entry = try context.journal.reader.entry(matching: try arguments.requiredString("id"))
        let backlinks = try context.journal.reader.backlinks(of: entry.id, limit: AnswerLimits.backlinks)
        return BacklinksAnswer(id: entry.id.uuid, backlinks: backlinks.map(LinkedEntryRecord.init))
    }

    static let onThisDay = AssistantTool(
        name: "on_this_day", title: "On this day",
        description: """
            The entries written on this month and day in earlier years, newest year first: what \
            the user wrote a year ago, two years ago, and so on.
            """,
        input: ["date": JSONSchema.string("The day to look back from (default today): 2026-03-14, yesterday, 어제.")],
        output: OnThisDayAnswer.schema
    ) { arguments, context in
        let day = try CivilDay(context.dates.timestamp(try arguments.string("date") ?? "today"))
        return OnThisDayAnswer(day: day, history: try context.journal.reader.onThisDay(day))
    }

    static let journalStats = AssistantTool(
        name: "journal_stats", title: "The journal's numbers",
        description: """
            Numbers about the journal, or about a year, a month or any stretch (on: "2025", \
            since/until): entries, words, days written, streaks, the busiest weekday and hour, \
            top tags, weather. The same as `ilgi stats --json`.
            """,
        input: ToolArguments.filterProperties, output: StatsRecord.schema
    ) { arguments, context in
        let filter = try arguments.filterRequest(limit: nil).filter(dates: context.dates)
        let today = CivilDay(context.dates.now, timeZone: context.dates.timeZone)
        return StatsRecord(try context.journal.reader.stats(matching: filter, today: today))
    }

    static let listTags = AssistantTool(
        name: "list_tags", title: "Tags",
        description:
            "The @tags of the journal (or of the entries a filter picks), most used first, with how many entries carry each.",
        input: ToolArguments.filterProperties.merging([
            "limit": JSONSchema.integer("How many tags at most.", minimum: 1)
        ]) { $1 },
        output: TagsAnswer.schema
    ) { arguments, context in
        let limit = try arguments.integer("limit", in: 1...Int.max)
        let filter = try arguments.filterRequest(limit: nil).filter(dates: context.dates)
        let counts = try context.journal.reader.tagCounts(matching: filter)
        return TagsAnswer(tags: limit.map { Array(counts.prefix($0)) } ?? counts)
    }

    static let listFields = AssistantTool(
        name: "list_fields", title: "Fields",
        description: """
            The fields the journal tracks on its entries (mood on a scale, hours slept, a place), \
            what values each takes, and how many entries set it with its average. Filter \
            entries by them with the fields argument of the other tools (mood>=4).
            """,
        input: [:], output: FieldsAnswer.schema
    ) { _, context in
        let declared = context.journal.fields
        guard !declared.definitions.isEmpty else { return FieldsAnswer(fields: []) }
        let entries = try context.journal.reader.entries(matching: EntryFilter())
        return FieldsAnswer(
            fields: declared.definitions.map { FieldsAnswer.Field(FieldStats(field: $0, entries: entries)) })
    }

    static let fieldStats = AssistantTool(
        name: "field_stats", title: "A field's numbers",
        description: """
            One field's numbers: its average by month, by weekday, with each tag and each kind of \
            weather, and how often each value was chosen. The same as `ilgi stats --field NAME --json`.
            """,
        input: ToolArguments.filterProperties.merging(["field": JSONSchema.string("The field's name (list_fields).")]) {
            $1
        },
        required: ["field"], output: FieldStatsRecord.schema
    ) { arguments, context in
        let name = try arguments.requiredString("field")
        let declared = context.journal.fields
        guard let field = declared.named(name) else { throw IlgiError.invalidInput(declared.unknownField(name)) }
        let filter = try arguments.filterRequest(limit: nil).filter(dates: context.dates)
        return FieldStatsRecord(FieldStats(field: field, entries: try context.journal.reader.entries(matching: filter)))
    }

    static let entryHistory = AssistantTool(
        name: "entry_history", title: "An entry's history",
        description: """
            Every saved version of one entry, newest first: when, what was done (add, edit, \
            restore …), its title then, and who wrote it when it was an assistant.
            """,
        input: [
            "id": JSONSchema.string("The entry's id, or its first 8 characters."),
            "limit": JSONSchema.integer("How many versions at most.", minimum: 1),
        ],
        required: ["id"], output: HistoryAnswer.schema
    ) { arguments, context in
        let history = JournalHistory(context.journal)
        let location = try history.locate(try arguments.requiredString("id"))
        let records = try history.log(of: location, limit: try arguments.integer("limit", in: 1...Int.max))
        return HistoryAnswer(id: location.id.uuid, versions: records.map(HistoryAnswer.Version.init))
    }

    static func pageBounds(_ arguments: ToolArguments) throws -> (offset: Int, limit: Int) {
        let limit = try arguments.integer("limit", in: 1...AnswerLimits.page) ?? AnswerLimits.defaultPage
        return (try PageCursor.offset(arguments.string("cursor")), limit)
    }
}
