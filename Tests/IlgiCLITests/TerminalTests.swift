import Foundation
import IlgiTestSupport
import Testing

@testable import ilgi

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
        let terminal = try TerminalSession(
            quoted(Sandbox.binary) + " edit \(id.prefix(8))", environment: sandbox.environment)
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
        let terminal = try TerminalSession(
            quoted(Sandbox.binary) + " delete \(id.prefix(8))", environment: sandbox.environment)
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

    // MARK: Ctrl-C

    /// Nothing half done in the journal: no temporary files, no drafts, a clean status, the
    /// given number of commits.
    func expectUntouched(_ sandbox: Sandbox, commits: Int, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let state = sandbox.journal.appendingPathComponent(".git/ilgi")
        for folder in ["tmp", "drafts"] {
            let leftovers =
                (try? FileManager.default.contentsOfDirectory(atPath: state.appendingPathComponent(folder).path)) ?? []
            #expect(leftovers.isEmpty, "left in .git/ilgi/\(folder): \(leftovers)", sourceLocation: sourceLocation)
        }
        #expect(try sandbox.log().count == commits, sourceLocation: sourceLocation)
        try sandbox.expectHealthyJournal(sourceLocation: sourceLocation)
    }

    @Test(arguments: [("C", "Delete \"Keep me\"? [y/N]"), ("ko_KR.UTF-8", "\"Keep me\" 일기를 정말로 삭제하시겠어요? [y/N]")])
    func ctrlCAtTheDeletePromptDeletesNothing(language: String, prompt: String) throws {
        let sandbox = Sandbox(["LANG": language])
        let id = try sandbox.newEntry("Keep me")
        let terminal = try TerminalSession(
            quoted(Sandbox.binary) + " delete \(id.prefix(8))", environment: sandbox.environment)
        try terminal.waitFor(prompt)
        try terminal.send("C-c")
        #expect(try terminal.exitStatus() == 130)
        #expect(sandbox.entryFiles().count == 1)
        try expectUntouched(sandbox, commits: 1)
    }

    @Test(arguments: [("C", "nothing was saved"), ("ko_KR.UTF-8", "저장하지 않았어요")])
    func ctrlCInTheEditorThenQuittingSavesNothingAndLeavesNoDraft(language: String, notice: String) throws {
        let sandbox = Sandbox(["EDITOR": "vi", "LANG": language])
        let terminal = try TerminalSession(quoted(Sandbox.binary) + " new", environment: sandbox.environment)
        try terminal.waitFor("~")
        try terminal.send("C-c")
        usleep(300_000)
        try terminal.type(":q")
        try terminal.send("Enter")
        #expect(try terminal.exitStatus() == 0)
        #expect(try terminal.screen().contains(notice))
        #expect(sandbox.entryFiles().isEmpty)
        try expectUntouched(sandbox, commits: 0)
    }

    @Test func anEditorEndedByCtrlCSavesNothingAndKeepsNoDraftOfUnchangedText() throws {
        let sandbox = Sandbox()
        let id = try sandbox.newEntry("Unchanged")
        // An "editor" that Ctrl-C ends, as it would end most programs.
        let editor = try sandbox.script("waits", "echo WAITING; sleep 30")
        let terminal = try TerminalSession(
            "EDITOR=" + quoted(editor) + " " + quoted(Sandbox.binary) + " edit \(id.prefix(8))",
            environment: sandbox.environment)
        try terminal.waitFor("WAITING")
        try terminal.send("C-c")
        #expect(try terminal.exitStatus() == 1)
        let screen = try terminal.screen().replacingOccurrences(of: "\n", with: "")
        #expect(screen.contains("was interrupted (Ctrl-C); nothing was saved"), "\(screen)")
        try expectUntouched(sandbox, commits: 1)
        #expect(try sandbox.run("show", id, "--raw").stdout.hasPrefix("Unchanged\n"))
    }

    // MARK: Colour, width and the pager

    @Test func colourOnATerminalUnlessNoColorDumbOrNever() throws {
        let sandbox = Sandbox()
        let id = try sandbox.newEntry("Colour", body: "body")
        func screen(_ command: String) throws -> String {
            let terminal = try TerminalSession(command, environment: sandbox.environment)
            _ = try terminal.exitStatus()
            return try terminal.screen(escapes: true)
        }
        let ilgi = quoted(Sandbox.binary)
        let coloured = try screen(ilgi + " list")
        #expect(coloured.contains("\u{1B}[33m\(id.prefix(8))"), "\(coloured)")
        #expect(!(try screen("NO_COLOR=1 " + ilgi + " list")).contains("\u{1B}[33m"))
        #expect(!(try screen("TERM=dumb " + ilgi + " list")).contains("\u{1B}[33m"))
        #expect(!(try screen(ilgi + " list --color never")).contains("\u{1B}[33m"))
        #expect(!(try screen(ilgi + " list | cat")).contains("\u{1B}[33m"))
        #expect(try screen(ilgi + " list --color always | cat").contains("\u{1B}[33m"))
    }

    @Test func linesFitTheTerminalsWidth() throws {
        let sandbox = Sandbox()
        _ = try sandbox.newEntry(String(repeating: "아주 긴 제목 ", count: 12), body: "본문", extra: ["--date", "2024-05-05"])
        let terminal = try TerminalSession(
            quoted(Sandbox.binary) + " list", environment: sandbox.environment, columns: 60)
        #expect(try terminal.exitStatus() == 0)
        let line = try #require(try terminal.screen().split(separator: "\n").first)
        #expect(line.hasSuffix("…"), "\(line)")
        #expect(DisplayWidth.of(line) <= 60)
    }

    @Test func longOutputGoesThroughLessAndQuitsWithQ() throws {
        let sandbox = Sandbox()
        for number in 1...40 { _ = try sandbox.newEntry("Entry \(number)", extra: ["--date", "2024-01-01"]) }
        let terminal = try TerminalSession(quoted(Sandbox.binary) + " list", environment: sandbox.environment, rows: 20)
        let screen = try terminal.waitFor("\n:")
        #expect(!screen.contains("EXIT="))
        #expect(screen.split(separator: "\n").count <= 20)
        try terminal.send("q")
        #expect(try terminal.exitStatus() == 0)
    }

    @Test func thePagerGetsLessFRXUnlessLessIsSetAndOnlyForTallOutput() throws {
        let sandbox = Sandbox()
        let record = sandbox.home.appending("pager-record").path
        let pager = try sandbox.script("pager", "printf 'LESS=%s\\n' \"$LESS\" > '\(record)'; cat")
        for number in 1...12 { _ = try sandbox.newEntry("Entry \(number)", extra: ["--date", "2024-01-01"]) }
        func run(_ prefix: String, rows: Int) throws -> String? {
            try? FileManager.default.removeItem(atPath: record)
            let terminal = try TerminalSession(
                prefix + " PAGER=" + quoted(pager) + " " + quoted(Sandbox.binary) + " list",
                environment: sandbox.environment,
                rows: rows)
            #expect(try terminal.exitStatus() == 0)
            #expect(try terminal.screen().contains("  Entry "))
            return try? String(contentsOfFile: record, encoding: .utf8)
        }
        #expect(try run("", rows: 10) == "LESS=FRX\n")
        #expect(try run("LESS=-S", rows: 10) == "LESS=-S\n")
        #expect(try run("", rows: 30) == nil, "12 lines fit 30 rows: no pager")
        #expect(try run("ILGI_PAGER=cat", rows: 10) == nil)
    }
}
