import ArgumentParser
import Foundation
import IlgiCatalog
import IlgiCore
import IlgiEntry
import IlgiStore

extension Ilgi {
    struct Restore: AsyncParsableCommand {
        static var configuration: CommandConfiguration {
            CommandConfiguration(
                commandName: "restore", abstract: Help.restore.description,
                discussion: Help.restoreDiscussion.description)
        }

        @OptionGroup var global: GlobalOptions

        @Argument(
            help: ArgumentHelp(Help.restoreIDArgument.description, valueName: "id"), completion: EntryCompletion.kind)
        var id: String

        @Option(help: ArgumentHelp(Help.atOption.description, valueName: "rev"))
        var at: String?

        func run() async throws {
            let journal = try global.openJournal()
            let location = try JournalHistory(journal).locate(id)
            switch try JournalHistory(journal).restore(location, at: at) {
            case .restored(let entry):
                Diagnostics.notice(CoreText.restored(entry.id.short, entry.displayTitle))
            case .unchanged(let entry):
                Diagnostics.notice(CommandText.restoreUnchanged(entry.id.short))
            }
        }
    }
}
