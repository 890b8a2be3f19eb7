import CLibGit2
import Foundation

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
    /// The file's mode after (0o100644, 0o100755, 0o120000 a symbolic link, 0o160000 a
    /// submodule's commit); 0 when it was deleted.
    public var newMode: UInt32 = 0
    /// False when a name on the path is not valid UTF-8 (`path` then holds U+FFFD in its place,
    /// so it names no file git has).
    public var isUTF8 = true

    public init(kind: Kind, path: String, oldOid: Oid?, newOid: Oid?, newMode: UInt32 = 0, isUTF8: Bool = true) {
        self.kind = kind
        self.path = path
        self.oldOid = oldOid
        self.newOid = newOid
        self.newMode = newMode
        self.isUTF8 = isUTF8
    }
}

/// Remembers the bytes of recently read trees, so a walk that compares each commit with its
/// parent reads the trees they share once, not twice. (libgit2 caches only trees under
/// 4 KiB; a folder of a few hundred files is larger.)
public final class TreeCache {
    private var trees: [Oid: [UInt8]] = [:]
    private var order: [Oid] = []
    private let capacity: Int

    public init(capacity: Int = 64) {
        self.capacity = max(capacity, 1)
    }

    func bytes(of oid: Oid, in database: ObjectDatabase) throws -> [UInt8] {
        if let bytes = trees[oid] { return bytes }
        let bytes = try database.withObject(oid) { type, raw -> [UInt8] in
            guard type == GIT_OBJECT_TREE else { throw GitError.malformed(oid, "is not a tree") }
            return Array(raw)
        }
        if order.count >= capacity { trees.removeValue(forKey: order.removeFirst()) }
        trees[oid] = bytes
        order.append(oid)
        return bytes
    }
}

extension ObjectDatabase {
    /// The files that differ from the tree `old` to the tree `new` (nil is an empty tree),
    /// in git's order. Unlike libgit2's tree-to-tree diff, which walks every file of both
    /// trees, this skips any subtree whose id is the same on both sides, so comparing two
    /// commits that changed one folder reads only the trees on the way to it.
    public func changes(from old: Oid?, to new: Oid?, cache: TreeCache? = nil) throws -> [TreeChange] {
        var result: [TreeChange] = []
        try compare(old, new, prefix: "", cache: cache ?? TreeCache(capacity: 8), into: &result)
        return result
    }

