import Foundation
import IlgiTestSupport
import Testing

private let samples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Samples")

private func records(_ text: String) throws -> [[String: Any]] {
    try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String: Any]] ?? []
}

/// Issue 16: the journals people arrive with, each from Tests/Samples, told apart without
/// --from, in one commit, a second run adding nothing.
@Suite struct ImportSourcesTests {
    private func importTwice(_ sandbox: Sandbox, _ arguments: String..., count: Int, name: String) throws {
        let first = try sandbox.run(["import"] + arguments)
        #expect(first.status == 0, "\(first)")
        #expect(first.stderr == "Imported \(count) \(count == 1 ? "entry" : "entries") from \(name).\n")
        let second = try sandbox.run(["import"] + arguments)
        #expect(second.stderr == "Nothing to import: all \(count) entries are already in the journal.\n", "\(second)")
        #expect(try sandbox.log() == ["Import \(count) \(count == 1 ? "entry" : "entries") from \(name)"])
        try sandbox.expectHealthyJournal()
    }

    @Test func aJrnlFolderJournalGivenAsAFolderIsReadDayByDay() throws {
        let sandbox = Sandbox(["TZ": "Asia/Seoul"])
        try importTwice(sandbox, samples.appendingPathComponent("jrnl-folder").path, count: 3, name: "jrnl")
        let listed = try records(sandbox.run("list", "--json").stdout)
        #expect(listed.map { $0["title"] as? String } == ["Leap day lunch", "Evening", "Called in sick."])
        #expect(listed.map { $0["starred"] as? Bool } == [false, false, true], "a title ending in ' *' is a star")
    }

