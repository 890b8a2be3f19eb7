import Foundation

/// Days as plain numbers (days since 1970-01-01) and back, for calendars and streaks.
public struct CivilDay: Sendable, Hashable, Comparable, CustomStringConvertible {
    public let number: Int

    public init(number: Int) { self.number = number }

    public init(year: Int, month: Int, day: Int) {
        number = CivilCalendar.days(year: year, month: month, day: day)
    }

    /// The entry's own calendar day, in the time zone it was written in.
    public init(_ stamp: Timestamp) {
        number = DateStyle.dayNumber(stamp.date, utcOffset: stamp.utcOffset)
    }

    /// Reads exactly `YYYY-MM-DD` naming a real day (a link to a day, `[[2026-11-22]]`); nil
    /// for anything else.
    public init?(iso text: String) {
        let bytes = Array(text.utf8)
        guard bytes.count == 10, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-") else { return nil }
        func number(_ range: Range<Int>) -> Int? {
            var value = 0
            for byte in bytes[range] {
                guard (48...57).contains(byte) else { return nil }
                value = value * 10 + Int(byte - 48)
            }
            return value
        }
        guard let year = number(0..<4), let month = number(5..<7), let day = number(8..<10),
            (1...12).contains(month), (1...CivilCalendar.daysInMonth(year: year, month: month)).contains(day)
        else { return nil }
        self.init(year: year, month: month, day: day)
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
