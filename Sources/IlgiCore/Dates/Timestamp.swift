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
        self.utcOffset = timeZone.secondsFromGMT(for: date)
    }

    public init(date: Date, utcOffset: Int) {
        self.date = Date(timeIntervalSince1970: date.timeIntervalSince1970.rounded(.down))
        self.utcOffset = utcOffset
    }

    /// Reads `2026-11-22T15:45:00+09:00`, `…Z`, with or without seconds or fractions.
    public init?(iso8601 text: String) {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if let canonical = Timestamp.parseCanonical(trimmed) {
            self = canonical
            return
        }
        guard let date = Timestamp.parseISO(trimmed) else { return nil }
        self.init(date: date, utcOffset: Timestamp.offset(in: trimmed) ?? 0)
    }

    public var timeZone: TimeZone { TimeZone(secondsFromGMT: utcOffset) ?? .gmt }

    /// `2026-11-22T15:45:00+09:00`
    public var iso8601: String {
        if let text = canonicalText { return text }
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = timeZone
        formatter.dateFormat = "yyyy-MM-dd'T'HH:mm:ssxxx"
        return formatter.string(from: date)
    }

    /// The calendar day in the writer's time zone, `2026-11-22`: the day the entry belongs to.
    public var day: String {
        String(iso8601.prefix(10))
    }

    /// Year and month in the writer's time zone, for the entry's folder.
    public var yearMonth: (year: Int, month: Int) {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let parts = calendar.dateComponents([.year, .month], from: date)
        return (parts.year ?? 1970, parts.month ?? 1)
    }

    public static func < (lhs: Timestamp, rhs: Timestamp) -> Bool { lhs.date < rhs.date }

    private static func parseISO(_ text: String) -> Date? {
        let formatter = ISO8601DateFormatter()
        for options: ISO8601DateFormatter.Options in [
            [.withInternetDateTime], [.withInternetDateTime, .withFractionalSeconds],
        ] {
            formatter.formatOptions = options
            if let date = formatter.date(from: text) { return date }
        }
        // Without seconds: 2026-11-22T15:45+09:00
        let fallback = DateFormatter()
        fallback.locale = Locale(identifier: "en_US_POSIX")
        for format in ["yyyy-MM-dd'T'HH:mmxxx", "yyyy-MM-dd'T'HH:mmX"] {
            fallback.dateFormat = format
            if let date = fallback.date(from: text) { return date }
        }
        return nil
    }

    /// The offset written at the end of an ISO 8601 time: `Z`, `+09:00`, `-0530`.
    private static func offset(in text: String) -> Int? {
        if text.hasSuffix("Z") || text.hasSuffix("z") { return 0 }
        guard let signIndex = text.lastIndex(where: { $0 == "+" || $0 == "-" }),
            text.distance(from: text.startIndex, to: signIndex) > 10
        else { return nil }
        let sign = text[signIndex] == "-" ? -1 : 1
        let digits = text[text.index(after: signIndex)...].filter(\.isNumber)
        guard digits.count == 4 || digits.count == 2,
            let value = Int(digits)
        else { return nil }
        let hours = digits.count == 4 ? value / 100 : value
        let minutes = digits.count == 4 ? value % 100 : 0
        return sign * (hours * 3600 + minutes * 60)
    }
}
