import Foundation
import IlgiCore
import IlgiTestSupport
import Testing

/// The journals a person keeps by name, and which folder a command reaches.
struct JournalRegistryTests {
    let home = TemporaryDirectory("ilgi-registry")

    var environment: [String: String] { ["HOME": home.path] }

    func names(_ registry: JournalRegistry) throws -> [String] {
        try registry.journals().map { "\($0.name) \($0.root.path)" }
    }

    @Test func theStandardJournalIsDefaultUntilAnotherIsChosen() throws {
        let registry = JournalRegistry(environment: environment)
        let standard = home.appending(".local/share/ilgi")
        #expect(try names(registry) == ["default \(standard.path)"])
        #expect(!FileManager.default.fileExists(atPath: registry.file.path), "reading writes nothing")
        #expect(try JournalLocation.resolve(option: nil, environment: environment).path == standard.path)

        try registry.add(name: "work", root: home.appending("work"))
        try registry.setDefault(name: "work")
        #expect(try JournalLocation.resolve(option: nil, environment: environment).path == home.appending("work").path)
        #expect(
            try JournalLocation.resolve(option: nil, name: "default", environment: environment).path == standard.path)
        var withVariable = environment
        withVariable["ILGI_JOURNAL"] = "/elsewhere"
        #expect(try JournalLocation.resolve(option: nil, environment: withVariable).path == "/elsewhere")
        #expect(try JournalLocation.resolve(option: "/given", name: "work", environment: environment).path == "/given")

        try registry.remove(name: "work")
        #expect(try JournalLocation.resolve(option: nil, environment: environment).path == standard.path)
        #expect(try registry.defaultName() == nil, "forgetting the default forgets that it was the default")
    }

    @Test func theFileIsGitConfigThatAPersonMayEditByHand() throws {
        let registry = JournalRegistry(environment: environment)
        _ = try home.write(
            """
            [journals]
            \tdefault = gone
            [journal "dreams"]
            \tpath = ~/Dreams
            [journal "default"]
            \tpath = /srv/diary
            [journal "a/b"]
            \tpath = /ignored
            """, to: ".config/ilgi/journals")
        #expect(
            try names(registry) == ["default /srv/diary", "dreams \(home.appending("Dreams").path)"],
            "a registered 'default' takes the name; a name ilgi would refuse is skipped")
        #expect(throws: JournalRegistryError.unknownJournal(name: "gone", known: ["default", "dreams"])) {
            try JournalLocation.resolve(option: nil, environment: environment)
        }
    }

    @Test func namesFromOtherProgramsAreMadeUsable() {
        #expect(JournalRegistry.name(borrowing: "my dreams") == "my-dreams")
        #expect(JournalRegistry.name(borrowing: "일기") == "일기")
        #expect(JournalRegistry.name(borrowing: ".secret") == "journal-secret")
        #expect(JournalRegistry.isValidName(JournalRegistry.name(borrowing: String(repeating: "x", count: 99))))
    }
}
