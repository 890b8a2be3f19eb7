import Foundation
import IlgiEntry
import IlgiStore
import SystemPackage

/// Saving what the writer typed in an editor. The editor shows the title and body only
/// (`EntryDocument.editableText`); ilgi keeps the trailer block and puts it back, so nothing
/// typed there can be read as metadata or push ilgi's metadata into the body (docs/FORMAT.md §2).
extension Journal {
    /// Saves `editedText` (title and body, as the editor left them) as the new text of `entry`,
    /// whose file held `base` when editing began; the trailers are those of `base`. When the
    /// file no longer holds `base`, nothing is written and `entryChangedWhileEditing` is
    /// thrown (naming `draftPath`), as `update` does.
    /// A last paragraph of the journal's fields (`FieldParagraph`) sets them.
    public func saveEdit(
        of entry: Entry, editedText: String, base: String, draftPath: String = ""
    ) throws
        -> SaveOutcome
    {
        let (text, fields) = separatingFields(editedText)
        var document = EntryDocument(parsing: base).replacingEditableText(text)
        guard !document.isEmpty else { return .empty }
        document.apply(fields)
        return try update(entry, text: document.rendered(), original: base, draftPath: draftPath)
    }

    /// Saves `editedText`, typed in the editor for a new entry, as a new entry. Nothing in it is
    /// metadata: ilgi writes the `Created:` block after it.
    /// A last paragraph of the journal's fields sets them; `trailers` are set too (a location).
    public func createEdited(
        _ editedText: String, created: Timestamp? = nil, trailers: [Trailer] = [], attachments: [AttachmentFile] = []
    ) throws
        -> SaveOutcome
    {
        let (text, fields) = separatingFields(editedText)
        var document = EntryDocument(editedText: text)
        guard !document.isEmpty else { return .empty }
        let stamp = created ?? Timestamp(date: Date())
        // With its own block in place, the text's last paragraph is body whatever it holds.
        document.setTrailer(Trailer.created, stamp.iso8601)
        document.apply(fields)
        return try create(text: document.rendered(), created: stamp, trailers: trailers, attachments: attachments)
    }

    /// The fields this journal declares (`.ilgi/fields`).
    public var fields: JournalFields { JournalFields(journal: root) }

    /// `editedText` without its last paragraph when that paragraph is the journal's fields
    /// with values they take (the trust rule, `FieldParagraph`), and what it sets.
    func separatingFields(_ editedText: String) -> (text: String, fields: [FieldChange]) {
        guard case .fields(let text, let changes) = FieldParagraph.read(editedText, fields: fields) else {
            return (editedText, [])
        }
        return (text, changes)
    }

    /// Sets or clears `changes` on `entry` and nothing else, in one commit (`ilgi edit --field`).
    public func setFields(_ changes: [FieldChange], of entry: Entry) throws -> SaveOutcome {
        let base = try entryFileText(entry)
        var document = EntryDocument(parsing: base)
        document.apply(changes)
        return try update(entry, text: document.rendered(), original: base)
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
        try UTF8Text.decode(try entryFileBytes(entry), from: .file(root.appendingPathComponent(entry.path).path))
    }

    /// The bytes of `entry`'s file, read beneath the journal's folder with no link followed
    /// (`Beneath`), as every read of a journal file is.
    public func entryFileBytes(_ entry: Entry) throws -> Data {
        try Journal.readFile(entry.path, in: root)
    }

    /// Copies the journal's file at `path` (an asset) to `destination`, a piece at a time,
    /// opened beneath the journal's folder with no link followed: a photo of any size costs
    /// a buffer, not its size.
    public func copyFile(atPath path: String, to destination: URL) throws {
        let source = try Beneath(root).open(path, flags: O_RDONLY | O_CLOEXEC)
        defer { close(source) }
        guard FileManager.default.createFile(atPath: destination.path, contents: nil),
            let output = FileHandle(forWritingAtPath: destination.path)
        else { throw IlgiError.fileSystem(path: destination.path, message: String(cString: strerror(errno))) }
        defer { try? output.close() }
        var buffer = [UInt8](repeating: 0, count: 1 << 20)
        while true {
            let count = try buffer.withUnsafeMutableBytes { try FileDescriptor(rawValue: source).read(into: $0) }
            guard count > 0 else { return }
            try output.write(contentsOf: buffer[..<count])
        }
    }
}
