import Foundation
import IlgiTestSupport
import Testing

/// `ilgi prompt` and `ilgi new --prompt`, through the built binary.
struct WritingPromptTests {
    @Test func todaysPromptIsTheSameAllDayInEitherLanguage() throws {
        let sandbox = Sandbox()
        let english = try sandbox.run("prompt")
        #expect(
            english.status == 0 && (english.stdout.hasSuffix("?\n") || english.stdout.hasSuffix(".\n")), "\(english)")
        #expect(try sandbox.run("prompt").stdout == english.stdout)
        let korean = try sandbox.run("prompt", environment: ["ILGI_LANG": "ko"])
        #expect(korean.stdout != english.stdout && !korean.stdout.isEmpty)

        // --prompt makes it the title; the text comes from -m or standard input.
        let title = english.stdout.trimmingCharacters(in: .newlines)
        #expect(try sandbox.run("new", "--prompt", "-m", "The cat, mostly.").succeeded)
        #expect(try sandbox.run("new", "--prompt", stdin: "Piped in.\n").succeeded)
        let entries = try #require(
            try JSONSerialization.jsonObject(with: Data(sandbox.run("list", "--json").stdout.utf8)) as? [[String: Any]])
        #expect(entries.map { $0["title"] as? String } == [title, title])
        #expect(Set(entries.compactMap { $0["body"] as? String }) == ["The cat, mostly.", "Piped in."])
        let nothing = try sandbox.run("new", "--prompt")  // no terminal, nothing piped in
        #expect(nothing.status == 0 && nothing.stderr.contains("nothing was saved"), "\(nothing)")
        let both = try sandbox.run("new", "--prompt", "A title")
        #expect(both.status == 2 && both.stderr.hasPrefix("ilgi: error: --prompt makes today's prompt the title"))
        try sandbox.expectHealthyJournal()
    }

    @Test(.enabled(if: TerminalSession.isAvailable, "needs tmux"))
    func anEntryLeftAsThePromptMadeItIsNotSaved() throws {
        let sandbox = Sandbox(["TERM": "xterm-256color"])
        let binary = "'" + Sandbox.binary + "'"
        let untouched = try sandbox.script("untouched", "true")
        let terminal = try TerminalSession(
            "EDITOR='\(untouched)' \(binary) new --prompt", environment: sandbox.environment)
        #expect(try terminal.exitStatus() == 0)
        let screen = try terminal.screen()
        #expect(screen.contains("nothing was saved"), "\(screen)")
        #expect(try sandbox.run("list").stdout.isEmpty)

        let writes = try sandbox.script("writes", "echo 'A line of my own.' >> \"$1\"")
        let written = try TerminalSession("EDITOR='\(writes)' \(binary) new --prompt", environment: sandbox.environment)
        #expect(try written.exitStatus() == 0)
        let title = try sandbox.run("prompt").stdout.trimmingCharacters(in: .newlines)
        #expect(try sandbox.run("list").stdout.contains("\(title)  A line of my own."))
        try sandbox.expectHealthyJournal()
    }
}
