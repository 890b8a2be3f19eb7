import Foundation
import IlgiTestSupport
import Testing

@testable import ilgi

@Suite struct ReadingTests {
    @Test func listShowsIdDateWeatherTitleAndPreviewNewestFirst() throws {
        let sandbox = Sandbox()
        let older = try sandbox.newEntry("Beach", body: "It was sunny.\nWe walked.", extra: ["--date", "2024-11-01"])
        let newer = try sandbox.run(
            "new", stdin: "Rain\n\nUmbrella lost.\n\nCreated: 2024-11-22T15:45:00+09:00\nWeather: 10d\n"
        ).stdout.trimmingCharacters(in: .newlines)
        let result = try sandbox.run("list")
        #expect(result.status == 0)
        #expect(
            result.stdout == """
                \(newer.prefix(8))  November 22, 2024  🌦️  Rain  Umbrella lost.
                \(older.prefix(8))  November 1, 2024       Beach  It was sunny. We walked.

                """)
        #expect(try sandbox.run().stdout == result.stdout, "ilgi with no command lists")
    }

    @Test func listFitsTheTerminalWidthCountingHangulAsTwoColumns() throws {
        let sandbox = Sandbox()
        _ = try sandbox.newEntry("비 오는 월요일", body: "우산을 잃어버렸다. 그래도 좋은 하루였다.", extra: ["--date", "2024-11-01"])
        let line = try sandbox.run("list", environment: ["COLUMNS": "54"]).stdout
            .trimmingCharacters(in: .newlines)
        // 32 columns before the title (8 id, 16 date, 2 weather, three gaps of 2), 14 for the
        // title, 2 between: 6 left for the preview, "우산" and "…" are 5 of them.
        #expect(line.hasSuffix("  비 오는 월요일  우산…"))
        #expect(DisplayWidth.of(line) <= 54)
    }

    @Test func listTakesALimitAndDateAndTagFilters() throws {
        let sandbox = Sandbox()
        _ = try sandbox.newEntry("First", body: "@work", extra: ["--date", "2026-11-01"])
        _ = try sandbox.newEntry("Second", body: "@home", extra: ["--date", "2026-11-02"])
        _ = try sandbox.newEntry("Third", body: "@work @home", extra: ["--date", "2026-11-03"])
        func titles(_ arguments: String...) throws -> [String] {
            let result = try sandbox.run(["list", "--json"] + arguments)
            #expect(result.status == 0, "\(result)")
            let records = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]] ?? []
            return records.compactMap { $0["title"] as? String }
        }
        #expect(try titles() == ["Third", "Second", "First"])
        #expect(try titles("-n", "2") == ["Third", "Second"])
        #expect(try titles("--since", "2026-11-02") == ["Third", "Second"])
        #expect(try titles("--until", "2026-11-02") == ["Second", "First"])
        #expect(try titles("--on", "2026-11-02") == ["Second"])
        #expect(try titles("--tag", "work") == ["Third", "First"])
        #expect(try titles("--tag", "@work", "--tag", "home") == ["Third"])
    }

    @Test func listJsonHasStableFields() throws {
        let sandbox = Sandbox()
        let id = try sandbox.newEntry("Title", body: "Body @tag", extra: ["--date", "2026-11-22 15:45"])
        let result = try sandbox.run("list", "--json")
        let records = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
        let record = try #require(records.first)
        #expect(
            Set(record.keys) == [
                "id", "title", "body", "created", "weather", "tags", "starred", "path", "location", "fields",
            ])
        #expect(record["id"] as? String == id)
        #expect(record["created"] as? String == "2026-11-22T15:45:00+00:00")
        #expect(record["weather"] is NSNull)
        #expect(record["tags"] as? [String] == ["tag"])
    }

    @Test func anEmptyJournalSaysHowToStart() throws {
        let sandbox = Sandbox()
        let result = try sandbox.run("list")
        #expect(result.status == 0)
        #expect(result.stdout == "")
        #expect(result.stderr.contains("ilgi new"))
    }

    @Test func showPrintsTheEntryAndRawPrintsTheFile() throws {
        let sandbox = Sandbox()
        let id = try sandbox.newEntry("Title", body: "Line one\nLine two", extra: ["--date", "2026-11-22 15:45"])
        let show = try sandbox.run("show", String(id.prefix(4)))
        // ICU puts a narrow no-break space before AM/PM.
        #expect(show.stdout == "Title\nNovember 22, 2026 at 3:45\u{202F}PM · \(id.prefix(8))\n\nLine one\nLine two\n")
        let raw = try sandbox.run("show", id, "--raw")
        #expect(raw.stdout == "Title\n\nLine one\nLine two\n\nCreated: 2026-11-22T15:45:00+00:00\n")
    }

    @Test func theJournalFolderComesFromTheOptionTheEnvironmentOrXDG() throws {
        let sandbox = Sandbox()
        let xdg = sandbox.home.appending("data")
        let viaXDG = try sandbox.run(["new", "XDG"], environment: ["XDG_DATA_HOME": xdg.path])
        #expect(viaXDG.status == 0)
        #expect(sandbox.entryFiles(in: xdg.appendingPathComponent("ilgi")).count == 1)

        let custom = sandbox.home.appending("custom")
        try sandbox.run(["new", "Env"], environment: ["ILGI_JOURNAL": custom.path])
        try sandbox.run(["--journal", "~/flag", "new", "Flag"])
        #expect(sandbox.entryFiles(in: custom).count == 1)
        #expect(sandbox.entryFiles(in: sandbox.home.appending("flag")).count == 1)
        #expect(sandbox.entryFiles().isEmpty)
    }

    /// Issue 23: `list --jsonl` was refused ("Unknown option") though `search` has it; list,
    /// search and deleted print what they find the same three ways.
    @Test func listPrintsJSONLinesAndACountAsSearchDoes() throws {
        let sandbox = Sandbox()
        for title in ["One", "Two", "Three"] { _ = try sandbox.newEntry(title) }
        let lines = try sandbox.run("list", "--jsonl")
        #expect(lines.status == 0, "\(lines)")
        let records = lines.stdout.split(separator: "\n").compactMap {
            try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
        }
        #expect(Set(records.compactMap { $0["title"] as? String }) == ["One", "Two", "Three"])
        #expect(records.count == 3)
        #expect(try sandbox.run("list", "--count").stdout == "3\n")
        #expect(try sandbox.run("list", "--count", "-n", "2").stdout == "2\n")
        #expect(try sandbox.run("list", "--json", "--jsonl").status == 2)
        _ = try sandbox.run("delete", try sandbox.newEntry("Gone"), "--yes")
        #expect(try sandbox.run("deleted", "--count").stdout == "1\n")
        #expect(try sandbox.run("list", "--deleted", "--jsonl").stdout.contains("\"Gone\""))
    }
}

