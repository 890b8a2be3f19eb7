import Foundation
import IlgiTestSupport
import Testing

/// The remote, part two: what a host can do with the history and the words it holds, on this
/// machine and on a second one. Each test is one push a hostile host could make without the
/// key (docs/FORMAT.md, "What a remote cannot do").
@Suite struct HostileRemoteHistoryTests {
    // MARK: Once encrypted, encrypted everywhere

    @Test func aFreshCloneOfAnEncryptedJournalWhoseAttributesWereDeletedIsLocked() throws {
        let scene = try HostileScene(encrypted: true)
        try scene.push("Tidy up", "git rm -q .gitattributes && git commit -qm 'Tidy up'")
        let second = try scene.secondMachine()
        let status = try second.run("crypt", "status")
        #expect(status.stdout.contains("Encrypted, and locked"), "\(status)")
        let written = try second.run("new", "Second machine", "-m", "LEAK-2f9 words")
        #expect(written.status == 1 && written.stderr.contains("ilgi crypt unlock"), "\(written)")
        let unlocked = try second.run("crypt", "unlock", scene.exportedKey())
        #expect(unlocked.status == 0, "\(unlocked)")
        #expect(try second.run("list").stdout.contains("Entry 1"))
        try scene.expectRemoteHolds(none: "LEAK-2f9")
    }

    @Test func aLockedCloneThatPulledTheDeletionWithPlainGitWritesNothing() throws {
        let scene = try HostileScene(encrypted: true)
        let second = try scene.secondMachine()
        try scene.push("Tidy up", "git rm -q .gitattributes && git commit -qm 'Tidy up'")
        let pulled = try CommandRunner.git(["pull", "-q", "--ff-only"], in: second.journal)
        #expect(pulled.succeeded, "\(pulled)")
        let written = try second.run("new", "Second machine", "-m", "LEAK-8d1 words")
        #expect(written.status == 1 && written.stderr.contains("encrypted"), "\(written)")
        let synced = try second.run("sync")
        #expect(synced.status == 1, "\(synced)")
        try scene.expectRemoteHolds(none: "LEAK-8d1")
    }

    @Test(arguments: [
        ("a line that turns the filter off", "echo '[0-9][0-9][0-9][0-9]/** -filter -diff' >> .gitattributes"),
        ("a folder's own rules", "mkdir -p 2026 && printf '* -filter -diff\\n' > 2026/.gitattributes && git add -A"),
        ("a macro", "echo '[0-9][0-9][0-9][0-9]/** binary' >> .gitattributes"),
        ("another filter", "echo '[0-9][0-9][0-9][0-9]/**/*.txt filter=plain' >> .gitattributes"),
    ])
    func attributesThatTakeEntriesOutOfTheFilterAreRefusedByName(what: String, change: String) throws {
        let scene = try HostileScene(encrypted: true)
        let culprit = try scene.push(what, change + " && git commit -qam Attributes")
        let sync = try scene.sync()
        #expect(sync.status == 1, "\(what): \(sync)")
        #expect(sync.stderr.contains("commit \(culprit.prefix(8))"), "\(what): \(sync)")
        #expect(sync.stderr.contains("the journal stays encrypted"), "\(what): \(sync)")
        try scene.expectStillEncrypted()
    }

    @Test func aCommentInTheAttributesIsTaken() throws {
        let scene = try HostileScene(encrypted: true)
        try scene.push("Comment", "echo '# a note' >> .gitattributes && git commit -qam Comment")
        let sync = try scene.sync()
        #expect(sync.status == 0, "\(sync)")
        #expect(sync.stderr.contains("Received 1 other file"), "a fast-forward is never 'Already in sync': \(sync)")
        try scene.expectStillEncrypted()
    }

    // MARK: One entry, one ciphertext

    @Test func anotherEntrysCiphertextCopiedOverExistingEntriesIsLeftOut() throws {
        let scene = try HostileScene(encrypted: true, entries: 3)
        let source = scene.entryPath
        try scene.push(
            "Replay",
            "oid=$(git rev-parse HEAD:\(source)); for p in $(git ls-files '2026/*/*.txt' | grep -v \(scene.id)); do"
                + " git update-index --cacheinfo 100644,$oid,$p; done; git commit -qm Replay")
        let sync = try scene.sync()
        #expect(sync.status == 0, "\(sync)")
        #expect(
            sync.stderr.components(separatedBy: "the ciphertext of another entry (\(source))").count == 3, "\(sync)")
        let list = try scene.sandbox.run("list").stdout
        for number in 1...3 { #expect(list.contains("Entry \(number)"), "\(list)") }
        try scene.expectStillEncrypted()
    }

