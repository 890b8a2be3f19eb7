import CLinux
import Foundation
import IlgiCore
import IlgiServeShared
import IlgiStore
import Synchronization
import SystemPackage

#if canImport(Glibc)
    import Glibc
#endif

/// One assistant's session at `/mcp`: an `ilgi-helper mcp` of its own, the program `ilgi mcp` runs,
/// spoken to over its standard input and output. The server never links the MCP SDK; it
/// carries each JSON-RPC message, one line each, to the child and each answer back to the HTTP
/// request that asked. The child reads the journal with the session's rights (it writes only
/// when started with `--allow-write`), and ends when its input closes.
final class AssistantSession: Sendable {
    /// The `Mcp-Session-Id` the client sends back.
    let id: String
    /// Whose token started it: the only one it answers.
    let grant: AssistantGrant

    private struct State {
        /// The requests sent and not yet answered, by `requestKey`.
        var waiting: [String: CheckedContinuation<Data?, Never>] = [:]
        /// The child's output ended: it exited, or was closed.
        var ended = false
        var lastUsed: Date
    }

    private let state: Mutex<State>
    /// The write end of the child's input; -1 once closed.
    private let input: Mutex<Int32>
    private let pid: pid_t

    /// The longest line read from the child: an answer is bounded far below this
    /// (`AnswerLimits`), so a longer one means the child is broken, and it is stopped.
    static let lineLimit = 64 << 20

    /// Starts `arguments` (`ilgi-helper mcp` and its options) with `environment`.
    init(arguments: [String], environment: [String: String], grant: AssistantGrant, now: Date) throws {
        var toChild: [Int32] = [-1, -1]
        var fromChild: [Int32] = [-1, -1]
        guard clinux_pipe_cloexec(&toChild) == 0 else { throw Self.failure(arguments[0]) }
        guard clinux_pipe_cloexec(&fromChild) == 0 else {
            toChild.forEach { close($0) }
            throw Self.failure(arguments[0])
        }
        defer {
            close(toChild[0])
            close(fromChild[1])
        }
        let child: ChildProcess
        do {
            child = try ChildProcess(
                arguments, environment: environment, input: .descriptor(toChild[0]),
                output: .descriptor(fromChild[1]), error: .null, grouping: .newGroup)
        } catch {
            close(toChild[1])
            close(fromChild[0])
            throw IlgiError.fileSystem(path: arguments[0], message: String(describing: error))
        }
        id = Token.make()
        self.grant = grant
        pid = child.pid
        input = Mutex(toChild[1])
        state = Mutex(State(lastUsed: now))
        let output = fromChild[0]
        Thread.detachNewThread { [self] in readAnswers(from: output) }
    }

    private static func failure(_ program: String) -> IlgiError {
        IlgiError.fileSystem(path: program, message: String(cString: strerror(errno)))
    }

    /// When a request was last carried, for sessions left idle.
    var lastUsed: Date { state.withLock { $0.lastUsed } }

    /// True while a request waits for its answer: such a session is never the one let go.
    var isBusy: Bool { state.withLock { !$0.waiting.isEmpty } }

    var hasEnded: Bool { state.withLock { $0.ended } }

    /// Sends a request (`line`, whose id is `key`) and returns the child's answer to it; nil
    /// when the child ended first, or an answer to the same id is already awaited.
    func ask(_ line: Data, key: String, now: Date) async -> Data? {
        await withCheckedContinuation { continuation in
            let accepted = state.withLock { state -> Bool in
                guard !state.ended, state.waiting[key] == nil else { return false }
                state.waiting[key] = continuation
                state.lastUsed = now
                return true
            }
            guard accepted else {
                continuation.resume(returning: nil)
                return
            }
            if !send(line) { answer(key, with: nil) }
        }
    }

    /// Sends a notification or an answer, which the child does not answer; false when it has ended.
    @discardableResult
    func tell(_ line: Data, now: Date) -> Bool {
        state.withLock { $0.lastUsed = now }
        return send(line)
    }

    /// Closes the child's input: it answers what it was asked and exits.
    func closeInput() {
        input.withLock { descriptor in
            if descriptor >= 0 { close(descriptor) }
            descriptor = -1
        }
    }

    /// Writes `line` and a newline, whole. The child reads its input as it comes, so this
    /// waits only as long as it takes to read one message.
    private func send(_ line: Data) -> Bool {
        var bytes = [UInt8](line)
        bytes.append(UInt8(ascii: "\n"))
        return input.withLock { descriptor in
            guard descriptor >= 0 else { return false }
            return (try? FileDescriptor(rawValue: descriptor).writeAll(bytes)) != nil
        }
    }

    private func answer(_ key: String, with line: Data?) {
        let waiting = state.withLock { $0.waiting.removeValue(forKey: key) }
        waiting?.resume(returning: line)
    }

    /// The thread that reads the child's output, a line at a time, and hands each answer to
    /// the request that awaits it. What is not an answer (a notification) is dropped: this
    /// endpoint keeps no stream open to push it on. At the end it reaps the child and answers
    /// every request still waiting with nil.
    private func readAnswers(from output: Int32) {
        let ending = LineReader.read(output, limit: Self.lineLimit) { line in
            if let key = Self.answeredKey(line) { answer(key, with: line) }
        }
        if ending == .tooLong { kill(-pid, SIGKILL) }
        close(output)
        closeInput()
        _ = ChildProcess.waitForEnd(of: pid)
        let left = state.withLock { state -> [CheckedContinuation<Data?, Never>] in
            state.ended = true
            defer { state.waiting = [:] }
            return Array(state.waiting.values)
        }
        left.forEach { $0.resume(returning: nil) }
    }

    /// The key of the request a line answers: its `id`, when it is an answer (a `result` or
    /// an `error`, no `method`).
    static func answeredKey(_ line: Data) -> String? {
        guard let message = try? JSONSerialization.jsonObject(with: line) as? [String: Any],
            message["method"] == nil, message["result"] != nil || message["error"] != nil
        else { return nil }
        return requestKey(message["id"])
    }

    /// A JSON-RPC id as a key: a string's and a number's never the same.
    static func requestKey(_ id: Any?) -> String? {
        switch id {
        case let text as String: "s" + text
        case let number as NSNumber: "n" + number.stringValue
        default: nil
        }
    }
}
