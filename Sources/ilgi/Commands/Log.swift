import ArgumentParser
import Foundation
import IlgiCatalog
import IlgiCore
import IlgiEntry
import IlgiStore

extension Ilgi {
    struct Log: AsyncParsableCommand {
        static var configuration: CommandConfiguration {
            CommandConfiguration(
                commandName: "log", abstract: Help.log.description, discussion: Help.logDiscussion.description)
        }

        @OptionGroup var global: GlobalOptions

        @Argument(help: ArgumentHelp(Help.logIDArgument.description, valueName: "id"), completion: EntryCompletion.kind)
        var id: String?

        @Flag(help: ArgumentHelp(Help.onelineFlag.description))
        var oneline = false

        @Option(
            name: [.customShort("n"), .customLong("limit")],
            help: ArgumentHelp(Help.logLimitOption.description, valueName: "n"))
        var limit: Int?

        func validate() throws {
            if let limit, limit < 0 { throw IlgiError.invalidInput(CoreText.negativeLimit(limit)) }
        }

        func run() async throws {
            let journal = try global.openJournal()
            let records: [HistoryRecord]
            let table: HistoryTable
            let palette = global.palette
            if let id {
                let location = try JournalHistory(journal).locate(id)
                records = try JournalHistory(journal).log(of: location, limit: limit)
                table = HistoryTable(
                    dateStyle: DateStyle(), palette: palette, width: Terminal.current.width, showsEntryID: false)
            } else {
                records = try JournalHistory(journal).log(limit: limit)
                table = HistoryTable(
                    dateStyle: DateStyle(), palette: palette, width: Terminal.current.width, showsEntryID: true)
            }
            if records.isEmpty, id == nil, limit != 0 {
                Diagnostics.notice(CommandText.noHistoryYet)
                return
            }
            await Pager(terminal: .current).write(oneline ? table.renderOneline(records) : table.render(records))
        }
    }
}
