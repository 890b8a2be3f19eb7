import ArgumentParser
import Foundation
import IlgiCatalog
import IlgiCore
import IlgiEntry
import IlgiStore

extension Ilgi {
    struct Review: AsyncParsableCommand {
        static var configuration: CommandConfiguration {
            CommandConfiguration(
                commandName: "review", abstract: Help.review.description, discussion: Help.reviewDiscussion.description)
        }

        @OptionGroup var global: GlobalOptions

        @Argument(help: ArgumentHelp(Help.reviewYearArgument.description, valueName: "year"))
        var year: Int?

        func validate() throws {
            if let year, !(1...9999).contains(year) { throw ValidationError(CoreText.reviewBadYear.description) }
        }

        func run() async throws {
            let journal = try global.openJournal()
            let input = DateInput()
            let today = CivilDay(input.now, timeZone: input.timeZone)
            let review = try journal.reader.review(
                of: year ?? today.year, fields: journal.fields.definitions, today: today)
            Output.write(YearReviewView(palette: global.palette, language: Language.current).render(review))
        }
    }
}

/// `ilgi review` on one screen: the year's numbers, a heat map of its days (weeks across,
/// Monday to Sunday down), the busiest month, the weather, the top tags and each field.
struct YearReviewView {
    let palette: Palette
    let language: Language

    func render(_ review: YearReview) -> String {
        let stats = review.stats
        var text = palette.bold(CoreText.reviewHeading(review.year).description) + "\n"
        guard stats.entries > 0 else { return text + CoreText.reviewEmpty(review.year).description + "\n" }
        var summary = [
            CoreText.reviewEntries(stats.entries).description, CoreText.reviewWords(stats.words).description,
            CoreText.reviewDays(stats.days).description,
        ]
        if stats.streaks.longest > 1 { summary.append(CoreText.reviewStreak(stats.streaks.longest).description) }
        text += summary.joined(separator: " · ") + "\n\n"
        text += heatMap(review) + "\n"
        var rows: [(String, String)] = []
        if let month = review.busiestMonth {
            rows.append(
                (
                    CoreText.reviewBusiestMonth.description,
                    monthName(month.month) + "  " + CoreText.reviewEntries(month.entries).description
                ))
        }
        let weather = WeatherGroup.allCases.compactMap { group in stats.weather[group].map { "\(group.emoji) \($0)" } }
        if !weather.isEmpty { rows.append((CoreText.reviewWeather.description, weather.joined(separator: "  "))) }
        if !stats.topTags.isEmpty {
            rows.append(
                (
                    CoreText.reviewTopTags.description,
                    stats.topTags.prefix(5).map { "@\(EntryTable.printable($0.tag)) \($0.count)" }.joined(
                        separator: "  ")
                ))
        }
        for field in review.fields { rows.append((field.field.trailerKey, fieldLine(field))) }
        let width = rows.map { DisplayWidth.of($0.0) }.max() ?? 0
        for (label, value) in rows { text += palette.bold(DisplayWidth.pad(label, to: width)) + "  " + value + "\n" }
        return text
    }

    /// Weeks from the one holding 1 January, Monday to Sunday down; the month's name above
    /// the week its first day falls in. `·` is a day without an entry; ░▒▓█ more and more
    /// words; days to come are blank.
    func heatMap(_ review: YearReview) -> String {
        let days = review.days
        guard let first = days.first else { return "" }
        let lead = first.date.weekday - 1  // Monday = 0
        let weeks = (lead + days.count + 6) / 7
        var grid = Array(repeating: Array(repeating: " ", count: weeks), count: 7)
        var labels = Array(repeating: " ", count: weeks + 3)
        var nextFree = 0
        for (index, day) in days.enumerated() {
            let slot = lead + index
            // Days still to come stay blank.
            grid[slot % 7][slot / 7] = day.date > review.today ? " " : Self.marks[review.level(of: day)]
            if day.date.day == 1, slot / 7 >= nextFree {
                // One cell per column: a wide character (월) takes two, the second left empty; a
                // name that would run into the one before it is left out.
                var column = slot / 7
                for character in shortMonthName(day.date.month) where column < labels.count {
                    labels[column] = String(character)
                    if DisplayWidth.of(character) == 2, column + 1 < labels.count { labels[column + 1] = "" }
                    column += DisplayWidth.of(character)
                }
                nextFree = column + 1
            }
        }
        let gutter = Weekday.allCases.map { DisplayWidth.of($0.short.description) }.max() ?? 2
        var text = String(repeating: " ", count: gutter + 1) + labels.joined() + "\n"
        for row in 0..<7 {
            let label = row % 2 == 0 ? Weekday.allCases[row].short.description : ""
            let cells = grid[row].map { $0 == Self.marks[0] ? palette.dim($0) : palette.green($0) }
            text += DisplayWidth.pad(label, to: gutter) + " " + cells.joined() + "\n"
        }
        return text
    }

    static let marks = ["·", "░", "▒", "▓", "█"]

    /// `3.6 average · 120 entries · ▂▃▅▆▇▅▃` (the monthly averages), or the most given values.
    func fieldLine(_ stats: FieldStats) -> String {
        guard let range = stats.range else {
            return stats.values.prefix(3).map { "\($0.value) \($0.count)" }.joined(separator: "  ")
                + palette.dim("  (" + CoreText.reviewEntries(stats.entries).description + ")")
        }
        let blocks = Array("▁▂▃▄▅▆▇█")
        var byMonth = Array(repeating: " ", count: 12)
        for (month, mean) in stats.byMonth {
            guard let number = Int(month.suffix(2)), (1...12).contains(number) else { continue }
            let share = (mean.value - range.lowerBound) / max(range.upperBound - range.lowerBound, 1)
            byMonth[number - 1] = String(blocks[min(7, max(0, Int((share * 7).rounded())))])
        }
        return CoreText.reviewAverage(FieldChart.number(stats.overall.value)).description + " · "
            + CoreText.reviewEntries(stats.entries).description + "  " + palette.cyan(byMonth.joined())
            + palette.dim("  " + shortMonthName(1) + "–" + shortMonthName(12))
    }

    func monthName(_ month: Int) -> String {
        MonthName.of(month).text(in: language)
    }

    func shortMonthName(_ month: Int) -> String {
        MonthName.short(month).text(in: language)
    }
}
