import ArgumentParser
import Foundation
import IlgiCatalog
import IlgiCore
import IlgiEntry
import IlgiStore

extension Ilgi {
    struct Delete: AsyncParsableCommand {
        static var configuration: CommandConfiguration {
            CommandConfiguration(
                commandName: "delete",
                abstract: Help.delete.description, discussion: Help.deleteDiscussion.description, aliases: ["rm"])
        }

        @OptionGroup var global: GlobalOptions
        @OptionGroup var filters: EntryFilterOptions

        @Argument(help: ArgumentHelp(Help.idArgument.description, valueName: "id"), completion: EntryCompletion.kind)
        var id: String?

        @Flag(name: [.short, .long], help: ArgumentHelp(Help.yesFlag.description))
        var yes = false

        func validate() throws {
            if id == nil, !filters.isActive {
                throw ValidationError(CommandText.deleteNeedsIDOrFilter.description)
            }
            if id != nil, filters.isActive || filters.limit != nil {
                throw ValidationError(CommandText.idWithFilters.description)
            }
        }

        func run() async throws {
            let journal = try global.openJournal()
            guard let id else {
                try await deleteMatching(journal)
                return
            }
            let entry = try journal.reader.entry(matching: id)
            if !yes {
                guard Terminal.current.isStandardInputTerminal else {
                    throw IlgiError.invalidInput(CommandText.deleteNeedsConfirmation(entry.id.short))
                }
                // Entries that link here say so in the question: their links break until a restore.
                let linking = try journal.reader.backlinks(of: entry.id).count
                let question =
                    linking > 0
                    ? CommandText.deleteLinkedEntry(entry.displayTitle, linking)
                    : CommandText.confirmDelete(entry.displayTitle)
                guard Prompt.confirm(question) else {
                    Diagnostics.notice(CommandText.notDeleted)
                    return
                }
            }
            try journal.delete(entry)
            Diagnostics.notice(CoreText.deleted(entry.id.short, entry.displayTitle))
        }

        /// `ilgi delete --on 2025-01-01`: lists the entries, asks once, deletes each in its own
        /// commit (so each can be restored on its own).
        private func deleteMatching(_ journal: Journal) async throws {
            let entries = try journal.reader.entries(matching: filters.filter())
            guard !entries.isEmpty else {
                Diagnostics.notice(CommandText.noEntriesMatch)
                throw ExitCode(1)
            }
            if !yes {
                guard Terminal.current.isStandardInputTerminal else {
                    throw IlgiError.invalidInput(CommandText.deleteManyNeedsConfirmation(entries.count))
                }
                let table = EntryTable(dateStyle: DateStyle(), palette: .plain, width: Terminal.current.width)
                Output.errorLine(String(table.render(entries.map(EntrySummary.init)).dropLast()))
                guard Prompt.confirm(CommandText.confirmDeleteMany(entries.count)) else {
                    Diagnostics.notice(CommandText.notDeleted)
                    return
                }
            }
            for entry in entries {
                try journal.delete(entry)
                Diagnostics.notice(CoreText.deleted(entry.id.short, entry.displayTitle))
            }
        }
    }
}
