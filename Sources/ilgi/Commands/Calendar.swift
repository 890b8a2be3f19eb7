import ArgumentParser
import Foundation
import IlgiCatalog
import IlgiCore
import IlgiEntry
import IlgiStore

extension Ilgi {
    struct CalendarCommand: AsyncParsableCommand {
        static var configuration: CommandConfiguration {
            CommandConfiguration(
                commandName: "calendar", abstract: Help.calendar.description,
                discussion: Help.calendarDiscussion.description, aliases: ["cal"])
        }

        @OptionGroup var global: GlobalOptions

        @Argument(help: ArgumentHelp(Help.calendarArgument.description, valueName: "year|month"))
        var when: String?

        func run() async throws {
            let journal = try global.openJournal()
            let input = DateInput()
            let today = CivilDay(input.now, timeZone: input.timeZone)
            let range = try input.range(when ?? "this month")
            guard let firstDay = Self.day(range.first), let lastDay = Self.day(range.last) else {
                throw InvalidDate(when ?? "")
            }
            var months: [(year: Int, month: Int)] = []
            var cursor = firstDay.year * 12 + firstDay.month - 1
            while cursor <= lastDay.year * 12 + lastDay.month - 1, months.count < 24 {
                months.append((cursor / 12, cursor % 12 + 1))
                cursor += 1
            }
            let grids = try journal.reader.calendarMonths(months)
            // Streaks need every day written on, not only the shown ones.
            let everyDay = try journal.reader.writtenDays()
            let view = CalendarView(
                palette: global.palette, language: .current, today: today, width: Terminal.current.width ?? 80)
            let text = view.render(grids, streaks: Streaks(days: everyDay, today: today))
            await Pager(terminal: .current).write(text)
        }

        static func day(_ text: String) -> CivilDay? {
            let parts = text.split(separator: "-").compactMap { Int($0) }
            guard parts.count == 3 else { return nil }
            return CivilDay(year: parts[0], month: parts[1], day: parts[2])
        }
    }
}

/// Month grids for the terminal: weeks from Monday, each day as a marker column (`>` for
/// today), its number and the weather of its first entry (`•` when it has entries but no
/// weather), 5 columns a day, so a month is 35 columns wide and fits 40; months go side by
/// side when the terminal is wide enough.
struct CalendarView {
    let palette: Palette
    let language: Language
    let today: CivilDay
    let width: Int

    static let monthWidth = 35
    static let monthGap = "    "

    func render(_ months: [CalendarMonth], streaks: Streaks) -> String {
        let perRow = max(
            1, min(3, (width + CalendarView.monthGap.count) / (CalendarView.monthWidth + CalendarView.monthGap.count)))
        var text = ""
        var start = 0
        while start < months.count {
            let row = Array(months[start..<min(start + perRow, months.count)])
            let blocks = row.map(grid)
            let height = blocks.map(\.count).max() ?? 0
            for line in 0..<height {
                let pieces = blocks.map { line < $0.count ? $0[line] : "" }
                var joined = ""
                for (index, piece) in pieces.enumerated() {
                    let isLast = index == pieces.count - 1
                    joined += isLast ? piece : pad(piece, CalendarView.monthWidth) + CalendarView.monthGap
                }
                text += joined.replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression) + "\n"
            }
            start += perRow
            if start < months.count { text += "\n" }
        }
        text += "\n" + summary(months, streaks: streaks)
        return text
    }

    /// One month: title, weekday names, up to six weeks.
    func grid(_ month: CalendarMonth) -> [String] {
        var lines: [String] = []
        let title =
            MonthName.of(month.month, year: month.year).text(in: language)
        let titleWidth = DisplayWidth.of(title)
        lines.append(
            String(repeating: " ", count: max(0, (CalendarView.monthWidth - titleWidth) / 2)) + palette.bold(title))
        let names = Weekday.allCases.map { $0.column.text(in: language) }
        lines.append(palette.dim(names.map { " " + $0 + "  " }.joined()))
        var line = String(repeating: "     ", count: month.days[0].date.weekday - 1)
        for day in month.days {
            line += cell(day)
            if day.date.weekday == 7 {
                lines.append(line)
                line = ""
            }
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }

    func cell(_ day: CalendarMonth.Day) -> String {
        let isToday = day.date == today
        let number = (day.date.day < 10 ? " " : "") + String(day.date.day)
        let marker: String
        if day.entries == 0 {
            marker = "  "
        } else if let weather = day.weather {
            marker = weather.emoji
        } else {
            marker = "• "
        }
        let shownNumber: String
        if isToday {
            shownNumber = palette.isEnabled ? "\u{1B}[7m" + number + "\u{1B}[27m" : number
        } else if day.entries > 0 {
            shownNumber = palette.bold(palette.green(number))
        } else {
            shownNumber = palette.dim(number)
        }
        return (isToday ? ">" : " ") + shownNumber + marker
    }

    /// Entries and words per month, days written, and the streaks.
    func summary(_ months: [CalendarMonth], streaks: Streaks) -> String {
        var text = ""
        let labels = months.map { MonthName.short($0.month, year: $0.year).text(in: language) }
        let labelWidth = labels.map(DisplayWidth.of).max() ?? 0
        let entryWidth = months.map { String($0.entries).count }.max() ?? 1
        let wordWidth = months.map { grouped($0.words).count }.max() ?? 1
        for (month, label) in zip(months, labels) where months.count == 1 || month.entries > 0 {
            let entries = String(month.entries)
            let words = grouped(month.words)
            text +=
                pad(label, labelWidth) + "  "
                + String(repeating: " ", count: entryWidth - entries.count)
                + CommandText.calendarMonthLine(
                    entries, String(repeating: " ", count: wordWidth - words.count) + words, month.entries,
                    month.daysWritten, month.days.count
                ).description + "\n"
        }
        text += CommandText.streakLine(streaks.current, streaks.longest).description + "\n"
        return text
    }

    private func grouped(_ number: Int) -> String {
        let formatter = NumberFormatter()
        formatter.numberStyle = .decimal
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.usesGroupingSeparator = true
        formatter.groupingSeparator = ","
        formatter.groupingSize = 3
        return formatter.string(from: NSNumber(value: number)) ?? String(number)
    }

    private func pad(_ text: String, _ columns: Int) -> String {
        let shown = DisplayWidth.of(Palette.stripped(text))
        return text + String(repeating: " ", count: max(0, columns - shown))
    }
}
