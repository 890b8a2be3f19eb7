import ArgumentParser
import Foundation
import IlgiCatalog
import IlgiCore
import IlgiEntry
import IlgiStore

extension Ilgi {
    /// `ilgi prompt`: today's writing prompt.
    struct PromptCommand: AsyncParsableCommand {
        static var configuration: CommandConfiguration {
            CommandConfiguration(
                commandName: "prompt", abstract: Help.prompt.description, discussion: Help.promptDiscussion.description)
        }

        @OptionGroup var global: GlobalOptions

        func run() async throws {
            Output.line(Self.today(in: try global.journalURL()).description)
        }

        /// Today's prompt for the journal at `root`, in this machine's time zone.
        static func today(in root: URL) -> any LocalizedText {
            WritingPrompts(journal: root).prompt(on: CivilDay(Date(), timeZone: .current))
        }
    }
}
