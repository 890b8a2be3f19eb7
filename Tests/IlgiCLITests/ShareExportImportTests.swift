import Foundation
import IlgiTestSupport
import Testing

/// Tests/Samples, beside this folder.
private let samples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Samples")

private func json(_ text: String) throws -> [[String: Any]] {
    try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String: Any]] ?? []
}

@Suite struct ShareTests {
    @Test func shareWritesDateTitleAndBodyAsTextMarkdownOrJson() throws {
        let sandbox = Sandbox()
        let id = try sandbox.run(
            "new",
            stdin: "My day at the beach\n\nIt was sunny. @family\n\nCreated: 2026-11-22T15:45:00+09:00\nWeather: 01d\n"
        ).stdout.trimmingCharacters(in: .newlines)
        let text = try sandbox.run("share", String(id.prefix(6)))
        #expect(text.status == 0, "\(text)")
        #expect(
            text.stdout
                == "November 22, 2026 · \u{2600}\u{FE0F} clear sky\n\nMy day at the beach\n\nIt was sunny. @family\n")
        let markdown = try sandbox.run("share", id, "--format", "markdown").stdout
        #expect(markdown.hasPrefix("# My day at the beach\n\n*November 22, 2026 · "))
        let record = try #require(
            try JSONSerialization.jsonObject(with: Data(sandbox.run("share", id, "-f", "json").stdout.utf8))
                as? [String: Any])
        #expect(record["id"] as? String == id)
        #expect(record["path"] as? String == "2026/11/\(id).txt")
        let korean = try sandbox.run("share", id, environment: ["ILGI_LANG": "ko"]).stdout
        #expect(korean.hasPrefix("2026년 11월 22일 · \u{2600}\u{FE0F} 맑음\n"))
    }

    @Test func shareWritesAFileOrTheClipboard() throws {
        let sandbox = Sandbox()
        let id = try sandbox.newEntry("Clip me", body: "Some text.", extra: ["--date", "2026-11-22"])
        let page = sandbox.home.appending("page.html")
        let written = try sandbox.run("share", id, "-f", "html", "-o", page.path)
        #expect(written.status == 0 && written.stdout.isEmpty, "\(written)")
        #expect(try String(contentsOf: page, encoding: .utf8).contains("<h1 class=\"title\">Clip me</h1>"))

        // A stand-in xclip that keeps what it is given.
        let bin = sandbox.home.appending("bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        let kept = sandbox.home.appending("clipboard.txt")
        // Written with O_CLOEXEC, so no process another test starts meanwhile keeps it open
        // for writing (which would make running it fail with "text file busy").
        try sandbox.home.writeExecutable(
            "#!/bin/sh\n[ \"$1 $2\" = \"-selection clipboard\" ] || exit 3\n/bin/cat > '\(kept.path)'\n",
            to: "bin/xclip")
        let copied = try sandbox.run("share", id, "--clipboard", environment: ["PATH": bin.path, "DISPLAY": ":0"])
        #expect(copied.status == 0, "\(copied)")
        #expect(copied.stderr == "Copied to the clipboard (with xclip).\n")
        #expect(try String(contentsOf: kept, encoding: .utf8) == sandbox.run("share", id).stdout)

        let empty = sandbox.home.appending("empty")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        let none = try sandbox.run("share", id, "-c", environment: ["PATH": empty.path])
        #expect(none.status == 1)
        #expect(
            none.stderr.hasPrefix(
                "ilgi: error: no clipboard program found; install wl-copy (wl-clipboard), xclip or xsel"))
        let both = try sandbox.run("share", id, "--clipboard", "-o", page.path)
        #expect(both.status == 2)
        #expect(try sandbox.run("share", "ffff").status == 1)
    }

    @Test(.enabled(if: CommandRunner.isAvailable("chromium"), "needs chromium (Debian package chromium)"))
    func theHTMLPageRunsNothingInARealBrowser() throws {
        let sandbox = Sandbox()
        let id = try sandbox.newEntry(
            "<script>alert(1)</script>",
            body: """
                Hi <img src=x onerror="document.body.setAttribute('data-ran','img')"> and \
                [x](javascript:document.body.setAttribute('data-ran','link')) and [a site](https://example.com).

                <script>document.body.setAttribute('data-ran','script')</script>

                **Bold** and a list:

                - one
                - two
                """,
            extra: ["--date", "2026-11-22 15:45"])
        let page = sandbox.home.appending("page.html")
        #expect(try sandbox.run("share", id, "--format", "html", "-o", page.path).status == 0)
        let profile = sandbox.home.appending("chromium")
        let chromium = ["--headless", "--disable-gpu", "--no-sandbox", "--user-data-dir=\(profile.path)"]
        let dom = try CommandRunner.run(
            "chromium", chromium + ["--dump-dom", page.absoluteString], environment: sandbox.environment, timeout: 90)
        #expect(dom.status == 0, "\(dom)")
        let html = dom.stdout
        // The title is there as text; nothing of the writer's became an element or ran.
        #expect(html.contains("<h1 class=\"title\">&lt;script&gt;alert(1)&lt;/script&gt;</h1>"), "\(html)")
        #expect(html.contains("&lt;img src=x onerror=\"document.body.setAttribute('data-ran','img')\"&gt;"))
        #expect(!html.contains("data-ran=\""), "a script ran: \(html)")
        #expect(!html.contains("<script"))
        #expect(!html.contains("<img"))
        #expect(!html.contains("href=\"javascript"))
        #expect(html.contains("<a rel=\"noopener noreferrer\" href=\"https://example.com\">a site</a>"))
        #expect(html.contains("<strong>Bold</strong>"))
        #expect(html.contains("<li>one</li>\n<li>two</li>"))

        let screenshot = sandbox.home.appending("page.png")
        let shot = try CommandRunner.run(
            "chromium", chromium + ["--window-size=900,1000", "--screenshot=\(screenshot.path)", page.absoluteString],
            environment: sandbox.environment, timeout: 90)
        #expect(shot.status == 0, "\(shot)")
        let png = try Data(contentsOf: screenshot)
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]) && png.count > 5_000)
    }
}

