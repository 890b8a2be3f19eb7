import Foundation
import IlgiTestSupport
import Testing

/// Issue 36: with the usual umask 022, entries, drafts and the catalog (which holds every
/// word) were readable by every user of the machine, encrypted journals included. As pass
/// does, ilgi makes what it writes its owner's alone.
@Suite struct PrivacyTests {
    private func mode(_ url: URL) -> Int {
        let attributes = try? FileManager.default.attributesOfItem(atPath: url.path)
        return (attributes?[.posixPermissions] as? NSNumber)?.intValue ?? -1
    }

    @Test func whatIlgiWritesIsTheOwnersAlone() throws {
        let sandbox = Sandbox()
        let id = try sandbox.newEntry("Private", body: "no one else reads this")
        #expect(try sandbox.run("list").status == 0)  // the catalog
        let path = try #require(sandbox.entryFiles().first)
        let exported = sandbox.home.appending("out.json")
        #expect(try sandbox.run("export", "--format", "json", "-o", exported.path).status == 0)
        let editor = try sandbox.script("fail", "exit 1")
        _ = try sandbox.run("edit", String(id.prefix(8)), environment: ["EDITOR": editor])  // keeps a draft
        #expect(mode(sandbox.journal) == 0o700)
        #expect(mode(sandbox.journal.appendingPathComponent(".git")) == 0o700)
        #expect(mode(sandbox.journal.appendingPathComponent(".git/ilgi")) == 0o700)
        #expect(mode(sandbox.journal.appendingPathComponent(path)) == 0o600)
        #expect(mode(sandbox.journal.appendingPathComponent(".git/ilgi/index.sqlite")) == 0o600)
        #expect(mode(exported) == 0o600)
        let drafts = sandbox.journal.appendingPathComponent(".git/ilgi/drafts")
        for name in (try? FileManager.default.contentsOfDirectory(atPath: drafts.path)) ?? [] {
            #expect(mode(drafts.appendingPathComponent(name)) & 0o077 == 0, "draft \(name)")
        }
    }

    @Test func doctorNamesAJournalOthersCanReadAndFixCloses() throws {
        let sandbox = Sandbox()
        _ = try sandbox.newEntry("Private")
        chmod(sandbox.journal.path, 0o755)
        let doctor = try sandbox.run("doctor")
        #expect(doctor.status == 1, "\(doctor)")
        #expect(doctor.stdout.contains("can be read by other users"), "\(doctor)")
        let fixed = try sandbox.run("doctor", "--fix")
        #expect(fixed.stderr.contains("Closed"), "\(fixed)")
        #expect(mode(sandbox.journal) == 0o700)
        #expect(try sandbox.run("doctor").status == 0)
    }
}