    private func compare(
        _ old: Oid?, _ new: Oid?, prefix: String, cache: TreeCache, into result: inout [TreeChange]
    )
        throws
    {
        if old == new { return }
        let oldBytes = try old.map { try cache.bytes(of: $0, in: self) } ?? []
        let newBytes = try new.map { try cache.bytes(of: $0, in: self) } ?? []
        // The entries are read in place from both trees, side by side in git's order; only
        // names and ids of entries that differ become Swift values.
        var changedFolders: [(old: Oid?, new: Oid?, name: String)] = []
        try oldBytes.withUnsafeBytes { oldTree in
            try newBytes.withUnsafeBytes { newTree in
                // Entries identical byte for byte at the start are skipped without comparing
                // names (a folder of hundreds of files where one changed is mostly that).
                let start = try RawTreeEntry.commonPrefix(oldTree, newTree, tree: old)
                var oldEntry = try RawTreeEntry.at(start, in: oldTree, tree: old)
                var newEntry = try RawTreeEntry.at(start, in: newTree, tree: new)
                // After an entry that differs, the rest may be identical byte for byte (one file
                // changed in a folder): then nothing more differs. Checked only there, so the
                // checks cost one pass over the trees at most.
                var afterDifference = true
                while oldEntry != nil || newEntry != nil {
                    if afterDifference, let before = oldEntry, let after = newEntry,
                        RawTreeEntry.sameRest(before, in: oldTree, after, in: newTree)
                    {
                        break
                    }
                    afterDifference = true
                    let order: Int
                    if let before = oldEntry, let after = newEntry {
                        order = RawTreeEntry.gitOrder(before, in: oldTree, after, in: newTree)
                    } else {
                        order = oldEntry != nil ? -1 : 1
                    }
                    if order < 0, let before = oldEntry {
                        let name = before.name(in: oldTree)
                        if before.isTree(in: oldTree) {
                            changedFolders.append((before.oid(in: oldTree), nil, name))
                        } else {
                            result.append(
                                TreeChange(
                                    kind: .deleted, path: prefix + name, oldOid: before.oid(in: oldTree), newOid: nil))
                        }
                        oldEntry = try before.next(in: oldTree, tree: old)
                    } else if order > 0, let after = newEntry {
                        let name = after.name(in: newTree)
                        if after.isTree(in: newTree) {
                            changedFolders.append((nil, after.oid(in: newTree), name))
                        } else {
                            result.append(
                                TreeChange(
                                    kind: .added, path: prefix + name, oldOid: nil, newOid: after.oid(in: newTree),
                                    newMode: after.mode(in: newTree), isUTF8: after.nameIsUTF8(in: newTree)))
                        }
                        newEntry = try after.next(in: newTree, tree: new)
                    } else if let before = oldEntry, let after = newEntry {
                        afterDifference = !RawTreeEntry.same(before, in: oldTree, after, in: newTree)
                        if afterDifference {
                            let name = after.name(in: newTree)
                            if before.isTree(in: oldTree) {
                                changedFolders.append((before.oid(in: oldTree), after.oid(in: newTree), name))
                            } else {
                                result.append(
                                    TreeChange(
                                        kind: .modified, path: prefix + name, oldOid: before.oid(in: oldTree),
                                        newOid: after.oid(in: newTree), newMode: after.mode(in: newTree),
                                        isUTF8: after.nameIsUTF8(in: newTree)))
                            }
                        }
                        oldEntry = try before.next(in: oldTree, tree: old)
                        newEntry = try after.next(in: newTree, tree: new)
                    }
                }
            }
        }
        for folder in changedFolders {
            try compare(folder.old, folder.new, prefix: prefix + folder.name + "/", cache: cache, into: &result)
        }
        // Keep git's order: a folder's files come where the folder's name sorts.
        if !changedFolders.isEmpty { result.sort { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) } }
    }
}

/// Where one entry of a tree lies in the tree's bytes: `<mode> <name>\0` and 20 bytes of id.
struct RawTreeEntry {
    let start: Int
    let space: Int
    let nul: Int

    static func first(in bytes: UnsafeRawBufferPointer, tree: Oid?) throws -> RawTreeEntry? {
        try at(0, in: bytes, tree: tree)
    }

    func next(in bytes: UnsafeRawBufferPointer, tree: Oid?) throws -> RawTreeEntry? {
        try RawTreeEntry.at(nul + 21, in: bytes, tree: tree)
    }

    /// Where the first entry that is not the same bytes in both trees starts (the end when
    /// every entry of the shorter tree is): the entries before it are equal in both.
    static func commonPrefix(_ left: UnsafeRawBufferPointer, _ right: UnsafeRawBufferPointer, tree: Oid?) throws -> Int
    {
        guard let lBase = left.baseAddress, let rBase = right.baseAddress else { return 0 }
        var position = 0
        while position < left.count {
            guard let nulPointer = memchr(lBase + position, 0, left.count - position) else {
                throw GitError.malformed(tree ?? Oid(git_oid()), "has a damaged entry")
            }
            let end = lBase.distance(to: UnsafeRawPointer(nulPointer)) + 21
            guard end <= left.count, end <= right.count, memcmp(lBase + position, rBase + position, end - position) == 0
            else { break }
            position = end
        }
        return position
    }

    /// Whether everything from `lhs` on in `left` is the same bytes as everything from `rhs` on
    /// in `right`.
    static func sameRest(
        _ lhs: RawTreeEntry, in left: UnsafeRawBufferPointer, _ rhs: RawTreeEntry, in right: UnsafeRawBufferPointer
    )
        -> Bool
    {
        let count = left.count - lhs.start
        return count == right.count - rhs.start
            // safe: entries exist only in non-empty buffers
            && memcmp(left.baseAddress! + lhs.start, right.baseAddress! + rhs.start, count) == 0
    }

