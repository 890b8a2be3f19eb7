import CLibGit2
import Foundation

extension Remote {
    /// Downloads what the remote has and updates the remote-tracking references
    /// (`refs/remotes/NAME/*`) by the remote's fetch refspecs, or by `refspecs` when given.
    /// Local branches, the index and the work tree are not touched.
    public func fetch(refspecs: [String] = [], callbacks: RemoteCallbacks, reflogMessage: String? = nil) throws {
        callbacks.reset()
        var options = git_fetch_options()
        try check(git_fetch_options_init(&options, UInt32(GIT_FETCH_OPTIONS_VERSION)))
        options.callbacks = try callbacks.raw()
        options.proxy_opts.type = GIT_PROXY_AUTO
        try withStringArray(refspecs) { array in
            try withExtendedLifetime(callbacks) {
                try callbacks.check(git_remote_fetch(pointer, refspecs.isEmpty ? nil : array, &options, reflogMessage))
            }
        }
    }
}

/// Lends libgit2 a `git_strarray` holding copies of `strings` for the length of `body`.
func withStringArray<T>(_ strings: [String], _ body: (UnsafeMutablePointer<git_strarray>) throws -> T) rethrows -> T {
    var pointers: [UnsafeMutablePointer<CChar>?] = strings.map { strdup($0) }
    defer { pointers.forEach { free($0) } }
    return try pointers.withUnsafeMutableBufferPointer { buffer in
        var array = git_strarray(strings: buffer.baseAddress, count: buffer.count)
        return try body(&array)
    }
}
