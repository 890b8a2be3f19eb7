import Foundation
import IlgiTestSupport
import Testing

private func records(_ text: String) throws -> [[String: Any]] {
    try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String: Any]] ?? []
}

/// Issue 11, items 5 and 9: what `import` must never do to a journal.
@Suite struct ImportTrustTests {
    @Test func importingAJrnlFileKeepsTheOrderOfEntriesWrittenInTheSameMinute() throws {
        let sandbox = Sandbox()
        let titles = (1...10).map { "Note \($0) of the minute" }
        let text = titles.map { "[2024-01-05 09:30] \($0)\nbody of \($0)\n" }.joined(separator: "\n")
        let file = try sandbox.home.write(text, to: "journal.txt")
        #expect(try sandbox.run("import", file.path, "--from", "jrnl").status == 0)
        let listed = try records(sandbox.run("list", "--json").stdout)
        #expect(
            listed.map { $0["title"] as? String } == titles.reversed(),
            "newest first: the source's last is listed first")
        // And jrnl's export of them is the file's order and minute again.
        let exported = try sandbox.run("export", "-f", "jrnl").stdout
        #expect(exported == text)
    }

    @Test func importingIlgisOwnJrnlExportIntoTheSameJournalAddsNothing() throws {
        let sandbox = Sandbox(["TZ": "Asia/Seoul"])
        _ = try sandbox.run(
            "new", stdin: "Rain\n\nUmbrella lost. @rain\n\nCreated: 2026-11-20T08:00:00+09:00\nStarred: yes\n")
        _ = try sandbox.run(
            "new", stdin: "Snow\n\nFirst snow.\n[2026-11-21 22:10] not an entry\n\nCreated: 2026-11-21T22:10:00+09:00\n"
        )
        _ = try sandbox.newEntry("Only a title")
        let export = sandbox.home.appending("export.txt")
        #expect(try sandbox.run("export", "-f", "jrnl", "-o", export.path).status == 0)
        let again = try sandbox.run("import", export.path, "--from", "jrnl")
        #expect(again.status == 0, "\(again)")
        #expect(again.stderr == "Nothing to import: all 3 entries are already in the journal.\n")
        #expect(sandbox.entryFiles().count == 3)
        #expect(try sandbox.log().count == 3, "no import commit")
        // An entry added to the exported file is the one thing imported.
        let handle = try FileHandle(forWritingTo: export)
        handle.seekToEndOfFile()
        handle.write(Data("\n[2026-11-22 07:00] Written in jrnl\n".utf8))
        try handle.close()
        let more = try sandbox.run("import", export.path)
        #expect(more.stderr == "Imported 1 entry from jrnl. 3 already in the journal were left out.\n", "\(more)")
        try sandbox.expectHealthyJournal()
    }

    /// 1 GB grew to 6 GB: the file is read a line at a time, so the peak memory of importing
    /// a 96 MB journal stays well under the size of the file (reading it whole, as before,
    /// needed several times its size). Measured by the kernel (GNU time's maximum resident
    /// set size), not by a clock.
    @Test(
        .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/time"), "needs GNU time (apt install time)")
    )
    func importingALargeJrnlFileUsesMemoryFarBelowItsSize() throws {
        let sandbox = Sandbox()
        let file = sandbox.home.appending("large.txt")
        #expect(FileManager.default.createFile(atPath: file.path, contents: nil))
        let handle = try FileHandle(forWritingTo: file)
        let paragraph = String(repeating: "The quick brown fox jumps over the lazy dog, again and again. ", count: 32)
        let entryCount = 3_000
        for number in 0..<entryCount {
            let day = String(
                format: "2020-%02d-%02d %02d:%02d", number % 12 + 1, number % 28 + 1, number % 24, number % 60)
            var text = "[\(day)] Entry \(number)\n"
            for line in 0..<16 { text += "\(line) \(number) " + paragraph + "\n" }
            handle.write(Data((text + "\n").utf8))
        }
        try handle.close()
        let size = try #require(try FileManager.default.attributesOfItem(atPath: file.path)[.size] as? Int)
        #expect(size > 90 << 20)
        let report = sandbox.home.appending("time.txt")
        let result = try CommandRunner.run(
            "/usr/bin/time", ["-f", "%M", "-o", report.path, Sandbox.binary, "import", file.path, "--from", "jrnl"],
            in: sandbox.home.url, environment: sandbox.environment, timeout: 600)
        #expect(result.status == 0, "\(result)")
        #expect(result.stderr == "Imported \(entryCount) entries from jrnl.\n")
        let peakKilobytes = try #require(
            Int(String(contentsOf: report, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)))
        // What the process takes before it reads anything (the binary, the runtime), measured
        // the same way, so the bound is on what the import itself holds.
        _ = try CommandRunner.run(
            "/usr/bin/time", ["-f", "%M", "-o", report.path, Sandbox.binary, "--version"],
            in: sandbox.home.url, environment: sandbox.environment)
        let startKilobytes = try #require(
            Int(String(contentsOf: report, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)))
        // Reading it whole took six times its size. Streamed, what remains is the libgit2 index
        // of the one commit and a path per entry for the transaction's rollback: well under the
        // file's size, and not growing with the length of the text.
        #expect(
            (peakKilobytes - startKilobytes) * 1024 < size / 2,
            "peak \(peakKilobytes) kB (\(startKilobytes) kB at start) for a \(size / 1024) kB file")
        #expect(sandbox.entryFiles().count == entryCount)
    }
}
