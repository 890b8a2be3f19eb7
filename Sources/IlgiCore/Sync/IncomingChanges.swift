import Foundation
import GitKit
import IlgiStore

/// What a remote's commits may bring into the journal. The host of a remote is not trusted
/// (docs/FORMAT.md, "What a remote cannot do"): before a sync touches the work tree, the tree
/// it is about to check out is looked at, change by change against the journal's own, and
///
/// - a symbolic link or a submodule in a year folder, in `.ilgi/`, or as `.gitattributes` or
///   `.git-crypt/`, and anything on a path with a `.git` folder in it, is left out: the
///   journal keeps its own version of that path (or none), the merge commit says so, and the
///   sync names each one;
/// - a name that is not UTF-8 stops the sync (it names no file ilgi could leave out);
/// - in an encrypted journal, a change to what git's attribute rules make of an entry's path
///   (its filter or diff) stops the sync, naming the commit: whether a journal is encrypted
///   is this machine's fact (its key) and its history's, never the tip's;
/// - a change that would remove many entries at once stops the sync until the user says yes.
struct IncomingChanges {
    let repository: Repository
    let content: JournalContent

    typealias LeftOut = SyncReport.LeftOutPath

    /// The largest file a sync takes from a remote: libgit2 reads a blob whole (twice over, with
    /// the copy ilgi writes), and `show`, `edit` and `export` read an entry whole, so a larger
    /// one would take more of the machine's memory than any command may (200 MB). `ilgi attach`
    /// refuses files over 20 MiB unless `--force`.
    static let largestFile = 32 * 1024 * 1024
    /// The largest entry file a sync takes: `show`, `edit`, `export` and `share` hold an entry's
    /// text several times over while they work on it.
    static let largestEntry = 16 * 1024 * 1024

    /// How the commit that leaves things out begins (`doctor` looks for it).
    static let leaveOutSubject = "Leave out what ilgi does not take from "

    // MARK: Links, submodules, `.git`, size

    /// The changes from `ours` to `candidate` that may not enter the journal.
    func unsafeChanges(from ours: Tree?, to candidate: Tree, remote: String, tip: Oid) throws -> [LeftOut] {
        var leftOut: [LeftOut] = []
        let objects = try ObjectDatabase(repository: repository)
        let changes = try repository.changes(from: ours, to: candidate)
        var replays = ReplayCheck(repository: repository, ours: ours, incoming: changes)
        for change in changes where change.newOid != nil {
            guard change.isUTF8, !change.path.contains("\u{FFFD}") else {
                throw SyncError.unreadableName(remote: remote, commit: String(tip.hex.prefix(8)))
            }
            // A submodule's commit is not in this repository: only files have a size to ask.
            let refused = Self.refusal(path: change.path, mode: change.newMode)
            var tooLarge: SyncReport.LeftOutReason?
            let limit = JournalLayout.entryID(forPath: change.path) == nil ? Self.largestFile : Self.largestEntry
            if refused == nil, change.newMode != 0o160000, let blob = change.newOid, try objects.size(of: blob) > limit
            {
                tooLarge = .tooLarge
            }
            if let reason = try refused ?? tooLarge
                ?? unauthenticated(change) ?? replayed(change, among: &replays)
            {
                leftOut.append(LeftOut(path: change.path, reason: reason, commit: String(tip.hex.prefix(8))))
            }
        }
        return leftOut
    }

    /// In an encrypted journal, why an entry's ciphertext that verifies is still not the
    /// user's writing at that path: it is another entry's, copied there. git-crypt's format
    /// binds a blob to its key, not to its path (the nonce is a hash of the text alone), so
    /// a host can copy one entry's blob over others without the key; ilgi refuses a blob that
    /// another entry path holds in this journal or in what the remote sends.
    private func replayed(_ change: TreeChange, among replays: inout ReplayCheck) throws -> SyncReport.LeftOutReason? {
        guard content.codec.isEncrypted, JournalLayout.entryID(forPath: change.path) != nil, let blob = change.newOid
        else { return nil }
        return try replays.otherPath(holding: blob, besides: change.path).map { .replay(of: $0) }
    }

