import Foundation
import IlgiCore

#if canImport(Glibc)
    import Glibc
#endif

/// Starts the index's due full check (a `stat` of every entry file, a tenth to a third of a
/// second at 100,000 entries) as `ilgi reindex --if-due` in a process of its own, so the read
/// that found it due answers at once. Nothing of the child reaches the terminal: its input and
/// output are /dev/null, and it runs in a session of its own, so a Ctrl-C meant for the
/// command does not reach it (an interrupted check would be harmless anyway: it writes in one
/// transaction).
enum BackgroundIndexCheck {
    /// glibc's POSIX_SPAWN_SETSID (2.26 and later), which Swift's Glibc module does not show.
    private static let setSession: Int32 = 0x80

    static func start(journal: URL) -> Bool {
        guard let executable = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") else {
            return false
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for descriptor: Int32 in [0, 1, 2] {
            posix_spawn_file_actions_addopen(&actions, descriptor, "/dev/null", descriptor == 0 ? O_RDONLY : O_WRONLY, 0)
        }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var defaults = sigset_t()
        sigfillset(&defaults)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        var empty = sigset_t()
        sigemptyset(&empty)
        posix_spawnattr_setsigmask(&attributes, &empty)
        posix_spawnattr_setflags(&attributes, Int16(setSession | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))

        let arguments = [executable, "reindex", "--if-due", "--journal", journal.path]
        let argv = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        guard posix_spawn(&pid, executable, &actions, &attributes, argv, environ) == 0 else { return false }
        // Reaped when it ends, for a process that outlives it (`ilgi serve`); a short command
        // exits first and leaves that to init.
        let child = pid
        Thread.detachNewThread {
            var status: Int32 = 0
            while waitpid(child, &status, 0) < 0, errno == EINTR {}
        }
        return true
    }
}
