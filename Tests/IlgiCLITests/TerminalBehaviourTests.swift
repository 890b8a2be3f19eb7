import Foundation
import IlgiTestSupport
import Testing

@testable import ilgi

/// What a well-made Unix tool does when its output is not a terminal, and the exit codes
/// scripts rely on. (The terminal side is in TerminalTests, in tmux.)
@Suite struct TerminalBehaviourTests {
    static let escape = "\u{1B}["

    @Test func colourOnlyWhenAskedForOrOnATerminal() throws {
        let sandbox = Sandbox(["TERM": "xterm-256color"])
        let id = try sandbox.newEntry("Colourful", body: "Body")
        // Piped: no colour, unless --color always.
        #expect(!(try sandbox.run("list").stdout.contains(Self.escape)))
        #expect(!(try sandbox.run("--color", "auto", "list").stdout.contains(Self.escape)))
        let always = try sandbox.run("list", "--color", "always").stdout
        #expect(always.contains(Self.escape + "33m" + id.prefix(8) + Self.escape + "39m"))
        #expect(always.contains(Self.escape + "1mColourful" + Self.escape + "22m"))
        #expect(
            try sandbox.run(["--color", "always", "show", id], environment: ["NO_COLOR": "1"]).stdout.contains(
                Self.escape))
        #expect(!(try sandbox.run("show", id, "--color", "never").stdout.contains(Self.escape)))
        // Errors and notices never carry colour codes.
        #expect(!(try sandbox.run("show", "ffff", "--color", "always").stderr.contains(Self.escape)))
    }

    @Test func thePaletteDecidesFromTheChoiceTheTerminalAndTheEnvironment() {
        func palette(_ choice: GlobalOptions.ColorChoice, _ environment: [String: String]) -> Bool {
            Palette.resolve(choice, terminal: Terminal(environment: environment)).isEnabled
        }
        // Tests run with stdout to a file or pipe: auto is off whatever the environment says.
        #expect(!palette(.auto, ["TERM": "xterm"]))
        #expect(palette(.always, ["TERM": "dumb", "NO_COLOR": "1"]))
        #expect(!palette(.never, ["TERM": "xterm"]))
        #expect(Palette.stripped(Palette(isEnabled: true).yellow("일기") + " x") == "일기 x")
    }

    @Test func thePagerIsNeverUsedWhenOutputIsPiped() throws {
        let sandbox = Sandbox()
        let marker = sandbox.home.appending("pager-ran").path
        let pager = try sandbox.script("pager", "touch '\(marker)'; cat")
        for number in 1...15 { _ = try sandbox.newEntry("Entry \(number)", extra: ["--date", "2024-01-01"]) }
        let result = try sandbox.run(["list"], environment: ["PAGER": pager, "LINES": "10"])
        #expect(result.stdout.split(separator: "\n").count == 15)
        #expect(!FileManager.default.fileExists(atPath: marker))
    }

    @Test func tallOutputIsCountedWithWrappedLines() {
        #expect(!Pager.isTaller("a\nb\nc\n", than: 4, columns: 80))
        #expect(Pager.isTaller("a\nb\nc\nd\n", than: 4, columns: 80))
        // 200 columns: 3 lines
        #expect(Pager.isTaller(String(repeating: "일", count: 100) + "\n", than: 3, columns: 80))
        #expect(!Pager.isTaller(String(repeating: "일", count: 100) + "\n", than: 3, columns: 100))
        let terminal = Terminal(environment: ["PAGER": "most", "ILGI_PAGER": "less -S"])
        #expect(Pager(terminal: terminal).command == "less -S")
        #expect(Pager(terminal: Terminal(environment: ["PAGER": "cat"])).command == nil)
        #expect(Pager(terminal: Terminal(environment: ["PAGER": ""])).command == nil)
        #expect(Pager(terminal: Terminal(environment: [:])).command == "less")
        #expect(Pager(terminal: Terminal(environment: [:])).environmentOverrides["LESS"] == "FRX")
        #expect(Pager(terminal: Terminal(environment: ["LESS": "-R"])).environmentOverrides["LESS"] == nil)
    }

    @Test func everyLineFitsColumnsWithHangulEmojiAndCombiningMarks() throws {
        let sandbox = Sandbox()
        let titles = [
            "비 오는 월요일, 우산을 잃어버렸다", "👨‍👩‍👧 가족 나들이 🇰🇷", "Cafe\u{301} au lait, cre\u{300}me bru\u{302}le\u{301}e",
            "日記を書く", String(repeating: "긴 제목 ", count: 20),
        ]
        for (number, title) in titles.enumerated() {
            _ = try sandbox.newEntry(
                title, body: "본문에도 한글과 이모지 🌧️ 그리고 e\u{301}가 있어요", extra: ["--date", "2024-03-0\(number + 1)"])
        }
        for columns in [20, 30, 40, 54, 61, 80, 120] {
            let result = try sandbox.run(["list"], environment: ["COLUMNS": "\(columns)"])
            let lines = result.stdout.split(separator: "\n")
            #expect(lines.count == titles.count)
            for line in lines {
                #expect(DisplayWidth.of(line) <= columns, "\(columns): \(line)")
                #expect(line.unicodeScalars.first != "\u{301}")
            }
        }
        // Without COLUMNS and not on a terminal, nothing is cut (as git log does into a pipe).
        #expect(try sandbox.run("list").stdout.contains(String(repeating: "긴 제목 ", count: 19)))
    }

    @Test func titlesCannotSendEscapeSequencesToTheTerminal() throws {
        let sandbox = Sandbox()
        _ = try sandbox.run("new", stdin: "Evil \u{1B}]0;pwned\u{7}\u{1B}[2J title\n\nbody\u{1B}[31m\n")
        let list = try sandbox.run("list").stdout
        #expect(!list.contains("\u{1B}"))
        #expect(list.contains("Evil ^[]0;pwned^G^[[2J title"))
    }

    /// 0 success, 1 failure, 2 usage error or bad input, for every command.
    @Test func exitCodesForEveryCommand() throws {
        let sandbox = Sandbox()
        let id = try sandbox.newEntry("Exit codes")
        let short = String(id.prefix(8))
        let cases: [([String], Int32)] = [
            (["--version"], 0), (["--help"], 0), (["help", "list"], 0), (["list", "--help"], 0),
            (["list"], 0), (["list", "--json"], 0), (["list", "--on", "1999-01-01"], 0),
            (["list", "-n", "-1"], 2), (["list", "--since", "someday"], 2), (["list", "--frob"], 2),
            (["list", "--on", "today", "--until", "today"], 2),
            (["show", short], 0), (["show", "ffffffff"], 1), (["show", "ab"], 2), (["show"], 2),
            (["show", short, "extra"], 2),
            (["new", "Another"], 0), (["new", "Bad date", "--date", "31/12/2024"], 2), (["new", "--frob"], 2),
            (["edit", short], 0), (["edit", "ffffffff"], 1), (["edit", "ab"], 2),
            (["delete", short], 2), (["delete", "ffffffff", "--yes"], 1), (["delete"], 2),
            (["--journal", sandbox.home.appending("a-file").path, "list"], 1),
            (["--generate-completion-script", "bash"], 0), (["--generate-completion-script", "tcsh"], 2),
            (["--generate-manual"], 0),
        ]
        try sandbox.home.write("not a folder", to: "a-file")
        for (arguments, status) in cases {
            let result = try sandbox.run(arguments, environment: ["EDITOR": "true"])
            #expect(result.status == status, "\(arguments): \(result)")
            if status != 0 { #expect(result.stderr.hasPrefix("ilgi: error: "), "\(arguments): \(result)") }
        }
        let editorFails = try sandbox.run(["edit", short], environment: ["EDITOR": "false"])
        #expect(editorFails.status == 1)
        #expect(try sandbox.run(["delete", short, "--yes"]).status == 0)
    }
}

