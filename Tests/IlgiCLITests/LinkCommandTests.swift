import Foundation
import IlgiTestSupport
import Testing

/// `[[links]]` on the command line: `show` names the entries that link here, `links` lists an
/// entry's links and the journal's broken ones, `--json` carries both, `delete` warns, and
/// `doctor` notes what does not resolve.
struct LinkCommandTests {
    /// A walk, and a morning that links to it twice and to nothing once.
    private func journalWithLinks() throws -> (Sandbox, walk: String, morning: String) {
        let sandbox = Sandbox()
        let walk = try sandbox.run("new", "Evening walk", "-m", "By the river.", "--date", "2026-11-20 19:00")
        let walkID = walk.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        let morning = try sandbox.run(
            "new", "Morning", "-m", "Like [[Evening walk]] and [[\(walkID.prefix(8))|that walk]]. Not [[Nope]].",
            "--date", "2026-11-21 08:00")
        return (sandbox, walkID, morning.stdout.trimmingCharacters(in: .whitespacesAndNewlines))
    }

    @Test func showNamesTheEntriesThatLinkHere() throws {
        let (sandbox, walk, morning) = try journalWithLinks()
        let shown = try sandbox.run("show", walk)
        #expect(shown.stdout.hasSuffix("\nLinked from (1)\n  ← Morning · November 21, 2026 · \(morning.prefix(8))\n"))
        let json = try JSONSerialization.jsonObject(with: Data(try sandbox.run("show", walk, "--json").stdout.utf8))
        let record = try #require(json as? [String: Any])
        #expect((record["backlinks"] as? [[String: Any]])?.map { $0["id"] as? String } == [morning])
        #expect((record["links"] as? [Any])?.isEmpty == true && record["title"] as? String == "Evening walk")
    }

    @Test func linksListsAnEntrysLinksAndTheJournalsBrokenOnes() throws {
        let (sandbox, walk, morning) = try journalWithLinks()
        let links = try sandbox.run("links", morning)
        #expect(links.succeeded)
        #expect(
            links.stdout.contains(
                "Links (3)\n  → [[Evening walk]]  Evening walk · November 20, 2026 · \(walk.prefix(8))"))
        #expect(links.stdout.contains("  ✗ [[Nope]]  no such entry"))
        let problems = try sandbox.run("links")
        #expect(problems.stdout == "1 link does not resolve:\n\(morning.prefix(8))  Morning  [[Nope]]  no such entry\n")
        let json = try JSONSerialization.jsonObject(with: Data(try sandbox.run("links", "--json").stdout.utf8))
        let record = try #require(json as? [String: Any])
        #expect(record["links"] as? Int == 3)
        #expect((record["problems"] as? [[String: Any]])?.first?["state"] as? String == "broken")
        let doctor = try sandbox.run("doctor")
        #expect(doctor.stdout.contains("1 entry has a [[link]] that names no entry"))
    }

    @Test(.enabled(if: TerminalSession.isAvailable, "needs tmux"))
    func deletingAnEntryOthersLinkToSaysHowMany() throws {
        let (sandbox, walk, _) = try journalWithLinks()
        let command = "'" + Sandbox.binary + "' delete " + walk.prefix(8)
        let declined = try TerminalSession(command, environment: sandbox.environment, columns: 200)
        let screen = try declined.waitFor("[y/N]")
        #expect(screen.contains("1 entry links to \"Evening walk\": their links will be broken until it is restored."))
        try declined.send("n", "Enter")
        #expect(try declined.exitStatus() == 0)
        #expect(try sandbox.run("links").stdout.hasPrefix("1 link does not resolve"), "nothing deleted")
    }

    @Test func markdownFilesLinkEachOtherAndTheBookLinksItsPages() throws {
        let (sandbox, walk, morning) = try journalWithLinks()
        let folder = sandbox.home.url.appendingPathComponent("export/")
        #expect(try sandbox.run("export", "--format", "markdown", "-o", folder.path + "/").succeeded)
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        let walkFile = try #require(files.first { $0.hasSuffix(walk.prefix(8) + ".md") })
        let morningFile = try #require(files.first { $0.hasSuffix(morning.prefix(8) + ".md") })
        let text = try String(contentsOf: folder.appendingPathComponent(morningFile), encoding: .utf8)
        #expect(
            text.contains("Like [Evening walk](<\(walkFile)>) and [that walk](<\(walkFile)>). Not [[Nope]]."),
            "relative links between the files; a broken link as written")
        let book = sandbox.home.url.appendingPathComponent("book.html")
        #expect(try sandbox.run("export", "--format", "book", "-o", book.path).succeeded)
        let html = try String(contentsOf: book, encoding: .utf8)
        #expect(html.contains("<article class=\"entry\" id=\"entry-\(walk)\">"))
        #expect(html.contains("href=\"#entry-\(walk)\">that walk</a>"))
    }

    @Test func searchFindsOnlyEntriesLinkingToOne() throws {
        let (sandbox, walk, morning) = try journalWithLinks()
        _ = try sandbox.run("new", "Unlinked", "-m", "A river walk too.")
        let found = try sandbox.run("search", "walk", "--links-to", String(walk.prefix(8)), "--json")
        let records = try #require(try JSONSerialization.jsonObject(with: Data(found.stdout.utf8)) as? [[String: Any]])
        #expect(records.map { $0["id"] as? String } == [morning])
    }

    @Test func theLinkFormsReadTheSameInKorean() throws {
        let (sandbox, walk, _) = try journalWithLinks()
        let shown = try sandbox.run("show", walk, environment: ["LANG": "ko_KR.UTF-8"])
        #expect(shown.stdout.contains("이 일기를 가리키는 일기 (1)"))
    }
}
