import CLibGit2

/// The commits that changed one file, newest first, as `git log -- PATH` finds them: a
/// path-limited walk that compares the blob id at the path in each commit with the one in
/// its parents, never diffing whole trees.
///
/// Finding the blob id reads the trees on the path (`2026`, then `2026/11`), and a subtree
/// whose id was resolved before is not read again: in a history where most commits change
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
    }

    public let repository: Repository
    public let path: String
    private let walk: RevWalk
    private let resolver: TreePathResolver
    /// Blob ids already found for commits the walk has not reached yet (the parents of the
    /// commits it has), so each commit's lookup is done once.
    private var pending: [Oid: Oid?] = [:]

    /// Walks from `start` (HEAD when nil; nothing on an unborn branch).
    public init(repository: Repository, path: String, from start: Oid? = nil) throws {
        self.repository = repository
        self.path = path
        walk = try RevWalk(repository: repository, sorting: [.topological, .time])
        if let start { try walk.push(start) } else { try walk.pushHead() }
        resolver = TreePathResolver(repository: repository, path: path)
    }

    /// The next commit that changed the file, or nil when the history is exhausted.
    public func next() throws -> Step? {
        while let oid = try walk.next() {
            let commit = try repository.commit(oid)
            let blob = try blobOid(of: commit)
            let parentOids = commit.parentOids
            let parentBlobs = try parentOids.map(blobOid(ofCommit:))
            let previous = parentBlobs.first ?? nil
            let changed = parentBlobs.isEmpty ? blob != nil : parentBlobs.allSatisfy { $0 != blob }
            guard changed else { continue }
            let change: Change =
                switch (previous, blob) {
                case (nil, _): .added
                case (_, nil): .deleted
                default: .modified
                }
            return Step(commit: commit, change: change, blob: blob, previousBlob: previous)
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

    private func blobOid(of commit: Commit) throws -> Oid? {
        if let known = pending.removeValue(forKey: commit.oid) { return known }
        return try resolver.oid(inTree: commit.treeOid)
    }

    private func blobOid(ofCommit oid: Oid) throws -> Oid? {
        if let known = pending[oid] { return known }
        let found = try resolver.oid(inTree: repository.commit(oid).treeOid)
        pending[oid] = .some(found)
        return found
    }
}

/// Finds the id of the blob at one path in many trees, remembering the answer for each
/// subtree on the path, so a subtree seen before is never read again.
final class TreePathResolver {
    let repository: Repository
    let components: [String]
    /// For each depth below the root: subtree id → the blob id at the rest of the path.
    private var known: [[Oid: Oid?]]
    /// Forgets a depth's answers past this many, keeping memory bounded on huge histories.
    private let capacity = 200_000

    init(repository: Repository, path: String) {
        self.repository = repository
        components = path.split(separator: "/").map(String.init)
        known = Array(repeating: [:], count: max(components.count, 1))
    }

    func oid(inTree root: Oid) throws -> Oid? {
        var visited: [(depth: Int, tree: Oid)] = []
        var treeOid = root
        var result: Oid?
        for (depth, name) in components.enumerated() {
            if depth > 0, let answer = known[depth][treeOid] {
                result = answer
                break
            }
            if depth > 0 { visited.append((depth, treeOid)) }
            // One name in one tree: git_tree_entry_bypath reads only this tree.
            guard let entry = try repository.tree(treeOid).entry(atPath: name) else {
                result = nil
                break
            }
            if depth == components.count - 1 {
                result = entry.kind == .blob ? entry.oid : nil
            } else {
                guard entry.kind == .tree else {
                    result = nil
                    break
                }
                treeOid = entry.oid
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
