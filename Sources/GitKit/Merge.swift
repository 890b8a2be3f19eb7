import CLibGit2
import Foundation

/// One file in an index: where, which blob, which mode.
public struct IndexEntry: Sendable, Hashable {
    public let path: String
    public let oid: Oid
    public let mode: UInt32

    public init(path: String, oid: Oid, mode: UInt32) {
        self.path = path
        self.oid = oid
        self.mode = mode
    }

    init(borrowing entry: UnsafePointer<git_index_entry>) {
        path = String(cString: entry.pointee.path)
        oid = Oid(entry.pointee.id)
        mode = entry.pointee.mode
    }
}

/// A path a merge could not settle: the three versions of it (a missing side means the file
/// did not exist there, or was deleted).
public struct MergeConflict: Sendable, Hashable {
    public let ancestor: IndexEntry?
    public let ours: IndexEntry?
    public let theirs: IndexEntry?

    /// The path, from whichever side has it.
    public var path: String { (ours ?? theirs ?? ancestor)?.path ?? "" }
}

extension Repository {
    /// True when `commit` has `ancestor` in its history (a commit is not its own descendant).
    public func isDescendant(_ commit: Oid, of ancestor: Oid) throws -> Bool {
        var descendant = commit.raw
        var older = ancestor.raw
        return try check(git_graph_descendant_of(pointer, &descendant, &older)) == 1
    }

    /// Merges two commits in memory (their merge bases found as git does, criss-cross
    /// histories included) and returns the resulting index, which is not the repository's.
    /// Files changed on one side take that side; files changed on both are merged line by line
    /// where the changes do not overlap; everything else is left as a conflict in the index.
    /// With `mergingFileContents` false, every file changed on both sides is left as a
    /// conflict (git's `binary` merge driver), for a caller whose blobs are not the files'
    /// bytes to merge their contents itself (`TextMerge`). Renames are not looked for: a file
    /// is known by its path.
    public func mergeCommits(ours: Commit, theirs: Commit, mergingFileContents: Bool = true) throws -> Index {
        var options = git_merge_options()
        try check(git_merge_options_init(&options, UInt32(GIT_MERGE_OPTIONS_VERSION)))
        options.flags = 0  // no rename detection
        options.file_favor = GIT_MERGE_FILE_FAVOR_NORMAL
        var index: OpaquePointer?
        try "binary".withCString { binary in
            if !mergingFileContents { options.default_driver = binary }
            try check(git_merge_commits(&index, pointer, ours.pointer, theirs.pointer, &options))
        }
        return Index(pointer: index!, repository: self)  // safe: set on success
    }
}

/// Three versions of a text merged line by line, as git merges a file changed on both sides.
public enum TextMerge {
    fileprivate static let empty: StaticString = ""

    /// `ours` and `theirs` merged against `ancestor` (nil: the file was added on both sides);
    /// nil when changes overlap, so no merge is clean.
    public static func merge(ancestor: Data?, ours: Data, theirs: Data) throws -> Data? {
        LibGit2.ensureInitialized()
        var result = git_merge_file_result()
        defer { git_merge_file_result_free(&result) }
        try (ancestor ?? Data()).withUnsafeBytes { base in
            try ours.withUnsafeBytes { mine in
                try theirs.withUnsafeBytes { other in
                    var inputs = [git_merge_file_input](repeating: git_merge_file_input(), count: 3)
                    for (slot, bytes) in [base, mine, other].enumerated() {
                        try check(git_merge_file_input_init(&inputs[slot], UInt32(GIT_MERGE_FILE_INPUT_VERSION)))
                        // An empty text still needs a pointer: libgit2 reads a NULL one as no file.
                        let start = bytes.baseAddress ?? UnsafeRawPointer(TextMerge.empty.utf8Start)
                        inputs[slot].ptr = start.assumingMemoryBound(to: CChar.self)
                        inputs[slot].size = bytes.count
                    }
                    try check(git_merge_file(&result, &inputs[0], &inputs[1], &inputs[2], nil))
                }
            }
        }
        guard result.automergeable != 0 else { return nil }
        guard let bytes = result.ptr, result.len > 0 else { return Data() }
        return Data(bytes: bytes, count: result.len)
    }
}

extension Index {
    /// The unresolved paths, each with its ancestor, our and their versions.
    public var conflicts: [MergeConflict] {
        get throws {
            var iterator: OpaquePointer?
            try check(git_index_conflict_iterator_new(&iterator, pointer))
            defer { git_index_conflict_iterator_free(iterator) }
            var found: [MergeConflict] = []
            while true {
                var ancestor: UnsafePointer<git_index_entry>?
                var ours: UnsafePointer<git_index_entry>?
                var theirs: UnsafePointer<git_index_entry>?
                let code = git_index_conflict_next(&ancestor, &ours, &theirs, iterator)
                if code == GIT_ITEROVER.rawValue {
                    git_error_clear()
                    break
                }
                try check(code)
                found.append(
                    MergeConflict(
                        ancestor: ancestor.map(IndexEntry.init(borrowing:)),
                        ours: ours.map(IndexEntry.init(borrowing:)),
                        theirs: theirs.map(IndexEntry.init(borrowing:))))
            }
            return found
        }
    }

    /// Removes every stage of a conflicted path (resolve it by adding an entry afterwards).
    public func removeConflict(path: String) throws {
        try check(git_index_conflict_remove(pointer, path))
    }

    /// Adds (or replaces) a resolved entry.
    public func add(_ entry: IndexEntry) throws {
        try add(path: entry.path, blob: entry.oid, mode: entry.mode)
    }

    /// The resolved entry at `path`, or nil.
    public func entry(atPath path: String) -> IndexEntry? {
        guard let entry = git_index_get_bypath(pointer, path, 0) else { return nil }
        return IndexEntry(borrowing: entry)
    }

    /// Every resolved (stage 0) entry, in path order.
    public var entries: [IndexEntry] {
        (0..<git_index_entrycount(pointer)).compactMap { position in
            guard let entry = git_index_get_byindex(pointer, position), git_index_entry_stage(entry) == 0 else {
                return nil
            }
            return IndexEntry(borrowing: entry)
        }
    }

    /// Writes this index's tree into `repository` (for an index that belongs to no repository,
    /// such as a merge result) and returns it. Fails while conflicts remain.
    public func writeTree(to repository: Repository) throws -> Tree {
        var oid = git_oid()
        try check(git_index_write_tree_to(&oid, pointer, repository.pointer))
        return try repository.tree(Oid(oid))
    }
}
