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
