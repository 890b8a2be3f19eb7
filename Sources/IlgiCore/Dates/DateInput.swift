import Foundation

/// Dates as people type them on the command line: `2026-11-22`, `2026-11-22 15:45`,
/// `2026-11-22T15:45:00+09:00`, `today`, `yesterday`, `오늘`, `어제`.
public struct DateInput: Sendable {
    public let timeZone: TimeZone
    public let now: Date

    public init(timeZone: TimeZone = .current, now: Date = Date()) {
        self.timeZone = timeZone
        self.now = now
    }

    /// A moment. A date without a time means 09:00 that day, as jrnl does.
    public func timestamp(_ text: String) throws -> Timestamp {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if let stamp = Timestamp(iso8601: trimmed) { return stamp }
        if let day = relativeDay(trimmed) {
            // "today" is now; "yesterday" is this time yesterday.
            return Timestamp(date: day, timeZone: timeZone)
        }
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = timeZone
        for format in ["yyyy-MM-dd HH:mm:ss", "yyyy-MM-dd HH:mm", "yyyy-MM-dd'T'HH:mm:ss", "yyyy-MM-dd'T'HH:mm"] {
            formatter.dateFormat = format
            if let date = formatter.date(from: trimmed) { return Timestamp(date: date, timeZone: timeZone) }
        }
        formatter.dateFormat = "yyyy-MM-dd"
        if let day = formatter.date(from: trimmed) {
            return Timestamp(date: day.addingTimeInterval(9 * 3600), timeZone: timeZone)
        }
        throw IlgiError.invalidDate(text)
    }

    /// The calendar day `text` names, `YYYY-MM-DD`, in this time zone.
    public func day(_ text: String) throws -> String {
        let stamp = try timestamp(text)
        return Timestamp(date: stamp.date, timeZone: timeZone).day
    }

    private var calendar: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        return calendar
    }

    private func relativeDay(_ text: String) -> Date? {
        switch text.lowercased() {
        case "now", "today", "오늘", "지금": now
        case "yesterday", "어제": calendar.date(byAdding: .day, value: -1, to: now)
        default: nil
        }
    }
}
