import Foundation

/// The journal at a glance (tags, stats, the calendar, on this day) summed by SQLite over the
/// index, so at 100,000 entries they cost a scan of one narrow index, not 100,000 summaries.
/// When the index cannot decide the filter, or is missing, each is computed from the
/// summaries as before: `TagCount.counts`, `JournalStats.init(_:today:)`,
/// `CalendarMonth.init(year:month:summaries:)` and `OnThisDay.init(entries:day:)` stay the
/// reference meaning, and `CatalogAgreementTests` holds both to it.
extension Journal {
    /// Every tag of the entries `filter` selects (its limit ignored) with its count, most used
    /// first, then by name.
    public func tagCounts(matching filter: EntryFilter = EntryFilter()) throws -> [TagCount] {
        var filter = filter
        filter.limit = nil
        guard let index = currentCatalog(), filter.catalogConditions.isExact else {
            return TagCount.counts(in: try summaries(matching: filter))
        }
        return try index.tagCounts(filter.catalogConditions)
    }

    /// The numbers of `ilgi stats` for the entries `filter` selects (its limit ignored).
    public func stats(
        matching filter: EntryFilter = EntryFilter(), today: CivilDay, topTagLimit: Int = 10
    ) throws
        -> JournalStats
    {
        var filter = filter
        filter.limit = nil
        guard let index = currentCatalog(), filter.catalogConditions.isExact else {
            return JournalStats(try summaries(matching: filter), today: today, topTagLimit: topTagLimit)
        }
        let conditions = filter.catalogConditions
        let (days, hours, weather) = try index.dayHourAndWeatherTotals(conditions)
        var weekdays = Array(repeating: 0, count: 7)
        for total in days { weekdays[total.day.weekday - 1] += total.entries }
        let tags = try index.tagCounts(conditions)
        return JournalStats(
            entries: days.reduce(0) { $0 + $1.entries }, words: days.reduce(0) { $0 + $1.words },
            starred: days.reduce(0) { $0 + $1.starred }, days: days.count, byWeekday: weekdays,
            byHour: hours, topTags: Array(tags.prefix(topTagLimit)), tagCount: tags.count,
            weather: weather,
            first: try index.summaries(conditions.oldest, order: Journal.newestFirstOrder, limit: 1).first,
            last: try index.summaries(conditions, order: Journal.newestFirstOrder, limit: 1).first,
            streaks: Streaks(days: Set(days.map(\.day)), today: today))
    }

    /// One entry `filter` selects (its limit ignored), each as likely as any other; nil when
    /// it selects none. Through the index it is one count and one row, not every summary.
    public func randomSummary<Generator: RandomNumberGenerator>(
        matching filter: EntryFilter = EntryFilter(), using generator: inout Generator
    ) throws -> EntrySummary? {
        var filter = filter
        filter.limit = nil
        guard let index = currentCatalog(), filter.catalogConditions.isExact else {
            return try summaries(matching: filter).randomElement(using: &generator)
        }
        let conditions = filter.catalogConditions
        let count = try index.database.prepare("SELECT count(*) FROM entries" + conditions.whereClause)
        try count.bind(conditions.values)
        guard try count.step(), count.int(0) > 0 else { return nil }
        let offset = Int.random(in: 0..<count.int(0), using: &generator)
        return try index.summaries(conditions, order: Journal.newestFirstOrder + " LIMIT 1 OFFSET \(offset)").first
    }

    public func randomSummary(matching filter: EntryFilter = EntryFilter()) throws -> EntrySummary? {
        var generator = SystemRandomNumberGenerator()
        return try randomSummary(matching: filter, using: &generator)
    }

    /// The days on which an entry `filter` selects was written (for streaks).
    public func writtenDays(matching filter: EntryFilter = EntryFilter()) throws -> Set<CivilDay> {
        var filter = filter
        filter.limit = nil
        guard let index = currentCatalog(), filter.catalogConditions.isExact else {
            return Set(try summaries(matching: filter).map { CivilDay($0.created) })
        }
        return Set(try index.dayTotals(filter.catalogConditions).map(\.day))
    }

