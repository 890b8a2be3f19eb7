import Foundation
import IlgiTestSupport
import Testing

private let samples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Samples")

private func records(_ text: String) throws -> [[String: Any]] {
    try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String: Any]] ?? []
}

/// Leaving is as easy as arriving: `export --format dayone` and back.
@Suite struct DayOneExportTests {
    @Test func ilgiToDayOneJSONAndBackKeepsEveryEntryTagStarDateAndPhoto() throws {
        let sandbox = Sandbox(["TZ": "Asia/Seoul"])
        #expect(
            try sandbox.run("import", samples.appendingPathComponent("dayone-zip/Export-Garden.zip").path).status == 0)
        #expect(try sandbox.run("import", samples.appendingPathComponent("dayone-classic").path).status == 0)
        let texts = [
            "Dinner with @family\n\nWe made kimchi jjigae. A \\. stays, \\\\ too.\n\n- [x] buy tofu\n\nCreated: 2024-01-06T18:45:00+09:00\nStarred: yes\n",
            "첫눈이 왔다\n\n아침부터 눈이 내렸다. @겨울\n\nCreated: 2024-01-07T21:15:00+09:00\nWeather: 13n\n",
            "In Mumbai\n\nHalf an hour ahead.\n\nCreated: 2024-02-01T08:05:09+05:30\n",
        ]
        for text in texts { #expect(try sandbox.run("new", stdin: text).status == 0) }
        let archive = sandbox.home.appending("out.zip")
        let exported = try sandbox.run("export", "--format", "dayone", "-o", archive.path)
        #expect(exported.status == 0, "\(exported)")
        #expect(exported.stderr == "Exported 7 entries to \(archive.path).\n")

        let copy = sandbox.home.appending("copy")
        let imported = try sandbox.run("--journal", copy.path, "import", archive.path)
        #expect(imported.stderr == "Imported 7 entries from Day One.\n", "\(imported)")
        let ours = try records(sandbox.run("list", "--json").stdout)
        let theirs = try records(sandbox.run("--journal", copy.path, "list", "--json").stdout)
        func essence(_ record: [String: Any]) -> String {
            let id = record["id"] as? String ?? ""
            let body = (record["body"] as? String ?? "").replacingOccurrences(of: id + ".assets/", with: "ASSETS/")
            return [
                record["title"] as? String ?? "", body, record["created"] as? String ?? "",
                "\(record["starred"] ?? "")",
                (record["tags"] as? [String] ?? []).sorted().joined(separator: " "), record["weather"] as? String ?? "",
            ]
            .joined(separator: " | ")
        }
        #expect(theirs.map(essence) == ours.map(essence))
        // Every photo, byte for byte, beside its entry.
        for (mine, other) in zip(ours, theirs) {
            let names = (mine["body"] as? String ?? "").components(separatedBy: ".assets/").dropFirst()
                .map { String($0.prefix { $0 != ")" }) }
            for name in names {
                func bytes(_ journal: URL, _ record: [String: Any]) throws -> Data {
                    let path =
                        (record["path"] as? String).map { String($0.dropLast(4)) }
                        ?? "\(String((record["created"] as? String ?? "").prefix(7)).replacingOccurrences(of: "-", with: "/"))/\(record["id"] as? String ?? "")"
                    return try Data(contentsOf: journal.appendingPathComponent(path + ".assets/" + name))
                }
                #expect(try bytes(sandbox.journal, mine) == bytes(copy, other), "\(name)")
            }
        }
        try sandbox.expectHealthyJournal(copy)
    }

    @Test func aDayOneExportNeedsAZipFile() throws {
        let sandbox = Sandbox()
        _ = try sandbox.newEntry("One")
        let result = try sandbox.run("export", "--format", "dayone")
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("ilgi: error: a Day One export is a zip file: give it with -o FILE.zip\n"))
    }

    @Test func shareAsHTMLEmbedsTheEntrysPhotosAndDoctorNamesAMissingOne() throws {
        let sandbox = Sandbox()
        #expect(try sandbox.run("import", samples.appendingPathComponent("dayone-classic").path).status == 0)
        let lake = try #require(try records(sandbox.run("list", "--json", "--starred").stdout).first)
        let id = lake["id"] as? String ?? ""
        let html = try sandbox.run("share", id, "--format", "html").stdout
        #expect(html.contains("<img src=\"data:image/jpeg;base64,/9j/"))
        #expect(!html.contains(".assets/"))

        let photo = try #require(
            FileManager.default.subpathsOfDirectory(atPath: sandbox.journal.path).first { $0.hasSuffix(".jpg") })
        try FileManager.default.removeItem(at: sandbox.journal.appendingPathComponent(photo))
        let doctor = try sandbox.run("doctor")
        #expect(doctor.stdout.contains(photo) || doctor.stderr.contains(photo), "\(doctor)")
        #expect((doctor.stdout + doctor.stderr).contains("1 photo(s) or attachment(s) linked from entries are missing"))
    }
}
