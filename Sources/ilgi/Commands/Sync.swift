import ArgumentParser
import Foundation
import IlgiCatalog
import IlgiCore
import IlgiEntry
import IlgiStore

extension Ilgi {
    struct Sync: AsyncParsableCommand {
        static var configuration: CommandConfiguration {
            CommandConfiguration(
                commandName: "sync", abstract: Help.sync.description, discussion: Help.syncDiscussion.description)
        }

        @OptionGroup var global: GlobalOptions

        @Argument(help: ArgumentHelp(Help.syncRemoteArgument.description, valueName: "remote"))
        var remote: String?

        @Flag(name: [.short, .long], help: ArgumentHelp(Help.quietFlag.description))
        var quiet = false

        @Flag(name: [.short, .long], help: ArgumentHelp(Help.syncYesFlag.description))
        var yes = false

        @Flag(help: ArgumentHelp(Help.syncInstallFlag.description))
        var install = false

        @Option(help: ArgumentHelp(Help.syncEveryOption.description, valueName: "time"))
        var every: String?

        @Flag(help: ArgumentHelp(Help.syncBackgroundFlag.description, visibility: .hidden))
        var background = false

        /// Seconds between the timer's syncs (`--every`, default 15 minutes), at least a minute.
        var interval: Int? {
            guard let every else { return 900 }
            return SettingKey.interval(every).flatMap { $0 >= 60 ? $0 : nil }
        }

        func validate() throws {
            if every != nil, !install { throw ValidationError(CommandText.everyNeedsInstall.description) }
            if interval == nil { throw ValidationError(CommandText.badEvery(every ?? "").description) }
        }

        func run() async throws {
            if install {
                try await SyncTimer(every: interval ?? 900, journal: try global.journalURL()).install()
                return
            }
            let journal = try global.openJournal(saysSyncNotices: false)
            if background {
                JournalSync(journal).runInBackground(
                    SyncOptions(environment: Terminal.current.environment, interactive: false))
                return
            }
            let terminal = Terminal.current
            let progressLine = terminal.isStandardErrorTerminal && !quiet ? TransferProgressLine() : nil
            let options = SyncOptions(
                remote: remote,
                environment: terminal.environment,
                interactive: terminal.isStandardInputTerminal && terminal.isStandardErrorTerminal,
                progress: progressLine.map { line in { line.update($0) } },
                confirmsRemovals: yes)
            let report: SyncReport
            do {
                report = try JournalSync(journal).run(options)
                progressLine?.finish()
            } catch {
                progressLine?.finish()
                throw error
            }

            // Both versions were kept wherever both sides changed the same text: always say so.
            for conflict in report.conflicts {
                switch conflict.kind {
                case .entry(let original, let copy, let title):
                    Diagnostics.warning(CommandText.entryConflict(original.short, copy.short, title, conflict.source))
                case .file(let path):
                    Diagnostics.warning(CommandText.fileConflict(path, conflict.copyPath))
                }
            }

            // What the remote may not bring in was left out: always say what.
            if !report.leftOut.isEmpty {
                Diagnostics.warning(CoreText.leftOut(report.leftOut.count, report.remote))
                // A host can send 100,000: the first of them, then how many more.
                for item in report.leftOut.prefix(Self.leftOutShown) {
                    var line = "  \(item.path): " + CoreText.leftOutReason(item.reason).description
                    if item.reason == .plainText, let id = JournalLayout.entryID(forPath: item.path) {
                        line += "; " + CoreText.takeLeftOutEntry(id.short, item.commit).description
                    }
                    Diagnostics.warning(Localized(verbatim: line))
                }
                if report.leftOut.count > Self.leftOutShown {
                    Diagnostics.warning(CoreText.leftOutMore(report.leftOut.count - Self.leftOutShown))
                }
            }

            if !quiet { summarize(report) }
            // Said here: the next command need not say it again.
            SyncLedger.markSaid(stateDirectory: journal.stateDirectory)
        }

        /// How many left-out files a sync names one by one.
        static let leftOutShown = 20

        /// How many words added or removed, or entries changed or deleted, make the report
        /// say how many words came and went.
        static let wordsWorthSaying = 200
        static let entriesWorthSaying = 10

        private func summarize(_ report: SyncReport) {
            let received = report.received
            let receivedAny = !received.isEmpty
            if receivedAny {
                // The words only when much came or went: a remote that empties entries shows.
                let words =
                    max(report.wordsAdded, report.wordsRemoved) >= Self.wordsWorthSaying
                    || received.changed.count + received.removed.count >= Self.entriesWorthSaying
                Diagnostics.notice(
                    CommandText.syncedReceived(
                        received.added.count, received.changed.count, received.removed.count,
                        otherFiles: received.otherFiles.count,
                        wordsAdded: words ? report.wordsAdded : nil, wordsRemoved: words ? report.wordsRemoved : nil))
            }
            if report.sentCommits > 0 {
                Diagnostics.notice(CommandText.syncedSent(report.sentCommits, report.remote))
            }
            if !receivedAny, report.sentCommits == 0, report.conflicts.isEmpty {
                Diagnostics.notice(
                    report.integration == .nothing
                        ? CommandText.syncedNothing(report.remote) : CommandText.syncedUpToDate(report.remote))
            }
            if report.upstreamSet {
                Diagnostics.notice(CommandText.upstreamSet(report.branch, report.remote))
            }
        }
    }
}
