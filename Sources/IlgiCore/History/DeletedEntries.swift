import Foundation
import GitKit
import IlgiEntry
import IlgiStore

/// An entry that was deleted and can be restored: its last version, and the commit that
/// deleted it.
public struct DeletedEntry: Sendable, Hashable {
    /// The entry as it was just before it was deleted.
    public let entry: Entry
    /// When the deleting commit was made, on its committer's clock.
    public let deletedAt: Timestamp
    /// The full id of the commit that deleted it.
    public let deletionCommit: String
    /// The blob of its last version.
    let lastVersion: Oid
}

extension JournalHistory {
    /// Every entry that some commit deleted and that is not in HEAD's tree now, the most
    /// recently deleted first. An entry deleted, restored and deleted again is listed once,
    /// with its last deletion.
    ///
    /// Each commit with one parent is compared with its parent (a tree diff, which skips
    /// unchanged folders by id); merges are skipped, since a deletion merged from another
    /// machine is found in the commit that made it.
    public func deletedEntries() throws -> [DeletedEntry] {
        do {
            guard let head = try repository.headCommit() else { return [] }
            let deletions = try DeletionIndex(journal: journal).deletions(upTo: head)
            guard !deletions.isEmpty else { return [] }
            // Every file in HEAD, read once, rather than one path lookup per deletion.
            let database = try ObjectDatabase(repository: repository)
            let present = Set(try database.changes(from: nil, to: head.treeOid).map(\.path))
            var result: [DeletedEntry] = []
            for deletion in deletions where !present.contains(deletion.path) {
                guard let id = JournalLayout.entryID(forPath: deletion.path) else { continue }
                let header = try database.commitHeader(deletion.commit)
                let deletedAt = Timestamp(
                    date: Date(timeIntervalSince1970: TimeInterval(header.time)), utcOffset: header.offsetMinutes * 60)
                let text = try content.text(deletion.blob, at: deletion.path)
                let entry = Entry(
                    id: id, path: deletion.path, document: EntryDocument(parsing: text),
                    fallbackDate: deletedAt.date)
                result.append(
                    DeletedEntry(
                        entry: entry, deletedAt: deletedAt, deletionCommit: deletion.commit.hex,
                        lastVersion: deletion.blob))
            }
            return result
        } catch let error as GitError {
            throw IlgiError.wrapping(error, while: .readHistory, path: root.path)
        }
    }
}

/// Every deletion of an entry file in the history, newest first, with the commit that made it
/// and the blob it removed. Finding them means comparing every commit with its parent, so the
/// list is kept in `.git/ilgi/cache/deletions` with the commit it was made for; the next call
/// only looks at the commits made since (when that commit is still in the history).
struct DeletionIndex {
    struct Deletion: Hashable {
        let path: String
        let commit: Oid
        let blob: Oid
    }

    let journal: Journal
    var repository: Repository { journal.repository }
    var cacheFile: URL {
        journal.stateDirectory.appendingPathComponent("cache", isDirectory: true)
            .appendingPathComponent("deletions")
    }

    /// Deletions reachable from `head`, newest first, one per path (its latest deletion).
    func deletions(upTo head: Commit) throws -> [Deletion] {
        var known: [Deletion] = []
        var base: Oid?
        if let cached = readCache(), (try? repository.isAncestor(cached.head, of: head.oid)) == true {
            if cached.head == head.oid { return cached.deletions }
            known = cached.deletions
            base = cached.head
        }
        let fresh = try scan(from: head.oid, hiding: base)
        var seen: Set<String> = []
        let merged = (fresh + known).filter { seen.insert($0.path).inserted }
        writeCache(head: head.oid, deletions: merged)
        return merged
    }

    /// The deletions in the commits reachable from `start` but not from `base`, newest first.
    private func scan(from start: Oid, hiding base: Oid?) throws -> [Deletion] {
        let database = try ObjectDatabase(repository: repository)
        let next: () throws -> (oid: Oid, header: ObjectDatabase.CommitHeader)?
        if let base {
            // Only the commits made since `base`: libgit2's walk excludes its ancestors exactly.
            let walk = try RevWalk(repository: repository, sorting: [])
            try walk.push(start)
            try walk.hide(base)
            next = { try walk.next().map { ($0, try database.commitHeader($0)) } }
        } else {
            let walk = try CommitHeaderWalk(database: database, from: [start])
            next = walk.next
        }
        var found: [Deletion] = []
        var seen: Set<String> = []
        // A commit's parent is usually the next commit walked: its trees are read once.
        let trees = TreeCache(capacity: 64)
        while let (oid, header) = try next() {
            guard header.parents.count == 1 else { continue }
            let parentTree = try database.commitHeader(header.parents[0]).tree
            guard parentTree != header.tree else { continue }
            for change in try database.changes(from: parentTree, to: header.tree, cache: trees)
            where change.kind == .deleted {
                guard let blob = change.oldOid, JournalLayout.entryID(forPath: change.path) != nil,
                    seen.insert(change.path).inserted
                else { continue }
                found.append(Deletion(path: change.path, commit: oid, blob: blob))
            }
        }
        return found
    }

    // MARK: The cache file: "head <oid>", then "<commit> <blob> <path>" per deletion.

    private func readCache() -> (head: Oid, deletions: [Deletion])? {
        guard let data = try? Data(contentsOf: cacheFile) else { return nil }  // border: .git/ilgi
        let lines = String(decoding: data, as: UTF8.self).split(separator: "\n")
        guard let first = lines.first, first.hasPrefix("head "),
            let head = try? Oid(hex: String(first.dropFirst(5)))
        else { return nil }
        var deletions: [Deletion] = []
        for line in lines.dropFirst() {
            let parts = line.split(separator: " ", maxSplits: 2)
            guard parts.count == 3, let commit = try? Oid(hex: String(parts[0])),
                let blob = try? Oid(hex: String(parts[1]))
            else { return nil }
            deletions.append(Deletion(path: String(parts[2]), commit: commit, blob: blob))
        }
        return (head, deletions)
    }

    private func writeCache(head: Oid, deletions: [Deletion]) {
        var text = "head \(head.hex)\n"
        for deletion in deletions {
            text += "\(deletion.commit.hex) \(deletion.blob.hex) \(deletion.path)\n"
        }
        // A cache: when it cannot be written, the next call scans again.
        try? AtomicFile.write(
            Data(text.utf8), to: cacheFile,
            temporaryDirectory: journal.stateDirectory.appendingPathComponent("tmp", isDirectory: true))
    }
}

/// A deleted entry as JSON: every field of `EntryRecord` (its last version), plus `deleted`
/// (when, ISO 8601 with the committer's offset) and `deletionCommit` (the full commit id).
public struct DeletedEntryRecord: Encodable, Sendable {
    public var entry: EntryRecord
    public var deleted: String
    public var deletionCommit: String

    public init(_ deleted: DeletedEntry) {
        entry = EntryRecord(deleted.entry)
        self.deleted = deleted.deletedAt.iso8601
        deletionCommit = deleted.deletionCommit
    }

    enum CodingKeys: String, CodingKey {
        case deleted, deletionCommit
    }

    public func encode(to encoder: any Encoder) throws {
        try entry.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(deleted, forKey: .deleted)
        try container.encode(deletionCommit, forKey: .deletionCommit)
    }
}
