import ArgumentParser
import Foundation
import IlgiCore

extension Ilgi {
    struct List: AsyncParsableCommand {
        static var configuration: CommandConfiguration {
            CommandConfiguration(abstract: Help.list.description, aliases: ["ls"])
        }

        @OptionGroup var global: GlobalOptions
        @OptionGroup var filters: EntryFilterOptions

        @Flag(help: ArgumentHelp(Help.jsonFlag.description))
        var json = false

        func run() async throws {
            let journal = try global.openJournal()
            let entries = try journal.entries(matching: filters.filter())
            if json {
                try JSONOutput.write(entries.map(EntryRecord.init))
                return
            }
            guard !entries.isEmpty else {
                let empty = try journal.entryPaths().isEmpty
                Diagnostics.notice(empty ? Messages.noEntriesYet : Messages.noEntriesMatch)
                return
            }
            let table = EntryTable(dateStyle: DateStyle(), palette: global.palette, width: Terminal.current.width)
            await Pager(terminal: .current).write(table.render(entries))
        }
    }
}
