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
    public static func run(
        _ executable: String,
        _ arguments: [String],
        in directory: URL? = nil,
        environment: [String: String]? = nil,
        stdin: String? = nil,
        timeout: TimeInterval = 60
    ) throws -> CommandResult {
        let scratch = TemporaryDirectory("ilgi-run")
        let outURL = scratch.appending("stdout")
        let errURL = scratch.appending("stderr")
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: resolve(executable))
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        if let environment { process.environment = environment }
        let outHandle = try FileHandle(forWritingTo: outURL)
        let errHandle = try FileHandle(forWritingTo: errURL)
        process.standardOutput = outHandle
        process.standardError = errHandle
        if let stdin {
            let inURL = scratch.appending("stdin")
            try Data(stdin.utf8).write(to: inURL)
            process.standardInput = try FileHandle(forReadingFrom: inURL)
        } else {
            process.standardInput = FileHandle.nullDevice
        }
        try process.run()
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning {
            if Date() > deadline {
                process.terminate()
                usleep(200_000)
                if process.isRunning { kill(process.processIdentifier, SIGKILL) }
                break
            }
            usleep(5_000)
        }
        process.waitUntilExit()
        try outHandle.close()
        try errHandle.close()
        return CommandResult(
            stdout: String(decoding: try Data(contentsOf: outURL), as: UTF8.self),
            stderr: String(decoding: try Data(contentsOf: errURL), as: UTF8.self),
            status: process.terminationStatus)
    }

    /// Runs `git` with the given arguments in `directory`, with no user config in the way.
    @discardableResult
    public static func git(_ arguments: [String], in directory: URL, environment extra: [String: String] = [:])
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
