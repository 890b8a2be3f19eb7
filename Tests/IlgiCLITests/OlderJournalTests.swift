import Foundation
import IlgiTestSupport
import Testing

private let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures/journals")

/// Every release reads every journal an older release wrote (docs/FORMAT.md §7). Each
/// fixture in Tests/Fixtures/journals is a whole journal, `.git/ilgi/` state and all, made by
/// an ilgi built from an earlier commit (`make-fixture.sh` says what it wrote, and the name
/// says which commit; `-encrypted` ones were encrypted with `crypt init` before their entries). Today's ilgi lists, searches, shows, edits, restores and syncs it, and
/// leaves every file the older release wrote byte for byte as it was until it is edited.
struct OlderJournalTests {
    static let journals: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: fixtures.path)) ?? []
        return names.filter { $0.hasSuffix(".tar.gz") }.sorted()
    }()

    /// The sandbox with the fixture unpacked as its default journal.
    private func sandbox(with fixture: String) throws -> Sandbox {
        let sandbox = Sandbox()
        let parent = sandbox.journal.deletingLastPathComponent()
        try FileManager.default.createDirectory(at: parent, withIntermediateDirectories: true)
        let unpack = try CommandRunner.run(
            "/bin/tar", ["-xzf", fixtures.appendingPathComponent(fixture).path, "-C", parent.path])
        #expect(unpack.status == 0, "\(unpack)")
        try FileManager.default.moveItem(at: parent.appendingPathComponent("journal"), to: sandbox.journal)
        return sandbox
    }

    private func entryTexts(_ sandbox: Sandbox) throws -> [String: Data] {
        var texts: [String: Data] = [:]
        for path in sandbox.entryFiles() {
            texts[path] = try Data(contentsOf: sandbox.journal.appendingPathComponent(path))
        }
        return texts
    }

    @Test func thereAreFixturesFromEarlierCommits() {
        #expect(Self.journals.count >= 2, "\(Self.journals)")
    }

    @Test(arguments: journals)
    func readsAJournalAnEarlierReleaseWrote(_ fixture: String) throws {
        let sandbox = try sandbox(with: fixture)
        let written = try entryTexts(sandbox)
        #expect(written.count == 3, "\(fixture): \(written.keys)")

        let list = try sandbox.run("list")
        #expect(list.status == 0, "\(list)")
        for title in ["Beach day", "비 오는 월요일", "Last week"] {
            #expect(list.stdout.contains(title), "\(fixture): \(list.stdout)")
        }
        #expect(!list.stdout.contains("Gone"))
        #expect(try sandbox.run("search", "lantern").stdout.contains("Last week"))
        #expect(try sandbox.run("search", "바다").stdout.contains("비 오는 월요일"))
        let beach = try sandbox.run("search", "pier").stdout.prefix(8)
        let shown = try sandbox.run("show", String(beach))
        #expect(shown.stdout.contains("It was sunny.") && shown.stdout.contains("An edited line."), "\(shown)")
        #expect(try sandbox.run(["list"], environment: ["ILGI_LANG": "ko"]).stdout.contains("비 오는 월요일"))
        // Reading rewrote nothing.
        #expect(try entryTexts(sandbox) == written)
        try sandbox.expectHealthyJournal()
    }

    @Test(arguments: journals)
    func writesAndSyncsAJournalAnEarlierReleaseWrote(_ fixture: String) throws {
        let sandbox = try sandbox(with: fixture)
        let before = try sandbox.log().count
        _ = try sandbox.newEntry("Today", body: "Written by this release.")
        let beach = try sandbox.run("search", "pier").stdout.prefix(8)
        let editor = try sandbox.script("append.sh", #"printf '\nOne more line.\n' >> "$1""#)
        let edit = try sandbox.run(["edit", String(beach)], environment: ["EDITOR": editor])
        #expect(edit.status == 0, "\(edit)")
        #expect(try sandbox.run("show", String(beach)).stdout.contains("One more line."))
        // The entry the older release deleted comes back from its history.
        let deleted = try sandbox.run("deleted")
        #expect(deleted.stdout.contains("Gone"), "\(deleted)")
        let gone = String(deleted.stdout.split(separator: "\n").first { $0.contains("Gone") }?.prefix(8) ?? "")
        #expect(try sandbox.run("restore", gone).status == 0)
        #expect(try sandbox.run("list").stdout.contains("Gone"))
        #expect(try sandbox.log().count == before + 3)

        let remote = TemporaryDirectory("ilgi-older-remote")
        try CommandRunner.git(["init", "-q", "--bare", remote.url.path], in: remote.url)
        _ = try sandbox.run("remote", "add", "origin", remote.url.path)
        let sync = try sandbox.run("sync")
        #expect(sync.status == 0, "\(sync)")
        let pushed = try CommandRunner.git(["rev-parse", "main"], in: remote.url).stdout
        let head = try CommandRunner.git(["rev-parse", "HEAD"], in: sandbox.journal).stdout
        #expect(pushed == head)
        // An encrypted journal stays encrypted: what the remote holds is git-crypt's ciphertext.
        if fixture.contains("encrypted") {
            for path in sandbox.entryFiles() {
                let blob = try CommandRunner.git(["cat-file", "blob", "main:" + path], in: remote.url)
                #expect(blob.stdout.hasPrefix("\u{0}GITCRYPT\u{0}"), "\(path) went out as text")
            }
        }
        try sandbox.expectHealthyJournal()
    }
}
