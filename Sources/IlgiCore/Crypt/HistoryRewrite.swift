import Foundation
import GitKit
import IlgiStore

/// What `crypt init --rewrite-history` did.
public struct HistoryRewrite: Sendable, Equatable {
    /// Commits made again: every commit reachable from HEAD.
    public let commits: Int
    /// The reference that keeps the plain history on this machine, for as long as the user
    /// wants it: `refs/ilgi/plain-history/<old head>`.
    public let backup: String
    public let oldHead: String
    public let newHead: String
}

extension JournalCrypt {
    /// Where `rewriteHistoryEncrypted` keeps each plain history it replaced.
    public static let plainHistoryReferences = "refs/ilgi/plain-history/"

    /// Makes every commit reachable from HEAD again as an encrypted journal would have made it
    /// (`crypt init --rewrite-history`): each blob under an encrypted path stored as
    /// ciphertext (git-crypt's, deterministic, so a file unchanged since gets the blob HEAD
    /// already has), `.gitattributes` naming git-crypt's filter in every commit, and messages
    /// without titles (`CommitMessage.withoutTitles`). Authors, dates and the shape of the
    /// history stay. The old history stays too, under a `plainHistoryReferences` name; the
    /// branch moves to the new one in one step, and the work tree, which was already the text
    /// of HEAD, does not change. Returns nil when the history is already all encrypted.
    /// `progress` is told (done, total) in commits.
    public func rewriteHistoryEncrypted(progress: ((Int, Int) -> Void)? = nil) throws -> HistoryRewrite? {
        // The codec, not `encryption`: that was read when the journal opened, perhaps before
        // `turnOnEncryption` on this same value.
        guard store.content.codec.isEncrypted, try installedKey() != nil else {
            throw journal.encryption == .locked ? CryptError.journalLocked(path: root.path) : CryptError.notEncrypted
        }
        try refuseUnsavedWork(includingDrafts: false)
        return try journal.transaction(.rewriteHistory) { tx in
            guard let head = try repository.headCommit() else { return nil }
            let walk = try RevWalk(repository: repository, sorting: [.topological, .reverse])
            try walk.push(head.oid)
            var order: [Oid] = []
            while let oid = try walk.next() { order.append(oid) }
            var rewriter = HistoryRewriter(repository: repository, content: tx.content)
            var remade: [Oid: Oid] = [:]
            try LibGit2.withoutFsync {
                for (done, oid) in order.enumerated() {
                    let commit = try repository.commit(oid)
                    let tree = try repository.tree(try rewriter.rootTree(commit.treeOid))
                    let parents = try commit.parentOids.map { try repository.commit(remade[$0] ?? $0) }
                    remade[oid] = try repository.createCommit(
                        tree: tree, parents: parents, message: CommitMessage.withoutTitles(commit.message),
                        author: commit.author(), committer: commit.committer(), updateReference: nil)
                    progress?(done + 1, order.count)
                }
            }
            let newHead = remade[head.oid]!  // safe: the walk starts at head
            guard newHead != head.oid else { return nil }
            try tx.flushObjects(rewriter.written + Array(remade.values))
            // The plain history keeps a name before the branch leaves it.
            let backup = Self.plainHistoryReferences + head.oid.hex.prefix(12)
            try repository.setReference(backup, to: head.oid, message: "ilgi crypt: the history before its rewrite")
            try tx.checkout(
                try repository.commit(newHead).tree(), moving: newHead,
                message: "ilgi crypt: history rewritten encrypted")
            return HistoryRewrite(commits: order.count, backup: backup, oldHead: head.oid.hex, newHead: newHead.hex)
        }
    }

    /// The plain histories `rewriteHistoryEncrypted` replaced, kept on this machine.
    public func plainHistories() throws -> [Oid] {
        try repository.references(under: Self.plainHistoryReferences).map(\.target)
    }
}

/// Trees made again with their blobs encrypted (through the journal's codec, the one seam),
/// each tree and blob once however many commits share it.
private struct HistoryRewriter {
    let repository: Repository
    let content: JournalContent
    private var trees: [Oid: Oid] = [:]
    private var roots: [Oid: Oid] = [:]
    private var blobs: [Oid: Oid] = [:]
    private var attributes: [Oid?: Oid] = [:]
    /// The objects written, to be flushed together.
    private(set) var written: [Oid] = []

