import ArgumentParser
import Foundation
import IlgiCatalog
import IlgiCore
import IlgiEntry
import IlgiStore

extension Ilgi {
    struct Hooks: AsyncParsableCommand {
        static var configuration: CommandConfiguration {
            CommandConfiguration(
                commandName: "hooks",
                abstract: Help.hooks.description, discussion: Help.hooksDiscussion.description,
                subcommands: [List.self, Install.self, Run.self], defaultSubcommand: List.self)
        }

        /// `ilgi hooks list`: each event's hooks in the order they run.
        struct List: AsyncParsableCommand {
            static var configuration: CommandConfiguration {
                CommandConfiguration(commandName: "list", abstract: Help.hooksList.description, aliases: ["ls"])
            }

            @OptionGroup var global: GlobalOptions

            func run() async throws {
                let runner = HookSetup.runner()
                let hooks = HookEvent.allCases.flatMap(runner.hooks(for:))
                guard !hooks.isEmpty else {
                    Diagnostics.notice(CommandText.noHooks(runner.directory.path))
                    return
                }
                let palette = global.palette
                let width = HookEvent.allCases.map(\.rawValue.count).max() ?? 0
                for hook in hooks {
                    var line = DisplayWidth.pad(hook.event.rawValue, to: width) + "  " + hook.url.path
                    if !hook.isExecutable {
                        line += "  " + palette.red("(" + CommandText.hookNotExecutableNote.description + ")")
                    }
                    Output.line(line)
                }
            }
        }

        /// `ilgi hooks install weather`.
        struct Install: AsyncParsableCommand {
            static var configuration: CommandConfiguration {
                CommandConfiguration(commandName: "install", abstract: Help.hooksInstall.description)
            }

            @OptionGroup var global: GlobalOptions

            @Argument(help: ArgumentHelp(Help.hookNameArgument.description, valueName: "name"))
            var name: String

            @Flag(help: ArgumentHelp(Help.forceFlag.description))
            var force = false

            func run() async throws {
                guard let executable = HookSetup.executable else {
                    throw HookError.sourceMissing(name, searched: [])
                }
                let runner = HookSetup.runner()
                switch try HookInstaller.install(name, executable: executable, into: runner.directory, force: force) {
                case .installed(let path):
                    Diagnostics.notice(CommandText.hookInstalled(name, path.path))
                case .alreadyInstalled(let path):
                    Diagnostics.notice(CommandText.hookAlreadyInstalled(name, path.path))
                }
                if name == "weather" {
                    let journal = try global.openJournal()
                    if try Settings(journal: journal).value("weather.location") == nil {
                        Diagnostics.notice(CommandText.weatherHookNextStep)
                    }
                }
            }
        }

        /// `ilgi hooks run EVENT [ID]`: runs one event's hooks now, to try them.
        struct Run: AsyncParsableCommand {
            static var configuration: CommandConfiguration {
                CommandConfiguration(commandName: "run", abstract: Help.hooksRun.description)
            }

            @OptionGroup var global: GlobalOptions

            @Argument(help: ArgumentHelp(Help.eventArgument.description, valueName: "event"))
            var event: String

            @Argument(help: ArgumentHelp(Help.hookEntryArgument.description, valueName: "id"))
            var id: String?

            /// Checks the arguments. (Not `validate()`: the argument parser would wrap these errors,
            /// losing their message and exit code.)
            func check() throws {
                guard let event = HookEvent(rawValue: event) else { throw HookError.unknownEvent(event) }
                if event.needsEntry, id == nil { throw HookError.eventNeedsEntry(event) }
            }

            func run() async throws {
                try check()
                let event = HookEvent(rawValue: event)!  // safe: checked in check()
                let journal = try global.openJournal()
                let entry = try id.map { try journal.reader.entry(matching: $0) }
                let hooks = journal.hooks?.hooks(for: event) ?? []
                guard !hooks.isEmpty else {
                    Diagnostics.notice(CommandText.noHooksForEvent(event.rawValue, journal.hooks?.directory.path ?? ""))
                    return
                }
                let warnings: [HookWarning]
                switch event {
                case .postCreate:
                    let entry = entry!  // safe: check() requires an id for post-create
                    let result = try journal.rerunPostCreateHooks(on: entry)
                    warnings = result.warnings
                    if case .saved(let updated) = result.outcome {
                        Diagnostics.notice(CommandText.hookChangesSaved(updated.id.short, updated.displayTitle))
                    }
                case .postSave, .postSync:
                    warnings = journal.runHooks(event, entry: entry)
                }
                let failed = Set(warnings.filter { $0.event == event }.map(\.hook)).count
                Diagnostics.notice(CommandText.hooksRan(hooks.count, event.rawValue, failed: failed))
                if failed > 0 { throw ExitCode(1) }
            }
        }
    }
}
