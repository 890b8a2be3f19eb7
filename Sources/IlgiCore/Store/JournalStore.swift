import Foundation
import GitKit

#if canImport(Glibc)
    import Glibc
#endif

/// The one way the journal changes: `transaction(operation) { tx in … }` takes ilgi's write
/// lock, holds off Ctrl-C, finishes or rolls back what a killed ilgi left half done, clears git
/// lock files a dead process left behind, and then lets `body` write files and commit through
/// the `Transaction`, which records its intent in `.git/ilgi/transaction` before it touches the
/// work tree. No other code takes the lock or writes a commit.
public final class JournalStore {
    let root: URL
    let repository: Repository
    /// `.git/ilgi/`.
    let stateDirectory: URL
    /// Told what the store did on the user's behalf (an interrupted save finished, a stale lock
    /// removed): one line each. The command line prints them; nil drops them.
    public var notify: ((StoreNotice) -> Void)?
    /// How entry files reach the disk; tests swap it for one that fails like a full disk.
    var files = FileWriter.system
    /// Waits between looks at a git lock file held by a running git; tests pass one that does
    /// not sleep.
    var pause: (Duration) -> Void = { duration in
        let (seconds, attoseconds) = duration.components
        usleep(UInt32(seconds * 1_000_000 + attoseconds / 1_000_000_000_000))
    }
    /// How many times to look again at a git lock held by a running git before giving up.
    var gitLockAttempts = 50
    /// The step at which a test asks the process to die (debug builds only).
    let crashPoint: CrashPoint?
    /// The transaction running now, for the helpers (`Journal.writeFile`, `Journal.commit`)
    /// that older write paths call inside `Journal.write(while:)`.
    private(set) var current: Transaction?

    init(root: URL, repository: Repository, stateDirectory: URL) {
        self.root = root
        self.repository = repository
        self.stateDirectory = stateDirectory
        self.crashPoint = CrashPoint.fromEnvironment()
    }

    var lockURL: URL { stateDirectory.appendingPathComponent("lock") }
    var intentURL: URL { stateDirectory.appendingPathComponent("transaction") }
    var temporaryDirectory: URL { stateDirectory.appendingPathComponent("tmp", isDirectory: true) }

    /// Runs `body` as one transaction. When `body` throws, every file it recorded is put back
    /// as HEAD has it (so a failed save leaves nothing behind) and the error is rethrown; a
    /// full disk is reported as `StoreError.diskFull`. Errors are otherwise passed on as
    /// they are, for the caller to word.
    public func transaction<T>(_ operation: JournalOperation, _ body: (Transaction) throws -> T) throws -> T {
        precondition(current == nil, "transactions do not nest")
        let lock = try WriteLock(at: lockURL)
        defer { withExtendedLifetime(lock) {} }
        return try withInterruptsDeferred {
            try recoverInterruptedTransaction()
            try clearStaleGitLocks()
            let transaction = Transaction(store: self, operation: operation)
            current = transaction
            defer { current = nil }
            do {
                let result = try body(transaction)
                transaction.finish()
                return result
            } catch {
                try? transaction.rollBack()
                // A low-level failure on a full file system is the full disk, whatever words the
                // layer below used (libgit2 often has none).
                if StoreError.isOutOfSpace(error) || (!(error is any UserFacingError) && FileWriter.isNearlyFull(root)) {
                    throw StoreError.diskFull(path: root.path, operation: operation)
                }
                throw error
            }
        }
    }

    /// Finishes or rolls back a transaction a killed ilgi left behind, if there is one. Cheap
    /// when there is none (one `stat`); any command that opens the journal may call it. When
    /// another ilgi holds the lock, its transaction is alive, not dead: nothing to do.
    public func recoverIfInterrupted() throws {
        guard FileManager.default.fileExists(atPath: intentURL.path) else { return }
        do {
            let lock: WriteLock
            do {
                lock = try WriteLock(at: lockURL, timeout: 0)
            } catch IlgiError.journalBusy {
                return
            }
            defer { withExtendedLifetime(lock) {} }
            try withInterruptsDeferred { try recoverInterruptedTransaction() }
        } catch {
            throw IlgiError.wrapping(error, while: .recoverInterruptedWrite, path: root.path)
        }
    }

