import ArgumentParser
import Foundation
import IlgiCatalog
import IlgiCore
import IlgiEntry
import IlgiStore

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

        @Option(help: ArgumentHelp(Help.templateOption.description, valueName: "name"))
        var template: String?

        @Flag(name: .customLong("no-template"), help: ArgumentHelp(Help.noTemplateFlag.description))
        var noTemplate = false

        @Option(help: ArgumentHelp(Help.newFieldOption.description, valueName: "name=value"))
        var field: [String] = []

        @Option(help: ArgumentHelp(Help.locationOption.description, valueName: "place"))
        var location: String?

        @Option(help: ArgumentHelp(Help.newAttachOption.description, valueName: "file"), completion: .file())
        var attach: [String] = []

        @Flag(help: ArgumentHelp(Help.attachForceFlag.description))
        var force = false

        func validate() throws {
            if prompt, !title.isEmpty { throw ValidationError(CommandText.promptIsTheTitle.description) }
            if prompt, template != nil { throw ValidationError(CommandText.templateWithPrompt.description) }
            if let location,
                location.trimmingCharacters(in: .whitespaces).isEmpty || location.contains(where: \.isNewline)
            {
                throw ValidationError(CommandText.badLocation.description)
            }
        }

        func run() async throws {
            let created = try date.map { try DateInput().timestamp($0) }
            let journal = try global.openJournal()
            // The files are read and checked before the editor opens: nothing typed is lost to a
            // file that is missing or too large.
            let attachments = try AttachmentSupport.read(attach, force: force)
            let terminal = Terminal.current

            var draft: Draft?
            let store = DraftStore(journal: journal)
            // With --prompt, today's prompt is the title the entry starts with.
            let heading = prompt ? PromptCommand.today(in: journal.root).description : title.joined(separator: " ")
            let declared = journal.fields
            // `--field mood=` sets nothing on a new entry.
            let given = try declared.changes(field).filter { $0.value != nil }
            let place =
                location.map { [Trailer(key: Trailer.location, value: $0.trimmingCharacters(in: .whitespaces))] } ?? []
            let givesText = !title.isEmpty || message != nil
            let scaffold = try await startingTemplate(
                in: journal, at: created ?? Timestamp(date: Date()),
                usesEditor: !givesText && terminal.isStandardInputTerminal)
            let text: String
            if givesText || ((prompt || scaffold != nil) && !terminal.isStandardInputTerminal) {
                let body = try message ?? (terminal.isStandardInputTerminal ? "" : StandardInput.readAll())
                if prompt || scaffold != nil, body.allSatisfy(\.isWhitespace) {  // nothing was written
                    Diagnostics.notice(
                        scaffold == nil ? CommandText.emptyEntryNotSaved : CommandText.entryLeftAsTemplate)
                    return
                }
                text = (scaffold.map { Self.titled($0, heading) } ?? heading) + "\n\n" + body
            } else if !terminal.isStandardInputTerminal {
                text = try StandardInput.readAll()
            } else {
                // The editor opens on the template, the prompt or nothing, and the journal's
                // fields under it; left as it was, nothing is saved.
                let start = FieldParagraph.appending(
                    declared,
                    values: Dictionary(given.map { ($0.field.name, $0.value ?? "") }, uniquingKeysWith: { $1 }),
                    to: scaffold ?? (heading.isEmpty ? "" : heading + "\n\n"))
                let newDraft = try store.create(for: nil, base: nil, text: start)
                draft = newDraft
                text = try await newDraft.edit(
                    with: .fromEnvironment(terminal.environment), original: start, store: store)
                let trimmed = { (text: String) in text.trimmingCharacters(in: .whitespacesAndNewlines) }
                if !start.isEmpty, trimmed(text) == trimmed(start) {
                    store.discard(newDraft)
                    Diagnostics.notice(
                        scaffold == nil ? CommandText.emptyEntryNotSaved : CommandText.entryLeftAsTemplate)
                    return
                }
                if case .invalid(let lines) = FieldParagraph.read(text, fields: declared) {
                    FieldSupport.warnKeptAsText(lines)
                }
            }

            let outcome: SaveOutcome
            do {
                // What the editor shows is title and body only: ilgi writes the metadata after it.
                // The fields given are set after `Created:`; in the editor they were shown in its
                // last paragraph, which sets them (or clears them) as the writer left it.
                outcome =
                    try draft == nil
                    ? journal.create(
                        text: text, created: created, trailers: given.compactMap(\.trailer) + place,
                        attachments: attachments)
                    : journal.createEdited(text, created: created, trailers: place, attachments: attachments)
            } catch {
                // The text is safe in the draft; say where, whatever went wrong.
                if let draft { Diagnostics.notice(CommandText.draftKeptAt(draft.name, draft.url.path)) }
                throw error
            }
            if let draft { store.discard(draft) }
            switch outcome {
            case .saved(let entry):
                Output.line(entry.id.uuid)
                if terminal.isStandardErrorTerminal {
                    Diagnostics.notice(CoreText.saved(entry.id.short, entry.displayTitle))
                }
            case .empty, .unchanged:
                Diagnostics.notice(CommandText.emptyEntryNotSaved)
            }
        }

        /// The filled template the entry starts from: `--template`'s, else (in the editor, with
        /// neither --prompt nor --no-template) the one the journal names for the entry's day.
        private func startingTemplate(
            in journal: Journal, at stamp: Timestamp, usesEditor: Bool
        ) async throws
            -> String?
        {
            if let template {
                return await TemplateSupport.fill(
                    try TemplateSupport.named(template, in: journal), in: journal, at: stamp)
            }
            guard usesEditor, !prompt, !noTemplate,
                let configured = TemplateSupport.configured(for: CivilDay(stamp), in: journal)
            else { return nil }
            return await TemplateSupport.fill(configured, in: journal, at: stamp)
        }

        /// The filled template without its trailing blank lines, its first line replaced by
        /// `title` when one was given on the command line.
        static func titled(_ scaffold: String, _ title: String) -> String {
            var lines = scaffold.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            if !title.isEmpty {
                if lines.isEmpty { lines = [title] } else { lines[0] = title }
            }
            return lines.joined(separator: "\n").trimmingCharacters(in: .whitespacesAndNewlines)
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
