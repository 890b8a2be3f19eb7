import CLibGit2
import Foundation

extension Repository {
    /// Points the branch HEAD names (born or unborn) at `commit`; with a detached HEAD, HEAD
    /// itself. The reflog records `message`.
    public func moveHead(to commit: Oid, message: String) throws {
        let name = try headReferenceName()
        try setReference(name, to: commit, message: message)
    }

    /// As above, only if the branch still points at `expected` (nil: has no commit yet), as
    /// `git update-ref NEW OLD` does; a concurrent writer's commit is never overwritten.
    public func moveHead(to commit: Oid, from expected: Oid?, message: String) throws {
        let name = try headReferenceName()
        guard let expected else {
            guard try referenceTarget(name) == nil else {
                throw GitError(code: GIT_EMODIFIED.rawValue, errorClass: 4, message: "\(name) was created meanwhile")
            }
            return try setReference(name, to: commit, message: message)
        }
        var reference: OpaquePointer?
        var new = commit.raw
        var old = expected.raw
        try check(git_reference_create_matching(&reference, pointer, name, &new, 1, &old, message))
        git_reference_free(reference)
    }
}
