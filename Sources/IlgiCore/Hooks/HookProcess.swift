import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// How one run of a hook ended.
public enum HookExit: Sendable, Equatable {
    case exited(Int32)
    case signaled(Int32)
    /// It outlived the timeout; it and every process it started were killed.
    case timedOut(Duration)
    case couldNotStart(String)

    public var succeeded: Bool { self == .exited(0) }
}

/// The time a hook's timeout is measured against: the system's monotonic clock, or one a test
/// drives (so no test bounds wall-clock time).
public struct HookClock: Sendable {
    /// Time since a fixed origin; only differences count.
    public var now: @Sendable () -> Duration

    public init(now: @escaping @Sendable () -> Duration) {
        self.now = now
    }

    public static let continuous: HookClock = {
        let origin = ContinuousClock.now
        return HookClock { origin.duration(to: .now) }
    }()
}

/// Runs one hook program in its own process group, so that on a timeout the whole group (a
/// `sleep` the script is waiting for included) can be killed at once.
enum HookProcess {
    /// Runs `executable` with no arguments in `directory`, standard input from /dev/null and
    /// standard output and error on `output`, and waits at most `timeout`.
    static func run(
        _ executable: String, in directory: String, environment: [String: String], output: Int32,
        timeout: Duration, clock: HookClock = .continuous
    ) -> HookExit {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, output, 1)
        if output != 2 { posix_spawn_file_actions_adddup2(&actions, output, 2) }

        // Glibc's posix_spawn_file_actions_addchdir_np is not visible from Swift, so a tiny
        // shell changes folder and then becomes the hook (exec keeps the pid and the group).
        let command = [
            "/bin/sh", "-c", #"cd -- "$1" || exit 126; exec "$2""#, "ilgi-hook", directory, executable,
        ]
        let argv = command.map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var pid: pid_t = 0
        // In a new process group led by the hook, so a timeout kills all it started.
        let code = ChildProcess.withAttributes(newGroup: true) { attributes in
            posix_spawn(&pid, command[0], &actions, &attributes, argv, envp)
        }
        guard code == 0 else { return .couldNotStart(String(cString: strerror(code))) }
        return wait(for: pid, timeout: timeout, clock: clock)
    }

    private static func wait(for pid: pid_t, timeout: Duration, clock: HookClock) -> HookExit {
        let deadline = clock.now() + timeout
        var status: Int32 = 0
        var pause: useconds_t = 1_000
        while true {
            let result = waitpid(pid, &status, WNOHANG)
            if result == pid { break }
            if result < 0, errno != EINTR { return .couldNotStart(String(cString: strerror(errno))) }
            if clock.now() >= deadline {
                // The hook and everything it started: negative pid means the process group.
                kill(-pid, SIGKILL)
                while waitpid(pid, &status, 0) < 0, errno == EINTR {}
                return .timedOut(timeout)
            }
            usleep(pause)
            pause = min(pause * 2, 20_000)
        }
        let signal = status & 0x7F
        return signal == 0 ? .exited((status >> 8) & 0xFF) : .signaled(signal)
    }
}
