import CLibGit2
import Foundation

extension Repository {
    /// Brings the work tree and the index from HEAD's tree to `tree`, the way `git checkout`
    /// moves between commits: files that differ are rewritten, files gone from `tree` are
    /// removed, and nothing the user changed and did not commit is ever overwritten (a
    /// `CheckoutConflictError` naming the files in the way says so instead, before any file is
    /// touched). HEAD does not move; call `moveHead(to:message:)` after.
    public func checkout(_ tree: Tree) throws {
        var options = git_checkout_options()
        try check(git_checkout_options_init(&options, UInt32(GIT_CHECKOUT_OPTIONS_VERSION)))
        options.checkout_strategy = GIT_CHECKOUT_SAFE.rawValue
        let collector = ConflictCollector()
        options.notify_flags = GIT_CHECKOUT_NOTIFY_CONFLICT.rawValue
        options.notify_payload = Unmanaged.passUnretained(collector).toOpaque()
        options.notify_cb = { _, path, _, _, _, payload in
            if let path, let payload {
                Unmanaged<ConflictCollector>.fromOpaque(payload).takeUnretainedValue().paths.append(
                    String(cString: path))
            }
            return 0
        }
        try withExtendedLifetime(collector) {
            do {
                try check(git_checkout_tree(pointer, tree.pointer, &options))
                try syncIndexFile()  // the index it wrote, as `Index.write` does
            } catch let error as GitError where error.isConflict && !collector.paths.isEmpty {
                throw CheckoutConflictError(paths: collector.paths, message: error.message)
            }
        }
    }

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

    /// Tracked files whose work tree or index state differs from HEAD: edits, deletions and
    /// staged changes not yet committed. Untracked files are not listed.
    public func uncommittedChanges() throws -> [String] {
        try changedPaths(includingUntracked: false)
    }
}

/// A checkout that would have overwritten files the user changed or never committed; nothing
/// was written. `paths` are those files.
public struct CheckoutConflictError: Error, Sendable, Equatable, CustomStringConvertible {
    public let paths: [String]
    /// libgit2's words ("1 conflict prevents checkout").
    public let message: String

    public init(paths: [String], message: String) {
        self.paths = paths
        self.message = message
    }

    public var description: String { message + ": " + paths.joined(separator: ", ") }
}

/// Gathers the paths libgit2 reports as conflicts during a checkout.
private final class ConflictCollector {
    var paths: [String] = []
}
