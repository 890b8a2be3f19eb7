import Foundation

/// Dates as people type them on the command line, in English and Korean.
///
/// Every phrase names a span of days: a day (`2026-11-22`, `today`, `어제`, `3 days ago`,
/// `3일 전`, `monday`, `월요일`), a week (`last week`, `this week`, `지난주`, `이번 주`), a month
/// (`2026-03`, `last month`, `지난달`, `2026년 3월`) or a year (`2025`, `last year`, `작년`). A
/// time (`2026-11-22 15:45`, `2026-11-22T15:45:00+09:00`, `now`) names a moment, and its day.
///
/// - `--on X` takes the whole span; `--since X` starts at its first day and `--until X` ends
///   at its last (so `--since last week --until 2026-03` is from last week's Monday to 31
///   March).
/// - Weeks run Monday to Sunday. A weekday (`monday`, `last monday`, `월요일`) is the last one
///   before today: the same day `list` calls "Monday".
/// - As a moment (`new --date`), a written-out date means 09:00 that day, as jrnl does; a word
///   that counts back from today (`yesterday`, `3 days ago`, `friday`) keeps the time of day;
///   a week, month or year means 09:00 on its first day.
///
/// Everything is counted in `timeZone` from `now`, both injected, with calendar arithmetic
/// (never by adding seconds), so days with a daylight-saving change come out right.
public struct DateInput: Sendable {
    public let timeZone: TimeZone
    public let now: Date
    public let calendar: Calendar

    public init(timeZone: TimeZone = .current, now: Date = Date(), calendar: Calendar? = nil) {
        self.timeZone = timeZone
        self.now = now
        var calendar = calendar ?? Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        calendar.firstWeekday = 2
        self.calendar = calendar
    }

    /// A moment. A date without a time means 09:00 that day.
    public func timestamp(_ text: String) throws -> Timestamp {
        switch try parse(text) {
        case .moment(let stamp):
            return stamp
        case .days(let first, _, let countsBack):
            if countsBack {
                let offset = first - today
                guard let date = calendar.date(byAdding: .day, value: offset, to: now) else {
                    throw InvalidDate(text)
                }
                return Timestamp(date: date, timeZone: timeZone)
            }
            let date = CivilCalendar.moment(wallClock: first * 86_400 + 9 * 3600, in: timeZone)
            return Timestamp(date: date, timeZone: timeZone)
        }
    }

    /// The days `text` names, first and last (`YYYY-MM-DD`, in this time zone).
    public func range(_ text: String) throws -> DayRange {
        switch try parse(text) {
        case .moment(let stamp):
            let day = Timestamp(date: stamp.date, timeZone: timeZone).day
            return DayRange(first: day, last: day)
        case .days(let first, let last, _):
            return DayRange(first: DayRange.string(first), last: DayRange.string(last))
        }
    }

    /// The calendar day `text` names, `YYYY-MM-DD`, in this time zone (the first day of a
    /// longer span).
    public func day(_ text: String) throws -> String {
        try range(text).first
    }

    /// Whether `text` names a moment (it has a time of day, or is `now`) rather than days.
    public func namesMoment(_ text: String) -> Bool {
        if case .moment? = try? parse(text) { return true }
        return false
    }

    /// The moment the span `text` names ends: midnight (the start of the day) after its last
    /// day, in this time zone; for a moment, one second after it.
    public func end(of text: String) throws -> Date {
        switch try parse(text) {
        case .moment(let stamp):
            return stamp.date.addingTimeInterval(1)
        case .days(_, let last, _):
            return CivilCalendar.moment(wallClock: (last + 1) * 86_400, in: timeZone)
        }
    }

    // MARK: Parsing

    enum Parsed: Equatable {
        case moment(Timestamp)
        /// Days since 1970-01-01, inclusive; `countsBack` when counted from today.
        case days(first: Int, last: Int, countsBack: Bool)
    }

    /// Today, as days since 1970-01-01 in this time zone.
    var today: Int {
        DateStyle.dayNumber(now, utcOffset: timeZone.secondsFromGMT(for: now))
    }

    func parse(_ text: String) throws -> Parsed {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if let stamp = Timestamp(iso8601: trimmed) { return .moment(stamp) }
        let words = trimmed.lowercased().split(whereSeparator: \.isWhitespace).joined(separator: " ")
        if let parsed = wallClock(words) ?? numericDays(words) ?? phrase(words) { return parsed }
        throw InvalidDate(text)
    }

