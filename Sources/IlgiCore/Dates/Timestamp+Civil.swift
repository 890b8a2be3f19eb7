import Foundation

/// Reading and writing the `Created:` form (`2026-11-22T15:45:00+09:00`) by arithmetic rather
/// than through a new DateFormatter or ISO8601DateFormatter per call, which costs about a
/// millisecond each: the difference between seconds and minutes when 100k entries are
/// listed, exported or imported. Anything but the canonical form goes the formatter's way.
extension Timestamp {
    /// Parses exactly `yyyy-MM-ddTHH:mm:ss±HH:MM` or `yyyy-MM-ddTHH:mm:ssZ`; nil otherwise
    /// (including impossible dates, which the formatter then judges).
    static func parseCanonical(_ text: String) -> Timestamp? {
        let bytes = Array(text.utf8)
        guard bytes.count == 25 || bytes.count == 20 else { return nil }
        func number(_ start: Int, _ length: Int) -> Int? {
            var value = 0
            for position in start..<(start + length) {
                let byte = bytes[position]
                guard byte >= 48, byte <= 57 else { return nil }
                value = value * 10 + Int(byte - 48)
            }
            return value
        }
        guard bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"), bytes[10] == UInt8(ascii: "T"),
            bytes[13] == UInt8(ascii: ":"), bytes[16] == UInt8(ascii: ":"),
            let year = number(0, 4), let month = number(5, 2), let day = number(8, 2),
            let hour = number(11, 2), let minute = number(14, 2), let second = number(17, 2),
            year >= 1, (1...12).contains(month), day >= 1, day <= CivilTime.daysInMonth(year, month),
            hour <= 23, minute <= 59, second <= 59
        else { return nil }
        var offset = 0
        if bytes.count == 20 {
            guard bytes[19] == UInt8(ascii: "Z") else { return nil }
        } else {
            guard bytes[19] == UInt8(ascii: "+") || bytes[19] == UInt8(ascii: "-"), bytes[22] == UInt8(ascii: ":"),
                let offsetHours = number(20, 2), let offsetMinutes = number(23, 2), offsetHours <= 23, offsetMinutes <= 59
            else { return nil }
            offset = (offsetHours * 3600 + offsetMinutes * 60) * (bytes[19] == UInt8(ascii: "-") ? -1 : 1)
        }
        let seconds = CivilTime.days(year, month, day) * 86_400 + hour * 3600 + minute * 60 + second - offset
        return Timestamp(date: Date(timeIntervalSince1970: Double(seconds)), utcOffset: offset)
    }

    /// `2026-11-22T15:45:00+09:00`, as `DateFormatter` with `yyyy-MM-dd'T'HH:mm:ssxxx` writes
    /// it; nil for years outside 1…9999, which are left to the formatter.
    var canonicalText: String? {
        let civil = CivilTime(self)
        guard (1...9999).contains(civil.year) else { return nil }
        let offset = abs(utcOffset)
        var text = ""
        text.reserveCapacity(25)
        CivilTime.append(civil.year, width: 4, to: &text)
        text += "-"
        CivilTime.append(civil.month, width: 2, to: &text)
        text += "-"
        CivilTime.append(civil.day, width: 2, to: &text)
        text += "T"
        CivilTime.append(civil.hour, width: 2, to: &text)
        text += ":"
        CivilTime.append(civil.minute, width: 2, to: &text)
        text += ":"
        CivilTime.append(civil.second, width: 2, to: &text)
        text += utcOffset < 0 ? "-" : "+"
        CivilTime.append(offset / 3600, width: 2, to: &text)
        text += ":"
        CivilTime.append(offset % 3600 / 60, width: 2, to: &text)
        return text
    }
}

/// A moment as a wall clock in a fixed UTC offset shows it, computed directly (days from
/// civil and back, H. Hinnant's algorithms).
struct CivilTime {
    let year: Int
    let month: Int
    let day: Int
    let hour: Int
    let minute: Int
    let second: Int

    init(_ stamp: Timestamp) {
        let seconds = Int(stamp.date.timeIntervalSince1970.rounded(.down)) + stamp.utcOffset
        let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
        let secondOfDay = seconds - days * 86_400
        hour = secondOfDay / 3600
        minute = secondOfDay % 3600 / 60
        second = secondOfDay % 60
        let shifted = days + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
    }

    /// Days since 1970-01-01 of a civil date.
    static func days(_ year: Int, _ month: Int, _ day: Int) -> Int {
        let shiftedYear = month <= 2 ? year - 1 : year
        let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
        let yearOfEra = shiftedYear - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    static func daysInMonth(_ year: Int, _ month: Int) -> Int {
        switch month {
        case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// Appends `value` with leading zeros to `width` digits.
    static func append(_ value: Int, width: Int, to text: inout String) {
        let digits = String(value)
        if digits.count < width { text += String(repeating: "0", count: width - digits.count) }
        text += digits
    }
}
