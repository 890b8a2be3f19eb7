import Foundation
import GitKit
import IlgiEntry

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
    /// `.git/ilgi/index-written`: the index the last save wrote, which the next one need not
    /// hash again (`IndexFile.update`).
    var writtenIndexNote: URL { stateDirectory.appendingPathComponent("index-written") }
    /// Told what the store did on the user's behalf (an interrupted save finished, a stale lock
    /// removed): one line each. The command line prints them; nil drops them.
    public var notify: ((StoreNotice) -> Void)?
    /// Told as each transaction starts, holding the write lock, with its operation.
    public var transactionStarting: ((JournalOperation) -> Void)?
    /// Told after each transaction that succeeded, with its operation, still holding the write
    /// lock (the CLI starts a sync in the background after a save; `ilgi serve` brings its
    /// catalog up to date after a sync's merge before any save can follow it).
    public var transactionSucceeded: ((JournalOperation) -> Void)?
    /// How entry files reach the disk; tests swap it for one that fails like a full disk.
    package var files = FileWriter.system
    /// Waits between looks at a git lock file held by a running git; tests pass one that does
    /// not sleep.
    package var pause: (Duration) -> Void = { duration in
        let (seconds, attoseconds) = duration.components
        usleep(UInt32(seconds * 1_000_000 + attoseconds / 1_000_000_000_000))
    }
    /// How many times to look again at a git lock held by a running git before giving up.
    package var gitLockAttempts = 50
    /// The step at which a test asks the process to die (debug builds only).
    let crashPoint: CrashPoint?
    /// True while a transaction runs: they do not nest (the write lock is not re-entrant).
    private var inTransaction = false
    /// How long a sync waits for another sync of the same journal to finish.
    var syncLockTimeout: TimeInterval = 30

    /// Who commits when git config names no one.
    package let fallbackAuthor: JournalConfiguration.Author
    /// Who writes, when it is not the person whose journal it is: an assistant through
    /// `ilgi mcp` ("Claude via ilgi mcp"). Every commit's author then takes this name, with
    /// the person's email, so `ilgi log` and `git log` show who wrote what; the committer
    /// stays the person.
    public var writer: String?
    /// The one way the files' bytes go into git and come out of it. Changes only when a
    /// transaction locks or unlocks the journal (`changeCodec`).
    public private(set) var content: JournalContent

    package init(root: URL, repository: Repository, stateDirectory: URL, configuration: JournalConfiguration) {
        self.root = root
        self.repository = repository
        self.stateDirectory = stateDirectory
        #if DEBUG
            self.crashPoint = configuration.crashPoint
        #else
            self.crashPoint = nil
        #endif
        self.fallbackAuthor = configuration.fallbackAuthor
        self.content = JournalContent(repository: repository, codec: configuration.codec ?? PlainContent())
    }

    /// From now on, files go into git and come out of it through `codec`: the key was just
    /// installed or removed. Only inside a transaction, which holds the write lock.
    package func changeCodec(to codec: any ContentCodec) {
        precondition(inTransaction, "the codec changes inside a transaction")
        content = JournalContent(repository: repository, codec: codec)
    }

    var lockURL: URL { stateDirectory.appendingPathComponent("lock") }
    /// Held by a sync from start to end: what it writes outside its transaction (remote-tracking
    /// refs, `FETCH_HEAD`, received packs) is its own, and two syncs never interleave.
    var syncLockURL: URL { stateDirectory.appendingPathComponent("sync-lock") }
    var intentURL: URL { stateDirectory.appendingPathComponent("transaction") }
    package var temporaryDirectory: URL { stateDirectory.appendingPathComponent("tmp", isDirectory: true) }

    /// Runs `body` as one transaction. When `body` throws, every file it recorded is put back
    /// as HEAD has it (so a failed save leaves nothing behind) and the error is rethrown; a
    /// full disk is reported as `StoreError.diskFull`. Errors are otherwise passed on as
    /// they are, for the caller to word.
    public func transaction<T>(_ operation: JournalOperation, _ body: (Transaction) throws -> T) throws -> T {
        precondition(!inTransaction, "transactions do not nest")
        try refuseNewerFormat()
        let lock = try WriteLock(at: lockURL)
        defer { withExtendedLifetime(lock) {} }
        return try withInterruptsDeferred {
            // Locks first: the recovery writes the index and would trip over a dead `index.lock`.
            try clearStaleGitLeftovers(ownedBy: .writer, waitingForGit: true)
            try recoverInterruptedTransaction()
            transactionStarting?(operation)
            let transaction = Transaction(store: self, operation: operation)
            inTransaction = true
            defer { inTransaction = false }
            do {
                let result = try body(transaction)
                transaction.finish()
                transactionSucceeded?(operation)
                return result
            } catch {
                try? transaction.rollBack()
                // A low-level failure on a full file system is the full disk, whatever words the
                // layer below used (libgit2 often has none).
                if StoreError.isOutOfSpace(error) || (!(error is any UserFacingError) && FileWriter.isNearlyFull(root))
                {
                    throw StoreError.diskFull(path: root.path, operation: operation)
                }
                throw error
            }
        }
    }

    /// Changes the journal's git config (a setting, a remote) holding the write lock, after
    /// clearing a `config.lock` a killed process left: a config write is no transaction (no
    /// entry changes, nothing to roll back) but must not race one, nor trip over a dead lock.
    public func changeConfiguration<T>(_ body: () throws -> T) throws -> T {
        let lock = try WriteLock(at: lockURL)
        defer { withExtendedLifetime(lock) {} }
        return try withInterruptsDeferred {
            try clearStaleGitLeftovers(ownedBy: .writer, waitingForGit: true)
            return try body()
        }
    }

    /// Runs a sync's `body` holding the sync lock, after clearing what a killed sync left
    /// (a remote-tracking ref's lock, `FETCH_HEAD.lock`, half-received packs). Another sync
    /// of this journal running now is waited for, then named (`StoreError.syncRunning`).
    public func whileSyncing<T>(_ body: () throws -> T) throws -> T {
        try refuseNewerFormat()
        let lock: WriteLock
        do {
            lock = try WriteLock(at: syncLockURL, timeout: syncLockTimeout)
        } catch IlgiError.journalBusy {
            throw StoreError.syncRunning(path: root.path)
        }
        defer { withExtendedLifetime(lock) {} }
        try clearStaleGitLeftovers(ownedBy: .syncer, waitingForGit: true)
        return try body()
    }

    /// Puts right what a killed process left, when no other ilgi is at work on it: stale git
    /// lock files (of a save, and of a sync), then a transaction's intent log. Every command
    /// calls it when it opens the journal, so a crash never leaves the journal stuck for a
    /// read, a write or a plain `git commit`. Cheap when there is nothing to do: a `stat` and
    /// a look into a few small folders. A lock a running git holds is left to it: a read
    /// does not wait for a `git commit` whose editor is open.
    public func healIfNeeded() throws {
        let intent = FileWriter.exists(intentURL)
        let leftovers = GitLeftover.find(in: repository.gitDirectory)
        let prewritten = FileWriter.exists(prewrittenListURL)
        guard intent || !leftovers.isEmpty || prewritten else { return }
        do {
            // A sync that died before its transaction took the files it wrote ahead; one
            // still running holds the sync lock.
            if prewritten, let syncLock = try? WriteLock(at: syncLockURL, timeout: 0),
                let lock = try? WriteLock(at: lockURL, timeout: 0)
            {
                try withExtendedLifetime((syncLock, lock)) {
                    try withInterruptsDeferred { try removeAbandonedPrewrites() }
                }
            }
            if intent || leftovers.contains(where: { $0.owner == .writer }),
                let lock = try? WriteLock(at: lockURL, timeout: 0)
            {
                try withExtendedLifetime(lock) {
                    try withInterruptsDeferred {
                        try clearStaleGitLeftovers(ownedBy: .writer, waitingForGit: false)
                        try recoverInterruptedTransaction()
                    }
                }
            }
            if leftovers.contains(where: { $0.owner == .syncer }),
                let lock = try? WriteLock(at: syncLockURL, timeout: 0)
            {
                try withExtendedLifetime(lock) { try clearStaleGitLeftovers(ownedBy: .syncer, waitingForGit: false) }
            }
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
        let touched = try match(intent.paths, to: try head?.tree())
        try files.syncWritten(intent.paths.map { root.path + "/" + $0 }, root.path)
        removeTemporaryFiles()
        try IntentLog.remove(intentURL)
        notify?(.recovered(operation: intent.operation, completed: completed, files: touched))
    }

    /// Makes each of `paths` in the work tree and the index what `tree` has (nil: nothing, an
    /// unborn branch); returns how many files had to change. Files come out of git through
    /// `content`, are written atomically, and are removed when `tree` lacks them, with the
    /// folders they leave empty. What a rollback, a recovery and a sync's checkout share.
    /// `flushedTogether`: the caller flushes the files afterwards, all at once, before its
    /// intent log goes (a checkout of thousands of files then costs one flush, not one each).
    /// `stopsAtInterrupts`: a Ctrl-C or SIGTERM stops the writing (`Interrupts.stopIfAsked`),
    /// for the transaction to roll back. `alreadyWritten`: files a sync wrote ahead
    /// (`prewrite`), staged as they are. `progress` is told (done, total) as the files are
    /// written.
    @discardableResult
    func match(
        _ paths: [String], to tree: Tree?, flushedTogether: Bool = false, stopsAtInterrupts: Bool = false,
        alreadyWritten: Set<String> = [], progress: ((Int, Int) -> Void)? = nil
    ) throws -> Int {
        guard !paths.isEmpty else { return 0 }
        var changed = 0
        var staged: [PathChange] = []
        var written: [(path: String, entry: Tree.Entry)] = []
        // Each folder read once, however many of its files change.
        let entries = try tree?.entries(atPaths: paths) ?? Array(repeating: nil, count: paths.count)
        // Removals first, so that a file which becomes a folder makes room for it.
        var removals: [String] = []
        for (path, entry) in zip(paths, entries) {
            if let entry, entry.kind == .tree {
                // A new folder (an entry's photos) that the commit took in stays; a file where
                // `tree` has a folder makes way for it.
                guard let kind = workTree.kind(of: path), kind != .directory else { continue }
            } else if let entry, entry.kind == .blob {
                written.append((path, entry))
                continue
            }
            removals.append(path)
            staged.append(PathChange(path: path, blob: nil))
        }
        changed += removeFiles(removals)
        for (done, (path, entry)) in written.enumerated() {
            // A checkout of many files (a sync that brings thousands) stops at a Ctrl-C or a
            // SIGTERM, and the transaction puts back what it wrote; putting back never stops.
            if stopsAtInterrupts { try Interrupts.stopIfAsked() }
            if alreadyWritten.contains(path) {
                changed += 1
            } else if try writeFile(path, of: entry, synced: !flushedTogether) {
                changed += 1
            }
            staged.append(PathChange(path: path, blob: entry.oid, mode: entry.fileMode))
            progress?(done + 1, written.count)
        }
        try stage(staged)
        return changed
    }

    /// Writes the file `entry` (a version of `path`) into the work tree unless it is there
    /// already; true when it had to be written. A symbolic link is made as git makes one: a
    /// link, or with `core.symlinks=false` a small file holding its target's path. ilgi never
    /// follows it (`NoFollow`), and `doctor` names it.
    func writeFile(_ path: String, of entry: Tree.Entry, synced: Bool) throws -> Bool {
        let url = root.appendingPathComponent(path)
        let data = try content.read(entry.oid, at: path)
        switch entry.fileMode {
        case 0o120000 where makesSymbolicLinks:
            let target = String(decoding: data, as: UTF8.self)
            if (try? FileManager.default.destinationOfSymbolicLink(atPath: url.path)) == target { return false }
            try NoFollow.refuseLinks(on: url, below: root)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            if workTree.exists(path) { try workTree.removeAll(path) }
            try FileManager.default.createSymbolicLink(atPath: url.path, withDestinationPath: target)
            return true
        default:  // a file; a link as a file holding its target's path
            let executable = entry.fileMode == 0o100755
            let isExecutable = (workTree.status(of: path).map { $0.st_mode & 0o100 } ?? 0) != 0
            if workTree.regularFileContents(path, limit: .max) == data, isExecutable == executable { return false }
            try AtomicFile.write(data, to: url, temporaryDirectory: temporaryDirectory, root: root, synced: synced)
            if executable { chmod(url.path, 0o700) }
            return true
        }
    }

    /// git's `core.symlinks`: true unless the journal's config says false.
    private var makesSymbolicLinks: Bool {
        let value = (try? repository.config().string("core.symlinks"))??.lowercased()
        return !["false", "no", "off", "0"].contains(value ?? "true")
    }

    /// Points the index entries of `changes` at their blobs (or drops them), with the status
    /// data of the files just written: patched into `.git/index` directly when its form allows
    /// (`IndexFile`), else through libgit2's whole index.
    private func stage(_ changes: [PathChange]) throws {
        do {
            if try IndexFile.update(
                gitDirectory: repository.gitDirectory, workTree: root, changes: changes, writtenNote: writtenIndexNote)
            {
                return
            }
        } catch is IndexFile.Damage {
            // `loadIndex` makes it again from HEAD, and the changes are staged onto that.
        }
        let index = try loadIndex(head: try repository.headCommit())
        for change in changes {
            if let blob = change.blob {
                try index.add(
                    path: change.path, blob: blob, mode: change.mode, statusOf: root.path + "/" + change.path)
            } else if index.entry(atPath: change.path) != nil {
                try index.remove(path: change.path)
            }
        }
        try index.write()
    }

    /// The repository's index, read from disk; a damaged one (cut short, or its bytes not
    /// matching its checksum) is first made again from `head`, since it is only a cache of
    /// the last commit and the work tree.
    func loadIndex(head: Commit?) throws -> Index {
        if let damage = IndexFile.damage(gitDirectory: repository.gitDirectory) {
            try rebuildIndex(from: head, reason: damage.reason)
        }
        let index = try repository.index()
        try index.reload()
        return index
    }

    /// Makes `.git/index` again from `head`'s tree, as `git read-tree HEAD` does: what the user
    /// had staged by hand is gone with the damage; the work tree is not touched.
    package func rebuildIndex(from head: Commit?, reason: String) throws {
        let url = repository.gitDirectory.appendingPathComponent("index")
        if unlink(url.path) != 0, errno != ENOENT { throw POSIXError.last() }
        let index = try repository.index()
        try index.reload()
        if let tree = try head?.tree() { try index.read(tree: tree) }
        try index.write()
        notify?(.rebuiltIndex(reason: reason))
    }

    /// Temporary files of writes that never finished (`.git/ilgi/tmp`); only a transaction
    /// makes them, and the lock says none is running.
    func removeTemporaryFiles() {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: temporaryDirectory.path)) ?? []
        for name in names { try? FileManager.default.removeItem(at: temporaryDirectory.appendingPathComponent(name)) }
    }

    /// The work tree, reached beneath its root with no link followed (`Beneath`).
    var workTree: Beneath { Beneath(root) }

    /// Removes the journal file (or folder) at `path`, never through a link, and the folders
    /// it leaves empty.
    func removeFile(_ path: String) throws {
        do {
            try workTree.removeAll(path)
        } catch let error as POSIXError where error.code == .ELOOP || error.code == .ENOTDIR {
            throw IlgiError.symbolicLink(path: root.path + "/" + path)
        }
        removeEmptyFolders(above: path)
    }

    /// Removes what is at each of `paths` (a file, or a folder and all in it), never through a
    /// link, then the folders they leave empty; returns how many were there. Each folder is
    /// opened once for all of its files: a rollback of 100,000 files written ahead costs an
    /// `unlinkat` each, not a resolution of the path each.
    @discardableResult
    func removeFiles(_ paths: [String]) -> Int {
        var removed = 0
        var byFolder: [[UInt8]: [String]] = [:]
        var folders: [[UInt8]] = []
        for path in paths {
            let bytes = Array(path.utf8)
            let folder = bytes.lastIndex(of: UInt8(ascii: "/")).map { Array(bytes[..<$0]) } ?? []
            if byFolder[folder] == nil { folders.append(folder) }
            byFolder[folder, default: []].append(path)
        }
        for folder in folders {
            let inFolder = byFolder[folder] ?? []
            let name = String(decoding: folder, as: UTF8.self)
            let descriptor = try? workTree.open(name.isEmpty ? "." : name, flags: O_RDONLY | O_DIRECTORY)
            for path in inFolder {
                let file = String(path.utf8.split(separator: UInt8(ascii: "/")).last.map { Substring($0) } ?? "")
                if let descriptor, unlinkat(descriptor, file, 0) == 0 {
                    removed += 1
                } else if errno != ENOENT, workTree.exists(path) {
                    // A folder (or a folder on the way that could not be opened): the slow way.
                    try? workTree.removeAll(path)
                    removed += 1
                }
            }
            if let descriptor { close(descriptor) }
            if !name.isEmpty { removeEmptyFolders(above: name + "/-") }
        }
        return removed
    }

    /// Removes the month and year folders left empty above `path` (git does not track
    /// folders); a link is never a folder here. The kernel decides whether a folder is empty
    /// (`rmdir` refuses one that is not), so removing 100,000 files of one folder does not
    /// list it 100,000 times.
    func removeEmptyFolders(above path: String) {
        var folder = (path as NSString).deletingLastPathComponent
        for _ in 0..<2 {
            guard !folder.isEmpty else { return }
            var removed = false
            try? workTree.withParent(of: folder) { parent, name in removed = unlinkat(parent, name, AT_REMOVEDIR) == 0 }
            guard removed else { return }
            folder = (folder as NSString).deletingLastPathComponent
        }
    }

    /// Stops the process here when a test asked for it (`ILGI_TEST_CRASH_AT=<step>`).
    package func reached(_ step: CrashPoint) {
        guard step == crashPoint else { return }
        kill(getpid(), SIGKILL)
    }
}

/// The named steps of a transaction at which the fault-injection tests kill ilgi
/// (`ILGI_TEST_CRASH_AT=files-written ilgi new …`, which the command line reads into
/// `JournalConfiguration.crashPoint`). Honoured only in debug builds.
public enum CrashPoint: String, CaseIterable, Sendable {
    /// A sync's new files are written ahead and flushed; its transaction has not begun.
    case prewritten
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
}