    /// Called holding the lock: when `.git/ilgi/transaction` is there, the process that wrote
    /// it died mid-transaction. Its commit either landed (HEAD moved past the HEAD it
    /// recorded) or did not; either way every path it recorded is made to match HEAD, in the
    /// work tree and the index, so each entry is in its old or its new state, never between.
    func recoverInterruptedTransaction() throws {
        guard let intent = try IntentLog.read(intentURL) else { return }
        let head = try repository.headCommit()
        let completed = head?.oid.hex != intent.head && head != nil
        let touched = try matchHead(intent.paths, head: head)
        removeTemporaryFiles()
        try IntentLog.remove(intentURL)
        notify?(.recovered(operation: intent.operation, completed: completed, files: touched))
    }

    /// Makes each of `paths` in the work tree and the index what HEAD has; returns how many
    /// files had to change.
    @discardableResult
    func matchHead(_ paths: [String], head: Commit?) throws -> Int {
        guard !paths.isEmpty else { return 0 }
        let tree = try head?.tree()
        let index = try repository.index()
        try index.reload()
        var touched = 0
        for path in paths {
            let url = root.appendingPathComponent(path)
            if let entry = try tree?.entry(atPath: path), entry.kind == .tree {
                continue  // a new folder (an entry's photos) that the commit took in: nothing to undo
            } else if let entry = try tree?.entry(atPath: path), entry.kind == .blob {
                let data = try repository.blob(entry.oid).data
                if FileWriter.regularFileContents(url) != data {
                    try AtomicFile.write(data, to: url, temporaryDirectory: temporaryDirectory)
                    touched += 1
                }
                try index.add(path: path)
            } else {
                if FileWriter.exists(url) {
                    try? FileManager.default.removeItem(at: url)
                    touched += 1
                }
                if index.entry(atPath: path) != nil { try index.remove(path: path) }
                removeEmptyFolders(above: url)
            }
        }
        try index.write()
        return touched
    }

    /// Temporary files of writes that never finished (`.git/ilgi/tmp`); only a transaction
    /// makes them, and the lock says none is running.
    func removeTemporaryFiles() {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: temporaryDirectory.path)) ?? []
        for name in names { try? FileManager.default.removeItem(at: temporaryDirectory.appendingPathComponent(name)) }
    }

    /// Removes the month and year folders left empty above `file` (git does not track folders).
    func removeEmptyFolders(above file: URL) {
        var folder = file.deletingLastPathComponent()
        for _ in 0..<2 {
            guard folder.path != root.path,
                let contents = try? FileManager.default.contentsOfDirectory(atPath: folder.path),
                contents.isEmpty
            else { return }
            try? FileManager.default.removeItem(at: folder)
            folder = folder.deletingLastPathComponent()
        }
    }

    /// Stops the process here when a test asked for it (`ILGI_TEST_CRASH_AT=<step>`).
    func reached(_ step: CrashPoint) {
        guard step == crashPoint else { return }
        kill(getpid(), SIGKILL)
    }
}

/// The named steps of a transaction at which the fault-injection tests kill ilgi
/// (`ILGI_TEST_CRASH_AT=files-written ilgi new …`). Read only in debug builds.
public enum CrashPoint: String, CaseIterable, Sendable {
    /// The intent is on disk; no entry file is touched yet.
    case intentRecorded = "intent-recorded"
    /// Some of a batch's files are written (half of an import).
    case halfWritten = "half-written"
    /// Every file is in the work tree; nothing staged.
    case filesWritten = "files-written"
    /// The index names the new files; no commit yet.
    case staged
    /// A sync's checkout is done; the branch has not moved.
    case checkedOut = "checked-out"
    /// The commit is made and HEAD moved; the intent is not yet removed.
    case committed

    static func fromEnvironment() -> CrashPoint? {
        #if DEBUG
            return ProcessInfo.processInfo.environment["ILGI_TEST_CRASH_AT"].flatMap(CrashPoint.init(rawValue:))
        #else
            return nil
        #endif
    }
}
