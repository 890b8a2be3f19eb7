import CLibGit2
import Foundation

/// What git's attribute rules give one attribute of one path (`git check-attr`).
public enum AttributeValue: Hashable, Sendable, CustomStringConvertible {
    /// No rule names it.
    case unspecified
    /// `name`: set.
    case set
    /// `-name`: unset.
    case unset
    /// `name=value`.
    case value(String)

    public var description: String {
        switch self {
        case .unspecified: "unspecified"
        case .set: "set"
        case .unset: "unset"
        case .value(let value): value
        }
    }
}

extension Repository {
    /// The values of `names` for each of `paths` by the rules of `commit` alone, evaluated by
    /// libgit2 as git evaluates them (every folder's `.gitattributes` on the way down, macros,
    /// negations, the last rule that matches), plus this repository's `info/attributes`,
    /// never the work tree's files, the index's or the system's: what checking out `commit`
    /// would make of each path. One array per path, in the order of `names`.
    public func attributes(_ names: [String], ofPaths paths: [String], in commit: Oid) throws -> [[AttributeValue]] {
        // A handle of its own, whose index is empty and in memory: the attributes come from the
        // commit alone, and libgit2's cache of attribute files never mixes two commits.
        let evaluator = try Repository.open(at: gitDirectory)
        var emptyIndex: OpaquePointer?
        try check(git_index_new(&emptyIndex))
        defer { git_index_free(emptyIndex) }
        try check(git_repository_set_index(evaluator.pointer, emptyIndex))
        var options = git_attr_options()
        options.version = UInt32(GIT_ATTR_OPTIONS_VERSION)
        options.flags = UInt32(GIT_ATTR_CHECK_INDEX_ONLY | GIT_ATTR_CHECK_NO_SYSTEM | GIT_ATTR_CHECK_INCLUDE_COMMIT)
        options.attr_commit_id = commit.raw
        let cNames = names.map { strdup($0) }
        defer { cNames.forEach { free($0) } }
        var namePointers = cNames.map { UnsafePointer($0) }
        var values = [UnsafePointer<CChar>?](repeating: nil, count: names.count)
        return try paths.map { path in
            try check(
                git_attr_get_many_ext(&values, evaluator.pointer, &options, path, names.count, &namePointers))
            return values.map(AttributeValue.init(libgit2:))
        }
    }
}

extension AttributeValue {
    init(libgit2 value: UnsafePointer<CChar>?) {
        switch git_attr_value(value) {
        case GIT_ATTR_VALUE_TRUE: self = .set
        case GIT_ATTR_VALUE_FALSE: self = .unset
        case GIT_ATTR_VALUE_STRING: self = .value(String(cString: value!))  // safe: a string value is never NULL
        default: self = .unspecified
        }
    }
}