    /// `2026-11-22 15:45`, `2026-11-22T15:45:00`: a time on this zone's clock.
    private func wallClock(_ text: String) -> Parsed? {
        guard text.count > 10, let stamp = Timestamp(iso8601: text + "Z") else { return nil }
        // Read as UTC, then put the same wall-clock time in this time zone.
        let date = CivilCalendar.moment(wallClock: Int(stamp.date.timeIntervalSince1970), in: timeZone)
        return .moment(Timestamp(date: date, timeZone: timeZone))
    }

    /// `2026-11-22`, `2026/11/22`, `2026.11.22`, `2026-03`, `2025`, `2026년 3월 5일`, `2026년 3월`,
    /// `2025년`.
    private func numericDays(_ text: String) -> Parsed? {
        // Split into runs of ASCII digits and the text between them.
        var runs: [String] = []
        var separators: [String] = []
        var current = ""
        var between = ""
        for character in text {
            if character.isASCII, character.isNumber {
                if !runs.isEmpty, current.isEmpty { separators.append(between) }
                if current.isEmpty { between = "" }
                current.append(character)
            } else {
                if !current.isEmpty {
                    runs.append(current)
                    current = ""
                    between = ""
                }
                if runs.isEmpty { return nil }
                if character != " " { between.append(character) }
            }
        }
        if !current.isEmpty {
            runs.append(current)
            between = ""
        }
        guard (1...3).contains(runs.count), runs[0].count == 4,
            runs.dropFirst().allSatisfy({ (1...2).contains($0.count) })
        else { return nil }
        let marked = DateWords.all.compactMap(\.dateMarks).map { [$0.year, $0.month, $0.day] }
        if separators.allSatisfy({ ["-", "/", "."].contains($0) }), Set(separators).count <= 1, between.isEmpty {
            // 2026-03-05, 2026/03/05, 2026.03.05, 2026-03, 2025
        } else if marked.contains(where: {
            separators == Array($0.prefix(runs.count - 1)) && between == $0[runs.count - 1]
        }) {
            // 2026년 3월 5일
        } else {
            return nil
        }
        let parts = runs.compactMap { Int($0) }
        let year = parts[0]
        guard (1...9999).contains(year) else { return nil }
        if parts.count == 1 {
            return .days(
                first: CivilCalendar.days(year: year, month: 1, day: 1),
                last: CivilCalendar.days(year: year, month: 12, day: 31), countsBack: false)
        }
        let month = parts[1]
        guard (1...12).contains(month) else { return nil }
        if parts.count == 2 {
            return .days(
                first: CivilCalendar.days(year: year, month: month, day: 1),
                last: CivilCalendar.days(
                    year: year, month: month, day: CivilCalendar.daysInMonth(year: year, month: month)),
                countsBack: false)
        }
        let day = parts[2]
        guard day >= 1, day <= CivilCalendar.daysInMonth(year: year, month: month) else { return nil }
        let number = CivilCalendar.days(year: year, month: month, day: day)
        return .days(first: number, last: number, countsBack: false)
    }

    /// Words: today, yesterday, N days ago, last week, this month, monday, 오늘, 3일 전, 지난주…
    private func phrase(_ text: String) -> Parsed? {
        let today = self.today
        func day(_ offset: Int) -> Parsed { .days(first: today + offset, last: today + offset, countsBack: true) }
        func says(_ words: KeyPath<DateWords, [String]>) -> Bool {
            DateWords.all.contains { $0[keyPath: words].contains(text) }
        }
        if says(\.now) { return .moment(Timestamp(date: now, timeZone: timeZone)) }
        if says(\.today) { return day(0) }
        if says(\.yesterday) { return day(-1) }
        if says(\.dayBeforeYesterday) { return day(-2) }
        if says(\.thisWeek) { return week(today) }
        if says(\.lastWeek) { return week(today - 7) }
        if says(\.thisMonth) { return month(today, offset: 0) }
        if says(\.lastMonth) { return month(today, offset: -1) }
        if says(\.thisYear) { return year(today, offset: 0) }
        if says(\.lastYear) { return year(today, offset: -1) }
        if let weekday = DateInput.weekday(text) {
            // The last one before today, 1 to 7 days back.
            let todayWeekday = DateInput.isoWeekday(ofDay: today)
            var back = (todayWeekday - weekday + 7) % 7
            if back == 0 { back = 7 }
            return day(-back)
        }
        return ago(text, today: today)
    }

