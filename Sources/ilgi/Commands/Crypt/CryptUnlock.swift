import ArgumentParser
import Foundation
import IlgiCatalog
import IlgiCore
import IlgiEntry
import IlgiStore

/// `ilgi crypt unlock [KEYFILE]`: unlocks a clone with the journal's key: a key file, or,
/// without one, the copy wrapped for a GPG secret key this machine holds (as `git-crypt
/// unlock` finds it).
struct CryptUnlock: AsyncParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "unlock", abstract: Help.cryptUnlock.description,
            discussion: Help.cryptUnlockDiscussion.description)
    }

    @OptionGroup var global: GlobalOptions

    @Argument(help: ArgumentHelp(Help.cryptKeyFileArgument.description, valueName: "keyfile"), completion: .file())
    var keyFile: String?

    @Option(help: ArgumentHelp(Help.cryptIdentityOption.description, valueName: "file"), completion: .file())
    var identity: String?

    @Option(help: ArgumentHelp(Help.passphraseFileOption.description, valueName: "file"), completion: .file())
    var passphraseFile: String?

    func validate() throws {
        if [keyFile != nil, identity != nil, passphraseFile != nil].filter({ $0 }).count > 1 {
            throw ValidationError(CommandText.oneWayToUnlock.description)
        }
    }

    func run() async throws {
        let given = try keyFile.map(CryptSupport.readKey(at:))
        let journal = try global.openJournal(opensLocked: true)
        guard journal.encryption == .locked else {
            throw journal.encryption == .plain ? CryptError.notEncrypted : CryptError.alreadyUnlocked
        }
        let (key, source): (GitCryptKey, String)
        if let given {
            (key, source) = (given, keyFile ?? "-")
        } else if let identity {
            (key, source) = try await ageUnwrappedKey(of: journal, identity: identity)
        } else if passphraseFile == nil, let unwrapped = try await gpgUnwrappedKey(of: journal) {
            (key, source) = unwrapped
        } else {
            (key, source) = try passphraseUnwrappedKey(of: journal)
        }
        // CryptSupport.filters says why.
        try JournalCrypt(journal).configureGitFilters(CryptSupport.filters(locked: true))
        let files = try JournalCrypt(journal).unlock(
            with: key, from: source, filters: CryptSupport.filters(locked: false),
            progress: Progress.reporter(message: CommandText.decryptingProgress))
        Diagnostics.notice(CommandText.journalUnlocked(files))
    }

    /// The key from its copy wrapped for the age identity in the file `identity`.
    private func ageUnwrappedKey(of journal: Journal, identity: String) async throws -> (GitCryptKey, String) {
        let age = Age(environment: Terminal.current.environment)
        let recipients = Set(try await age.recipients(of: identity))
        guard
            let copy = JournalCrypt(journal).wrappedKeys().first(where: {
                $0.kind == .age && recipients.contains($0.holder)
            })
        else {
            throw IlgiError.invalidInput(CommandText.identityOpensNoCopy(identity))
        }
        return (
            try CryptSupport.key(from: try await age.decrypt(copy.url, identity: identity), at: copy.url.path),
            copy.url.path
        )
    }

    /// The key from its copy wrapped for one of this machine's GPG secret keys, as `git-crypt
    /// unlock` finds it; nil when there is none.
    private func gpgUnwrappedKey(of journal: Journal) async throws -> (GitCryptKey, String)? {
        let wrapped = JournalCrypt(journal).wrappedKeys().filter { $0.kind == .gpg }
        let gpg = GPG(environment: Terminal.current.environment)
        guard !wrapped.isEmpty, gpg.tool.isInstalled else { return nil }
        let secret = Set(try await gpg.secretKeyFingerprints())
        guard let copy = wrapped.first(where: { secret.contains($0.holder) }) else { return nil }
        return (try CryptSupport.key(from: try await gpg.decrypt(copy.url), at: copy.url.path), copy.url.path)
    }

    /// The key from its copy sealed with a passphrase, asked for on the terminal (or read from
    /// `--passphrase-file`).
    private func passphraseUnwrappedKey(of journal: Journal) throws -> (GitCryptKey, String) {
        guard let copy = JournalCrypt(journal).wrappedKeys().first(where: { $0.kind == .passphrase }) else {
            throw passphraseFile == nil ? IlgiError.invalidInput(CommandText.noWayToUnlock) : CryptError.noPassphrase
        }
        let passphrase = try CryptSupport.passphrase(from: passphraseFile, confirming: false)
        let sealed = try CryptSupport.contents(of: copy.url.path)
        do {
            return (
                try CryptSupport.key(from: PassphraseKey.unwrap(sealed, passphrase: passphrase), at: copy.url.path),
                copy.url.path
            )
        } catch PassphraseKey.PassphraseError.wrongPassphrase {
            throw CryptError.wrongPassphrase
        } catch PassphraseKey.PassphraseError.malformed {
            throw CryptError.badKeyFile(path: copy.url.path, problem: .malformed)
        }
    }
}
