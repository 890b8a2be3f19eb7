import ArgumentParser
import Foundation
import IlgiCore

extension Ilgi {
    struct Stats: AsyncParsableCommand {
        static var configuration: CommandConfiguration {
            CommandConfiguration(commandName: "stats", abstract: Help.stats.description)
        }

        @OptionGroup var global: GlobalOptions
        @OptionGroup var filters: EntryFilterOptions

        @Flag(help: ArgumentHelp(Help.statsJSONFlag.description))
        var json = false

        func run() async throws {
            let journal = try global.openJournal()
            var filter = try filters.filter()
            filter.limit = nil
            // `--field mood` (a bare name) charts that field.
            if let charted = filter.fields.first(where: { $0.comparison == .present }) {
                let declared = journal.fields
                guard let field = declared.named(charted.key) else {
                    throw IlgiError.invalidInput(FieldSupport.unknownField(charted.key, declared))
                }
                let stats = FieldStats(field: field, entries: try journal.reader.entries(matching: filter))
                if json {
                    try JSONOutput.write(FieldStatsRecord(stats))
                } else {
                    Output.write(FieldChart(palette: global.palette).render(stats))
                }
                return
            }
            let input = DateInput()
            let stats = try journal.reader.stats(matching: filter, today: CivilDay(input.now, timeZone: input.timeZone))
            if json {
                try JSONOutput.write(StatsRecord(stats))
                return
            }
            Output.write(StatsView(palette: global.palette, dateStyle: DateStyle()).render(stats))
        }
    }
}

/// `ilgi stats --field mood --json`.
struct FieldStatsRecord: Encodable {
    struct Mean: Encodable {
        let average: Double
        let entries: Int
        init(_ mean: FieldStats.Mean) {
            average = (mean.value * 100).rounded() / 100
            entries = mean.count
        }
    }

    let field: String
    let entries: Int
    let average: Double?
    let byMonth: [String: Mean]
    let byWeekday: [String: Mean]
    let tags: [String: Mean]
    let weather: [String: Mean]
    let values: [String: Int]

    init(_ stats: FieldStats) {
        field = stats.field.name
        entries = stats.entries
        average = stats.range == nil ? nil : Mean(stats.overall).average
        byMonth = Dictionary(uniqueKeysWithValues: stats.byMonth.map { ($0.month, Mean($0.mean)) })
        byWeekday = Dictionary(
            uniqueKeysWithValues: zip(StatsRecord.weekdays, stats.byWeekday).filter { $0.1.count > 0 }.map {
                ($0.0, Mean($0.1))
            })
        tags = Dictionary(uniqueKeysWithValues: stats.tags.map { ($0.tag, Mean($0.mean)) })
        weather = Dictionary(uniqueKeysWithValues: stats.weather.map { ($0.group.rawValue, Mean($0.mean)) })
        values = Dictionary(uniqueKeysWithValues: stats.values.map { ($0.value, $0.count) })
    }

    enum CodingKeys: String, CodingKey {
        case field, entries, average, tags, weather, values
        case byMonth = "by_month"
        case byWeekday = "by_weekday"
    }
}

/// `ilgi stats --json`: stable field names, documented in the README.
struct StatsRecord: Encodable {
    struct Moment: Encodable {
        let id: String
        let title: String
        let created: String
    }

    let entries: Int
    let words: Int
    let starred: Int
    let days: Int
    let tags: Int
    let currentStreak: Int
    let longestStreak: Int
    let busiestWeekday: String?
    let busiestHour: Int?
    let byWeekday: [String: Int]
    let byHour: [Int]
    let topTags: [TagCount]
    let weather: [String: Int]
    let first: Moment?
    let last: Moment?

