import ArgumentParser
import Foundation
import IlgiCore

extension Ilgi {
    struct Delete: AsyncParsableCommand {
        static var configuration: CommandConfiguration {
            CommandConfiguration(abstract: Help.delete.description, aliases: ["rm"])
        }

        @OptionGroup var global: GlobalOptions

        @Argument(help: ArgumentHelp(Help.idArgument.description, valueName: "id"), completion: EntryCompletion.kind)
        var id: String

        @Flag(name: [.short, .long], help: ArgumentHelp(Help.yesFlag.description))
        var yes = false

        func run() async throws {
            let journal = try global.openJournal()
            let entry = try journal.entry(matching: id)
            if !yes {
                guard Terminal.current.isStandardInputTerminal else {
                    throw IlgiError.invalidInput(Messages.deleteNeedsConfirmation(entry.id.short))
                }
                guard Prompt.confirm(Messages.confirmDelete(entry.displayTitle)) else {
                    Diagnostics.notice(Messages.notDeleted)
                    return
                }
            }
            try journal.delete(entry)
            Diagnostics.notice(Messages.deleted(entry.id.short, entry.displayTitle))
        }
    }
}
