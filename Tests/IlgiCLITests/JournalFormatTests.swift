import Foundation
import IlgiTestSupport
import Testing

/// A journal whose `.ilgi/format` names a format above this ilgi's is read as before and
/// never written: every save and every sync stops with one line that says which ilgi it
/// needs, and leaves HEAD, the files and the remote as they were (docs/FORMAT.md §7).
struct JournalFormatTests {
    /// A journal with one entry, then a commit (made by git, as a newer ilgi would make it)
    /// that adds the mark `text`.
    private func journalMarked(_ text: String) throws -> (Sandbox, id: String) {
        let sandbox = Sandbox()
        let id = try sandbox.newEntry("Garden", body: "A quiet garden.")
        let folder = sandbox.journal.appendingPathComponent(".ilgi")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: folder.appendingPathComponent("format"))
        try CommandRunner.git(["add", ".ilgi/format"], in: sandbox.journal)
        try CommandRunner.git(["commit", "-q", "-m", "Format 2"], in: sandbox.journal)
        return (sandbox, id)
    }

    private func snapshot(_ sandbox: Sandbox) throws -> [String] {
        let head = try CommandRunner.git(["rev-parse", "HEAD"], in: sandbox.journal).stdout
        let status = try CommandRunner.git(["status", "--porcelain", "--untracked-files=all"], in: sandbox.journal)
        return [head, status.stdout] + sandbox.entryFiles()
    }

    @Test func aNewerFormatIsReadButNeverWritten() throws {
        let (sandbox, id) = try journalMarked("format 2\nneeds ilgi 1.4.0\n")
        let before = try snapshot(sandbox)
        let refusal =
            "ilgi: error: this journal is written in format 2 (.ilgi/format), which needs ilgi 1.4.0 or newer; "
            + "this ilgi writes format 1: upgrade ilgi to write here (reading still works)\n"
        for arguments in [["new", "Rain", "-m", "Wet."], ["delete", id, "--yes"], ["star", id]] {
            let write = try sandbox.run(arguments)
            #expect(write.status == 1, "\(arguments): \(write)")
            #expect(write.stderr == refusal, "\(arguments)")
        }
        #expect(try snapshot(sandbox) == before)
        #expect(try sandbox.run("list").stdout.contains("Garden"))
        #expect(try sandbox.run("search", "quiet").stdout.contains("Garden"))
        #expect(try sandbox.run("show", id).stdout.contains("A quiet garden."))
    }

    @Test func aMarkThisIlgiCannotReadIsTakenForANewerFormat() throws {
        let (sandbox, _) = try journalMarked("journal-format: two\n")
        let write = try sandbox.run("new", "Rain", "-m", "Wet.")
        #expect(write.status == 1)
        #expect(write.stderr.contains("a format this ilgi cannot read (.ilgi/format), which needs a newer ilgi"))
        let korean = try sandbox.run(["new", "Rain", "-m", "Wet."], environment: ["ILGI_LANG": "ko"])
        #expect(korean.stderr.contains("이 ilgi가 읽을 수 없는 형식이라 더 새로운 ilgi가 필요해요"), "\(korean)")
    }

    @Test func formatOneMarkedIsThisIlgisOwn() throws {
        let (sandbox, _) = try journalMarked("format 1\n")
        #expect(try sandbox.run("new", "Rain", "-m", "Wet.").status == 0)
        #expect(try sandbox.log().count == 3)
    }

    @Test func aSyncThatWouldBringANewerFormatTakesNothing() throws {
        let (newer, _) = try journalMarked("format 2\nneeds ilgi 1.4.0\n")
        let remote = TemporaryDirectory("ilgi-format-remote")
        try CommandRunner.git(["init", "-q", "--bare", remote.url.path], in: remote.url)
        try CommandRunner.git(["push", "-q", remote.url.path, "main"], in: newer.journal)

        let older = Sandbox()
        _ = try older.newEntry("Mine", body: "Written here.")
        _ = try older.run("remote", "add", "origin", remote.url.path)
        let before = try snapshot(older)
        let sync = try older.run("sync")
        #expect(sync.status == 1, "\(sync)")
        #expect(
            sync.stderr.hasPrefix(
                "ilgi: error: origin/main holds a journal in format 2 (.ilgi/format), which needs ilgi 1.4.0 or newer"),
            "\(sync)")
        #expect(try snapshot(older) == before)
        #expect(!FileManager.default.fileExists(atPath: older.journal.appendingPathComponent(".ilgi/format").path))
    }
}
