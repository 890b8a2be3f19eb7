import CLibGit2
import Foundation

/// A named remote of a repository (`origin`), as configured in `.git/config`. Owns its
/// `git_remote`; keeps the repository alive.
public final class Remote: RepositoryHandle {
    init(pointer: OpaquePointer, repository: Repository) {
        super.init(pointer: pointer, repository: repository, freedBy: { git_remote_free($0) })
    }

    /// The remote's name, or "" for an anonymous remote.
    public var name: String {
        guard let name = git_remote_name(pointer) else { return "" }
        return String(cString: name)
    }

    /// The fetch URL, exactly as configured.
    public var url: String {
        guard let url = git_remote_url(pointer) else { return "" }
        return String(cString: url)
    }

    /// The push URL when one is configured apart from the fetch URL.
    public var pushURL: String? {
        guard let url = git_remote_pushurl(pointer) else { return nil }
        return String(cString: url)
    }

    /// Connects this handle to `url` instead of the configured URL, without changing the
    /// configuration (for a relative path, which git reads from the top of the work tree).
    public func setInstanceURL(_ url: String) throws {
        try check(git_remote_set_instance_url(pointer, url))
        try check(git_remote_set_instance_pushurl(pointer, url))
    }

    /// True when `name` is a valid remote name (`origin`, `backup-usb`), by git's rules.
    public static func isValidName(_ name: String) -> Bool {
        LibGit2.ensureInitialized()
        var valid: Int32 = 0
        guard (try? check(git_remote_name_is_valid(&valid, name))) != nil else { return false }
        return valid == 1
    }
}

extension Repository {
    /// The names of the configured remotes, in configuration order.
    public func remoteNames() throws -> [String] {
        var array = git_strarray()
        try check(git_remote_list(&array, pointer))
        defer { git_strarray_dispose(&array) }
        return (0..<array.count).compactMap { position in
            array.strings[position].map { String(cString: $0) }
        }
    }

    /// The remote called `name`, or nil when there is none.
    public func remote(named name: String) throws -> Remote? {
        var remote: OpaquePointer?
        let code = git_remote_lookup(&remote, pointer, name)
        if code == GIT_ENOTFOUND.rawValue {
            git_error_clear()
            return nil
        }
        try check(code)
        return Remote(pointer: remote!, repository: self)  // safe: set on success
    }

    /// Adds a remote with git's default fetch refspec (`+refs/heads/*:refs/remotes/NAME/*`).
    /// Throws `GitError` with code `GIT_EEXISTS` when the name is taken.
    @discardableResult
    public func createRemote(named name: String, url: String) throws -> Remote {
        var remote: OpaquePointer?
        try check(git_remote_create(&remote, pointer, name, url))
        return Remote(pointer: remote!, repository: self)  // safe: set on success
    }

    /// Removes the remote, its remote-tracking branches and the configuration that names it
    /// (a branch's upstream included).
    public func deleteRemote(named name: String) throws {
        try check(git_remote_delete(pointer, name))
    }
}

extension GitError {
    public var isExists: Bool { code == GIT_EEXISTS.rawValue }

    /// True when the network or the transport failed (no connection, a refused or dropped
    /// connection, a name that does not resolve, an ssh or http failure), rather than
    /// something in the repository.
    public var isTransportFailure: Bool {
        let transportClasses = [GIT_ERROR_NET, GIT_ERROR_SSH, GIT_ERROR_HTTP, GIT_ERROR_SSL].map { Int32($0.rawValue) }
        if transportClasses.contains(errorClass) { return true }
        let lowered = message.lowercased()
        return errorClass == Int32(GIT_ERROR_OS.rawValue)
            && (lowered.contains("connect") || lowered.contains("resolve") || lowered.contains("timed out"))
    }
}
