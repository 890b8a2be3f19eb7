import CLibGit2

/// Which config file a value lives in.
public enum ConfigLevel: Int32, Sendable {
    case system = 2
    case xdg = 3
    case global = 4
    case local = 5

    var raw: git_config_level_t { git_config_level_t(rawValue) }
}

/// A repository's git configuration: its own `.git/config` with the user's and the system's
/// files behind it. Owns its `git_config`.
public final class Config {
    let pointer: OpaquePointer
    /// True for a file opened on its own, whose writes go to that file rather than to a
    /// repository's `.git/config`.
    let ownsFile: Bool

    init(pointer: OpaquePointer, ownsFile: Bool = false) {
        self.pointer = pointer
        self.ownsFile = ownsFile
    }

    deinit {
        git_config_free(pointer)
    }

    /// One config file on its own (not a repository's), in git's format; a missing file reads
    /// as empty and is made by the first `set`.
    public static func open(file path: String) throws -> Config {
        LibGit2.ensureInitialized()
        var config: OpaquePointer?
        try check(git_config_open_ondisk(&config, path))
        return Config(pointer: config!, ownsFile: true)  // safe: set on success
    }

    /// The value for `key` (`user.name`, `core.editor`), or nil when no file sets it.
    public func string(_ key: String) throws -> String? {
        var buffer = git_buf()
        defer { git_buf_dispose(&buffer) }
        let code = git_config_get_string_buf(&buffer, pointer, key)
        if code == GIT_ENOTFOUND.rawValue {
            git_error_clear()
            return nil
        }
        try check(code)
        return String(cString: buffer.ptr)
    }

    /// Sets `key` in the repository's own config file (`.git/config`), or in the file opened.
    public func set(_ key: String, to value: String) throws {
        let local = ownsFile ? self : try level(.local)
        try check(git_config_set_string(local.pointer, key, value))
    }

    /// Removes `key` from the repository's own config file (or the file opened). Returns false
    /// when it was not set.
    @discardableResult
    public func unset(_ key: String) throws -> Bool {
        let local = ownsFile ? self : try level(.local)
        let code = git_config_delete_entry(local.pointer, key)
        if code == GIT_ENOTFOUND.rawValue {
            git_error_clear()
            return false
        }
        try check(code)
        return true
    }

    /// Every `(name, value)` whose name matches the regular expression `pattern`, in file
    /// order; names come back lowercased in their section and key as git stores them.
    public func entries(matching pattern: String) throws -> [(name: String, value: String)] {
        var iterator: OpaquePointer?
        try check(git_config_iterator_glob_new(&iterator, pointer, pattern))
        defer { git_config_iterator_free(iterator) }
        var result: [(name: String, value: String)] = []
        var entry: UnsafeMutablePointer<git_config_entry>?
        while true {
            let code = git_config_next(&entry, iterator)
            if code == GIT_ITEROVER.rawValue {
                git_error_clear()
                break
            }
            try check(code)
            guard let entry else { break }
            result.append((String(cString: entry.pointee.name), String(cString: entry.pointee.value)))
        }
        return result
    }

    /// Only one level of this configuration (to write to `.git/config`, not `~/.gitconfig`).
    public func level(_ level: ConfigLevel) throws -> Config {
        var config: OpaquePointer?
        try check(git_config_open_level(&config, pointer, level.raw))
        return Config(pointer: config!)  // safe: set on success
    }
}
