import Foundation
import IlgiCore

/// The list of entries, newest first, fifty to a page.
enum Timeline {
    static let pageSize = 50

    static func show(_ context: PageContext) async throws -> WebResponse {
        let request = context.request
        let filter = Filters(request)
        let page = max(1, Int(request.parameter("page") ?? "") ?? 1)
        let limit = page * pageSize + 1
        var entryFilter = filter.entryFilter
        entryFilter.limit = limit
        let query = entryFilter
        let (found, total) = try await context.journal.run { journal in
            let entries = try journal.entries(matching: query)
            return (entries, entries.isEmpty ? (try journal.entryCount()) : -1)
        }
        let hasMore = found.count == limit
        let shown = found.dropFirst((page - 1) * pageSize).prefix(pageSize)
        let style = DateStyle(language: context.language)
        var html = ""
        html += draftsNotice(context)
        if let deleted = request.parameter("deleted"), let id = EntryID(deleted) {
            html += """
                <div class="notice" id="deleted-notice"><span>\(h(context.t(ServerText.deletedNotice)))</span>
                <form method="post" action="/entry/\(id.uuid)/restore" class="inline"><button type="submit" id="undo-delete">\(h(context.t(ServerText.undo)))</button></form></div>
                """
        }
        if !filter.isEmpty {
            html +=
                "<p class=\"filters\">\(h(context.t(ServerText.filtered(filter.describe(context))))) · <a href=\"/\">\(h(context.t(ServerText.showAll)))</a></p>"
        }
        if shown.isEmpty {
            let message = total == 0 && filter.isEmpty ? ServerText.noEntriesYet : ServerText.noEntriesMatch
            html += "<p class=\"empty\">\(h(context.t(message)))</p>"
        } else {
            html += EntryList.render(Array(shown), style: style, context: context)
        }
        if hasMore {
            let next = FormData.query(filter.queryPairs + [("page", String(page + 1))])
            html +=
                "<p class=\"more\"><a class=\"button\" href=\"/\(next)\" id=\"more\" rel=\"next\">\(h(context.t(ServerText.more)))</a></p>"
        }
        return await context.page(context.t(ServerText.timeline), html)
    }

    /// A line at the top when the page holds text not yet saved, with the way back to it.
    static func draftsNotice(_ context: PageContext) -> String {
        let drafts = context.site.drafts.all().filter { $0.origin == .browser }.sorted { $0.name < $1.name }
        guard !drafts.isEmpty else { return "" }
        let links = drafts.map { draft -> String in
            guard let id = draft.entryID else {
                return "<a href=\"/new\">\(h(context.t(ServerText.continueWriting)))</a>"
            }
            return "<a href=\"/entry/\(id.uuid)/edit\">\(h(context.t(ServerText.continueWriting))) (\(id.short))</a>"
        }
        return
            "<div class=\"notice\" id=\"drafts-notice\"><span>\(h(context.t(ServerText.unsavedDraft)))</span> \(links.joined(separator: " "))</div>"
    }
}

/// Rows of entries, as the timeline, search and the calendar's days show them.
enum EntryList {
    static func render(
        _ entries: [Entry], style: DateStyle, context: PageContext, extra: [EntryID: String] = [:]
    ) -> String {
        var html = "<ol class=\"entries\">"
        for entry in entries {
            html += row(entry, style: style, context: context, extra: extra[entry.id] ?? "")
        }
        return html + "</ol>"
    }

    static func row(_ entry: Entry, style: DateStyle, context: PageContext, extra: String = "") -> String {
        let title = entry.title.trimmingCharacters(in: .whitespaces)
        let preview = Preview.oneLine(entry.body, limit: 160)
        let weather =
            entry.weather.map {
                "<span class=\"weather\" title=\"\(h($0.words.text(in: context.language)))\">\($0.emoji)</span>"
            } ?? ""
        return """
            <li class="entry"><a href="/entry/\(entry.id.uuid)">\
            <span class="when">\(weather)<time datetime="\(entry.created.iso8601)">\(h(listDate(entry.created, style: style)))</time>\(entry.isStarred ? "<span class=\"star\">★</span>" : "")</span>\
            <strong class="title">\(h(title.isEmpty ? context.t(ServerText.untitled) : title))</strong>\
            \(extra.isEmpty ? "<span class=\"preview\">\(h(preview))</span>" : extra)</a></li>
            """
    }
}

/// The date in a list, on the writer's calendar: "2026년 11월 23일" / "Nov 23, 2026".
func listDate(_ stamp: Timestamp, style: DateStyle) -> String {
    guard style.language == .english else { return style.longDate(stamp) }
    let parts = stamp.day.split(separator: "-").compactMap { Int($0) }
    guard parts.count == 3, (1...12).contains(parts[1]) else { return style.longDate(stamp) }
    let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
    return "\(months[parts[1] - 1]) \(parts[2]), \(parts[0])"
}

/// The filters the CLI's `list` and `search` take, from a query string.
struct Filters {
    var tags: [String]
    var since: String?
    var until: String?
    var starred: Bool

    init(_ request: WebRequest) {
        tags = request.parameters("tag").map(Tags.normalize).filter { !$0.isEmpty }
        starred = request.parameter("starred") == "1"
        if let on = request.parameter("on").flatMap(Filters.day) {
            since = on
            until = on
        } else {
            since = request.parameter("since").flatMap(Filters.day)
            until = request.parameter("until").flatMap(Filters.day)
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
