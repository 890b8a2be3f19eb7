import CLibGit2

/// Walks commit history. Owns its `git_revwalk`.
public final class RevWalk: RepositoryHandle {
    init(pointer: OpaquePointer, repository: Repository) {
        super.init(pointer: pointer, repository: repository, freedBy: { git_revwalk_free($0) })
    }

    public struct Sorting: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let topological = Sorting(rawValue: GIT_SORT_TOPOLOGICAL.rawValue)
        public static let time = Sorting(rawValue: GIT_SORT_TIME.rawValue)
        public static let reverse = Sorting(rawValue: GIT_SORT_REVERSE.rawValue)
    }

    /// With no sorting, commits come newest first by date, each parent queued by its date as
    /// its child is reached (as `git log` walks), and the walk reads history only as far as
    /// it is followed. Any sorting makes libgit2 read the whole history before the first
    /// commit comes out.
    public convenience init(repository: Repository, sorting: Sorting = [.topological, .time]) throws {
        var pointer: OpaquePointer?
        try check(git_revwalk_new(&pointer, repository.pointer))
        self.init(pointer: pointer!, repository: repository)  // safe: set on success
        try check(git_revwalk_sorting(self.pointer, sorting.rawValue))
    }

    /// Starts the walk at HEAD. On an unborn branch there is nothing to walk.
    public func pushHead() throws {
        guard !repository.isHeadUnborn else { return }
        try check(git_revwalk_push_head(pointer))
    }

    public func push(_ oid: Oid) throws {
        var raw = oid.raw
        try check(git_revwalk_push(pointer, &raw))
    }

    /// Stops the walk at `oid` and its ancestors.
    public func hide(_ oid: Oid) throws {
        var raw = oid.raw
        try check(git_revwalk_hide(pointer, &raw))
    }

    /// The next commit id, or nil when the walk is over.
    public func next() throws -> Oid? {
        var oid = git_oid()
        let code = git_revwalk_next(&oid, pointer)
        if code == GIT_ITEROVER.rawValue {
            git_error_clear()
            return nil
        }
        try check(code)
        return Oid(oid)
    }
}
