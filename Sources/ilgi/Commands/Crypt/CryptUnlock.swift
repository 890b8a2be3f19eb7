import ArgumentParser
import Foundation
import IlgiCore

/// `ilgi crypt unlock KEYFILE`: unlocks a clone with the journal's key.
struct CryptUnlock: AsyncParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "unlock", abstract: Help.cryptUnlock.description)
    }

    @OptionGroup var global: GlobalOptions

    @Argument(help: ArgumentHelp(Help.cryptKeyFileArgument.description, valueName: "keyfile"), completion: .file())
    var keyFile: String

    func run() async throws {
        let key = try CryptSupport.readKey(at: keyFile)
        let journal = try CryptSupport.openJournal(global)
        try journal.configureGitFilters(CryptSupport.filters(locked: true))  // CryptSupport.filters says why
        let files = try journal.unlock(
            with: key, from: keyFile, filters: CryptSupport.filters(locked: false),
            progress: Progress.reporter(message: Messages.decryptingProgress))
        Diagnostics.notice(Messages.journalUnlocked(files))
    }
}
