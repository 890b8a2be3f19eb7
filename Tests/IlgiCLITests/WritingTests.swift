import Foundation
import IlgiTestSupport
import Testing

@Suite struct WritingTests {
    @Test func aTitleAndMessageAreSavedAtOnceAndTheIdPrinted() throws {
        let sandbox = Sandbox()
        let result = try sandbox.run("new", "My day at the beach", "-m", "It was sunny. @family")
        #expect(result.status == 0, "\(result)")
        let id = result.stdout.trimmingCharacters(in: .newlines)
        #expect(id.count == 36)
        let files = sandbox.entryFiles()
        #expect(files.count == 1)
        #expect(files[0].hasSuffix("/\(id).txt"))
        let text = try String(contentsOf: sandbox.journal.appendingPathComponent(files[0]), encoding: .utf8)
        #expect(text.hasPrefix("My day at the beach\n\nIt was sunny. @family\n\nCreated: "))
        #expect(try sandbox.log() == ["Add \(id.prefix(8)): My day at the beach"])
        try sandbox.expectHealthyJournal()
    }

    @Test func pipedTextIsTheEntryWithItsFirstLineAsTitle() throws {
        let sandbox = Sandbox()
        let result = try sandbox.run("new", stdin: "비 오는 날\n\n우산을 잃어버렸다.\n")
        #expect(result.status == 0, "\(result)")
        let show = try sandbox.run("show", String(result.stdout.prefix(8)))
        #expect(show.stdout.hasPrefix("비 오는 날\n"))
        #expect(show.stdout.contains("우산을 잃어버렸다."))
    }

    @Test func backdatingMovesThePathAndTheCreatedTrailer() throws {
        let sandbox = Sandbox(["TZ": "Asia/Seoul"])
        let id = try sandbox.newEntry("Old times", extra: ["--date", "2024-02-29 21:30"])
        let path = "2024/02/\(id).txt"
        #expect(sandbox.entryFiles() == [path])
        let text = try String(contentsOf: sandbox.journal.appendingPathComponent(path), encoding: .utf8)
        #expect(text.hasSuffix("Created: 2024-02-29T21:30:00+09:00\n"))
    }

