import ArgumentParser
import Foundation
import IlgiCatalog
import IlgiCore
import IlgiEntry
import IlgiStore

extension Ilgi {
    /// `ilgi remote add|list|remove`: the git remotes the journal syncs with.
    struct Remotes: AsyncParsableCommand {
        static var configuration: CommandConfiguration {
            CommandConfiguration(
                commandName: "remote",
                abstract: Help.remote.description,
                discussion: Help.remoteDiscussion.description,
                subcommands: [Add.self, List.self, Remove.self],
                defaultSubcommand: List.self)
        }

        struct Add: AsyncParsableCommand {
            static var configuration: CommandConfiguration {
                CommandConfiguration(commandName: "add", abstract: Help.remoteAdd.description)
            }

            @OptionGroup var global: GlobalOptions

            @Argument(help: ArgumentHelp(Help.remoteNameArgument.description, valueName: "name"))
            var name: String

            @Argument(help: ArgumentHelp(Help.remoteURLArgument.description, valueName: "url"))
            var url: String

            func run() async throws {
                let journal = try global.openJournal()
                let directory = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
                let remote = try JournalSync(journal).addRemote(name: name, url: url, relativeTo: directory)
                let address = try? RemoteAddress.parse(remote.url, relativeTo: directory)
                if address?.usesSSH == true, !SyncSupport.hasSSH {
                    Diagnostics.warning(CommandText.sshNotBuiltIn(remote.url))
                }
                Diagnostics.notice(CommandText.remoteAdded(remote.name, remote.url))
            }
        }

        struct List: AsyncParsableCommand {
            static var configuration: CommandConfiguration {
                CommandConfiguration(commandName: "list", abstract: Help.remoteList.description, aliases: ["ls"])
            }

            @OptionGroup var global: GlobalOptions

            func run() async throws {
                let remotes = try JournalSync(global.openJournal()).remotes()
                guard !remotes.isEmpty else {
                    Diagnostics.notice(CommandText.noRemotesYet)
                    return
                }
                let width = remotes.map { DisplayWidth.of($0.name) }.max() ?? 0
                let palette = global.palette
                for remote in remotes {
                    let padding = String(repeating: " ", count: width - DisplayWidth.of(remote.name))
                    let mark = remote.isUpstream ? "  " + palette.dim(CommandText.upstreamMark.description) : ""
                    Output.line("\(palette.bold(remote.name))\(padding)  \(remote.url)\(mark)")
                }
            }
        }

        struct Remove: AsyncParsableCommand {
            static var configuration: CommandConfiguration {
                CommandConfiguration(commandName: "remove", abstract: Help.remoteRemove.description, aliases: ["rm"])
            }

            @OptionGroup var global: GlobalOptions

            @Argument(help: ArgumentHelp(Help.remoteNameArgument.description, valueName: "name"))
            var name: String

            func run() async throws {
                try JournalSync(global.openJournal()).removeRemote(name: name)
                Diagnostics.notice(CommandText.remoteRemoved(name))
            }
        }
    }
}
