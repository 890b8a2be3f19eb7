import ArgumentParser
import Foundation
import IlgiAssistant
import IlgiCore
import MCP
import SystemPackage

extension Ilgi {
    /// `ilgi mcp`: the journal for the assistants a person chooses (IlgiAssistant).
    struct Assistant: AsyncParsableCommand {
        static var configuration: CommandConfiguration {
            CommandConfiguration(
                commandName: "mcp", abstract: Help.mcp.description, discussion: Help.mcpDiscussion.description)
        }

        @OptionGroup var global: GlobalOptions

        @Flag(name: .customLong("allow-write"), help: ArgumentHelp(Help.allowWriteFlag.description))
        var allowsWrites = false

        @Option(
            name: .customLong("print-config"),
            help: ArgumentHelp(Help.printConfigOption.description, valueName: "client"))
        var printConfig: AssistantClient?

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
            // Standard output carries the protocol and nothing else: anything else that writes
            // to it (a hook a save runs) goes to standard error instead.
            let protocolOutput = dup(STDOUT_FILENO)
            guard protocolOutput >= 0, dup2(STDERR_FILENO, STDOUT_FILENO) >= 0 else {
                throw IlgiError.fileSystem(path: "/dev/stdout", message: String(cString: strerror(errno)))
            }
            let opened = Result { try global.openJournal(saysSyncNotices: false) }
            var options = AssistantServer.Options()
            options.allowsWrites = allowsWrites
            options.language = .current
            options.version = Version.description
            options.afterWrite = { BackgroundSyncs.startForSaves() }
            let transport = StdioTransport(
                input: .standardInput, output: FileDescriptor(rawValue: protocolOutput))
            try await AssistantServer(journal: opened, options: options).run(on: transport)
        }
    }
}

extension AssistantClient: ExpressibleByArgument {}
