import CLibGit2
import Foundation

/// A commit read from a repository. Keeps the repository alive.
public final class Commit: RepositoryHandle {
    init(pointer: OpaquePointer, repository: Repository) {
        super.init(pointer: pointer, repository: repository, freedBy: { git_commit_free($0) })
    }

    public var oid: Oid { Oid(git_commit_id(pointer).pointee) }

    /// The full message, as written.
    public var message: String {
        guard let text = git_commit_message(pointer) else { return "" }
        return String(cString: text)
    }

    /// The first paragraph of the message, on one line.
    public var summary: String {
        guard let text = git_commit_summary(pointer) else { return "" }
        return String(cString: text)
    }

    /// When the commit was made (committer time).
    public var date: Date {
        Date(timeIntervalSince1970: TimeInterval(git_commit_time(pointer)))
    }

    /// The committer's UTC offset in minutes.
    public var timeZoneOffsetMinutes: Int { Int(git_commit_time_offset(pointer)) }

    public var authorName: String {
        guard let author = git_commit_author(pointer) else { return "" }
        return String(cString: author.pointee.name)
    }

    public var committerName: String {
        guard let committer = git_commit_committer(pointer) else { return "" }
        return String(cString: committer.pointee.name)
    }

    public var authorEmail: String {
        guard let author = git_commit_author(pointer) else { return "" }
        return String(cString: author.pointee.email)
    }

    public var parentCount: Int { Int(git_commit_parentcount(pointer)) }

    public var parentOids: [Oid] {
        (0..<git_commit_parentcount(pointer)).compactMap { position in
            git_commit_parent_id(pointer, position).map { Oid($0.pointee) }
        }
    }

    public func parent(_ position: Int = 0) throws -> Commit {
        var parent: OpaquePointer?
        try check(git_commit_parent(&parent, pointer, UInt32(position)))
        return Commit(pointer: parent!, repository: repository)  // safe: set on success
    }

    public var parents: [Commit] {
        get throws { try (0..<parentCount).map { try parent($0) } }
    }

    public func tree() throws -> Tree {
        var tree: OpaquePointer?
        try check(git_commit_tree(&tree, pointer))
        return Tree(pointer: tree!, repository: repository)  // safe: set on success
    }

    public var treeOid: Oid { Oid(git_commit_tree_id(pointer).pointee) }
}