    @Test func anotherEntrysCiphertextAtANewPathIsLeftOut() throws {
        let scene = try HostileScene(encrypted: true)
        let source = scene.entryPath
        let copy = (source as NSString).deletingLastPathComponent + "/0badc0de-0000-4000-8000-000000000001.txt"
        try scene.push(
            "Replay",
            "git update-index --add --cacheinfo 100644,$(git rev-parse HEAD:\(source)),\(copy) && git commit -qm Replay"
        )
        let sync = try scene.sync()
        #expect(sync.status == 0, "\(sync)")
        #expect(sync.stderr.contains("\(copy): the ciphertext of another entry (\(source))"), "\(sync)")
        #expect(try scene.sandbox.run("list").stdout.split(separator: "\n").count == 1)
    }

    // MARK: The guard counts words

    @Test(arguments: [
        ("a dot", "echo . > \"$f\""),
        (
            "the title and the date",
            "{ head -n 1 \"$f\"; printf '\\nCreated: 2026-11-20T10:00:00Z\\n'; } > t && mv t \"$f\""
        ),
    ])
    func blankingEveryEntryStopsTheSyncUntilYes(what: String, blank: String) throws {
        let scene = try HostileScene(entries: 12)
        let culprit = try scene.push(
            what, "for f in $(git ls-files '2026/*/*.txt'); do \(blank); done && git commit -qam Blank")
        let sync = try scene.sync()
        #expect(sync.status == 1, "\(what): \(sync)")
        #expect(sync.stderr.contains("would empty 12 of this journal's 12 entries"), "\(what): \(sync)")
        #expect(sync.stderr.contains(String(culprit.prefix(8))) && sync.stderr.contains("ilgi sync --yes"), "\(sync)")
        #expect(try scene.sandbox.run("search", "words").stdout.split(separator: "\n").count >= 12)
        try scene.sandbox.expectHealthyJournal()
        let yes = try scene.sync("--yes")
        #expect(yes.status == 0, "\(yes)")
        #expect(yes.stderr.contains("Received 12 changed entries (0 words added, "), "\(yes)")
    }

    @Test func aFewEditsThatShortenEntriesNeedNoQuestion() throws {
        let scene = try HostileScene(entries: 12)
        try scene.push(
            "Edit", "f=$(git ls-files '2026/*/*.txt' | head -n 1); echo . > \"$f\" && git commit -qam 'One emptied'")
        let sync = try scene.sync()
        #expect(sync.status == 0, "\(sync)")
    }

    @Test func manyFilesLeftOutAreNamedTwentyAtATime() throws {
        let scene = try HostileScene(encrypted: true)
        try scene.push(
            "Planted",
            "mkdir -p 2026/11 && for n in $(seq 10 34); do"
                + " printf 'Planted\\n\\nwords\\n' > 2026/11/0badc0de-0000-4000-8000-0000000000$n.txt; done"
                + " && git add -A && git commit -qm Planted")
        let sync = try scene.sync()
        #expect(sync.status == 0, "\(sync)")
        #expect(sync.stderr.contains("Left out 25 files"), "\(sync)")
        #expect(sync.stderr.components(separatedBy: "not encrypted with this journal's key").count == 21, "\(sync)")
        #expect(sync.stderr.contains("and 5 more; the commit that left them out names every one"), "\(sync)")
    }

    // MARK: Hostile names

    @Test(arguments: ["../escape.txt", "2026/11/../escape.txt", "2026/./x.txt"])
    func aNameNoFileCanHaveIsLeftOutAndSyncGoesOn(path: String) throws {
        let scene = try HostileScene()
        let blob = try scene.attackerGit("hash-object", "-w", "--stdin", stdin: "escaped\n")
        try scene.graft(path: path, mode: "100644", type: "blob", object: blob, message: "Dots")
        let sync = try scene.sync()
        #expect(sync.status == 0, "\(sync)")
        #expect(sync.stderr.contains("\(path): a name no file can have"), "\(sync)")
        #expect(try scene.sync().status == 0, "and every sync after it goes on")
        try scene.sweep()
    }
}

