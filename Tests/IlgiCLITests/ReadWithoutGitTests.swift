import Foundation
import IlgiTestSupport
import Testing

/// A listing, a search or one entry, while HEAD is where the catalog last saw it, is
/// answered by the catalog alone: libgit2 and the libraries it brings are never loaded
/// (`Repository.openedAtFirstUse`). Once HEAD moves, by a save or by git itself, the next
/// read asks libgit2 what changed, and finds it. The dynamic linker tells what it loads
/// (`LD_DEBUG=files`).
struct ReadWithoutGitTests {
    @Test func readsWhereHeadHasNotMovedLoadNoLibgit2() throws {
        let sandbox = Sandbox()
        let id = try sandbox.newEntry("Garden", body: "A quiet garden.")
        _ = try sandbox.run("list")  // the catalog notes HEAD's commit
        for arguments in [["list"], ["search", "garden"], ["show", id], ["list", "-n", "1"]] {
            let read = try sandbox.run(arguments, environment: ["LD_DEBUG": "files"])
            #expect(read.status == 0, "\(read)")
            #expect(read.stdout.contains("garden") || read.stdout.contains("Garden"), "\(read)")
            #expect(!read.stderr.contains("libgit2"), "\(arguments) loaded libgit2")
        }
    }

    @Test func aReadAfterHeadMovesAsksLibgit2AndFindsTheChange() throws {
        let sandbox = Sandbox()
        _ = try sandbox.newEntry("Garden", body: "A quiet garden.")
        _ = try sandbox.run("list")
        _ = try sandbox.newEntry("River", body: "A wide river.")
        let afterSave = try sandbox.run(["search", "river"], environment: ["LD_DEBUG": "files"])
        #expect(afterSave.stdout.contains("River"), "\(afterSave)")
        #expect(afterSave.stderr.contains("libgit2"))
        // git itself moves HEAD back: the catalog learns it from libgit2, not from the files.
        try CommandRunner.git(["reset", "-q", "--hard", "HEAD~1"], in: sandbox.journal)
        let afterReset = try sandbox.run(["search", "river"], environment: ["LD_DEBUG": "files"])
        #expect(!afterReset.stdout.contains("River"), "\(afterReset)")
        #expect(afterReset.stderr.contains("libgit2"))
        let again = try sandbox.run(["list"], environment: ["LD_DEBUG": "files"])
        #expect(again.stdout.contains("Garden") && !again.stdout.contains("River"), "\(again)")
        #expect(!again.stderr.contains("libgit2"))
    }

    @Test func aCommandThatWritesStillLoadsLibgit2AndSaves() throws {
        let sandbox = Sandbox()
        _ = try sandbox.newEntry("Garden", body: "A quiet garden.")
        let saved = try sandbox.run(["new", "Rain", "-m", "Wet."], environment: ["LD_DEBUG": "files"])
        #expect(saved.status == 0, "\(saved)")
        #expect(saved.stderr.contains("libgit2"))
        let log = try CommandRunner.git(["log", "--format=%s"], in: sandbox.journal)
        #expect(log.stdout.split(separator: "\n").count == 2, "\(log)")
    }
}
