import ArgumentParser
import Testing

@testable import ilgi

/// `list`, `search`, `show`, `stats` and `tags` are parsed by their own command alone
/// (`IlgiMain.readingCommand`): the same line must make the same command as the whole tree
/// makes, and anything else (help, an error) is left to the whole tree, which names `ilgi`.
struct ReadingCommandParseTests {
    @Test(arguments: [
        ["list"], ["ls", "-n", "3"], ["list", "--json", "--since", "2026-01-01"], ["search", "garden"],
        ["search", "\"quiet river\"", "-n", "2", "--color", "never"], ["search", "--journal", "/tmp/x", "바다"],
        ["show", "abcd"], ["stats"], ["tags", "-j", "work"],
    ])
    func aReadingCommandParsedAloneIsTheOneTheWholeTreeMakes(_ line: [String]) throws {
        let alone = try #require(IlgiMain.readingCommand(line))
        let whole = try Ilgi.parseAsRoot(line)
        #expect(type(of: alone) == type(of: whole))
        #expect(ReadingCommandParseTests.described(alone) == ReadingCommandParseTests.described(whole))
    }

    @Test(arguments: [
        ["search", "--help"], ["list", "-h"], ["search", "--bogus"], ["ls", "-n", "x"], ["show"], ["new", "Title"],
        ["sync"], [],
    ])
    func helpErrorsAndOtherCommandsAreLeftToTheWholeTree(_ line: [String]) {
        #expect(IlgiMain.readingCommand(line) == nil)
    }

    @Test(arguments: [["garden"], ["바다"], ["\"quiet river\"", "help"], ["a=b", "mcp"], ["list", "garden"]])
    func aSearchOfWordsAloneIsTheOneTheParseMakes(_ words: [String]) throws {
        let made = try #require(Ilgi.Search(wordsAlone: words))
        let parsed = try Ilgi.parseAsRoot(["search"] + words)
        #expect(ReadingCommandParseTests.described(made) == ReadingCommandParseTests.described(parsed))
    }

    @Test(arguments: [
        [], ["garden", "-n", "2"], ["--", "-x"], ["garden", ""], ["-w", "garden"], ["--json", "garden"], ["   "],
    ])
    func aSearchOfAnythingButWordsIsLeftToTheParse(_ words: [String]) {
        #expect(Ilgi.Search(wordsAlone: words) == nil)
    }

    @Test func theReadingCommandsAreCalledByTheNamesTheirConfigurationsGive() {
        let commands: [any ParsableCommand.Type] = [
            Ilgi.List.self, Ilgi.Search.self, Ilgi.Show.self, Ilgi.Stats.self,
        ]
        var byName: [String: String] = [:]
        for command in commands {
            let configuration = command.configuration
            for name in configuration.aliases + [configuration.commandName].compactMap({ $0 }) {
                byName[name] = "\(command)"
            }
        }
        // `tags` is a group whose default, `tags list`, is what `ilgi tags` runs.
        byName[Ilgi.Tags.configuration.commandName ?? ""] = "\(Ilgi.Tags.List.self)"
        #expect(IlgiMain.readingCommands.mapValues { "\($0)" } == byName)
    }

    @Test func theDescriptionComparedHoldsWhatWasParsed() throws {
        let garden = try ReadingCommandParseTests.described(#require(IlgiMain.readingCommand(["search", "garden"])))
        let river = try ReadingCommandParseTests.described(#require(IlgiMain.readingCommand(["search", "river"])))
        #expect(garden != river)
        #expect(garden.contains("garden"))
    }

    /// Every value a command holds, as `dump` writes it.
    static func described(_ command: any ParsableCommand) -> String {
        var text = ""
        dump(command, to: &text)
        return text
    }
}
