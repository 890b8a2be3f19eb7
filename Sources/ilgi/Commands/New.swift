import ArgumentParser
import Foundation
import IlgiCore

extension Ilgi {
    struct New: AsyncParsableCommand {
        static var configuration: CommandConfiguration {
            CommandConfiguration(
                commandName: "new", abstract: Help.new.description, discussion: Help.newDiscussion.description)
        }

        @OptionGroup var global: GlobalOptions

        @Argument(help: ArgumentHelp(Help.titleArgument.description, valueName: "title"))
        var title: [String] = []

        @Option(
            name: [.short, .customLong("message")],
            help: ArgumentHelp(Help.messageOption.description, valueName: "body"))
        var message: String?

        @Option(help: ArgumentHelp(Help.dateOption.description, valueName: "date"))
        var date: String?

        @Flag(help: ArgumentHelp(Help.newPromptFlag.description))
        var prompt = false

        func validate() throws {
            if prompt, !title.isEmpty { throw ValidationError(Messages.promptIsTheTitle.description) }
        }

        func run() async throws {
            let created = try date.map { try DateInput().timestamp($0) }
            let journal = try global.openJournal()
            let terminal = Terminal.current

            var draft: Draft?
            let store = journal.draftStore
            // With --prompt, today's prompt is the title the entry starts with.
            let heading = prompt ? PromptCommand.today(in: journal.root).description : title.joined(separator: " ")
            let text: String
            if !title.isEmpty || message != nil || (prompt && !terminal.isStandardInputTerminal) {
                let body = try message ?? (terminal.isStandardInputTerminal ? "" : StandardInput.readAll())
                if prompt, body.allSatisfy(\.isWhitespace) {  // the prompt alone: nothing was written
                    Diagnostics.notice(Messages.emptyEntryNotSaved)
                    return
                }
                text = heading + "\n\n" + body
            } else if !terminal.isStandardInputTerminal {
                text = try StandardInput.readAll()
            } else {
                // The editor opens on the prompt (or nothing); left as it was, nothing is saved.
                let start = heading.isEmpty ? "" : heading + "\n\n"
                let newDraft = try store.create(for: nil, base: nil, text: start)
                draft = newDraft
                text = try await newDraft.edit(
                    with: .fromEnvironment(terminal.environment), original: start, store: store)
                if !start.isEmpty, text.trimmingCharacters(in: .whitespacesAndNewlines) == heading {
                    store.discard(newDraft)
                    Diagnostics.notice(Messages.emptyEntryNotSaved)
                    return
                }
            }

            let outcome: SaveOutcome
            do {
                // What the editor shows is title and body only: ilgi writes the metadata after it.
                outcome =
                    try draft == nil
                    ? journal.create(text: text, created: created) : journal.createEdited(text, created: created)
            } catch {
                // The text is safe in the draft; say where, whatever went wrong.
                if let draft { Diagnostics.notice(Messages.draftKeptAt(draft.name, draft.url.path)) }
                throw error
            }
            if let draft { store.discard(draft) }
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
    /// Everything piped in, byte for byte; not UTF-8 is refused with the offset of the first
    /// bad byte, never turned into U+FFFD.
    static func readAll() throws -> String {
        try UTF8Text.decode(FileHandle.standardInput.readDataToEndOfFile(), from: .standardInput)
    }
}
