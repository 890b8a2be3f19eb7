import CLibGit2
import Foundation

extension GitError {
    /// A short id or name that matches more than one object.
    public var isAmbiguous: Bool { code == GIT_EAMBIGUOUS.rawValue }
    /// A revision expression libgit2 cannot parse (`HEAD~x`).
    public var isInvalidSpec: Bool { code == GIT_EINVALIDSPEC.rawValue }
}

extension Repository {
    /// The newest commit reachable from HEAD whose committer time is before `date`, as
    /// `git rev-list -1 --before=DATE HEAD` finds it; nil when there is none.
    public func lastCommit(before date: Date) throws -> Commit? {
        guard let head = try headCommit() else { return nil }
        let walk = try CommitHeaderWalk(database: ObjectDatabase(repository: self), from: [head.oid])
        let cutoff = Int64(date.timeIntervalSince1970.rounded(.up))
        while let (oid, header) = try walk.next() {
            if header.time < cutoff { return try commit(oid) }
        }
        return nil
    }

    /// True when `ancestor` is `commit` or one of its ancestors.
    public func isAncestor(_ ancestor: Oid, of commit: Oid) throws -> Bool {
        if ancestor == commit { return true }
        var raw = commit.raw
        var rawAncestor = ancestor.raw
        return try check(git_graph_descendant_of(pointer, &raw, &rawAncestor)) == 1
    }
}
