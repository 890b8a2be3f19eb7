import ArgumentParser
import Foundation
import IlgiCatalog
import IlgiCore
import IlgiEntry
import IlgiStore

extension Ilgi {
    struct Star: AsyncParsableCommand {
        static var configuration: CommandConfiguration {
            CommandConfiguration(commandName: "star", abstract: Help.star.description)
        }

        @OptionGroup var global: GlobalOptions

        @Argument(help: ArgumentHelp(Help.idArgument.description, valueName: "id"), completion: EntryCompletion.kind)
        var id: String

        func run() async throws {
            try StarCommand.set(id, starred: true, journal: global.openJournal())
        }
    }
}

/// What `star` and `unstar` share: one commit, or a note that nothing changed.
enum StarCommand {
    static func set(_ id: String, starred: Bool, journal: Journal) throws {
        let entry = try journal.reader.entry(matching: id)
        switch try Stars(journal).set(entry, starred: starred) {
        case .saved(let updated):
            Diagnostics.notice(
                starred
                    ? CommandText.starred(updated.id.short, updated.displayTitle)
                    : CommandText.unstarred(updated.id.short, updated.displayTitle))
        case .unchanged, .empty:
            Diagnostics.notice(
                starred ? CommandText.alreadyStarred(entry.id.short) : CommandText.notStarred(entry.id.short))
        }
    }
}
