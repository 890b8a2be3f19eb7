import ArgumentParser
import Foundation
import IlgiCatalog
import IlgiCore
import IlgiEntry
import IlgiStore

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
                    throw IlgiError.invalidInput(declared.unknownField(charted.key))
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
