import ArgumentParser
import Foundation
import IlgiCatalog
import IlgiCore
import IlgiEntry
import IlgiStore

extension Ilgi {
    /// `ilgi journals [list|add|default|remove]`: the journals a person keeps, by name.
    struct Journals: AsyncParsableCommand {
        static var configuration: CommandConfiguration {
            CommandConfiguration(
                commandName: "journals", abstract: Help.journals.description,
                discussion: Help.journalsDiscussion.description,
                subcommands: [List.self, Add.self, Default.self, Remove.self], defaultSubcommand: List.self)
        }

        static var registry: JournalRegistry { JournalRegistry(environment: Terminal.current.environment) }

        struct List: AsyncParsableCommand {
            static var configuration: CommandConfiguration {
                CommandConfiguration(commandName: "list", abstract: Help.journalsList.description, aliases: ["ls"])
            }

            @OptionGroup var global: GlobalOptions

            @Flag(help: ArgumentHelp(Help.jsonFlag.description))
            var json = false

            func run() async throws {
                let registry = Journals.registry
                let defaultName = try registry.defaultName() ?? JournalRegistry.standardName
                let overviews = try registry.journals().map {
                    JournalOverview.look(at: $0, isDefault: $0.name == defaultName)
                }
                if json {
                    try JSONOutput.write(overviews.map(JournalRecord.init))
                    return
                }
                Self.printTable(overviews, palette: global.palette)
                if let path = Terminal.current.environment["ILGI_JOURNAL"], !path.isEmpty {
                    Diagnostics.notice(CommandText.journalEnvironmentWins(path))
                }
            }

            /// `* default  12 entries  origin  plain  ~/.local/share/ilgi`, columns aligned.
            static func printTable(_ overviews: [JournalOverview], palette: Palette) {
                let rows = overviews.map { overview -> [String] in
                    let mark = overview.isDefault ? "*" : " "
                    let path = Self.shortened(overview.root.path)
                    switch overview.state {
                    case .notCreated:
                        return [mark, overview.name, CommandText.journalNotCreated.description, "", "", path]
                    case .unusable(let reason):
                        return [mark, overview.name, reason.description, "", "", path]
                    case .journal(let entries, let remotes, let encryption):
                        let locks: any LocalizedText =
                            switch encryption {
                            case .plain: CommandText.journalPlain
                            case .unlocked: CommandText.journalEncrypted
                            case .locked: CommandText.journalLocked
                            }
                        return [
                            mark, overview.name, CoreText.entryCount(entries).description,
                            remotes.isEmpty ? CommandText.journalNoRemote.description : remotes.joined(separator: ","),
                            locks.description, path,
                        ]
                    }
                }
                let widths = (0..<6).map { column in rows.map { DisplayWidth.of($0[column]) }.max() ?? 0 }
                for row in rows {
                    let name = palette.bold(DisplayWidth.pad(row[1], to: widths[1]))
                    let middle = (2...4).map { DisplayWidth.pad(row[$0], to: widths[$0]) }.joined(separator: "  ")
                    Output.line("\(row[0]) \(name)  \(middle)  \(palette.dim(row[5]))")
                }
            }

            /// A path under the home folder as `~/…`.
            static func shortened(_ path: String) -> String {
                guard let home = Terminal.current.environment["HOME"], !home.isEmpty, home != "/",
                    path.hasPrefix(home + "/")
                else { return path }
                return "~" + path.dropFirst(home.count)
            }
        }

        struct Add: AsyncParsableCommand {
            static var configuration: CommandConfiguration {
                CommandConfiguration(commandName: "add", abstract: Help.journalsAdd.description)
            }

            @OptionGroup var global: GlobalOptions

            @Argument(help: ArgumentHelp(Help.journalNameArgument.description, valueName: "name"))
            var name: String

            @Argument(
                help: ArgumentHelp(Help.journalPathArgument.description, valueName: "path"), completion: .directory)
            var path: String

            func validate() throws {
                guard JournalRegistry.isValidName(name) else {
                    throw ValidationError(CoreText.invalidJournalName(name).description)
                }
            }

            func run() async throws {
                let registry = Journals.registry
                let root = JournalLocation.url(expanding: path, environment: Terminal.current.environment)
                // Checked before the folder is made; then opened (made, when missing or empty)
                // now, so a folder that cannot be a journal is refused here, not at the first entry.
                try registry.checkAvailable(name: name, root: root)
                var configuration = GlobalOptions.configuration()
                configuration.opensLockedJournal = true
                let journal = try Journal.open(at: root, configuration: configuration)
                try registry.add(name: name, root: journal.root)
                Diagnostics.notice(CommandText.journalAdded(name, journal.root.path))
            }
        }

        struct Default: AsyncParsableCommand {
            static var configuration: CommandConfiguration {
                CommandConfiguration(commandName: "default", abstract: Help.journalsDefault.description)
            }

            @OptionGroup var global: GlobalOptions

            @Argument(
                help: ArgumentHelp(Help.journalNameArgument.description, valueName: "name"),
                completion: EntryCompletion.journalNames)
            var name: String

            func run() async throws {
                try Journals.registry.setDefault(name: name)
                Diagnostics.notice(CommandText.journalIsDefault(name))
            }
        }

        struct Remove: AsyncParsableCommand {
            static var configuration: CommandConfiguration {
                CommandConfiguration(commandName: "remove", abstract: Help.journalsRemove.description, aliases: ["rm"])
            }

            @OptionGroup var global: GlobalOptions

            @Argument(
                help: ArgumentHelp(Help.journalNameArgument.description, valueName: "name"),
                completion: EntryCompletion.journalNames)
            var name: String

            func run() async throws {
                let registry = Journals.registry
                let journal = try registry.journal(named: name)
                try registry.remove(name: name)
                Diagnostics.notice(CommandText.journalForgotten(name, journal.root.path))
            }
        }
    }
}

/// A journal in `ilgi journals --json`; keys are stable.
struct JournalRecord: Encodable {
    let name: String
    let path: String
    let isDefault: Bool
    /// `journal`, `not-created` or `unusable`.
    let state: String
    let entries: Int?
    let remotes: [String]?
    /// `plain`, `unlocked` or `locked`.
    let encryption: String?
    let problem: String?

    enum CodingKeys: String, CodingKey {
        case name, path, isDefault = "default", state, entries, remotes, encryption, problem
    }

    init(_ overview: JournalOverview) {
        name = overview.name
        path = overview.root.path
        isDefault = overview.isDefault
        switch overview.state {
        case .notCreated:
            (state, entries, remotes, encryption, problem) = ("not-created", nil, nil, nil, nil)
        case .unusable(let reason):
            (state, entries, remotes, encryption, problem) = ("unusable", nil, nil, nil, reason.english)
        case .journal(let count, let names, let locks):
            (state, entries, remotes, encryption, problem) = ("journal", count, names, locks.rawValue, nil)
        }
    }
}
