import Foundation

/// Dates as people read them, in the chosen language: "November 22, 2026", "2026년 11월 22일".
/// Holds its formatters, which are costly to make, so one instance can format a whole list.
public final class DateStyle {
    public let language: Language
    public let timeZone: TimeZone
    /// The moment "today" and "yesterday" are counted from.
    public let now: Date
    private let longDateFormatter: DateFormatter
    private let weekdayFormatter: DateFormatter
    private let longDateTimeFormatter: DateFormatter
    private let compactFormatter: DateFormatter
    /// Formatters for entries' own UTC offsets; a journal has few, and changing a formatter's
    /// time zone costs as much as making a new one.
    private var longDateByOffset: [Int: DateFormatter] = [:]
    private var longDateTimeByOffset: [Int: DateFormatter] = [:]

    /// `timeZone` is the reader's (from `TZ`; Foundation reads it), used for "today".
    public init(language: Language = .current, timeZone: TimeZone = .current, now: Date = Date()) {
        self.language = language
        self.timeZone = timeZone
        self.now = now
        func make(_ configure: (DateFormatter) -> Void) -> DateFormatter {
            let formatter = DateFormatter()
            formatter.locale = language.locale
            formatter.timeZone = timeZone
            configure(formatter)
            return formatter
        }
        longDateFormatter = make { $0.dateStyle = .long; $0.timeStyle = .none }
        longDateTimeFormatter = make { $0.dateStyle = .long; $0.timeStyle = .short }
        weekdayFormatter = make { $0.setLocalizedDateFormatFromTemplate("EEEE") }
        compactFormatter = make {
            $0.locale = Locale(identifier: "en_US_POSIX")
            $0.dateFormat = "yyyy-MM-dd HH:mm"
        }
    }

    /// The long date: "November 22, 2026" / "2026년 11월 22일".
    public func longDate(_ date: Date) -> String {
        longDateFormatter.string(from: date)
    }

    /// The long date of an entry, on the calendar of the place it was written: an entry written
    /// in Seoul on the morning of 22 November reads "November 22" everywhere.
    public func longDate(_ stamp: Timestamp) -> String {
        formatter(in: &longDateByOffset, like: longDateFormatter, offset: stamp.utcOffset).string(from: stamp.date)
    }

    /// An entry's date for a list, where recent days read better in words: "Today",
    /// "Yesterday", the weekday for the rest of the past week ("Monday" / "월요일"), the long
    /// date before that and for dates ahead. The entry's day is the writer's calendar day; it
    /// is compared with today in the reader's time zone.
    public func recentDate(_ stamp: Timestamp) -> String {
        let days = DateStyle.daysBetween(stamp.day, Timestamp(date: now, timeZone: timeZone).day) ?? -1
        switch days {
        case 0: return DateStyle.today.text(in: language)
        case 1: return DateStyle.yesterday.text(in: language)
        case 2...6:
            weekdayFormatter.timeZone = stamp.timeZone
            defer { weekdayFormatter.timeZone = timeZone }
            return weekdayFormatter.string(from: stamp.date)
        default: return longDate(stamp)
        }
    }

    static let today = Localized(en: "Today", ko: "오늘")
    static let yesterday = Localized(en: "Yesterday", ko: "어제")

    /// Whole days from one `YYYY-MM-DD` to another (negative when `to` comes first), or nil.
    static func daysBetween(_ from: String, _ to: String) -> Int? {
        func dayNumber(_ day: String) -> Int? {
            let parts = day.split(separator: "-").compactMap { Int($0) }
            guard parts.count == 3 else { return nil }
            var components = DateComponents()
            (components.year, components.month, components.day) = (parts[0], parts[1], parts[2])
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = .gmt
            return calendar.date(from: components).map { Int($0.timeIntervalSince1970 / 86_400) }
        }
        guard let first = dayNumber(from), let second = dayNumber(to) else { return nil }
        return second - first
    }

    /// The long date with the time: "November 22, 2026 at 3:45 PM" / "2026년 11월 22일 오후 3:45".
    public func longDateTime(_ date: Date) -> String {
        longDateTimeFormatter.string(from: date)
    }

    /// An entry's date and time as the writer's clock showed them.
    public func longDateTime(_ stamp: Timestamp) -> String {
        formatter(in: &longDateTimeByOffset, like: longDateTimeFormatter, offset: stamp.utcOffset)
            .string(from: stamp.date)
    }

    private func formatter(in cache: inout [Int: DateFormatter], like model: DateFormatter, offset: Int)
        -> DateFormatter
    {
        if let cached = cache[offset] { return cached }
        let formatter = DateFormatter()
        formatter.locale = model.locale
        formatter.dateStyle = model.dateStyle
        formatter.timeStyle = model.timeStyle
        formatter.timeZone = TimeZone(secondsFromGMT: offset) ?? timeZone
        cache[offset] = formatter
        return formatter
    }

    /// A compact date and time for history listings: "2026-11-22 15:45".
    public func compactDateTime(_ date: Date) -> String {
        compactFormatter.string(from: date)
    }
}
