import Foundation
import IlgiTestSupport
import Testing

/// `ilgi journals`, `-j NAME` and `import --all-journals`, through the built binary.
struct JournalsCommandTests {
    func records(_ output: String) throws -> [[String: Any]] {
        try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [[String: Any]])
    }

    @Test func aNamedJournalIsItsOwnRepositoryPickedWithJ() throws {
        let sandbox = Sandbox()
        let fresh = try sandbox.run("journals")
        #expect(fresh.stdout == "* default  not created yet      ~/.local/share/ilgi\n", "\(fresh)")
        _ = try sandbox.newEntry("Home", body: "Kitchen.")

        let work = sandbox.home.appending("work-diary")
        let added = try sandbox.run("journals", "add", "work", "~/work-diary")
        #expect(added.succeeded && added.stderr.contains("Added the journal 'work'"), "\(added)")
        #expect(FileManager.default.fileExists(atPath: work.appendingPathComponent(".git").path), "made at once")
        let id = try sandbox.newEntry("Standup", body: "Notes.", extra: ["-j", "work"])
        #expect(try sandbox.run("-j", "work", "show", id).stdout.contains("Standup"))
        #expect(try sandbox.run("show", id).status != 0, "the default journal does not have it")
        #expect(try sandbox.log(work) == ["Add \(id.prefix(8)): Standup"])
        let remote = sandbox.home.appending("remote.git")
        _ = try CommandRunner.git(["init", "--bare", "-q", "-b", "main", remote.path], in: sandbox.home.url)
        #expect(try sandbox.run("-j", "work", "remote", "add", "origin", remote.path).succeeded)

        let listed = try sandbox.run("journals").stdout
        #expect(
            listed == """
                * default  1 entry  no remote  plain  ~/.local/share/ilgi
                  work     1 entry  origin     plain  ~/work-diary

                """, "\(listed)")
        let json = try records(sandbox.run("journals", "--json").stdout)
        #expect(json.map { $0["name"] as? String } == ["default", "work"])
        #expect(json[1]["remotes"] as? [String] == ["origin"] && json[1]["default"] as? Bool == false)
        #expect(json[1]["path"] as? String == work.path && json[1]["encryption"] as? String == "plain")

        #expect(try sandbox.run("journals", "default", "work").succeeded)
        #expect(try sandbox.run("show", id).succeeded, "commands without -j now use work")
        #expect(try sandbox.run("-j", "default", "list").stdout.contains("Home"))
        #expect(try sandbox.run("journals").stdout.contains("* work"))
        #expect(try sandbox.run("list", environment: ["ILGI_JOURNAL": sandbox.journal.path]).stdout.contains("Home"))

        let forgot = try sandbox.run("journals", "remove", "work")
        #expect(forgot.stderr.contains("its folder is still at \(work.path)"), "\(forgot)")
        #expect(try sandbox.log(work) == ["Add \(id.prefix(8)): Standup"], "nothing in the folder is touched")
        #expect(try sandbox.run("list").stdout.contains("Home"), "the default goes back to 'default'")
        try sandbox.expectHealthyJournal()
        try sandbox.expectHealthyJournal(work)
    }

    @Test func badNamesAndFoldersAreRefusedInOneLine() throws {
        let sandbox = Sandbox()
        let unknown = try sandbox.run("-j", "nope", "list")
        #expect(unknown.status == 2 && unknown.stderr.contains("no journal called 'nope'. Known: default"))
        #expect(!FileManager.default.fileExists(atPath: sandbox.journal.path), "nothing is made for a typo")
        #expect(try sandbox.run("journals", "add", "a/b", "x").status == 2)
        #expect(try sandbox.run("journals", "add", ".hidden", "x").status == 2)
        _ = try sandbox.home.write("mine\n", to: "papers/tax.txt")
        let papers = try sandbox.run("journals", "add", "papers", "papers")
        #expect(papers.status != 0 && papers.stderr.contains("not a git repository"), "\(papers)")
        #expect(try sandbox.run("journals").stdout.components(separatedBy: "\n").count == 2, "not added")
        #expect(try sandbox.run("journals", "add", "one", "one").succeeded)
        let twice = try sandbox.run("journals", "add", "one", "two")
        #expect(twice.status == 2 && twice.stderr.contains("already names the journal"))
        let sameFolder = try sandbox.run("journals", "add", "uno", "one")
        #expect(sameFolder.status == 2 && sameFolder.stderr.contains("is already the journal 'one'"))
        #expect(try sandbox.run("journals", "default", "two").status == 2)
        #expect(try sandbox.run("journals", "remove", "default").status == 2)
        let both = try sandbox.run("-j", "one", "--journal", "x", "list")
        #expect(both.status == 2 && both.stderr.contains("not both"))
    }

    @Test func aJrnlConfigWithSeveralJournalsImportsAsSeveralJournals() throws {
        let sandbox = Sandbox()
        _ = try sandbox.home.write(
            """
            journals:
              default: ~/journal.txt
              work: ~/work.txt
              my dreams:
                journal: ~/dreams.txt
            timeformat: '%F %r'
            """, to: ".config/jrnl/jrnl.yaml")
        _ = try sandbox.home.write("[2024-01-05 09:30:00 AM] Morning\nbody one\n", to: "journal.txt")
        _ = try sandbox.home.write(
            "[2024-02-05 10:00:00 AM] Standup @work\nnotes\n\n[2024-02-06 10:00:00 AM] Retro\nmore\n", to: "work.txt")
        _ = try sandbox.home.write("[2024-03-05 03:00:00 AM] Flying\nI could fly\n", to: "dreams.txt")

        let one = try sandbox.run("import")
        #expect(one.stderr.contains("more journals (work, my dreams)"), "\(one)")

        let dry = try sandbox.run("import", "--all-journals", "--dry-run")
        #expect(dry.stdout.contains("Standup") && dry.stdout.contains("Flying"), "\(dry)")
        #expect(try sandbox.run("journals").stdout.components(separatedBy: "\n").count == 2, "a dry run adds nothing")

        let all = try sandbox.run("import", "--all-journals")
        #expect(all.succeeded, "\(all)")
        #expect(all.stderr.contains("jrnl's 'my dreams' → the journal 'my-dreams'"), "\(all)")
        let names = try records(sandbox.run("journals", "--json").stdout).map { $0["name"] as? String }
        #expect(names == ["default", "my-dreams", "work"])
        #expect(try sandbox.run("-j", "work", "list").stdout.contains("Retro"))
        #expect(try sandbox.log(sandbox.home.appending(".local/share/ilgi-my-dreams")) == ["Import 1 entry from jrnl"])
        let again = try sandbox.run("import", "--all-journals")
        #expect(again.stderr.components(separatedBy: "already in the journal").count == 4, "\(again)")
    }
}
