import ArgumentParser
import Foundation
import IlgiCatalog
import IlgiCore
import IlgiEntry
import IlgiStore

extension Ilgi {
    struct Edit: AsyncParsableCommand {
        static var configuration: CommandConfiguration {
            CommandConfiguration(
                commandName: "edit", abstract: Help.edit.description, discussion: Help.editFiltersDiscussion.description
            )
        }

        @OptionGroup var global: GlobalOptions

        @Argument(help: ArgumentHelp(Help.idArgument.description, valueName: "id"), completion: EntryCompletion.kind)
        var id: String?

        @Option(help: ArgumentHelp(Help.editDateOption.description, valueName: "date"))
        var date: String?

        @Option(help: ArgumentHelp(Help.editFieldOption.description, valueName: "name=value"))
        var set: [String] = []

        @OptionGroup var filters: EntryFilterOptions

        func run() async throws {
            if filters.isActive { return try await editMatching() }  // EditMatching.swift
            let created = try date.map { try DateInput().timestamp($0) }
            let journal = try global.openJournal()
            let entry: Entry
            if let id {
                entry = try journal.reader.entry(matching: id)
            } else {
                guard let latest = try journal.reader.latestEntry() else { throw IlgiError.noEntries }
                entry = latest
            }
            if let created {
                try redate(entry, to: created, in: journal)
                if set.isEmpty { return }
            }
            let declared = journal.fields
            if !set.isEmpty {
                let changes = try declared.changes(set)
                let current = created == nil ? entry : try journal.reader.entry(matching: entry.id.uuid)
                report(try journal.setFields(changes, of: current))
                return
            }

            // The editor shows the title and body, and the journal's fields in a last paragraph;
            // the other trailers stay with ilgi (docs/FORMAT.md §2).
            let base = try journal.entryFileText(entry)
            let document = EntryDocument(parsing: base)
            let editable = FieldParagraph.appending(
                declared, values: declared.values(of: document), to: document.editableText)
            let store = DraftStore(journal: journal)
            let earlier = store.drafts(of: entry.id)
            let fromEditor = earlier.filter { $0.origin == .editor }
            if !fromEditor.isEmpty { Diagnostics.notice(CommandText.earlierDrafts(entry.id.short, fromEditor.count)) }
            if let browser = earlier.first(where: { $0.origin == .browser }) {
                Diagnostics.notice(CommandText.browserDraft(entry.id.short, browser.name))
            }
            let draft = try store.create(for: entry.id, base: base, text: editable)
            let text = try await draft.edit(
                with: .fromEnvironment(Terminal.current.environment), original: editable, store: store)
            if text == editable {
                store.discard(draft)
                Diagnostics.notice(CommandText.noChanges)
                return
            }
            if case .invalid(let lines) = FieldParagraph.read(text, fields: declared) {
                FieldSupport.warnKeptAsText(lines)
            }
            let outcome: SaveOutcome
            do {
                outcome = try journal.saveEdit(of: entry, editedText: text, base: base, draftPath: draft.url.path)
            } catch IlgiError.entryChangedWhileEditing {
                throw EditRefused(draft: draft)
            } catch {
                // The text is safe in the draft; say where, whatever went wrong.
                Diagnostics.notice(CommandText.draftKeptAt(draft.name, draft.url.path))
                throw error
            }
            // Saved, the same as the file, or emptied (nothing to keep): the draft's work is done.
            store.discard(draft)
            report(outcome)
        }

        private func report(_ outcome: SaveOutcome) {
            switch outcome {
            case .saved(let updated):
                Diagnostics.notice(CoreText.saved(updated.id.short, updated.displayTitle))
            case .unchanged:
                Diagnostics.notice(CommandText.noChanges)
            case .empty:
                Diagnostics.notice(CommandText.emptiedEntryNotSaved)
            }
        }

        /// `ilgi edit ID --date DATE`: a new `Created:`, no editor, one commit.
        private func redate(_ entry: Entry, to stamp: Timestamp, in journal: Journal) throws {
            switch try journal.redate(entry, to: stamp) {
            case .saved(let updated):
                Diagnostics.notice(CommandText.redated(updated.id.short, updated.displayTitle, stamp.iso8601))
            case .unchanged:
                Diagnostics.notice(CommandText.noChanges)
            case .empty:
                Diagnostics.notice(CommandText.emptiedEntryNotSaved)
            }
        }
    }
}

/// Another ilgi saved the entry while the editor was open: nothing was overwritten, and the
/// draft, which says where it started, is kept for `ilgi drafts restore`.
struct EditRefused: UserFacingError {
    let draft: Draft

    var message: any LocalizedText { CommandText.editRefusedDraftKept(draft.name, draft.url.path) }
    var exitCode: Int32 { 1 }
}
