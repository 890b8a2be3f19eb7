import ArgumentParser
import Foundation
import IlgiCatalog
import IlgiCore
import IlgiEntry
import IlgiStore

extension Ilgi {
    struct Random: AsyncParsableCommand {
        static var configuration: CommandConfiguration {
            CommandConfiguration(commandName: "random", abstract: Help.random.description)
        }

        @OptionGroup var global: GlobalOptions
        @OptionGroup var filters: EntryFilterOptions

        @Flag(help: ArgumentHelp(Help.jsonFlag.description))
        var json = false

        func run() async throws {
            let journal = try global.openJournal()
            var filter = try filters.filter()
            filter.limit = nil
            guard let pick = try journal.reader.randomSummary(matching: filter) else {
                Diagnostics.notice(
                    try journal.reader.entryCount() == 0 ? CommandText.noEntriesYet : CommandText.noEntriesMatch)
                throw ExitCode(1)
            }
            let entry = try journal.reader.entry(matching: pick.id.uuid)
            if json {
                try JSONOutput.write(EntryRecord(entry))
                return
            }
            await Pager(terminal: .current).write(
                EntryView(dateStyle: DateStyle(), palette: global.palette).render(entry))
        }
    }
}
