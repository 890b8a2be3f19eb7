import CLibGit2

/// The staging area. Changes made here reach disk with `write()` and a commit with
/// `writeTree()` followed by `Repository.createCommit`.
public final class Index {
    let pointer: OpaquePointer
    /// Kept so the repository outlives the index.
    let repository: Repository

    init(pointer: OpaquePointer, repository: Repository) {
        self.pointer = pointer
        self.repository = repository
    }

    deinit {
        git_index_free(pointer)
    }

    /// Re-reads the index file when another process changed it.
    public func reload() throws {
        try check(git_index_read(pointer, 0))
    }

    /// Stages the work tree file at `path` (relative to the work tree, `/`-separated).
    public func add(path: String) throws {
        try check(git_index_add_bypath(pointer, path))
    }

    /// Unstages `path`: the next commit will not contain it.
    public func remove(path: String) throws {
        try check(git_index_remove_bypath(pointer, path))
    }

    /// Stages `data` as the contents of `path` without reading the work tree.
    public func add(path: String, blob oid: Oid, mode: UInt32 = 0o100644) throws {
        var entry = git_index_entry()
        entry.id = oid.raw
        entry.mode = mode
        try path.withCString { cPath in
            entry.path = cPath
            try check(git_index_add(pointer, &entry))
        }
    }

    /// Makes the index match `tree` (used after merges and resets).
    public func read(tree: Tree) throws {
        try check(git_index_read_tree(pointer, tree.pointer))
    }

    /// Saves the index to disk atomically, and durably (`Repository.syncIndexFile`).
    public func write() throws {
        try check(git_index_write(pointer))
        try repository.syncIndexFile()
    }

    /// Writes the staged state as tree objects and returns the root tree.
    public func writeTree() throws -> Tree {
        var oid = git_oid()
        try check(git_index_write_tree(&oid, pointer))
        return try repository.tree(Oid(oid))
    }

    public var count: Int { git_index_entrycount(pointer) }

    /// True when the index holds unresolved conflicts.
    public var hasConflicts: Bool { git_index_has_conflicts(pointer) == 1 }
}
