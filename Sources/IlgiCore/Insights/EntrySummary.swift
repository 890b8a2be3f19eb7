import Foundation

/// What the journal-at-a-glance commands need of an entry, and nothing more: small enough
/// to keep for every entry of a large journal, and what an index can hand back without
/// reading the files.
public struct EntrySummary: Sendable, Hashable, Identifiable {
    public let id: EntryID
    public let created: Timestamp
    public let title: String
    public let tags: [String]
    public let weather: WeatherCode?
    public let isStarred: Bool
    /// Words in title and body, counted as runs of letters and digits.
    public let wordCount: Int

    public init(
        id: EntryID, created: Timestamp, title: String, tags: [String], weather: WeatherCode?, isStarred: Bool,
        wordCount: Int
    ) {
        self.id = id
        self.created = created
        self.title = title
        self.tags = tags
        self.weather = weather
        self.isStarred = isStarred
        self.wordCount = wordCount
    }

    public init(_ entry: Entry) {
        self.init(
            id: entry.id, created: entry.created, title: entry.displayTitle, tags: entry.tags, weather: entry.weather,
            isStarred: entry.isStarred, wordCount: EntrySummary.countWords(entry.title) + EntrySummary.countWords(entry.body))
    }

    /// Words as a person counts them: runs of anything but spaces and punctuation ("바다에서"
    /// is one word, "don't" one, "—" none).
    public static func countWords(_ text: String) -> Int {
        var count = 0
        var inWord = false
        for scalar in text.unicodeScalars {
            let properties = scalar.properties
            if properties.isAlphabetic || properties.numericType != nil {
                if !inWord { count += 1 }
                inWord = true
            } else if scalar != "'", scalar != "’", properties.generalCategory != .nonspacingMark {
                inWord = false
            }
        }
        return count
    }
}

extension Journal {
    /// Summaries of the entries `filter` selects, newest first.
    public func summaries(matching filter: EntryFilter = EntryFilter()) throws -> [EntrySummary] {
        try entries(matching: filter).map(EntrySummary.init)
    }
}

/// Days as plain numbers (days since 1970-01-01) and back, for calendars and streaks.
public struct CivilDay: Sendable, Hashable, Comparable, CustomStringConvertible {
    public let number: Int

    public init(number: Int) { self.number = number }

    public init(year: Int, month: Int, day: Int) {
        number = CivilCalendar.days(year: year, month: month, day: day)
    }

    /// The entry's own calendar day, in the time zone it was written in.
    public init(_ stamp: Timestamp) {
        let seconds = Int(stamp.date.timeIntervalSince1970.rounded(.down)) + stamp.utcOffset
        number = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
    }

    /// Today in `timeZone`.
    public init(_ date: Date, timeZone: TimeZone) {
        self.init(Timestamp(date: date, timeZone: timeZone))
    }

    public var parts: (year: Int, month: Int, day: Int) { CivilCalendar.date(fromDays: number) }
    public var year: Int { parts.year }
    public var month: Int { parts.month }
    public var day: Int { parts.day }
    /// 1 = Monday … 7 = Sunday.
    public var weekday: Int { DateInput.isoWeekday(ofDay: number) }
    public var description: String { DayRange.string(number) }

    public static func daysIn(year: Int, month: Int) -> Int { CivilCalendar.daysInMonth(year: year, month: month) }
    public static func < (lhs: CivilDay, rhs: CivilDay) -> Bool { lhs.number < rhs.number }
    public static func + (lhs: CivilDay, rhs: Int) -> CivilDay { CivilDay(number: lhs.number + rhs) }
}
