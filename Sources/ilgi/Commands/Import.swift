import ArgumentParser
import Foundation
import IlgiCore

extension Ilgi {
    struct Import: AsyncParsableCommand {
        static var configuration: CommandConfiguration {
            CommandConfiguration(
                commandName: "import", abstract: Help.importCommand.description,
                discussion: Help.importDiscussion.description)
        }

        @OptionGroup var global: GlobalOptions

        @Argument(help: ArgumentHelp(Help.importFileArgument.description, valueName: "file"), completion: .file())
        var file: String

        @Option(help: ArgumentHelp(Help.importFromOption.description, valueName: "format"))
        var from: ImportSource

        func run() async throws {
            let journal = try global.openJournal()
            let importer = Importer(journal: journal, timeZone: .current)
            var progress: Progress?
            defer { progress?.clear() }
            let outcome = try importer.run(URL(fileURLWithPath: file), as: from) { done, total in
                if progress == nil { progress = Progress(total: total, message: Messages.importProgress) }
                progress?.update(done, of: total)
            }
            progress?.clear()
            if outcome.imported == 0 {
                Diagnostics.notice(Messages.nothingToImport(outcome.alreadyThere))
            } else {
                Diagnostics.notice(Messages.imported(outcome.imported, from.localizedName, outcome.alreadyThere))
            }
        }
    }
}

extension ImportSource: ExpressibleByArgument {}
