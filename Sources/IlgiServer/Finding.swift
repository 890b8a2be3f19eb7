import Foundation
import IlgiCatalog
import IlgiCore
import IlgiEntry
import IlgiServeShared

/// Ways into the journal besides the timeline: search with the CLI's filters, tags, the
/// calendar of a year and the entries written on this day in earlier years.
///
/// The calendar and on-this-day counts are computed here from the entries, simply; when
/// IlgiCore gains its own calendar and stats, these can use them.
enum Finding {
    static let searchLimit = 200

    static func search(_ context: PageContext) async throws -> WebResponse {
        try await context.cachedPage { try searchPage(context) }
    }

    private static func searchPage(_ context: PageContext) throws -> PageCache.Page {
        let t = context.t
        let q = context.parameter("q") ?? ""
        let filters = Filters(context)
        var view = SearchView(
            q: q, tag: filters.tags.first ?? "", since: filters.since ?? "", until: filters.until ?? "",
            starred: filters.starred, results: nil,
            t: context.words([
                "search": ServerText.search, "searchPlaceholder": ServerText.searchPlaceholder, "tag": ServerText.tag,
                "since": ServerText.since, "until": ServerText.until, "starredOnly": ServerText.starredOnly,
                "find": ServerText.find, "noEntriesMatch": ServerText.noEntriesMatch,
            ]))
        let query = SearchQuery(q)
        guard query != nil || !filters.isEmpty else {
            return PageCache.Page(title: t(ServerText.search), content: context.render("search", view))
        }
        var filter = filters.entryFilter
        filter.limit = searchLimit
        let limited = filter
        let style = DateStyle(language: context.language)
        let entries: [Entry]
        var matches: [EntryID: [[EntryList.Piece]]] = [:]
        if let query {
            let hits = try JournalSearch(context.journal.reader()).search(query, filter: limited)
            entries = hits.map(\.entry)
            for hit in hits {
                matches[hit.entry.id] = hit.lines.filter { !$0.isTitle }.prefix(3).map(pieces)
            }
        } else {
            entries = try context.journal.reader().entries(matching: limited)
        }
        view.results = SearchView.Results(
            count: t(ServerText.resultCount(entries.count)), isEmpty: entries.isEmpty,
            list: entries.isEmpty ? "" : EntryList.render(entries, style: style, context: context, matches: matches))
        return PageCache.Page(title: q.isEmpty ? t(ServerText.search) : q, content: context.render("search", view))
    }

    /// A matched line cut where its matches begin and end, for the template to mark them.
    static func pieces(_ line: MatchedLine) -> [EntryList.Piece] {
        var pieces: [EntryList.Piece] = []
        var position = line.text.startIndex
        for range in line.matches where range.lowerBound >= position {
            pieces.append(.init(text: String(line.text[position..<range.lowerBound]), isMatch: false))
            pieces.append(.init(text: String(line.text[range]), isMatch: true))
            position = range.upperBound
        }
        pieces.append(.init(text: String(line.text[position...]), isMatch: false))
        return pieces
    }

    static func tags(_ context: PageContext) async throws -> WebResponse {
        try await context.cachedPage { try tagsPage(context) }
    }

    private static func tagsPage(_ context: PageContext) throws -> PageCache.Page {
        let sorted = try context.journal.reader().tagCounts()
        let view = TagsView(
            tags: sorted.map {
                TagsView.Tag(name: $0.tag, count: $0.count, link: "/" + FormData.query([("tag", $0.tag)]))
            },
            t: context.words(["tags": ServerText.tags, "noTags": ServerText.noTags]))
        return PageCache.Page(title: context.t(ServerText.tags), content: context.render("tags", view))
    }

    /// Today in the reader's time zone, `2026-11-23`.
    static func today() -> (year: Int, month: Int, day: Int) {
        let parts = Calendar(identifier: .gregorian).dateComponents(in: .current, from: Date())
        return (parts.year ?? 2026, parts.month ?? 1, parts.day ?? 1)
    }

    /// Today in the reader's time zone, `2026-11-23`: what the calendar and on-this-day
    /// pages are kept for.
    static func todayStamp() -> String {
        let now = today()
        return CivilDay(year: now.year, month: now.month, day: now.day).description
    }

    static func calendar(_ context: PageContext) async throws -> WebResponse {
        try await context.cachedPage { try calendarPage(context) }
    }

    private static func calendarPage(_ context: PageContext) throws -> PageCache.Page {
        let now = today()
        let year =
            Int(context.parameter("year") ?? "").flatMap { (1...9999).contains($0) ? $0 : nil } ?? now.year
        var counts: [String: Int] = [:]
        for month in try context.journal.reader().calendarMonths((1...12).map { (year, $0) }) {
            for day in month.days where day.entries > 0 { counts[day.date.description] = day.entries }
        }
        let t = context.t
        var gregorian = Calendar(identifier: .gregorian)
        gregorian.timeZone = TimeZone(secondsFromGMT: 0)!
        // Sunday first, as calendars on a wall are laid out.
        let initials = ([Weekday.sunday] + Weekday.allCases.dropLast()).map { t($0.letter) }
        let months = (1...12).map { month in
            let start = gregorian.date(from: DateComponents(year: year, month: month, day: 1))!
            let days = gregorian.range(of: .day, in: .month, for: start)?.count ?? 30
            let offset = gregorian.component(.weekday, from: start) - 1
            return CalendarView.Month(
                name: t(MonthName.of(month)), pads: Array(repeating: true, count: offset),
                days: (1...days).map { day in
                    let key = CivilDay(year: year, month: month, day: day).description
                    return CalendarView.Day(
                        number: day, key: key, count: counts[key] ?? 0,
                        isToday: (year, month, day) == (now.year, now.month, now.day))
                })
        }
        let view = CalendarView(
            previous: year - 1, next: year + 1, year: t(ServerText.calendarYear(year)),
            daysWritten: t(ServerText.daysWritten(counts.count)), initials: initials, months: months)
        return PageCache.Page(title: t(ServerText.calendar), content: context.render("calendar", view))
    }

    static func onThisDay(_ context: PageContext) async throws -> WebResponse {
        try await context.cachedPage { try onThisDayPage(context) }
    }

    private static func onThisDayPage(_ context: PageContext) throws -> PageCache.Page {
        let now = today()
        let thisYear = now.year
        let entries = try context.journal.reader().onThisDay(
            CivilDay(year: now.year, month: now.month, day: now.day)
        ).years.flatMap(\.entries)
        let t = context.t
        let style = DateStyle(language: context.language)
        var byYear: [Int: [Entry]] = [:]
        for entry in entries { byYear[Int(entry.created.day.prefix(4)) ?? 0, default: []].append(entry) }
        let view = OnThisDayView(
            today: style.longDate(Date()),
            years: byYear.keys.sorted(by: >).map { year in
                OnThisDayView.Year(
                    heading: t(ServerText.yearsAgo(thisYear - year)),
                    list: EntryList.render(byYear[year] ?? [], style: style, context: context))
            },
            t: context.words(["onThisDay": ServerText.onThisDay, "nothingOnThisDay": ServerText.nothingOnThisDay]))
        return PageCache.Page(title: t(ServerText.onThisDay), content: context.render("onThisDay", view))
    }
}
