import Foundation
import IlgiTestSupport
import Testing

/// Issue 11, "text that disappears or is corrupted", each defect in the words of its repro.
@Suite struct TextTrustTests {
    // MARK: 11.1 A last paragraph that looks like metadata is the writer's text

    @Test(arguments: [
        "Weather: sunny and warm", "Source: my grandmother", "Location: the pier", "Starred: maybe",
    ])
    func aLastParagraphThatLooksLikeMetadataIsShownSearchedAndExported(line: String) throws {
        let sandbox = Sandbox()
        let new = try sandbox.run("new", stdin: "Picnic\n\nWe ate sandwiches.\n\n\(line)\n")
        #expect(new.status == 0, "\(new)")
        let id = new.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(try sandbox.run("show", id).stdout.contains(line))
        let word = String(line.split(separator: " ").last!)
        let search = try sandbox.run("search", word)
        #expect(search.status == 0, "\(search)")
        #expect(search.stdout.contains(id.prefix(8)))
        for format in ["json", "markdown", "txt", "jrnl"] {
            let export = try sandbox.run("export", "--format", format)
            #expect(export.stdout.contains(line), "\(format): \(export)")
        }
        #expect(try sandbox.text(of: id).hasPrefix("Picnic\n\nWe ate sandwiches.\n\n\(line)\n\nCreated: "))
    }

    @Test func entriesThePreviousReleaseWroteKeepTheirMetadata() throws {
        let sandbox = Sandbox(["TZ": "Asia/Seoul"])
        _ = try sandbox.newEntry("Start")
        let hash = String(repeating: "5c", count: 32)
        let files = [
            // `new` and the weather hook
            "2026/11/3f2a9c1b-6d0e-4a8f-9b1c-2e7d5a4f8c90.txt":
                "My day at the beach\n\nIt was sunny.\n\nCreated: 2026-11-22T15:45:00+09:00\nWeather: 01d\n",
            // `import` from jrnl
            "2024/01/6b1e2d3c-0000-4000-8000-000000000001.txt":
                "Rainy day\n\nLost my umbrella.\n\nCreated: 2024-01-05T09:30:00+09:00\nStarred: yes\nWeather: 10d\n"
                + "Location: Seoul\nSource: jrnl sha256:\(hash)\n",
            // a sync conflict copy
            "2026/11/7c2e3d4f-0000-4000-8000-000000000002.txt":
                "Shared (conflict)\n\nTheir words.\n\nCreated: 2026-11-20T10:00:00+09:00\n"
                + "Conflict-Of: 3f2a9c1b-6d0e-4a8f-9b1c-2e7d5a4f8c90\n",
        ]
        for (path, text) in files { try sandbox.commit(text, at: path) }
        let list = try sandbox.run("list", "--json")
        let entries = try #require(try JSONSerialization.jsonObject(with: Data(list.stdout.utf8)) as? [[String: Any]])
        let byID = Dictionary(uniqueKeysWithValues: entries.map { ($0["id"] as! String, $0) })
        let beach = try #require(byID["3f2a9c1b-6d0e-4a8f-9b1c-2e7d5a4f8c90"])
        #expect(beach["created"] as? String == "2026-11-22T15:45:00+09:00")
        #expect(beach["weather"] as? String == "01d")
        #expect(beach["body"] as? String == "It was sunny.")
        let rainy = try #require(byID["6b1e2d3c-0000-4000-8000-000000000001"])
        #expect(rainy["starred"] as? Bool == true)
        #expect(rainy["body"] as? String == "Lost my umbrella.")
        #expect(rainy["created"] as? String == "2024-01-05T09:30:00+09:00")
        let copy = try #require(byID["7c2e3d4f-0000-4000-8000-000000000002"])
        #expect(copy["body"] as? String == "Their words.")
        // And doctor finds nothing wrong with them.
        let doctor = try sandbox.run("doctor")
        #expect(!doctor.stdout.contains("trailers"), "\(doctor)")
        #expect(!doctor.stdout.contains("Created"), "\(doctor)")
    }

    @Test func anImportedJournalKeepsItsSourceAndStarAsMetadata() throws {
        let sandbox = Sandbox()
        let file = try sandbox.home.write(
            "[2024-01-05 09:30] Rainy day *\nLost my umbrella.\n\n[2024-01-06 10:00] Sunny day\nFound it.\n",
            to: "journal.txt")
        let result = try sandbox.run("import", "--from", "jrnl", file.path)
        #expect(result.status == 0, "\(result)")
        let export = try sandbox.run("export", "--format", "json")
        #expect(!export.stdout.contains("sha256"), "\(export)")
        #expect(try sandbox.run("list", "--starred").stdout.contains("Rainy day"))
        // A second import recognises what the first brought.
        let again = try sandbox.run("import", "--from", "jrnl", file.path)
        #expect(again.status == 0, "\(again)")
        #expect(sandbox.entryFiles().count == 2)
    }

