import Foundation
import IlgiTestSupport
import Testing

/// `ilgi lsp` under two real clients: pytest-lsp (`Tests/editor/test_lsp.py`), which also holds
/// every message to the protocol's specification, and Neovim's built-in client
/// (`Tests/editor/nvim_scenario.lua`) set up with the snippet `--print-config nvim` prints.
/// Each is skipped, saying why, where it is not installed; CI installs both (`.ci/run`).
@Suite struct LanguageServerTests {
    static let editorTests = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("editor")

    static let pytestLSPMissing: String? = {
        guard let check = try? CommandRunner.run("python3", ["-c", "import pytest_lsp"]), check.succeeded else {
            return "python3 cannot import pytest_lsp (python3 -m pip install pytest-lsp)"
        }
        return nil
    }()

    static let neovimMissing: String? = {
        guard let check = try? CommandRunner.run("nvim", ["--version"]), check.succeeded else {
            return "no nvim (apt-get install neovim)"
        }
        return nil
    }()

    @Test(.enabled(if: pytestLSPMissing == nil, "needs pytest-lsp (see .ci/run)"))
    func aProtocolClientGetsEveryAnswer() throws {
        let sandbox = Sandbox()
        var environment = sandbox.environment
        environment["ILGI_BINARY"] = Sandbox.binary
        let result = try CommandRunner.run(
            "python3",
            [
                "-m", "pytest", "-q", "-p", "no:cacheprovider",
                Self.editorTests.appendingPathComponent("test_lsp.py").path,
            ],
            in: sandbox.home.url, environment: environment, timeout: 600)
        #expect(result.succeeded, "\(result)")
    }

    @Test(.enabled(if: neovimMissing == nil, "needs Neovim (see .ci/run)"))
    func neovimWithThePrintedConfigCompletesHoversAndGoesToTheTarget() throws {
        let sandbox = Sandbox()
        let journal = sandbox.home.url.appendingPathComponent("journal").path
        #expect(try sandbox.run("new", "Evening walk", "-m", "By the river. @walk", "--journal", journal).succeeded)
        let morning = try sandbox.run(
            "new", "Morning", "-m", "Like [[Evening walk]] and [[Nope]]. @walk", "--journal", journal)
        #expect(morning.succeeded)
        let config = try sandbox.run("lsp", "--print-config", "nvim", "--journal", journal)
        #expect(config.succeeded)
        _ = try sandbox.home.write(config.stdout, to: ".config/nvim/init.lua")
        let id = morning.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        let file = try #require(
            FileManager.default.enumerator(atPath: journal)?.compactMap { $0 as? String }.first {
                $0.hasSuffix(id + ".txt")
            })
        var environment = sandbox.environment
        let resultFile = sandbox.home.url.appendingPathComponent("nvim-result").path
        environment["ILGI_NVIM_RESULT"] = resultFile
        let run = try CommandRunner.run(
            "nvim",
            [
                "--headless", journal + "/" + file, "-c",
                "luafile " + Self.editorTests.appendingPathComponent("nvim_scenario.lua").path,
            ], in: sandbox.home.url, environment: environment, timeout: 120)
        let outcome = (try? String(contentsOfFile: resultFile, encoding: .utf8)) ?? "no result: \(run)"
        #expect(outcome == "ok")
    }
}