extension HostileScene {
    /// A second machine: a fresh HOME whose default journal is a plain `git clone` of the
    /// remote, as a user would make it.
    func secondMachine() throws -> Sandbox {
        let second = Sandbox()
        let cloned = try CommandRunner.git(["clone", "-q", remote.url.path, second.journal.path], in: second.home.url)
        #expect(cloned.succeeded, "\(cloned)")
        return second
    }

    /// The journal's key, written to a file in the first machine's HOME.
    func exportedKey() throws -> String {
        let path = sandbox.home.url.appendingPathComponent("key-\(UUID().uuidString)").path
        let exported = try sandbox.run("crypt", "export-key", path)
        #expect(exported.status == 0, "\(exported)")
        return path
    }

    /// No object the remote holds, in any commit, says `words`.
    func expectRemoteHolds(none words: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let everything = try CommandRunner.git(["log", "-p", "--all", "--format=%B"], in: remote.url).stdout
        #expect(!everything.contains(words), sourceLocation: sourceLocation)
        let grep = try CommandRunner.git(["grep", "-I", "-c", words, "main"], in: remote.url)
        #expect(!grep.succeeded, "\(grep)", sourceLocation: sourceLocation)
    }
}

/// Text from elsewhere reaching the system, a script or an assistant: bounded, escaped,
/// refused where it could become a command.
@Suite struct HostileTextTests {
    @Test func jsonOutputEscapesC1ControlsAsWellAsC0() throws {
        let sandbox = Sandbox()
        _ = try sandbox.newEntry("Controls", body: "csi \u{9B}31m and osc \u{9D}0;x and bell \u{07}")
        for format in ["--json", "--jsonl"] {
            for command in [["list", format], ["search", "csi", format]] {
                let result = try sandbox.run(command)
                #expect(result.status == 0, "\(command): \(result)")
                #expect(
                    result.stdout.contains(#"csi \u009b31m and osc \u009d0;x and bell \u0007"#), "\(command): \(result)"
                )
                #expect(!result.stdout.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" }, "\(command)")
                #expect(!result.stdout.unicodeScalars.contains { (0x80...0x9F).contains($0.value) }, "\(command)")
            }
        }
    }

    @Test(arguments: ["sync", "nudge", "serve"])
    func aJournalPathWithALineBreakInstallsNothingForTheSystem(command: String) throws {
        let sandbox = Sandbox()
        let journal = sandbox.home.url.appendingPathComponent("diary\nExecStartPre=/bin/touch /tmp/ilgi-pwned").path
        #expect(try sandbox.run("--journal", journal, "new", "A path", "-m", "with a line break").status == 0)
        let installed = try sandbox.run("--journal", journal, command, "--install")
        #expect(installed.status == 2, "\(installed)")
        #expect(installed.stderr.contains("holds a line break or another control character"), "\(installed)")
        #expect(!installed.stdout.contains("ExecStartPre"), "no crontab line either: \(installed)")
        let units = sandbox.home.url.appendingPathComponent(".config/systemd/user").path
        #expect((try? FileManager.default.contentsOfDirectory(atPath: units)) ?? [] == [])
    }

    @Test func anAssistantsOversizedRequestIsRefusedAtOnceAndWhatItSentIsNotEchoed() throws {
        let sandbox = Sandbox()
        let id = try sandbox.newEntry(
            "Near misses", body: "< /journal-data> and \u{FF1C}/journal-data\u{FF1E} and </journal\u{AD}-data> here")
        let huge = String(repeating: "a", count: 2 << 20)
        let requests = [
            #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"t","version":"1"}}}"#,
            #"{"jsonrpc":"2.0","method":"notifications/initialized"}"#,
            #"{"jsonrpc":"2.0","id":7,"method":"tools/call","params":{"name":"read_entry","arguments":{"id":"\#(huge)"}}}"#,
            #"{"jsonrpc":"2.0","id":8,"method":"tools/call","params":{"name":"read_entry","arguments":{"id":"\#(String(repeating: "b", count: 500))"}}}"#,
            #"{"jsonrpc":"2.0","id":9,"method":"tools/call","params":{"name":"read_entry","arguments":{"id":"\#(id)"}}}"#,
            #"{"jsonrpc":"2.0","id":10,"method":"resources/list","params":{}}"#,
        ]
        let served = try sandbox.run(["mcp"], stdin: requests.joined(separator: "\n") + "\n")
        let answers = served.stdout.split(separator: "\n").map(String.init)
        let refusal = try #require(answers.first { $0.contains(#""id":7"#) }, "\(served.stderr)")
        #expect(refusal.contains(#""code":-32600"#) && refusal.contains("1 MiB"), "\(refusal)")
        let missing = try #require(answers.first { $0.contains(#""id":8"#) })
        #expect(missing.contains(String(repeating: "b", count: 99) + "…"), "\(missing)")
        #expect(!missing.contains(String(repeating: "b", count: 101)), "\(missing)")
        let read = try #require(answers.first { $0.contains(#""id":9"#) })
        let text = try #require(
            (try JSONSerialization.jsonObject(with: Data(read.utf8)) as? [String: Any]).flatMap {
                (($0["result"] as? [String: Any])?["content"] as? [[String: Any]])?.first?["text"] as? String
            })
        let data = try #require(text.components(separatedBy: "<journal-data>\n").last)
        #expect(data.hasSuffix("\n</journal-data>"), "\(text)")
        let inside = data.dropLast("\n</journal-data>".count)
        #expect(!inside.contains("<") && !inside.contains("\u{FF1C}"), "no closing tag, near or far: \(inside)")
        let listed = try #require(answers.first { $0.contains(#""id":10"#) })
        #expect(!listed.contains("Near misses"), "a title never stands outside the wrapper: \(listed)")
    }
}

