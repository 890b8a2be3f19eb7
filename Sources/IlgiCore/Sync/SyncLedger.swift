import Foundation
import IlgiEntry
import IlgiStore

/// What this machine knows of its syncs, kept in `.git/ilgi/sync-state.json` so that a sync
/// run in the background (after a save, by a timer, by `ilgi serve`) is heard of on the next
/// command and in the browser, never only in a log: when it last ran and how it ended, since
/// when the remote cannot be reached, and the conflict copies it made that no one was told of.
///
/// Every sync records itself here, holding the sync lock (`JournalSync.run`). A command that
/// says a notice marks it said; that write is outside the lock, so at worst a notice is said
/// twice.
public struct SyncLedger: Codable, Sendable, Equatable {
    /// The remote the last sync used.
    public var remote: String?
    public var lastAttempt: Date?
    public var lastSuccess: Date?
    /// How the last sync failed, in both languages; nil when it succeeded.
    public var lastError: Localized?
    /// When syncs started failing to reach the remote; nil while it is reached.
    public var unreachableSince: Date?
    /// Syncs failed in a row: what the background's wait before the next try grows with.
    public var failures = 0
    /// Conflict copies syncs made, oldest first (`ilgi status` names those still there).
    public var keptConflicts: [String] = []
    /// Conflict copies a sync made that no command or page has named yet.
    public var unseenConflicts: [String] = []
    /// Files a sync left out that no command or page has named yet.
    public var unseenLeftOut: [String] = []
    /// True once the failing state was said on a command (it is said once, not on every one).
    public var failureSaid = false

    public init() {}

    static func url(stateDirectory: URL) -> URL { stateDirectory.appendingPathComponent("sync-state.json") }

    /// An empty file beside the ledger, there while the ledger leaves a command nothing to do.
    static func quietURL(stateDirectory: URL) -> URL { stateDirectory.appendingPathComponent("sync-state.quiet") }

    /// Whether a command has something to do with the ledger: a failure to say, or to try
    /// again after; conflict copies or left-out files to name.
    public var needsAttention: Bool { lastError != nil || !unseenConflicts.isEmpty || !unseenLeftOut.isEmpty }

    /// The ledger when it needs attention; nil, at the cost of one `stat`, when the last sync
    /// left nothing to say (`sync-state.quiet`). Decoding the JSON is the process's first use
    /// of the JSON decoder, in every command in a journal with a remote
    /// (bench/RESULTS.md#code-start-up). A ledger from
    /// before the mark (none beside it) is read.
    public static func readUnlessQuiet(stateDirectory: URL) -> SyncLedger? {
        if FileWriter.exists(quietURL(stateDirectory: stateDirectory)) { return nil }
        let ledger = read(stateDirectory: stateDirectory)
        return ledger.needsAttention ? ledger : nil
    }

    /// The ledger of the journal whose state folder is `stateDirectory`; empty when none was
    /// written yet or it cannot be read (it is a record, never a reason to fail).
    public static func read(stateDirectory: URL) -> SyncLedger {
        guard let data = try? Data(contentsOf: url(stateDirectory: stateDirectory)),  // border: .git/ilgi
            let ledger = try? decoder.decode(SyncLedger.self, from: data)
        else { return SyncLedger() }
        return ledger
    }

    private static let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return encoder
    }()

    private static let decoder: JSONDecoder = {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return decoder
    }()

    /// Writes the ledger; a failure to is ignored (the next sync writes it again). The quiet
    /// mark goes before a ledger that needs attention is written and comes after a quiet one
    /// is, so a crash between the two never hides what a command should say.
    public func write(stateDirectory: URL) {
        guard let data = try? Self.encoder.encode(self) else { return }
        let quiet = Self.quietURL(stateDirectory: stateDirectory)
        if needsAttention { unlink(quiet.path) }
        do {
            try AtomicFile.write(
                data, to: Self.url(stateDirectory: stateDirectory),
                temporaryDirectory: stateDirectory.appendingPathComponent("tmp", isDirectory: true))
        } catch {
            return
        }
        if !needsAttention { try? PrivateFile.write(Data(), to: quiet) }
    }

    /// Reads the ledger, changes it and writes it back.
    public static func update(stateDirectory: URL, _ change: (inout SyncLedger) -> Void) {
        var ledger = read(stateDirectory: stateDirectory)
        let before = ledger
        change(&ledger)
        if ledger != before { ledger.write(stateDirectory: stateDirectory) }
    }

    /// Marks what the ledger holds as said (a command or `ilgi status` said it): the failing
    /// state, the conflict copies and the left-out files are not said again.
    public static func markSaid(stateDirectory: URL) {
        update(stateDirectory: stateDirectory) { ledger in
            if ledger.lastError != nil { ledger.failureSaid = true }
            ledger.unseenConflicts = []
            ledger.unseenLeftOut = []
        }
    }

    /// A sync that ended with `report`, at `now`.
    mutating func recordSuccess(_ report: SyncReport, at now: Date) {
        remote = report.remote
        lastAttempt = now
        lastSuccess = now
        lastError = nil
        unreachableSince = nil
        failures = 0
        failureSaid = false
        unseenConflicts += report.conflicts.map(\.copyPath)
        keptConflicts = Array((keptConflicts + report.conflicts.map(\.copyPath)).suffix(100))
        unseenLeftOut += report.leftOut.map(\.path)
    }

    /// A sync that failed with `error`, at `now`.
    mutating func recordFailure(_ error: any Error, remote: String?, at now: Date) {
        if let remote { self.remote = remote }
        lastAttempt = now
        lastError = Self.message(of: error)
        failures += 1
        if Self.isUnreachable(error) {
            if unreachableSince == nil { unreachableSince = now }
        } else {
            unreachableSince = nil
        }
    }

    /// How long a background sync waits after `failures` failed ones before it tries again:
    /// none after a success, then 1, 2, 4 … minutes, at most an hour.
    public static func backoff(afterFailures failures: Int) -> TimeInterval {
        guard failures > 0 else { return 0 }
        return min(60 * pow(2, Double(min(failures, 12) - 1)), 3600)
    }

    /// True when a background sync should wait rather than try at `now`.
    public func shouldWait(at now: Date) -> Bool {
        guard let lastAttempt, lastError != nil else { return false }
        return now.timeIntervalSince(lastAttempt) < Self.backoff(afterFailures: failures)
    }

    static func isUnreachable(_ error: any Error) -> Bool {
        switch error as? SyncError {
        case .unreachable, .transferFailed, .remoteRepositoryMissing: true
        default: false
        }
    }

    static func message(of error: any Error) -> Localized {
        if let error = error as? any UserFacingError { return Localized(error.message) }
        let text = String(describing: error)
        return Localized(verbatim: text)
    }
}
