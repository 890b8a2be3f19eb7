import ArgumentParser
import Foundation
import IlgiCatalog
import IlgiCore
import IlgiEntry
import IlgiStore

extension Ilgi {
    /// `ilgi status [--json]`: the remote, saves not sent yet, changes not taken yet, the last
    /// sync and how it ended, conflicts kept, and whether syncs start by themselves. Nothing
    /// is fetched: "not taken" is as of the last sync.
    struct Status: AsyncParsableCommand {
        static var configuration: CommandConfiguration {
            CommandConfiguration(commandName: "status", abstract: Help.status.description)
        }

        @OptionGroup var global: GlobalOptions

        @Flag(help: ArgumentHelp(Help.statusJSONFlag.description))
        var json = false

        func run() async throws {
            let journal = try global.openJournal(saysSyncNotices: false)
            let status = try SyncStatus.read(journal)
            if json {
                try JSONOutput.write(StatusRecord(status))
            } else {
                Output.write(render(status, style: DateStyle()))
            }
            // What a background sync left to say is said now.
            SyncLedger.markSaid(stateDirectory: journal.stateDirectory)
        }

        func render(_ status: SyncStatus, style: DateStyle) -> String {
            guard let remote = status.remote else { return CommandText.statusNoRemote.description + "\n" }
            let ledger = status.ledger
            var rows: [(any LocalizedText, String)] = [
                (CommandText.statusRemote, "\(remote)  \(status.url ?? "")  (\(status.branch ?? ""))"),
                (CommandText.statusUnsent, CommandText.statusSaves(status.unsent).description),
                (CommandText.statusNotTaken, CommandText.statusChanges(status.notTaken).description),
            ]
            let last: String
            if let attempt = ledger.lastAttempt {
                last =
                    style.moment(attempt) + ", "
                    + (ledger.lastError.map { CommandText.statusFailed($0).description }
                        ?? CommandText.statusSucceeded.description)
            } else {
                last = CommandText.statusNever.description
            }
            rows.append((CommandText.statusLastSync, last))
            if let since = ledger.unreachableSince {
                let next = (ledger.lastAttempt ?? since).addingTimeInterval(
                    SyncLedger.backoff(afterFailures: ledger.failures))
                rows.append(
                    (
                        CommandText.statusUnreachable,
                        CommandText.statusUnreachableSince(style.moment(since), style.moment(next)).description
                    ))
            }
            if !status.conflicts.isEmpty {
                rows.append((CommandText.statusConflicts, status.conflicts.joined(separator: ", ")))
            }
            rows.append(
                (
                    CommandText.statusAutomatic,
                    (status.automatic ? CommandText.statusAutoOn : CommandText.statusAutoOff).description
                ))
            let width = rows.map { DisplayWidth.of($0.0.description) }.max() ?? 0
            return rows.map { DisplayWidth.pad($0.0.description, to: width) + "  " + $0.1 + "\n" }.joined()
        }
    }
}

/// `ilgi status --json`: stable field names, documented in the README. Times are ISO 8601.
struct StatusRecord: Encodable {
    let remote: String?
    let url: String?
    let branch: String?
    let unsent: Int
    let notTaken: Int
    let lastAttempt: String?
    let lastSuccess: String?
    let lastError: String?
    let unreachableSince: String?
    let conflicts: [String]
    let autoSync: Bool

    init(_ status: SyncStatus) {
        let iso = ISO8601DateFormatter()
        remote = status.remote
        url = status.url
        branch = status.branch
        unsent = status.unsent
        notTaken = status.notTaken
        lastAttempt = status.ledger.lastAttempt.map(iso.string)
        lastSuccess = status.ledger.lastSuccess.map(iso.string)
        lastError = status.ledger.lastError?.english
        unreachableSince = status.ledger.unreachableSince.map(iso.string)
        conflicts = status.conflicts
        autoSync = status.automatic
    }
}
