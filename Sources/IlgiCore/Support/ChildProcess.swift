import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// What every process ilgi starts with `posix_spawn` shares: default signal handling and no
/// blocked signal, whatever ilgi set for itself (it ignores Ctrl-C while it saves, and an
/// ignored signal would otherwise be inherited), optionally in a process group or a session
/// of its own.
enum ChildProcess {
    /// glibc's POSIX_SPAWN_SETSID (2.26 and later), which Swift's Glibc module does not show.
    private static let setSession: Int32 = 0x80

    /// Runs `body` with attributes made that way.
    static func withAttributes<T>(
        newGroup: Bool = false, newSession: Bool = false, _ body: (inout posix_spawnattr_t) -> T
    ) -> T {
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var defaults = sigset_t()
        sigfillset(&defaults)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        var empty = sigset_t()
        sigemptyset(&empty)
        posix_spawnattr_setsigmask(&attributes, &empty)
        var flags = POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK
        if newGroup {
            posix_spawnattr_setpgroup(&attributes, 0)
            flags |= POSIX_SPAWN_SETPGROUP
        }
        if newSession { flags |= setSession }
        posix_spawnattr_setflags(&attributes, Int16(flags))
        return body(&attributes)
    }
}

/// A process started and left to run on its own: input and output on /dev/null, in a session
/// of its own (a Ctrl-C meant for the command that started it does not reach it), reaped when
/// it ends by a thread of the process that started it, should that one outlive it (`ilgi
/// serve`); a short command exits first and leaves that to init.
public enum DetachedProcess {
    /// Starts `arguments[0]` (a path) with `arguments`; false when it could not start.
    public static func start(_ arguments: [String]) -> Bool {
        guard let executable = arguments.first else { return false }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for descriptor: Int32 in [0, 1, 2] {
            posix_spawn_file_actions_addopen(
                &actions, descriptor, "/dev/null", descriptor == 0 ? O_RDONLY : O_WRONLY, 0)
        }
        let argv = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let code = ChildProcess.withAttributes(newSession: true) { attributes in
            posix_spawn(&pid, executable, &actions, &attributes, argv, environ)
        }
        guard code == 0 else { return false }
        let child = pid
        Thread.detachNewThread {
            var status: Int32 = 0
            while waitpid(child, &status, 0) < 0, errno == EINTR {}
        }
        return true
    }
}
