import CLibGit2

/// The commits that changed one file, newest first, as `git log -- PATH` finds them: a
/// path-limited walk that compares the blob id at the path in each commit with the one in
/// its parents, never diffing whole trees.
///
/// Finding the blob id reads the trees on the path (the root, `2026`, then `2026/11`), one
/// name in each, straight from the objects' bytes, and a subtree whose id was resolved before
/// is not read again: in a history where most commits change
/// other folders, most lookups stop at the root tree. A commit with one parent is listed when
/// the file differs from its parent's; a merge only when the file differs from every parent
/// (the merge itself changed it), since the change on either side is listed on its own.
public final class PathHistory {
    /// How a commit changed the file.
    public enum Change: Sendable, Hashable {
        case added, modified, deleted
    }

    /// One commit that changed the file.
    public struct Step {
        public let commit: Commit
        public let change: Change
        /// The file's blob after the commit; nil when the commit deleted it.
        public let blob: Oid?
        /// The file's blob before the commit (in its first parent); nil when the commit added it.
        public let previousBlob: Oid?

        public init(commit: Commit, change: Change, blob: Oid?, previousBlob: Oid?) {
            self.commit = commit
            self.change = change
            self.blob = blob
            self.previousBlob = previousBlob
        }
    }

    public let repository: Repository
    public let path: String
    private let walk: CommitHeaderWalk?
    private let resolver: TreePathResolver
    /// The blob at the path in each commit looked at so far (nil: no file there).
    private var blobs: [Oid: Oid?] = [:]

    /// Walks from `start` (HEAD when nil; nothing on an unborn branch).
    public init(repository: Repository, path: String, from start: Oid? = nil) throws {
        self.repository = repository
        self.path = path
        let database = try ObjectDatabase(repository: repository)
        resolver = TreePathResolver(database: database, path: path)
        let first = try start ?? repository.headCommit()?.oid
        walk = try first.map { try CommitHeaderWalk(database: database, from: [$0]) }
    }

    /// The next commit that changed the file, or nil when the history is exhausted.
    public func next() throws -> Step? {
        guard let walk else { return nil }
        while let (oid, header) = try walk.next() {
            let blob = try blobs.removeValue(forKey: oid) ?? resolver.oid(inTree: header.tree)
            let parentBlobs = try header.parents.map { parent in
                if let known = blobs[parent] { return known }
                // Just queued by the walk (or, with clocks out of order, already walked).
                let tree = try walk.queuedHeader(parent)?.tree ?? walk.database.commitHeader(parent).tree
                let found = try resolver.oid(inTree: tree)
                blobs[parent] = .some(found)
                return found
            }
            let previous = parentBlobs.first ?? nil
            let changed = parentBlobs.isEmpty ? blob != nil : parentBlobs.allSatisfy { $0 != blob }
            guard changed else { continue }
            let change: Change =
                switch (previous, blob) {
                case (nil, _): .added
                case (_, nil): .deleted
                default: .modified
                }
            return Step(commit: try repository.commit(oid), change: change, blob: blob, previousBlob: previous)
        }
        return nil
    }

    /// Every remaining step, up to `limit`.
    public func steps(limit: Int? = nil) throws -> [Step] {
        var result: [Step] = []
        while limit.map({ result.count < $0 }) ?? true, let step = try next() {
            result.append(step)
        }
        return result
    }
}

/// Finds the id of the blob at one path in many trees, remembering the answer for each
/// subtree on the path, so a subtree seen before is never read again.
final class TreePathResolver {
    let database: ObjectDatabase
    /// The path's names, as bytes.
    private let names: [[UInt8]]
    /// For each depth below the root: subtree id → the blob id at the rest of the path.
    private var known: [[Oid: Oid?]]
    /// Forgets a depth's answers past this many, keeping memory bounded on huge histories.
    private let capacity = 200_000

    init(database: ObjectDatabase, path: String) {
        self.database = database
        names = path.split(separator: "/").map { Array($0.utf8) }
        known = Array(repeating: [:], count: max(names.count, 1))
    }

    func oid(inTree root: Oid) throws -> Oid? {
        var visited: [(depth: Int, tree: Oid)] = []
        var treeOid = root
        var result: Oid?
        for depth in names.indices {
            if depth > 0, let answer = known[depth][treeOid] {
                result = answer
                break
            }
            if depth > 0 { visited.append((depth, treeOid)) }
            // One name in one tree, read from the tree's bytes.
            guard let found = try database.entry(named: names[depth], inTree: treeOid) else {
                result = nil
                break
            }
            if depth == names.count - 1 {
                result = found.isTree ? nil : found.oid
            } else {
                guard found.isTree else {
                    result = nil
                    break
                }
                treeOid = found.oid
            }
        }
        for (depth, tree) in visited {
            if known[depth].count >= capacity { known[depth].removeAll(keepingCapacity: true) }
            known[depth][tree] = .some(result)
        }
        return result
    }
}

extension Repository {
    /// The commits that changed the file at `path`, newest first, from `start` (HEAD when nil).
    public func history(ofPath path: String, from start: Oid? = nil) throws -> PathHistory {
        try PathHistory(repository: self, path: path, from: start)
    }
}
