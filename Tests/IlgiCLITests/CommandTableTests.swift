import ArgumentParser
import Testing

@testable import ilgi

/// `CommandTable` writes out what each command's configuration says, so that a start asks
/// none of them: the two must agree, row by row.
@Suite struct CommandTableTests {
    @Test func eachRowNamesItsCommandAsItsConfigurationDoes() {
        for row in CommandTable.rows {
            let configuration = row.command.configuration
            let named = [configuration.commandName ?? row.command._commandName] + configuration.aliases
            #expect(row.names == named, "\(row.command)")
        }
    }

    @Test func everyCommandIsARowOnce() {
        let listed = CommandTable.rows.map { "\($0.command)" }
        #expect(Set(listed).count == listed.count)
        #expect(Set(CommandTable.rows.flatMap(\.names)).count == CommandTable.rows.flatMap(\.names).count)
    }

    @Test func aReadingCommandParsesAsTheCommandItsRowRuns() {
        for row in CommandTable.rows {
            guard let reading = row.readsAs else { continue }
            // The row's own command, or (for a group) the subcommand it runs by default.
            let runs = row.command.configuration.defaultSubcommand ?? row.command
            #expect("\(reading)" == "\(runs)", "\(row.names[0])")
        }
    }

    @Test func searchFollowedByWordsIsMadeWithoutAParseAndAnythingElseIsNot() throws {
        let make = try #require(CommandTable.madeWithoutAParse["search"])
        let made = try #require(make(["quiet", "garden"]) as? Ilgi.Search)
        #expect(made.words == ["quiet", "garden"])
        #expect(make(["--count", "garden"]) == nil)
        #expect(CommandTable.madeWithoutAParse["list"] == nil)
    }
}