    static let weekdays = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]

    init(_ stats: JournalStats) {
        entries = stats.entries
        words = stats.words
        starred = stats.starred
        days = stats.days
        tags = stats.tagCount
        currentStreak = stats.streaks.current
        longestStreak = stats.streaks.longest
        busiestWeekday = stats.busiestWeekday.map { Self.weekdays[$0 - 1] }
        busiestHour = stats.busiestHour
        byWeekday = Dictionary(uniqueKeysWithValues: zip(Self.weekdays, stats.byWeekday))
        byHour = stats.byHour
        topTags = stats.topTags
        weather = Dictionary(uniqueKeysWithValues: WeatherGroup.allCases.map { ($0.rawValue, stats.weather[$0] ?? 0) })
        first = stats.first.map { Moment(id: $0.id.uuid, title: $0.displayTitle, created: $0.created.iso8601) }
        last = stats.last.map { Moment(id: $0.id.uuid, title: $0.displayTitle, created: $0.created.iso8601) }
    }

    enum CodingKeys: String, CodingKey {
        case entries, words, starred, days, tags
        case currentStreak = "current_streak", longestStreak = "longest_streak"
        case busiestWeekday = "busiest_weekday", busiestHour = "busiest_hour"
        case byWeekday = "by_weekday", byHour = "by_hour", topTags = "top_tags", weather, first, last
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(entries, forKey: .entries)
        try container.encode(words, forKey: .words)
        try container.encode(starred, forKey: .starred)
        try container.encode(days, forKey: .days)
        try container.encode(tags, forKey: .tags)
        try container.encode(currentStreak, forKey: .currentStreak)
        try container.encode(longestStreak, forKey: .longestStreak)
        try container.encode(busiestWeekday, forKey: .busiestWeekday)
        try container.encode(busiestHour, forKey: .busiestHour)
        try container.encode(byWeekday, forKey: .byWeekday)
        try container.encode(byHour, forKey: .byHour)
        try container.encode(topTags, forKey: .topTags)
        try container.encode(weather, forKey: .weather)
        try container.encode(first, forKey: .first)
        try container.encode(last, forKey: .last)
    }
}

/// `ilgi stats` for a person: one fact a line, labels aligned.
struct StatsView {
    let palette: Palette
    let dateStyle: DateStyle

    func render(_ stats: JournalStats) -> String {
        var rows: [(any LocalizedText, String)] = [
            (CommandText.statsEntries, "\(stats.entries)"),
            (CommandText.statsWords, "\(stats.words)"),
            (CommandText.statsDays, "\(stats.days)"),
            (CommandText.statsStarred, "\(stats.starred)"),
            (
                CommandText.statsStreaks,
                CommandText.streakValue(stats.streaks.current, stats.streaks.longest).description
            ),
        ]
        if let weekday = stats.busiestWeekday {
            rows.append(
                (
                    CommandText.statsBusiestWeekday,
                    Weekday(rawValue: weekday)!.name.description + " (\(stats.byWeekday[weekday - 1]))"
                ))
        }
        if let hour = stats.busiestHour {
            rows.append(
                (
                    CommandText.statsBusiestHour,
                    String(format: "%02d:00–%02d:59", hour, hour) + " (\(stats.byHour[hour]))"
                ))
        }
        if !stats.topTags.isEmpty {
            rows.append(
                (
                    CommandText.statsTopTags,
                    stats.topTags.prefix(5).map { "@\(EntryTable.printable($0.tag)) \($0.count)" }.joined(
                        separator: ", ")
                ))
        }
        let weather = WeatherGroup.allCases.compactMap { group in stats.weather[group].map { "\(group.emoji) \($0)" } }
        if !weather.isEmpty { rows.append((CommandText.statsWeather, weather.joined(separator: "  "))) }
        if let first = stats.first {
            rows.append(
                (
                    CommandText.statsFirst,
                    dateStyle.longDate(first.created) + "  " + EntryTable.printable(first.displayTitle)
                ))
        }
        if let last = stats.last {
            rows.append(
                (
                    CommandText.statsLast,
                    dateStyle.longDate(last.created) + "  " + EntryTable.printable(last.displayTitle)
                ))
        }
        let labelWidth = rows.map { DisplayWidth.of($0.0.description) }.max() ?? 0
        return rows.map { label, value in
            palette.bold(DisplayWidth.pad(label.description, to: labelWidth)) + "  " + value
        }.joined(separator: "\n") + "\n"
    }
}
