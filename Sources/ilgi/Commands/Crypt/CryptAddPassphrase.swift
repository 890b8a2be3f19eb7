import ArgumentParser
import Foundation
import IlgiCatalog
import IlgiCore
import IlgiEntry
import IlgiStore

/// `ilgi crypt add-passphrase`: the key, sealed with a passphrase (scrypt and AES-GCM), committed
/// as `.git-crypt/keys/default/0/passphrase.scrypt`, so a clone unlocks with the passphrase alone.
struct CryptAddPassphrase: AsyncParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "add-passphrase", abstract: Help.cryptAddPassphrase.description,
            discussion: Help.cryptAddPassphraseDiscussion.description)
    }

    @OptionGroup var global: GlobalOptions

    @Option(help: ArgumentHelp(Help.passphraseFileOption.description, valueName: "file"), completion: .file())
    var passphraseFile: String?

    func run() async throws {
        let journal = try global.openJournal(opensLocked: true)
        let key = try JournalCrypt(journal).keyToShare()
        let passphrase = try CryptSupport.passphrase(from: passphraseFile, confirming: true)
        let sealed = try PassphraseKey.wrap(key.latestVersionFile, passphrase: passphrase)
        try JournalCrypt(journal).addWrappedKey(
            sealed, kind: .passphrase, for: "passphrase", message: "Add a passphrase\n")
        Diagnostics.notice(CommandText.passphraseAdded)
    }
}
