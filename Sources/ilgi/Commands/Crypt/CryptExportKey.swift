import ArgumentParser
import Foundation
import IlgiCatalog
import IlgiCore
import IlgiEntry
import IlgiStore

/// `ilgi crypt export-key FILE`: a copy of the key, for a backup or another machine.
struct CryptExportKey: AsyncParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "export-key", abstract: Help.cryptExportKey.description)
    }

    @OptionGroup var global: GlobalOptions

    @Argument(help: ArgumentHelp(Help.cryptExportFileArgument.description, valueName: "file"), completion: .file())
    var file: String

    func run() async throws {
        let journal = try global.openJournal(opensLocked: true)
        if file == "-" {
            FileHandle.standardOutput.write(try JournalCrypt(journal).keyToShare().fileContents)
            return
        }
        try JournalCrypt(journal).exportKey(to: URL(fileURLWithPath: file))
        Diagnostics.notice(CommandText.keyExported(file))
    }
}
