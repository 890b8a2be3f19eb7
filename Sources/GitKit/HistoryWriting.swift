import CLibGit2
import Foundation

/// What remaking and comparing histories needs: trees written from entries, a commit's own
/// signatures, the references under a prefix, where two histories meet, how far apart they are.
extension Repository {
    /// Writes a tree holding `entries` (any order; git sorts them) and returns its id.
    public func writeTree(_ entries: [Tree.Entry]) throws -> Oid {
        var builder: OpaquePointer?
        try check(git_treebuilder_new(&builder, pointer, nil))
        defer { git_treebuilder_free(builder) }
        for entry in entries {
            var oid = entry.oid.raw
            try check(
                git_treebuilder_insert(nil, builder, entry.name, &oid, git_filemode_t(rawValue: entry.fileMode)))
        }
        var written = git_oid()
        try check(git_treebuilder_write(&written, builder))
        return Oid(written)
    }

    /// The commit both `one` and `other` descend from that is nearest to them; nil when their
    /// histories never meet.
    public func mergeBase(_ one: Oid, _ other: Oid) throws -> Oid? {
        var base = git_oid()
        var first = one.raw
        var second = other.raw
        let code = git_merge_base(&base, pointer, &first, &second)
        if code == GIT_ENOTFOUND.rawValue {
            git_error_clear()
            return nil
        }
        try check(code)
        return Oid(base)
    }

    /// How many commits `tip` reaches that `hidden` does not (all it reaches without one), as
    /// `git rev-list --count tip ^hidden` counts them.
    public func commitCount(from tip: Oid, hiding hidden: Oid? = nil) throws -> Int {
        let walk = try RevWalk(repository: self, sorting: [])
        try walk.push(tip)
        if let hidden { try walk.hide(hidden) }
        var count = 0
        while try walk.next() != nil { count += 1 }
        return count
    }

    /// The references whose names start with `prefix` (`refs/tags/`), with their targets.
    public func references(under prefix: String) throws -> [(name: String, target: Oid)] {
        var iterator: OpaquePointer?
        try check(git_reference_iterator_glob_new(&iterator, pointer, prefix + "*"))
        defer { git_reference_iterator_free(iterator) }
        var found: [(name: String, target: Oid)] = []
        while true {
            var reference: OpaquePointer?
            let code = git_reference_next(&reference, iterator)
            if code == GIT_ITEROVER.rawValue {
                git_error_clear()
                return found
            }
            try check(code)
            defer { git_reference_free(reference) }
            if let target = git_reference_target(reference) {
                found.append((String(cString: git_reference_name(reference)), Oid(target.pointee)))
            }
        }
    }
}

extension Commit {
    /// Who wrote the commit, and when, as recorded.
    public func author() throws -> Signature {
        try Signature(copying: git_commit_author(pointer))
    }

    /// Who committed it, and when, as recorded.
    public func committer() throws -> Signature {
        try Signature(copying: git_commit_committer(pointer))
    }
}

extension Signature {
    /// A copy of a signature this does not own.
    convenience init(copying signature: UnsafePointer<git_signature>?) throws {
        var copy: UnsafeMutablePointer<git_signature>?
        try check(git_signature_dup(&copy, signature))
        self.init(pointer: copy!)  // safe: set on success
    }
}
