import ArgumentParser
import Foundation
import IlgiCore

extension Ilgi {
    struct Edit: AsyncParsableCommand {
        static var configuration: CommandConfiguration {
            CommandConfiguration(abstract: Help.edit.description, discussion: Help.editFiltersDiscussion.description)
        }

        @OptionGroup var global: GlobalOptions

        @Argument(help: ArgumentHelp(Help.idArgument.description, valueName: "id"), completion: EntryCompletion.kind)
        var id: String?

        @OptionGroup var filters: EntryFilterOptions

        func run() async throws {
            if filters.isActive { return try await editMatching() }  // EditMatching.swift
            let journal = try global.openJournal()
            let entry: Entry
            if let id {
                entry = try journal.entry(matching: id)
            } else {
                guard let latest = try journal.latestEntry() else { throw IlgiError.noEntries }
                entry = latest
            }
            let original = try String(decoding: Data(contentsOf: journal.root.appendingPathComponent(entry.path)), as: UTF8.self)
            let draft = try Draft.forEntry(entry, in: journal, text: original)
            let text = try await draft.edit(with: .fromEnvironment(Terminal.current.environment), original: original)
            if text == original {
                draft.discard()
                Diagnostics.notice(Messages.noChanges)
                return
            }
            let outcome = try journal.update(entry, text: text, original: original, draftPath: draft.url.path)
            switch outcome {
            case .saved(let updated):
                draft.discard()
                Diagnostics.notice(Messages.saved(updated.id.short, updated.displayTitle))
            case .unchanged:
                draft.discard()
                Diagnostics.notice(Messages.noChanges)
            case .empty:
                draft.discard()
                Diagnostics.notice(Messages.emptiedEntryNotSaved)
            }
        }
    }
}