    /// The calendar of `months`, from the entries `filter` selects.
    public func calendarMonths(
        _ months: [(year: Int, month: Int)], matching filter: EntryFilter = EntryFilter()
    )
        throws -> [CalendarMonth]
    {
        guard let first = months.first, let last = months.last else { return [] }
        var filter = filter
        filter.limit = nil
        let firstDay = CivilDay(year: first.year, month: first.month, day: 1).description
        let lastDay = CivilDay(
            year: last.year, month: last.month, day: CivilDay.daysIn(year: last.year, month: last.month)
        )
        .description
        filter.firstDay = max(filter.firstDay ?? firstDay, firstDay)
        filter.lastDay = min(filter.lastDay ?? lastDay, lastDay)
        guard let index = currentCatalog(), filter.catalogConditions.isExact else {
            let shown = try summaries(matching: filter)
            return months.map { CalendarMonth(year: $0.year, month: $0.month, summaries: shown) }
        }
        let conditions = filter.catalogConditions
        let totals = Dictionary(uniqueKeysWithValues: try index.dayTotals(conditions).map { ($0.day, $0) })
        let weather = try index.firstWeatherOfDays(conditions)
        return months.map { month in
            CalendarMonth(
                year: month.year, month: month.month,
                days: (1...CivilDay.daysIn(year: month.year, month: month.month)).map { number in
                    let day = CivilDay(year: month.year, month: month.month, day: number)
                    let total = totals[day]
                    return CalendarMonth.Day(
                        date: day, entries: total?.entries ?? 0, words: total?.words ?? 0, weather: weather[day],
                        starred: (total?.starred ?? 0) > 0)
                })
        }
    }

    /// Entries `filter` selects written on `day`'s month and day in earlier years.
    public func onThisDay(_ day: CivilDay, matching filter: EntryFilter = EntryFilter()) throws -> OnThisDay {
        var filter = filter
        filter.limit = nil
        filter.lastDay = min(filter.lastDay ?? day.description, CivilDay(number: day.number - 1).description)
        guard let index = currentCatalog() else {
            return OnThisDay(entries: try entries(matching: filter), day: day)
        }
        // "-MM-DD" of the day, and 29 February on a 28 February of a year without one.
        var endings = [String(day.description.dropFirst(4))]
        if day.month == 2, day.day == 28, CivilDay.daysIn(year: day.year, month: 2) == 28 { endings.append("-02-29") }
        var extra = CatalogConditions()
        // As a list of rowids, so SQLite scans the narrow day index, not every row by date.
        extra.clauses.append(
            "rowid IN (SELECT rowid FROM entries WHERE substr(day, 5) IN ("
                + endings.map { _ in "?" }.joined(separator: ", ") + "))")
        extra.values += endings.map { .text($0) }
        var found: [Entry] = []
        try forEachCataloged(index, matching: filter, order: Journal.newestFirstOrder, extra: extra, transform: { $0 })
        {
            found.append($0)
            return true
        }
        return OnThisDay(entries: found, day: day)
    }
}

/// One day's entries as the index sums them.
extension CatalogConditions {
    /// These conditions narrowed to the entries of the earliest `created` among them. The
    /// index on `created` is ordered newest first with ties by uuid descending, so the oldest
    /// entry with the same tie-break (`JournalStats`' `min`) is found through it this way,
    /// where `ORDER BY created ASC, uuid DESC` made SQLite sort the whole table.
    var oldest: CatalogConditions {
        var narrowed = self
        narrowed.clauses.append("created = (SELECT min(created) FROM entries" + whereClause + ")")
        narrowed.values += values
        return narrowed
    }
}

struct DayTotal {
    let day: CivilDay
    let entries: Int
    let words: Int
    let starred: Int
}

extension Catalog {
    func dayTotals(_ conditions: CatalogConditions) throws -> [DayTotal] {
        let statement = try database.prepare(
            "SELECT day, count(*), total(words), total(starred) FROM entries" + conditions.whereClause + " GROUP BY day"
        )
        try statement.bind(conditions.values)
        var totals: [DayTotal] = []
        while try statement.step() {
            guard let day = CivilDay(iso: statement.text(0)) else { continue }
            totals.append(
                DayTotal(day: day, entries: statement.int(1), words: statement.int(2), starred: statement.int(3)))
        }
        return totals
    }

    func tagCounts(_ conditions: CatalogConditions) throws -> [TagCount] {
        var sql = "SELECT tag, count(*) FROM entry_tags"
        if !conditions.clauses.isEmpty {
            sql += " WHERE entry IN (SELECT rowid FROM entries" + conditions.whereClause + ")"
        }
        let statement = try database.prepare(sql + " GROUP BY tag")
        try statement.bind(conditions.values)
        var counts: [TagCount] = []
        while try statement.step() { counts.append(TagCount(tag: statement.text(0), count: statement.int(1))) }
        return counts.sorted { $0.count != $1.count ? $0.count > $1.count : $0.tag < $1.tag }
    }

