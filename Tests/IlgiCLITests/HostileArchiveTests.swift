import Foundation
import IlgiTestSupport
import Testing

/// Issue 76, "a hostile archive does nothing": a zip an import is given is read as hostile.
/// A name outside the archive, a link, a zip bomb are refused before a byte is unpacked, with
/// the entry named; the journal and the folder around the archive are left as they were.
/// The zips are made by Python's zipfile, as an attacker's tool would make them.
@Suite struct HostileArchiveTests {
    private static let journalJSON =
        #"{"entries":[{"creationDate":"2024-01-01T10:00:00Z","text":"From the archive","uuid":"A1"}]}"#

    /// A zip at `name` in HOME, made by Python from `script`'s `z` (a `zipfile.ZipFile`).
    private func zip(_ sandbox: Sandbox, _ name: String, _ script: String) throws -> URL {
        let url = sandbox.home.url.appendingPathComponent(name)
        let program = """
            import stat, sys, zipfile
            z = zipfile.ZipFile(sys.argv[1], "w", compression=zipfile.ZIP_DEFLATED)
            z.writestr("Journal.json", sys.argv[2])
            \(script)
            z.close()
            """
        let made = try CommandRunner.run("/usr/bin/env", ["python3", "-c", program, url.path, Self.journalJSON])
        #expect(made.status == 0, "\(made)")
        return url
    }

    private func expectRefused(
        _ sandbox: Sandbox, _ archive: URL, saying words: String, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        // What is beside the archive (the journal and settings, hidden, are ilgi's own).
        let beside = {
            try FileManager.default.contentsOfDirectory(atPath: sandbox.home.url.path).filter { !$0.hasPrefix(".") }
                .sorted()
        }
        let before = try beside()
        let result = try sandbox.run("import", archive.path)
        #expect(result.status != 0, "\(result)", sourceLocation: sourceLocation)
        #expect(result.stderr.contains(words), "\(result.stderr)", sourceLocation: sourceLocation)
        #expect(result.stderr.hasSuffix("nothing was imported\n"), "\(result.stderr)", sourceLocation: sourceLocation)
        #expect(!(try sandbox.run("list").stdout.contains("From the archive")), sourceLocation: sourceLocation)
        #expect(try beside() == before, "nothing appeared beside the archive", sourceLocation: sourceLocation)
    }

    @Test func aNameThatClimbsOutOfTheArchiveIsRefused() throws {
        let sandbox = Sandbox()
        let archive = try zip(sandbox, "climb.zip", #"z.writestr("photos/../../escaped.txt", "out")"#)
        try expectRefused(sandbox, archive, saying: "its entry 'photos/../../escaped.txt' names a place outside")
    }

    @Test func anAbsoluteNameIsRefused() throws {
        let sandbox = Sandbox()
        let archive = try zip(sandbox, "absolute.zip", #"z.writestr("/tmp/ilgi-absolute-escape.txt", "out")"#)
        try expectRefused(sandbox, archive, saying: "names a place outside the archive")
        #expect(!FileManager.default.fileExists(atPath: "/tmp/ilgi-absolute-escape.txt"))
    }

    @Test func aLinkIsRefused() throws {
        let sandbox = Sandbox()
        let archive = try zip(
            sandbox, "link.zip",
            """
            info = zipfile.ZipInfo("photos/abc.jpeg")
            info.create_system = 3
            info.external_attr = (stat.S_IFLNK | 0o777) << 16
            z.writestr(info, "/etc/passwd")
            """)
        try expectRefused(sandbox, archive, saying: "its entry 'photos/abc.jpeg' is a symbolic link")
    }

    @Test func aZipBombIsRefusedBeforeItIsUnpacked() throws {
        let sandbox = Sandbox()
        // 64 MiB of zeros deflate to 64 KiB: a thousand to one.
        let archive = try zip(sandbox, "bomb.zip", #"z.writestr("photos/zeros.bin", bytes(64 << 20))"#)
        try expectRefused(sandbox, archive, saying: "its entry 'photos/zeros.bin' would unpack to 10")
    }

    @Test func anHonestArchiveWithAPhotoStillImports() throws {
        let sandbox = Sandbox()
        let archive = try zip(
            sandbox, "honest.zip",
            #"z.writestr("photos/abc.jpeg", b"\xff\xd8\xff\xe0" + b"jpeg" * 4096)"#)
        let result = try sandbox.run("import", archive.path)
        #expect(result.status == 0, "\(result)")
        #expect(try sandbox.run("list").stdout.contains("From the archive"))
    }

    /// Every app whose export comes zipped is read through the same checks: the kind is told
    /// from the zip's list of names, and nothing is unpacked before the whole list is checked.
    @Test(arguments: [
        ("journey.zip", "1730665800000-abcd.json", #"{"date_journal": 1730665800000, "text": "From the archive"}"#),
        ("backup.daylio", "backup.daylio", "e30="),
        ("Diaro_20241103.zip", "DiaroBackup.xml", "<data version='2'></data>"),
        ("AppleJournalEntries.zip", "AppleJournalEntries/Entries/2024-11-03.html", "<p>From the archive</p>"),
    ])
    func anAppsExportIsReadAsHostileToo(archiveName: String, entryName: String, contents: String) throws {
        let sandbox = Sandbox()
        let url = sandbox.home.url.appendingPathComponent(archiveName)
        let program = """
            import sys, zipfile
            z = zipfile.ZipFile(sys.argv[1], "w")
            z.writestr(sys.argv[2], sys.argv[3])
            z.writestr("media/../../escaped.jpg", "out")
            z.close()
            """
        let made = try CommandRunner.run("/usr/bin/env", ["python3", "-c", program, url.path, entryName, contents])
        #expect(made.status == 0, "\(made)")
        try expectRefused(sandbox, url, saying: "its entry 'media/../../escaped.jpg' names a place outside")
    }
}
