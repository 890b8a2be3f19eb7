import Foundation
import IlgiTestSupport
import Testing

@testable import ilgi

/// `ilgi log`, `show --at`, `diff`, `restore`, `deleted` and `git`, run as a person would.
@Suite struct HistoryCommandTests {
    /// The journal path of the entry whose id starts with `id`.
    func path(of id: String, in sandbox: Sandbox) throws -> String {
        try #require(sandbox.entryFiles().first { $0.contains(String(id.prefix(8))) })
    }

    func lines(_ text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
    }

    @Test func aDeletedEntryIsListedAndCanBeRestored() throws {
        let sandbox = Sandbox()
        let id = try sandbox.newEntry("Lost and found", body: "Every word matters.")
        let short = String(id.prefix(8))
        let original = try sandbox.run("show", id, "--raw").stdout
        try sandbox.run("delete", short, "--yes")

        let deleted = try sandbox.run("deleted")
        #expect(deleted.status == 0, "\(deleted)")
        #expect(deleted.stdout.hasPrefix("\(short)  deleted "))
        #expect(deleted.stdout.hasSuffix("  Lost and found\n"))
        #expect(try sandbox.run("list", "--deleted").stdout == deleted.stdout)
        #expect(try sandbox.run("list").stdout == "")

        let restore = try sandbox.run("restore", String(id.prefix(6)))
        #expect(restore.status == 0, "\(restore)")
        #expect(restore.stderr == "Restored \(short): Lost and found\n")
        #expect(try sandbox.run("show", id, "--raw").stdout == original)
        #expect(try sandbox.log().first == "Restore \(short): Lost and found")
        try sandbox.expectHealthyJournal()

        let none = try sandbox.run("deleted")
        #expect(none.status == 0)
        #expect(none.stdout == "")
        #expect(none.stderr == "No deleted entries.\n")
        let again = try sandbox.run("restore", short)
        #expect(again.status == 2)
        #expect(
            lines(again.stderr) == [
                "ilgi: error: entry \(short) is not deleted; to roll it back, name a version with --at (see 'ilgi log \(short)')"
            ])
    }

    @Test func aRestoreRunsThePostSaveHooks() throws {
        let sandbox = Sandbox()
        let id = try sandbox.newEntry("Hooked")
        try sandbox.run("delete", id, "--yes")
        let marker = sandbox.home.appending("saved")
        try sandbox.hook("post-save", #"echo "$ILGI_ENTRY_ID" >> "# + marker.path)
        let restore = try sandbox.run("restore", id)
        #expect(restore.status == 0, "\(restore)")
        #expect(try String(contentsOf: marker, encoding: .utf8) == id + "\n")
        let same = try sandbox.run("restore", id, "--at", "HEAD")
        #expect(same.status == 0)
        #expect(try String(contentsOf: marker, encoding: .utf8) == id + "\n", "no commit, no hook")
    }

    @Test func anEntryRollsBackToAnOlderVersion() throws {
        let sandbox = Sandbox()
        let id = try sandbox.newEntry("Draft", body: "The first try.")
        let editor = try sandbox.script("rewrite", #"sed -i 's/The first try./The second try./' "$1""#)
        let edit = try sandbox.run("edit", id, environment: ["EDITOR": editor])
        #expect(edit.status == 0, "\(edit)")
        #expect(try sandbox.run("show", id).stdout.contains("The second try."))

        let restore = try sandbox.run("restore", id, "--at", "HEAD~1")
        #expect(restore.status == 0, "\(restore)")
        #expect(try sandbox.run("show", id).stdout.contains("The first try."))
        let commits = try sandbox.log()
        #expect(commits.count == 3)
        #expect(commits.first == "Restore \(id.prefix(8)): Draft")

        let same = try sandbox.run("restore", id, "--at", "HEAD~2")
        #expect(same.status == 0)
        #expect(same.stderr == "Entry \(id.prefix(8)) already reads exactly like that version; nothing was restored.\n")
        #expect(try sandbox.log() == commits)
        try sandbox.expectHealthyJournal()
    }

    @Test func logForOneEntryListsOnlyItsCommits() throws {
        let sandbox = Sandbox()
        let mine = try sandbox.newEntry("Mine", body: "one")
        let other = try sandbox.newEntry("Other", body: "one")
        let editor = try sandbox.script("edit", #"sed -i 's/one/two/' "$1""#)
        try sandbox.run("edit", mine, environment: ["EDITOR": editor])
        try sandbox.run("edit", other, environment: ["EDITOR": editor])
        let path = try path(of: mine, in: sandbox)

        let oneline = try sandbox.run("log", String(mine.prefix(5)), "--oneline")
        #expect(oneline.status == 0, "\(oneline)")
        let git = try CommandRunner.git(["log", "--oneline", "--", path], in: sandbox.journal).stdout
        #expect(oneline.stdout == git)
        #expect(lines(oneline.stdout).count == 2)

        let log = try sandbox.run("log", mine)
        let rows = lines(log.stdout)
        #expect(rows.count == 2)
        #expect(rows[0].contains("  Edit  ") && rows[0].hasSuffix("  Mine"))
        #expect(rows[1].contains("  Add   ") && rows[1].hasSuffix("  Mine"))
        #expect(!log.stdout.contains("Other"))
        #expect(rows[0].hasPrefix(String(git.prefix(7))))
        #expect(lines(try sandbox.run("log", mine, "-n", "1").stdout).count == 1)

        let whole = try sandbox.run("log")
        #expect(lines(whole.stdout).count == 4)
        #expect(lines(whole.stdout)[0].contains("  Edit  \(other.prefix(8))  Other"))
        #expect(
            try sandbox.run("log", "--oneline").stdout
                == CommandRunner.git(["log", "--oneline"], in: sandbox.journal).stdout)
        // On a narrow terminal dates turn compact so the title keeps its room.
        let narrow = lines(try sandbox.run("log", environment: ["COLUMNS": "50"]).stdout)
        #expect(narrow.allSatisfy { DisplayWidth.of($0) <= 50 })
        #expect(
            narrow[0].range(of: #"^[0-9a-f]{7}  \d{4}-\d\d-\d\d \d\d:\d\d  Edit  "#, options: .regularExpression)
                != nil, "\(narrow)")
        #expect(narrow[0].hasSuffix("  Other"))
        try sandbox.expectHealthyJournal()
    }

    @Test func showAtTakesAHashAShortHashHeadTildeOrADate() throws {
        let sandbox = Sandbox()
        try sandbox.run("list")  // creates the journal
        // Three versions committed with git itself on given days.
        let id = "3f2a9c1b-6d0e-4a8f-9b1c-2e7d5a4f8c90"
        let path = "2026/10/\(id).txt"
        let file = sandbox.journal.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        for (day, title) in [("2026-10-01", "October"), ("2026-11-01", "November"), ("2026-11-20", "Later")] {
            try Data("\(title)\n\nCreated: 2026-10-01T09:00:00+00:00\n".utf8).write(to: file)
            try CommandRunner.git(["add", path], in: sandbox.journal)
            try CommandRunner.git(
                ["commit", "-qm", "Edit 3f2a9c1b: \(title)"], in: sandbox.journal,
                environment: ["GIT_COMMITTER_DATE": "\(day)T18:00:00Z", "GIT_AUTHOR_DATE": "\(day)T18:00:00Z"])
        }
        let commits = try CommandRunner.git(["log", "--format=%H"], in: sandbox.journal).stdout.split(separator: "\n")
            .map(String.init)
        func title(at revision: String) throws -> String {
            let result = try sandbox.run("show", "3f2a", "--at", revision)
            #expect(result.status == 0, "\(result)")
            return String(result.stdout.prefix { $0 != "\n" })
        }
        #expect(try title(at: commits[2]) == "October")
        #expect(try title(at: String(commits[1].prefix(7))) == "November")
        #expect(try title(at: "HEAD~2") == "October")
        #expect(try title(at: "HEAD") == "Later")
        #expect(try title(at: "2026-11-01") == "November")
        #expect(try title(at: "2026-10-31") == "October")
        #expect(try title(at: "2026-11-19") == "November")
        let shown = try sandbox.run("show", "3f2a", "--at", "HEAD~1")
        #expect(shown.stdout.contains("version \(commits[1].prefix(7)) of November 1, 2026 at 6:00"))
        #expect(
            try sandbox.run("show", "3f2a", "--at", "HEAD~2", "--raw").stdout
                == "October\n\nCreated: 2026-10-01T09:00:00+00:00\n")

        let early = try sandbox.run("show", "3f2a", "--at", "2026-09-30")
        #expect(early.status == 1)
        #expect(
            lines(early.stderr) == [
                "ilgi: error: the journal has no commit on or before 2026-09-30; its history starts later (see 'ilgi log')"
            ])
        let bad = try sandbox.run("show", "3f2a", "--at", "HEAD~7")
        #expect(bad.status == 2)
        #expect(lines(bad.stderr).count == 1)
        #expect(bad.stderr.hasPrefix("ilgi: error: 'HEAD~7' names no commit of the journal"))
        try sandbox.expectHealthyJournal()
    }

    @Test func anEntryThatDidNotExistYetIsAClearError() throws {
        let sandbox = Sandbox()
        _ = try sandbox.newEntry("Older")
        let newer = try sandbox.newEntry("Newer")
        let result = try sandbox.run("show", newer, "--at", "HEAD~1")
        #expect(result.status == 1)
        #expect(lines(result.stderr).count == 1)
        #expect(result.stderr.contains("entry \(newer.prefix(8)) is not in the journal at HEAD~1 ("))
        let unknown = try sandbox.run("log", "ffff0000")
        #expect(unknown.status == 1)
        #expect(
            lines(unknown.stderr) == [
                "ilgi: error: no entry, present or deleted, has the id 'ffff0000'; see ids with 'ilgi list' and 'ilgi deleted'"
            ])
        #expect(try sandbox.run("log", "-n", "-1").status == 2)
    }

    @Test func diffShowsWhatChangedPlainWhenPipedColouredWhenAsked() throws {
        let sandbox = Sandbox()
        let id = try sandbox.newEntry("Title", body: "Old line\nSame line")
        let path = try path(of: id, in: sandbox)
        let created = try #require(try sandbox.run("show", id, "--raw").stdout.split(separator: "\n").last)
        let editor = try sandbox.script("edit", #"sed -i 's/Old line/New line/' "$1""#)
        try sandbox.run("edit", id, environment: ["EDITOR": editor])

        let diff = try sandbox.run("diff", String(id.prefix(4)))
        #expect(diff.status == 0, "\(diff)")
        #expect(
            diff.stdout == """
                --- a/\(path)
                +++ b/\(path)
                @@ -1,6 +1,6 @@
                 Title
                 
                -Old line
                +New line
                 Same line
                 
                 \(created)

                """)
        let colored = try sandbox.run("diff", id, "--color", "always").stdout
        #expect(colored.contains("\u{1B}[31m-Old line\u{1B}[39m"))
        #expect(colored.contains("\u{1B}[32m+New line\u{1B}[39m"))
        #expect(try sandbox.run("diff", id, "HEAD~1").stdout == diff.stdout)

        // The diff is a patch git can apply: reversed, it takes the entry back.
        let check = try CommandRunner.run("git", ["apply", "-R", "--check"], in: sandbox.journal, stdin: diff.stdout)
        #expect(check.succeeded, "\(check)")

        let none = try sandbox.run("diff", id, "HEAD")
        #expect(none.status == 0)
        #expect(none.stdout == "")
        #expect(none.stderr.hasPrefix("No differences in \(id.prefix(8)) between "))
        let bad = try sandbox.run("diff", id, "not-a-commit")
        #expect(bad.status == 2)
        #expect(lines(bad.stderr).count == 1)
        try sandbox.expectHealthyJournal()
    }

    @Test func gitRunsInsideTheJournalWithItsExitStatusAndStdin() throws {
        let sandbox = Sandbox()
        let id = try sandbox.newEntry("Through git")
        let log = try sandbox.run("git", "log", "-1", "--format=%s")
        #expect(log.status == 0, "\(log)")
        #expect(log.stdout == "Add \(id.prefix(8)): Through git\n")
        #expect(try sandbox.run("git", "status", "--porcelain").stdout == "")

        let failing = try sandbox.run("git", "rev-parse", "--verify", "-q", "no-such-branch")
        #expect(failing.status == 1)
        let fatal = try sandbox.run("git", "log", "no-such-revision")
        #expect(fatal.status == 128)
        #expect(fatal.stderr.contains("fatal:"))
        #expect(!fatal.stderr.contains("ilgi: error"))

        let hashed = try sandbox.run("git", "hash-object", "--stdin", stdin: "hello\n")
        #expect(hashed.stdout == "ce013625030ba8dba906f756967f9e9ca394464a\n")
        #expect(try sandbox.run("git", "--", "log", "-1", "--format=%s").stdout == log.stdout)
        #expect(try sandbox.run("git", "--version").stdout.hasPrefix("git version"))

        let other = sandbox.home.appending("other-journal")
        try sandbox.run("--journal", other.path, "new", "Elsewhere")
        let elsewhere = try sandbox.run("--journal", other.path, "git", "log", "--format=%s")
        #expect(elsewhere.stdout.hasSuffix(": Elsewhere\n"))

        let missing = try sandbox.run("git", "status", environment: ["PATH": "/nonexistent"])
        #expect(missing.status == 1)
        #expect(missing.stderr == "ilgi: error: git was not found on PATH; install git to use 'ilgi git'\n")
    }

    @Test func anEmptyJournalHasNoHistoryToShow() throws {
        let sandbox = Sandbox()
        let log = try sandbox.run("log")
        #expect(log.status == 0)
        #expect(log.stdout == "")
        #expect(log.stderr == "No history yet. Write your first entry with 'ilgi new'.\n")
        try sandbox.expectHealthyJournal()
    }

    @Test func historySpeaksKorean() throws {
        let sandbox = Sandbox(["LANG": "ko_KR.UTF-8"])
        let id = try sandbox.newEntry("일기")
        try sandbox.run("delete", id, "--yes")
        let deleted = try sandbox.run("deleted").stdout
        #expect(deleted.contains(" 지움  일기"))
        let restore = try sandbox.run("restore", id)
        #expect(restore.stderr == "되살렸어요 \(id.prefix(8)): 일기\n")
        let log = try sandbox.run("log").stdout
        #expect(lines(log).count == 3)
        #expect(lines(log)[0].contains("  복원  "))
        #expect(lines(log)[2].contains("  추가  "))
    }
}
