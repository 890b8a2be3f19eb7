import Foundation
import IlgiCore

/// Ways into the journal besides the timeline: search with the CLI's filters, tags, the
/// calendar of a year and the entries written on this day in earlier years.
///
/// The calendar and on-this-day counts are computed here from the entries, simply; when
/// IlgiCore gains its own calendar and stats, these can use them.
enum Finding {
    static let searchLimit = 200

    static func search(_ context: PageContext) async throws -> WebResponse {
        let request = context.request
        let t = context.t
        let q = request.parameter("q") ?? ""
        let filters = Filters(request)
        var html = """
            <h1>\(h(t(ServerText.search)))</h1>
            <form method="get" action="/search" class="search" id="search-form" role="search">
            <input type="search" name="q" id="q" value="\(h(q))" placeholder="\(h(t(ServerText.searchPlaceholder)))" aria-label="\(h(t(ServerText.search)))">
            <label>\(h(t(ServerText.tag))) <input type="text" name="tag" value="\(h(filters.tags.first ?? ""))" size="10"></label>
            <label>\(h(t(ServerText.since))) <input type="date" name="since" value="\(h(filters.since ?? ""))"></label>
            <label>\(h(t(ServerText.until))) <input type="date" name="until" value="\(h(filters.until ?? ""))"></label>
            <label><input type="checkbox" name="starred" value="1"\(filters.starred ? " checked" : "")> \(h(t(ServerText.starredOnly)))</label>
            <button type="submit" class="primary">\(h(t(ServerText.find)))</button>
            </form>
            """
        let query = SearchQuery(q)
        guard query != nil || !filters.isEmpty else {
            return await context.page(t(ServerText.search), html)
        }
        var filter = filters.entryFilter
        filter.limit = searchLimit
        let limited = filter
        let style = DateStyle(language: context.language)
        let entries: [Entry]
        var extra: [EntryID: String] = [:]
        if let query {
            let hits = try await context.journal.run { try JournalSearch($0).search(query, filter: limited) }
            entries = hits.map(\.entry)
            for hit in hits {
                let lines = hit.lines.filter { !$0.isTitle }.prefix(3).map {
                    "<span class=\"match\">\(highlight($0))</span>"
                }
                extra[hit.entry.id] = lines.joined()
            }
        } else {
            entries = try await context.journal.run { try $0.entries(matching: limited) }
        }
        html += "<p class=\"count\" id=\"result-count\">\(h(t(ServerText.resultCount(entries.count))))</p>"
        html +=
            entries.isEmpty
            ? "<p class=\"empty\">\(h(t(ServerText.noEntriesMatch)))</p>"
            : EntryList.render(entries, style: style, context: context, extra: extra)
        return await context.page(q.isEmpty ? t(ServerText.search) : q, html)
    }

    /// A matched line with its matches in `<mark>`, everything escaped.
    static func highlight(_ line: MatchedLine) -> String {
        var html = ""
        var position = line.text.startIndex
        for range in line.matches where range.lowerBound >= position {
            html += h(line.text[position..<range.lowerBound]) + "<mark>" + h(line.text[range]) + "</mark>"
            position = range.upperBound
        }
        return html + h(line.text[position...])
    }

    static func tags(_ context: PageContext) async throws -> WebResponse {
        let sorted = try await context.journal.run { try $0.tagCounts() }
        let t = context.t
        let items = sorted.map {
            "<li><a class=\"tag\" href=\"/\(FormData.query([("tag", $0.tag)]))\">@\(h($0.tag))</a> <span class=\"count\">\($0.count)</span></li>"
        }
        let html = """
            <h1>\(h(t(ServerText.tags)))</h1>
            \(items.isEmpty ? "<p class=\"empty\">\(h(t(ServerText.noTags)))</p>" : "<ul class=\"tag-list\" id=\"tags\">\(items.joined())</ul>")
            """
        return await context.page(t(ServerText.tags), html)
    }

