import Foundation
import GitKit
import IlgiEntry

/// One change to the journal, made inside `JournalStore.transaction`. Every path is recorded
/// in the intent log (fsynced) before its file is touched, so a crash at any step leaves
/// something the next transaction can put right.
public final class Transaction {
    let store: JournalStore
    let operation: JournalOperation
    private var intent: IntentLog?
    /// Paths recorded in the intent log, in order.
    package private(set) var recorded: [String] = []
    private var recordedSet: Set<String> = []
    /// Paths whose file this transaction may have changed: what a rollback puts back.
    private var touched: [String] = []
    /// Files a sync wrote and flushed ahead of this transaction: not flushed again.
    private var flushedAhead: Set<String> = []

    init(store: JournalStore, operation: JournalOperation) {
        self.store = store
        self.operation = operation
    }

    var repository: Repository { store.repository }
    /// Where the files' bytes go into git.
    public var content: JournalContent { store.content }
    var root: URL { store.root }

    // MARK: The intent

    /// Records `paths` in the intent log before their files are touched (one fsync for all).
    package func record(_ paths: some Sequence<String>) throws {
        let new = paths.filter { recordedSet.insert($0).inserted }
        guard !new.isEmpty else { return }
        if intent == nil {
            intent = try IntentLog.create(
                store.intentURL, operation: operation, head: try repository.headCommit()?.oid.hex)
        }
        try intent!.append(new)  // safe: set above
        recorded += new
        store.reached(.intentRecorded)
    }

    /// Records `paths` (files, or new folders such as an entry's `.assets/`) that the caller
    /// is about to write itself, as a streamed import does: the rollback, or the next ilgi's
    /// recovery, removes them again unless the commit landed.
    package func willWrite(_ paths: [String]) throws {
        try record(paths)  // a rollback makes every recorded path what HEAD has
    }

    // MARK: Files

    /// Writes `text` to the journal file at `path` atomically (temp file, fsync, rename).
    public func write(_ text: String, to path: String) throws {
        try write(Data(text.utf8), to: path)
    }

    /// Writes `data` to the journal file at `path` atomically (a wrapped key, a photo).
    public func write(_ data: Data, to path: String) throws {
        try NoFollow.refuseLinks(on: root.appendingPathComponent(path), below: root)
        try record([path])
        touched.append(path)
        try store.files.write(data, root.appendingPathComponent(path), store.temporaryDirectory, root)
    }

    /// Removes the journal file at `path` and the folders it leaves empty.
    public func remove(_ path: String) throws {
        try record([path])
        touched.append(path)
        try store.removeFile(path)
    }

    // MARK: Commits

    /// Commits the recorded paths as they now are in the work tree (a missing file is a
    /// removal) on HEAD with `message`. Only the trees on those paths are rewritten and only
    /// their index entries change, so a save costs the same in a journal of ten entries or a
    /// hundred thousand. Returns nil, committing nothing, when the tree did not change.
    @discardableResult
    public func commit(message: String) throws -> Oid? {
        store.reached(.filesWritten)
        let head = try repository.headCommit()
        if let head, let tree = try treeUpdatingIndexFile(on: head) {
            store.reached(.staged)
            return try commit(tree: tree, head: head, message: message)
        }
        let index = try store.loadIndex(head: head)
        for path in recorded { try content.stage(path, root: root, in: index) }
        try flushObjects([])
        try index.write()
        store.reached(.staged)
        return try commit(tree: try index.writeTree(), head: head, message: message)
    }

    /// The fast way for a few paths: hashes each recorded file, patches those entries into
    /// `.git/index` (GitKit's `IndexFile`, without loading the other entries) and builds the
    /// new tree from HEAD's, rewriting only the trees on the changed paths. nil when the index
    /// is in a form `IndexFile` leaves to libgit2.
    private func treeUpdatingIndexFile(on head: Commit) throws -> Tree? {
        let base = try head.tree()
        var changes: [PathChange] = []
        for path in recorded {
            if let info = store.workTree.status(of: path) {
                guard (info.st_mode & S_IFMT) == S_IFREG else { return nil }
                let mode: UInt32 = (info.st_mode & 0o100) != 0 ? 0o100755 : 0o100644
                // The bytes as written: ilgi writes its files itself, with LF line ends, so no
                // filter applies (and asking libgit2 to filter would load the whole index to
                // look for .gitattributes).
                guard let data = store.workTree.regularFileContents(path, limit: .max) else { return nil }
                changes.append(PathChange(path: path, blob: try content.store(data, at: path), mode: mode))
            } else {
                changes.append(PathChange(path: path, blob: nil))
            }
        }
        // The blobs are flushed (libgit2 did each file and its fan-out folder; `objects/` names
        // a new fan-out folder) before the index names them.
        try flushObjects([])
        do {
            guard
                try IndexFile.update(
                    gitDirectory: repository.gitDirectory, workTree: root, changes: changes,
                    writtenNote: store.writtenIndexNote)
            else { return nil }
        } catch let damage as IndexFile.Damage {
            try store.rebuildIndex(from: head, reason: damage.reason)
            return nil  // libgit2 stages the recorded paths into the index made again
        }
        // The tree cannot remove what it does not hold (a file written and removed again).
        let treeChanges = try changes.filter { change in
            try change.blob != nil || base.entry(atPath: change.path) != nil
        }
        return try repository.tree(base, applying: treeChanges)
    }