    // MARK: 11.2 The editor shows title and body; ilgi keeps the metadata

    @Test func aLineAddedAtTheEndInTheEditorIsBodyAndTheMetadataStaysWhole() throws {
        let sandbox = Sandbox()
        let id = try sandbox.newEntry("Beach", body: "It was sunny.")
        let before = try sandbox.text(of: id)
        let created = try #require(before.split(separator: "\n").last)
        let seen = sandbox.home.url.appendingPathComponent("seen.txt").path
        let editor = try sandbox.script("add", "cp \"$1\" '\(seen)'; printf 'Weather: sunny\\n' >> \"$1\"")
        let result = try sandbox.run("edit", id, environment: ["EDITOR": editor])
        #expect(result.status == 0, "\(result)")
        #expect(try String(contentsOfFile: seen, encoding: .utf8) == "Beach\n\nIt was sunny.\n")
        #expect(try sandbox.text(of: id) == "Beach\n\nIt was sunny.\nWeather: sunny\n\n\(created)\n")
        #expect(try sandbox.run("show", id).stdout.contains("Weather: sunny"))
        #expect(try sandbox.log().first == "Edit \(id.prefix(8)): Beach")
        try sandbox.expectHealthyJournal()
    }

    @Test(.enabled(if: TerminalSession.isAvailable))
    func whatIsTypedInTheEditorForANewEntryIsAllBody() throws {
        let sandbox = Sandbox()
        let editor = try sandbox.script(
            "write", #"printf 'Title\n\nBody\n\nCreated: 2020-01-01T00:00:00Z\nWeather: 01d\n' > "$1""#)
        // `new` opens the editor only on a terminal.
        let terminal = try TerminalSession(
            "EDITOR='\(editor)' '\(Sandbox.binary)' new", environment: sandbox.environment)
        #expect(try terminal.exitStatus() == 0, "\((try? terminal.screen()) ?? "")")
        let id = try #require(sandbox.entryFiles().first.map { String($0.dropFirst(8).dropLast(4)) })
        let text = try sandbox.text(of: id)
        #expect(text.hasPrefix("Title\n\nBody\n\nCreated: 2020-01-01T00:00:00Z\nWeather: 01d\n\nCreated: "), "\(text)")
        #expect(try sandbox.run("show", id).stdout.contains("Weather: 01d"))
    }

    @Test func doctorFindsAndMendsAnEntryAnOldEditSplit() throws {
        let sandbox = Sandbox()
        _ = try sandbox.newEntry("Healthy")
        let path = "2026/11/3f2a9c1b-6d0e-4a8f-9b1c-2e7d5a4f8c90.txt"
        // Exactly what the previous release saved after "A line I added" was typed under the trailers.
        try sandbox.commit(
            "Beach\n\nIt was sunny.\n\nCreated: 2026-11-22T15:45:00+09:00\nWeather: 01d\nA line I added\n\n"
                + "Created: 2026-11-22T15:45:00+09:00\n", at: path)
        let check = try sandbox.run("doctor")
        #expect(check.status == 1, "\(check)")
        #expect(check.stdout.contains("second 'Created:'"))
        #expect(check.stdout.contains(path))
        let commits = try sandbox.log().count
        let fix = try sandbox.run("doctor", "--fix")
        #expect(fix.stderr.contains("put the trailers of 1 entry(ies) back"), "\(fix)")
        #expect(
            try String(contentsOf: sandbox.journal.appendingPathComponent(path), encoding: .utf8)
                == "Beach\n\nIt was sunny.\n\nA line I added\n\nCreated: 2026-11-22T15:45:00+09:00\nWeather: 01d\n")
        #expect(try sandbox.log().count == commits + 1)
        #expect(try sandbox.log().first == "Repair 1 entry: put back trailers an edit left in the body")
        #expect(try sandbox.run("doctor").status == 0)
        try sandbox.expectHealthyJournal()
    }

    // MARK: 11.3 A re-dated entry is found wherever its file is

