import CDeferredAuthorities
import CLibGit2
import Foundation
import Synchronization

/// Process-wide libgit2 state. `git_libgit2_init` runs exactly once, on first use of any GitKit type.
public enum LibGit2 {
    private static let initialized: Bool = {
        git_libgit2_init()
        applyUsualOptions()
        return true
    }()

    /// Makes sure libgit2 is initialised. Every entry point into GitKit calls this.
    static func ensureInitialized() {
        _ = initialized
    }

    /// Loads the system's certificate authorities, which libgit2's set-up only noted
    /// (`CDeferredAuthorities`: parsing them slowed every command): once, before the
    /// first fetch or push. A bundle that cannot be loaded is left out, as libgit2's set-up
    /// leaves it; a TLS connection then fails its certificate check.
    static func loadCertificateAuthorities() {
        _ = authoritiesLoaded
    }

    private static let authoritiesLoaded: Void = {
        ensureInitialized()
        if ilgi_load_deferred_authorities() < 0 { git_error_clear() }
    }()

    /// Starts libgit2's set-up on a thread of its own, for a process that will need it soon:
    /// it loads the library and those it needs (`CLazyLibGit2`), reads its configuration and
    /// seeds its random numbers, which then overlaps the process's own start. The first call
    /// that needs libgit2 waits for it; a process that started it must call
    /// `waitForBackgroundSetUp` before it exits.
    public static func initializeInBackground() {
        backgroundSetUp.withLock { thread in
            guard thread == nil else { return }
            var started = pthread_t()
            let made = pthread_create(
                &started, nil,
                { _ in
                    LibGit2.ensureInitialized()
                    return nil
                }, nil)
            // Without a thread, the first call that needs libgit2 sets it up.
            if made == 0 { thread = started }
        }
    }

    /// Waits until the set-up `initializeInBackground` began has ended, its thread too
    /// (joined). A process that exited while it ran crashed (exit status 139): `exit` ran
    /// OpenSSL's clean-up while libssh2's initialisation held OpenSSL's lock, and, once the
    /// set-up had only signalled that it was done, while the thread's own end ran OpenSSL's
    /// clean-up of that thread (a segfault in libcrypto, one quick exit in 200 under load).
    /// Returns at once where none began (a process that execs another program at once).
    public static func waitForBackgroundSetUp() {
        backgroundSetUp.withLock { thread in
            guard let running = thread else { return }
            pthread_join(running, nil)
            thread = nil
        }
    }

    /// The set-up's thread, until it is joined.
    private static let backgroundSetUp = Mutex<pthread_t?>(nil)

    /// The version of the libgit2 library linked at run time, such as "1.5.1".
    public static var version: String {
        var major: Int32 = 0
        var minor: Int32 = 0
        var revision: Int32 = 0
        git_libgit2_version(&major, &minor, &revision)
        return "\(major).\(minor).\(revision)"
    }
}
