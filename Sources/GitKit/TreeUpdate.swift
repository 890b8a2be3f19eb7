import CLibGit2
import Foundation

/// The new state of one `/`-separated path, said once for the tree and the index alike: the
/// blob with its file mode, or nil to remove the path.
public struct PathChange: Sendable, Hashable {
    public let path: String
    public let blob: Oid?
    public let mode: UInt32

    public init(path: String, blob: Oid?, mode: UInt32 = 0o100644) {
        self.path = path
        self.blob = blob
        self.mode = mode
    }
}

extension Repository {
    /// `base` with `changes` applied, written as new tree objects. Only the trees on the
    /// changed paths are rewritten (libgit2's `git_tree_create_updated`), so the cost does not
    /// grow with the number of files in the repository. Subtrees a removal leaves empty go too.
    public func tree(_ base: Tree, applying changes: [PathChange]) throws -> Tree {
        guard !changes.isEmpty else { return base }
        // libgit2 wants C strings that outlive the call: keep them in one buffer.
        let paths = changes.map { strdup($0.path) }
        defer { paths.forEach { free($0) } }
        var updates = changes.enumerated().map { position, change in
            var update = git_tree_update()
            update.action = change.blob == nil ? GIT_TREE_UPDATE_REMOVE : GIT_TREE_UPDATE_UPSERT
            if let blob = change.blob { update.id = blob.raw }
            update.filemode = git_filemode_t(rawValue: change.mode)
            update.path = UnsafePointer(paths[position])
            return update
        }
        var oid = git_oid()
        try check(git_tree_create_updated(&oid, pointer, base.pointer, updates.count, &updates))
        return try tree(Oid(oid))
    }

    /// Hashes the work tree file at `path` into the object database (with the repository's
    /// filters, as `git add` does) and returns its blob id.
    public func createBlob(fromWorkTreePath path: String) throws -> Oid {
        var oid = git_oid()
        try check(git_blob_create_from_workdir(&oid, pointer, path))
        return Oid(oid)
    }
}
