import Foundation
import GitKit
import IlgiEntry

/// Whether a journal's history says it is encrypted: the fact a clone without the key goes by,
/// so that a remote that deletes or edits `.gitattributes` switches nothing off (docs/FORMAT.md,
/// "What a remote cannot do"). Once any commit reachable from HEAD declared git-crypt's filter,
/// held key holders (`.git-crypt/`), or HEAD stores ciphertext at an entry's path, the journal
/// is encrypted for good; nothing in ilgi turns encryption off.
///
/// The answer is kept in `.git/ilgi/encryption` (never committed, never the truth: a cache of
/// the walk): `encrypted`, for good, or `plain <commit>`, the history up to that commit looked
/// at. An open then walks only the commits HEAD gained since, and none while HEAD stays put,
/// which it learns from the ref files without loading libgit2.
package enum EncryptionHistory {
    package static let fileName = "encryption"

    /// How many month folders of HEAD's tree have their first entry looked at for git-crypt's
    /// header: a history rewritten without `.gitattributes` still stores every entry as
    /// ciphertext, so a few tell.
    static let sampledMonths = 64

    /// True when the journal was ever encrypted. Walks what it has not walked before and
    /// remembers the answer (a state folder it cannot write only costs the walk again).
    package static func isEncrypted(repository: Repository, stateDirectory: URL) throws -> Bool {
        let file = stateDirectory.appendingPathComponent(fileName)
        let remembered = FileManager.default.contents(atPath: file.path).map {  // border: .git/ilgi
            String(decoding: $0, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        }
        if remembered == "encrypted" { return true }
        let walkedTo = remembered.flatMap { $0.hasPrefix("plain ") ? String($0.dropFirst(6)) : nil }
        let headFromFiles = Repository.headCommitFromFiles(gitDirectory: repository.gitDirectory)
        if let walkedTo, walkedTo == headFromFiles { return false }
        guard let head = try repository.headCommit() else { return false }
        if walkedTo == head.oid.hex { return false }
        let (found, walked) = try evidence(from: head, hiding: walkedTo.flatMap { try? Oid(hex: $0) }, in: repository)
        // A plain answer is written only after a long walk: the few commits each save adds
        // are walked again at the next open rather than a file written after every save.
        if found != nil || walkedTo == nil || walked >= rememberedAfter {
            remember(found != nil ? "encrypted" : "plain \(head.oid.hex)", in: file)
        }
        return found != nil
    }

    /// Marks the journal encrypted for good: `crypt init`, or a work tree that says so.
    package static func rememberEncrypted(stateDirectory: URL) {
        remember("encrypted", in: stateDirectory.appendingPathComponent(fileName))
    }

    /// How many commits walked make a plain answer worth writing down.
    static let rememberedAfter = 64

    /// The first commit, newest first, from `tip` back to (not into) `hidden`, that shows the
    /// journal encrypted, or nil when none does, and how many commits were looked at. HEAD's
    /// own entries are sampled for ciphertext.
    package static func evidence(
        from tip: Commit, hiding hidden: Oid?, in repository: Repository
    ) throws -> (commit: Commit?, walked: Int) {
        if try storesCiphertext(tip.tree(), in: repository) { return (tip, 0) }
        let walk = try RevWalk(repository: repository, sorting: [])
        try walk.push(tip.oid)
        if let hidden, (try? repository.commit(hidden)) != nil { try walk.hide(hidden) }
        var looked: Set<Oid> = []
        var walked = 0
        while let oid = try walk.next() {
            walked += 1
            let commit = try repository.commit(oid)
            let tree = try commit.tree()
            guard looked.insert(tree.oid).inserted else { continue }
            if try declaresEncryption(tree, in: repository) { return (commit, walked) }
        }
        return (nil, walked)
    }

    /// True when `tree` names git-crypt's filter in `.gitattributes` or holds key holders.
    package static func declaresEncryption(_ tree: Tree, in repository: Repository) throws -> Bool {
        let entries = tree.entries
        if entries.contains(where: { $0.name == ".git-crypt" && $0.kind == .tree }) { return true }
        guard let attributes = entries.first(where: { $0.name == JournalEncryption.attributesFile }),
            attributes.kind == .blob, try ObjectDatabase(repository: repository).size(of: attributes.oid) <= largestRead
        else { return false }
        // `.gitattributes` is never encrypted: read as it is stored.
        let content = JournalContent(repository: repository, codec: PlainContent())
        let text = try content.text(attributes.oid, at: JournalEncryption.attributesFile)
        return JournalEncryption.declaresEncryption(attributes: text)
    }

    /// The largest file looked at: libgit2 reads a blob whole, and a remote may send one of
    /// hundreds of megabytes (the sync leaves it out later). An entry or `.gitattributes` is
    /// far smaller.
    static let largestRead = 1 << 20

    /// True when the first entry of any of the newest month folders of `tree` (of those not
    /// over `largestRead`) is ciphertext.
    private static func storesCiphertext(_ tree: Tree, in repository: Repository) throws -> Bool {
        let objects = try ObjectDatabase(repository: repository)
        let content = JournalContent(repository: repository, codec: PlainContent())
        var months = 0
        for year in tree.entries.reversed() where year.kind == .tree && JournalLayout.isYear(year.name) {
            for month in try repository.tree(year.oid).entries.reversed() where month.kind == .tree {
                months += 1
                if months > sampledMonths { return false }
                let first = try repository.tree(month.oid).entries.first {
                    try $0.kind == .blob
                        && JournalLayout.entryID(forPath: "\(year.name)/\(month.name)/\($0.name)") != nil
                        && objects.size(of: $0.oid) <= largestRead
                }
                if let first, try content.isStoredEncrypted(first.oid) {
                    return true
                }
            }
        }
        return false
    }

    /// Writes the answer. "encrypted" is written whole and flushed (it outlives the evidence a
    /// remote may take away); a plain one in place, unflushed (lost or torn, it costs one walk,
    /// and it adds no rename to the commands that follow a save).
    private static func remember(_ answer: String, in file: URL) {
        let folder = file.deletingLastPathComponent()
        guard (try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)) != nil
        else { return }
        let data = Data((answer + "\n").utf8)
        if answer == "encrypted" {
            try? AtomicFile.write(data, to: file, temporaryDirectory: folder)
        } else {
            try? data.write(to: file)
        }
    }
}
