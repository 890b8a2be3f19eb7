import Foundation
import IlgiEntry
import SystemPackage

#if canImport(Glibc)
    import Glibc
#endif

/// A process the core starts and waits for without an event loop: a hook, `git credential`,
/// a sync left to run on its own. The one `posix_spawn` in ilgi; the command line's programs
/// (an editor, a pager) are started through swift-subprocess, which does the same set-up.
///
/// Every child gets default signal handling and no blocked signal, whatever ilgi set for
/// itself (it ignores Ctrl-C while it saves, and an ignored signal would otherwise be
/// inherited), and no descriptor but its three standard ones.
package struct ChildProcess {
    /// Where one of the child's standard streams goes.
    package enum Stream {
        /// The same as this process's.
        case inherited
        case null
        /// A descriptor of this process's (a pipe's end, a log file); it is not closed here.
        case descriptor(Int32)
    }

    /// What the child is grouped with, for a signal meant for all it starts.
    package enum Grouping {
        /// This process's group and session.
        case inherited
        /// A process group led by the child: killing the group kills all it started.
        case newGroup
        /// A session of its own: a Ctrl-C at the terminal that started it does not reach it.
        case newSession
    }

    /// How it ended.
    package enum Ending: Equatable {
        case exited(Int32)
        case signaled(Int32)
        /// It outlived the deadline; it (and its group, when it leads one) was killed.
        case killedAtDeadline
    }

    package let pid: pid_t
    private let grouping: Grouping

    /// Starts `arguments[0]` (a path) with `arguments`, and `environment` (this process's when
    /// nil).
    package init(
        _ arguments: [String], environment: [String: String]? = nil,
        input: Stream = .inherited, output: Stream = .inherited, error: Stream = .inherited,
        grouping: Grouping = .inherited
    ) throws(Errno) {
        guard let executable = arguments.first else { throw Errno.invalidArgument }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for (target, stream) in [(Int32(0), input), (1, output), (2, error)] {
            switch stream {
            case .inherited: break
            case .null:
                posix_spawn_file_actions_addopen(&actions, target, "/dev/null", target == 0 ? O_RDONLY : O_WRONLY, 0)
            case .descriptor(let source): posix_spawn_file_actions_adddup2(&actions, source, target)
            }
        }
        let argv = arguments.map { strdup($0) } + [nil]
        let envp = environment.map { $0.map { strdup("\($0.key)=\($0.value)") } + [nil] }
        defer {
            argv.forEach { free($0) }
            envp?.forEach { free($0) }
        }
        var pid: pid_t = 0
        let code = Self.withAttributes(grouping) { attributes in
            if var envp {
                return posix_spawn(&pid, executable, &actions, &attributes, argv, &envp)
            }
            return posix_spawn(&pid, executable, &actions, &attributes, argv, environ)
        }
        guard code == 0 else { throw Errno(rawValue: code) }
        self.pid = pid
        self.grouping = grouping
    }

    /// Waits for the child to end. When `now()` passes `deadline` first, kills it (its whole
    /// group when it leads one) and waits for that. `now` is the caller's clock, so that no
    /// test bounds wall-clock time.
    package func wait(deadline: Duration? = nil, now: () -> Duration = { .zero }) -> Ending {
        var status: Int32 = 0
        if let deadline {
            var pause: useconds_t = 1_000
            while true {
                let result = waitpid(pid, &status, WNOHANG)
                if result == pid { break }
                if result < 0, errno != EINTR { return .exited(127) }
                if now() >= deadline {
                    // A negative pid means the process group the child leads.
                    kill(grouping == .newGroup ? -pid : pid, SIGKILL)
                    _ = ChildProcess.waitForEnd(of: pid)
                    return .killedAtDeadline
                }
                usleep(pause)
                pause = min(pause * 2, 20_000)
            }
        } else {
            status = ChildProcess.waitForEnd(of: pid)
        }
        let signal = status & 0x7F
        return signal == 0 ? .exited((status >> 8) & 0xFF) : .signaled(signal)
    }

    /// Leaves the child to run: a thread of this process reaps it when it ends, should this
    /// process outlive it (`ilgi serve`); a short command exits first and leaves that to init.
    func reapWhenItEnds() {
        let pid = pid
        Thread.detachNewThread { _ = ChildProcess.waitForEnd(of: pid) }
    }

    /// Waits for the child `pid` to end, however many signals interrupt the wait, and returns
    /// its status as `waitpid` gives it: the one blocking wait for a child in the core.
    package static func waitForEnd(of pid: pid_t) -> Int32 {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        return status
    }

    /// glibc's POSIX_SPAWN_SETSID (2.26 and later), which Swift's Glibc module does not show.
    private static let setSession: Int32 = 0x80

    private static func withAttributes<T>(_ grouping: Grouping, _ body: (inout posix_spawnattr_t) -> T) -> T {
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
        switch grouping {
        case .inherited: break
        case .newGroup:
            posix_spawnattr_setpgroup(&attributes, 0)
            flags |= POSIX_SPAWN_SETPGROUP
        case .newSession: flags |= setSession
        }
        posix_spawnattr_setflags(&attributes, Int16(flags))
        return body(&attributes)
    }
}

/// A process started and left to run on its own: input and output on /dev/null, in a session
/// of its own, reaped when it ends.
public enum DetachedProcess {
    /// Starts `arguments[0]` (a path) with `arguments`; false when it could not start.
    public static func start(_ arguments: [String]) -> Bool {
        guard let child = try? ChildProcess(arguments, input: .null, output: .null, error: .null, grouping: .newSession)
        else { return false }
        child.reapWhenItEnds()
        return true
    }
}
