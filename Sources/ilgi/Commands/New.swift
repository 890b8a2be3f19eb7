import ArgumentParser
import Foundation
import IlgiCore

extension Ilgi {
    struct New: AsyncParsableCommand {
        static var configuration: CommandConfiguration {
            CommandConfiguration(abstract: Help.new.description, discussion: Help.newDiscussion.description)
        }

        @OptionGroup var global: GlobalOptions

        @Argument(help: ArgumentHelp(Help.titleArgument.description, valueName: "title"))
        var title: [String] = []

        @Option(name: [.short, .customLong("message")], help: ArgumentHelp(Help.messageOption.description, valueName: "body"))
        var message: String?

        @Option(help: ArgumentHelp(Help.dateOption.description, valueName: "date"))
        var date: String?

        func run() async throws {
            let created = try date.map { try DateInput().timestamp($0) }
            let journal = try global.openJournal()
            let terminal = Terminal.current

            var draft: Draft?
            let text: String
            if !title.isEmpty || message != nil {
                let body = message ?? (terminal.isStandardInputTerminal ? "" : StandardInput.readAll())
                text = title.joined(separator: " ") + "\n\n" + body
            } else if !terminal.isStandardInputTerminal {
                text = StandardInput.readAll()
            } else {
                let newDraft = try Draft.forNewEntry(in: journal)
                draft = newDraft
                text = try await newDraft.edit(with: .fromEnvironment(terminal.environment), original: "")
            }

            let outcome: SaveOutcome
            do {
                outcome = try journal.create(text: text, created: created)
            } catch {
                // The text is safe in the draft; say where, whatever went wrong.
                if let draft { Diagnostics.notice(Messages.draftKept(draft.url.path)) }
                throw error
            }
            draft?.discard()
            switch outcome {
            case .saved(let entry):
                Output.line(entry.id.uuid)
                if terminal.isStandardErrorTerminal {
                    Diagnostics.notice(Messages.saved(entry.id.short, entry.displayTitle))
                }
            case .empty, .unchanged:
                Diagnostics.notice(Messages.emptyEntryNotSaved)
            }
        }
    }
}

enum StandardInput {
    static func readAll() -> String {
        String(decoding: FileHandle.standardInput.readDataToEndOfFile(), as: UTF8.self)
    }
}