    init(repository: Repository, content: JournalContent) {
        self.repository = repository
        self.content = content
    }

    /// A commit's tree: year folders encrypted, `.gitattributes` naming git-crypt's filter.
    mutating func rootTree(_ oid: Oid) throws -> Oid {
        if let done = roots[oid] { return done }
        var entries: [Tree.Entry] = []
        var attributesBlob: Oid?
        for entry in try repository.tree(oid).entries {
            if entry.name == JournalEncryption.attributesFile, entry.kind == .blob {
                attributesBlob = entry.oid
            } else if entry.kind == .tree, JournalLayout.isYear(entry.name[...]) {
                entries.append(entry.pointing(to: try encryptedTree(entry.oid, at: entry.name)))
            } else {
                entries.append(entry)
            }
        }
        let declared = try attributesDeclaringEncryption(attributesBlob)
        entries.append(
            Tree.Entry(name: JournalEncryption.attributesFile, oid: declared, kind: .blob, fileMode: 0o100644))
        let tree = try write(entries)
        roots[oid] = tree
        return tree
    }

    /// A tree at `path`, in a year folder, with every file in it encrypted. (Every path there
    /// is encrypted, so a tree met again at another path is the same tree again.)
    private mutating func encryptedTree(_ oid: Oid, at path: String) throws -> Oid {
        if let done = trees[oid] { return done }
        var entries: [Tree.Entry] = []
        for entry in try repository.tree(oid).entries {
            let inner = path + "/" + entry.name
            switch entry.kind {
            case .tree: entries.append(entry.pointing(to: try encryptedTree(entry.oid, at: inner)))
            case .blob where entry.fileMode != 0o120000:
                entries.append(entry.pointing(to: try encryptedBlob(entry.oid, at: inner)))
            default: entries.append(entry)  // a link or a submodule: git's filters pass them by too
            }
        }
        let tree = try write(entries)
        trees[oid] = tree
        return tree
    }

    private mutating func encryptedBlob(_ oid: Oid, at path: String) throws -> Oid {
        if let done = blobs[oid] { return done }
        var encrypted = oid
        if try !content.isStoredEncrypted(oid) {
            encrypted = try content.store(content.read(oid, at: path), at: path)
            written.append(encrypted)
        }
        blobs[oid] = encrypted
        return encrypted
    }

    /// The `.gitattributes` blob a commit gets: its own when it already names git-crypt's
    /// filter, else its own with ilgi's line added (the same bytes `crypt init` writes).
    private mutating func attributesDeclaringEncryption(_ existing: Oid?) throws -> Oid {
        if let done = attributes[existing] { return done }
        let file = JournalEncryption.attributesFile
        let text = try existing.map { try content.text($0, at: file) } ?? ""
        var declared: Oid
        if let existing, JournalEncryption.declaresEncryption(attributes: text) {
            declared = existing
        } else {
            declared = try content.store(Data(JournalEncryption.attributes(adding: text).utf8), at: file)
            written.append(declared)
        }
        attributes[existing] = declared
        return declared
    }

    private mutating func write(_ entries: [Tree.Entry]) throws -> Oid {
        let tree = try repository.writeTree(entries)
        written.append(tree)
        return tree
    }
}

extension CommitMessage {
    /// A message as an encrypted journal writes it: `Edit 3f2a9c1b: Therapy notes` loses its
    /// title, `Import 412 entries from jrnl` its source, a merge's conflict lines the titles in
    /// brackets. Messages ilgi did not write are kept as they are.
    static func withoutTitles(_ message: String) -> String {
        var lines = message.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let first = lines.first else { return message }
        if let match = first.wholeMatch(of: #/(Add|Edit|Delete|Restore|Star|Unstar) ([0-9a-f]{8}): .*/#) {
            lines[0] = "\(match.1) \(match.2)"
        } else if let match = first.wholeMatch(of: #/(Import [0-9]+ entr(?:y|ies)) from .*/#) {
            lines[0] = String(match.1)
        } else if first.hasPrefix("Merge ") {
            for index in lines.indices.dropFirst() {
                if let match = lines[index].wholeMatch(
                    of: #/Both sides edited ([0-9a-f]{8}) \(.*\); theirs is now ([0-9a-f]{8})\./#)
                {
                    lines[index] = "Both sides edited \(match.1); theirs is now \(match.2)."
                }
            }
        }
        return lines.joined(separator: "\n")
    }
}