    /// In a journal encrypted on this machine, why a file under a year folder is not the
    /// user's writing: only a key holder can make ciphertext whose HMAC verifies, so plain
    /// text, or ciphertext that does not verify, came from someone else.
    private func unauthenticated(_ change: TreeChange) throws -> SyncReport.LeftOutReason? {
        guard content.codec.isEncrypted, JournalEncryption.isEncryptedPath(change.path), let blob = change.newOid,
            change.newMode == 0o100644 || change.newMode == 0o100755
        else { return nil }
        guard try content.isStoredEncrypted(blob) else { return .plainText }
        do {
            _ = try content.read(blob, at: change.path)
            return nil
        } catch {
            return .unverified
        }
    }

    /// Why a file of `mode` at `path` may not come from a remote; nil when it may.
    static func refusal(path: String, mode: UInt32) -> SyncReport.LeftOutReason? {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        // Names git itself never writes and no file system path can be made of: `..` would
        // climb out of the folder, `.` and an empty one stand for the folder itself.
        if path.hasPrefix("/") || path.contains("\0")
            || parts.contains(where: { $0.isEmpty || $0 == "." || $0 == ".." })
        {
            return .unusableName
        }
        let components = parts
        // `.git` in any case, as git itself refuses it (a case-insensitive disk would take
        // `.GIT` for the repository).
        if components.contains(where: { $0.lowercased() == ".git" }) { return .gitFolder }
        if mode == 0o160000 { return .submodule }
        guard mode == 0o120000 else { return nil }
        guard let first = components.first else { return nil }
        let readByIlgi =
            JournalLayout.isYear(first) || first == ".ilgi" || first == ".git-crypt"
            || path == JournalEncryption.attributesFile
        return readByIlgi ? .symbolicLink : nil
    }

    /// `candidate` with each of `leftOut` as `ours` has it: its regular file there, or nothing.
    func tree(_ candidate: Tree, keeping leftOut: [LeftOut], from ours: Tree?) throws -> Tree {
        let kept = try ours?.entries(atPaths: leftOut.map(\.path)) ?? Array(repeating: nil, count: leftOut.count)
        let updates = zip(leftOut, kept).map { item, entry -> PathChange in
            if let entry, entry.kind == .blob,
                entry.fileMode == 0o100644 || entry.fileMode == 0o100755
            {
                return PathChange(path: item.path, blob: entry.oid, mode: entry.fileMode)
            }
            return PathChange(path: item.path, blob: nil)
        }
        return try repository.tree(candidate, applying: updates)
    }

    // MARK: Encryption

    /// The attributes that decide how git stores and shows a file: a change to either on an
    /// entry's path is a change to its encryption.
    static let encryptionAttributes = ["filter", "diff"]

    /// Refuses their commit when, in an encrypted journal, it changes what git's attribute
    /// rules make of any entry's or asset's path: a `.gitattributes` emptied, edited, made a
    /// link, or one in a folder below that unsets the filter (`-filter`, `!filter`, another
    /// filter, a macro), named git-crypt or not. Taken, it would tell git, and every clone
    /// that goes by the tip, to store entries as text. The rules are evaluated by libgit2
    /// on both commits (`Repository.attributes`), never read for a word, for every file under
    /// a year folder either side holds and for a new entry and asset in each month folder.
    func refuseEncryptionChange(ours: Commit, theirs: Oid, remote: String) throws {
        guard content.codec.isEncrypted else { return }
        let theirCommit = try repository.commit(theirs)
        let changes = try repository.changes(from: ours.tree(), to: theirCommit.tree())
        guard changes.contains(where: { Self.isAttributesFile($0.path) }) else { return }
        let paths = try Self.encryptedPaths(in: [ours.tree(), theirCommit.tree()], of: repository)
        let kept = try repository.attributes(Self.encryptionAttributes, ofPaths: paths, in: ours.oid)
        // Nothing was handed to a filter: an init that has not committed its line yet.
        guard kept.contains(where: { $0.contains { $0 != .unspecified } }) else { return }
        // Rules libgit2 cannot read (a link, a file it refuses) change what git would do too.
        guard (try? repository.attributes(Self.encryptionAttributes, ofPaths: paths, in: theirs)) != kept else {
            return
        }
        // The oldest of their commits whose rules differ from ours: where it began.
        let walk = try RevWalk(repository: repository, sorting: [.topological, .reverse])
        try walk.push(theirs)
        try walk.hide(ours.oid)
        while let oid = try walk.next() {
            guard (try? repository.attributes(Self.encryptionAttributes, ofPaths: paths, in: oid)) != kept else {
                continue
            }
            let commit = try repository.commit(oid)
            throw SyncError.remoteChangesEncryption(
                remote: remote, commit: String(oid.hex.prefix(8)), subject: commit.summary)
        }
        throw SyncError.remoteChangesEncryption(
            remote: remote, commit: String(theirs.hex.prefix(8)), subject: theirCommit.summary)
    }

