import ArgumentParser
import Foundation
import IlgiCore

extension Ilgi {
    struct Reindex: AsyncParsableCommand {
        static var configuration: CommandConfiguration {
            CommandConfiguration(commandName: "reindex", abstract: Help.reindex.description, discussion: Help.reindexDiscussion.description)
        }

        @OptionGroup var global: GlobalOptions

        func run() async throws {
            let journal = try global.openJournal()
            let count = try journal.rebuildIndex()
            Diagnostics.notice(Messages.reindexed(count))
        }
    }
}
