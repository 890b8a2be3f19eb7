import ArgumentParser
import Foundation
import IlgiCore

extension Ilgi {
    struct Tags: AsyncParsableCommand {
        static var configuration: CommandConfiguration {
            CommandConfiguration(commandName: "tags", abstract: Help.tags.description)
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
}