    /// True for a `.gitattributes` in any folder.
    static func isAttributesFile(_ path: String) -> Bool {
        path == JournalEncryption.attributesFile || path.hasSuffix("/" + JournalEncryption.attributesFile)
    }

    /// Every file under a year folder in `trees`, and a new entry and a new asset in each of
    /// their month folders: the paths whose attributes decide what is encrypted.
    static func encryptedPaths(in trees: [Tree], of repository: Repository) throws -> [String] {
        let unborn = "00000000-0000-4000-8000-000000000000"
        var paths = Set<String>()
        for tree in trees {
            for change in try repository.changes(from: nil, to: tree)
            where JournalEncryption.isEncryptedPath(change.path) {
                paths.insert(change.path)
                let parts = change.path.split(separator: "/")
                if parts.count >= 3 {
                    let month = "\(parts[0])/\(parts[1])/"
                    paths.insert(month + unborn + ".txt")
                    paths.insert(month + unborn + ".assets/photo.jpg")
                }
            }
        }
        return paths.sorted()
    }

    // MARK: Mass deletion

    /// Refuses a change that removes many of the journal's entries at once, by deleting
    /// their files or by emptying them (`WordChanges.isEmptied`): more than 10, or more than a
    /// tenth of them when that is 3 or more, or all of at least 2; unless the user said yes:
    /// a sync client's guard against a remote emptying the journal. Returns what the change
    /// does to the entries, and to their words, for the report (the one diff of the two trees).
    @discardableResult
    func refuseMassDeletion(
        from ours: Tree, to result: Tree, theirs: Oid, remote: String, confirmed: Bool
    ) throws -> (received: EntryChanges, words: WordChanges) {
        let changes = try repository.changes(from: ours, to: result)
        let received = EntryChanges.sorting(changes)
        let words = try WordChanges.of(changes, content: content, repository: repository)
        guard !confirmed else { return (received, words) }
        let removed = received.removed.count
        let emptied = words.emptied.count
        guard removed + emptied >= 2 else { return (received, words) }
        let total = try EntryChanges.between(nil, ours).added.count
        guard Self.isMassDeletion(removed: removed + emptied, of: total) else { return (received, words) }
        let commit = try repository.commit(theirs)
        throw SyncError.massDeletion(
            remote: remote, removed: removed, emptied: emptied, total: total, commit: String(theirs.hex.prefix(8)),
            subject: commit.summary)
    }

    static func isMassDeletion(removed: Int, of total: Int) -> Bool {
        removed > 10 || (removed >= 3 && removed * 10 > total) || (removed >= 2 && removed == total)
    }
}

/// Which entry paths hold which blob, in the journal's tree and in what a remote sends: made
/// at the first question, since only an encrypted journal receiving entries asks.
struct ReplayCheck {
    let repository: Repository
    let ours: Tree?
    let incoming: [TreeChange]
    /// The holders in the journal's tree, then those the remote adds.
    private var holders: (ours: [Oid: Set<String>], incoming: [Oid: Set<String>])?

    init(repository: Repository, ours: Tree?, incoming: [TreeChange]) {
        self.repository = repository
        self.ours = ours
        self.incoming = incoming
    }

    /// An entry path other than `path` that holds `blob`, the journal's own first (where the
    /// copy came from); nil when none does.
    mutating func otherPath(holding blob: Oid, besides path: String) throws -> String? {
        if holders == nil {
            holders = (try Self.holders(in: repository.changes(from: nil, to: ours)), Self.holders(in: incoming))
        }
        for found in [holders?.ours, holders?.incoming] {
            if let other = found?[blob]?.subtracting([path]).sorted().first { return other }
        }
        return nil
    }

    private static func holders(in changes: [TreeChange]) -> [Oid: Set<String>] {
        var found: [Oid: Set<String>] = [:]
        for change in changes {
            guard let oid = change.newOid, JournalLayout.entryID(forPath: change.path) != nil else { continue }
            found[oid, default: []].insert(change.path)
        }
        return found
    }
}
