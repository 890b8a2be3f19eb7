import CLibGit2
import Foundation

/// The staging area. Changes made here reach disk with `write()` and a commit with
/// `writeTree()` followed by `Repository.createCommit`.
public final class Index: RepositoryHandle {
    init(pointer: OpaquePointer, repository: Repository) {
        super.init(pointer: pointer, repository: repository, freedBy: { git_index_free($0) })
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

    /// Stages `oid` as the contents of `path`, with the status data (times, size, inode) of the
    /// work tree file at `file`, as `add(path:)` records them: git and libgit2 then know the
    /// file unchanged without reading it. For a blob whose bytes are not the file's (an
    /// encrypted repository), where `add(path:)` would hash the file itself.
    public func add(path: String, blob oid: Oid, mode: UInt32, statusOf file: String) throws {
        var info = stat()
        guard lstat(file, &info) == 0 else { return try add(path: path, blob: oid, mode: mode) }
        var entry = git_index_entry()
        entry.id = oid.raw
        entry.mode = mode
        entry.ctime = git_index_time(
            seconds: Int32(truncatingIfNeeded: info.st_ctim.tv_sec),
            nanoseconds: UInt32(truncatingIfNeeded: info.st_ctim.tv_nsec))
        entry.mtime = git_index_time(
            seconds: Int32(truncatingIfNeeded: info.st_mtim.tv_sec),
            nanoseconds: UInt32(truncatingIfNeeded: info.st_mtim.tv_nsec))
        entry.dev = UInt32(truncatingIfNeeded: info.st_dev)
        entry.ino = UInt32(truncatingIfNeeded: info.st_ino)
        entry.uid = info.st_uid
        entry.gid = info.st_gid
        entry.file_size = UInt32(truncatingIfNeeded: info.st_size)
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
