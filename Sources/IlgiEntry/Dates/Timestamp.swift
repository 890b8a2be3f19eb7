import Foundation

/// The moment an entry was created, as written in its `Created:` trailer: ISO 8601 with the
/// writer's UTC offset (`2026-11-22T15:45:00+09:00`). The offset is kept, so the entry's
/// folder and its date read the same on every machine it syncs to.
public struct Timestamp: Hashable, Sendable, Comparable {
    public let date: Date
    /// Seconds east of UTC at the place and moment of writing.
    public let utcOffset: Int

    public init(date: Date, timeZone: TimeZone = .current) {
        // Whole seconds: the trailer has no fractions, and a round trip must compare equal.
        self.date = Date(timeIntervalSince1970: date.timeIntervalSince1970.rounded(.down))
        // Whole minutes, as the trailer writes it: before time zones, a place kept its local
        // mean time (Seoul's was +08:27:52), which ISO 8601 cannot say.
        self.utcOffset = timeZone.secondsFromGMT(for: date) / 60 * 60
    }

    public init(date: Date, utcOffset: Int) {
        self.date = Date(timeIntervalSince1970: date.timeIntervalSince1970.rounded(.down))
        self.utcOffset = utcOffset
    }

    /// Reads `2026-11-22T15:45:00+09:00`, `…Z`, `…+0900`, with or without seconds or
    /// fractions, `T` or a space between date and time. The offset is required: without it the
    /// moment is not known.
    public init?(iso8601 text: String) {
        guard let parsed = ISOTime(parsing: text) else { return nil }
        self.init(
            date: Date(timeIntervalSince1970: TimeInterval(parsed.secondsSinceEpoch)), utcOffset: parsed.utcOffset)
    }

    public var timeZone: TimeZone { TimeZone(secondsFromGMT: utcOffset) ?? .gmt }

    /// `2026-11-22T15:45:00+09:00`
    public var iso8601: String {
        let local = localTime
        let sign = utcOffset < 0 ? "-" : "+"
        let offset = abs(utcOffset) / 60
        return
            "\(local.day)T\(pad(local.hour)):\(pad(local.minute)):\(pad(local.second))\(sign)\(pad(offset / 60)):\(pad(offset % 60))"
    }

    /// The calendar day in the writer's time zone, `2026-11-22`: the day the entry belongs to.
    public var day: String { localTime.day }

    /// `21:30`: hours and minutes on the writer's clock.
    public var clockTime: String {
        let local = localTime
        return pad(local.hour) + ":" + pad(local.minute)
    }

    /// Year and month in the writer's time zone, for the entry's folder.
    public var yearMonth: (year: Int, month: Int) {
        let local = localTime
        return (local.year, local.month)
    }

    /// The wall-clock time where the entry was written. Plain arithmetic on the proleptic
    /// Gregorian calendar: listing 100k entries must not build a formatter for each one.
    private var localTime: (year: Int, month: Int, dayOfMonth: Int, hour: Int, minute: Int, second: Int, day: String) {
        let seconds = Int(date.timeIntervalSince1970.rounded(.down)) + utcOffset
        let days = CivilCalendar.day(ofLocalSeconds: seconds)
        let secondOfDay = seconds - days * 86_400
        let (year, month, dayOfMonth) = CivilCalendar.date(fromDays: days)
        let day = "\(year < 1000 ? String(format: "%04d", year) : String(year))-\(pad(month))-\(pad(dayOfMonth))"
        return (year, month, dayOfMonth, secondOfDay / 3600, secondOfDay % 3600 / 60, secondOfDay % 60, day)
    }

    private func pad(_ value: Int) -> String { value < 10 ? "0\(value)" : String(value) }

    public static func < (lhs: Timestamp, rhs: Timestamp) -> Bool { lhs.date < rhs.date }
}

/// Days and dates on the proleptic Gregorian calendar (Howard Hinnant's algorithms).
enum CivilCalendar {
    /// The day (days since 1970-01-01) that `seconds` since 1970, on a local clock, fall on:
    /// floor division, so the seconds before 1970 fall on the days before it.
    static func day(ofLocalSeconds seconds: Int) -> Int {
        seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
    }

