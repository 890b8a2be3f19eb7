import Foundation
import IlgiCore
import IlgiEntry
import IlgiServeShared
import Mustache

/// The list of entries, newest first, fifty to a page.
enum Timeline {
    static let pageSize = 50

    static func show(_ context: PageContext) async throws -> WebResponse {
        let drafts = try await draftsNotice(context).map { context.render("timelineDrafts", $0) } ?? ""
        return try await context.cachedPage(above: drafts) { try listing(context) }
    }

    /// The page but its drafts notice: the entries, fifty to a page, and the notices a query
    /// asks for (an entry just deleted, the filters).
    private static func listing(_ context: PageContext) throws -> PageCache.Page {
        let filter = Filters(context)
        let page = max(1, Int(context.parameter("page") ?? "") ?? 1)
        let limit = page * pageSize + 1
        var entryFilter = filter.entryFilter
        entryFilter.limit = limit
        let query = entryFilter
        let reader = try context.journal.reader()
        let found = try reader.entries(matching: query)
        let total = found.isEmpty ? try reader.entryCount() : -1
        let hasMore = found.count == limit
        let onThisPage = found.dropFirst((page - 1) * pageSize).prefix(pageSize)
        let style = DateStyle(language: context.language)
        let deleted = context.parameter("deleted").flatMap(EntryID.init)
        let view = View(
            deleted: deleted.map { View.Deleted(id: $0.uuid) },
            filters: filter.isEmpty ? nil : filter.describe(context),
            entries: onThisPage.isEmpty ? "" : EntryList.render(Array(onThisPage), style: style, context: context),
            empty: onThisPage.isEmpty
                ? context.t(total == 0 && filter.isEmpty ? ServerText.noEntriesYet : ServerText.noEntriesMatch) : nil,
            next: hasMore ? "/" + FormData.query(filter.queryPairs + [("page", String(page + 1))]) : nil,
            t: context.words([
                "deletedNotice": ServerText.deletedNotice, "undo": ServerText.undo, "showAll": ServerText.showAll,
                "more": ServerText.more,
            ]))
        return PageCache.Page(title: context.t(ServerText.timeline), content: context.render("timeline", view))
    }

    /// The line at the top when the page holds text not yet saved, with the way back to it;
    /// nil when there is none.
    static func draftsNotice(_ context: PageContext) async throws -> DraftsView? {
        let drafts = try context.drafts().all().filter { $0.origin == .browser }.sorted { $0.name < $1.name }
        guard !drafts.isEmpty else { return nil }
        let continueWriting = context.t(ServerText.continueWriting)
        let links = drafts.map { draft in
            guard let id = draft.entryID else { return Link(path: "/new", name: continueWriting) }
            return Link(path: "/entry/\(id.uuid)/edit", name: "\(continueWriting) (\(id.short))")
        }
        return DraftsView(message: context.t(ServerText.unsavedDraft), links: links)
    }

    /// `timeline.mustache`.
    struct View {
        struct Deleted { let id: String }
        /// The entry just deleted, with the button that brings it back.
        let deleted: Deleted?
        /// The filters in words, when any narrow the list.
        let filters: String?
        /// The rows' HTML (`entryList.mustache`).
        let entries: String
        /// Why the list is empty, when it is.
        let empty: String?
        /// The next page's address, when there is one.
        let next: String?
        let t: [String: String]
    }

    /// `timelineDrafts.mustache`: text the browser holds that is not saved yet.
    struct DraftsView {
        let message: String
        let links: [Link]
    }

    struct Link {
        let path: String
        let name: String
    }
}

/// Rows of entries, as the timeline, search and the calendar's days show them.
enum EntryList {
    /// One row. `matches`: a search's matched lines, shown instead of the preview.
    struct Row {
        let id: String
        let weather: Weather?
        let iso8601: String
        let date: String
        let isStarred: Bool
        let title: String
        let preview: String
        let matches: [[Piece]]
        /// The entry's first picture, shown small beside it.
        let thumbnail: String?

        struct Weather {
            let words: String
            let emoji: String
        }
    }

    /// `entryList.mustache`: a row an entry.
    struct ListView {
        let rows: [Row]
    }

