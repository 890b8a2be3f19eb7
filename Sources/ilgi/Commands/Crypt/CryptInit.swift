import ArgumentParser
import Foundation
import IlgiCore

/// `ilgi crypt init [--key FILE]`: turns encryption on.
struct CryptInit: AsyncParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "init", abstract: Help.cryptInit.description, discussion: Help.cryptInitDiscussion.description)
    }

    @OptionGroup var global: GlobalOptions

    @Option(help: ArgumentHelp(Help.cryptKeyOption.description, valueName: "keyfile"), completion: .file())
    var key: String?

    func run() async throws {
        let given = try key.map(CryptSupport.readKey(at:))
        let journal = try global.openJournal()
        try journal.configureGitFilters(CryptSupport.filters(locked: true))  // CryptSupport.filters says why
        let start = try journal.turnOnEncryption(
            key: given, filters: CryptSupport.filters(locked: false),
            progress: Progress.reporter(message: Messages.encryptingProgress))
        Diagnostics.notice(Messages.encryptionTurnedOn(files: start.files, sharedKey: given != nil))
        if start.earlierCommits > 0 { Diagnostics.warning(Messages.historyStillPlain(start.earlierCommits)) }
    }
}