    /// Days since 1970-01-01 for a year, month (1–12) and day.
    static func days(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The year, month and day `days` after 1970-01-01.
    static func date(fromDays days: Int) -> (year: Int, month: Int, day: Int) {
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }

    /// The moment at which the clocks of `zone` show `local` (seconds since 1970-01-01 00:00 of
    /// the proleptic Gregorian calendar, counted as if there were no offset): year 1 is year 1,
    /// where Foundation's calendar turns Julian before October 1582. A time that never shows
    /// (skipped when the clocks go forward) is read with the offset before the change, so
    /// 02:30 on a spring-forward night is 03:30 new time, as Foundation does; a time that shows
    /// twice is the first.
    static func moment(wallClock local: Int, in zone: TimeZone) -> Date {
        func offset(at instant: Int) -> Int {
            zone.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(instant))) / 60 * 60
        }
        let before = offset(at: local - 86_400)
        let after = offset(at: local + 86_400)
        let instant =
            [before, after].first { candidate in offset(at: local - candidate) == candidate }.map { local - $0 }
            ?? local - before
        return Date(timeIntervalSince1970: TimeInterval(instant))
    }

    static func daysInMonth(year: Int, month: Int) -> Int {
        switch month {
        case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }
}

/// A hand-written reader for the ISO 8601 times ilgi writes and meets, far cheaper than a
/// Foundation formatter.
struct ISOTime {
    let secondsSinceEpoch: Int
    let utcOffset: Int

    init?(parsing text: String) {
        var text = text
        guard let parsed = text.withUTF8({ ISOTime(bytes: $0) }) else { return nil }
        self = parsed
    }

    private init(secondsSinceEpoch: Int, utcOffset: Int) {
        self.secondsSinceEpoch = secondsSinceEpoch
        self.utcOffset = utcOffset
    }

    /// Read from the bytes in place, with no copy: every entry an index build or a search
    /// reads has its `Created:` parsed.
    private init?(bytes: UnsafeBufferPointer<UInt8>) {
        var start = 0
        var end = bytes.count
        while start < end, bytes[start] == 32 || bytes[start] == 9 { start += 1 }
        while end > start, bytes[end - 1] == 32 || bytes[end - 1] == 9 { end -= 1 }
        var scanner = ByteScanner(bytes: bytes, position: start, end: end)
        guard let year = scanner.number(4), scanner.take(UInt8(ascii: "-")), let month = scanner.number(2),
            scanner.take(UInt8(ascii: "-")), let day = scanner.number(2),
            scanner.take(UInt8(ascii: "T")) || scanner.take(UInt8(ascii: "t")) || scanner.take(UInt8(ascii: " ")),
            let hour = scanner.number(2), scanner.take(UInt8(ascii: ":")), let minute = scanner.number(2)
        else { return nil }
        var second = 0
        if scanner.take(UInt8(ascii: ":")) {
            guard let value = scanner.number(2) else { return nil }
            second = value
            if scanner.take(UInt8(ascii: ".")) || scanner.take(UInt8(ascii: ",")) {
                while let byte = scanner.first, (48...57).contains(byte) { scanner.position += 1 }
            }
        }
        let offset: Int
        if scanner.take(UInt8(ascii: "Z")) || scanner.take(UInt8(ascii: "z")) {
            offset = 0
        } else if let sign = scanner.first, sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") {
            scanner.position += 1
            guard let hours = scanner.number(2) else { return nil }
            var minutes = 0
            if !scanner.isAtEnd {
                _ = scanner.take(UInt8(ascii: ":"))
                guard let value = scanner.number(2) else { return nil }
                minutes = value
            }
            guard hours <= 18, minutes < 60 else { return nil }
            offset = (sign == UInt8(ascii: "-") ? -1 : 1) * (hours * 3600 + minutes * 60)
        } else {
            return nil
        }
        guard scanner.isAtEnd, (1...12).contains(month), day >= 1,
            day <= CivilCalendar.daysInMonth(year: year, month: month), hour < 24, minute < 60, second <= 60
        else { return nil }
        let days = CivilCalendar.days(year: year, month: month, day: day)
        self.init(secondsSinceEpoch: days * 86_400 + hour * 3600 + minute * 60 + second - offset, utcOffset: offset)
    }
}

/// Reads an ISO time's parts from bytes, left to right.
private struct ByteScanner {
    let bytes: UnsafeBufferPointer<UInt8>
    var position: Int
    let end: Int

    var first: UInt8? { position < end ? bytes[position] : nil }
    var isAtEnd: Bool { position >= end }

    /// Exactly `digits` decimal digits, as a number.
    mutating func number(_ digits: Int) -> Int? {
        guard end - position >= digits else { return nil }
        var value = 0
        for _ in 0..<digits {
            let byte = bytes[position]
            guard (48...57).contains(byte) else { return nil }
            value = value * 10 + Int(byte - 48)
            position += 1
        }
        return value
    }

    /// Steps over `byte` when it comes next.
    mutating func take(_ byte: UInt8) -> Bool {
        guard first == byte else { return false }
        position += 1
        return true
    }
}