/// Completion of entry ids, as the shells ask for it.
@Suite struct CompletionTests {
    func journal() throws -> (Sandbox, [String]) {
        let sandbox = Sandbox()
        let first = try sandbox.newEntry("첫 일기: 맑음", extra: ["--date", "2024-01-05"])
        let second = try sandbox.newEntry("Second", extra: ["--date", "2024-02-05"])
        return (sandbox, [first, second])
    }

    /// What `ilgi` answers when a shell's completion script asks it (argument-parser's
    /// `---completion` protocol).
    func candidates(
        _ sandbox: Sandbox, shell: String, command: String = "show", typed: String = "",
        extra: [String] = []
    ) throws -> CommandResult {
        let words = ["ilgi"] + extra + [command, typed]
        return try sandbox.run(
            ["---completion", command, "--", "positional@0", "\(words.count - 1)", "\(typed.count)"] + words,
            environment: ["SAP_SHELL": shell])
    }

    @Test func idsNewestMonthFirstWithTitlesWhereTheShellShowsThem() throws {
        let (sandbox, ids) = try journal()
        let short = ids.map { String($0.prefix(8)) }
        #expect(try candidates(sandbox, shell: "bash").stdout == "\(short[1])\n\(short[0])\n")
        // zsh's script drops the last line, a space argument-parser adds.
        #expect(try candidates(sandbox, shell: "zsh").stdout == "\(short[1]):Second\n\(short[0]):첫 일기\\: 맑음\n \n")
        #expect(try candidates(sandbox, shell: "fish").stdout == "\(short[1])\tSecond\n\(short[0])\t첫 일기: 맑음\n")
        #expect(
            try candidates(sandbox, shell: "bash", command: "delete", typed: String(ids[0].prefix(3))).stdout == short[
                0] + "\n")
        #expect(
            try candidates(sandbox, shell: "bash", command: "edit", typed: String(ids[0].prefix(10))).stdout == ids[0]
                + "\n")
    }

    @Test func completionReadsTheJournalNamedOnTheLineAndCreatesNothing() throws {
        let sandbox = Sandbox()
        let elsewhere = sandbox.home.appending("elsewhere").path
        let id = try sandbox.run(["--journal", elsewhere, "new", "Elsewhere"]).stdout.prefix(8)
        #expect(try candidates(sandbox, shell: "bash").stdout.trimmingCharacters(in: .newlines) == "")
        #expect(try candidates(sandbox, shell: "bash", extra: ["--journal", elsewhere]).stdout == id + "\n")
        #expect(!FileManager.default.fileExists(atPath: sandbox.journal.path), "completion must not create a journal")
    }

    @Test func bashCompletesIdsThroughTheGeneratedScript() throws {
        let (sandbox, ids) = try journal()
        let script = try sandbox.run("--generate-completion-script", "bash").stdout
        let scriptFile = try sandbox.home.write(script, to: "ilgi.bash")
        let bin = sandbox.home.appending("bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        try? FileManager.default.removeItem(atPath: bin.appendingPathComponent("ilgi").path)
        try FileManager.default.createSymbolicLink(
            atPath: bin.appendingPathComponent("ilgi").path, withDestinationPath: Sandbox.binary)
        let typed = String(ids[1].prefix(2))
        let program = """
            PATH="\(bin.path):$PATH"
            . '\(scriptFile.path)'
            COMP_WORDS=(ilgi show \(typed))
            COMP_CWORD=2
            COMP_LINE="ilgi show \(typed)"
            COMP_POINT=${#COMP_LINE}
            _ilgi
            printf '%s\\n' "${COMPREPLY[@]}"
            """
        var environment = sandbox.environment
        environment["PATH"] = bin.path + ":" + (environment["PATH"] ?? "")
        let result = try CommandRunner.run("bash", ["-c", program], in: sandbox.home.url, environment: environment)
        #expect(result.stdout.split(separator: "\n").contains(Substring(ids[1].prefix(8))), "\(result)")
        #expect(result.stdout.split(separator: "\n").allSatisfy { $0.hasPrefix(typed) }, "\(result)")
    }

    @Test func completionScriptsForEveryShell() throws {
        let sandbox = Sandbox()
        for (shell, start) in [("bash", "#!/bin/bash"), ("zsh", "#compdef ilgi"), ("fish", "")] {
            let result = try sandbox.run("--generate-completion-script", shell)
            #expect(result.status == 0)
            #expect(result.stdout.hasPrefix(start))
            #expect(result.stdout.contains("---completion show -- positional@0"), "\(shell)")
        }
    }
}