@Suite struct DeletingTests {
    @Test func deleteWithYesRemovesTheEntryInACommit() throws {
        let sandbox = Sandbox()
        let id = try sandbox.newEntry("Goodbye")
        let result = try sandbox.run("delete", String(id.prefix(6)), "--yes")
        #expect(result.status == 0, "\(result)")
        #expect(result.stderr.contains("ilgi restore \(id.prefix(8))"))
        #expect(sandbox.entryFiles().isEmpty)
        #expect(try sandbox.log().first == "Delete \(id.prefix(8)): Goodbye")
        try sandbox.expectHealthyJournal()
        // The text is still in history.
        let old = try CommandRunner.git(["log", "-p", "--format="], in: sandbox.journal).stdout
        #expect(old.contains("-Goodbye"))
    }

    @Test func deleteRefusesWithoutATerminalToAskOn() throws {
        let sandbox = Sandbox()
        let id = try sandbox.newEntry("Keep me")
        let result = try sandbox.run("delete", id)
        #expect(result.status == 2)
        #expect(result.stderr.contains("--yes"))
        #expect(sandbox.entryFiles().count == 1)
    }
}

@Suite struct ErrorTests {
    @Test func anUnknownIdIsOneLineAndExitOne() throws {
        let sandbox = Sandbox()
        _ = try sandbox.newEntry("Something")
        let result = try sandbox.run("show", "ffffffff")
        #expect(result.status == 1)
        #expect(result.stderr == "ilgi: error: no entry has the id 'ffffffff'; run 'ilgi list' to see ids\n")
    }

