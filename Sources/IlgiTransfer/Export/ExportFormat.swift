import Foundation
import IlgiCatalog
import IlgiCore
import IlgiEntry
import IlgiStore

/// What `ilgi export` writes.
public enum ExportFormat: String, CaseIterable, Sendable {
    /// One JSON array, oldest first, with the fields of `list --json`.
    case json
    /// Markdown: one file per entry (with front matter) into a folder, or one document.
    case markdown
    /// Plain text, every entry as `share` writes it, oldest first.
    case txt
    /// jrnl's plain-text journal format, which jrnl reads as it is.
    case jrnl
    /// A Day One JSON export: a .zip with Journal.json and the photos (see `DayOneWriter`).
    case dayone
    /// A book to print: one HTML file, or a PDF printed from it (see `BookWriter`).
    case book
}

/// Writes a journal out, one entry at a time: only a small key per entry is held in memory,
/// so a journal of 100k entries exports in constant memory (see `JournalReader.entryKeys`).
public struct JournalExporter {
    public let journal: Journal
    public let renderer: EntryRenderer

    /// `renderer` defaults to English dates, the language of the journal's own files.
    public init(journal: Journal, renderer: EntryRenderer? = nil) {
        self.journal = journal
        self.renderer = renderer ?? EntryRenderer(dateStyle: DateStyle(language: journal.configuration.language))
    }

    /// Writes the entries of `keys` in `format` as one document to `sink`. `progress` is
    /// called with the number of entries written so far. Returns how many of them link files
    /// of their own (photos, attachments), which one document links but cannot carry.
    @discardableResult
    public func export(
        _ keys: [JournalReader.EntryKey], as format: ExportFormat, to sink: TextSink, progress: ((Int) -> Void)? = nil
    ) throws -> Int {
        var count = 0
        var linkingFiles = 0
        if format == .json { try sink.write(keys.isEmpty ? "[" : "[\n") }
        func write(_ rendered: (text: String, linksFiles: Bool)) throws {
            try sink.write((count == 0 ? "" : Self.separator(for: format)) + rendered.text)
            count += 1
            if rendered.linksFiles { linkingFiles += 1 }
            if count % 100 == 0 { progress?(count) }
        }
        if let render = Self.parallelRender(format) {
            // Formats that need no date formatter (which is not thread-safe) are rendered in
            // parallel, a chunk at a time, still written in order.
            try journal.reader.forEachEntry(keys, transform: { (try render($0), Self.linksFiles($0)) }, write)
        } else {
            try journal.reader.forEachEntry(keys) { try write((render($0, as: format), Self.linksFiles($0))) }
        }
        if format == .json { try sink.write(keys.isEmpty ? "]\n" : "\n]\n") }
        try sink.finish()
        progress?(count)
        return linkingFiles
    }

    /// True when `entry`'s text links a file of its own folder.
    static func linksFiles(_ entry: Entry) -> Bool {
        !EntryAssets.links(in: entry.body, id: entry.id).isEmpty
    }

    /// What goes between two entries.
    static func separator(for format: ExportFormat) -> String {
        switch format {
        case .json, .dayone, .book: ",\n"
        case .markdown: "\n---\n\n"
        case .txt: "\n* * *\n\n"
        // jrnl joins entries with a newline, which leaves one blank line between them.
        case .jrnl: "\n"
        }
    }

    func render(_ entry: Entry, as format: ExportFormat) throws -> String {
        if let render = Self.parallelRender(format) { return try render(entry) }
        switch format {
        case .markdown: return renderer.markdown(entry)
        default: return renderer.text(entry)
        }
    }

    /// The rendering of a format that is safe to run on several threads at once, or nil.
    static func parallelRender(_ format: ExportFormat) -> (@Sendable (Entry) throws -> String)? {
        switch format {
        case .json, .dayone:  // dayone is a zip, written by DayOneWriter; as text it is the JSON records
            return { entry in
                // Each record indented one level, so the array reads like `list --json`.
                JournalExporter.indented(try EntryRecord.encode(EntryRecord(entry)))
            }
        case .jrnl: return { JrnlWriter.entry($0) }
        case .markdown, .txt, .book: return nil
        }
    }

