import ArgumentParser
import Foundation
import IlgiCatalog
import IlgiCore
import IlgiEntry
import IlgiStore

extension Ilgi {
    /// `ilgi crypt …`: encryption in git-crypt's format (DESIGN §6), one file per subcommand.
    struct Crypt: AsyncParsableCommand {
        static var configuration: CommandConfiguration {
            CommandConfiguration(
                commandName: "crypt",
                abstract: Help.crypt.description,
                discussion: Help.cryptDiscussion.description,
                subcommands: [
                    CryptInit.self, CryptStatus.self, CryptUnlock.self, CryptLock.self, CryptExportKey.self,
                    CryptAddGPGUser.self, CryptAddRecipient.self, CryptAddPassphrase.self,
                    CryptClean.self, CryptSmudge.self, CryptDiff.self,
                ],
                defaultSubcommand: CryptStatus.self)
        }
    }
}

/// What the crypt commands share: which commands git's filter should run, and how keys and
/// passphrases are read.
enum CryptSupport {
    /// The filter `.git/config` should name: `git-crypt` when it is installed and the journal
    /// is unlocked (so git-crypt and git work on it as on any git-crypt repository), else this
    /// ilgi's own `crypt clean|smudge|diff`, which alone keep a locked clone from committing
    /// plain text while still checking ciphertext out as it is. Since ilgi's filter serves a
    /// journal with the key and one without, `init` and `unlock` name it before they start, so
    /// the git command line works whichever side of them a crash leaves the journal.
    static func filters(
        locked: Bool, environment: [String: String] = ProcessInfo.processInfo.environment
    )
        -> GitFilterCommands
    {
        if !locked, let gitCrypt = ExecutableSearch.find("git-crypt", path: environment["PATH"]) {
            return .gitCrypt(at: gitCrypt)
        }
        return .ilgi(at: HookSetup.executable?.path ?? "ilgi")
    }

    /// A locked clone git made (`git clone`) has no filter in its config, so the git command
    /// line there would commit plain text under an encrypted path. The first ilgi that meets
    /// it names ilgi's own filter, which refuses that (best effort: the refusal that follows
    /// is what the user needs to hear).
    static func guardLockedClone(at url: URL) {
        var configuration = JournalConfiguration()
        configuration.opensLockedJournal = true
        guard let journal = try? Journal.open(at: url, configuration: configuration),
            !JournalCrypt(journal).namesGitFilter
        else { return }
        try? JournalCrypt(journal).configureGitFilters(filters(locked: true))
    }

    /// The passphrase: the first line of `file` when given (`-` is standard input), else typed
    /// on the terminal, twice when `confirming`.
    static func passphrase(from file: String?, confirming: Bool) throws -> String {
        if let file {
            let first = try firstLine(of: file)
            guard !first.isEmpty else { throw IlgiError.invalidInput(CommandText.emptyPassphrase) }
            return first
        }
        guard let typed = Prompt.secret(CommandText.passphrasePrompt) else {
            throw IlgiError.invalidInput(CommandText.passphraseNeedsTerminal)
        }
        guard !typed.isEmpty else { throw IlgiError.invalidInput(CommandText.emptyPassphrase) }
        if confirming, Prompt.secret(CommandText.passphraseAgainPrompt) != typed {
            throw IlgiError.invalidInput(CommandText.passphrasesDiffer)
        }
        return typed
    }

    /// Reads a key file (`-` is standard input), with one clear line when it is not one.
    static func readKey(at path: String) throws -> GitCryptKey {
        let data: Data
        do {
            data = try contents(of: path)
        } catch IlgiError.fileSystem(_, let reason) {
            throw CryptError.unreadableKeyFile(path: path, reason: reason)
        }
        return try key(from: data, at: path)
    }

    /// The first line of the file at `path` (`-` is standard input), without its newline: how
    /// a passphrase or a password is given to a script.
    static func firstLine(of path: String) throws -> String {
        let text = String(decoding: try contents(of: path), as: UTF8.self)
        return String(text.split(separator: "\n", omittingEmptySubsequences: false).first ?? "")
    }

    /// The bytes of the file at `path`, or of standard input for `-`.
    static func contents(of path: String) throws -> Data {
        if path == "-" { return FileHandle.standardInput.readDataToEndOfFile() }
        do {
            return try Data(contentsOf: URL(fileURLWithPath: path))  // border: a key file the user names
        } catch {
            throw IlgiError.fileSystem(path: path, message: IlgiError.describe(error))
        }
    }

    /// The key in `data`, read from `path`, with one clear line when it is not one.
    static func key(from data: Data, at path: String) throws -> GitCryptKey {
        do {
            return try GitCryptKey(fileContents: data)
        } catch {
            throw CryptError.badKeyFile(path: path, problem: error)
        }
    }
}