    @Test func aTooShortIdIsAUsageError() throws {
        let sandbox = Sandbox()
        let result = try sandbox.run("show", "ab")
        #expect(result.status == 2)
        #expect(result.stderr.contains("at least 4 characters"))
    }

    @Test func anAmbiguousPrefixListsTheCandidates() throws {
        let sandbox = Sandbox()
        // Two entries whose ids share a prefix: made by ilgi, then renamed with git.
        _ = try sandbox.newEntry("One")
        _ = try sandbox.newEntry("Two")
        let journal = sandbox.journal
        let ids = ["abcd1111-0000-4000-8000-000000000001", "abcd2222-0000-4000-8000-000000000002"]
        for (file, id) in zip(sandbox.entryFiles(), ids) {
            let target = (file as NSString).deletingLastPathComponent + "/\(id).txt"
            try CommandRunner.git(["mv", file, target], in: journal)
        }
        try CommandRunner.git(["commit", "-qm", "Rename"], in: journal)
        let result = try sandbox.run("show", "abcd")
        #expect(result.status == 2)
        #expect(result.stderr.contains("'abcd' matches 2 entries"))
        #expect(result.stderr.contains("abcd1111  "))
        #expect(result.stderr.contains("abcd2222  "))
    }

    @Test func aJournalPathThatIsAFileIsNamed() throws {
        let sandbox = Sandbox()
        let file = try sandbox.home.write("x", to: "file")
        let result = try sandbox.run("--journal", file.path, "list")
        #expect(result.status == 1)
        #expect(
            result.stderr
                == "ilgi: error: the journal path \(file.path) is a file, not a folder; pass --journal with a folder\n")
    }

    @Test func aReadOnlyJournalCanBeReadButNotWritten() throws {
        let sandbox = Sandbox()
        _ = try sandbox.newEntry("Readable")
        var runner: [String] = []
        if getuid() == 0 {
            // root writes anywhere; become the journal's owner, an ordinary user, instead.
            try CommandRunner.run("chown", ["-R", "nobody", sandbox.home.path])
            runner = ["setpriv", "--reuid=nobody", "--regid=nogroup", "--clear-groups"]
        }
        try CommandRunner.run("chmod", ["-R", "a-w", sandbox.journal.path])
        defer { _ = try? CommandRunner.run("chmod", ["-R", "u+w", sandbox.journal.path]) }
        func ilgi(_ arguments: String...) throws -> CommandResult {
            let command = runner + [Sandbox.binary] + arguments
            return try CommandRunner.run(
                command[0], Array(command.dropFirst()), in: URL(fileURLWithPath: "/"), environment: sandbox.environment)
        }
        let list = try ilgi("list")
        #expect(list.status == 0, "\(list)")
        #expect(list.stdout.contains("Readable"))
        // Its catalog is kept in the account's cache, for this account alone, and the next
        // command reads it.
        let folders = try FileManager.default.contentsOfDirectory(atPath: sandbox.home.path + "/.cache/ilgi/catalogs")
        #expect(folders.count == 1)
        let cached = sandbox.home.path + "/.cache/ilgi/catalogs/\(folders[0])/index.sqlite"
        let mode = { (path: String) in
            (try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int) ?? -1
        }
        #expect(try mode(cached) == 0o600)
        #expect(try mode((cached as NSString).deletingLastPathComponent) == 0o700)
        // Kept, not built again: a rebuild makes a new file.
        let inode = { try FileManager.default.attributesOfItem(atPath: cached)[.systemFileNumber] as? Int }
        let built = try inode()
        #expect(try ilgi("search", "readable").stdout.contains("Readable"))
        #expect(try inode() == built)
        let write = try ilgi("new", "Not allowed")
        #expect(write.status == 1)
        #expect(write.stderr.hasPrefix("ilgi: error: cannot write to the journal at"))
        #expect(write.stderr.contains("Permission denied"))
        #expect(write.stderr.split(separator: "\n").count == 1)
        // What its owner writes meanwhile is read into the cached catalog.
        _ = try CommandRunner.run("chmod", ["-R", "u+w", sandbox.journal.path])
        #expect(try ilgi("new", "Written later").status == 0)
        try CommandRunner.run("chmod", ["-R", "a-w", sandbox.journal.path])
        #expect(try ilgi("list").stdout.contains("Written later"))
    }

    @Test func aJournalAnotherUserOwnsIsReadWhenGitTrustsIt() throws {
        // Entries are opened so their access times stay as they were (O_NOATIME), which the
        // kernel refuses for a file another user owns: such a file is opened the usual way.
        guard getuid() == 0 else { return }  // only root can read as someone else here
        let sandbox = Sandbox()
        let id = try sandbox.newEntry("Shared shelf", body: "A guest reads this.")
        let guest = try Guest(reading: sandbox, trusted: false)
        // git's own rule for a repository another user owns: trusted only when the reader
        // names it, which the error says how to do.
        let refused = try guest.run("list")
        #expect(refused.status == 1)
        #expect(
            refused.stderr == "ilgi: error: the journal at \(sandbox.journal.path) belongs to another user; "
                + "run ilgi as that user, or trust it with: git config --global --add safe.directory "
                + "\(sandbox.journal.path)\n")
        try guest.trustJournal()
        let list = try guest.run("list")
        #expect(list.status == 0, "\(list)")
        #expect(list.stdout.contains("Shared shelf"))
        let show = try guest.run("show", String(id.prefix(8)))
        #expect(show.status == 0, "\(show)")
        #expect(show.stdout.contains("A guest reads this."))
    }

    @Test func anEntryFileThatCannotBeReadIsNamedAndListedOnceItCanBe() throws {
        // What `sudo cp` or a backup restored as root leaves: an entry file only another
        // account may read. Left out without a word, it would look lost.
        guard getuid() == 0 else { return }  // only root can read as someone else here
        let sandbox = Sandbox()
        _ = try sandbox.newEntry("Shared shelf")
        let hiddenID = try sandbox.newEntry("Kept close")
        let guest = try Guest(reading: sandbox, trusted: true)
        let hidden = try #require(sandbox.entryFiles().first { $0.contains(hiddenID) })
        let hiddenPath = sandbox.journal.path + "/" + hidden
        try CommandRunner.run("chmod", ["600", hiddenPath])
        let warned = try guest.run("list")
        #expect(warned.status == 0, "\(warned)")
        #expect(warned.stdout.contains("Shared shelf"))
        #expect(!warned.stdout.contains("Kept close"))
        #expect(
            warned.stderr == "ilgi: warning: cannot read \(hiddenPath) (Permission denied); "
                + "that entry is left out until it can be read\n")
        // `doctor` names it too, though git's own status stops at it.
        let doctor = try guest.run("doctor")
        #expect(doctor.status == 1, "\(doctor)")
        #expect(doctor.stdout.contains("1 entry file(s) cannot be read"), "\(doctor)")
        #expect(doctor.stdout.contains(hidden))
        // Made readable, its folder untouched: read at the next command.
        try CommandRunner.run("chmod", ["644", hiddenPath])
        let listed = try guest.run("list")
        #expect(listed.stdout.contains("Kept close"), "\(listed)")
        #expect(listed.stderr.isEmpty)
    }

    @Test func manyUnreadableEntryFilesAreNamedFiveThenSummed() throws {
        guard getuid() == 0 else { return }  // only root can read as someone else here
        let sandbox = Sandbox()
        for number in 1...7 { _ = try sandbox.newEntry("Kept close \(number)") }
        let guest = try Guest(reading: sandbox, trusted: true)
        for file in sandbox.entryFiles() {
            try CommandRunner.run("chmod", ["600", sandbox.journal.path + "/" + file])
        }
        let warned = try guest.run("list")
        #expect(warned.status == 0, "\(warned)")
        let lines = warned.stderr.split(separator: "\n")
        #expect(lines.count == UnreadableEntries.namedAtMost + 1, "\(warned.stderr)")
        #expect(lines.dropLast().allSatisfy { $0.hasPrefix("ilgi: warning: cannot read ") })
        #expect(lines.last?.hasPrefix("ilgi: warning: more entry files cannot be read") == true)
    }

    @Test func unknownOptionsAreUsageErrors() throws {
        let sandbox = Sandbox()
        let result = try sandbox.run("list", "--frobnicate")
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("ilgi: error: Unknown option '--frobnicate'"))
    }

    @Test func helpAndVersionExitZero() throws {
        let sandbox = Sandbox()
        let help = try sandbox.run("--help")
        #expect(help.status == 0)
        #expect(help.stdout.contains("plain-text journal"))
        for command in ["list", "new", "edit", "show", "delete"] {
            #expect(help.stdout.contains(command))
        }
        let version = try sandbox.run("--version")
        #expect(version.status == 0)
        // The one version, from the VERSION file, with the commit it was built from.
        let number = try String(
            contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
                .appendingPathComponent("../../VERSION"), encoding: .utf8
        ).trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(
            version.stdout.range(
                of: #"^ilgi \#(number) \(commit ([0-9a-f]{12}|unknown), libgit2 [0-9.]+\)\n$"#,
                options: .regularExpression) != nil, "\(version.stdout)")
    }

    @Test func noInputEverCrashes() throws {
        let sandbox = Sandbox()
        let nasty = [
            "", "-", "--", "\u{0}", "../../etc/passwd", "🙂🙂🙂🙂", String(repeating: "a", count: 5000), "-n", "-1",
        ]
        for argument in nasty {
            for command in ["show", "edit", "delete", "list", "new"] {
                let result = try sandbox.run([command, argument], environment: ["EDITOR": "true"])
                #expect(!result.stderr.contains("Fatal error"), "\(command) \(argument): \(result)")
                #expect(!result.stderr.contains("Stack dump"), "\(command) \(argument): \(result)")
                #expect([0, 1, 2].contains(result.status), "\(command) \(argument): \(result)")
            }
        }
    }
}