    /// Today in the reader's time zone, `2026-11-23`.
    static func today() -> (year: Int, month: Int, day: Int) {
        let parts = Calendar(identifier: .gregorian).dateComponents(in: .current, from: Date())
        return (parts.year ?? 2026, parts.month ?? 1, parts.day ?? 1)
    }

    static func calendar(_ context: PageContext) async throws -> WebResponse {
        let now = today()
        let year =
            Int(context.request.parameter("year") ?? "").flatMap { (1...9999).contains($0) ? $0 : nil } ?? now.year
        let counts = try await context.journal.run { journal in
            var counts: [String: Int] = [:]
            for month in try journal.calendarMonths((1...12).map { (year, $0) }) {
                for day in month.days where day.entries > 0 { counts[day.date.description] = day.entries }
            }
            return counts
        }
        let t = context.t
        var gregorian = Calendar(identifier: .gregorian)
        gregorian.timeZone = TimeZone(secondsFromGMT: 0)!
        let initials = t(ServerText.weekdayInitials).split(separator: " ")
        var months = ""
        for month in 1...12 {
            let start = gregorian.date(from: DateComponents(year: year, month: month, day: 1))!
            let days = gregorian.range(of: .day, in: .month, for: start)?.count ?? 30
            let offset = gregorian.component(.weekday, from: start) - 1
            var cells = String(repeating: "<span class=\"pad\"></span>", count: offset)
            for day in 1...days {
                let key = String(format: "%04d-%02d-%02d", year, month, day)
                let isToday = (year, month, day) == (now.year, now.month, now.day)
                let todayClass = isToday ? " today" : ""
                if let count = counts[key] {
                    cells +=
                        "<a class=\"day written\(todayClass)\" href=\"/?on=\(key)\" title=\"\(key): \(count)\" data-day=\"\(key)\">\(day)</a>"
                } else {
                    cells += "<span class=\"day\(todayClass)\" data-day=\"\(key)\">\(day)</span>"
                }
            }
            months += """
                <section class="month"><h2>\(h(t(ServerText.monthNames[month - 1])))</h2>\
                <div class="grid">\(initials.map { "<span class=\"weekday\">\(h($0))</span>" }.joined())\(cells)</div></section>
                """
        }
        let html = """
            <div class="calendar-head">
            <a class="button" href="/calendar?year=\(year - 1)" rel="prev">‹ \(year - 1)</a>
            <h1>\(context.language == .korean ? "\(year)년" : String(year))</h1>
            <a class="button" href="/calendar?year=\(year + 1)" rel="next">\(year + 1) ›</a>
            </div>
            <p class="count" id="days-written">\(h(t(ServerText.daysWritten(counts.count))))</p>
            <div class="calendar" id="calendar">\(months)</div>
            """
        return await context.page(t(ServerText.calendar), html)
    }

    static func onThisDay(_ context: PageContext) async throws -> WebResponse {
        let now = today()
        let thisYear = now.year
        let entries = try await context.journal.run { journal in
            try journal.onThisDay(CivilDay(year: now.year, month: now.month, day: now.day)).years.flatMap(\.entries)
        }
        let t = context.t
        let style = DateStyle(language: context.language)
        var html = "<h1>\(h(t(ServerText.onThisDay)))</h1><p class=\"meta\">\(h(style.longDate(Date())))</p>"
        if entries.isEmpty {
            html += "<p class=\"empty\">\(h(t(ServerText.nothingOnThisDay)))</p>"
        } else {
            var byYear: [Int: [Entry]] = [:]
            for entry in entries { byYear[Int(entry.created.day.prefix(4)) ?? 0, default: []].append(entry) }
            for year in byYear.keys.sorted(by: >) {
                html += "<h2>\(h(t(ServerText.yearsAgo(thisYear - year))))</h2>"
                html += EntryList.render(byYear[year] ?? [], style: style, context: context)
            }
        }
        return await context.page(t(ServerText.onThisDay), html)
    }
}