    /// Stages with `staging` on the whole index, then commits the index on HEAD: for writes
    /// whose changes are easier said to the index (a repair of many files).
    @discardableResult
    package func commit(message: String, staging: (Index) throws -> Void) throws -> Oid? {
        store.reached(.filesWritten)
        let head = try repository.headCommit()
        let index = try store.loadIndex(head: head)
        // A batch stages thousands of blobs: an fsync each would cost minutes at 100k files, so
        // they are written unflushed and then flushed together, as git's
        // `core.fsyncMethod=batch` does, before anything names them.
        try LibGit2.withoutFsync { try staging(index) }
        try flushObjects(recorded.flatMap { stagedBlobs(of: $0, in: index) })
        try index.write()
        store.reached(.staged)
        let tree = try index.writeTree()
        return try commit(tree: tree, head: head, message: message)
    }

    /// The blobs the index names for `path`: the file's, or each file's in a folder (an
    /// entry's `.assets/`).
    private func stagedBlobs(of path: String, in index: Index) -> [Oid] {
        if let entry = index.entry(atPath: path) { return [entry.oid] }
        return (store.workTree.names(in: path, of: .regular) ?? []).compactMap {
            index.entry(atPath: path + "/" + $0)?.oid
        }
    }

    /// Flushes loose objects written without an fsync (their data, then their folders), and
    /// `objects/` itself, which names the fan-out folders made since it was last flushed.
    package func flushObjects(_ oids: [Oid]) throws {
        let objects = repository.gitDirectory.appendingPathComponent("objects").path
        try store.files.syncWritten(oids.map { repository.looseObjectURL($0).path }, objects)
        try FileWriter.syncFolder(objects)
    }

    /// Commits `tree` on `head` and moves the branch, in the order that makes the commit
    /// durable before anything names it: the work tree files this transaction touched (and
    /// their folders), then the objects (libgit2 flushes each object and its fan-out folder;
    /// `objects/` itself names a new fan-out folder), then the branch, which libgit2 flushes
    /// with its folder. Only then does `finish` drop the intent log.
    private func commit(tree: Tree, head: Commit?, message: String) throws -> Oid? {
        if let head, head.treeOid == tree.oid { return nil }
        try flushTouchedFiles()
        let (author, committer) = try signatures()
        let oid = try repository.createCommit(
            tree: tree, parents: head.map { [$0] } ?? [], message: message,
            author: author, committer: committer, updateReference: nil)
        try flushObjects([])
        try repository.moveHead(
            to: oid, from: head?.oid, message: Transaction.reflogMessage(message, initial: head == nil))
        store.reached(.committed)
        return oid
    }

    /// The person (git config's `user.name`, else the account) as committer, and as author
    /// unless someone else writes (`JournalStore.writer`), who is then the author
    /// under the person's email.
    private func signatures() throws -> (author: Signature, committer: Signature) {
        let person = try repository.signature(
            fallbackName: store.fallbackAuthor.name, fallbackEmail: store.fallbackAuthor.email)
        guard let writer = store.writer else { return (person, person) }
        return (try Signature(name: writer, email: person.email), person)
    }

    /// What git writes in the reflog for a commit: `commit: <subject>`.
    static func reflogMessage(_ message: String, initial: Bool) -> String {
        let subject = message.split(separator: "\n", maxSplits: 1).first.map(String.init) ?? ""
        return (initial ? "commit (initial): " : "commit: ") + subject
    }

    /// Flushes the work tree files this transaction wrote or removed, with the folders that
    /// name them up to the journal's root.
    private func flushTouchedFiles() throws {
        let paths = Set(touched).union(recorded).subtracting(flushedAhead)
        guard !paths.isEmpty else { return }
        try store.files.syncWritten(paths.map { root.path + "/" + $0 }, root.path)
    }

    // MARK: Sync

