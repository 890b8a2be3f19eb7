import Foundation
import IlgiCore
import IlgiEntry
import MCP

/// The journal as resources: each entry at `ilgi://entry/<uuid>`, a day's entries at
/// `ilgi://day/<YYYY-MM-DD>`, and today's at `ilgi://today`. Each reads as the entry file's
/// words inside the journal-data wrapper.
struct JournalResources {
    let desk: JournalDesk

    static let entryPrefix = "ilgi://entry/"
    static let dayPrefix = "ilgi://day/"
    static let today = "ilgi://today"
    static let pageSize = 100

    func register(on server: Server) async {
        let desk = desk
        await server.withMethodHandler(ListResources.self) { parameters in
            let offset = try Self.offset(parameters.cursor)
            return try await desk.reading { journal, _ in
                var filter = EntryFilter()
                filter.limit = offset + Self.pageSize + 1
                let summaries = try journal.reader.summaries(matching: filter)
                let page = summaries.dropFirst(offset).prefix(Self.pageSize)
                var resources = offset == 0 ? [Self.todayResource] : []
                resources += page.map {
                    Resource(
                        // No title here: a name stands outside the data wrapper, and a title is
                        // the journal's text (read_entry gives it, wrapped).
                        name: "Entry \($0.id.short) of \($0.created.iso8601)",
                        uri: Self.entryPrefix + $0.id.uuid, description: "Journal entry of \($0.created.iso8601)",
                        mimeType: "text/plain")
                }
                let more = summaries.count > offset + Self.pageSize
                return .init(
                    resources: resources, nextCursor: more ? PageCursor.make(offset: offset + Self.pageSize) : nil)
            }
        }
        await server.withMethodHandler(ListResourceTemplates.self) { _ in
            .init(templates: [
                Resource.Template(
                    uriTemplate: Self.entryPrefix + "{id}", name: "Journal entry",
                    description: "One entry by its id (or its first 8 characters).", mimeType: "text/plain"),
                Resource.Template(
                    uriTemplate: Self.dayPrefix + "{date}", name: "A day in the journal",
                    description: "The entries of one day, YYYY-MM-DD.", mimeType: "text/plain"),
            ])
        }
        await server.withMethodHandler(ReadResource.self) { parameters in
            let uri = parameters.uri
            return try await desk.reading { journal, dates in
                let entries: [Entry]
                if uri.hasPrefix(Self.entryPrefix) {
                    entries = [try journal.reader.entry(matching: String(uri.dropFirst(Self.entryPrefix.count)))]
                } else if uri == Self.today || uri.hasPrefix(Self.dayPrefix) {
                    var filter = EntryFilter()
                    let day = uri == Self.today ? "today" : String(uri.dropFirst(Self.dayPrefix.count))
                    let range = try dates.range(day)
                    filter.firstDay = range.first
                    filter.lastDay = range.last
                    filter.limit = AnswerLimits.page
                    entries = try journal.reader.entries(matching: filter)
                } else {
                    throw MCPError.invalidParams(
                        "no resource \(uri); ilgi's begin with ilgi://entry/, ilgi://day/ or are ilgi://today")
                }
                return .init(contents: [.text(Self.text(of: entries), uri: uri, mimeType: "text/plain")])
            }
        }
    }

    static let todayResource = Resource(
        name: "Today's entries", uri: today, description: "What the user wrote today.", mimeType: "text/plain")

    /// The entries' words in the wrapper: each its date, then its title and body as written,
    /// at most `AnswerLimits.maximumBody` characters in all (read_entry reads on).
    static func text(of entries: [Entry]) -> String {
        var text = ""
        for entry in entries {
            if !text.isEmpty { text += "\n\n---\n\n" }
            text += "id: \(entry.id.uuid)\ncreated: \(entry.created.iso8601)\n"
            if !entry.tags.isEmpty { text += "tags: " + entry.tags.joined(separator: ", ") + "\n" }
            text += "\n" + entry.title + "\n\n" + entry.body
        }
        let (shown, cut) = JournalData.bounded(text, to: AnswerLimits.maximumBody)
        let note = cut ? "\n[cut at \(AnswerLimits.maximumBody) characters; read_entry with an offset reads on]" : ""
        return JournalData.notice + "\n" + JournalData.opening + "\n" + JournalData.defused(shown) + "\n"
            + JournalData.closing + note
    }

    static func offset(_ cursor: String?) throws -> Int {
        do {
            return try PageCursor.offset(cursor)
        } catch {
            throw MCPError.invalidParams("not a cursor this server gave")
        }
    }
}

/// A prompt an assistant's user can pick: reflect on the last seven days of the journal.
struct ReflectionPrompt {
    let desk: JournalDesk
    static let name = "weekly_reflection"

    func register(on server: Server) async {
        let desk = desk
        await server.withMethodHandler(ListPrompts.self) { _ in
            .init(prompts: [
                Prompt(
                    name: Self.name, title: "Reflect on my week",
                    description: "The last seven days of the journal, with a request to reflect on them.",
                    arguments: [
                        .init(
                            name: "focus", description: "Something to look at in particular (optional).",
                            required: false)
                    ])
            ])
        }
        await server.withMethodHandler(GetPrompt.self) { parameters in
            guard parameters.name == Self.name else {
                throw MCPError.invalidParams(
                    "no prompt '\(JournalData.echoed(parameters.name))'; there is \(Self.name)")
            }
            let focus = parameters.arguments?["focus"].map { " Pay particular attention to: \($0)." } ?? ""
            let text = try await desk.reading { journal, dates in
                var filter = EntryFilter()
                filter.firstDay = try dates.range("6 days ago").first
                filter.lastDay = try dates.range("today").last
                filter.limit = AnswerLimits.page
                return JournalResources.text(of: try journal.reader.entries(matching: filter).reversed())
            }
            let request = """
                Here is my journal from the last seven days. Help me reflect on my week: what stood \
                out, what I felt, what patterns you notice, and one thing I might carry into next \
                week. Quote my own words where they help.\(focus)
                """
            return .init(
                description: "A reflection on the last seven days",
                messages: [.user(.text(text: request + "\n\n" + text))])
        }
    }
}
