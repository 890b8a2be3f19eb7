import ArgumentParser
import Foundation
import IlgiCore

extension Ilgi {
    struct Reindex: AsyncParsableCommand {
        static var configuration: CommandConfiguration {
            CommandConfiguration(
                commandName: "reindex", abstract: Help.reindex.description,
                discussion: Help.reindexDiscussion.description)
        }

        @OptionGroup var global: GlobalOptions

        /// What a read that found the index's full check due, or its trigram index wanted,
        /// starts in the background (`BackgroundCatalogCheck`): that check and that index,
        /// unless another process is at them; silent.
        @Flag(help: .hidden) var ifDue = false

        func run() async throws {
            if ifDue {
                // Behind whatever the user runs meanwhile.
                _ = nice(10)
                // A journal gone meanwhile (a temporary one) is not made anew.
                let journalURL = try global.journalURL()
                guard FileManager.default.fileExists(atPath: journalURL.appendingPathComponent(".git").path) else {
                    return
                }
                try Journal.open(at: journalURL, configuration: GlobalOptions.configuration())
                    .reader.refreshCatalogUnlessChecking()
                return
            }
            let journal = try global.openJournal()
            let count = try journal.reader.rebuildCatalog()
            Diagnostics.notice(CommandText.reindexed(count))
        }
    }
}