    /// Moves the work tree and index from HEAD's tree to `tree`, then the branch to `commit`;
    /// in that order, so a checkout that cannot proceed leaves HEAD where it was. Nothing the
    /// user changed and did not commit is overwritten: a file in the way (edited since HEAD, or
    /// never committed) stops it before any file is touched, with a `CheckoutConflictError`
    /// naming them, as `git checkout` stops. The files come out of git through `content`.
    // Not optimized: swiftc 6.3.1's CopyToBorrowOptimization crashes on this function in a
    // release build (signal 4). Its time is the files it writes, not its own code.
    @_optimize(none)
    package func checkout(_ tree: Tree, moving commit: Oid, message: String, prewritten: Set<String> = []) throws {
        let before = try repository.headCommit()?.tree()
        let changes = try EntryChanges.between(before, tree)
        let paths = (changes.added + changes.changed + changes.removed + changes.otherFiles).sorted()
        // Each folder read once, however many of its files change (a lookup per path is
        // quadratic in a folder's size).
        let beforeEntries = try before?.entries(atPaths: paths) ?? Array(repeating: nil, count: paths.count)
        let targetEntries = try tree.entries(atPaths: paths)
        let blocked = try paths.indices.filter { index in
            try !prewritten.contains(paths[index])
                && isInTheWay(paths[index], before: beforeEntries[index], target: targetEntries[index])
        }.map { paths[$0] }
        guard blocked.isEmpty else {
            throw CheckoutConflictError(
                paths: blocked,
                message: EnglishPlural.count(blocked.count, "conflict", "conflicts") + " prevent checkout")
        }
        // A file HEAD does not track that already holds the target's bytes is not in the way,
        // and not ours either: it is not recorded, so a rollback never removes it.
        // What this sync wrote ahead is its own: recorded, so that a rollback removes it.
        let ours = paths.indices.filter { index in
            beforeEntries[index] != nil || prewritten.contains(paths[index]) || !store.workTree.exists(paths[index])
        }.map { paths[$0] }
        try record(ours)
        touched += ours
        flushedAhead.formUnion(prewritten)
        try store.match(paths, to: tree, flushedTogether: true, stopsAtInterrupts: true, alreadyWritten: prewritten)
        store.reached(.checkedOut)
        // The fetched objects were flushed as their packs arrived.
        try flushTouchedFiles()
        try flushObjects([])
        try repository.moveHead(to: commit, message: message)
        store.reached(.committed)
    }

    /// Writes HEAD's version of each of `paths` into the work tree and the index through the
    /// journal's codec as it now is (text after an unlock, ciphertext after a lock), flushed
    /// before the transaction ends. Returns how many files changed.
    package func checkOutHead(_ paths: [String], progress: ((Int, Int) -> Void)? = nil) throws -> Int {
        try record(paths)
        touched += paths
        let changed = try store.match(
            paths, to: try repository.headCommit()?.tree(), flushedTogether: true, progress: progress)
        try flushTouchedFiles()
        store.reached(.checkedOut)
        return changed
    }

    /// True when the work tree file at `path` holds what neither HEAD's version of it
    /// (`before`) nor the target's has: the user's, which a checkout must not overwrite or
    /// remove.
    private func isInTheWay(_ path: String, before: Tree.Entry?, target: Tree.Entry?) throws -> Bool {
        guard store.workTree.exists(path) else { return false }
        guard let plain = store.workTree.regularFileContents(path, limit: .max) else {
            // A link or a folder: it is HEAD's when HEAD has a link there.
            return before?.fileMode != 0o120000
        }
        for entry in [before, target] {
            if let entry, entry.kind == .blob, try content.read(entry.oid, at: path) == plain { return false }
        }
        return true
    }

    /// Writes a merge commit of `tree` with `parents` and checks it out.
    package func commitMerge(
        tree: Tree, parents: [Commit], message: String, reflog: String, prewritten: Set<String> = []
    ) throws -> Oid {
        let signature = try repository.signature(
            fallbackName: store.fallbackAuthor.name, fallbackEmail: store.fallbackAuthor.email)
        let merge = try repository.createCommit(
            tree: tree, parents: parents, message: message, author: signature, committer: signature,
            updateReference: nil)
        try checkout(tree, moving: merge, message: reflog, prewritten: prewritten)
        return merge
    }

    // MARK: The end

    /// The transaction succeeded: its intent is no longer needed.
    func finish() {
        if let intent {
            intent.close()
            try? IntentLog.remove(store.intentURL)
        }
        intent = nil
    }

    /// The transaction failed: every file it touched is made what HEAD has again.
    func rollBack() throws {
        defer { finish() }
        // What was touched, and what was recorded as about to be (a streamed import records
        // its paths without keeping a second list of them): making a path that was recorded
        // but never written what HEAD has changes nothing.
        let paths = Set(touched).union(recorded)
        guard !paths.isEmpty else { return }
        try store.match(paths.sorted(), to: try repository.headCommit()?.tree())
    }
}

/// A checkout that would have overwritten files the user changed or never committed; nothing
/// was written. `paths` are those files.
package struct CheckoutConflictError: Error, Sendable, Equatable, CustomStringConvertible {
    package let paths: [String]
    /// "1 conflict prevents checkout", as git says it.
    let message: String

    package var description: String { message + ": " + paths.joined(separator: ", ") }
}
