import ArgumentParser
import Foundation
import IlgiCatalog
import IlgiCore
import IlgiEntry
import IlgiStore

/// `ilgi crypt add-gpg-user FINGERPRINT`: the key, wrapped for a GPG key, committed where
/// git-crypt keeps its GPG users (`.git-crypt/keys/default/0/<fingerprint>.gpg`).
struct CryptAddGPGUser: AsyncParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "add-gpg-user", abstract: Help.cryptAddGPGUser.description)
    }

    @OptionGroup var global: GlobalOptions

    @Argument(help: ArgumentHelp(Help.cryptGPGUserArgument.description, valueName: "fingerprint"))
    var user: String

    @Flag(help: ArgumentHelp(Help.cryptTrustedFlag.description))
    var trusted = false

    func run() async throws {
        let journal = try global.openJournal(opensLocked: true)
        let key = try JournalCrypt(journal).keyToShare()
        let gpg = GPG(environment: Terminal.current.environment)
        let found = try await gpg.fingerprints(of: user)
        guard let fingerprint = found.first else { throw IlgiError.invalidInput(CommandText.gpgKeyNotFound(user)) }
        guard found.count == 1 else { throw IlgiError.invalidInput(CommandText.gpgKeyAmbiguous(user)) }
        // A whole fingerprint names one key for certain, as git-crypt takes "0x" and 40 digits.
        let named = user.hasPrefix("0x") ? String(user.dropFirst(2)) : user
        let isWholeFingerprint = named.count == 40 && named.uppercased() == fingerprint
        guard trusted || isWholeFingerprint else { throw IlgiError.invalidInput(CommandText.gpgKeyNotTrusted(user)) }
        let wrapped = try await gpg.encrypt(key.latestVersionFile, to: fingerprint)
        try JournalCrypt(journal).addWrappedKey(
            wrapped, kind: .gpg, for: fingerprint,
            message: "Add 1 git-crypt collaborator\n\nNew collaborators:\n\n    \(fingerprint)\n")
        Diagnostics.notice(CommandText.gpgUserAdded(fingerprint))
    }
}
