import ArgumentParser
import Foundation
import IlgiCatalog
import IlgiCore
import IlgiEntry
import IlgiStore

/// `ilgi crypt init [--key FILE] [--rewrite-history [--yes]]`: turns encryption on, and on
/// request makes the whole history again encrypted and replaces the remote's with it.
struct CryptInit: AsyncParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "init", abstract: Help.cryptInit.description, discussion: Help.cryptInitDiscussion.description)
    }

    @OptionGroup var global: GlobalOptions

    @Option(help: ArgumentHelp(Help.cryptKeyOption.description, valueName: "keyfile"), completion: .file())
    var key: String?

    @Flag(name: .customLong("rewrite-history"), help: ArgumentHelp(Help.cryptRewriteHistoryFlag.description))
    var rewriteHistory = false

    @Flag(name: [.short, .long], help: ArgumentHelp(Help.cryptYesFlag.description))
    var yes = false

    func validate() throws {
        if yes, !rewriteHistory { throw ValidationError(CommandText.yesNeedsRewriteHistory.description) }
    }

    func run() async throws {
        let given = try key.map(CryptSupport.readKey(at:))
        let journal = try global.openJournal()
        // On an encrypted journal, --rewrite-history goes on to the history (and finishes a
        // rewrite whose push was declined or failed).
        if !(rewriteHistory && journal.encryption == .unlocked) {
            // CryptSupport.filters says why.
            try JournalCrypt(journal).configureGitFilters(CryptSupport.filters(locked: true))
            let start = try JournalCrypt(journal).turnOnEncryption(
                key: given, filters: CryptSupport.filters(locked: false),
                progress: Progress.reporter(message: CommandText.encryptingProgress))
            Diagnostics.notice(CommandText.encryptionTurnedOn(files: start.files, sharedKey: given != nil))
            guard rewriteHistory else {
                if start.earlierCommits > 0 { Diagnostics.warning(CommandText.historyStillPlain(start.earlierCommits)) }
                return
            }
        }
        let rewritten = try JournalCrypt(journal).rewriteHistoryEncrypted(
            progress: Progress.reporter(message: CommandText.rewritingHistoryProgress))
        if let rewritten {
            Diagnostics.notice(CommandText.historyRewritten(rewritten.commits, backup: rewritten.backup))
        } else {
            Diagnostics.notice(CommandText.historyAlreadyEncrypted)
        }
        try replaceRemoteHistory(of: journal)
    }

    /// The one forced push ilgi makes, after the user says yes: without it the remote keeps
    /// the plain history, and `ilgi sync` refuses to merge it back.
    private func replaceRemoteHistory(of journal: Journal) throws {
        guard let remote = try JournalSync(journal).remoteHoldingReplacedHistory() else { return }
        guard yes || Prompt.confirm(CommandText.confirmForcedPush(remote.name, remote.url)) else {
            Diagnostics.warning(CommandText.forcedPushDeclined(remote.name))
            return
        }
        let terminal = Terminal.current
        let options = SyncOptions(
            remote: remote.name, environment: terminal.environment,
            interactive: terminal.isStandardInputTerminal && terminal.isStandardErrorTerminal)
        switch try JournalSync(journal).replaceRemoteHistory(options) {
        case .replaced(let name, _): Diagnostics.notice(CommandText.remoteHistoryReplaced(name))
        case .notNeeded(let name): Diagnostics.notice(CommandText.remoteHistoryNotPlain(name))
        }
    }
}
