import Foundation
import IlgiEntry
import IlgiStore

/// A file kept beside an entry, in its `YYYY/MM/<uuid>.assets/` folder, as `show` lists it.
public struct Attachment: Sendable, Equatable {
    /// Its name in the folder (`3f2a9c1b0e7d4a55.jpg`).
    public var name: String
    /// What the entry's text calls it (the link's text, the name it had), else its name.
    public var label: String
    /// Its path in the journal.
    public var path: String
    /// Its size in bytes; nil when the text links it and it is not there.
    public var size: Int?
    /// False when no link in the entry's text points at it (`doctor` reports it).
    public var isLinked: Bool

    public var isImage: Bool { EntryAssets.isImage(name) }
}

/// What `attach` did.
public struct AttachOutcome: Sendable {
    /// The entry as it now is.
    public var entry: Entry
    /// The files newly kept, by the names they had.
    public var added: [AttachmentFile]
    /// The files the entry already had (the same bytes), left as they were.
    public var alreadyAttached: [AttachmentFile]
    /// The Markdown lines added to the end of the entry's text, one per new link.
    public var links: [String] = []
}

/// The files attached to entries, each entry's in its `<uuid>.assets/` folder beside it
/// (`EntryAssets` names them): listing, attaching and detaching, each a commit.
public struct EntryAttachments: JournalPart {
    public let journal: Journal

    public init(_ journal: Journal) { self.journal = journal }
}

extension EntryAttachments {
    /// The files in `entry`'s `.assets/` folder and the ones its text links, in the order
    /// the text links them, then the ones it does not link.
    public func attachments(of entry: Entry) -> [Attachment] {
        let folder = EntryAssets.folder(forEntryPath: entry.path)
        let present = EntryAssets.names(forEntryPath: entry.path, root: root)
        var seen = Set<String>()
        var list: [Attachment] = []
        func size(_ name: String) -> Int? { Beneath(root).size(of: folder + "/" + name) }
        for link in EntryAssets.links(in: entry.body, id: entry.id) where seen.insert(link.name).inserted {
            list.append(
                Attachment(
                    name: link.name, label: link.label.isEmpty ? link.name : link.label,
                    path: folder + "/" + link.name, size: present.contains(link.name) ? size(link.name) : nil,
                    isLinked: true))
        }
        for name in present where !seen.contains(name) {
            list.append(
                Attachment(name: name, label: name, path: folder + "/" + name, size: size(name), isLinked: false))
        }
        return list
    }

    /// Copies `files` into `entry`'s `.assets/` folder and links each from the end of its
    /// text (an image, or a link for other files), in one commit "Attach 3f2a9c1b: Title".
    /// A file the entry already has (the same bytes) is kept once, linked once.
    public func attach(_ files: [AttachmentFile], to entry: Entry) throws -> AttachOutcome {
        var outcome = AttachOutcome(entry: entry, added: [], alreadyAttached: [])
        try journal.transaction(.attachFiles) { tx in
            let current = try journal.readText(at: root.appendingPathComponent(entry.path))
            var document = EntryDocument(parsing: current)
            let markdown = try keep(files, for: entry.id, at: entry.path, linkedFrom: document.body, in: tx, &outcome)
            // A file the text links but that had gone is written back and committed, with no
            // second link.
            guard !outcome.added.isEmpty else { return }
            if !markdown.isEmpty {
                outcome.links = markdown
                document.setBody(EntryAssets.appending(markdown, to: document.body, id: entry.id))
                try tx.write(document.rendered(), to: entry.path)
                outcome.entry = Entry(
                    id: entry.id, path: entry.path, document: document, fallbackDate: entry.created.date)
            }
            try tx.commit(message: journal.commitMessage.line("Attach", outcome.entry))
        }
        if !outcome.added.isEmpty { journal.runHooks(.postSave, entry: outcome.entry) }
        return outcome
    }

    /// Writes the files of `files` that are not in the folder yet and returns the Markdown
    /// that links the ones `body` does not link yet.
    func keep(
        _ files: [AttachmentFile], for id: EntryID, at path: String, linkedFrom body: String, in tx: Transaction,
        _ outcome: inout AttachOutcome
    ) throws -> [String] {
        let folder = EntryAssets.folder(forEntryPath: path)
        let linked = Set(EntryAssets.linkedNames(in: body, id: id))
        var markdown: [String] = []
        var handled = Set<String>()
        for file in files {
            let name = file.storedName(tx.content.codec.contentName(file.data))
            guard handled.insert(name).inserted else { continue }
            let assetPath = folder + "/" + name
            let isThere = Beneath(root).regularFileContents(assetPath, limit: .max) == file.data
            if isThere, linked.contains(name) {
                outcome.alreadyAttached.append(file)
                continue
            }
            if !isThere { try tx.write(file.data, to: assetPath) }
            if !linked.contains(name) { markdown.append(file.markdown(for: id, name: name)) }
            outcome.added.append(file)
        }
        return markdown
    }

    /// Removes the attachment `name` (its name in the folder, or what the text calls it) from
    /// `entry`: the file and every link to it, in one commit "Detach 3f2a9c1b: Title".
    /// Returns the entry as it now is and the attachment removed.
    public func detach(_ name: String, from entry: Entry) throws -> (entry: Entry, removed: Attachment) {
        let all = attachments(of: entry)
        let matches =
            all.filter { $0.name == name }.isEmpty ? all.filter { $0.label == name } : all.filter { $0.name == name }
        guard matches.count == 1, let attachment = matches.first else {
            throw IlgiError.invalidInput(
                matches.isEmpty
                    ? CoreText.attachmentNotFound(name, entry.id.short, all.map(\.label))
                    : CoreText.attachmentAmbiguous(name, matches.map(\.name)))
        }
        var updated = entry
        try journal.transaction(.attachFiles) { tx in
            let current = try journal.readText(at: root.appendingPathComponent(entry.path))
            var document = EntryDocument(parsing: current)
            document.setBody(EntryAssets.removingLinks(to: attachment.name, in: document.body, id: entry.id))
            if document.rendered() != current { try tx.write(document.rendered(), to: entry.path) }
            try tx.remove(attachment.path)
            updated = Entry(id: entry.id, path: entry.path, document: document, fallbackDate: entry.created.date)
            try tx.commit(message: journal.commitMessage.line("Detach", updated))
        }
        journal.runHooks(.postSave, entry: updated)
        return (updated, attachment)
    }
}
