import CLibGit2

/// Raw reads from a repository's object database, for walks over long histories: a commit's
/// tree, parents and time, or one name in a tree, read from the object's bytes without
/// building (and caching) a full libgit2 commit or tree for each of thousands of objects.
/// Owns its `git_odb`.
public final class ObjectDatabase {
    let pointer: OpaquePointer
    /// Kept so the repository outlives the database handle.
    let repository: Repository

    public init(repository: Repository) throws {
        var odb: OpaquePointer?
        try check(git_repository_odb(&odb, repository.pointer))
        pointer = odb!  // safe: set on success
        self.repository = repository
    }

    deinit {
        git_odb_free(pointer)
    }

    /// What a walk needs from a commit.
    public struct CommitHeader: Sendable, Hashable {
        public let tree: Oid
        public let parents: [Oid]
        /// Committer time, seconds since 1970.
        public let time: Int64
        /// The committer's UTC offset in minutes (`+0900` is 540).
        public let offsetMinutes: Int
    }

    /// The size in bytes of the object `oid`, read from its header: a packed object is not
    /// inflated, so asking costs nothing whatever its size.
    public func size(of oid: Oid) throws -> Int {
        var raw = oid.raw
        var size = 0
        var type = GIT_OBJECT_INVALID
        try check(git_odb_read_header(&size, &type, pointer, &raw))
        return size
    }

    /// True when the object `oid` is in this database (packed, loose or through an alternate).
    public func contains(_ oid: Oid) -> Bool {
        var raw = oid.raw
        return git_odb_exists(pointer, &raw) == 1
    }

    /// Calls `body` with the object's type and bytes, which live only during the call.
    func withObject<T>(_ oid: Oid, _ body: (git_object_t, UnsafeRawBufferPointer) throws -> T) throws -> T {
        var raw = oid.raw
        var object: OpaquePointer?
        try check(git_odb_read(&object, pointer, &raw))
        defer { git_odb_object_free(object) }
        let bytes = UnsafeRawBufferPointer(start: git_odb_object_data(object), count: git_odb_object_size(object))
        return try body(git_odb_object_type(object), bytes)
    }

    /// The tree, parents and committer time of a commit, read from its header lines.
    public func commitHeader(_ oid: Oid) throws -> CommitHeader {
        try withObject(oid) { type, bytes in
            guard type == GIT_OBJECT_COMMIT else { throw GitError.malformed(oid, "is not a commit") }
            var tree: Oid?
            var parents: [Oid] = []
            var time: Int64?
            var offset = 0
            var lineStart = 0
            while lineStart < bytes.count {
                let lineEnd = bytes[lineStart...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
                let line = UnsafeRawBufferPointer(rebasing: bytes[lineStart..<lineEnd])
                if line.isEmpty { break }  // the message follows
                if line.starts(with: "tree ".utf8) {
                    tree = try ObjectDatabase.oid(hexIn: line, from: 5)
                } else if line.starts(with: "parent ".utf8) {
                    parents.append(try ObjectDatabase.oid(hexIn: line, from: 7))
                } else if line.starts(with: "committer ".utf8) {
                    // "committer Name <email> 1700000000 +0900": the last two fields.
                    let fields = line.split(separator: UInt8(ascii: " "))
                    if fields.count >= 2 {
                        time = Int64(String(decoding: fields[fields.count - 2], as: UTF8.self))
                        offset = ObjectDatabase.minutes(
                            inZone: String(decoding: fields[fields.count - 1], as: UTF8.self))
                    }
                }
                lineStart = lineEnd + 1
            }
            guard let tree, let time else { throw GitError.malformed(oid, "has no tree or committer") }
            return CommitHeader(tree: tree, parents: parents, time: time, offsetMinutes: offset)
        }
    }

    /// The entry called `name` directly in `tree`: its id and whether it is a tree; nil when
    /// the tree has no such name.
    public func entry(named name: [UInt8], inTree tree: Oid) throws -> (oid: Oid, isTree: Bool)? {
        try withObject(tree) { type, bytes in
            guard type == GIT_OBJECT_TREE else { throw GitError.malformed(tree, "is not a tree") }
            // Entries: "<mode> <name>\0" and 20 bytes of id, one after another.
            var position = 0
            while position < bytes.count {
                guard let space = bytes[position...].firstIndex(of: UInt8(ascii: " ")),
                    let nul = bytes[space...].firstIndex(of: 0), nul + 21 <= bytes.count
                else { throw GitError.malformed(tree, "has a damaged entry") }
                let entryName = bytes[(space + 1)..<nul]
                if entryName.elementsEqual(name) {
                    let mode = bytes[position..<space]
                    var id = git_oid()
                    withUnsafeMutableBytes(of: &id) {
                        $0.copyMemory(from: UnsafeRawBufferPointer(rebasing: bytes[(nul + 1)..<(nul + 21)]))
                    }
                    return (Oid(id), mode.elementsEqual("40000".utf8))
                }
                position = nul + 21
            }
            return nil
        }
    }

    /// `+0900` → 540, `-0530` → -330; 0 when unreadable.
    static func minutes(inZone text: String) -> Int {
        guard text.count == 5, let value = Int(text.dropFirst()) else { return 0 }
        let minutes = value / 100 * 60 + value % 100
        return text.hasPrefix("-") ? -minutes : minutes
    }

    private static func oid(hexIn line: UnsafeRawBufferPointer, from start: Int) throws -> Oid {
        guard line.count >= start + 40, let base = line.baseAddress else {
            throw GitError(code: -1, message: "a commit header line is too short")
        }
        var oid = git_oid()
        try check(git_oid_fromstrn(&oid, (base + start).assumingMemoryBound(to: CChar.self), 40))
        return Oid(oid)
    }
}

/// Walks commits newest first by committer time, as `git log` does (each parent is queued by
/// its date when its child is reached), reading only commit headers, and only as far back as
/// the caller keeps asking.
public final class CommitHeaderWalk {
    public let database: ObjectDatabase
    /// Reached but not yet returned, newest first; a commit goes after those as new as it.
    private var queue: [(oid: Oid, header: ObjectDatabase.CommitHeader)] = []
    private var seen: Set<Oid> = []

    public init(database: ObjectDatabase, from starts: [Oid]) throws {
        self.database = database
        for start in starts where seen.insert(start).inserted {
            enqueue(start, try database.commitHeader(start))
        }
    }

    /// The next commit and its header, or nil when every reachable commit was returned.
    public func next() throws -> (oid: Oid, header: ObjectDatabase.CommitHeader)? {
        guard !queue.isEmpty else { return nil }
        let item = queue.removeFirst()
        for parent in item.header.parents where seen.insert(parent).inserted {
            enqueue(parent, try database.commitHeader(parent))
        }
        return item
    }

    /// The header of a commit reached but not yet returned (the parents of the last one).
    public func queuedHeader(_ oid: Oid) -> ObjectDatabase.CommitHeader? {
        queue.first { $0.oid == oid }?.header
    }

    /// The commits reached but not yet returned, in the order they will be. When that is one
    /// commit alone and none of the commits returned so far is among its ancestors, the rest
    /// of the walk is exactly a walk from that commit.
    public var queuedCommits: [Oid] { queue.map(\.oid) }

    private func enqueue(_ oid: Oid, _ header: ObjectDatabase.CommitHeader) {
        let position = queue.firstIndex { $0.header.time < header.time } ?? queue.count
        queue.insert((oid, header), at: position)
    }
}

extension GitError {
    static func malformed(_ oid: Oid, _ what: String) -> GitError {
        GitError(code: -1, message: "object \(oid.hex) \(what)")
    }
}
