import Foundation
import GitKit
import IlgiEntry
import IlgiStore

/// What a save did.
public enum SaveOutcome: Sendable, Equatable {
    /// The entry was written and committed.
    case saved(Entry)
    /// The text was the same as before: nothing written, no commit.
    case unchanged(Entry)
    /// No title and no body: nothing written, no commit (an empty entry is never saved).
    case empty
}

extension Journal {
    /// Saves `text` as a new entry: writes `YYYY/MM/<uuid>.txt` atomically and commits it as
    /// "Add 3f2a9c1b: Title". `created` backdates it; by default a valid `Created:` trailer
    /// already in the text is kept, else the current time is used.
    /// `trailers` are set after `Created:` (the fields, a location). `attachments` are kept in
    /// the entry's `.assets/` folder and linked from the end of its text, in the same commit.
    public func create(
        text: String,
        created: Timestamp? = nil,
        id: EntryID = EntryID(),
        trailers: [Trailer] = [],
        attachments: [AttachmentFile] = []
    ) throws -> SaveOutcome {
        var document = EntryDocument(parsing: text)
        guard !document.isEmpty else { return .empty }
        let stamp =
            created ?? document.trailer(Trailer.created).flatMap(Timestamp.init(iso8601:))
            ?? Timestamp(date: Date())
        document.setTrailer(Trailer.created, stamp.iso8601)
        for trailer in trailers { document.setTrailer(trailer.key, trailer.value) }
        let path = JournalLayout.path(for: id, created: stamp)
        var entry = Entry(id: id, path: path, document: document, fallbackDate: stamp.date)
        try transaction(.saveEntry) { tx in
            if !attachments.isEmpty {
                var kept = AttachOutcome(entry: entry, added: [], alreadyAttached: [])
                let links = try EntryAttachments(self).keep(
                    attachments, for: id, at: path, linkedFrom: document.body, in: tx, &kept)
                document.setBody(EntryAssets.appending(links, to: document.body, id: id))
                entry.document = document
            }
            try tx.write(document.rendered(), to: path)
            // Hooks may add trailers (the weather); they can never lose the user's text. Their
            // warnings reach the user through the runner's `warn` as they happen.
            var warnings: [HookWarning] = []
            entry.document = try applyPostCreateHooks(to: document, id: id, path: path, in: tx, warnings: &warnings)
            try tx.commit(message: commitMessage.add(entry))
        }
        runHooks(.postSave, entry: entry)
        return .saved(entry)
    }

    /// Replaces the text of `entry`. Commits "Edit 3f2a9c1b: Title" only when the text changed.
    /// When `original` is given and the file no longer holds it (another process saved the
    /// entry meanwhile), nothing is written and `entryChangedWhileEditing` is thrown, so the
    /// caller can keep the new text safe instead of overwriting the other save.
    /// `message` replaces the commit message ("Star 3f2a9c1b: Title").
    public func update(
        _ entry: Entry, text: String, original: String? = nil, draftPath: String = "", message: String? = nil
    ) throws -> SaveOutcome {
        var document = EntryDocument(parsing: text)
        guard !document.isEmpty else { return .empty }
        // `Created:` is written once; an edit that drops it gets it back.
        if document.trailer(Trailer.created) == nil, let created = entry.document.trailer(Trailer.created) {
            document.setTrailer(Trailer.created, created)
        }
        let rendered = document.rendered()
        let updated = Entry(id: entry.id, path: entry.path, document: document, fallbackDate: entry.created.date)
        var changed = false
        do {
            try transaction(.saveEntry) { tx in
                let current = try readText(at: root.appendingPathComponent(entry.path))
                if let original, current != original {
                    throw IlgiError.entryChangedWhileEditing(draft: draftPath)
                }
                guard current != rendered else { return }
                try tx.write(rendered, to: entry.path)
                try tx.commit(message: message ?? commitMessage.edit(updated))
                changed = true
            }
        } catch StoreError.diskFull(let path, _) where !draftPath.isEmpty {
            throw StoreError.diskFullDraftKept(path: path, draft: draftPath)
        }
        if changed { runHooks(.postSave, entry: updated) }
        return changed ? .saved(updated) : .unchanged(updated)
    }

    /// Removes `entry` and its photos and attachments in a commit "Delete 3f2a9c1b: Title";
    /// they stay in history, and `restore` brings them back together.
    public func delete(_ entry: Entry) throws {
        try transaction(.deleteEntry) { tx in
            try tx.remove(entry.path)
            let assets = EntryAssets.folder(forEntryPath: entry.path)
            // Only what is really in the folder: a link there (or on the way) is refused by the
            // remove, never followed to the files it points at.
            for name in Beneath(root).names(in: assets, of: .regular) ?? [] {
                try tx.remove(assets + "/" + name)
            }
            try tx.commit(message: commitMessage.delete(entry))
        }
        runHooks(.postSave, entry: entry)
    }

    // MARK: The write path

    /// Runs `body` as one store transaction, turning failures into errors that name the
    /// journal (an error that already explains itself, such as `StoreError.diskFull`, stays).
    /// The one way the core's types write.
    func transaction<T>(_ operation: JournalOperation, _ body: (Transaction) throws -> T) throws -> T {
        do {
            return try store.transaction(operation, body)
        } catch let error as any UserFacingError {
            throw error  // already says what went wrong (a full disk, a locked journal)
        } catch {
            throw IlgiError.wrapping(error, while: operation, path: root.path)
        }
    }
}

/// The commit messages ilgi writes; `git log --oneline` on a journal reads as a diary of edits.
/// An encrypted journal's messages carry the action and the short id and never a title
/// ("Edit 3f2a9c1b"): a remote reads commit messages as they are.
public struct CommitMessage: Sendable {
    /// False in an encrypted journal.
    package let titled: Bool

    public func add(_ entry: Entry) -> String { line("Add", entry) }
    public func edit(_ entry: Entry) -> String { line("Edit", entry) }
    public func delete(_ entry: Entry) -> String { line("Delete", entry) }
    public func restore(_ entry: Entry) -> String { line("Restore", entry) }

    func line(_ verb: String, _ entry: Entry) -> String {
        let title = titled ? Preview.firstLine(of: entry.displayTitle, limit: 60) : ""
        return title.isEmpty ? "\(verb) \(entry.id.short)\n" : "\(verb) \(entry.id.short): \(title)\n"
    }
}

extension Journal {
    /// How this journal's commits are described: with titles, unless it is encrypted.
    public var commitMessage: CommitMessage { CommitMessage(titled: !store.content.codec.isEncrypted) }

    /// Writes (or, with nil, removes) one of the journal's own files that is not an entry (a
    /// template, the fields, the prompts), in one commit with `message`, so it syncs with the
    /// journal. Returns false, committing nothing, when the file already held `contents`.
    @discardableResult
    public func saveJournalFile(_ path: String, contents: String?, message: String) throws -> Bool {
        try transaction(.saveSettings) { tx in
            if let contents { try tx.write(contents, to: path) } else { try tx.remove(path) }
            return try tx.commit(message: message) != nil
        }
    }
}
