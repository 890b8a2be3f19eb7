import Foundation
import IlgiCore
import IlgiEntry
import IlgiStore
import MCP
import Synchronization

/// The one journal an assistant reaches, behind an actor: calls run one at a time, as one
/// person's commands would, so a write never races a read. The journal is opened once, by
/// `prepare()` as the server starts (beside the handshake, which does not need it) or else by
/// the first call. A journal that could not be opened (a locked encrypted clone) is kept as its
/// error: every call answers with it and its remedy.
actor JournalDesk {
    private var opened: Result<Journal, any Error>?
    private let open: @Sendable () -> sending Result<Journal, any Error>
    private let options: AssistantServer.Options
    /// The author of saves, from the client's name at `initialize`: kept outside the actor,
    /// so the handshake never waits for the journal to open.
    private let writer = Mutex<String?>(nil)

    init(opening open: @escaping @Sendable () -> sending Result<Journal, any Error>, options: AssistantServer.Options) {
        self.open = open
        self.options = options
    }

    /// Opens the journal now, if no call has.
    func prepare() {
        _ = journal
    }

    /// The journal, opened on first use, with the client's name as the author of its saves.
    private var journal: Result<Journal, any Error> {
        if opened == nil { opened = open() }
        let journal = opened!
        if case .success(let open) = journal, let writer = writer.withLock({ $0 }) { open.store.writer = writer }
        return journal
    }

    /// From now on, saves name `client` as their author: "Claude via ilgi mcp".
    nonisolated func setWriter(client: String) {
        let name = client.trimmingCharacters(in: .whitespacesAndNewlines).filter {
            !$0.isNewline && $0 != "<" && $0 != ">"
        }
        writer.withLock { $0 = String((name.isEmpty ? "An assistant" : name).prefix(80)) + " via ilgi mcp" }
    }

    func call(_ tool: AssistantTool, _ arguments: ToolArguments) -> CallTool.Result {
        do {
            let journal = try self.journal.get()
            let answer = try tool.run(arguments, ToolContext(journal: journal, dates: options.dates()))
            if tool.writes { options.afterWrite(journal) }
            let json = try JournalData.json(answer)
            return CallTool.Result(
                content: [.plain(JournalData.wrapped(String(decoding: json, as: UTF8.self)))],
                structuredContent: Optional.some(try JSONDecoder().decode(Value.self, from: json)), isError: false)
        } catch {
            return CallTool.Result(content: [.plain(describe(error))], isError: true)
        }
    }

    /// Runs `body` on the open journal; its error in the user's words.
    func reading<T: Sendable>(_ body: (Journal, DateInput) throws -> T) throws -> T {
        do {
            return try body(try journal.get(), options.dates())
        } catch let error as MCPError {
            throw error
        } catch {
            throw MCPError.invalidParams(describe(error))
        }
    }

    /// The error's words, with every run of more than 100 characters without a space (what
    /// the client sent, repeated: an id, a tag) cut to its first 100.
    private func describe(_ error: any Error) -> String {
        let message =
            switch error {
            case let error as ToolArgumentError: error.message
            case let error as any UserFacingError: error.message.text(in: options.language)
            default: IlgiError.describe(error)
            }
        return message.split(separator: " ", omittingEmptySubsequences: false).map(JournalData.echoed)
            .joined(separator: " ")
    }
}
