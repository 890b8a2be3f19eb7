import ArgumentParser
import Foundation
import IlgiCatalog
import IlgiCore
import IlgiEntry
import IlgiStore

extension Ilgi {
    struct List: AsyncParsableCommand {
        static var configuration: CommandConfiguration {
            CommandConfiguration(commandName: "list", abstract: Help.list.description, aliases: ["ls"])
        }

        @OptionGroup var global: GlobalOptions
        @OptionGroup var filters: EntryFilterOptions

        @OptionGroup var output: ResultOutputOptions

        @Flag(help: ArgumentHelp(Help.deletedFlag.description))
        var deleted = false

        func run() async throws {
            let journal = try global.openJournal()
            if deleted {
                try await DeletedListing(palette: global.palette, output: output).show(
                    journal, filter: filters.filter())
                return
            }
            let filter = try filters.filter()
            if output.isMachineReadable {
                _ = try output.write(journal.reader.entries(matching: filter))
                return
            }
            let table = EntryTable(dateStyle: DateStyle(), palette: global.palette, width: Terminal.current.width)
            // Into a pipe or a file: a line at a time, straight from the index, so listing
            // 100k entries holds none of them.
            if !Terminal.current.isStandardOutputTerminal, table.isPlain {
                // Without colour or width: each line made of the catalog's bytes, its title
                // and preview made printable as it is made (`PlainLines`), so written as it is.
                var lines: EntryTable.PlainLines?
                var pieces = PiecedOutput(exact: true)
                var count = 0
                let listed = try journal.reader.forEachListedRow(
                    matching: filter,
                    days: { lines = EntryTable.PlainLines(table, dateWidth: table.dateWidth(days: $0)) }
                ) { row in
                    pieces.append { lines?.append(row, to: &$0) }
                    count += 1
                }
                if listed {
                    pieces.flush()
                    if count == 0 { try noEntries(journal) }
                    return
                }
            }
            if !Terminal.current.isStandardOutputTerminal {
                var dateWidth = 0
                var pieces = PiecedOutput(exact: false)
                var count = 0
                try journal.reader.forEachSummary(matching: filter, days: { dateWidth = table.dateWidth(days: $0) }) {
                    summary in
                    pieces.append(table.line(summary, dateWidth: dateWidth) + "\n")
                    count += 1
                }
                pieces.flush()
                if count == 0 { try noEntries(journal) }
                return
            }
            let entries = try journal.reader.summaries(matching: filter)
            guard !entries.isEmpty else { return try noEntries(journal) }
            await Pager(terminal: .current).write(table.render(entries))
        }

        private func noEntries(_ journal: Journal) throws {
            let empty = try journal.reader.entryCount() == 0
            // Entries ilgi could not read are not "no entries yet": their warnings said so.
            if empty, UnreadableEntries.anyWarned { return }
            Diagnostics.notice(empty ? CommandText.noEntriesYet : CommandText.noEntriesMatch)
        }
    }
}
