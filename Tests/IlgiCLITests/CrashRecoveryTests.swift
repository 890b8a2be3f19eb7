import Foundation
import IlgiTestSupport
import Testing

/// Fault injection: ilgi is killed (SIGKILL, through the debug-only `ILGI_TEST_CRASH_AT`
/// switch) at each named step of a save, an edit, a delete, an import and a sync merge; the
/// next command must open the journal, succeed, say it recovered, and leave `git status` and
/// `git fsck` clean with every entry in its old or its new state.
@Suite(.enabled(if: Sandbox.hasCrashPoints, "a release build has no crash points"))
struct CrashRecoveryTests {
    static let killed: Int32 = 128 + SIGKILL

    /// What every recovery must leave: a clean journal whose work tree is what HEAD has.
    func expectRecovered(
        _ result: CommandResult, in sandbox: Sandbox, sourceLocation: SourceLocation = #_sourceLocation
    )
        throws
    {
        #expect(result.status == 0, "\(result)", sourceLocation: sourceLocation)
        #expect(result.stderr.contains("interrupted write"), "\(result)", sourceLocation: sourceLocation)
        try sandbox.expectHealthyJournal(sourceLocation: sourceLocation)
        #expect(
            !FileManager.default.fileExists(
                atPath: sandbox.journal.appendingPathComponent(".git/ilgi/transaction").path),
            sourceLocation: sourceLocation)
    }

    @Test(arguments: ["intent-recorded", "files-written", "staged", "committed"])
    func aNewEntryKilledAtAnyStepIsKeptWholeOrNotAtAll(step: String) throws {
        let sandbox = Sandbox()
        _ = try sandbox.newEntry("Before")
        let crash = try sandbox.run(
            "new", "Picnic", "-m", "We ate sandwiches.", environment: ["ILGI_TEST_CRASH_AT": step])
        #expect(crash.status == Self.killed, "\(crash)")

        try expectRecovered(try sandbox.run("new", "After", "-m", "later"), in: sandbox)
        let titles = try sandbox.run("list", "--json").stdout
        #expect(titles.contains("Before") && titles.contains("After"))
        // Committed means kept; any earlier step means never saved.
        #expect(titles.contains("Picnic") == (step == "committed"), "\(titles)")
        #expect(sandbox.entryFiles().count == (step == "committed" ? 3 : 2))
    }

    @Test(arguments: ["intent-recorded", "files-written", "staged", "committed"])
    func anEditKilledAtAnyStepLeavesTheOldTextOrTheNew(step: String) throws {
        let sandbox = Sandbox()
        let id = try sandbox.newEntry("Old title", body: "old body")
        let editor = try sandbox.script("rewrite.sh", "printf 'New title\\n\\nnew body\\n' > \"$1\"")
        let crash = try sandbox.run(
            ["edit", id], environment: ["ILGI_TEST_CRASH_AT": step, "EDITOR": editor, "VISUAL": editor])
        #expect(crash.status == Self.killed, "\(crash)")

        try expectRecovered(try sandbox.run("new", "After", "-m", "later"), in: sandbox)
        let shown = try sandbox.run("show", id).stdout
        if step == "committed" {
            #expect(shown.contains("New title") && shown.contains("new body"), "\(shown)")
        } else {
            #expect(
                shown.contains("Old title") && shown.contains("old body") && !shown.contains("new body"), "\(shown)")
        }
    }

    @Test(arguments: ["intent-recorded", "files-written", "staged", "committed"])
    func aDeleteKilledAtAnyStepLeavesTheEntryOrItsDeletion(step: String) throws {
        let sandbox = Sandbox()
        let id = try sandbox.newEntry("Doomed", body: "text")
        let crash = try sandbox.run(["delete", id, "--yes"], environment: ["ILGI_TEST_CRASH_AT": step])
        #expect(crash.status == Self.killed, "\(crash)")

        try expectRecovered(try sandbox.run("new", "After", "-m", "later"), in: sandbox)
        let shown = try sandbox.run("show", id)
        #expect((shown.status == 0) == (step != "committed"), "\(shown)")
        if shown.status == 0 { #expect(shown.stdout.contains("Doomed") && shown.stdout.contains("text")) }
    }

    @Test(arguments: ["intent-recorded", "half-written", "files-written", "staged", "committed"])
    func anImportKilledAtAnyStepIsWholeOrAbsent(step: String) throws {
        let sandbox = Sandbox()
        _ = try sandbox.newEntry("Mine")
        var jrnl = ""
        for day in 1...20 { jrnl += "[2020-01-\(String(format: "%02d", day)) 09:00] Imported \(day)\nBody \(day).\n\n" }
        let file = try sandbox.home.write(jrnl, to: "journal.txt")
        let crash = try sandbox.run(["import", file.path, "--from", "jrnl"], environment: ["ILGI_TEST_CRASH_AT": step])
        #expect(crash.status == Self.killed, "\(crash)")

        try expectRecovered(try sandbox.run("new", "After", "-m", "later"), in: sandbox)
        #expect(sandbox.entryFiles().count == (step == "committed" ? 22 : 2), "\(sandbox.entryFiles())")
        // And the import can simply be run again.
        if step != "committed" {
            #expect(try sandbox.run("import", file.path, "--from", "jrnl").status == 0)
            #expect(sandbox.entryFiles().count == 22)
            try sandbox.expectHealthyJournal()
        }
    }

    @Test(arguments: ["intent-recorded", "checked-out", "committed"])
    func aSyncMergeKilledAtAnyStepIsFinishedByTheNextSync(step: String) throws {
        let remote = try BareRemote()
        let laptop = Sandbox()
        let desktop = Sandbox()
        _ = try laptop.newEntry("From the laptop")
        #expect(try laptop.run("remote", "add", "origin", remote.url.path).status == 0)
        #expect(try laptop.run("sync").status == 0)
        #expect(try desktop.run("remote", "add", "origin", remote.url.path).status == 0)
        #expect(try desktop.run("sync").status == 0)
        _ = try desktop.newEntry("From the desktop")
        #expect(try desktop.run("sync").status == 0)
        _ = try laptop.newEntry("Laptop again")

        let crash = try laptop.run(["sync"], environment: ["ILGI_TEST_CRASH_AT": step])
        #expect(crash.status == Self.killed, "\(crash)")

        let again = try laptop.run("sync")
        try expectRecovered(again, in: laptop)
        let titles = try laptop.run("list", "--json").stdout
        for title in ["From the laptop", "From the desktop", "Laptop again"] {
            #expect(titles.contains(title), "\(title) missing: \(titles)")
        }
    }

    // MARK: One test per defect, in the words of its repro

    /// #11.6: a `kill -9` left libgit2's `refs/heads/main.lock` and `index.lock`; every save
    /// then failed with "failed to lock file … for writing".
    @Test func gitLockFilesLeftByAKilledSaveAreClearedWithOneLine() throws {
        let sandbox = Sandbox()
        _ = try sandbox.newEntry("First")
        let git = sandbox.journal.appendingPathComponent(".git")
        try Data().write(to: git.appendingPathComponent("refs/heads/main.lock"))
        try Data().write(to: git.appendingPathComponent("index.lock"))

        let saved = try sandbox.run("new", "Second", "-m", "still works")
        #expect(saved.status == 0, "\(saved)")
        #expect(
            saved.stderr.contains("removed refs/heads/main.lock") || saved.stderr.contains(".git/refs/heads/main.lock"),
            "\(saved)")
        #expect(saved.stderr.contains("index.lock"), "\(saved)")
        try sandbox.expectHealthyJournal()
    }

    /// #11.7: a killed `new` left an entry file written but not committed, and `git status`
    /// was not clean afterwards.
    @Test func aKilledNewLeavesNoUntrackedFileAfterTheNextCommand() throws {
        let sandbox = Sandbox()
        _ = try sandbox.newEntry("First")
        let crash = try sandbox.run(
            "new", "Half", "-m", "written", environment: ["ILGI_TEST_CRASH_AT": "files-written"])
        #expect(crash.status == Self.killed)
        #expect(try GitChecks.status(sandbox.journal) != "")  // the leftover the issue saw

        let listed = try sandbox.run("list")
        #expect(listed.status == 0)
        #expect(listed.stderr.contains("rolled back an interrupted write"), "\(listed)")
        #expect(try GitChecks.status(sandbox.journal) == "")
    }
}