/// An entry of hundreds of megabytes that got into the work tree some other way than a sync
/// (a plain `git pull`, a copy): every command that reads one entry stays in bounded memory.
@Suite struct HugeLocalEntryTests {
    @Test func everyReaderOfOneEntryStaysUnder200MBAndSaysWhereTheRestIs() throws {
        let sandbox = Sandbox()
        _ = try sandbox.newEntry("Small", body: "a few words")
        let path = "2026/11/0badc0de-0000-4000-8000-000000000abd.txt"
        let made = try CommandRunner.run(
            "/bin/sh",
            [
                "-c",
                "mkdir -p 2026/11 && { printf 'Enormous\\n\\n'; head -c \(300 << 20) /dev/zero | tr '\\0' 'a';"
                    + " printf '\\n\\nCreated: 2026-11-20T10:00:00Z\\n'; } > \(path) && git add -A"
                    + " && git -c user.name=T -c user.email=t@example.com commit -qm Huge",
            ], in: sandbox.journal)
        #expect(made.succeeded, "\(made)")
        let readers: [[String]] = [
            ["show", "0badc0de"], ["show", "0badc0de", "--raw"], ["share", "0badc0de"],
            ["share", "0badc0de", "--format", "json"], ["share", "0badc0de", "--format", "html"],
            ["export", "--format", "json"],
        ]
        for arguments in readers {
            let (result, peak) = try Self.measured(sandbox, arguments)
            #expect(result.status == 0, "\(arguments): \(result.stderr)")
            #expect(peak < 200 * 1024, "\(arguments) took \(peak) KB")
            #expect(result.stdout.utf8.count < 9 << 20, "\(arguments): the first 8 MiB")
            if arguments[0] != "export" {
                #expect(result.stderr.contains("this entry's file is 300 MiB"), "\(arguments): \(result.stderr)")
                #expect(result.stderr.contains(path), "\(arguments): \(result.stderr)")
            }
        }
        let exported = try Self.measured(sandbox, ["export", "--format", "json"]).result.stdout
        #expect(exported.contains(#""fileBytes" : 314572842"#), "the record says the file is larger")
        let edit = try Self.measured(sandbox, ["edit", "0badc0de"], environment: ["EDITOR": "true"])
        #expect(edit.result.status == 1 && edit.result.stderr.contains("cannot be edited here"), "\(edit.result)")
        #expect(edit.peak < 200 * 1024, "edit took \(edit.peak) KB")
        let requests = [
            #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"t","version":"1"}}}"#,
            #"{"jsonrpc":"2.0","method":"notifications/initialized"}"#,
            #"{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"read_entry","arguments":{"id":"0badc0de"}}}"#,
        ]
        let mcp = try Self.measured(sandbox, ["mcp"], stdin: requests.joined(separator: "\n") + "\n")
        #expect(mcp.peak < 200 * 1024, "ilgi mcp took \(mcp.peak) KB")
        #expect(mcp.result.stdout.contains(#""fileBytes":314572842"#), "\(mcp.result.stdout.prefix(600))")
    }

