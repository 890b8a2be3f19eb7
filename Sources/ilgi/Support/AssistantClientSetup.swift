import ArgumentParser
import Foundation

/// What a person pastes into an assistant's settings to reach their journal through
/// `ilgi mcp`: the command and its arguments, in the shape that client reads.
enum AssistantClient: String, CaseIterable, Sendable, ExpressibleByArgument {
    case claude, vscode, cursor

    /// The settings snippet, and where it goes, for `ilgi` at `executable` with `arguments`
    /// (`mcp`, then `--journal PATH` and `--allow-write` as the person gave them).
    func setup(executable: String, arguments: [String]) -> String {
        let command: [String: Any] = ["command": executable, "args": arguments]
        switch self {
        case .claude:
            return """
                Claude Desktop: add to claude_desktop_config.json (Settings → Developer → Edit Config):
                \(Self.json(["mcpServers": ["ilgi": command]]))
                Claude Code: claude mcp add ilgi -- \(([executable] + arguments).map(Self.shellQuoted).joined(separator: " "))

                """
        case .vscode:
            var server = command
            server["type"] = "stdio"
            return """
                VS Code: add to .vscode/mcp.json (or the user's mcp.json, "MCP: Open User Configuration"):
                \(Self.json(["servers": ["ilgi": server]]))

                """
        case .cursor:
            return """
                Cursor: add to ~/.cursor/mcp.json:
                \(Self.json(["mcpServers": ["ilgi": command]]))

                """
        }
    }

    private static func json(_ object: [String: Any]) -> String {
        let data =
            (try? JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys])) ?? Data()
        return String(decoding: data, as: UTF8.self).replacingOccurrences(of: "\\/", with: "/")
    }

    private static func shellQuoted(_ word: String) -> String {
        guard word.contains(where: { !$0.isLetter && !$0.isNumber && !"-_./=@:".contains($0) }) else { return word }
        return "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
