import Foundation
import IlgiEntry
import IlgiStore

/// What the journal at a glance sums (`JournalReader+Insights`), in SQL over the catalog.
extension CatalogConditions {
    /// These conditions narrowed to the entries of the earliest `created` among them. The
    /// index on `created` is ordered newest first with ties by uuid descending, so the oldest
    /// entry with the same tie-break (`JournalStats`' `min`) is found through it this way,
    /// where `ORDER BY created ASC, uuid DESC` made SQLite sort the whole table.
    package var oldest: CatalogConditions {
        var narrowed = self
        narrowed.clauses.append("created = (SELECT min(created) FROM entries" + whereClause + ")")
        narrowed.values += values
        return narrowed
    }

    /// The entries written on a day whose `YYYY` is followed by one of `endings` (`-MM-DD`),
    /// as a list of rowids, so SQLite scans the narrow day index, not every row by date.
    package static func dayEndsWith(_ endings: [String]) -> CatalogConditions {
        var conditions = CatalogConditions()
        conditions.clauses.append(
            "rowid IN (SELECT rowid FROM entries WHERE substr(day, 5) IN ("
                + endings.map { _ in "?" }.joined(separator: ", ") + "))")
        conditions.values += endings.map { .text($0) }
        return conditions
    }
}

/// One day's entries as the catalog sums them.
package struct DayTotal {
    package let day: CivilDay
    package let entries: Int
    package let words: Int
    package let starred: Int
}

extension Catalog {
    package func dayTotals(_ conditions: CatalogConditions) throws -> [DayTotal] {
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

    /// The days on or before `last` with an entry, newest first, for as long as `goOn` takes
    /// them: a walk back along the day index that reads no further than the day it stops at.
    package func daysWritten(onOrBefore last: CivilDay, while goOn: (CivilDay) -> Bool) throws {
        let statement = try database.prepare("SELECT DISTINCT day FROM entries WHERE day <= ? ORDER BY day DESC")
        try statement.bind(.text(last.description))
        while try statement.step() {
            guard let day = CivilDay(iso: statement.text(0)) else { continue }
            guard goOn(day) else { return }
        }
    }

    package func tagCounts(_ conditions: CatalogConditions) throws -> [TagCount] {
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
    package func dayHourAndWeatherTotals(
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
        // No String per row (a million rows at a million entries): a day is compared as bytes
        // and made a String when it closes, a weather code counted under its bytes.
        var weatherCounts = SmallTextCounts()
        var current: (day: [UInt8], entries: Int, words: Int, starred: Int)?
        func close() {
            if let current, let day = CivilDay(iso: String(decoding: current.day, as: UTF8.self)) {
                days.append(
                    DayTotal(day: day, entries: current.entries, words: current.words, starred: current.starred))
            }
        }
        while try statement.step() {
            let day = statement.borrowedBytes(0)
            if current?.day.elementsEqual(day) != true {
                close()
                current = (Array(day), 0, 0, 0)
            }
            current?.entries += 1
            current?.words += statement.int(1)
            current?.starred += statement.int(2)
            // Whole seconds rounded down, as `JournalStats` counts them, then the offset.
            let seconds = Int(statement.double(3).rounded(.down)) + statement.int(4)
            hours[((seconds % 86_400) + 86_400) % 86_400 / 3600] += 1
            if !statement.isNull(5) { weatherCounts.add(statement.borrowedBytes(5)) }
        }
        close()
        var weather: [WeatherGroup: Int] = [:]
        for (text, count) in weatherCounts.counts {
            if let code = WeatherCode(text) { weather[WeatherGroup(code), default: 0] += count }
        }
        return (days, hours, weather)
    }

    /// The weather of each day's first entry that has one.
    package func firstWeatherOfDays(_ conditions: CatalogConditions) throws -> [CivilDay: WeatherCode] {
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

/// How often each text occurs, for texts of a few bytes seen many times (a weather code per
/// entry): each short one is counted under its bytes packed into an integer, so no String is
/// made per row; a longer one, which ilgi never writes, under its String.
struct SmallTextCounts {
    private var short: [UInt64: Int] = [:]
    private var long: [String: Int] = [:]

    mutating func add(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard bytes.count < 8 else {
            long[String(decoding: bytes, as: UTF8.self), default: 0] += 1
            return
        }
        // The count in the top byte, so "a" and "a\0" differ.
        var key = UInt64(bytes.count) << 56
        for (position, byte) in bytes.enumerated() { key |= UInt64(byte) << (8 * position) }
        short[key, default: 0] += 1
    }

    /// Every text seen, and how often.
    var counts: [(text: String, count: Int)] {
        let unpacked = short.map { key, count in
            let bytes = (0..<Int(key >> 56)).map { UInt8(truncatingIfNeeded: key >> (8 * $0)) }
            return (String(decoding: bytes, as: UTF8.self), count)
        }
        return unpacked + long.map { ($0.key, $0.value) }
    }
}