@Suite struct ExportImportTests {
    @Test func exportJsonHasTheRecordsOfListJsonOldestFirst() throws {
        let sandbox = Sandbox()
        _ = try sandbox.newEntry("First", body: "@work", extra: ["--date", "2026-11-01"])
        _ = try sandbox.newEntry("Second", body: "@home", extra: ["--date", "2026-11-02"])
        _ = try sandbox.newEntry("Third", body: "@work", extra: ["--date", "2026-11-03"])
        let listed = try json(sandbox.run("list", "--json").stdout)
        let exported = try sandbox.run("export")
        #expect(exported.status == 0 && exported.stderr.isEmpty, "\(exported)")
        let records = try json(exported.stdout)
        #expect(records.count == 3)
        #expect(records.map { $0["id"] as? String } == listed.reversed().map { $0["id"] as? String })
        #expect(Set(records[0].keys) == Set(listed[0].keys))
        #expect(
            try json(sandbox.run("export", "--tag", "work", "-n", "1").stdout).map { $0["title"] as? String } == [
                "Third"
            ])

        let file = sandbox.home.appending("journal.json")
        let toFile = try sandbox.run("export", "--format", "json", "-o", file.path)
        #expect(toFile.stdout.isEmpty)
        #expect(toFile.stderr == "Exported 3 entries to \(file.path).\n", "no progress line without a terminal")
        #expect(try json(String(contentsOf: file, encoding: .utf8)).count == 3)
    }

    @Test func exportTxtAndJrnlAndMarkdown() throws {
        let sandbox = Sandbox()
        _ = try sandbox.run(
            "new", stdin: "Rain\n\nUmbrella lost. @rain\n\nCreated: 2026-11-20T08:00:00+09:00\nStarred: yes\n")
        _ = try sandbox.run("new", stdin: "Snow\n\nFirst snow.\n\nCreated: 2026-11-21T22:10:00+09:00\n")
        #expect(
            try sandbox.run("export", "-f", "jrnl").stdout
                == "[2026-11-20 08:00] Rain *\nUmbrella lost. @rain\n\n[2026-11-21 22:10] Snow\nFirst snow.\n")
        #expect(
            try sandbox.run("export", "-f", "txt").stdout
                == "November 20, 2026\n\nRain\n\nUmbrella lost. @rain\n\n* * *\n\nNovember 21, 2026\n\nSnow\n\nFirst snow.\n"
        )
        let single = try sandbox.run("export", "-f", "markdown").stdout
        #expect(single.hasPrefix("# Rain\n\n*November 20, 2026*\n\nUmbrella lost. @rain\n\n---\n\n# Snow\n"))
        let folder = sandbox.home.appending("notes")
        let result = try sandbox.run("export", "-f", "markdown", "-o", folder.path + "/")
        #expect(result.status == 0, "\(result)")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(files.count == 2 && files[0].hasPrefix("2026-11-20-rain-") && files[1].hasPrefix("2026-11-21-snow-"))

        // The folder comes back in, in another journal, as it was.
        let other = sandbox.home.appending("other")
        let imported = try sandbox.run("--journal", other.path, "import", folder.path, "--from", "markdown-dir")
        #expect(imported.status == 0, "\(imported)")
        #expect(imported.stderr == "Imported 2 entries from Markdown files.\n")
        let copies = try json(sandbox.run("--journal", other.path, "list", "--json").stdout)
        let originals = try json(sandbox.run("list", "--json").stdout)
        for key in ["title", "body", "created", "starred"] {
            #expect(copies.map { "\($0[key] ?? "")" } == originals.map { "\($0[key] ?? "")" }, "\(key)")
        }
        try sandbox.expectHealthyJournal(other)
    }

    @Test(arguments: [
        ("jrnl/journal.txt", "jrnl", "jrnl", 4), ("jrnl/export.json", "jrnl-json", "jrnl JSON", 4),
        ("dayone/Journal.json", "dayone", "Day One", 3), ("markdown", "markdown-dir", "Markdown files", 3),
    ])
    func importIsOneCommitAndRunningItTwiceAddsNothing(path: String, format: String, name: String, count: Int) throws {
        let sandbox = Sandbox()
        let file = samples.appendingPathComponent(path).path
        let first = try sandbox.run("import", file, "--from", format)
        #expect(first.status == 0, "\(first)")
        #expect(first.stderr == "Imported \(count) entries from \(name).\n")
        #expect(try sandbox.log() == ["Import \(count) entries from \(name)"])
        #expect(sandbox.entryFiles().count == count)
        let second = try sandbox.run("import", file, "--from", format)
        #expect(second.status == 0)
        #expect(second.stderr == "Nothing to import: all \(count) entries are already in the journal.\n")
        #expect(try sandbox.log().count == 1)
        try sandbox.expectHealthyJournal()
    }

    @Test func twoIdenticalImportsAtOnceAddTheEntriesOnce() throws {
        let sandbox = Sandbox()
        _ = try sandbox.newEntry("First, so both imports open an existing journal")
        let file = samples.appendingPathComponent("jrnl/journal.txt").path
        let results = Mutex<[CommandResult]>([])
        DispatchQueue.concurrentPerform(iterations: 2) { _ in
            let result = try? sandbox.run("import", file, "--from", "jrnl")
            results.withLock { $0.append(result ?? CommandResult(stdout: "", stderr: "did not run", status: -1)) }
        }
        for result in results.withLock({ $0 }) { #expect(result.status == 0, "\(result)") }
        #expect(sandbox.entryFiles().count == 1 + 4)
        try sandbox.expectHealthyJournal()
    }

    @Test func importedEntriesKeepTheirDatesStarsAndSource() throws {
        let sandbox = Sandbox(["TZ": "Asia/Seoul"])
        #expect(
            try sandbox.run("import", samples.appendingPathComponent("jrnl/journal.txt").path, "--from", "jrnl").status
                == 0)
        let records = try json(sandbox.run("list", "--json").stdout)
        #expect(
            records.map { $0["created"] as? String } == [
                "2024-01-07T21:15:00+09:00", "2024-01-06T18:45:00+09:00", "2024-01-05T09:30:00+09:00",
                "2012-03-29T09:00:00+09:00",
            ])
        #expect(records.map { $0["starred"] as? Bool } == [false, true, false, false])
        #expect(records[0]["tags"] as? [String] == ["겨울", "snow"])
        let raw = try sandbox.run("show", "--raw", records[1]["id"] as? String ?? "").stdout
        #expect(raw.contains("\n\nCreated: 2024-01-06T18:45:00+09:00\nStarred: yes\nSource: jrnl sha256:"))
    }

    @Test func malformedInputNamesFileAndLineAndImportsNothing() throws {
        let sandbox = Sandbox()
        let bad = try sandbox.home.write("[2024-01-05 09:30] Fine\nbody\n\n[2024-13-45 09:30] Broken\n", to: "bad.txt")
        let result = try sandbox.run("import", bad.path, "--from", "jrnl")
        #expect(result.status == 2)
        #expect(
            result.stderr
                == "ilgi: error: \(bad.path):4: '2024-13-45 09:30' is not a valid date; nothing was imported\n")
        #expect(sandbox.entryFiles().isEmpty)
        #expect(try sandbox.log().isEmpty)
        let wrongFormat = try sandbox.run("import", bad.path, "--from", "dayone")
        #expect(wrongFormat.status == 2)
        #expect(wrongFormat.stderr.contains("bad.txt:1: the JSON is malformed here"))
        let unknown = try sandbox.run("import", bad.path, "--from", "evernote")
        #expect(unknown.status == 2)
    }

    @Test(.enabled(if: CommandRunner.isAvailable("jrnl"), "needs jrnl (pip install jrnl)"))
    func aJrnlExportIsReadByTheRealJrnlAndComesBackTheSame() throws {
        let sandbox = Sandbox(["TZ": "Asia/Seoul"])
        let texts = [
            "Called in sick.\n\nUsed the time to clean the house. @home\n\nCreated: 2024-01-05T09:30:00+09:00\n",
            "Dinner with @family\n\nWe made kimchi jjigae.\n\n- [x] buy tofu\n\nCreated: 2024-01-06T18:45:00+09:00\nStarred: yes\n",
            "첫눈이 왔다\n\n아침부터 눈이 내렸다. @겨울\n\n둘째 문단.\n\nCreated: 2024-01-07T21:15:00+09:00\nWeather: 13d\n",
            "Only a title, at noon\n\nCreated: 2024-02-29T12:00:00+09:00\n",
        ]
        for text in texts { #expect(try sandbox.run("new", stdin: text).status == 0) }
        let export = sandbox.home.appending("export.txt")
        #expect(try sandbox.run("export", "-f", "jrnl", "-o", export.path).status == 0)

        // jrnl itself imports the file into its own journal and lists the same entries.
        let jrnlFolder = sandbox.home.appending("jrnl")
        try FileManager.default.createDirectory(at: jrnlFolder, withIntermediateDirectories: true)
        let journalFile = jrnlFolder.appendingPathComponent("journal.txt")
        _ = FileManager.default.createFile(atPath: journalFile.path, contents: nil)
        let config = try sandbox.home.write(
            """
            colors: {body: none, date: none, tags: none, title: none}
            default_hour: 9
            default_minute: 0
            editor: ''
            encrypt: false
            highlight: false
            indent_character: '|'
            journals:
              default: {journal: \(journalFile.path)}
            linewrap: 79
            tagsymbols: '@'
            template: false
            timeformat: '%F %r'
            version: v4.6

            """, to: "jrnl.yaml")
        func jrnl(_ arguments: String...) throws -> CommandResult {
            try CommandRunner.run(
                "jrnl", ["--config-file", config.path] + arguments, environment: sandbox.environment, timeout: 120)
        }
        let imported = try jrnl("--import", "--file", export.path)
        #expect(imported.status == 0, "\(imported)")
        let listed = try jrnl("--format", "json")
        #expect(listed.status == 0, "\(listed)")
        let theirs = try #require(
            (try JSONSerialization.jsonObject(with: Data(listed.stdout.utf8)) as? [String: Any])?["entries"]
                as? [[String: Any]])
        let ours = try json(sandbox.run("list", "--json").stdout).reversed()
        expectSameEntries(jrnl: theirs, ilgi: Array(ours))

        // And the journal file jrnl wrote (in its own %F %r time format) comes back the same.
        let back = try sandbox.run("--journal", "copy", "import", journalFile.path, "--from", "jrnl")
        #expect(back.status == 0, "\(back)")
        let copies = try json(sandbox.run("--journal", "copy", "list", "--json").stdout).reversed()
        for key in ["title", "body", "created", "starred", "tags"] {
            #expect(copies.map { "\($0[key] ?? "")" } == ours.map { "\($0[key] ?? "")" }, "\(key)")
        }
        // What jrnl wrote in the first place is read as jrnl reads it.
        let written = try jrnl("2024-03-01 07:45: Written by jrnl. Its body, with @tag.")
        #expect(written.status == 0, "\(written)")
        let again = try sandbox.run("--journal", "copy", "import", journalFile.path, "--from", "jrnl")
        #expect(again.stderr == "Imported 1 entry from jrnl. 4 already in the journal were left out.\n", "\(again)")
        let newest = try #require(try json(sandbox.run("--journal", "copy", "list", "--json", "-n", "1").stdout).first)
        #expect(newest["title"] as? String == "Written by jrnl.")
        #expect(newest["body"] as? String == "Its body, with @tag.")
        #expect(newest["created"] as? String == "2024-03-01T07:45:00+09:00")
    }
}
