import Foundation

/// Saving what the writer typed in an editor. The editor shows the title and body only
/// (`EntryDocument.editableText`); ilgi keeps the trailer block and puts it back, so nothing
/// typed there can be read as metadata or push ilgi's metadata into the body (docs/FORMAT.md §2).
extension Journal {
    /// Saves `editedText` (title and body, as the editor left them) as the new text of `entry`,
    /// whose file held `base` when editing began; the trailers are those of `base`. When the
    /// file no longer holds `base`, nothing is written and `entryChangedWhileEditing` is
    /// thrown (naming `draftPath`), as `update` does.
    public func saveEdit(
        of entry: Entry, editedText: String, base: String, draftPath: String = ""
    ) throws
        -> SaveOutcome
    {
        let document = EntryDocument(parsing: base).replacingEditableText(editedText)
        guard !document.isEmpty else { return .empty }
        return try update(entry, text: document.rendered(), original: base, draftPath: draftPath)
    }

    /// Saves `editedText`, typed in the editor for a new entry, as a new entry. Nothing in it is
    /// metadata: ilgi writes the `Created:` block after it.
    public func createEdited(_ editedText: String, created: Timestamp? = nil) throws -> SaveOutcome {
        var document = EntryDocument(editedText: editedText)
        guard !document.isEmpty else { return .empty }
        let stamp = created ?? Timestamp(date: Date())
        // With its own block in place, the text's last paragraph is body whatever it holds.
        document.setTrailer(Trailer.created, stamp.iso8601)
        return try create(text: document.rendered(), created: stamp)
    }

    /// Gives `entry` a new date: rewrites its `Created:` trailer and nothing else, in one commit.
    /// The file stays where it is (its path is its identity); listings sort by `Created:`.
    public func redate(_ entry: Entry, to stamp: Timestamp) throws -> SaveOutcome {
        let base = try entryFileText(entry)
        var document = EntryDocument(parsing: base)
        document.setTrailer(Trailer.created, stamp.iso8601)
        return try update(entry, text: document.rendered(), original: base)
    }

    /// The text of `entry`'s file, as it is on disk. A file that is not UTF-8 is refused
    /// (`ilgi doctor` names it) rather than rewritten with U+FFFD in place of its bytes.
    public func entryFileText(_ entry: Entry) throws -> String {
        let url = root.appendingPathComponent(entry.path)
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw IlgiError.wrapping(error, while: .readEntry, path: url.path)
        }
        return try UTF8Text.decode(data, from: .file(url.path))
    }
}
