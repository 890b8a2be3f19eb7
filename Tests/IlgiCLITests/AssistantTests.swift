import Foundation
import IlgiTestSupport
import Testing

/// `ilgi mcp`, driven by the official MCP Python SDK (`Tests/assistant/mcp_scenario.py`): every
/// reading tool's answer against the command line's `--json`, writes refused without
/// `--allow-write` and committed under the client's name with it, a 50 MB entry bounded,
/// garbage on standard input survived, a locked clone refused. Skipped, saying why, where
/// python3 cannot import `mcp`; CI installs it (`.ci/run`).
@Suite struct AssistantTests {
    static let missing: String? = {
        guard let check = try? CommandRunner.run("python3", ["-c", "import mcp"]), check.succeeded else {
            return "python3 cannot import mcp (python3 -m pip install mcp==1.26)"
        }
        return nil
    }()

    /// Runs `Tests/assistant/NAME` against the built ilgi in a sandbox of its own, and expects it to pass.
    static func runScenario(_ name: String, timeout: Double) throws {
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("assistant/" + name).path
        let sandbox = Sandbox()
        let result = try CommandRunner.run(
            "python3", [script, Sandbox.binary], in: sandbox.home.url, environment: sandbox.environment,
            timeout: timeout)
        #expect(result.succeeded, "\(result)")
    }

    @Test(.enabled(if: missing == nil, "needs the MCP Python SDK (see .ci/run)"))
    func anAssistantReadsWhatTheCommandLineReadsAndWritesOnlyWhenAllowed() throws {
        try Self.runScenario("mcp_scenario.py", timeout: 900)
    }

    /// The same server at `ilgi serve`'s `/mcp`, over Streamable HTTP: no token refused, a
    /// read-only token that cannot write, a writing token's commit under the client's name, a
    /// revoked token refused (`Tests/assistant/mcp_http_scenario.py`).
    @Test(.enabled(if: missing == nil, "needs the MCP Python SDK (see .ci/run)"))
    func anAssistantOnAnotherDeviceGetsInOnlyWithItsTokenAndWritesOnlyIfItWasAllowed() throws {
        try Self.runScenario("mcp_http_scenario.py", timeout: 600)
    }

    @Test func printConfigGivesEachClientItsSnippet() throws {
        let sandbox = Sandbox()
        let journal = sandbox.home.url.appendingPathComponent("diary").path
        let claude = try sandbox.run("mcp", "--print-config", "claude", "--journal", journal, "--allow-write")
        #expect(claude.succeeded, "\(claude)")
        #expect(claude.stdout.contains("\"mcpServers\""))
        #expect(claude.stdout.contains(journal) && claude.stdout.contains("--allow-write"))
        #expect(claude.stdout.contains("claude mcp add ilgi -- "))
        let vscode = try sandbox.run("mcp", "--print-config", "vscode")
        #expect(vscode.stdout.contains("\"servers\"") && vscode.stdout.contains("\"type\" : \"stdio\""))
        #expect(!vscode.stdout.contains("--journal"))
        let unknown = try sandbox.run("mcp", "--print-config", "emacs")
        #expect(unknown.status == 64 || unknown.status == 2, "\(unknown)")
    }
}
