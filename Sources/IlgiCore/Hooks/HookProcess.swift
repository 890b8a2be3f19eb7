import Foundation
import IlgiStore

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
        // Glibc's posix_spawn_file_actions_addchdir_np is not visible from Swift, so a tiny
        // shell changes folder and then becomes the hook (exec keeps the pid and the group).
        let command = [
            "/bin/sh", "-c", #"cd -- "$1" || exit 126; exec "$2""#, "ilgi-hook", directory, executable,
        ]
        let hook: ChildProcess
        do {
            hook = try ChildProcess(
                command, environment: environment, input: .null, output: .descriptor(output),
                error: .descriptor(output), grouping: .newGroup)
        } catch {
            return .couldNotStart(String(cString: strerror(error.rawValue)))
        }
        switch hook.wait(deadline: clock.now() + timeout, now: clock.now) {
        case .exited(let status): return .exited(status)
        case .signaled(let signal): return .signaled(signal)
        case .killedAtDeadline: return .timedOut(timeout)
        }
    }
}
