import Foundation
import IlgiTestSupport
import Testing

/// `ilgi fields`, `new --field`, `edit --set`, `list --field`, `stats --field` and `--location`,
/// through the built binary.
struct FieldCommandTests {
    func records(_ output: String) throws -> [[String: Any]] {
        try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [[String: Any]])
    }

    func declared() throws -> Sandbox {
        let sandbox = Sandbox()
        #expect(try sandbox.run("fields", "add", "mood", "--scale", "1-5").succeeded)
        #expect(try sandbox.run("fields", "add", "energy", "--choice", "low,ok,high").succeeded)
        return sandbox
    }

    @Test func fieldsAreDeclaredSetFilteredAndShown() throws {
        let sandbox = try declared()
        #expect(try sandbox.log().prefix(2) == ["Add field energy", "Add field mood"])
        #expect(try sandbox.run("fields").stdout == "mood    a whole number 1–5\nenergy  one of low, ok, high\n")
        let bad = try sandbox.run("fields", "add", "weather", "--text")
        #expect(bad.status == 2 && bad.stderr.contains("ilgi's own keys"))

        let sea = try sandbox.newEntry(
            "Sea", body: "Waves.",
            extra: ["--field", "mood=5", "--field", "energy=HIGH", "--location", "Haeundae, Busan"])
        _ = try sandbox.newEntry("Desk", body: "Forms.", extra: ["--field", "mood=2", "--field", "energy=low"])
        _ = try sandbox.newEntry("Plain", body: "Nothing tracked.")
        let great = try sandbox.run("new", "Sky", "-m", "x", "--field", "mood=great")
        #expect(great.status == 2 && great.stderr.contains("it takes a whole number 1–5"), "\(great)")
        #expect(try sandbox.run("new", "Sky", "-m", "x", "--field", "smell=3").stderr.contains("it has: mood, energy"))

        #expect(try sandbox.run("list", "--field", "mood>=4").stdout.contains("Sea"))
        #expect(try records(sandbox.run("list", "--field", "mood>=4", "--json").stdout).count == 1)
        #expect(
            try records(sandbox.run("list", "--field", "energy=low", "--json").stdout).map { $0["title"] as? String }
                == ["Desk"])
        #expect(try records(sandbox.run("list", "--field", "mood", "--json").stdout).count == 2)
        #expect(try records(sandbox.run("list", "--field", "mood!=5", "--json").stdout).count == 2)
        #expect(try sandbox.run("list", "--field", "mood>high").status == 2)

        let found = try sandbox.run("search", "busan").stdout
        #expect(found.contains("Sea") && found.contains("📍 Haeundae, Busan"), "the place is searched: \(found)")
        let shown = try sandbox.run("show", sea).stdout
        #expect(shown.contains("📍 Haeundae, Busan · Mood 5 · Energy high"), "\(shown)")
        let record = try #require(try records(sandbox.run("list", "--field", "mood=5", "--json").stdout).first)
        #expect(record["location"] as? String == "Haeundae, Busan")
        #expect(record["fields"] as? [String: String] == ["mood": "5", "energy": "high"])

        #expect(try sandbox.run("edit", sea, "--set", "mood=3", "--set", "energy=").succeeded)
        #expect(try sandbox.run("show", sea).stdout.contains("📍 Haeundae, Busan · Mood 3\n"))
        let stats = try sandbox.run("stats", "--field", "mood")
        #expect(stats.stdout.hasPrefix("Mood  2 entries, average 2.5"), "\(stats)")
        #expect(stats.stdout.contains("By weekday"))
        try sandbox.expectHealthyJournal()
    }

    @Test func fieldsAndPlaceComeBackFromAJSONExport() throws {
        let sandbox = try declared()
        let id = try sandbox.newEntry("Sea", body: "Waves.", extra: ["--field", "mood=5", "--location", "Busan"])
        let file = sandbox.home.appending("journal.json")
        #expect(try sandbox.run("export", "--format", "json", "-o", file.path).succeeded)
        let again = try sandbox.run("import", file.path)
        #expect(again.stderr.contains("already in the journal"), "the journal it came from is never overwritten")
        let other = sandbox.home.appending("other").path
        #expect(try sandbox.run("--journal", other, "import", file.path).succeeded)
        let copied = try sandbox.run("--journal", other, "show", id).stdout
        #expect(copied.contains("📍 Busan · Mood 5"), "\(copied)")
    }

    @Test(.enabled(if: TerminalSession.isAvailable, "needs tmux"))
    func theEditorShowsTheFieldsAndReadsThemBack() throws {
        let sandbox = Sandbox(["TERM": "xterm-256color"])
        #expect(try sandbox.run("fields", "add", "mood", "--scale", "1-5").succeeded)
        let binary = "'" + Sandbox.binary + "'"
        // The editor opens on an empty mood under the text; the writer fills both in.
        let writes = try sandbox.script(
            "writes", "grep -qx 'Mood: ' \"$1\" || exit 1; printf 'Quiet day\\n\\nTea.\\n\\nMood: 4\\n' > \"$1\"")
        let session = try TerminalSession("EDITOR='\(writes)' \(binary) new", environment: sandbox.environment)
        #expect(try session.exitStatus() == 0)
        let entry = try #require(try records(sandbox.run("list", "--json").stdout).first)
        #expect(entry["title"] as? String == "Quiet day")
        #expect(entry["fields"] as? [String: String] == ["mood": "4"])
        #expect((entry["body"] as? String)?.contains("Mood") == false)

        // A value the field does not take stays in the text, with a warning.
        let id = try #require(entry["id"] as? String)
        let great = try sandbox.script("great", "sed -i 's/^Mood: 4$/Mood: great/' \"$1\"")
        let edit = try TerminalSession("EDITOR='\(great)' \(binary) edit \(id)", environment: sandbox.environment)
        #expect(try edit.exitStatus() == 0)
        #expect(try edit.screen().contains("stays in the text"))
        let edited = try #require(try records(sandbox.run("list", "--json").stdout).first)
        #expect((edited["body"] as? String)?.hasSuffix("Mood: great") == true, "\(edited)")
        try sandbox.expectHealthyJournal()
    }
}
