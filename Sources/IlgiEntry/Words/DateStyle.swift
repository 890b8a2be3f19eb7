import Foundation

/// Dates as people read them, in the chosen language: "November 22, 2026", "2026년 11월 22일".
/// Holds its formatters, which are costly to make, so one instance can format a whole list.
public final class DateStyle {
    public let language: Language
    public let timeZone: TimeZone
    /// The moment "today" and "yesterday" are counted from.
    public let now: Date
    private let longDateFormatter: DateFormatter
    /// Today's day number in the reader's time zone, for `recentDate`.
    public let todayNumber: Int
    private let longDateTimeFormatter: DateFormatter
    private let compactFormatter: DateFormatter
    /// Formatters for entries' own UTC offsets; a journal has few, and changing a formatter's
    /// time zone costs as much as making a new one.
    private var longDateByOffset: [Int: DateFormatter] = [:]
    private var longDateTimeByOffset: [Int: DateFormatter] = [:]
    private var recentByDay: [Int: String] = [:]

    /// `timeZone` is the reader's (from `TZ`; Foundation reads it), used for "today".
    public init(language: Language, timeZone: TimeZone = .current, now: Date = Date()) {
        self.language = language
        self.timeZone = timeZone
        self.now = now
        self.todayNumber = DateStyle.dayNumber(now, utcOffset: timeZone.secondsFromGMT(for: now))
        func make(_ configure: (DateFormatter) -> Void) -> DateFormatter {
            let formatter = DateStyle.formatter()
            formatter.locale = language.locale
            formatter.timeZone = timeZone
            configure(formatter)
            return formatter
        }
        longDateFormatter = make {
            $0.dateStyle = .long; $0.timeStyle = .none
        }
        longDateTimeFormatter = make {
            $0.dateStyle = .long; $0.timeStyle = .short
        }
        compactFormatter = make {
            $0.locale = Locale(identifier: "en_US_POSIX")
            $0.dateFormat = "yyyy-MM-dd HH:mm"
        }
    }

    /// A formatter on the proleptic Gregorian calendar, as `Created:` is written (ISO 8601):
    /// Foundation's Gregorian calendar turns Julian before 15 October 1582, and would show
    /// 0001-01-01 as "January 3, 1".
    package static func formatter() -> DateFormatter {
        let formatter = DateFormatter()
        formatter.gregorianStartDate = .distantPast
        return formatter
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
    /// is compared with today in the reader's time zone. Plain arithmetic, no calendar: a list
    /// of 100k entries asks this for each.
    public func recentDate(_ stamp: Timestamp) -> String {
        // Every form names a calendar day and nothing finer: one formatting per day, however
        // many entries share it (ICU's formatter showed in every profile of a long listing).
        let day = DateStyle.dayNumber(stamp.date, utcOffset: stamp.utcOffset)
        if let known = recentByDay[day] { return known }
        let text: String
        switch todayNumber - day {
        case 0: text = EntryText.today.text(in: language)
        case 1: text = EntryText.yesterday.text(in: language)
        case DateStyle.daysNamedInWords: text = Weekday(CivilDay(number: day)).name.text(in: language)
        default: text = DateStyle.longDate(ofDay: day, in: language) ?? longDate(stamp)
        }
        recentByDay[day] = text
        return text
    }

    /// How many days before today `recentDate` names a day in words (today, yesterday, a
    /// weekday); any other day it writes as its long date.
    public static let daysNamedInWords = 0...6

    /// The long date of a calendar day (days since 1970-01-01) as the long style writes it
    /// in each language, "October 30, 2026" / "2026년 10월 30일", without ICU: a search that
    /// lists thousands of entries from as many days formatted each with it (a test holds the
    /// two to the same text). nil outside years 1–9999, left to ICU.
    static func longDate(ofDay day: Int, in language: Language) -> String? {
        var bytes: [UInt8] = []
        guard appendLongDate(ofDay: day, in: language, to: &bytes) else { return nil }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `longDate(ofDay:in:)` appended to `bytes` as UTF-8, written from the numbers, with no
    /// String made: a search writes one for each of thousands of hits. False, having appended
    /// nothing, outside years 1–9999.
    public static func appendLongDate(ofDay day: Int, in language: Language, to bytes: inout [UInt8]) -> Bool {
        let (year, month, dayOfMonth) = CivilCalendar.date(fromDays: day)
        guard (1...9999).contains(year) else { return false }
        switch language {
        case .english:
            bytes += englishMonthNames[month - 1]
            bytes.append(UInt8(ascii: " "))
            appendDecimal(dayOfMonth, to: &bytes)
            bytes += ", ".utf8
            appendDecimal(year, to: &bytes)
        case .korean:
            appendDecimal(year, to: &bytes)
            bytes += "년 ".utf8
            appendDecimal(month, to: &bytes)
            bytes += "월 ".utf8
            appendDecimal(dayOfMonth, to: &bytes)
            bytes += "일".utf8
        }
        return true
    }

    /// Read without counting references (`UncountedBytes`): a search writes a date for each
    /// of thousands of hits on both cores.
    private static let englishMonthNames = UncountedBytes.forever(
        (1...12).map { Array(MonthName.of($0).text(in: .english).utf8) })

    /// `number` (not negative) in decimal digits, as `String(number)` writes it.
    private static func appendDecimal(_ number: Int, to bytes: inout [UInt8]) {
        var place = 1
        while place <= number / 10 { place *= 10 }
        var rest = number
        while place > 0 {
            bytes.append(UInt8(ascii: "0") + UInt8(rest / place))
            rest %= place
            place /= 10
        }
    }

    /// Days since 1970-01-01 of the calendar day `date` falls on at `utcOffset`.
    public static func dayNumber(_ date: Date, utcOffset: Int) -> Int {
        CivilCalendar.day(ofLocalSeconds: Int(date.timeIntervalSince1970.rounded(.down)) + utcOffset)
    }

    /// The long date with the time: "November 22, 2026 at 3:45 PM" / "2026년 11월 22일 오후 3:45".
    public func longDateTime(_ date: Date) -> String {
        longDateTimeFormatter.string(from: date)
    }

    /// A moment of today as its time alone ("14:02"), any other with its date.
    public func moment(_ date: Date) -> String {
        guard DateStyle.dayNumber(date, utcOffset: timeZone.secondsFromGMT(for: date)) == todayNumber else {
            return longDateTime(date)
        }
        return String(compactFormatter.string(from: date).suffix(5))
    }

    /// An entry's date and time as the writer's clock showed them.
    public func longDateTime(_ stamp: Timestamp) -> String {
        formatter(in: &longDateTimeByOffset, like: longDateTimeFormatter, offset: stamp.utcOffset)
            .string(from: stamp.date)
    }

    private func formatter(
        in cache: inout [Int: DateFormatter], like model: DateFormatter, offset: Int
    )
        -> DateFormatter
    {
        if let cached = cache[offset] { return cached }
        let formatter = DateStyle.formatter()
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
