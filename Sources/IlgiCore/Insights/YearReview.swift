import Foundation
import IlgiEntry

/// A year of the journal at a glance, for `ilgi review` and the browser's review page: the
/// numbers of `stats` for the year, each day's entries for a heat map, and each declared
/// field (a mood) through the year.
public struct YearReview: Sendable {
    public let year: Int
    public let stats: JournalStats
    /// January to December, every day with its entries and words.
    public let months: [CalendarMonth]
    /// The journal's fields, each over the year's entries that carry it.
    public let fields: [FieldStats]
    /// The day the review was made: the days after it are still to come.
    public let today: CivilDay

    /// The month with the most entries (the earliest of a tie); nil in an empty year.
    public var busiestMonth: CalendarMonth? {
        months.reduce(nil) { best, month in
            month.entries > (best?.entries ?? 0) ? month : best
        }
    }

    /// Every day of the year in order, for the heat map.
    public var days: [CalendarMonth.Day] { months.flatMap(\.days) }

    /// The year's days by how much was written, 0 (nothing) to 4 (the most), against the
    /// year's own busiest day, so a sparse year and a full one both show their shape.
    public func level(of day: CalendarMonth.Day) -> Int {
        guard day.entries > 0 else { return 0 }
        let most = max(1, days.map(\.words).max() ?? 1)
        return min(4, 1 + day.words * 4 / (most + 1))
    }
}

extension JournalReader {
    /// The review of `year`; `fields` are the journal's declared fields (their stats need the
    /// entries themselves, read only when there are some).
    public func review(of year: Int, fields: [FieldDefinition], today: CivilDay) throws -> YearReview {
        let filter = EntryFilter(
            firstDay: CivilDay(year: year, month: 1, day: 1).description,
            lastDay: CivilDay(year: year, month: 12, day: 31).description)
        let entries = fields.isEmpty ? [] : try self.entries(matching: filter)
        return YearReview(
            year: year, stats: try stats(matching: filter, today: today),
            months: try calendarMonths((1...12).map { (year, $0) }, matching: filter),
            fields: fields.map { FieldStats(field: $0, entries: entries) }.filter { $0.entries > 0 }, today: today)
    }
}
