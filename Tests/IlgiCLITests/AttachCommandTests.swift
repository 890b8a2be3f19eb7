import Foundation
import IlgiTestSupport
import Testing

/// `ilgi attach`, `new --attach`, `show`'s list, `doctor`'s unlinked files, and the photos
/// going along with a delete, a restore and a Markdown export, through the built binary.
struct AttachCommandTests {
    /// A sandbox with a red and a blue picture and a PDF in HOME.
    func withFiles() throws -> (Sandbox, red: String, blue: String, pdf: String) {
        let sandbox = Sandbox()
        let red = sandbox.home.appending("red.png")
        let blue = sandbox.home.appending("blue.png")
        try TestImages.png(rgb: (220, 40, 40)).write(to: red)
        try TestImages.png(rgb: (40, 40, 220)).write(to: blue)
        let pdf = try sandbox.home.write("%PDF-1.4 menu\n", to: "menu list.pdf")
        return (sandbox, red.path, blue.path, pdf.path)
    }

    func entryText(_ sandbox: Sandbox, _ id: String) throws -> String {
        let file = try #require(sandbox.entryFiles().first { $0.contains(id) })
        return try String(contentsOf: sandbox.journal.appendingPathComponent(file), encoding: .utf8)
    }

    func assets(_ sandbox: Sandbox, _ id: String) -> [String] {
        let folder = sandbox.entryFiles().first { $0.contains(id) }.map { String($0.dropLast(4)) + ".assets" } ?? ""
        return
            ((try? FileManager.default.contentsOfDirectory(
                atPath: sandbox.journal.appendingPathComponent(folder).path)) ?? []).sorted()
    }

    @Test func photosAreKeptOnceByContentLinkedFromTheTextAndCommittedWithTheEntry() throws {
        let (sandbox, red, _, pdf) = try withFiles()
        let id = try sandbox.newEntry("Beach day", body: "Sunny.", extra: ["--attach", red, "--attach", pdf])
        let text = try entryText(sandbox, id)
        let stored = assets(sandbox, id)
        #expect(stored.count == 2 && stored.allSatisfy { $0.count == 20 }, "16 hex digits and the extension: \(stored)")
        let photo = try #require(stored.first { $0.hasSuffix(".png") })
        let menu = try #require(stored.first { $0.hasSuffix(".pdf") })
        #expect(text.contains("Sunny.\n\n![red.png](\(id).assets/\(photo))\n[menu list.pdf](\(id).assets/\(menu))\n"))
        #expect(try sandbox.log() == ["Add \(id.prefix(8)): Beach day"], "the entry and its files are one commit")
        let listed = try sandbox.run("list").stdout
        #expect(
            listed.contains("Sunny. 🖼 red.png 📎 menu list.pdf"), "a list names the files, not their paths: \(listed)")

        // The same bytes again, under another name too: kept once, no commit.
        let copy = sandbox.home.appending("IMG_0001.png")
        try FileManager.default.copyItem(atPath: red, toPath: copy.path)
        let again = try sandbox.run("attach", id, red, copy.path)
        #expect(again.succeeded && again.stderr.contains("already has red.png; kept once"), "\(again)")
        #expect(try sandbox.log().count == 1)
        #expect(assets(sandbox, id).count == 2)

