import Foundation

/// What a finished program printed and how it ended.
public struct CommandResult: Sendable, CustomStringConvertible {
    public let stdout: String
    public let stderr: String
    public let status: Int32

    public init(stdout: String, stderr: String, status: Int32) {
        self.stdout = stdout
        self.stderr = stderr
        self.status = status
    }

    public var succeeded: Bool { status == 0 }

    public var description: String {
        "exit \(status)\n--- stdout\n\(stdout)--- stderr\n\(stderr)"
    }
}

/// Runs programs for tests. Output goes to temporary files rather than pipes, so a program
/// that prints a lot can never block on a full pipe buffer while the test waits for it.
public enum CommandRunner {
    @discardableResult
    public static func run(
        _ executable: String,
        _ arguments: [String],
        in directory: URL? = nil,
        environment: [String: String]? = nil,
        stdin: String? = nil,
        timeout: TimeInterval = 60
    ) throws -> CommandResult {
        let scratch = TemporaryDirectory("ilgi-run")
        let outPath = scratch.appending("stdout").path
        let errPath = scratch.appending("stderr").path
        var inPath = "/dev/null"
        if let stdin {
            inPath = scratch.appending("stdin").path
            try Data(stdin.utf8).write(to: URL(fileURLWithPath: inPath))
        }
        // In a session of its own: without the terminal of whoever runs the tests, as under CI,
        // so a program that asks on the terminal itself (a passphrase, on /dev/tty) is told there
        // is none rather than waiting at the prompt of the person who typed `make test`.
        let pid = try spawn(
            resolve(executable), arguments, directory: directory?.path,
            environment: environment ?? ProcessInfo.processInfo.environment,
            stdin: inPath, stdout: outPath, stderr: errPath, ownSession: true)
        let status = wait(for: pid, timeout: timeout)
        return CommandResult(
            stdout: String(decoding: try Data(contentsOf: URL(fileURLWithPath: outPath)), as: UTF8.self),
            stderr: String(decoding: try Data(contentsOf: URL(fileURLWithPath: errPath)), as: UTF8.self),
            status: status)
    }

    /// Starts a program with posix_spawn. (Foundation's `Process` on Linux decides that a child
    /// has ended when a socket it inherited closes, so a child that starts a daemon, as
    /// `tmux new-session` does, never seems to end.) In `ownSession`, the program has no
    /// controlling terminal (setsid); otherwise it shares the test runner's, and its process
    /// group, so a server a test starts ends with the tests when they are interrupted.
    static func spawn(
        _ path: String, _ arguments: [String], directory: String?, environment: [String: String],
        stdin: String, stdout: String, stderr: String, ownSession: Bool = false
    ) throws -> pid_t {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, stdin, O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, stdout, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_addopen(&actions, 2, stderr, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        // Default signal handling in the child, whatever the test runner set.
        var defaults = sigset_t()
        sigfillset(&defaults)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        var empty = sigset_t()
        sigemptyset(&empty)
        posix_spawnattr_setsigmask(&attributes, &empty)
        // POSIX_SPAWN_SETSID (glibc's, behind _GNU_SOURCE, which Swift's Glibc module leaves out).
        let newSession: Int32 = ownSession ? 0x80 : 0
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK | newSession))

        // posix_spawn_file_actions_addchdir_np is not visible from Swift; `env -C` changes folder.
        let command = directory.map { ["/usr/bin/env", "-C", $0, path] } ?? [path]
        let argv = (command + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var pid: pid_t = 0
        let code = posix_spawn(&pid, command[0], &actions, &attributes, argv, envp)
        guard code == 0 else {
            throw NSError(
                domain: NSPOSIXErrorDomain, code: Int(code), userInfo: [NSLocalizedDescriptionKey: "cannot run \(path)"]
            )
        }
        return pid
    }

    /// Waits for `pid`; kills it when it outlives `timeout`. Returns the exit status, or
    /// 128 + the signal that ended it, as a shell reports it.
    static func wait(for pid: pid_t, timeout: TimeInterval) -> Int32 {
        let deadline = Date().addingTimeInterval(timeout)
        var status: Int32 = 0
        while true {
            let result = waitpid(pid, &status, WNOHANG)
            if result == pid { break }
            if result < 0, errno != EINTR { return -1 }
            if Date() > deadline {
                kill(pid, SIGKILL)
                waitpid(pid, &status, 0)
                break
            }
            usleep(2_000)
        }
        let signal = status & 0x7F
        return signal == 0 ? (status >> 8) & 0xFF : 128 + signal
    }

    /// Runs `git` with the given arguments in `directory`, with no user config in the way.
    @discardableResult
    public static func git(
        _ arguments: [String], in directory: URL, environment extra: [String: String] = [:]
    )
        throws -> CommandResult
    {
        var environment = ProcessInfo.processInfo.environment
        environment["GIT_CONFIG_NOSYSTEM"] = "1"
        environment["GIT_CONFIG_GLOBAL"] = "/dev/null"
        environment["GIT_AUTHOR_NAME"] = "Test"
        environment["GIT_AUTHOR_EMAIL"] = "test@example.com"
        environment["GIT_COMMITTER_NAME"] = "Test"
        environment["GIT_COMMITTER_EMAIL"] = "test@example.com"
        environment.merge(extra) { $1 }
        return try run("git", arguments, in: directory, environment: environment)
    }

    /// Finds a program on PATH, as a shell would.
    public static func resolve(_ name: String) -> String {
        if name.contains("/") { return name }
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        for folder in path.split(separator: ":") {
            let candidate = "\(folder)/\(name)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return name
    }

    /// True when `name` is on PATH.
    public static func isAvailable(_ name: String) -> Bool {
        resolve(name).hasPrefix("/")
    }
}