    @Test func aRedatedEntryIsFirstInListNAndExportNAndIsWhatEditWithoutAnIdOpens() throws {
        let sandbox = Sandbox()
        let old = try sandbox.newEntry("Written in January", extra: ["--date", "2026-01-10"])
        for month in 2...6 { _ = try sandbox.newEntry("Month \(month)", extra: ["--date", "2026-0\(month)-10"]) }
        // The writer changes Created: by hand: the file stays in 2026/01.
        let path = "2026/01/\(old).txt"
        let text = try sandbox.text(of: old).replacingOccurrences(
            of: "2026-01-10T09:00:00", with: "2026-07-01T09:00:00")
        try sandbox.commit(text, at: path)

        let list = try sandbox.run("list", "-n", "1")
        #expect(list.stdout.contains("Written in January"), "\(list)")
        let export = try sandbox.run("export", "-n", "1", "--format", "jrnl")
        #expect(export.stdout.contains("Written in January"), "\(export)")
        let editor = try sandbox.script("title", #"printf 'Edited latest\n' > "$1""#)
        try sandbox.run("edit", environment: ["EDITOR": editor])
        #expect(try sandbox.run("show", old).stdout.hasPrefix("Edited latest\n"))
        #expect(try sandbox.run("list", "--on", "2026-07-01").stdout.contains(old.prefix(8)))
    }

    @Test func editDateRedatesWithoutAnEditorInOneCommitAndTheFileStays() throws {
        let sandbox = Sandbox(["TZ": "Asia/Seoul"])
        let id = try sandbox.newEntry("Trip", body: "Mountains.", extra: ["--date", "2026-01-10 08:00"])
        _ = try sandbox.newEntry("Later", extra: ["--date", "2026-05-01"])
        let commits = try sandbox.log().count
        let result = try sandbox.run(
            "edit", String(id.prefix(8)), "--date", "2026-06-02 19:30", environment: ["EDITOR": "false"])
        #expect(result.status == 0, "\(result)")
        #expect(result.stderr.contains("Redated \(id.prefix(8))"))
        #expect(sandbox.entryFiles().contains("2026/01/\(id).txt"))
        #expect(try sandbox.text(of: id) == "Trip\n\nMountains.\n\nCreated: 2026-06-02T19:30:00+09:00\n")
        #expect(try sandbox.log().count == commits + 1)
        #expect(try sandbox.log().first == "Edit \(id.prefix(8)): Trip")
        #expect(try sandbox.run("list", "-n", "1").stdout.contains("Trip"))
        let bad = try sandbox.run("edit", id, "--date", "someday")
        #expect(bad.status == 2)
        try sandbox.expectHealthyJournal()
    }

    // MARK: 11.5 Text that is not UTF-8 is refused

    @Test func nonUTF8PipedIntoNewIsRefusedNamingTheByte() throws {
        let sandbox = Sandbox()
        let input = try sandbox.home.write("", to: "euc-kr.txt")
        try (Data("Title\n\nab".utf8) + Data([0xC0, 0xCF, 0xB1, 0xE2]) + Data("\n".utf8)).write(to: input)
        let result = try CommandRunner.run(
            "/bin/sh", ["-c", "\"$0\" new < \"$1\"", Sandbox.binary, input.path], in: sandbox.home.url,
            environment: sandbox.environment)
        #expect(result.status == 2, "\(result)")
        #expect(result.stderr.hasPrefix("ilgi: error: the text piped in is not UTF-8: the byte at offset 9 (line 3)"))
        #expect(sandbox.entryFiles().isEmpty)
    }

    @Test func anEntryFileThatIsNotUTF8IsNotRewrittenByEditOrRedate() throws {
        let sandbox = Sandbox()
        _ = try sandbox.newEntry("Start")
        let path = "2026/11/3f2a9c1b-6d0e-4a8f-9b1c-2e7d5a4f8c90.txt"
        let bytes = Data("Title\n\nab".utf8) + Data([0xFF]) + Data("\n\nCreated: 2026-11-22T15:45:00Z\n".utf8)
        try sandbox.commit("", at: path)
        try bytes.write(to: sandbox.journal.appendingPathComponent(path))
        try CommandRunner.git(
            ["-c", "user.name=H", "-c", "user.email=h@e", "commit", "-qam", "bytes"], in: sandbox.journal)
        let editor = try sandbox.script("add", #"printf 'more\n' >> "$1""#)
        let edit = try sandbox.run("edit", "3f2a9c1b", environment: ["EDITOR": editor])
        #expect(edit.status == 2, "\(edit)")
        #expect(edit.stderr.contains("byte at offset 9 (line 3)"), "\(edit)")
        #expect(try sandbox.run("edit", "3f2a9c1b", "--date", "2026-01-01").status == 2)
        #expect(try Data(contentsOf: sandbox.journal.appendingPathComponent(path)) == bytes)
    }
}

extension Sandbox {
    /// The text of the entry file with `id`.
    func text(of id: String) throws -> String {
        let path = try #require(entryFiles().first { $0.hasSuffix("/\(id).txt") })
        return try String(contentsOf: journal.appendingPathComponent(path), encoding: .utf8)
    }

    /// Writes `text` at `path` in the journal and commits it with git, as a hand edit (or an
    /// older ilgi) would leave it.
    func commit(_ text: String, at path: String) throws {
        let url = journal.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
        let identity = ["-c", "user.name=Hand", "-c", "user.email=hand@example.com"]
        try CommandRunner.git(["add", path], in: journal)
        let result = try CommandRunner.git(identity + ["commit", "-q", "-m", "By hand"], in: journal)
        #expect(result.status == 0, "\(result)")
    }
}
