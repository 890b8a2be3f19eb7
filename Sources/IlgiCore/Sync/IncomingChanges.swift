import Foundation
import GitKit

/// What a remote's commits may bring into the journal. The host of a remote is not trusted
/// (docs/FORMAT.md, "What a remote cannot do"): before a sync touches the work tree, the tree
/// it is about to check out is looked at, change by change against the journal's own, and
///
/// - a symbolic link or a submodule in a year folder, in `.ilgi/`, or as `.gitattributes` or
///   `.git-crypt/`, and anything on a path with a `.git` folder in it, is left out: the
///   journal keeps its own version of that path (or none), the merge commit says so, and the
///   sync names each one;
/// - a name that is not UTF-8 stops the sync (it names no file ilgi could leave out);
/// - in an encrypted journal, a change to the git-crypt lines of `.gitattributes` stops the
///   sync, naming the commit: whether a journal is encrypted is this machine's fact (its key),
///   never a remote's;
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
        for change in try repository.changes(from: ours, to: candidate) where change.newOid != nil {
            guard change.isUTF8, !change.path.contains("\u{FFFD}") else {
                throw SyncError.unreadableName(remote: remote, commit: String(tip.hex.prefix(8)))
            }
            // A submodule's commit is not in this repository: only files have a size to ask.
            var tooLarge: SyncReport.LeftOutReason?
            let limit = JournalLayout.entryID(forPath: change.path) == nil ? Self.largestFile : Self.largestEntry
            if change.newMode != 0o160000, let blob = change.newOid, try objects.size(of: blob) > limit {
                tooLarge = .tooLarge
            }
            if let reason = try Self.refusal(path: change.path, mode: change.newMode) ?? tooLarge
                ?? unauthenticated(change)
            {
                leftOut.append(LeftOut(path: change.path, reason: reason, commit: String(tip.hex.prefix(8))))
            }
        }
        return leftOut
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
        let components = path.split(separator: "/")
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
        let updates = try leftOut.map { item -> PathChange in
            if let entry = try ours?.entry(atPath: item.path), entry.kind == .blob,
                entry.fileMode == 0o100644 || entry.fileMode == 0o100755
            {
                return PathChange(path: item.path, blob: entry.oid, mode: entry.fileMode)
            }
            return PathChange(path: item.path, blob: nil)
        }
        return try repository.tree(candidate, applying: updates)
    }

    // MARK: Encryption

    /// Refuses their commit when, in a journal encrypted on this machine, it changes the
    /// git-crypt lines of `.gitattributes` (emptied, edited, another filter named, made a
    /// link): taken, it would tell every other clone, and git, to store entries as text.
    func refuseEncryptionChange(ours: Commit, theirs: Oid, remote: String) throws {
        guard content.codec.isEncrypted else { return }
        let kept = try gitCryptLines(in: ours)
        guard !kept.isEmpty else { return }  // an init that has not committed its line yet
        guard try gitCryptLines(in: repository.commit(theirs)) != kept else { return }
        // The oldest of their commits whose lines differ from ours: where it began.
        let walk = try RevWalk(repository: repository)
        try walk.push(theirs)
        try walk.hide(ours.oid)
        var culprit = theirs
        var subject = ""
        while let oid = try walk.next() {
            let commit = try repository.commit(oid)
            if try gitCryptLines(in: commit) != kept {
                culprit = oid
                subject = commit.summary
            }
        }
        throw SyncError.remoteChangesEncryption(remote: remote, commit: String(culprit.hex.prefix(8)), subject: subject)
    }

    /// The lines of `commit`'s `.gitattributes` that speak of git-crypt, trimmed; a
    /// `.gitattributes` that is not a regular file counts as one line of its own.
    private func gitCryptLines(in commit: Commit) throws -> [String] {
        guard let entry = try commit.tree().entry(atPath: JournalEncryption.attributesFile) else { return [] }
        guard entry.kind == .blob, entry.fileMode == 0o100644 || entry.fileMode == 0o100755 else {
            return ["(not a file: mode \(String(entry.fileMode, radix: 8)))"]
        }
        let text = String(decoding: try content.read(entry.oid, at: JournalEncryption.attributesFile), as: UTF8.self)
        return text.split(whereSeparator: \.isNewline)
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.hasPrefix("#") && $0.contains("git-crypt") }
    }

    // MARK: Mass deletion

    /// Refuses a change that removes many of the journal's entries at once (more than 10, or
    /// more than a tenth of them when that is 3 or more, or all of at least 2), unless the
    /// user said yes: a sync client's guard against a remote emptying the journal.
    func refuseMassDeletion(
        from ours: Tree, to result: Tree, theirs: Oid, remote: String, confirmed: Bool
    ) throws {
        guard !confirmed else { return }
        let removed = try EntryChanges.between(ours, result).removed.count
        guard removed >= 2 else { return }
        let total = try EntryChanges.between(nil, ours).added.count
        guard Self.isMassDeletion(removed: removed, of: total) else { return }
        let commit = try repository.commit(theirs)
        throw SyncError.massDeletion(
            remote: remote, removed: removed, total: total, commit: String(theirs.hex.prefix(8)),
            subject: commit.summary)
    }

    static func isMassDeletion(removed: Int, of total: Int) -> Bool {
        removed > 10 || (removed >= 3 && removed * 10 > total) || (removed >= 2 && removed == total)
    }
}
