import Foundation
import IlgiTestSupport
import Testing

/// ilgi in a real terminal (tmux): the editor gets the keyboard, prompts wait for an answer.
@Suite(.enabled(if: TerminalSession.isAvailable, "needs tmux"), .serialized)
struct TerminalTests {
    /// `sh -c` quoting for a path.
    func quoted(_ text: String) -> String { "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'" }

    @Test func newOpensViOnATerminalAndSavesWhatWasTyped() throws {
        let sandbox = Sandbox(["EDITOR": "vi", "TERM": "xterm-256color"])
        let terminal = try TerminalSession(quoted(Sandbox.binary) + " new", environment: sandbox.environment)
        try terminal.waitFor("~")  // vi's empty-buffer lines
        try terminal.send("i")
        try terminal.type("Typed in vi")
        try terminal.send("Enter", "Enter")
        try terminal.type("비가 왔다. The body.")
        try terminal.send("Escape")
        try terminal.type(":wq")
        try terminal.send("Enter")
        #expect(try terminal.exitStatus() == 0)
        let list = try sandbox.run("list")
        #expect(list.stdout.contains("Typed in vi  비가 왔다. The body."))
        try sandbox.expectHealthyJournal()
    }

    @Test func ctrlCInTheEditorGoesToTheEditorNotToIlgi() throws {
        let sandbox = Sandbox(["EDITOR": "vi", "TERM": "xterm-256color"])
        let id = try sandbox.newEntry("Before")
        let terminal = try TerminalSession(quoted(Sandbox.binary) + " edit \(id.prefix(8))", environment: sandbox.environment)
        try terminal.waitFor("Before")
        try terminal.send("C-c")
        usleep(300_000)
        try terminal.send("c", "c")  // vi: change the whole line
        try terminal.type("After")
        try terminal.send("Escape")
        try terminal.type(":wq")
        try terminal.send("Enter")
        #expect(try terminal.exitStatus() == 0)
        #expect(try sandbox.run("show", id).stdout.hasPrefix("After\n"))
        #expect(try sandbox.log().first == "Edit \(id.prefix(8)): After")
    }

    @Test func deleteAsksAndOnlyYesDeletes() throws {
        let sandbox = Sandbox()
        let id = try sandbox.newEntry("Keep or not")
        let command = quoted(Sandbox.binary) + " delete \(id.prefix(8))"

        let declined = try TerminalSession(command, environment: sandbox.environment)
        try declined.waitFor("Delete \"Keep or not\"? [y/N]")
        try declined.send("n", "Enter")
        #expect(try declined.exitStatus() == 0)
        #expect(try declined.screen().contains("Not deleted."))
        #expect(sandbox.entryFiles().count == 1)

        let accepted = try TerminalSession(command, environment: sandbox.environment)
        try accepted.waitFor("[y/N]")
        try accepted.send("y", "Enter")
        #expect(try accepted.exitStatus() == 0)
        #expect(sandbox.entryFiles().isEmpty)
        try sandbox.expectHealthyJournal()
    }

    @Test func theDeletePromptSpeaksKorean() throws {
        let sandbox = Sandbox(["LANG": "ko_KR.UTF-8"])
        let id = try sandbox.newEntry("일기")
        let terminal = try TerminalSession(quoted(Sandbox.binary) + " delete \(id.prefix(8))", environment: sandbox.environment)
        try terminal.waitFor("정말로 삭제하시겠어요?")
        try terminal.send("Enter")
        #expect(try terminal.exitStatus() == 0)
        #expect(sandbox.entryFiles().count == 1)
    }

    @Test func diffAndLogAreColouredOnATerminal() throws {
        let sandbox = Sandbox(["TERM": "xterm-256color"])
        let id = try sandbox.newEntry("Colours", body: "Old line")
        let editor = try sandbox.script("edit", #"sed -i 's/Old line/New line/' "$1""#)
        try sandbox.run("edit", id, environment: ["EDITOR": editor])
        let terminal = try TerminalSession(
            quoted(Sandbox.binary) + " diff \(id.prefix(8)) && " + quoted(Sandbox.binary) + " log --oneline",
            environment: sandbox.environment)
        #expect(try terminal.exitStatus() == 0)
        let screen = try terminal.screen(escapes: true)
        #expect(screen.contains("\u{1B}[31m-Old line"), "\(screen)")
        #expect(screen.contains("\u{1B}[32m+New line"), "\(screen)")
        #expect(screen.contains("\u{1B}[33m"), "commit ids in yellow, as git shows them")
        let plain = try sandbox.run("diff", id, environment: ["TERM": "xterm-256color"])
        #expect(!plain.stdout.contains("\u{1B}"), "piped output stays plain")
    }
}