/// The man page, made from the commands' help in each language.
@Suite struct ManualTests {
    @Test func theManPageHasEveryCommandInBothLanguages() throws {
        let sandbox = Sandbox(["SOURCE_DATE_EPOCH": "1732233600"])
        let english = try sandbox.run("--generate-manual").stdout
        #expect(english.hasPrefix(".TH \"ILGI\" \"1\" \"2024\\-11\\-22\" \"ilgi "))
        for text in [
            ".SH \"NAME\"\nilgi \\- A plain\\-text journal", ".SS \"ilgi list\"", ".SS \"ilgi delete\"",
            ".SH \"EXIT STATUS\"",
            "\\fB\\-n\\fR, \\fB\\-\\-limit\\fR \\fIn\\fR", ".SH \"ENVIRONMENT\"", "Also ilgi rm.",
            ".SS \"ilgi hooks list\"",
        ] {
            #expect(english.contains(text), "\(text)")
        }
        #expect(!english.contains("\n\n"), "blank lines are not roff")
        let korean = try sandbox.run(["--generate-manual"], environment: ["LANG": "ko_KR.UTF-8"]).stdout
        for text in [".SH \"이름\"\nilgi \\- git 저장소에 담기는 텍스트 일기장.", ".SH \"종료 상태\"", "확인을 받고 일기를 삭제해요."] {
            #expect(korean.contains(text), "\(text)")
        }
    }

    @Test(.enabled(if: CommandRunner.isAvailable("man"))) func manRendersItWithoutWarnings() throws {
        let sandbox = Sandbox()
        for language in ["C", "ko_KR.UTF-8"] {
            let page = try sandbox.run(["--generate-manual"], environment: ["LANG": language]).stdout
            let file = try sandbox.home.write(page, to: "ilgi-\(language).1")
            let result = try CommandRunner.run(
                "man", ["--warnings", "-l", file.path],
                environment: [
                    "LANG": "C.UTF-8", "MANWIDTH": "80", "PATH": sandbox.environment["PATH"] ?? "", "MANPAGER": "cat",
                ])
            #expect(result.status == 0, "\(result)")
            #expect(result.stderr.isEmpty, "\(result)")
            #expect(result.stdout.contains(language == "C" ? "ilgi list" : "일기를 최신순으로"), "\(result)")
        }
    }
}