    /// `json` with two spaces before every line that is not empty, as UTF-8 bytes: a pretty
    /// JSON text has line breaks only between its tokens (a string's own are escaped), so no
    /// Character walk is needed (splitting each record by Character was a third of an export).
    static func indented(_ json: Data) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(json.count + json.count / 16)
        var atLineStart = true
        for byte in json {
            if atLineStart, byte != UInt8(ascii: "\n") { bytes += [0x20, 0x20] }
            bytes.append(byte)
            atLineStart = byte == UInt8(ascii: "\n")
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Writes one Markdown file per entry into `folder` (made when missing), named
    /// `YYYY-MM-DD-title-3f2a9c1b.md`, each with front matter that `ilgi import
    /// --from markdown-dir` reads back, and its photos and attachments in `<uuid>.assets/`
    /// beside it, where its links already point. Returns the number of entries written.
    @discardableResult
    public func exportMarkdownFiles(
        _ keys: [JournalReader.EntryKey], into folder: URL, progress: ((Int) -> Void)? = nil
    ) throws -> Int {
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw IlgiError.wrapping(error, while: .export, path: folder.path)
        }
        var count = 0
        // A link to an entry of the export is a relative link to its file.
        let within = LinksWithin(try journal.reader.summaries(of: keys.map(\.id)))
        var fileNames: [EntryID: String] = [:]
        func fileName(_ target: EntrySummary) -> String? {
            if let known = fileNames[target.id] { return known }
            let name = (try? journal.reader.loadEntry(id: target.id, path: target.path)).map(
                MarkdownFile.fileName(for:))
            fileNames[target.id] = name
            return name
        }
        try journal.reader.forEachEntry(keys) { entry in
            let url = folder.appendingPathComponent(MarkdownFile.fileName(for: entry))
            let sink = try TextSink(file: url)
            try sink.write(
                MarkdownFile.render(entry) { body in
                    LinkedMarkdown.body(body, links: within.resolve(EntryLinks.find(in: body))) { resolved in
                        let target = resolved.target ?? (resolved.link.target.isDay ? resolved.targets.first : nil)
                        return target.flatMap(fileName).map { "<" + $0 + ">" }
                    }
                })
            try sink.finish()
            try copyAssets(of: entry, into: folder)
            count += 1
            if count % 100 == 0 { progress?(count) }
        }
        progress?(count)
        return count
    }
}

extension JournalExporter {
    /// Copies `entry`'s files into `folder/<uuid>.assets/`, the same place relative to its
    /// Markdown file as in the journal, so the links work as they are.
    func copyAssets(of entry: Entry, into folder: URL) throws {
        let names = EntryAssets.names(forEntryPath: entry.path, root: journal.root)
        guard !names.isEmpty else { return }
        let source = EntryAssets.folder(forEntryPath: entry.path)
        let target = folder.appendingPathComponent(entry.id.uuid + EntryAssets.folderSuffix)
        do {
            try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
            for name in names {
                let copy = target.appendingPathComponent(name)
                try? FileManager.default.removeItem(at: copy)  // an earlier export's
                // Read beneath the journal, no link followed, like every read of its files.
                try journal.copyFile(atPath: source + "/" + name, to: copy)
            }
        } catch {
            throw IlgiError.wrapping(error, while: .export, path: target.path)
        }
    }
}

/// One entry as a Markdown file with YAML front matter:
///
///     ---
///     date: 2026-11-22T15:45:00+09:00
///     id: 3f2a9c1b-…
///     tags: [family]
///     weather: 01d
///     ---
///
///     # My day at the beach
///
///     It was sunny. @family
public enum MarkdownFile {
    /// `linking`, when given, rewrites the body's links (into links between exported files).
    public static func render(_ entry: Entry, linking: ((String) -> String)? = nil) -> String {
        var front = ["---", "date: \(entry.created.iso8601)", "id: \(entry.id.uuid)"]
        if !entry.tags.isEmpty {
            front.append("tags: [" + entry.tags.map { "\"\($0)\"" }.joined(separator: ", ") + "]")
        }
        if let weather = entry.weather { front.append("weather: \(weather.code)") }
        if entry.isStarred { front.append("starred: true") }
        front.append("---")
        var text = front.joined(separator: "\n") + "\n\n"
        let title = entry.title.trimmingCharacters(in: .whitespaces)
        if !title.isEmpty { text += "# " + title + "\n\n" }
        let body = EntryRenderer.trimmedBody(entry)
        if !body.isEmpty { text += (linking?(body) ?? body) + "\n" }
        return text
    }

    /// `2026-11-22-my-day-at-the-beach-3f2a9c1b.md`: sorted by date, readable, unique.
    public static func fileName(for entry: Entry) -> String {
        let slug = slug(entry.displayTitle)
        return entry.created.day + (slug.isEmpty ? "" : "-" + slug) + "-" + entry.id.short + ".md"
    }

    /// Letters and digits of any script, lowercased, words joined by "-", at most 50 characters.
    static func slug(_ title: String) -> String {
        var words: [String] = []
        var current = ""
        for character in title.lowercased() {
            if character.isLetter || character.isNumber {
                current.append(character)
            } else if !current.isEmpty {
                words.append(current)
                current = ""
            }
        }
        if !current.isEmpty { words.append(current) }
        var slug = ""
        for word in words {
            let next = slug.isEmpty ? word : slug + "-" + word
            if next.count > 50 { break }
            slug = next
        }
        if slug.isEmpty, let first = words.first { slug = String(first.prefix(50)) }
        return slug
    }
}
