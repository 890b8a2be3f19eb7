import Foundation
import IlgiCatalog
import IlgiEntry

/// Runs of consecutive days with at least one entry.
public struct Streaks: Sendable, Hashable {
    /// Days in the run that reaches today (or yesterday, when today has nothing yet); 0 if none.
    public let current: Int
    public let longest: Int
    /// The first and last day of the longest run.
    public let longestRange: ClosedRange<CivilDay>?

    public init(days: Set<CivilDay>, today: CivilDay) {
        let sorted = days.sorted()
        var longest = 0
        var longestRange: ClosedRange<CivilDay>?
        var runStart: CivilDay?
        var previous: CivilDay?
        for day in sorted {
            if let previous, day.number == previous.number + 1 {
                // the run goes on
            } else {
                runStart = day
            }
            let length = day.number - runStart!.number + 1
            if length > longest {
                longest = length
                longestRange = runStart!...day
            }
            previous = day
        }
        var current = 0
        var day = days.contains(today) ? today : today + -1
        while days.contains(day) {
            current += 1
            day = day + -1
        }
        self.current = current
        self.longest = longest
        self.longestRange = longestRange
    }
}

/// Numbers about a set of entries, for `ilgi stats` (and any other face of the journal).
public struct JournalStats: Sendable, Hashable {
    public let entries: Int
    public let words: Int
    public let starred: Int
    /// Days with at least one entry.
    public let days: Int
    /// Entries per weekday, index 0 = Monday … 6 = Sunday, in each entry's own time zone.
    public let byWeekday: [Int]
    /// Entries per hour of the day, 0–23.
    public let byHour: [Int]
    public let topTags: [TagCount]
    public let tagCount: Int
    /// Entries per weather group, in `WeatherGroup.allCases` order; entries with no weather
    /// are not counted.
    public let weather: [WeatherGroup: Int]
    public let first: EntrySummary?
    public let last: EntrySummary?
    public let streaks: Streaks

    init(
        entries: Int, words: Int, starred: Int, days: Int, byWeekday: [Int], byHour: [Int], topTags: [TagCount],
        tagCount: Int, weather: [WeatherGroup: Int], first: EntrySummary?, last: EntrySummary?, streaks: Streaks
    ) {
        self.entries = entries
        self.words = words
        self.starred = starred
        self.days = days
        self.byWeekday = byWeekday
        self.byHour = byHour
        self.topTags = topTags
        self.tagCount = tagCount
        self.weather = weather
        self.first = first
        self.last = last
        self.streaks = streaks
    }

    public init(_ summaries: [EntrySummary], today: CivilDay, topTagLimit: Int = 10) {
        entries = summaries.count
        words = summaries.reduce(0) { $0 + $1.wordCount }
        starred = summaries.count(where: \.isStarred)
        var weekdays = Array(repeating: 0, count: 7)
        var hours = Array(repeating: 0, count: 24)
        var weather: [WeatherGroup: Int] = [:]
        var daySet: Set<CivilDay> = []
        for summary in summaries {
            let day = CivilDay(summary.created)
            daySet.insert(day)
            weekdays[day.weekday - 1] += 1
            let seconds = Int(summary.created.date.timeIntervalSince1970.rounded(.down)) + summary.created.utcOffset
            hours[((seconds % 86_400) + 86_400) % 86_400 / 3600] += 1
            if let code = summary.weather { weather[WeatherGroup(code), default: 0] += 1 }
        }
        byWeekday = weekdays
        byHour = hours
        self.weather = weather
        days = daySet.count
        let tags = TagCount.counts(in: summaries)
        tagCount = tags.count
        topTags = Array(tags.prefix(topTagLimit))
        first = summaries.min { $0.created < $1.created }
        last = summaries.max { $0.created < $1.created }
        streaks = Streaks(days: daySet, today: today)
    }

    /// 1 = Monday … 7 = Sunday, the weekday with the most entries (the earliest of a tie); nil
    /// when there are none.
    public var busiestWeekday: Int? {
        guard let most = byWeekday.max(), most > 0 else { return nil }
        return byWeekday.firstIndex(of: most)! + 1
    }

    /// The hour with the most entries, 0–23.
    public var busiestHour: Int? {
        guard let most = byHour.max(), most > 0 else { return nil }
        return byHour.firstIndex(of: most)!
    }
}

/// One month of the calendar: what each day holds.
public struct CalendarMonth: Sendable, Hashable {
    public struct Day: Sendable, Hashable {
        public let date: CivilDay
        public let entries: Int
        public let words: Int
        /// The weather of the day's first entry that has one.
        public let weather: WeatherCode?
        public let starred: Bool
    }

    public let year: Int
    public let month: Int
    /// Every day of the month, 1 to 28–31.
    public let days: [Day]

    public var entries: Int { days.reduce(0) { $0 + $1.entries } }
    public var words: Int { days.reduce(0) { $0 + $1.words } }
    public var daysWritten: Int { days.count { $0.entries > 0 } }

    init(year: Int, month: Int, days: [Day]) {
        self.year = year
        self.month = month
        self.days = days
    }

    /// The month from `summaries` (any order; those of other months are ignored).
    public init(year: Int, month: Int, summaries: [EntrySummary]) {
        self.year = year
        self.month = month
        var byDay: [Int: [EntrySummary]] = [:]
        for summary in summaries {
            let day = CivilDay(summary.created)
            guard day.year == year, day.month == month else { continue }
            byDay[day.day, default: []].append(summary)
        }
        days = (1...CivilDay.daysIn(year: year, month: month)).map { number in
            let list = (byDay[number] ?? []).sorted { $0.created < $1.created }
            return Day(
                date: CivilDay(year: year, month: month, day: number), entries: list.count,
                words: list.reduce(0) { $0 + $1.wordCount }, weather: list.lazy.compactMap(\.weather).first,
                starred: list.contains(where: \.isStarred))
        }
    }
}

/// Entries written on the same month and day in earlier years, for `ilgi on-this-day`.
public struct OnThisDay: Sendable {
    public struct Year: Sendable {
        public let year: Int
        /// How many years before the day asked about.
        public let yearsAgo: Int
        public let entries: [Entry]
    }

    /// Newest year first; within a year, oldest entry first.
    public let years: [Year]

    /// From `entries` (any order), those written on `day`'s month and day in years before it.
    /// On 28 February of a year that is not a leap year, 29 February entries count too.
    public init(entries: [Entry], day: CivilDay) {
        let target = day.parts
        let includeLeapDay =
            target.month == 2 && target.day == 28 && CivilDay.daysIn(year: target.year, month: 2) == 28
        var byYear: [Int: [Entry]] = [:]
        for entry in entries {
            let written = CivilDay(entry.created).parts
            guard written.year < target.year, written.month == target.month,
                written.day == target.day || (includeLeapDay && written.day == 29)
            else { continue }
            byYear[written.year, default: []].append(entry)
        }
        years = byYear.keys.sorted(by: >).map { year in
            Year(year: year, yearsAgo: target.year - year, entries: byYear[year]!.sorted { $0.created < $1.created })
        }
    }

    public var isEmpty: Bool { years.isEmpty }
}
