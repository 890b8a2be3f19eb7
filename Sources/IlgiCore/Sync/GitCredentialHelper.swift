import Foundation
import IlgiStore
import SystemPackage

#if canImport(Glibc)
    import Glibc
#endif

/// The user's git credential helpers, reached through `git credential fill|approve|reject`
/// (the same store `git push` uses: a keyring, `store`, `cache`, a manager). Only the
/// credentials pass through git; the transfer itself is libgit2's.
struct GitCredentialHelper {
    /// The journal, so its own `.git/config` (a `credential.helper` set there) counts too.
    var directory: String
    var environment: [String: String]
    /// True when a person is at a terminal, so git may prompt there for a user name and password.
    var interactive: Bool

    /// Asks the helpers (and, on a terminal, the user) for credentials for `url`.
    func fill(url: String, username: String?) -> (username: String, password: String)? {
        var input = "url=\(url)\n"
        if let username { input += "username=\(username)\n" }
        guard let output = run("fill", input: input + "\n", timeout: interactive ? 300 : 30) else { return nil }
        var fields: [String: String] = [:]
        for line in output.split(separator: "\n") {
            guard let equals = line.firstIndex(of: "=") else { continue }
            fields[String(line[..<equals])] = String(line[line.index(after: equals)...])
        }
        guard let user = fields["username"], let password = fields["password"] else { return nil }
        return (user, password)
    }

    /// Tells the helpers the credentials worked (so they may store them).
    func approve(url: String, username: String, password: String) {
        _ = run("approve", input: "url=\(url)\nusername=\(username)\npassword=\(password)\n\n", timeout: 30)
    }

    /// Tells the helpers the credentials were refused (so they forget them).
    func reject(url: String, username: String, password: String) {
        _ = run("reject", input: "url=\(url)\nusername=\(username)\npassword=\(password)\n\n", timeout: 30)
    }

    /// Runs `git credential ACTION` with `input`; returns its standard output when it exits 0.
    /// The output is read once git has exited, not until the pipe closes: a helper such as
    /// `cache` leaves a daemon behind that may hold the pipe open for minutes.
    private func run(_ action: String, input: String, timeout: TimeInterval) -> String? {
        guard let git = ExecutableSearch.find("git", path: environment["PATH"]) else { return nil }
        var childEnvironment = environment.merging(GitLaunch.environment) { _, launch in launch }
        if !interactive { childEnvironment["GIT_TERMINAL_PROMPT"] = "0" }

        var inputPipe: [Int32] = [-1, -1]
        var outputPipe: [Int32] = [-1, -1]
        guard pipe(&inputPipe) == 0 else { return nil }
        guard pipe(&outputPipe) == 0 else {
            close(inputPipe[0])
            close(inputPipe[1])
            return nil
        }
        // Not inherited by anything else this process starts (the child gets its copies by dup2).
        for descriptor in inputPipe + outputPipe { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
        defer {
            close(inputPipe[1])
            close(outputPipe[0])
        }

        let arguments = [git] + GitLaunch.arguments(["credential", action], in: directory)
        let credential = try? ChildProcess(
            arguments, environment: childEnvironment, input: .descriptor(inputPipe[0]),
            output: .descriptor(outputPipe[1]), error: interactive ? .inherited : .null)
        close(inputPipe[0])
        close(outputPipe[1])
        guard let credential else { return nil }

        // The request is a few lines, far below a pipe's buffer, so this write cannot block.
        let sent = (try? FileDescriptor(rawValue: inputPipe[1]).writeAll(input.utf8)) != nil
        close(inputPipe[1])
        inputPipe[1] = -1
        guard sent else {
            kill(credential.pid, SIGKILL)
            _ = credential.wait()
            return nil
        }

        let start = ContinuousClock.now
        guard credential.wait(deadline: .seconds(timeout), now: { start.duration(to: .now) }) == .exited(0) else {
            return nil
        }

        _ = fcntl(outputPipe[0], F_SETFL, O_NONBLOCK)
        // What the helper wrote is all in the pipe: it has ended. Non-blocking, so that a
        // process it left behind holding the pipe open cannot keep this read waiting.
        var output = [UInt8]()
        var buffer = [UInt8](repeating: 0, count: 4096)
        while let count = try? buffer.withUnsafeMutableBytes({
            try FileDescriptor(rawValue: outputPipe[0]).read(into: $0)
        }),
            count > 0
        {
            output += buffer[0..<count]
        }
        return String(decoding: output, as: UTF8.self)
    }
}