        let shown = try sandbox.run("show", id).stdout
        #expect(shown.contains("2 attachments\n  🖼 red.png  "), "\(shown)")
        #expect(shown.contains("📎 menu list.pdf") && shown.contains("\(id).assets/\(menu)"), "\(shown)")
        try sandbox.expectHealthyJournal()
    }

    @Test func oneIsRemovedWithItsLinkInOneCommit() throws {
        let (sandbox, red, blue, pdf) = try withFiles()
        let id = try sandbox.newEntry("Trip", body: "Notes.")
        #expect(try sandbox.run("attach", id, red, pdf).succeeded)
        #expect(try sandbox.run("attach", id, blue).succeeded)
        #expect(try entryText(sandbox, id).contains("menu list.pdf") == true)
        let missing = try sandbox.run("attach", id, "--remove", "nope.jpg")
        #expect(missing.status == 2 && missing.stderr.contains("it has: red.png, menu list.pdf, blue.png"))

        let removed = try sandbox.run("attach", id, "--remove", "menu list.pdf")
        #expect(removed.stderr.contains("Removed menu list.pdf from \(id.prefix(8))"), "\(removed)")
        let text = try entryText(sandbox, id)
        #expect(!text.contains("menu list.pdf") && text.contains("![red.png]") && text.contains("![blue.png]"))
        #expect(!text.contains("\n\n\n"), "no blank lines piled up where the link was: \(text)")
        #expect(assets(sandbox, id).allSatisfy { $0.hasSuffix(".png") } && assets(sandbox, id).count == 2)
        #expect(
            try sandbox.log().prefix(3) == [
                "Detach \(id.prefix(8)): Trip", "Attach \(id.prefix(8)): Trip",
                "Attach \(id.prefix(8)): Trip",
            ])
        // By its stored name too.
        let name = try #require(assets(sandbox, id).first)
        #expect(try sandbox.run("attach", id, "--remove", name).succeeded)
        #expect(assets(sandbox, id).count == 1)
        try sandbox.expectHealthyJournal()
    }

    @Test func filesOverTwentyMebibytesAreRefusedUnlessForced() throws {
        let sandbox = Sandbox()
        let big = sandbox.home.appending("film.mov")
        try Data(count: 20 << 20 + 1).write(to: big)
        let refused = try sandbox.run("new", "Film", "-m", "x", "--attach", big.path)
        #expect(refused.status == 2, "\(refused)")
        #expect(
            refused.stderr.contains("film.mov is 20.01 MiB, over the 20 MiB limit")
                && refused.stderr.contains("--force")
        )
        #expect(sandbox.entryFiles().isEmpty, "nothing is written when a file is refused")

        let id = try sandbox.newEntry("Film", body: "x")
        #expect(try sandbox.run("attach", id, big.path).status == 2)
        #expect(try sandbox.log().count == 1)
        #expect(try sandbox.run("attach", id, big.path, "--force").succeeded)
        #expect(try sandbox.log().first == "Attach \(id.prefix(8)): Film")

        #expect(try sandbox.run("attach", id, sandbox.home.path).stderr.contains("is not a file"))
        #expect(try sandbox.run("attach", id, "/no/such.jpg").stderr.contains("no such file: /no/such.jpg"))
        #expect(try sandbox.run("attach", id).status == 2)
    }

    @Test func aDeletedEntryTakesItsFilesAndARestoreBringsThemBack() throws {
        let (sandbox, red, _, pdf) = try withFiles()
        let id = try sandbox.newEntry("Kept", body: "x", extra: ["--attach", red, "--attach", pdf])
        let before = assets(sandbox, id)
        #expect(try sandbox.run("delete", id, "--yes").succeeded)
        #expect(try CommandRunner.git(["ls-files"], in: sandbox.journal).stdout.isEmpty)
        #expect(try sandbox.run("doctor").stdout.contains("linked from no entry") == false)
        #expect(try sandbox.run("restore", id).succeeded)
        #expect(assets(sandbox, id) == before)
        #expect(try sandbox.run("show", id).stdout.contains("2 attachments"))
        try sandbox.expectHealthyJournal()
    }

    @Test func doctorReportsFilesNoEntryLinksAndFixRemovesOnlyCommittedOnes() throws {
        let (sandbox, red, _, pdf) = try withFiles()
        let id = try sandbox.newEntry("Edited", body: "x", extra: ["--attach", red, "--attach", pdf])
        // The writer deletes the PDF's link in the editor; the file stays behind.
        let editor = try sandbox.script("drop", "sed -i '/menu list.pdf/d' \"$1\"")
        #expect(try sandbox.run(["edit", id], environment: ["EDITOR": editor]).succeeded)
        let folder = try #require(sandbox.entryFiles().first).dropLast(4) + ".assets"
        // And one file dropped in by hand, never committed: the user's only copy.
        try Data("mine".utf8).write(to: sandbox.journal.appendingPathComponent(folder + "/notes.md"))

        let doctor = try sandbox.run("doctor").stdout
        #expect(doctor.contains("1 photo(s) or attachment(s) are linked from no entry"), "\(doctor)")
        #expect(doctor.contains(".pdf") && doctor.contains("differ from the last commit"))
        let fixed = try sandbox.run("doctor", "--fix")
        #expect(fixed.stderr.contains("and 1 unlinked attachment(s)"), "\(fixed)")
        #expect(try sandbox.log().first == "Remove 1 unlinked attachment")
        #expect(assets(sandbox, id).filter { $0.hasSuffix(".pdf") }.isEmpty)
        #expect(assets(sandbox, id).contains("notes.md"), "an uncommitted file is never removed")
        #expect(assets(sandbox, id).contains { $0.hasSuffix(".png") })
    }

    @Test func aMarkdownExportCarriesThePhotosAndItsImportBringsThemBack() throws {
        let (sandbox, red, _, pdf) = try withFiles()
        let id = try sandbox.newEntry("Jeju", body: "Sea.", extra: ["--attach", red, "--attach", pdf])
        let out = sandbox.home.appending("out")
        #expect(try sandbox.run("export", "--format", "markdown", "-o", out.path + "/").succeeded)
        let names = try FileManager.default.contentsOfDirectory(atPath: out.path)
        let note = try #require(names.first { $0.hasSuffix(".md") })
        let markdown = try String(contentsOf: out.appendingPathComponent(note), encoding: .utf8)
        for name in assets(sandbox, id) {
            #expect(markdown.contains("(\(id).assets/\(name))"))
            #expect(
                FileManager.default.fileExists(atPath: out.appendingPathComponent("\(id).assets/\(name)").path),
                "the link resolves beside the note")
        }
        let other = sandbox.home.appending("other")
        #expect(try sandbox.run("--journal", other.path, "import", "--from", "markdown-dir", out.path).succeeded)
        let copied = try sandbox.run("--journal", other.path, "list", "--json").stdout
        let newID = try #require(
            (try JSONSerialization.jsonObject(with: Data(copied.utf8)) as? [[String: Any]])?.first?["id"] as? String)
        let shown = try sandbox.run("--journal", other.path, "show", newID).stdout
        #expect(
            shown.contains("2 attachments") && !shown.contains("missing") && !shown.contains("not linked"), "\(shown)")
    }

    @Test func anEncryptedJournalStoresItsPhotosEncryptedUnderKeyedNames() throws {
        let (sandbox, red, _, _) = try withFiles()
        _ = try sandbox.newEntry("Plain first", body: "x")
        #expect(try sandbox.run("crypt", "init").succeeded)
        let id = try sandbox.newEntry("Secret", body: "y", extra: ["--attach", red])
        let path = try #require(
            try CommandRunner.git(["ls-files"], in: sandbox.journal).stdout.split(separator: "\n")
                .first { $0.hasSuffix(".png") })
        let blob = try CommandRunner.git(["cat-file", "blob", "HEAD:\(path)"], in: sandbox.journal).stdout
        #expect(blob.hasPrefix("\0GITCRYPT\0"))
        let plainName = try CommandRunner.git(["hash-object", red], in: sandbox.journal).stdout  // anything but SHA-256
        #expect(!path.contains(plainName.prefix(16)))
        // The same photo in a plain journal gets SHA-256's name: the encrypted one does not.
        let plain = Sandbox()
        let plainID = try plain.newEntry("P", body: "x", extra: ["--attach", red])
        #expect(assets(plain, plainID) != assets(sandbox, id))
        #expect(try sandbox.run("show", id).stdout.contains("1 attachment\n  🖼 red.png"))
        try sandbox.expectHealthyJournal()
    }

    @Test func aLinkedPhotoThatWentMissingIsBroughtBackByAttachingItAgain() throws {
        let (sandbox, red, _, _) = try withFiles()
        let id = try sandbox.newEntry("Lost", body: "x", extra: ["--attach", red])
        let name = try #require(assets(sandbox, id).first)
        let folder = try #require(sandbox.entryFiles().first).dropLast(4) + ".assets"
        #expect(try CommandRunner.git(["rm", "-q", String(folder) + "/" + name], in: sandbox.journal).succeeded)
        #expect(try CommandRunner.git(["commit", "-q", "-m", "Lost a photo"], in: sandbox.journal).succeeded)
        #expect(try sandbox.run("doctor").stdout.contains("are missing"))

        let again = try sandbox.run("attach", id, red)
        #expect(again.succeeded && again.stderr.contains("Attached red.png"), "\(again)")
        #expect(try sandbox.log().first == "Attach \(id.prefix(8)): Lost")
        #expect(try entryText(sandbox, id).components(separatedBy: "red.png").count == 2, "linked once, not twice")
        try sandbox.expectHealthyJournal()
    }

    @Test func anExportAsOneDocumentSaysWhichEntriesLeaveTheirFilesBehind() throws {
        let (sandbox, red, _, _) = try withFiles()
        _ = try sandbox.newEntry("Jeju", body: "Sea.", extra: ["--attach", red])
        _ = try sandbox.newEntry("Plain", body: "No photo.")
        let document = sandbox.home.appending("journal.md")
        let markdown = try sandbox.run("export", "--format", "markdown", "-o", document.path)
        #expect(markdown.succeeded)
        #expect(
            markdown.stderr.contains("note: 1 entry links photos or files that one document cannot carry; -o FOLDER/"))
        let json = try sandbox.run("export")
        #expect(json.succeeded && json.stdout.contains("\"Jeju\""))
        #expect(json.stderr.contains("--format markdown -o FOLDER/"), "\(json)")

        let plain = Sandbox()
        _ = try plain.newEntry("Plain", body: "No photo.")
        #expect(try plain.run("export", "--format", "markdown").stderr.isEmpty, "nothing to say without files")
    }
}