    /// The totals of each day, the entries per hour of the day they were written in their own
    /// time zone (0–23), and per weather group, in one pass over the covering day index, in
    /// its order. (Grouping by the hour in SQL made SQLite sort every row first, several times
    /// slower than this pass: bench/RESULTS.md.)
    func dayHourAndWeatherTotals(
        _ conditions: CatalogConditions
    ) throws
        -> (days: [DayTotal], hours: [Int], weather: [WeatherGroup: Int])
    {
        let statement = try database.prepare(
            "SELECT day, words, starred, created, utc_offset, weather FROM entries" + conditions.whereClause
                + " ORDER BY day")
        try statement.bind(conditions.values)
        var days: [DayTotal] = []
        var hours = Array(repeating: 0, count: 24)
        var weatherCounts: [String: Int] = [:]
        var current: (text: String, entries: Int, words: Int, starred: Int)?
        func close() {
            if let current, let day = CivilDay(iso: current.text) {
                days.append(
                    DayTotal(day: day, entries: current.entries, words: current.words, starred: current.starred))
            }
        }
        while try statement.step() {
            let day = statement.text(0)
            if current?.text != day {
                close()
                current = (day, 0, 0, 0)
            }
            current?.entries += 1
            current?.words += statement.int(1)
            current?.starred += statement.int(2)
            // Whole seconds rounded down, as `JournalStats` counts them, then the offset.
            let seconds = Int(statement.double(3).rounded(.down)) + statement.int(4)
            hours[((seconds % 86_400) + 86_400) % 86_400 / 3600] += 1
            if !statement.isNull(5) { weatherCounts[statement.text(5), default: 0] += 1 }
        }
        close()
        var weather: [WeatherGroup: Int] = [:]
        for (text, count) in weatherCounts {
            if let code = WeatherCode(text) { weather[WeatherGroup(code), default: 0] += count }
        }
        return (days, hours, weather)
    }

    /// The weather of each day's first entry that has one.
    func firstWeatherOfDays(_ conditions: CatalogConditions) throws -> [CivilDay: WeatherCode] {
        var with = conditions
        with.clauses.append("weather IS NOT NULL")
        let statement = try database.prepare(
            "SELECT day, weather FROM entries" + with.whereClause + " ORDER BY created DESC, uuid DESC")
        try statement.bind(with.values)
        var found: [CivilDay: WeatherCode] = [:]
        // Newest first, so the earliest of a day is the one left.
        while try statement.step() {
            guard let day = CivilDay(iso: statement.text(0)), let code = WeatherCode(statement.text(1)) else {
                continue
            }
            found[day] = code
        }
        return found
    }

    /// Summaries of the entries `conditions` select, in `order`, at most `limit`.
    func summaries(_ conditions: CatalogConditions, order: String, limit: Int? = nil) throws -> [EntrySummary] {
        var sql = "SELECT \(EntrySummary.catalogColumns) FROM entries" + conditions.whereClause + order
        if let limit { sql += " LIMIT \(max(limit, 0))" }
        let statement = try database.prepare(sql)
        try statement.bind(conditions.values)
        var found: [EntrySummary] = []
        while try statement.step() {
            if let summary = EntrySummary(row: statement) { found.append(summary) }
        }
        return found
    }
}

extension EntrySummary {
    /// The columns `init(row:)` reads, in its order.
    static let catalogColumns = "uuid, path, created, utc_offset, title, preview, tags, weather, starred, words"

    /// A summary from a row of `catalogColumns`.
    init?(row statement: SQLiteStatement) {
        guard let id = EntryID(statement.text(0)) else { return nil }
        let tags = statement.text(6)
        self.init(
            id: id, path: statement.text(1),
            created: Timestamp(date: Date(timeIntervalSince1970: statement.double(2)), utcOffset: statement.int(3)),
            title: statement.text(4), preview: statement.text(5),
            tags: tags.isEmpty ? [] : tags.split(separator: "\n").map(String.init),
            weather: statement.isNull(7) ? nil : WeatherCode(statement.text(7)),
            isStarred: statement.int(8) != 0, wordCount: statement.int(9))
    }
}

extension CivilDay {
    /// The day of a `YYYY-MM-DD` string, as the index stores days.
    init?(iso text: String) {
        let parts = text.split(separator: "-")
        guard parts.count == 3, let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2]) else {
            return nil
        }
        self.init(year: year, month: month, day: day)
    }
}