    static func at(_ position: Int, in bytes: UnsafeRawBufferPointer, tree: Oid?) throws -> RawTreeEntry? {
        guard position < bytes.count, let base = bytes.baseAddress else { return nil }
        guard let spacePointer = memchr(base + position, Int32(UInt8(ascii: " ")), bytes.count - position) else {
            throw GitError.malformed(tree ?? Oid(git_oid()), "has a damaged entry")
        }
        let space = base.distance(to: UnsafeRawPointer(spacePointer))
        guard let nulPointer = memchr(base + space, 0, bytes.count - space) else {
            throw GitError.malformed(tree ?? Oid(git_oid()), "has a damaged entry")
        }
        let nul = base.distance(to: UnsafeRawPointer(nulPointer))
        guard nul + 21 <= bytes.count else { throw GitError.malformed(tree ?? Oid(git_oid()), "has a damaged entry") }
        return RawTreeEntry(start: position, space: space, nul: nul)
    }

    func isTree(in bytes: UnsafeRawBufferPointer) -> Bool {
        // safe: entries exist only in non-empty buffers
        space - start == 5 && memcmp(bytes.baseAddress! + start, "40000", 5) == 0
    }

    func name(in bytes: UnsafeRawBufferPointer) -> String {
        String(decoding: UnsafeRawBufferPointer(rebasing: bytes[(space + 1)..<nul]), as: UTF8.self)
    }

    /// The entry's mode, read from its octal digits.
    func mode(in bytes: UnsafeRawBufferPointer) -> UInt32 {
        var mode: UInt32 = 0
        for position in start..<space {
            let digit = bytes[position] &- UInt8(ascii: "0")
            guard digit < 8 else { return 0 }
            mode = mode &* 8 &+ UInt32(digit)
        }
        return mode
    }

    /// True when the entry's name is valid UTF-8.
    func nameIsUTF8(in bytes: UnsafeRawBufferPointer) -> Bool {
        String(validating: UnsafeRawBufferPointer(rebasing: bytes[(space + 1)..<nul]), as: UTF8.self) != nil
    }

    func oid(in bytes: UnsafeRawBufferPointer) -> Oid {
        var id = git_oid()
        withUnsafeMutableBytes(of: &id) {
            $0.copyMemory(from: UnsafeRawBufferPointer(rebasing: bytes[(nul + 1)..<(nul + 21)]))
        }
        return Oid(id)
    }

    /// Same mode and same id.
    static func same(
        _ lhs: RawTreeEntry, in left: UnsafeRawBufferPointer, _ rhs: RawTreeEntry, in right: UnsafeRawBufferPointer
    )
        -> Bool
    {
        let lBase = left.baseAddress!  // safe: entries exist only in non-empty buffers
        let rBase = right.baseAddress!
        return memcmp(lBase + lhs.nul + 1, rBase + rhs.nul + 1, 20) == 0
            && lhs.space - lhs.start == rhs.space - rhs.start
            && memcmp(lBase + lhs.start, rBase + rhs.start, lhs.space - lhs.start) == 0
    }

    /// git's tree order: names compared byte by byte, a folder's name as if it ended in "/".
    static func gitOrder(
        _ lhs: RawTreeEntry, in left: UnsafeRawBufferPointer, _ rhs: RawTreeEntry, in right: UnsafeRawBufferPointer
    )
        -> Int
    {
        let lBase = left.baseAddress!  // safe: entries exist only in non-empty buffers
        let rBase = right.baseAddress!
        let lLength = lhs.nul - lhs.space - 1
        let rLength = rhs.nul - rhs.space - 1
        let common = min(lLength, rLength)
        let compared = memcmp(lBase + lhs.space + 1, rBase + rhs.space + 1, common)
        if compared != 0 { return compared < 0 ? -1 : 1 }
        let lNext = lLength > common ? left[lhs.space + 1 + common] : (lhs.isTree(in: left) ? UInt8(ascii: "/") : 0)
        let rNext = rLength > common ? right[rhs.space + 1 + common] : (rhs.isTree(in: right) ? UInt8(ascii: "/") : 0)
        return lNext == rNext ? 0 : (lNext < rNext ? -1 : 1)
    }
}

extension Repository {
    /// The files that differ from `old` to `new`; see `ObjectDatabase.changes`.
    public func changes(from old: Tree?, to new: Tree?) throws -> [TreeChange] {
        try ObjectDatabase(repository: self).changes(from: old?.oid, to: new?.oid)
    }
}