/// The account `nobody` reading a sandbox's journal, which root owns: given read access to
/// it, a home of its own and, once `trustJournal` runs, git's leave to open it.
private struct Guest {
    let sandbox: Sandbox
    let home = TemporaryDirectory("ilgi-guest")

    init(reading sandbox: Sandbox, trusted: Bool) throws {
        self.sandbox = sandbox
        try CommandRunner.run("chmod", ["-R", "go+rX", sandbox.home.path])
        try CommandRunner.run("chown", ["-R", "nobody", home.path])
        if trusted { try trustJournal() }
    }

    /// `git config --global --add safe.directory JOURNAL`, as the guest would run it.
    func trustJournal() throws {
        _ = try home.write("[safe]\n\tdirectory = \(sandbox.journal.path)\n", to: ".gitconfig")
        try CommandRunner.run("chown", ["nobody", home.path + "/.gitconfig"])
    }

    func run(_ arguments: String...) throws -> CommandResult {
        var environment = sandbox.environment
        environment["HOME"] = home.path
        environment["ILGI_JOURNAL"] = sandbox.journal.path
        return try CommandRunner.run(
            "setpriv", ["--reuid=nobody", "--regid=nogroup", "--clear-groups", Sandbox.binary] + arguments,
            in: URL(fileURLWithPath: "/"), environment: environment)
    }
}