    /// A piece of a matched line: `isMatch` pieces are marked.
    struct Piece {
        let text: String
        let isMatch: Bool
    }

    static func render(
        _ entries: [Entry], style: DateStyle, context: PageContext, matches: [EntryID: [[Piece]]] = [:]
    ) -> String {
        context.render(
            "entryList",
            ListView(rows: entries.map { row($0, style: style, context: context, matches: matches[$0.id] ?? []) }))
    }

    static func row(_ entry: Entry, style: DateStyle, context: PageContext, matches: [[Piece]] = []) -> Row {
        let title = entry.title.trimmingCharacters(in: .whitespaces)
        return Row(
            id: entry.id.uuid,
            weather: entry.weather.map { Row.Weather(words: $0.words.text(in: context.language), emoji: $0.emoji) },
            iso8601: entry.created.iso8601, date: listDate(entry.created, style: style), isStarred: entry.isStarred,
            title: title.isEmpty ? context.t(ServerText.untitled) : title,
            preview: entry.preview(limit: 160), matches: matches, thumbnail: Photos.thumbnail(of: entry))
    }

}

// Rows are read by name, not through `Mirror`, which Mustache falls back on: reflection was
// three quarters of the time a 200-row search page took to make.
extension EntryList.Row: MustacheParent {
    func child(named name: String) -> Any? {
        switch name {
        case "id": id
        case "weather": weather
        case "iso8601": iso8601
        case "date": date
        case "isStarred": isStarred
        case "title": title
        case "preview": preview
        case "matches": matches
        case "thumbnail": thumbnail
        default: nil
        }
    }
}

extension EntryList.Row.Weather: MustacheParent {
    func child(named name: String) -> Any? {
        switch name {
        case "words": words
        case "emoji": emoji
        default: nil
        }
    }
}

extension EntryList.Piece: MustacheParent {
    func child(named name: String) -> Any? {
        switch name {
        case "text": text
        case "isMatch": isMatch
        default: nil
        }
    }
}

/// The date in a list, on the writer's calendar: "2026년 11월 23일" / "Nov 23, 2026".
func listDate(_ stamp: Timestamp, style: DateStyle) -> String {
    let parts = stamp.day.split(separator: "-").compactMap { Int($0) }
    guard parts.count == 3, (1...12).contains(parts[1]) else { return style.longDate(stamp) }
    return EntryText.dayInList(parts[0], parts[1], parts[2]).text(in: style.language)
}

/// The filters the CLI's `list` and `search` take, from a query string.
struct Filters {
    var tags: [String]
    var since: String?
    var until: String?
    var starred: Bool

    init(_ context: PageContext) {
        tags = context.query.all("tag").map(Tags.normalize).filter { !$0.isEmpty }
        starred = context.parameter("starred") == "1"
        if let on = context.parameter("on").flatMap(Filters.day) {
            since = on
            until = on
        } else {
            since = context.parameter("since").flatMap(Filters.day)
            until = context.parameter("until").flatMap(Filters.day)
        }
    }

    /// `2026-11-23`, or nil for anything else.
    static func day(_ text: String) -> String? {
        let parts = text.split(separator: "-")
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
            parts.allSatisfy({ $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) })
        else { return nil }
        return text
    }

    var isEmpty: Bool { tags.isEmpty && since == nil && until == nil && !starred }

    var entryFilter: EntryFilter { EntryFilter(firstDay: since, lastDay: until, tags: tags, starredOnly: starred) }

    var queryPairs: [(String, String?)] {
        if let since, since == until {
            return tags.map { ("tag", $0) } + [("on", since), ("starred", starred ? "1" : nil)]
        }
        return tags.map { ("tag", $0) } + [("since", since), ("until", until), ("starred", starred ? "1" : nil)]
    }

    func describe(_ context: PageContext) -> String {
        var parts = tags.map { "@" + $0 }
        if let since, since == until {
            parts.append(since)
        } else if since != nil || until != nil {
            parts.append("\(since ?? "…") – \(until ?? "…")")
        }
        if starred { parts.append("★") }
        return parts.joined(separator: " ")
    }
}
