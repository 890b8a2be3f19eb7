import CLazyLibGit2
import CLibGit2
import Synchronization

/// Some of libgit2's options are process-wide: one body turning one off must not have another
/// thread's body turn it back on under it. So each is turned away from GitKit's setting while any
/// body that asks runs, counted, and back when the last of them ends.
final class ProcessWideSwitch: Sendable {
    /// How many bodies are running with the switch turned.
    private let holders = Mutex(0)
    /// Sets the options: `true` for GitKit's usual setting, `false` for the turned one.
    private let set: @Sendable (_ usual: Bool) -> [Int32]

    init(_ set: @escaping @Sendable (_ usual: Bool) -> [Int32]) {
        self.set = set
    }

    func whileTurned<T>(_ body: () throws -> T) throws -> T {
        LibGit2.ensureInitialized()
        try holders.withLock { count in
            if count == 0 {
                for result in set(false) { try check(result) }
            }
            count += 1
        }
        defer {
            holders.withLock { count in
                count -= 1
                if count == 0 { _ = set(true) }
            }
        }
        return try body()
    }
}

extension LibGit2 {
    /// GitKit's settings of libgit2's process-wide options, made once when libgit2 starts:
    /// - refuse to write objects that point at objects that do not exist, so a bug can never
    ///   produce a commit that `git fsck` rejects;
    /// - done means on disk: fsync each object, pack, ref and index before renaming it into
    ///   place, and the folder after, so a crash or power cut right after a save cannot leave a
    ///   corrupt repository.
    static func applyUsualOptions() {
        _ = ilgi_git_opts_enable_strict_object_creation(1)
        _ = ilgi_git_opts_enable_fsync_gitdir(1)
    }

    private static let fsyncOff = ProcessWideSwitch { usual in
        [ilgi_git_opts_enable_fsync_gitdir(usual ? 1 : 0)]
    }

    /// Runs `body` with libgit2's fsync off: for a batch of objects the caller flushes
    /// together, as git's `core.fsyncMethod=batch` does, before anything names them.
    public static func withoutFsync<T>(_ body: () throws -> T) throws -> T {
        try fsyncOff.whileTurned(body)
    }

    private static let bulkReadsOn = ProcessWideSwitch { usual in
        [
            ilgi_git_opts_enable_strict_hash_verification(usual ? 1 : 0),
            ilgi_git_opts_enable_caching(usual ? 1 : 0),
        ]
    }

    /// Runs `body` with two of libgit2's habits turned off, for a pass that reads hundreds of
    /// thousands of commits and trees from packs, each once:
    /// - re-hashing every object read (SHA-1 with collision detection, of the object and of each
    ///   object its delta chain passes through): three quarters of the time of reading a long
    ///   history's month trees. `git` itself does not re-hash objects it reads; zlib's checksum
    ///   of each object's data still catches damage;
    /// - keeping every small object read in its object cache: objects read once gain nothing
    ///   from it, and it holds a hundred megabytes or more by the end of such a pass.
    public static func withBulkReads<T>(_ body: () throws -> T) throws -> T {
        try bulkReadsOn.whileTurned(body)
    }
}
