import ArgumentParser
import Foundation
import IlgiCatalog
import IlgiCore
import IlgiEntry
import IlgiStore

extension Ilgi {
    /// `ilgi tags`: the tags with their counts (`tags list`, the default), and `tags rename`.
    struct Tags: AsyncParsableCommand {
        static var configuration: CommandConfiguration {
            CommandConfiguration(
                commandName: "tags", abstract: Help.tags.description, subcommands: [List.self, Rename.self],
                defaultSubcommand: List.self)
        }

        struct List: AsyncParsableCommand {
            static var configuration: CommandConfiguration {
                CommandConfiguration(commandName: "list", abstract: Help.tags.description)
            }

            @OptionGroup var global: GlobalOptions
            @OptionGroup var filters: EntryFilterOptions

            @Flag(help: ArgumentHelp(Help.tagsJSONFlag.description))
            var json = false

            func run() async throws {
                let journal = try global.openJournal()
                var filter = try filters.filter()
                let limit = filter.limit
                filter.limit = nil
                var counts = try journal.reader.tagCounts(matching: filter)
                if let limit { counts = Array(counts.prefix(limit)) }
                if json {
                    try JSONOutput.write(counts)
                    return
                }
                guard !counts.isEmpty else {
                    Diagnostics.notice(CommandText.noTags)
                    return
                }
                let width = counts.map { String($0.count).count }.max() ?? 1
                var text = ""
                for item in counts {
                    let number = String(item.count)
                    text +=
                        String(repeating: " ", count: width - number.count) + number + "  "
                        + global.palette.cyan("@" + EntryTable.printable(item.tag)) + "\n"
                }
                await Pager(terminal: .current).write(text)
            }
        }

        /// `ilgi tags rename OLD NEW`: every `@OLD` becomes `@NEW`, in one commit, as the
        /// language server's rename does in an editor.
        struct Rename: AsyncParsableCommand {
            static var configuration: CommandConfiguration {
                CommandConfiguration(commandName: "rename", abstract: Help.tagsRename.description)
            }

            @OptionGroup var global: GlobalOptions

            @Argument(help: ArgumentHelp(Help.tagsRenameOld.description, valueName: "old"))
            var old: String

            @Argument(help: ArgumentHelp(Help.tagsRenameNew.description, valueName: "new"))
            var new: String

            func run() async throws {
                let journal = try global.openJournal()
                let changed = try journal.renameTag(old, to: new)
                guard !changed.isEmpty else {
                    Diagnostics.notice(CommandText.noEntryTagged(IlgiEntry.Tags.normalize(old)))
                    throw ExitCode(1)
                }
                Diagnostics.notice(
                    CommandText.tagRenamed(IlgiEntry.Tags.normalize(old), IlgiEntry.Tags.normalize(new), changed.count))
            }
        }
    }
}
