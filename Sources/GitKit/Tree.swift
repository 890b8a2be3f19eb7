import CLibGit2

/// A tree (directory listing) read from a repository. Keeps the repository alive.
public final class Tree: RepositoryHandle {
    override class func release(_ pointer: OpaquePointer) {
        git_tree_free(pointer)
    }

    public var oid: Oid { Oid(git_tree_id(pointer).pointee) }

    /// One name in a tree.
    public struct Entry: Sendable, Hashable {
        public enum Kind: Sendable, Hashable {
            case blob, tree, commit, other
        }

        public let name: String
        public let oid: Oid
        public let kind: Kind
        public let fileMode: UInt32

        public init(name: String, oid: Oid, kind: Kind, fileMode: UInt32) {
            self.name = name
            self.oid = oid
            self.kind = kind
            self.fileMode = fileMode
        }

        /// This entry naming `oid` instead: the same name, kind and mode.
        public func pointing(to oid: Oid) -> Entry {
            Entry(name: name, oid: oid, kind: kind, fileMode: fileMode)
        }
    }

    /// The entries directly in this tree, in git's order.
    public var entries: [Entry] {
        (0..<git_tree_entrycount(pointer)).compactMap { position in
            git_tree_entry_byindex(pointer, position).map(Entry.init(borrowing:))
        }
    }

    /// The entry at a `/`-separated path below this tree, or nil when there is none.
    public func entry(atPath path: String) throws -> Entry? {
        var entry: OpaquePointer?
        let code = git_tree_entry_bypath(&entry, pointer, path)
        if code == GIT_ENOTFOUND.rawValue {
            git_error_clear()
            return nil
        }
        try check(code)
        defer { git_tree_entry_free(entry) }
        return Entry(borrowing: entry!)  // safe: set on success
    }

    /// The subtree at `path`, or nil when there is none (or it is not a tree).
    public func subtree(atPath path: String) throws -> Tree? {
        guard let entry = try entry(atPath: path), entry.kind == .tree else { return nil }
        return try repository.tree(entry.oid)
    }
}

extension Tree.Entry {
    /// Copies what it needs out of a `git_tree_entry` it does not own.
    init(borrowing entry: OpaquePointer) {
        self.name = String(cString: git_tree_entry_name(entry))
        self.oid = Oid(git_tree_entry_id(entry).pointee)
        self.fileMode = git_tree_entry_filemode(entry).rawValue
        switch git_tree_entry_type(entry) {
        case GIT_OBJECT_BLOB: self.kind = .blob
        case GIT_OBJECT_TREE: self.kind = .tree
        case GIT_OBJECT_COMMIT: self.kind = .commit
        default: self.kind = .other
        }
    }
}