    /// Runs ilgi under GNU time; its result and peak memory in kilobytes.
    static func measured(
        _ sandbox: Sandbox, _ arguments: [String], stdin: String? = nil, environment: [String: String] = [:]
    ) throws -> (result: CommandResult, peak: Int) {
        let report = sandbox.home.url.appendingPathComponent("time-\(UUID().uuidString).log").path
        var merged = sandbox.environment
        merged.merge(environment) { $1 }
        let result = try CommandRunner.run(
            "/usr/bin/time", ["-f", "%M", "-o", report, Sandbox.binary] + arguments, in: sandbox.home.url,
            environment: merged, stdin: stdin, timeout: 300)
        let lines = ((try? String(contentsOfFile: report, encoding: .utf8)) ?? "").split(separator: "\n")
        return (result, Int(lines.last ?? "") ?? .max)
    }
}

/// A sync that brings many entries is stopped, by a Ctrl-C or SIGTERM or by a crash, at any
/// point: the journal is as it was before it began (or as the sync left it, once done), never
/// between, and the next sync takes everything.
@Suite struct InterruptedSyncTests {
    static let brought = 40

    /// A journal with one entry, synced, and a remote that has `brought` more, pushed from
    /// another machine.
    static func journalAwaiting() throws -> (BareRemote, Sandbox, head: String) {
        let (remote, other, here) = try HealingTests.twoMachinesInSync()
        for number in 1...brought {
            #expect(try other.run(["new", "Brought \(number)", "-m", "from the other machine"]).status == 0)
        }
        #expect(try other.run("sync").status == 0)
        let head = try CommandRunner.git(["rev-parse", "HEAD"], in: here.journal).stdout
        return (remote, here, head)
    }

    /// After the next command (a read, which puts right what a killed one left), the journal
    /// holds what it held before the sync, or all the sync brought.
    static func expectAsBeforeOrDone(_ here: Sandbox, head: String, _ label: String) throws {
        let list = try here.run("list")
        let now = try CommandRunner.git(["rev-parse", "HEAD"], in: here.journal).stdout
        let files = here.entryFiles().count
        #expect(
            (now == head && files == 1) || (now != head && files == 1 + brought),
            "\(label): HEAD moved \(now != head), \(files) entry files")
        #expect(try GitChecks.status(here.journal) == "", "\(label)")
        #expect(list.status == 0 && list.stdout.split(separator: "\n").count == files, "\(label): \(list)")
        let again = try here.run("sync")
        #expect(again.status == 0, "\(label): \(again)")
        #expect(here.entryFiles().count == 1 + brought, "\(label)")
        try here.expectHealthyJournal()
    }

    /// `renameat` 1 to 40 move the 40 new files into place (ahead of the transaction): a
    /// SIGTERM at any of them, to the process or to the thread at work, stops the sync, which
    /// takes them back and then dies of it. Past the last there is no such call, and the sync
    /// finishes.
    @Test(arguments: [(1, true), (12, true), (30, true), (40, true), (41, false), (50, false)])
    func aSyncStoppedBySIGTERMAtAnyFileLeavesTheJournalWhole(call: Int, stops: Bool) throws {
        guard Strace.isAvailable else { return }
        let (remote, here, head) = try Self.journalAwaiting()
        defer { withExtendedLifetime(remote) {} }
        let stopped = try Strace.kill(here, at: "renameat", call: call, with: "TERM", ["sync"])
        if stops {
            #expect(stopped.status == 128 + SIGTERM, "renameat \(call): stopped, not finished: \(stopped)")
            let now = try CommandRunner.git(["rev-parse", "HEAD"], in: here.journal).stdout
            #expect(now == head, "renameat \(call): HEAD as before")
        } else {
            #expect(stopped.status == 128 + SIGTERM || stopped.status == 0, "renameat \(call): \(stopped)")
        }
        try Self.expectAsBeforeOrDone(here, head: head, "renameat \(call)")
    }

    @Test(.enabled(if: Sandbox.hasCrashPoints, "a release build has no crash points"))
    func aSyncKilledAfterWritingAheadLeavesNoFileBehind() throws {
        let (remote, here, head) = try Self.journalAwaiting()
        defer { withExtendedLifetime(remote) {} }
        let killed = try here.run(["sync"], environment: ["ILGI_TEST_CRASH_AT": "prewritten"])
        #expect(killed.status == 128 + SIGKILL, "\(killed)")
        #expect(here.entryFiles().count == 1 + Self.brought, "written ahead, not yet taken")
        // The next command, a read, removes them: they are no version of the journal.
        try Self.expectAsBeforeOrDone(here, head: head, "killed after writing ahead")
    }
}
