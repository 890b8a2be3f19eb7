import Foundation
import GitKit

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
    public func create(
        text: String,
        created: Timestamp? = nil,
        id: EntryID = EntryID()
    ) throws -> SaveOutcome {
        var document = EntryDocument(parsing: text)
        guard !document.isEmpty else { return .empty }
        let stamp =
            created ?? document.trailer(Trailer.created).flatMap(Timestamp.init(iso8601:))
            ?? Timestamp(date: Date())
        document.setTrailer(Trailer.created, stamp.iso8601)
        let path = JournalLayout.path(for: id, created: stamp)
        var entry = Entry(id: id, path: path, document: document, fallbackDate: stamp.date)
        try write(while: "save entry") {
            try writeFile(document.rendered(), atPath: path)
            // Hooks may add trailers (the weather); they can never lose the user's text. Their
            // warnings reach the user through the runner's `warn` as they happen.
            var warnings: [HookWarning] = []
            entry.document = try applyPostCreateHooks(to: document, id: id, path: path, warnings: &warnings)
            try commit(message: CommitMessage.add(entry)) { index in try index.add(path: path) }
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
    ) throws
        -> SaveOutcome
    {
        var document = EntryDocument(parsing: text)
        guard !document.isEmpty else { return .empty }
        // `Created:` is written once; an edit that drops it gets it back.
        if document.trailer(Trailer.created) == nil, let created = entry.document.trailer(Trailer.created) {
            document.setTrailer(Trailer.created, created)
        }
        let rendered = document.rendered()
        let updated = Entry(id: entry.id, path: entry.path, document: document, fallbackDate: entry.created.date)
        var changed = false
        try write(while: "save entry") {
            let current = try readText(at: root.appendingPathComponent(entry.path))
            if let original, current != original {
                throw IlgiError.entryChangedWhileEditing(draft: draftPath)
            }
            guard current != rendered else { return }
            try writeFile(rendered, atPath: entry.path)
            try commit(message: message ?? CommitMessage.edit(updated)) { index in try index.add(path: entry.path) }
            changed = true
        }
        if changed { runHooks(.postSave, entry: updated) }
        return changed ? .saved(updated) : .unchanged(updated)
    }

    /// Removes `entry` in a commit "Delete 3f2a9c1b: Title"; its text stays in history.
    public func delete(_ entry: Entry) throws {
        try write(while: "delete entry") {
            let url = root.appendingPathComponent(entry.path)
            if FileManager.default.fileExists(atPath: url.path) {
                try FileManager.default.removeItem(at: url)
            }
            try commit(message: CommitMessage.delete(entry)) { index in try index.remove(path: entry.path) }
            removeEmptyFolders(above: url)
        }
        runHooks(.postSave, entry: entry)
    }

    // MARK: The write path

    /// Runs `body` holding the journal's write lock with interrupts deferred, and turns
    /// failures into errors that name the journal.
    func write(while operation: String, _ body: () throws -> Void) throws {
        do {
            let lock = try WriteLock(at: stateDirectory.appendingPathComponent("lock"))
            try withInterruptsDeferred {
                try body()
            }
            withExtendedLifetime(lock) {}
        } catch {
            throw IlgiError.wrapping(error, while: operation, path: root.path)
        }
    }

    /// Writes a journal file atomically, with its temporary file kept inside `.git/ilgi`.
    func writeFile(_ text: String, atPath path: String) throws {
        try AtomicFile.write(
            Data(text.utf8), to: root.appendingPathComponent(path),
            temporaryDirectory: stateDirectory.appendingPathComponent("tmp", isDirectory: true), root: root)
    }

    /// Stages with `staging`, then commits the index on HEAD with `message`, keeping work tree,
    /// index and HEAD in step. Makes no commit when the tree did not change.
    @discardableResult
    func commit(message: String, staging: (Index) throws -> Void) throws -> Oid? {
        let index = try repository.index()
        try index.reload()
        try staging(index)
        try index.write()
        let tree = try index.writeTree()
        let head = try repository.headCommit()
        if let head, head.treeOid == tree.oid { return nil }
        let signature = try repository.signature(
            fallbackName: Identity.userName, fallbackEmail: Identity.fallbackEmail)
        return try repository.createCommit(
            tree: tree, parents: head.map { [$0] } ?? [], message: message,
            author: signature, committer: signature)
    }

    /// Removes the month and year folders a delete left empty (git does not track folders).
    func removeEmptyFolders(above file: URL) {
        var folder = file.deletingLastPathComponent()
        for _ in 0..<2 {
            guard folder.path != root.path,
                let contents = try? FileManager.default.contentsOfDirectory(atPath: folder.path),
                contents.isEmpty
            else { return }
            try? FileManager.default.removeItem(at: folder)
            folder = folder.deletingLastPathComponent()
        }
    }
}

/// The commit messages ilgi writes; `git log --oneline` on a journal reads as a diary of edits.
public enum CommitMessage {
    public static func add(_ entry: Entry) -> String { line("Add", entry) }
    public static func edit(_ entry: Entry) -> String { line("Edit", entry) }
    public static func delete(_ entry: Entry) -> String { line("Delete", entry) }
    public static func restore(_ entry: Entry) -> String { line("Restore", entry) }

    static func line(_ verb: String, _ entry: Entry) -> String {
        let title = Preview.firstLine(of: entry.displayTitle, limit: 60)
        return title.isEmpty ? "\(verb) \(entry.id.short)\n" : "\(verb) \(entry.id.short): \(title)\n"
    }
}