    @Test func aCustomTimeFormatComesFromTheOptionOrTheJrnlConfig() throws {
        let sandbox = Sandbox(["TZ": "Asia/Seoul"])
        let file = samples.appendingPathComponent("jrnl/custom.txt").path
        let refused = try sandbox.run("import", file)
        #expect(refused.status == 2)
        #expect(
            refused.stderr
                == "ilgi: error: \(file):1: '05.01.2024 09:30' is not in a time format ilgi knows; give the journal's timeformat with --time-format (e.g. '%d.%m.%Y %H:%M') or --jrnl-config; nothing was imported\n"
        )
        let imported = try sandbox.run("import", file, "--time-format", "%d.%m.%Y %H:%M")
        #expect(imported.stderr == "Imported 2 entries from jrnl.\n", "\(imported)")
        #expect(
            try records(sandbox.run("list", "--json").stdout).map { $0["created"] as? String } == [
                "2024-01-06T18:45:00+09:00", "2024-01-05T09:30:00+09:00",
            ])

        // The same file named in a jrnl config with its own timeformat; by path, by the
        // journal's name, and as the default journal when no file is given.
        let config = try sandbox.home.write(
            String(contentsOf: samples.appendingPathComponent("jrnl/jrnl.yaml"), encoding: .utf8)
                .replacingOccurrences(of: "JOURNAL_PATH", with: file), to: "jrnl.yaml")
        for arguments in [[file], ["default"], []] {
            let other = sandbox.home.appending("other-\(arguments.count)-\(arguments.first?.count ?? 0)").path
            let result = try sandbox.run(["--journal", other, "import"] + arguments + ["--jrnl-config", config.path])
            // Without a file, the config's other journals are pointed out.
            let hint = arguments.isEmpty ? Self.otherJournalsHint : ""
            #expect(result.stderr == "Imported 2 entries from jrnl.\n" + hint, "\(arguments): \(result)")
        }
        // A journal of the config whose file is not there is named by its path.
        let missing = try sandbox.run("import", "work", "--jrnl-config", config.path)
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("/nonexistent/work.txt: cannot read it (No such file or directory)"))

        // jrnl's own config location is read when it is there.
        let standard = sandbox.home.appending(".config/jrnl")
        try FileManager.default.createDirectory(at: standard, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: config, to: standard.appendingPathComponent("jrnl.yaml"))
        let fromDefault = try sandbox.run("--journal", sandbox.home.appending("third").path, "import")
        #expect(fromDefault.stderr == "Imported 2 entries from jrnl.\n" + Self.otherJournalsHint, "\(fromDefault)")
    }

    static let otherJournalsHint =
        "jrnl's config has more journals (work): 'ilgi import --all-journals' brings each as an ilgi journal.\n"

    @Test func aPartialDateIsTheFirstOfTheMonthAsInJrnl() throws {
        let sandbox = Sandbox(["TZ": "Asia/Seoul"])
        try importTwice(sandbox, samples.appendingPathComponent("jrnl/partial.txt").path, count: 2, name: "jrnl")
        let listed = try records(sandbox.run("list", "--json").stdout)
        #expect(listed.map { $0["created"] as? String } == ["2019-07-04T08:00:00+09:00", "2019-07-01T14:23:00+09:00"])
    }

    @Test func aDayOneClassicFolderBringsItsPhotoWeatherPlaceTagsAndStar() throws {
        let sandbox = Sandbox(["TZ": "Asia/Seoul"])
        let folder = samples.appendingPathComponent("dayone-classic")
        try importTwice(sandbox, folder.path, count: 2, name: "Day One Classic")
        let listed = try records(sandbox.run("list", "--json").stdout)
        let lake = try #require(listed.last)
        #expect(lake["title"] as? String == "Morning at the lake")
        #expect(lake["starred"] as? Bool == true)
        #expect(Set(lake["tags"] as? [String] ?? []) == ["walk", "lake", "early-morning"])
        #expect(lake["created"] as? String == "2013-06-02T16:15:00+09:00")
        let raw = try sandbox.run("show", "--raw", lake["id"] as? String ?? "").stdout
        #expect(raw.contains("\nWeather: 03d\n"))
        #expect(
            raw.contains("\nLocation: Cheongpyeong Lake, Gapyeong, Gyeonggi-do, South Korea (37.51010, 127.51230)\n"))
        let photo = try #require(
            FileManager.default.subpathsOfDirectory(atPath: sandbox.journal.path).first { $0.hasSuffix(".jpg") })
        #expect(photo.hasPrefix("2013/06/") && photo.contains(".assets/"))
        #expect(raw.contains("![](" + String(photo.dropFirst(8)) + ")"), "linked from the text, relative to the entry")
        #expect(
            try Data(contentsOf: sandbox.journal.appendingPathComponent(photo))
                == Data(contentsOf: folder.appendingPathComponent("photos/5A3C9A4E1B2D4C3F8E7A6B5C4D3E2F10.jpg")))
        #expect(listed.first?["title"] as? String == "Lunch - noodles", "Day One's escapes are removed")
    }

    /// Issue 23: `--from dayone` on a Day One Classic folder said "no Day One journal (.json)
    /// in this folder"; "Day One" covers both of its forms.
    @Test func aDayOneClassicFolderIsReadWhenAskedForAsDayOne() throws {
        let sandbox = Sandbox(["TZ": "Asia/Seoul"])
        let folder = samples.appendingPathComponent("dayone-classic")
        let imported = try sandbox.run("import", folder.path, "--from", "dayone")
        #expect(imported.status == 0, "\(imported)")
        #expect(sandbox.entryFiles().count == 2)
    }

    @Test func aDayOneZipBringsItsPhotosInTheirPlaces() throws {
        let sandbox = Sandbox()
        let zip = samples.appendingPathComponent("dayone-zip/Export-Garden.zip").path
        let dry = try sandbox.run("import", zip, "--dry-run")
        #expect(dry.status == 0)
        #expect(dry.stdout.contains("Planting day  (+2 files)"))
        #expect(dry.stderr == "Would import 2 entries from Day One (dry run: nothing was written).\n")
        #expect(try sandbox.log().isEmpty)
        try importTwice(sandbox, zip, count: 2, name: "Day One")
        let listed = try records(sandbox.run("list", "--json").stdout)
        let planting = try #require(listed.last)
        #expect(planting["starred"] as? Bool == true && planting["tags"] as? [String] == ["garden"])
        let body = planting["body"] as? String ?? ""
        let id = planting["id"] as? String ?? ""
        #expect(
            body.hasPrefix("![](\(id).assets/AAAA1111BBBB2222CCCC3333DDDD4444.jpeg)\n\nTomatoes in. Basil next week."))
        #expect(
            body.contains("![](\(id).assets/EEEE5555FFFF6666AAAA7777BBBB8888.png)"),
            "a photo the text does not place is added")
        let assets = try FileManager.default.contentsOfDirectory(
            atPath: sandbox.journal.appendingPathComponent("2022/05/\(id).assets").path)
        #expect(assets.sorted() == ["AAAA1111BBBB2222CCCC3333DDDD4444.jpeg", "EEEE5555FFFF6666AAAA7777BBBB8888.png"])
    }

    @Test func anObsidianVaultBringsDailyNotesTagsAndEmbeddedImages() throws {
        let sandbox = Sandbox(["TZ": "Asia/Seoul"])
        try importTwice(sandbox, samples.appendingPathComponent("obsidian").path, count: 3, name: "Markdown files")
        let listed = try records(sandbox.run("list", "--json").stdout)
        #expect(
            listed.map { $0["created"] as? String } == [
                "2025-03-16T10:15:00+09:00", "2025-03-15T09:00:00+09:00", "2025-03-14T09:00:00+09:00",
            ])
        #expect(listed.map { $0["title"] as? String } == ["A note with front matter", "Saturday market", ""])
        #expect(
            listed.map { Set($0["tags"] as? [String] ?? []) } == [
                ["ideas", "side-project"], ["flowers"], ["home", "chores"],
            ])
        let daily = listed[2]
        #expect((daily["body"] as? String ?? "").contains("![](\(daily["id"] as? String ?? "").assets/cat.png)"))
        #expect(!(listed[1]["body"] as? String ?? "").contains("@not-a-tag"), "a # inside code is no tag")
    }

    /// jrnl itself writes a journal with its own timeformat, and a folder journal; both come in.
    @Test(.enabled(if: CommandRunner.isAvailable("jrnl"), "needs jrnl (python3 -m pip install jrnl)"))
    func journalsWrittenByTheRealJrnlComeInWithTheirTimeFormat() throws {
        let sandbox = Sandbox(["TZ": "Asia/Seoul"])
        let file = sandbox.home.appending("jrnl/journal.txt")
        let folder = sandbox.home.appending("jrnl/folder/")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
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
              default: {journal: \(file.path), timeformat: '%d.%m.%Y %H:%M'}
              days: {journal: \(folder.path)/, timeformat: '%d/%m/%Y %I:%M %p'}
            linewrap: 79
            tagsymbols: '@'
            template: false
            timeformat: '%F %r'
            version: v4.6

            """, to: "jrnl.yaml")
        func jrnl(_ arguments: String...) throws {
            let result = try CommandRunner.run(
                "jrnl", ["--config-file", config.path] + arguments, environment: sandbox.environment, timeout: 120)
            #expect(result.status == 0, "\(result)")
        }
        try jrnl("2024-01-05 09:30: Morning. Coffee with @mina. *")
        try jrnl("2024-01-05 09:30: Same minute. Written second.")
        try jrnl("2019-07 14:23: A partial date. jrnl makes it the first.")
        try jrnl("days", "2024-03-01 21:05: Folder entry. In a day file.")
        try jrnl("days", "2024-03-02 07:00: Next day. Another file.")
        let imported = try sandbox.run("import", "default", "--jrnl-config", config.path)
        #expect(imported.stderr == "Imported 3 entries from jrnl.\n", "\(imported)")
        let listed = try records(sandbox.run("list", "--json").stdout)
        #expect(
            listed.map { $0["title"] as? String } == [
                "Same minute.", "Morning. Coffee with @mina.", "A partial date.",
            ], "a starred line is the title, as jrnl reads it")
        #expect(
            listed.map { String(($0["created"] as? String ?? "").prefix(16)) } == [
                "2024-01-05T09:30", "2024-01-05T09:30", "2019-07-01T14:23",
            ])
        #expect(listed.map { $0["starred"] as? Bool } == [false, true, false])
        let days = try sandbox.run("import", "days", "--jrnl-config", config.path)
        #expect(days.stderr == "Imported 2 entries from jrnl.\n", "\(days)")
        try sandbox.expectHealthyJournal()
    }
}
