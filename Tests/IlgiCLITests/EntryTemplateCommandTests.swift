import Foundation
import IlgiTestSupport
import Testing

/// `ilgi templates` and `ilgi new --template`, through the built binary.
struct EntryTemplateCommandTests {
    let daily = "Daily {{date}}\n\n{{weekday}}.\n\n## Grateful for\n"

    func entries(_ sandbox: Sandbox) throws -> [[String: Any]] {
        try #require(
            try JSONSerialization.jsonObject(with: Data(sandbox.run("list", "--json").stdout.utf8)) as? [[String: Any]])
    }

    @Test func aJournalsTemplateIsAddedInOneCommitListedShownAndUsed() throws {
        let sandbox = Sandbox()
        let none = try sandbox.run("templates")
        #expect(none.status == 0 && none.stdout.isEmpty && none.stderr.contains("No templates yet"))

        let added = try sandbox.run("templates", "add", "daily", stdin: daily)
        #expect(added.status == 0 && added.stderr.contains("Added the template 'daily'"), "\(added)")
        #expect(try sandbox.log().first == "Add template daily")
        #expect(try sandbox.run("templates").stdout == "daily  journal  Daily {{date}}\n")
        let shown = try sandbox.run("templates", "show", "daily").stdout
        #expect(shown.hasPrefix("Daily 20") && !shown.contains("{{"), "\(shown)")

        let saved = try sandbox.run("new", "--template", "daily", "--date", "2026-11-23", "-m", "The sea was grey.")
        #expect(saved.succeeded, "\(saved)")
        let entry = try #require(try entries(sandbox).first)
        #expect(entry["title"] as? String == "Daily 2026-11-23")
        #expect(entry["body"] as? String == "Monday.\n\n## Grateful for\n\nThe sea was grey.")

        // A title given on the command line takes the template's first line.
        #expect(
            try sandbox.run("new", "Sunday best", "--template", "daily", "--date", "2026-11-22", "-m", "x").succeeded)
        #expect(try entries(sandbox).compactMap { $0["title"] as? String } == ["Daily 2026-11-23", "Sunday best"])

        // Nothing written: nothing saved.
        let empty = try sandbox.run("new", "--template", "daily", stdin: "")
        #expect(empty.status == 0 && empty.stderr.contains("left as the template made it"), "\(empty)")
        #expect(try entries(sandbox).count == 2)

        let replaced = try sandbox.run("templates", "add", "daily", stdin: "Evening\n")
        #expect(replaced.stderr.contains("Replaced"))
        #expect(try sandbox.log().first == "Change template daily")
        #expect(try sandbox.run("templates", "remove", "daily").succeeded)
        #expect(try sandbox.log().first == "Remove template daily")
        try sandbox.expectHealthyJournal()
    }

    @Test func badNamesAndMissingTemplatesAreClearErrors() throws {
        let sandbox = Sandbox()
        let traversal = try sandbox.run("templates", "add", "../escape", stdin: "x")
        #expect(traversal.status == 2 && traversal.stderr.contains("a template's name is letters"), "\(traversal)")
        #expect(try sandbox.run("templates", "add", "blank", stdin: "  \n").status == 2)
        _ = try sandbox.run("templates", "add", "daily", stdin: daily)
        let missing = try sandbox.run("new", "--template", "dialy", "-m", "x")
        #expect(missing.status == 2 && missing.stderr.contains("there are: daily"), "\(missing)")
        let both = try sandbox.run("new", "--template", "daily", "--prompt", "-m", "x")
        #expect(both.status == 2 && both.stderr.contains("put {{prompt}} in the template"))
        #expect(try sandbox.run("config", "template.default", "../x").status == 2)
        #expect(try entries(sandbox).isEmpty)
    }

    @Test func aPersonsTemplatesServeEveryJournal() throws {
        let sandbox = Sandbox()
        let folder = sandbox.home.url.appendingPathComponent(".config/ilgi/templates")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try "Dream log\n\nI dreamt {{date}}\n".write(
            to: folder.appendingPathComponent("dream.txt"), atomically: true, encoding: .utf8)
        #expect(try sandbox.run("templates").stdout == "dream  yours  Dream log\n")
        let other = sandbox.home.url.appendingPathComponent("other").path
        #expect(try sandbox.run("--journal", other, "templates").stdout.contains("dream"))
        let remove = try sandbox.run("templates", "remove", "dream")
        #expect(remove.status == 2 && remove.stderr.contains("your own template"))
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("dream.txt").path))
    }

    @Test(.enabled(if: TerminalSession.isAvailable, "needs tmux"))
    func theEditorOpensOnTheWeekdaysTemplateAndAnUntouchedOneIsNotSaved() throws {
        let sandbox = Sandbox(["TERM": "xterm-256color"])
        _ = try sandbox.run("templates", "add", "daily", stdin: daily)
        _ = try sandbox.run("templates", "add", "weekly", stdin: "Week in review, {{weekday}}\n\n")
        #expect(try sandbox.run("config", "template.default", "daily").succeeded)
        #expect(try sandbox.run("config", "template.sunday", "weekly").succeeded)
        #expect(
            try sandbox.run("templates").stdout.contains(
                "daily   journal  Daily {{date}}  (used on: default)\nweekly  journal  Week in review, {{weekday}}  (used on: sunday)"
            ))
        let binary = "'" + Sandbox.binary + "'"

        let untouched = try sandbox.script("untouched", "true")
        let left = try TerminalSession(
            "EDITOR='\(untouched)' \(binary) new --date 2026-11-23", environment: sandbox.environment)
        #expect(try left.exitStatus() == 0)
        #expect(try left.screen().contains("left as the template made it"))
        #expect(try entries(sandbox).isEmpty)

        let writes = try sandbox.script("writes", "echo 'Slept well.' >> \"$1\"")
        for (day, noTemplate) in [("2026-11-23", ""), ("2026-11-22", ""), ("2026-11-21", " --no-template")] {
            let session = try TerminalSession(
                "EDITOR='\(writes)' \(binary) new --date \(day)\(noTemplate)", environment: sandbox.environment)
            #expect(try session.exitStatus() == 0)
        }
        let titles = try entries(sandbox).compactMap { $0["title"] as? String }
        #expect(titles == ["Daily 2026-11-23", "Week in review, Sunday", "Slept well."])
        try sandbox.expectHealthyJournal()
    }

    @Test func jrnlsTemplateComesAcrossWithItsJournal() throws {
        let sandbox = Sandbox()
        let jrnl = sandbox.home.url.appendingPathComponent("jrnl")
        try FileManager.default.createDirectory(at: jrnl, withIntermediateDirectories: true)
        try "[2026-01-02 09:00] Hello\nBody.\n".write(
            to: jrnl.appendingPathComponent("journal.txt"), atomically: true, encoding: .utf8)
        try "Morning pages\n\nThree things:\n".write(
            to: jrnl.appendingPathComponent("morning.md"), atomically: true, encoding: .utf8)
        let config = """
            journals:
              default: \(jrnl.path)/journal.txt
            template: \(jrnl.path)/morning.md
            timeformat: '%Y-%m-%d %H:%M'

            """
        try config.write(to: jrnl.appendingPathComponent("jrnl.yaml"), atomically: true, encoding: .utf8)
        let imported = try sandbox.run("import", "--jrnl-config", jrnl.path + "/jrnl.yaml")
        #expect(imported.status == 0 && imported.stderr.contains("as 'morning'"), "\(imported)")
        #expect(try sandbox.run("templates").stdout == "morning  journal  Morning pages  (used on: default)\n")
        #expect(try sandbox.run("templates", "show", "morning").stdout == "Morning pages\n\nThree things:\n")
    }
}
