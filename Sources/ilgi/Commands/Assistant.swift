import ArgumentParser
import Foundation
import IlgiCatalog
import IlgiCore
import IlgiEntry
import IlgiStore

extension Ilgi {
    /// `ilgi mcp`: the journal for the assistants a person chooses. The server itself is
    /// `ilgi-helper mcp` (IlgiAssistant, on the MCP Swift SDK), which this command becomes,
    /// so that the SDK's network stack is never loaded by any other command.
    struct Assistant: AsyncParsableCommand {
        static var configuration: CommandConfiguration {
            CommandConfiguration(
                commandName: commandName, abstract: Help.mcp.description, discussion: Help.mcpDiscussion.description)
        }

        @OptionGroup var global: GlobalOptions

        @Flag(name: .customLong("allow-write"), help: ArgumentHelp(Help.allowWriteFlag.description))
        var allowsWrites = false

        @Option(
            name: .customLong("print-config"),
            help: ArgumentHelp(Help.printConfigOption.description, valueName: "app"))
        var printConfig: AssistantClient?

        /// Its name on the command line, which `IlgiMain` looks for before anything is parsed.
        static let commandName = "mcp"

        func run() async throws {
            if let printConfig {
                var arguments = ["mcp"]
                if global.journal != nil || global.journalName != nil {
                    arguments += ["--journal", try global.journalURL().path]
                }
                if allowsWrites { arguments.append("--allow-write") }
                let executable = BackgroundCatalogCheck.runningIlgi ?? "ilgi"
                Output.write(printConfig.setup(executable: executable, arguments: arguments))
                return
            }
            var arguments = ["--journal", try global.journalURL().path]
            if allowsWrites { arguments.append("--allow-write") }
            // Becomes the server: its standard input and output are this command's.
            try HelperProgram.become(.mcp, arguments: arguments)
        }
    }
}
