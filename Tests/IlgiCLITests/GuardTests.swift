import Foundation
import IlgiTestSupport
import Testing

// Trust issue #11, items 10–12: a journal's files, text and git config come from elsewhere
// (a remote, an import, a copied folder) and must not reach outside the journal, drive the
// terminal, or run a program through ilgi.

/// A file outside the journal that a symbolic link points at: it must never be shown,
/// searched, exported, committed or pushed.
private let secret = "PRIVATE KEY 7f3a secret-material\n"

@Suite struct SymbolicLinkTests {
    /// A journal with one real entry, synced with a remote into which a hostile clone has
    /// committed `2026/11/<uuid>.txt -> <secret file>` (git mode 120000), then taken with a
    /// plain `git pull`, as a person might, so the work tree holds that link (`ilgi sync` leaves
    /// such a link out: HostileRemoteTests).
    private func journalWithCommittedLink() throws -> (Sandbox, BareRemote, link: String, secretFile: URL) {
        let sandbox = Sandbox()
        let remote = try BareRemote()
        _ = try sandbox.newEntry("Picnic", body: "We ate sandwiches.")
        #expect(try sandbox.run("remote", "add", "origin", remote.url.path).status == 0)
        #expect(try sandbox.run("sync").status == 0)

        let secretFile = try sandbox.home.write(secret, to: ".ssh/id_ed25519")
        let attacker = TemporaryDirectory("ilgi-attacker")
        let clone = attacker.appending("clone")
        #expect(try CommandRunner.git(["clone", "-q", remote.url.path, clone.path], in: attacker.url).succeeded)
        let link = "2026/11/0badc0de-0000-4000-8000-000000000001.txt"
        try FileManager.default.createDirectory(
            at: clone.appendingPathComponent("2026/11"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: clone.appendingPathComponent(link).path, withDestinationPath: secretFile.path)
        #expect(try CommandRunner.git(["add", link], in: clone).succeeded)
        #expect(try CommandRunner.git(["commit", "-q", "-m", "Add 0badc0de: innocent"], in: clone).succeeded)
        let mode = try CommandRunner.git(["ls-tree", "HEAD", link], in: clone).stdout
        #expect(mode.hasPrefix("120000"), "\(mode)")
        #expect(try CommandRunner.git(["push", "-q", "origin", "main"], in: clone).succeeded)

        let pulled = try sandbox.git("pull", "-q", "--ff-only", "origin", "main")
        #expect(pulled.succeeded, "\(pulled)")
        return (sandbox, remote, link, secretFile)
    }

    @Test func aCommittedSymlinkIsNeverFollowedByAnyCommand() throws {
        let (sandbox, remote, link, _) = try journalWithCommittedLink()
        let linkPath = sandbox.journal.appendingPathComponent(link).path
        #expect(
            (try? FileManager.default.destinationOfSymbolicLink(atPath: linkPath)) != nil,
            "git pull writes a committed link as a real symlink (core.symlinks)")

        for arguments in [
            ["list"], ["list", "--json"], ["show", "0badc0de"], ["show", "0badc0de", "--raw"], ["search", "PRIVATE"],
            ["search", "secret-material"], ["share", "0badc0de"], ["export"], ["export", "--format", "txt"],
            ["export", "--format", "markdown"],
        ] {
            let result = try sandbox.run(arguments)
            #expect(!result.stdout.contains("PRIVATE KEY"), "\(arguments): \(result)")
            #expect(!result.stderr.contains("PRIVATE KEY"), "\(arguments): \(result)")
        }
        let list = try sandbox.run("list")
        #expect(list.stdout.contains("Picnic"))

        // Editing it is refused before an editor opens; nothing is committed.
        let editor = try sandbox.script("editor", #"printf 'changed\n' >> "$1""#)
        let edit = try sandbox.run("edit", "0badc0de", environment: ["EDITOR": editor])
        #expect(edit.status != 0)

        // doctor names it and --fix leaves it alone: the secret is never committed or pushed.
        let doctor = try sandbox.run("doctor")
        #expect(doctor.status == 1, "\(doctor)")
        #expect(doctor.stdout.contains("symbolic link"), "\(doctor)")
        #expect(doctor.stdout.contains(link), "\(doctor)")
        #expect(try sandbox.run("doctor", "--fix").stdout.contains(link))
        #expect(try sandbox.run("sync").status == 0)
        let pushed = try CommandRunner.git(["log", "-p", "--all"], in: remote.url).stdout
        #expect(!pushed.contains("PRIVATE KEY"))
        let local = try CommandRunner.git(["log", "-p", "--all"], in: sandbox.journal).stdout
        #expect(!local.contains("PRIVATE KEY"))
        #expect(try CommandRunner.git(["ls-tree", "HEAD", link], in: sandbox.journal).stdout.hasPrefix("120000"))
    }

    @Test func aSymlinkCheckedOutAsAPlainFileIsHarmlessAndNamedByDoctor() throws {
        // With core.symlinks=false a checkout writes the link as a small file holding the
        // target's path: reading it shows a path, never the target's contents.
        let (sandbox, _, link, secretFile) = try journalWithCommittedLink()
        let linkURL = sandbox.journal.appendingPathComponent(link)
        try FileManager.default.removeItem(at: linkURL)
        try secretFile.path.write(to: linkURL, atomically: false, encoding: .utf8)
        #expect(try sandbox.git("config", "core.symlinks", "false").succeeded)
        let show = try sandbox.run("show", "0badc0de")
        #expect(!show.stdout.contains("PRIVATE KEY"), "\(show)")
        let doctor = try sandbox.run("doctor")
        #expect(doctor.stdout.contains("symbolic link") && doctor.stdout.contains(link), "\(doctor)")
    }

    @Test func aSymlinkedMonthFolderIsNeitherReadNorWrittenThrough() throws {
        let sandbox = Sandbox()
        _ = try sandbox.newEntry("Real entry")
        let elsewhere = TemporaryDirectory("ilgi-elsewhere")
        _ = try elsewhere.write("Outside\n\nnot the journal's\n", to: "5eed0000-0000-4000-8000-000000000002.txt")
        try FileManager.default.createDirectory(
            at: sandbox.journal.appendingPathComponent("2025"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: sandbox.journal.appendingPathComponent("2025/01").path, withDestinationPath: elsewhere.path)

        let list = try sandbox.run("list")
        #expect(list.stdout.contains("Real entry"))
        #expect(!list.stdout.contains("Outside"), "\(list)")
        #expect(try sandbox.run("show", "5eed0000").status != 0)

        let new = try sandbox.run("new", "Backdated", "-m", "body", "--date", "2025-01-15")
        #expect(new.status == 1, "\(new)")
        #expect(new.stderr.contains("2025/01 is a symbolic link; ilgi never follows it"), "\(new)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere.path).count == 1)

        let doctor = try sandbox.run("doctor")
        #expect(doctor.stdout.contains("symbolic link") && doctor.stdout.contains("2025/01"), "\(doctor)")
        // Issue 23: doctor's look for files named almost like entries followed the link and
        // listed what lies outside the journal; the one walk of YYYY/MM never does.
        _ = try elsewhere.write("Outside\n", to: "5EED0000-0000-4000-8000-000000000003.txt")
        let again = try sandbox.run("doctor")
        #expect(!again.stdout.contains("5EED0000"), "\(again)")
    }
}

/// Text that would drive a terminal: set the title, clear the screen, write the clipboard.
private let payloads = ["\u{1B}]0;pwned\u{07}", "\u{1B}[2J", "\u{1B}]52;c;cHduZWQ=\u{07}", "\u{9B}31m", "\u{7F}"]
private let body = "Before " + payloads.joined(separator: " ") + " after"
/// How `body` looks once made harmless.
private let shown = "Before ^[]0;pwned^G ^[[2J ^[]52;c;cHduZWQ=^G ^[[31m ^? after"

@Suite struct TerminalEscapeTests {
    private func journalWithHostileEntry() throws -> (Sandbox, id: String) {
        let sandbox = Sandbox()
        let id = try sandbox.newEntry("Title \u{1B}]0;pwned\u{07}", body: "first")
        let editor = try sandbox.script(
            "editor", "printf '%s\\n' " + shellQuoted("Title \u{1B}]0;pwned\u{07}\n\n" + body) + " > \"$1\"")
        #expect(try sandbox.run("edit", id, environment: ["EDITOR": editor]).status == 0)
        return (sandbox, id)
    }

    private func shellQuoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    /// True when `text` holds a control character other than a line feed or a tab (so also
    /// any escape sequence).
    private func hasControl(_ text: String) -> Bool {
        text.unicodeScalars.contains {
            ($0.value < 0x20 && $0 != "\n" && $0 != "\t") || (0x7F...0x9F).contains($0.value)
        }
    }

    @Test func everyViewShowsControlCharactersInCaretNotationWhenPiped() throws {
        let (sandbox, id) = try journalWithHostileEntry()
        for arguments in [
            ["show", id], ["search", "after"], ["log"], ["log", id], ["share", id],
            ["share", id, "--format", "markdown"],
            ["diff", id], ["list"], ["deleted"],
        ] {
            let result = try sandbox.run(arguments)
            #expect(result.status == 0, "\(arguments): \(result)")
            #expect(!hasControl(result.stdout), "\(arguments): \(result.stdout.debugDescription)")
            #expect(!hasControl(result.stderr), "\(arguments): \(result.stderr.debugDescription)")
        }
        #expect(try sandbox.run("show", id).stdout.contains(shown))
        #expect(try sandbox.run("show", id).stdout.contains("Title ^[]0;pwned^G"))
        #expect(try sandbox.run("search", "after").stdout.contains("^[]0;pwned^G"))
        #expect(try sandbox.run("log").stdout.contains("Title ^[]0;pwned^G"))
        #expect(try sandbox.run("diff", id).stdout.contains("+" + shown))
        #expect(try sandbox.run("share", id).stdout.contains(shown))
        // An id typed by a person is echoed in an error the same way.
        let missing = try sandbox.run("show", "abcd\u{1B}[2J")
        #expect(missing.stderr.contains("abcd^[[2J"), "\(missing)")
    }

    @Test func colourStaysButOnlyThePalettesOwnSequencesPass() throws {
        let (sandbox, id) = try journalWithHostileEntry()
        for arguments in [["show", id], ["search", "after"], ["log"], ["diff", id], ["list"]] {
            let output = try sandbox.run(arguments + ["--color", "always"]).stdout
            #expect(output.contains("\u{1B}["), "\(arguments): colour is kept")
            #expect(
                !output.contains("\u{1B}]") && !output.contains("\u{1B}[2J") && !output.contains("\u{9B}"),
                "\(arguments)")
            #expect(output.contains("^[]0;pwned^G"), "\(arguments): \(output.debugDescription)")
        }
    }

    @Test func theDataOutputsKeepTheBytes() throws {
        let (sandbox, id) = try journalWithHostileEntry()
        #expect(try sandbox.run("show", id, "--raw").stdout.contains(body))
        let json = try sandbox.run("show", id, "--json")
        if json.status == 0 { #expect(!json.stdout.contains("^[")) }
        #expect(try sandbox.run("list", "--json").stdout.contains("\\u001b]0;pwned\\u0007"))
        #expect(try sandbox.run("export", "--format", "txt").stdout.contains(body))
        let file = sandbox.home.appending("shared.txt")
        #expect(try sandbox.run("share", id, "-o", file.path).status == 0)
        #expect(try String(contentsOf: file, encoding: .utf8).contains(body))
        let files = try Sandbox.files(in: sandbox.journal)
        #expect(files.values.contains { $0.contains(body) }, "the entry file keeps every byte")
    }

    @Test(.enabled(if: TerminalSession.isAvailable, "needs tmux"))
    func onARealTerminalNothingSetsTheTitleClearsTheScreenOrWritesTheClipboard() throws {
        let (sandbox, id) = try journalWithHostileEntry()
        var environment = sandbox.environment
        environment["ILGI_PAGER"] = "cat"
        // Issue 36: the outputs that keep the bytes for a pipe (show --raw, a text export) show
        // them on a terminal too, never obey them.
        for command in [
            "show \(id)", "search after", "log", "share \(id)", "diff \(id)", "list", "show \(id) --raw",
            "export --format txt", "export --format markdown",
        ] {
            let session = try TerminalSession(
                "tmux set -s set-clipboard on; echo MARK-BEFORE; '\(Sandbox.binary)' \(command) --color always",
                environment: environment)
            #expect(try session.exitStatus() == 0, "\(command)")
            let screen = try session.screen()
            #expect(screen.contains("MARK-BEFORE"), "\(command): the screen was cleared:\n\(screen)")
            #expect(screen.contains("^[]0;pwned^G"), "\(command):\n\(screen)")
            #expect(try session.display("#{pane_title}") != "pwned", "\(command) set the window title")
            #expect(try session.display("#{buffer_size}").isEmpty, "\(command) wrote the clipboard")
        }
    }
}

@Suite struct HostileGitConfigTests {
    /// Every command ilgi has that a journal with a hostile `.git/config` could reach; none
    /// may run the programs that config names.
    @Test func aJournalsOwnGitConfigRunsNothingThroughIlgi() throws {
        let sandbox = Sandbox()
        let id = try sandbox.newEntry("Entry", body: "text")
        let remote = try BareRemote()
        #expect(try sandbox.run("remote", "add", "origin", remote.url.path).status == 0)
        let marker = TemporaryDirectory("ilgi-pwned")
        let pwned = marker.appending("pwned-\(UUID().uuidString)")
        let touch = "touch \(pwned.path)"
        for (key, value) in [
            ("core.fsmonitor", touch), ("core.pager", touch), ("core.editor", touch), ("diff.external", touch),
            ("core.sshCommand", touch), ("core.hooksPath", marker.path), ("core.alternateRefsCommand", touch),
            ("uploadpack.packObjectsHook", touch), ("alias.fsck", "!" + touch), ("alias.credential", "!" + touch),
        ] {
            #expect(try sandbox.git("config", key, value).succeeded)
        }
        for hook in [
            "pre-commit", "post-commit", "commit-msg", "pre-push", "post-merge", "post-checkout",
            "reference-transaction",
        ] {
            let script = "printf '#!/bin/sh\\n%s\\n' \"$2\" > \"$1\" && chmod +x \"$1\""
            _ = try CommandRunner.run("/bin/sh", ["-c", script, "sh", marker.appending(hook).path, touch])
            _ = try CommandRunner.run(
                "/bin/sh",
                ["-c", script, "sh", sandbox.journal.appendingPathComponent(".git/hooks/" + hook).path, touch])
        }
        let editor = try sandbox.script("editor", #"printf 'more\n' >> "$1""#)
        for arguments in [
            ["doctor"], ["doctor", "--fix"], ["list"], ["show", id], ["search", "text"], ["log"], ["diff", id],
            ["share", id],
            ["export"], ["new", "Second", "-m", "body"], ["edit", id], ["delete", id, "--yes"], ["restore", id],
            ["sync"],
            ["git", "status"],
        ] {
            let result = try sandbox.run(arguments, environment: ["EDITOR": editor])
            #expect(result.status == 0, "\(arguments): \(result)")
            #expect(!FileManager.default.fileExists(atPath: pwned.path), "\(arguments) ran a program from .git/config")
        }
        // The same config does run through plain git: the test would notice.
        _ = try CommandRunner.git(["status"], in: sandbox.journal)
        #expect(FileManager.default.fileExists(atPath: pwned.path), "git itself runs core.fsmonitor")
    }
}
