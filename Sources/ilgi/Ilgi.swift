import ArgumentParser
import IlgiCatalog
import IlgiCore
import IlgiEntry
import IlgiStore

/// The `ilgi` command: its subcommands, each in its own file, are the rows of `CommandTable`.
struct Ilgi: AsyncParsableCommand {
    @OptionGroup var global: GlobalOptions

    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "ilgi",
            abstract: Help.abstract.description,
            discussion: Help.discussion.description,
            version: Version.forCommandLine,
            subcommands: CommandTable.commands,
            defaultSubcommand: List.self)
    }
}