    @Test func aBadDateIsAUsageError() throws {
        let sandbox = Sandbox()
        let result = try sandbox.run("new", "Title", "--date", "someday")
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("ilgi: error: 'someday' is not a date"))
        #expect(sandbox.entryFiles().isEmpty)
    }

    @Test func anEmptyEntryIsNotSavedAndThatIsNotAnError() throws {
        let sandbox = Sandbox()
        let result = try sandbox.run("new", stdin: "\n  \n")
        #expect(result.status == 0)
        #expect(result.stdout == "")
        #expect(result.stderr.contains("nothing was saved"))
        #expect(sandbox.entryFiles().isEmpty)
        #expect(try sandbox.log().isEmpty)
    }

    @Test func anEditSavesWhatTheEditorWrote() throws {
        let sandbox = Sandbox()
        let editor = try sandbox.script("write", #"printf 'From the editor\n\nBody text\n' > "$1""#)
        let id = try sandbox.newEntry("Draft")
        let result = try sandbox.run("edit", String(id.prefix(6)), environment: ["EDITOR": editor])
        #expect(result.status == 0, "\(result)")
        let show = try sandbox.run("show", id, "--raw")
        #expect(show.stdout.hasPrefix("From the editor\n\nBody text\n\nCreated: "))
        #expect(try sandbox.log().first == "Edit \(id.prefix(8)): From the editor")
        try sandbox.expectHealthyJournal()
    }

    @Test func ilgiEditorOverridesVisualWhichOverridesEditor() throws {
        let sandbox = Sandbox(["TERM": "xterm"])
        let id = try sandbox.newEntry("Which editor")
        let ilgiEditor = try sandbox.script("ilgi-editor", #"printf 'ILGI_EDITOR\n' > "$1""#)
        let visual = try sandbox.script("visual", #"printf 'VISUAL\n' > "$1""#)
        let editor = try sandbox.script("editor", #"printf 'EDITOR\n' > "$1""#)

        try sandbox.run("edit", id, environment: ["EDITOR": editor])
        #expect(try sandbox.run("show", id).stdout.hasPrefix("EDITOR\n"))
        try sandbox.run("edit", id, environment: ["EDITOR": editor, "VISUAL": visual])
        #expect(try sandbox.run("show", id).stdout.hasPrefix("VISUAL\n"))
        try sandbox.run("edit", id, environment: ["EDITOR": editor, "VISUAL": visual, "ILGI_EDITOR": ilgiEditor])
        #expect(try sandbox.run("show", id).stdout.hasPrefix("ILGI_EDITOR\n"))
    }

    @Test func anEditorCommandWithArgumentsRunsThroughTheShell() throws {
        let sandbox = Sandbox()
        let id = try sandbox.newEntry("Shell")
        let script = try sandbox.script("with-args", #"printf '%s\n' "$1" > "$2""#)
        let result = try sandbox.run("edit", id, environment: ["EDITOR": "\(script) 'first arg'"])
        #expect(result.status == 0, "\(result)")
        #expect(try sandbox.run("show", id).stdout.hasPrefix("first arg\n"))
    }

    @Test func aFailingEditorSavesNothingAndKeepsTheDraft() throws {
        let sandbox = Sandbox()
        let id = try sandbox.newEntry("Precious")
        let crashing = try sandbox.script("crash", #"printf 'Precious\n\nHalf an hour of writing\n' > "$1"; exit 3"#)
        let result = try sandbox.run("edit", id, environment: ["EDITOR": crashing])
        #expect(result.status == 1)
        #expect(result.stderr.contains("exited with status 3"))
        let draftPath = try #require(
            result.stderr.split(separator: " ").first { $0.contains("/.git/ilgi/drafts/") }.map {
                String($0.trimmingCharacters(in: CharacterSet(charactersIn: "()\n,;")))
            })
        let draft = try String(contentsOfFile: draftPath, encoding: .utf8)
        #expect(draft.contains("Half an hour of writing"))
        #expect(try sandbox.log().count == 1)
        try sandbox.expectHealthyJournal()
    }

    @Test func anEditorThatIsMissingIsNamed() throws {
        let sandbox = Sandbox()
        let id = try sandbox.newEntry("Entry")
        let result = try sandbox.run("edit", id, environment: ["EDITOR": "no-such-editor-xyz"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("'no-such-editor-xyz' was not found"))
    }

    @Test func anUnchangedEditMakesNoCommit() throws {
        let sandbox = Sandbox()
        let id = try sandbox.newEntry("Same")
        let result = try sandbox.run("edit", id, environment: ["EDITOR": "true"])
        #expect(result.status == 0)
        #expect(result.stderr.contains("No changes"))
        #expect(try sandbox.log().count == 1)
    }

    @Test func editWithoutAnIdEditsTheLatestEntry() throws {
        let sandbox = Sandbox()
        _ = try sandbox.newEntry("Older", extra: ["--date", "2026-01-01"])
        let latest = try sandbox.newEntry("Newer", extra: ["--date", "2026-02-01"])
        let editor = try sandbox.script("edit", #"printf 'Newer, edited\n' > "$1""#)
        try sandbox.run("edit", environment: ["EDITOR": editor])
        #expect(try sandbox.run("show", latest).stdout.hasPrefix("Newer, edited\n"))
    }

    @Test func editingAnEmptyJournalSaysHowToStart() throws {
        let sandbox = Sandbox()
        let result = try sandbox.run("edit", environment: ["EDITOR": "true"])
        #expect(result.status == 1)
        #expect(result.stderr == "ilgi: error: the journal has no entries yet; write one with 'ilgi new'\n")
    }

    @Test func twoIlgisSavingAtOnceBothSucceed() throws {
        let sandbox = Sandbox()
        let results = Mutex<[CommandResult]>([])
        DispatchQueue.concurrentPerform(iterations: 6) { number in
            let result = try? sandbox.run("new", "Parallel \(number)")
            results.withLock { $0.append(result ?? CommandResult(stdout: "", stderr: "did not run", status: -1)) }
        }
        for result in results.withLock({ $0 }) { #expect(result.status == 0, "\(result)") }
        #expect(sandbox.entryFiles().count == 6)
        #expect(try sandbox.log().count == 6)
        try sandbox.expectHealthyJournal()
    }

    @Test func withoutAGitIdentityCommitsAreSignedUserAtHost() throws {
        let sandbox = Sandbox()
        _ = try sandbox.newEntry("Who wrote this")
        let author = try CommandRunner.git(["log", "-1", "--format=%an <%ae>"], in: sandbox.journal).stdout
        #expect(author.hasPrefix("tester <tester@"))
    }

    @Test func theGitIdentityIsUsedWhenThereIsOne() throws {
        let sandbox = Sandbox()
        try sandbox.home.write("[user]\n\tname = 김일기\n\temail = ilgi@example.com\n", to: ".gitconfig")
        _ = try sandbox.newEntry("Signed")
        let author = try CommandRunner.git(["log", "-1", "--format=%an <%ae>"], in: sandbox.journal).stdout
        #expect(author == "김일기 <ilgi@example.com>\n")
    }
}

/// A lock-protected value for tests that collect results from several threads.
final class Mutex<Value>: @unchecked Sendable {
    private var value: Value
    private let lock = NSLock()
    init(_ value: Value) { self.value = value }
    func withLock<T>(_ body: (inout Value) -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body(&value)
    }
}
