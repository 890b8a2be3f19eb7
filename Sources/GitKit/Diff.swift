import CLibGit2

/// One file that differs between two trees.
public struct TreeChange: Sendable, Hashable {
    public enum Kind: Sendable, Hashable {
        case added, deleted, modified
    }

    public let kind: Kind
    /// The file's `/`-separated path from the root of the trees.
    public let path: String
    /// The blob before; nil when the file was added.
    public let oldOid: Oid?
    /// The blob after; nil when the file was deleted.
    public let newOid: Oid?
}

/// Remembers recently read trees, so a walk that compares each commit with its parent reads
/// the tree they share once, not twice. (libgit2 keeps only trees under 4 KiB in its own
/// cache; a month folder of a journal is larger.)
public final class TreeCache {
    private var trees: [Oid: Tree] = [:]
    private var order: [Oid] = []
    private let capacity: Int

    public init(capacity: Int = 64) {
        self.capacity = max(capacity, 1)
    }

    public func tree(_ oid: Oid, in repository: Repository) throws -> Tree {
        if let tree = trees[oid] { return tree }
        let tree = try repository.tree(oid)
        if order.count >= capacity {
            trees.removeValue(forKey: order.removeFirst())
        }
        trees[oid] = tree
        order.append(oid)
        return tree
    }
}

extension Repository {
    /// The files that differ from `old` to `new` (nil is an empty tree), in tree order. Unlike
    /// libgit2's tree-to-tree diff, which walks every file of both trees, this skips any
    /// subtree whose id is the same on both sides, so comparing two commits that changed one
    /// folder reads only the trees on the way to it.
    public func changes(from old: Tree?, to new: Tree?, cache: TreeCache? = nil) throws -> [TreeChange] {
        var result: [TreeChange] = []
        try compare(old, new, prefix: "", cache: cache ?? TreeCache(capacity: 8), into: &result)
        return result
    }

    private func compare(
        _ old: Tree?, _ new: Tree?, prefix: String, cache: TreeCache, into result: inout [TreeChange]
    ) throws {
        if let old, let new, old.oid == new.oid { return }
        let oldCount = old.map { git_tree_entrycount($0.pointer) } ?? 0
        let newCount = new.map { git_tree_entrycount($0.pointer) } ?? 0
        var oldIndex = 0
        var newIndex = 0
        while oldIndex < oldCount || newIndex < newCount {
            let oldEntry = oldIndex < oldCount ? old.flatMap { git_tree_entry_byindex($0.pointer, oldIndex) } : nil
            let newEntry = newIndex < newCount ? new.flatMap { git_tree_entry_byindex($0.pointer, newIndex) } : nil
            let order: Int32
            if let oldEntry, let newEntry {
                order = git_tree_entry_cmp(oldEntry, newEntry)
            } else {
                order = oldEntry == nil ? 1 : -1
            }
            if order < 0, let oldEntry {
                try side(oldEntry, prefix: prefix, deleted: true, cache: cache, into: &result)
                oldIndex += 1
            } else if order > 0, let newEntry {
                try side(newEntry, prefix: prefix, deleted: false, cache: cache, into: &result)
                newIndex += 1
            } else if let oldEntry, let newEntry {
                let oldOid = Oid(git_tree_entry_id(oldEntry).pointee)
                let newOid = Oid(git_tree_entry_id(newEntry).pointee)
                let oldIsTree = git_tree_entry_type(oldEntry) == GIT_OBJECT_TREE
                let newIsTree = git_tree_entry_type(newEntry) == GIT_OBJECT_TREE
                if oldIsTree, newIsTree {
                    if oldOid != newOid {
                        let path = prefix + String(cString: git_tree_entry_name(newEntry)) + "/"
                        try compare(
                            cache.tree(oldOid, in: self), cache.tree(newOid, in: self), prefix: path,
                            cache: cache, into: &result)
                    }
                } else if oldIsTree || newIsTree {
                    try side(oldEntry, prefix: prefix, deleted: true, cache: cache, into: &result)
                    try side(newEntry, prefix: prefix, deleted: false, cache: cache, into: &result)
                } else if oldOid != newOid || git_tree_entry_filemode(oldEntry) != git_tree_entry_filemode(newEntry) {
                    let path = prefix + String(cString: git_tree_entry_name(newEntry))
                    result.append(TreeChange(kind: .modified, path: path, oldOid: oldOid, newOid: newOid))
                }
                oldIndex += 1
                newIndex += 1
            } else {
                break
            }
        }
    }

    /// An entry only one side has: a file added or deleted, or every file below a folder.
    private func side(
        _ entry: OpaquePointer, prefix: String, deleted: Bool, cache: TreeCache, into result: inout [TreeChange]
    ) throws {
        let oid = Oid(git_tree_entry_id(entry).pointee)
        let name = String(cString: git_tree_entry_name(entry))
        if git_tree_entry_type(entry) == GIT_OBJECT_TREE {
            let tree = try cache.tree(oid, in: self)
            try compare(deleted ? tree : nil, deleted ? nil : tree, prefix: prefix + name + "/", cache: cache, into: &result)
        } else if deleted {
            result.append(TreeChange(kind: .deleted, path: prefix + name, oldOid: oid, newOid: nil))
        } else {
            result.append(TreeChange(kind: .added, path: prefix + name, oldOid: nil, newOid: oid))
        }
    }
}
