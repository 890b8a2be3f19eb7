import Foundation
import IlgiTestSupport

/// A real terminal: a detached tmux session on a private server, driven with send-keys and read
/// with capture-pane, for what only a terminal shows (an editor taking the keyboard, a prompt).
final class TerminalSession: @unchecked Sendable {
    let socket = "ilgi-test-\(UUID().uuidString.prefix(8))"
    let environment: [String: String]

    static var isAvailable: Bool { CommandRunner.isAvailable("tmux") }

    /// Starts `command` (run by sh) in a `columns`×`rows` terminal. When it ends the pane shows
    /// `EXIT=<status>` and stays open, so the test can read everything it printed. The shell
    /// traps Ctrl-C (rather than ignoring it, which the command would inherit) so that it
    /// survives a Ctrl-C meant for the command and reports its status (130).
    init(_ command: String, environment: [String: String], columns: Int = 100, rows: Int = 30) throws {
        self.environment = environment
        let wrapped = "trap 'true' INT; " + command + "; echo EXIT=$?; sleep 600"
        let result = try tmux(["new-session", "-d", "-s", "main", "-x", "\(columns)", "-y", "\(rows)", wrapped])
        guard result.succeeded else { throw TerminalError.couldNotStart(result.description) }
    }

    deinit {
        _ = try? tmux(["kill-server"])
    }

    /// Types keys, as `tmux send-keys` names them ("Enter", "Escape", "C-c", or text).
    func send(_ keys: String...) throws {
        try tmux(["send-keys", "-t", "main"] + keys)
    }

    /// Types text literally.
    func type(_ text: String) throws {
        try tmux(["send-keys", "-t", "main", "-l", text])
    }

    /// What the screen shows now; with `escapes`, with its colours as escape sequences.
    func screen(escapes: Bool = false) throws -> String {
        try tmux(["capture-pane", "-p"] + (escapes ? ["-e"] : []) + ["-t", "main"]).stdout
    }

    /// A tmux format about the pane, e.g. `#{pane_title}`, `#{buffer_size}` (the clipboard).
    func display(_ format: String) throws -> String {
        try tmux(["display-message", "-p", "-t", "main", format]).stdout.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Waits until the screen contains `text`; returns the screen, or throws after `timeout`.
    @discardableResult
    func waitFor(_ text: String, timeout: TimeInterval = 20) throws -> String {
        let deadline = Date().addingTimeInterval(timeout)
        var last = ""
        while Date() < deadline {
            last = try screen()
            if last.contains(text) { return last }
            usleep(100_000)
        }
        throw TerminalError.timedOut(waitingFor: text, screen: last)
    }

    /// The exit status the command ended with, once it has.
    func exitStatus(timeout: TimeInterval = 20) throws -> Int? {
        let text = try waitFor("EXIT=", timeout: timeout)
        guard let line = text.split(separator: "\n").last(where: { $0.hasPrefix("EXIT=") }) else { return nil }
        return Int(line.dropFirst(5).trimmingCharacters(in: .whitespaces))
    }

    @discardableResult
    private func tmux(_ arguments: [String]) throws -> CommandResult {
        var environment = self.environment
        environment["TERM"] = "xterm-256color"
        return try CommandRunner.run("tmux", ["-L", socket, "-f", "/dev/null"] + arguments, environment: environment)
    }

    enum TerminalError: Error, CustomStringConvertible {
        case couldNotStart(String)
        case timedOut(waitingFor: String, screen: String)

        var description: String {
            switch self {
            case .couldNotStart(let why): "tmux did not start: \(why)"
            case .timedOut(let text, let screen): "timed out waiting for \(text); the screen shows:\n\(screen)"
            }
        }
    }
}
