import ArgumentParser
import Foundation
import IlgiCatalog
import IlgiCore
import IlgiEntry
import IlgiStore

extension Ilgi {
    struct Deleted: AsyncParsableCommand {
        static var configuration: CommandConfiguration {
            CommandConfiguration(commandName: "deleted", abstract: Help.deleted.description)
        }

        @OptionGroup var global: GlobalOptions
        @OptionGroup var filters: EntryFilterOptions

        @OptionGroup var output: ResultOutputOptions

        func run() async throws {
            let journal = try global.openJournal()
            try await DeletedListing(palette: global.palette, output: output).show(journal, filter: filters.filter())
        }
    }
}

/// `ilgi deleted` and `ilgi list --deleted`: short id, when it was deleted, its last title.
struct DeletedListing {
    let palette: Palette
    let output: ResultOutputOptions

    func show(_ journal: Journal, filter: EntryFilter) async throws {
        var deleted = try JournalHistory(journal).deletedEntries().filter { filter.matches($0.entry) }
        if let limit = filter.limit { deleted = Array(deleted.prefix(limit)) }
        if try output.write(records: deleted.map(DeletedEntryRecord.init)) { return }
        guard !deleted.isEmpty else {
            Diagnostics.notice(CommandText.noDeletedEntries)
            return
        }
        await Pager(terminal: .current).write(render(deleted, dateStyle: DateStyle(), width: Terminal.current.width))
        if Terminal.current.isStandardErrorTerminal { Diagnostics.notice(CommandText.restoreHint) }
    }

    func render(_ deleted: [DeletedEntry], dateStyle: DateStyle, width: Int?) -> String {
        let clocks = CommitterClocks(dateStyle)
        let dates = deleted.map { CommandText.deletedOn(clocks.longDateTime($0.deletedAt)).description }
        let dateWidth = dates.map(DisplayWidth.of).max() ?? 0
        var text = ""
        for (item, date) in zip(deleted, dates) {
            let used = 8 + dateWidth + 4
            let title = item.entry.displayTitle
            let shown = width.map { DisplayWidth.truncate(title, to: max($0 - used, 0)) } ?? title
            text +=
                palette.yellow(item.entry.id.short) + "  " + palette.dim(DisplayWidth.pad(date, to: dateWidth))
                + "  " + palette.bold(shown) + "\n"
        }
        return text
    }
}
