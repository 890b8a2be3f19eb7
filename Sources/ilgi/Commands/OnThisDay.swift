import ArgumentParser
import Foundation
import IlgiCatalog
import IlgiCore
import IlgiEntry
import IlgiStore

extension Ilgi {
    struct OnThisDayCommand: AsyncParsableCommand {
        static var configuration: CommandConfiguration {
            CommandConfiguration(
                commandName: "on-this-day", abstract: Help.onThisDay.description,
                discussion: Help.onThisDayDiscussion.description, aliases: ["today-in-history"])
        }

        @OptionGroup var global: GlobalOptions

        @Option(help: ArgumentHelp(Help.onThisDayDateOption.description, valueName: "date"))
        var date: String?

        @Flag(help: ArgumentHelp(Help.jsonFlag.description))
        var json = false

        func run() async throws {
            let journal = try global.openJournal()
            let input = DateInput()
            let day = try CivilDay(input.timestamp(date ?? "today"))
            let history = try journal.reader.onThisDay(day)
            if json {
                try JSONOutput.write(history.years.flatMap { $0.entries.map(EntryRecord.init) })
                return
            }
            guard !history.isEmpty else {
                Diagnostics.notice(CommandText.nothingOnThisDay(DateStyle().monthDay(day)))
                throw ExitCode(1)
            }
            let table = EntryTable(dateStyle: DateStyle(), palette: global.palette, width: Terminal.current.width)
            var text = ""
            for (number, year) in history.years.enumerated() {
                if number > 0 { text += "\n" }
                text += global.palette.bold(CommandText.yearsAgo(year.yearsAgo, year.year).description) + "\n"
                text += table.render(year.entries.map(EntrySummary.init))
            }
            await Pager(terminal: .current).write(text)
        }

    }
}

extension DateStyle {
    /// "March 5" / "3월 5일".
    func monthDay(_ day: CivilDay) -> String {
        MonthName.of(day.month, day: day.day).text(in: .current)
    }
}
