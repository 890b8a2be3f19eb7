import CLibGit2
import Synchronization

extension LibGit2 {
    /// How many `withBulkReads` bodies are running.
    private static let bulkReaders = Mutex(0)

    /// Runs `body` with two of libgit2's habits turned off, for a pass that reads hundreds of
    /// thousands of commits and trees from packs, each once:
    /// - re-hashing every object read (SHA-1 with collision detection, of the object and of each
    ///   object its delta chain passes through): three quarters of the time of reading a long
    ///   history's month trees. `git` itself does not re-hash objects it reads; zlib's checksum
    ///   of each object's data still catches damage;
    /// - keeping every small object read in its object cache: objects read once gain nothing
    ///   from it, and it holds a hundred megabytes or more by the end of such a pass.
    /// Both options are process-wide, so they stay off while any such body runs and are turned
    /// back on when the last one ends.
    public static func withBulkReads<T>(_ body: () throws -> T) throws -> T {
        ensureInitialized()
        try bulkReaders.withLock { count in
            if count == 0 {
                try check(ilgi_git_opts_enable_strict_hash_verification(0))
                try check(ilgi_git_opts_enable_caching(0))
            }
            count += 1
        }
        defer {
            bulkReaders.withLock { count in
                count -= 1
                if count == 0 {
                    _ = ilgi_git_opts_enable_strict_hash_verification(1)
                    _ = ilgi_git_opts_enable_caching(1)
                }
            }
        }
        return try body()
    }
}
