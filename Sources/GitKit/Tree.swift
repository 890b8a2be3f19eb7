import CLibGit2

/// A tree (directory listing) read from a repository. Keeps the repository alive.
public final class Tree: RepositoryHandle {
    init(pointer: OpaquePointer, repository: Repository) {
        super.init(pointer: pointer, repository: repository, freedBy: { git_tree_free($0) })
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

    /// The entry at each of `paths` (`/`-separated, below this tree), in their order; nil
    /// where there is none. Each folder is read once however many of the paths it holds: a
    /// lookup per path reads and parses the whole folder each time (libgit2 keeps no tree
    /// over 4 KiB in its cache), so 100,000 new files in one month folder cost 100,000
    /// parses of a 100,000-entry tree. Here they cost one, and a binary search each. Names
    /// are compared as bytes, as git does: Swift's strings would take a name in NFC and the
    /// same in NFD for one.
    public func entries(atPaths paths: [String]) throws -> [Entry?] {
        var found = [Entry?](repeating: nil, count: paths.count)
        var byFolder: [[UInt8]: [Int]] = [:]
        for (position, path) in paths.enumerated() {
            let bytes = Array(path.utf8)
            let folder = bytes.lastIndex(of: UInt8(ascii: "/")).map { Array(bytes[..<$0]) } ?? []
            byFolder[folder, default: []].append(position)
        }
        for (folder, positions) in byFolder {
            let name = String(decoding: folder, as: UTF8.self)
            guard let tree = folder.isEmpty ? self : try subtree(atPath: name) else { continue }
            for position in positions {
                let bytes = Array(paths[position].utf8)
                let file = bytes.lastIndex(of: UInt8(ascii: "/")).map { Array(bytes[($0 + 1)...]) } ?? bytes
                let entry = file.withUnsafeBufferPointer { buffer in
                    String(decoding: buffer, as: UTF8.self).withCString { git_tree_entry_byname(tree.pointer, $0) }
                }
                if let entry { found[position] = Entry(borrowing: entry) }
            }
        }
        return found
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