    /// `3 days ago`, `a week ago`, `2 months ago`, `1 year ago`, `3일 전`, `2주 전`, `3개월 전`,
    /// `2달 전`, `1년 전`: one day, counted back from today.
    private func ago(_ text: String, today: Int) -> Parsed? {
        guard let said = DateWords.all.first(where: { text.hasSuffix($0.ago) }) else { return nil }
        var words = text
        words.removeLast(said.ago.count)
        words = words.trimmingCharacters(in: .whitespaces)
        let digits = words.prefix(while: { $0.isASCII && $0.isNumber })
        var count: Int
        var unit = words.dropFirst(digits.count).trimmingCharacters(in: .whitespaces)
        if digits.isEmpty {
            guard let space = unit.firstIndex(of: " ") else { return nil }
            let word = unit[..<space]
            guard let value = said.counts[String(word)] else { return nil }
            count = value
            unit = String(unit[unit.index(after: space)...])
        } else {
            guard let value = Int(digits), value <= 100_000 else { return nil }
            count = value
        }
        let component: Calendar.Component
        if said.days.contains(unit) {
            component = .day
        } else if said.weeks.contains(unit) {
            component = .weekOfYear
        } else if said.months.contains(unit) {
            component = .month
        } else if said.years.contains(unit) {
            component = .year
        } else {
            return nil
        }
        if component == .weekOfYear {
            count *= 7
        }
        if component == .day || component == .weekOfYear {
            return .days(first: today - count, last: today - count, countsBack: true)
        }
        // Months and years: the same day of the month, or the month's last day when it is shorter.
        let (year, month, dayOfMonth) = CivilCalendar.date(fromDays: today)
        let months = year * 12 + (month - 1) - (component == .month ? count : count * 12)
        let targetYear = months >= 0 ? months / 12 : (months - 11) / 12
        let targetMonth = months - targetYear * 12 + 1
        let targetDay = min(dayOfMonth, CivilCalendar.daysInMonth(year: targetYear, month: targetMonth))
        let number = CivilCalendar.days(year: targetYear, month: targetMonth, day: targetDay)
        return .days(first: number, last: number, countsBack: true)
    }

    private func week(_ containing: Int) -> Parsed {
        let monday = containing - (DateInput.isoWeekday(ofDay: containing) - 1)
        return .days(first: monday, last: monday + 6, countsBack: false)
    }

    private func month(_ containing: Int, offset: Int) -> Parsed {
        let (year, month, _) = CivilCalendar.date(fromDays: containing)
        let months = year * 12 + (month - 1) + offset
        let targetYear = months >= 0 ? months / 12 : (months - 11) / 12
        let targetMonth = months - targetYear * 12 + 1
        return .days(
            first: CivilCalendar.days(year: targetYear, month: targetMonth, day: 1),
            last: CivilCalendar.days(
                year: targetYear, month: targetMonth,
                day: CivilCalendar.daysInMonth(year: targetYear, month: targetMonth)),
            countsBack: false)
    }

    private func year(_ containing: Int, offset: Int) -> Parsed {
        let year = CivilCalendar.date(fromDays: containing).year + offset
        return .days(
            first: CivilCalendar.days(year: year, month: 1, day: 1),
            last: CivilCalendar.days(year: year, month: 12, day: 31), countsBack: false)
    }

    /// 1 = Monday … 7 = Sunday for a day number (1970-01-01 was a Thursday).
    static func isoWeekday(ofDay day: Int) -> Int {
        ((day % 7 + 7) % 7 + 3) % 7 + 1
    }

    /// 1 = Monday … 7 = Sunday, from `monday`, `mon`, `last monday`, `월요일`, `지난 월요일`.
    static func weekday(_ text: String) -> Int? {
        var name = text
        for prefix in DateWords.all.flatMap(\.lastBeforeWeekday) where name.hasPrefix(prefix) {
            name.removeFirst(prefix.count)
            break
        }
        return Weekday(named: name)?.rawValue
    }
}

/// A span of calendar days, first and last included, as `YYYY-MM-DD`.
public struct DayRange: Sendable, Hashable, CustomStringConvertible {
    public let first: String
    public let last: String

    public init(first: String, last: String) {
        self.first = first
        self.last = last
    }

    public var description: String { first == last ? first : "\(first)…\(last)" }

    static func string(_ days: Int) -> String {
        let (year, month, day) = CivilCalendar.date(fromDays: days)
        func pad(_ value: Int) -> String { value < 10 ? "0\(value)" : String(value) }
        return "\(year < 1000 ? String(format: "%04d", year) : String(year))-\(pad(month))-\(pad(day))"
    }
}
