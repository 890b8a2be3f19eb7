import Foundation
import IlgiTestSupport
import Testing

/// Issue 11.4: a draft is deleted only when its own text has been committed, or when the
/// writer discards it; `ilgi drafts` lists, restores and discards them.
@Suite struct DraftsTests {
    /// The draft named in an error or listed by `ilgi drafts`.
    func draftNames(_ sandbox: Sandbox) throws -> [String] {
        let list = try sandbox.run("drafts")
        #expect(list.status == 0, "\(list)")
        return list.stdout.split(separator: "\n").compactMap { $0.split(separator: " ").first.map(String.init) }
    }

    /// The draft file an error message names.
    func draftPath(in message: String) throws -> String {
        try #require(
            message.split(whereSeparator: { $0 == " " || $0 == "\n" }).first { $0.contains("/.git/ilgi/drafts/") }.map {
                String($0.trimmingCharacters(in: CharacterSet(charactersIn: "()\n,;")))
            })
    }

    @Test func aDraftFromAFailedEditorSurvivesTheNextEditThatSavesNothing() throws {
        let sandbox = Sandbox()
        let id = try sandbox.newEntry("Precious", body: "First words.")
        let failing = try sandbox.script("fail", #"printf 'Half an hour of writing\n' >> "$1"; exit 3"#)
        let failed = try sandbox.run("edit", id, environment: ["EDITOR": failing])
        #expect(failed.status == 1)
        #expect(failed.stderr.contains("ilgi drafts restore"), "\(failed)")

        let draft = try draftPath(in: failed.stderr)

        let nothing = try sandbox.run("edit", id, environment: ["EDITOR": "true"])
        #expect(nothing.status == 0, "\(nothing)")
        #expect(try String(contentsOfFile: draft, encoding: .utf8).contains("Half an hour of writing"))
        #expect(nothing.stderr.contains("1 unsaved draft"), "\(nothing)")

        let list = try sandbox.run("drafts")
        #expect(list.stdout.contains(String(id.prefix(8))), "\(list)")
        #expect(list.stdout.contains("Precious"))
        let names = try draftNames(sandbox)
        #expect(names.count == 1)
        let restore = try sandbox.run("drafts", "restore", try #require(names.first))
        #expect(restore.status == 0, "\(restore)")
        #expect(try sandbox.text(of: id).hasPrefix("Precious\n\nFirst words.\nHalf an hour of writing\n\nCreated: "))
        #expect(try sandbox.run("drafts").stderr.contains("No drafts."))
        #expect(try sandbox.log().count == 2)
        try sandbox.expectHealthyJournal()
    }

    /// Issue 23: a draft typed in `ilgi serve` was listed as a new entry's, `drafts restore`
    /// made a duplicate, and `ilgi edit` of the entry never mentioned it.
    @Test func aDraftTypedInTheBrowserIsNamedByEditAndRestoredOntoItsEntry() throws {
        let sandbox = Sandbox()
        let id = try sandbox.newEntry("Walk", body: "First text")
        // What `ilgi serve` kept as it was typed (the form an older release wrote).
        let path = try #require(sandbox.entryFiles().first)
        let hash = try CommandRunner.run(
            CommandRunner.resolve("sha256sum"), [sandbox.journal.appendingPathComponent(path).path]
        ).stdout.prefix(64)
        let drafts = sandbox.journal.appendingPathComponent(".git/ilgi/drafts")
        try FileManager.default.createDirectory(at: drafts, withIntermediateDirectories: true)
        try Data("Walk\n\nTyped in the page\n".utf8).write(to: drafts.appendingPathComponent("web-\(id)-\(hash).txt"))

        let listed = try sandbox.run("drafts")
        // name, age, the entry it edits ("new" for a new one), first line
        let columns = listed.stdout.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        #expect(
            columns.count >= 4 && columns.contains(String(id.prefix(8))) && !columns.contains("new"),
            "listed as the entry's: \(listed)")
        let edit = try sandbox.run("edit", id, environment: ["EDITOR": "true"])
        #expect(edit.stderr.contains("unsaved text typed in the browser"), "\(edit)")

        let restore = try sandbox.run("drafts", "restore", try #require(draftNames(sandbox).first))
        #expect(restore.status == 0, "\(restore)")
        #expect(sandbox.entryFiles() == [path], "no duplicate")
        #expect(try sandbox.text(of: id).hasPrefix("Walk\n\nTyped in the page\n\nCreated: "))
        try sandbox.expectHealthyJournal()
    }

    @Test func theVersionRefusedInAConcurrentEditIsKeptAndRestoredOnlyWhenForced() throws {
        let sandbox = Sandbox()
        let id = try sandbox.newEntry("Shared", body: "first")
        // While this editor is open, another ilgi saves the same entry.
        let other = try sandbox.script("other", #"printf 'from the other\n' >> "$1""#)
        let mine = try sandbox.script(
            "mine", "EDITOR='\(other)' '\(Sandbox.binary)' edit \(id) 2>/dev/null; printf 'mine\\n' >> \"$1\"")
        let refused = try sandbox.run("edit", id, environment: ["EDITOR": mine])
        #expect(refused.status == 1)
        #expect(refused.stderr.contains("changed by another ilgi"), "\(refused)")
        #expect(try sandbox.text(of: id).contains("from the other"))
        let draft = try draftPath(in: refused.stderr)

        // An edit that saves nothing leaves the refused version alone.
        try sandbox.run("edit", id, environment: ["EDITOR": "true"])
        #expect(try String(contentsOfFile: draft, encoding: .utf8).contains("mine"))
        let names = try draftNames(sandbox)
        #expect(names.count == 1)
        let name = try #require(names.first)

        let kept = try sandbox.run("drafts", "restore", name)
        #expect(kept.status == 1)
        #expect(kept.stderr.contains("--force"), "\(kept)")
        #expect(try draftNames(sandbox) == names)

        let forced = try sandbox.run("drafts", "restore", String(name.prefix(12)), "--force")
        #expect(forced.status == 0, "\(forced)")
        #expect(try sandbox.text(of: id).hasPrefix("Shared\n\nfirst\nmine\n\nCreated: "))
        #expect(try sandbox.run("drafts").stderr.contains("No drafts."))
        try sandbox.expectHealthyJournal()
    }

    @Test(.enabled(if: TerminalSession.isAvailable))
    func aNewEntrysDraftIsRestoredAsANewEntry() throws {
        let sandbox = Sandbox()
        let failing = try sandbox.script("fail", #"printf 'Lost evening\n\nIt rained.\n' > "$1"; exit 1"#)
        let terminal = try TerminalSession(
            "EDITOR='\(failing)' '\(Sandbox.binary)' new", environment: sandbox.environment)
        #expect(try terminal.exitStatus() == 1)
        let list = try sandbox.run("drafts")
        #expect(list.stdout.contains("new"), "\(list)")
        #expect(list.stdout.contains("Lost evening"))
        let restore = try sandbox.run("drafts", "restore", try #require(try draftNames(sandbox).first))
        #expect(restore.status == 0, "\(restore)")
        let id = restore.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(try sandbox.text(of: id).hasPrefix("Lost evening\n\nIt rained.\n\nCreated: "))
        try sandbox.expectHealthyJournal()
    }

    @Test func discardingADraftAsksFirstOrNeedsYes() throws {
        let sandbox = Sandbox()
        let id = try sandbox.newEntry("Entry")
        let failing = try sandbox.script("fail", #"printf 'Unwanted\n' >> "$1"; exit 3"#)
        try sandbox.run("edit", id, environment: ["EDITOR": failing])
        let name = try #require(try draftNames(sandbox).first)
        let refused = try sandbox.run("drafts", "discard", name)
        #expect(refused.status == 2)
        #expect(refused.stderr.contains("--yes"))
        #expect(try draftNames(sandbox) == [name])
        let discarded = try sandbox.run("drafts", "discard", name, "--yes")
        #expect(discarded.status == 0, "\(discarded)")
        #expect(try sandbox.run("drafts").stderr.contains("No drafts."))
        #expect(try sandbox.run("drafts", "restore", name).status == 2)
    }

    @Test func aDraftAnOlderIlgiLeftIsListedAndRestoredWhenForced() throws {
        let sandbox = Sandbox()
        let id = try sandbox.newEntry("Old draft", body: "Saved text.")
        let folder = sandbox.journal.appendingPathComponent(".git/ilgi/drafts")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        // The previous release kept the whole file, trailers and all, under the entry's id.
        let whole = try sandbox.text(of: id).replacingOccurrences(of: "Saved text.", with: "Saved text, improved.")
        try Data(whole.utf8).write(to: folder.appendingPathComponent("\(id).txt"))
        #expect(try draftNames(sandbox) == [id])
        #expect(try sandbox.run("drafts", "restore", id).status == 1)
        #expect(try sandbox.run("drafts", "restore", id, "--force").status == 0)
        #expect(try sandbox.text(of: id) == whole)
        try sandbox.expectHealthyJournal()
    }
}
