import ArgumentParser
import Foundation
import IlgiCatalog
import IlgiCore
import IlgiEntry
import IlgiStore

extension Ilgi {
    /// `ilgi drafts`: texts kept after a failed editor or a refused save.
    struct Drafts: AsyncParsableCommand {
        static var configuration: CommandConfiguration {
            CommandConfiguration(
                commandName: "drafts",
                abstract: Help.drafts.description, discussion: Help.draftsDiscussion.description,
                subcommands: [List.self, Restore.self, Discard.self], defaultSubcommand: List.self)
        }

        /// `ilgi drafts list`: name, age, entry (short id or "new"), first line; newest first.
        struct List: AsyncParsableCommand {
            static var configuration: CommandConfiguration {
                CommandConfiguration(commandName: "list", abstract: Help.draftsList.description, aliases: ["ls"])
            }

            @OptionGroup var global: GlobalOptions

            func run() async throws {
                let journal = try global.openJournal()
                let drafts = DraftStore(journal: journal).all()
                guard !drafts.isEmpty else {
                    Diagnostics.notice(CommandText.noDrafts)
                    return
                }
                let now = Date()
                let rows = drafts.map { draft in
                    [
                        draft.name,
                        CommandText.draftAge(seconds: max(0, Int(now.timeIntervalSince(draft.created)))).description,
                        draft.entryID?.short ?? CommandText.draftForNewEntry.description,
                        EntryTable.printable(draft.firstLine),
                    ]
                }
                let widths = (0..<3).map { column in rows.map { DisplayWidth.of($0[column]) }.max() ?? 0 }
                for row in rows {
                    let cells = (0..<3).map { DisplayWidth.pad(row[$0], to: widths[$0]) }
                    Output.line((cells + [row[3]]).joined(separator: "  "))
                }
            }
        }

        /// `ilgi drafts restore NAME [--force]`.
        struct Restore: AsyncParsableCommand {
            static var configuration: CommandConfiguration {
                CommandConfiguration(commandName: "restore", abstract: Help.draftsRestore.description)
            }

            @OptionGroup var global: GlobalOptions

            @Argument(help: ArgumentHelp(Help.draftArgument.description, valueName: "draft"))
            var draft: String

            @Flag(help: ArgumentHelp(Help.draftForceFlag.description))
            var force = false

            func run() async throws {
                let journal = try global.openJournal()
                let found = try DraftStore(journal: journal).find(draft)
                switch try DraftRestore(journal).restore(found, force: force) {
                case .saved(let entry):
                    if found.entryID == nil { Output.line(entry.id.uuid) }
                    Diagnostics.notice(CoreText.saved(entry.id.short, entry.displayTitle))
                case .unchanged:
                    Diagnostics.notice(CommandText.noChanges)
                case .empty:
                    Diagnostics.notice(CommandText.emptyEntryNotSaved)
                }
            }
        }

        /// `ilgi drafts discard NAME [--yes]`.
        struct Discard: AsyncParsableCommand {
            static var configuration: CommandConfiguration {
                CommandConfiguration(commandName: "discard", abstract: Help.draftsDiscard.description, aliases: ["rm"])
            }

            @OptionGroup var global: GlobalOptions

            @Argument(help: ArgumentHelp(Help.draftArgument.description, valueName: "draft"))
            var draft: String

            @Flag(name: [.short, .long], help: ArgumentHelp(Help.draftYesFlag.description))
            var yes = false

            func run() async throws {
                let journal = try global.openJournal()
                let found = try DraftStore(journal: journal).find(draft)
                if !yes {
                    guard Terminal.current.isStandardInputTerminal else {
                        throw IlgiError.invalidInput(CommandText.discardNeedsConfirmation(found.name))
                    }
                    guard
                        Prompt.confirm(
                            CommandText.confirmDiscardDraft(found.name, EntryTable.printable(found.firstLine)))
                    else {
                        Diagnostics.notice(CommandText.draftNotDiscarded)
                        return
                    }
                }
                DraftStore(journal: journal).discard(found)
                Diagnostics.notice(CommandText.draftDiscarded(found.name))
            }
        }
    }
}
