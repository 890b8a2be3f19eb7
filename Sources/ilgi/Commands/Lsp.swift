import ArgumentParser
import Foundation
import IlgiCatalog
import IlgiCore
import IlgiEntry
import IlgiLanguageServer
import IlgiStore

extension Ilgi {
    /// `ilgi lsp`: the journal for the editor a person writes in, over the Language Server
    /// Protocol on standard input and output (IlgiLanguageServer).
    struct Lsp: AsyncParsableCommand {
        static var configuration: CommandConfiguration {
            CommandConfiguration(
                commandName: "lsp", abstract: Help.lsp.description, discussion: Help.lspDiscussion.description)
        }

        @OptionGroup var global: GlobalOptions

        @Option(
            name: .customLong("print-config"),
            help: ArgumentHelp(Help.lspPrintConfigOption.description, valueName: "editor"))
        var printConfig: EditorClient?

        func run() async throws {
            if let printConfig {
                let executable = BackgroundCatalogCheck.runningIlgi ?? "ilgi"
                Output.write(printConfig.setup(executable: executable, root: try global.journalURL().path))
                return
            }
            let journal = try global.openJournal()
            let server = LanguageServer(journal: journal, language: .current, version: Version.ilgi)
            let status = server.run()
            if status != 0 { throw ExitCode(status) }
        }
    }
}