/// Encryption's steps killed midway: every entry stays readable (with the key) and the
/// command, run again, finishes.
@Suite(
    .enabled(if: CommandRunner.isAvailable("git-crypt")),
    .enabled(if: Sandbox.hasCrashPoints, "a release build has no crash points"))
struct CryptCrashRecoveryTests {
    @Test(arguments: ["intent-recorded", "files-written", "staged", "committed"])
    func anInitKilledAtAnyStepIsFinishedByTheNextOne(step: String) throws {
        let sandbox = Sandbox()
        _ = try sandbox.newEntry("Before", body: "plain")
        let crash = try sandbox.run(["crypt", "init"], environment: ["ILGI_TEST_CRASH_AT": step])
        #expect(crash.status == CrashRecoveryTests.killed, "\(crash)")
        let again = try sandbox.run("crypt", "init")
        if step == "committed" {
            #expect(again.stderr.contains("already encrypted"), "\(again)")
        } else {
            #expect(again.status == 0, "\(again)")
        }
        let status = try sandbox.run("crypt", "status")
        #expect(status.stdout.contains("1 file is stored encrypted."), "\(status)")
        #expect(try sandbox.run("list").stdout.contains("Before"))
        try sandbox.expectHealthyJournal()
    }

    @Test(arguments: ["intent-recorded", "checked-out"])
    func anUnlockOrALockKilledMidwayLeavesOneStateOrTheOther(step: String) throws {
        let sandbox = Sandbox()
        let id = try sandbox.newEntry("Secret", body: "words")
        #expect(try sandbox.run("crypt", "init").succeeded)
        let key = sandbox.home.appending("key")
        #expect(try sandbox.run("crypt", "export-key", key.path).succeeded)

        let lock = try sandbox.run(["crypt", "lock"], environment: ["ILGI_TEST_CRASH_AT": step])
        #expect(lock.status == CrashRecoveryTests.killed, "\(lock)")
        if step == "checked-out" {  // the key was gone: locked, and the next lock says so
            #expect(try sandbox.run("list").status == 1)
            #expect(try sandbox.run("crypt", "lock").stderr.contains("already locked"))
            try sandbox.expectHealthyJournal()
        } else {
            #expect(try sandbox.run("list").stdout.contains("Secret"))
            #expect(try sandbox.run("crypt", "lock").succeeded)
        }
        for file in sandbox.entryFiles() {
            #expect(
                try Data(contentsOf: sandbox.journal.appendingPathComponent(file)).starts(
                    with: Data("\0GITCRYPT\0".utf8)))
        }

        let unlock = try sandbox.run(["crypt", "unlock", key.path], environment: ["ILGI_TEST_CRASH_AT": step])
        #expect(unlock.status == CrashRecoveryTests.killed, "\(unlock)")
        if step == "checked-out" {  // the key was in: the next command finds it unlocked
            #expect(try sandbox.run("list").stdout.contains("Secret"))
        } else {
            #expect(try sandbox.run("list").status == 1)
            #expect(try sandbox.run("crypt", "unlock", key.path).succeeded)
        }
        #expect(try sandbox.run("show", id).stdout.contains("words"))
        try sandbox.expectHealthyJournal()
    }
}
