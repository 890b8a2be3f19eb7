import Foundation
import IlgiCore
import MCP

/// The one journal an assistant reaches, behind an actor: calls run one at a time, as one
/// person's commands would, so a write never races a read. A journal that could not be opened
/// (a locked encrypted clone) is kept as its error: every call answers with it and its remedy.
actor JournalDesk {
    private let opened: Result<Journal, any Error>
    private let options: AssistantServer.Options

    init(_ opened: sending Result<Journal, any Error>, options: AssistantServer.Options) {
        self.opened = opened
        self.options = options
    }

    /// From now on, saves name `client` as their author: "Claude via ilgi mcp".
    func setWriter(client: String) {
        let name = client.trimmingCharacters(in: .whitespacesAndNewlines).filter {
            !$0.isNewline && $0 != "<" && $0 != ">"
        }
        guard case .success(let journal) = opened else { return }
        journal.store.writer = String((name.isEmpty ? "An assistant" : name).prefix(80)) + " via ilgi mcp"
    }

    func call(_ tool: AssistantTool, _ arguments: ToolArguments) -> CallTool.Result {
        do {
            let journal = try opened.get()
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
            return try body(try opened.get(), options.dates())
        } catch let error as MCPError {
            throw error
        } catch {
            throw MCPError.invalidParams(describe(error))
        }
    }

    private func describe(_ error: any Error) -> String {
        switch error {
        case let error as ToolArgumentError: error.message
        case let error as any UserFacingError: error.message.text(in: options.language)
        default: IlgiError.describe(error)
        }
    }
}
