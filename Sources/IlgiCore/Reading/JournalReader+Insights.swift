import Foundation
import IlgiCatalog
import IlgiEntry

/// The journal at a glance (tags, stats, the calendar, on this day) summed by SQLite over the
/// catalog, so at 100,000 entries they cost a scan of one narrow index, not 100,000 summaries.
/// When SQL cannot decide the filter, each is computed from the catalog's summaries:
/// `TagCount.counts`, `JournalStats.init(_:today:)`, `CalendarMonth.init(year:month:summaries:)`
/// and `OnThisDay.init(entries:day:)` stay the reference meaning, and `CatalogAgreementTests`
/// holds both to it.
extension JournalReader {
    /// Every tag of the entries `filter` selects (its limit ignored) with its count, most used
    /// first, then by name.
    public func tagCounts(matching filter: EntryFilter = EntryFilter()) throws -> [TagCount] {
        var filter = filter
        filter.limit = nil
        guard filter.catalogConditions.isExact else { return TagCount.counts(in: try summaries(matching: filter)) }
        return try reading { try $0.tagCounts(filter.catalogConditions(in: $0)) }
    }

    /// The numbers of `ilgi stats` for the entries `filter` selects (its limit ignored).
    public func stats(
        matching filter: EntryFilter = EntryFilter(), today: CivilDay, topTagLimit: Int = 10
    ) throws
        -> JournalStats
    {
        var filter = filter
        filter.limit = nil
        guard filter.catalogConditions.isExact else {
            return JournalStats(try summaries(matching: filter), today: today, topTagLimit: topTagLimit)
        }
        return try reading { index in
            let conditions = try filter.catalogConditions(in: index)
            let (days, hours, weather) = try index.dayHourAndWeatherTotals(conditions)
            var weekdays = Array(repeating: 0, count: 7)
            for total in days { weekdays[total.day.weekday - 1] += total.entries }
            let tags = try index.tagCounts(conditions)
            return JournalStats(
                entries: days.reduce(0) { $0 + $1.entries }, words: days.reduce(0) { $0 + $1.words },
                starred: days.reduce(0) { $0 + $1.starred }, days: days.count, byWeekday: weekdays,
                byHour: hours, topTags: Array(tags.prefix(topTagLimit)), tagCount: tags.count,
                weather: weather,
                first: try index.summaries(where: conditions.oldest, limit: 1).first,
                last: try index.summaries(where: conditions, limit: 1).first,
                streaks: Streaks(days: Set(days.map(\.day)), today: today))
        }
    }

    /// One entry `filter` selects (its limit ignored), each as likely as any other; nil when
    /// it selects none. Through SQL it is one count and one row, not every summary.
    public func randomSummary<Generator: RandomNumberGenerator>(
        matching filter: EntryFilter = EntryFilter(), using generator: inout Generator
    ) throws -> EntrySummary? {
        var filter = filter
        filter.limit = nil
        guard filter.catalogConditions.isExact else {
            return try summaries(matching: filter).randomElement(using: &generator)
        }
        return try reading { catalog in
            let conditions = try filter.catalogConditions(in: catalog)
            let count = try catalog.count(where: conditions, limit: nil)
            guard count > 0 else { return nil }
            let offset = Int.random(in: 0..<count, using: &generator)
            return try catalog.summaries(where: conditions, limit: 1, offset: offset).first
        }
    }

    public func randomSummary(matching filter: EntryFilter = EntryFilter()) throws -> EntrySummary? {
        var generator = SystemRandomNumberGenerator()
        return try randomSummary(matching: filter, using: &generator)
    }

    /// The days on which an entry `filter` selects was written (for streaks).
    public func writtenDays(matching filter: EntryFilter = EntryFilter()) throws -> Set<CivilDay> {
        var filter = filter
        filter.limit = nil
        guard filter.catalogConditions.isExact else {
            return Set(try summaries(matching: filter).map { CivilDay($0.created) })
        }
        return Set(try reading { try $0.dayTotals(filter.catalogConditions(in: $0)) }.map(\.day))
    }

    /// Whether `today` has an entry, and the run of days with one that reaches today (or
    /// yesterday, when today has none yet): `Streaks.current`, read back from today only as
    /// far as the first day without an entry.
    public func currentRun(on today: CivilDay) throws -> (writtenToday: Bool, days: Int) {
        try reading { catalog in
            var writtenToday = false
            var days = 0
            try catalog.daysWritten(onOrBefore: today) { day in
                if day == today {
                    writtenToday = true
                } else if day.number != today.number - days - (writtenToday ? 0 : 1) {
                    return false  // the gap before the run
                }
                days += 1
                return true
            }
            return (writtenToday, days)
        }
    }

    /// The calendar of `months`, from the entries `filter` selects.
    public func calendarMonths(
        _ months: [(year: Int, month: Int)], matching filter: EntryFilter = EntryFilter()
    )
        throws -> [CalendarMonth]
    {
        guard let first = months.first, let last = months.last else { return [] }
        var filter = filter
        filter.limit = nil
        let firstDay = CivilDay(year: first.year, month: first.month, day: 1).description
        let lastDay = CivilDay(
            year: last.year, month: last.month, day: CivilDay.daysIn(year: last.year, month: last.month)
        )
        .description
        filter.firstDay = max(filter.firstDay ?? firstDay, firstDay)
        filter.lastDay = min(filter.lastDay ?? lastDay, lastDay)
        guard filter.catalogConditions.isExact else {
            let shown = try summaries(matching: filter)
            return months.map { CalendarMonth(year: $0.year, month: $0.month, summaries: shown) }
        }
        let (totals, weather) = try reading { index in
            let conditions = try filter.catalogConditions(in: index)
            return (
                Dictionary(uniqueKeysWithValues: try index.dayTotals(conditions).map { ($0.day, $0) }),
                try index.firstWeatherOfDays(conditions)
            )
        }
        return months.map { month in
            CalendarMonth(
                year: month.year, month: month.month,
                days: (1...CivilDay.daysIn(year: month.year, month: month.month)).map { number in
                    let day = CivilDay(year: month.year, month: month.month, day: number)
                    let total = totals[day]
                    return CalendarMonth.Day(
                        date: day, entries: total?.entries ?? 0, words: total?.words ?? 0, weather: weather[day],
                        starred: (total?.starred ?? 0) > 0)
                })
        }
    }

    /// Entries `filter` selects written on `day`'s month and day in earlier years.
    public func onThisDay(_ day: CivilDay, matching filter: EntryFilter = EntryFilter()) throws -> OnThisDay {
        var filter = filter
        filter.limit = nil
        filter.lastDay = min(filter.lastDay ?? day.description, CivilDay(number: day.number - 1).description)
        // "-MM-DD" of the day, and 29 February on a 28 February of a year without one.
        var endings = [String(day.description.dropFirst(4))]
        if day.month == 2, day.day == 28, CivilDay.daysIn(year: day.year, month: 2) == 28 { endings.append("-02-29") }
        let found = try reading { try gathered($0, matching: filter, extra: .dayEndsWith(endings), transform: { $0 }) }
        return OnThisDay(entries: found, day: day)
    }
}
