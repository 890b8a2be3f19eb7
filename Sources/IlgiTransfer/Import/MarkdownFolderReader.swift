import Foundation
import IlgiCore
import IlgiEntry

/// Reads a folder of Markdown or text files (`.md`, `.markdown`, `.txt`, in subfolders too;
/// hidden files and folders skipped), one entry per file:
///
/// - Optional YAML front matter between `---` lines: `title`, `date` (or `created`), `tags`
///   (`[a, b]` or a `- a` list), `starred`, `weather` (an OpenWeatherMap code); other keys
///   are ignored.
/// - The title is the front matter's, else the first line, without its `# ` heading mark.
/// - The date is the front matter's (ISO 8601, `YYYY-MM-DD`, `YYYY-MM-DD HH:MM`, read in
///   `timeZone` when it has no offset), else the file's modification time.
///
/// `ilgi export --format markdown -o FOLDER/` writes files this reads back as they were.
public struct MarkdownFolderReader {
    public let timeZone: TimeZone
    /// The journal's fields: a front matter key that names one (`mood: 4`) becomes its trailer.
    public var fields = JournalFields()

    public init(timeZone: TimeZone = .current, fields: JournalFields = JournalFields()) {
        self.timeZone = timeZone
        self.fields = fields
    }

    static let extensions: Set<String> = ["md", "markdown", "txt"]

    public func read(_ folder: URL) throws -> [ImportedEntry] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory) else {
            throw ImportError(file: folder.path, TransferText.importUnreadable(String(cString: strerror(ENOENT))))
        }
        guard isDirectory.boolValue else { throw ImportError(file: folder.path, TransferText.importNeedsFolder) }
        let clock = WallClock(timeZone: timeZone)
        var entries: [(path: String, entry: ImportedEntry)] = []
        let found = try files(in: folder)
        let vault = MarkdownAttachments(folder: folder)
        for url in found {
            let text = try SourceText.read(url)
            let relative = String(url.path.dropFirst(folder.path.count).drop { $0 == "/" })
            let day = Self.dailyNoteDate(relative).flatMap { clock.timestamp($0) }
            if var entry = try entry(
                from: text, file: url.path, clock: clock,
                modified: day?.date ?? Self.modificationDate(url), isDailyNote: day != nil)
            {
                vault.attach(to: &entry, note: url)
                entries.append((relative, entry))
            }
        }
        return WikiLinks.linking(entries)
    }

    /// The day a daily note is named by: `2025-03-14.md`, or `2025/03/14.md` (any folder
    /// above it), read as 09:00 that day as jrnl reads a date without a time.
    static func dailyNoteDate(_ relativePath: String) -> WallClock.Components? {
        let parts = relativePath.split(separator: "/").map(String.init)
        guard let last = parts.last else { return nil }
        let stem = URL(fileURLWithPath: last).deletingPathExtension().lastPathComponent
        if stem.utf8.count == 10, let date = WallClock.parse(stem),
            stem == String(format: "%04d-%02d-%02d", date.year, date.month, date.day)
        {
            return date
        }
        guard parts.count >= 3, stem.utf8.count == 2 else { return nil }
        let year = parts[parts.count - 3]
        let month = parts[parts.count - 2]
        guard year.utf8.count == 4, month.utf8.count == 2 else { return nil }
        return WallClock.parse("\(year)-\(month)-\(stem)")
    }

    /// The Markdown and text files below `folder`, sorted by path.
    func files(in folder: URL) throws -> [URL] {
        guard
            let enumerator = FileManager.default.enumerator(
                at: folder, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles])
        else { throw ImportError(file: folder.path, TransferText.importUnreadable("cannot list the folder")) }
        var found: [URL] = []
        for case let url as URL in enumerator {
            guard Self.extensions.contains(url.pathExtension.lowercased()),
                (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true
            else { continue }
            found.append(url)
        }
        return found.sorted { $0.path < $1.path }
    }

    /// Obsidian's tags in text: `#word` at the start or after a space, not only digits, not a
    /// `# heading` (nested tags `#a/b` become `a-b`).
    static func hashTags(in text: String) -> [String] {
        var tags: [String] = []
        var inCode = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.trimmingCharacters(in: .whitespaces).hasPrefix("```") { inCode.toggle() }
            guard !inCode, line.contains("#") else { continue }
            var previous: Character = " "
            var index = line.startIndex
            while index < line.endIndex {
                let character = line[index]
                if character == "#", previous.isWhitespace {
                    let start = line.index(after: index)
                    let end =
                        line[start...].firstIndex {
                            !($0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" || $0 == "/")
                        }
                        ?? line.endIndex
                    let word = line[start..<end].replacingOccurrences(of: "/", with: "-")
                    if !word.isEmpty, !word.allSatisfy(\.isNumber) { tags.append(word) }
                    index = end
                    previous = "#"
                    continue
                }
                if character == "`" {  // inline code: skip to its end
                    let next = line.index(after: index)
                    index = line[next...].firstIndex(of: "`").map { line.index(after: $0) } ?? line.endIndex
                    previous = "`"
                    continue
                }
                previous = character
                index = line.index(after: index)
            }
        }
        return tags
    }

    static func modificationDate(_ url: URL) -> Date {
        let attributes = try? FileManager.default.attributesOfItem(atPath: url.path)
        return attributes?[.modificationDate] as? Date ?? Date()
    }

    /// One file's entry; nil when it holds nothing but front matter and blank lines.
    func entry(
        from text: String, file: String, clock: WallClock, modified: Date, isDailyNote: Bool = false
    ) throws
        -> ImportedEntry?
    {
        var lines = SourceText.lines(text)
        var front = FrontMatter()
        if lines.first?.trimmingCharacters(in: .whitespaces) == "---" {
            guard
                let close = lines.dropFirst().firstIndex(where: {
                    $0.trimmingCharacters(in: .whitespaces) == "---" || $0 == "..."
                })
            else { throw ImportError(file: file, line: 1, TransferText.importFrontMatterNotClosed) }
            front = try FrontMatter(lines[1..<close], file: file, firstLine: 2, clock: clock)
            lines = Array(lines[(close + 1)...])
        }
        // The title: front matter, else the first non-blank line (a `# ` heading loses its mark);
        // a daily note's first line is its title only when it is a `# ` heading.
        while let first = lines.first, BlankLine.isBlank(splitOnNewline: String(first)) { lines.removeFirst() }
        var title = front.title ?? ""
        if front.title == nil, let first = lines.first {
            var line = first.trimmingCharacters(in: .whitespaces)
            let isHeading = line.hasPrefix("# ")
            if isHeading { line = line.dropFirst(2).trimmingCharacters(in: .whitespaces) }
            if isHeading || !isDailyNote {
                title = line
                lines.removeFirst()
            }
        }
        var body = lines.joined(separator: "\n").trimmingCharacters(in: .whitespacesAndNewlines)
        let present = Set(Tags.find(in: title + "\n" + body))
        // Tags in the source's own forms: front matter `tags:`, and Obsidian's `#tag` in the text.
        var wanted: [String] = []
        for tag in (front.tags + Self.hashTags(in: title + "\n" + body)).map(DayOneReader.tagWord)
        where !tag.isEmpty && !wanted.contains(where: { $0.lowercased() == tag.lowercased() }) {
            wanted.append(tag)
        }
        let missing = wanted.filter { !present.contains($0.lowercased()) }
        if !missing.isEmpty { body += (body.isEmpty ? "" : "\n\n") + missing.map { "@" + $0 }.joined(separator: " ") }
        var entry = ImportedEntry(
            title: title, body: body, created: front.created ?? Timestamp(date: modified, timeZone: clock.timeZone),
            starred: front.starred, weather: front.weather,
            source: ImportedEntry.source("markdown", hashing: [text]), file: file, line: 1)
        if entry.isEmpty { return nil }
        entry.location = front.location
        entry.fields = fields.trailers(front.others)
        return entry
    }
}

extension JournalFields {
    /// The trailers of `pairs` (a note's front matter, a page's properties) that name one of
    /// these fields with a value it takes; others stay where they were.
    func trailers(_ pairs: [(key: String, value: String)]) -> [Trailer] {
        var trailers: [Trailer] = []
        for (key, value) in pairs {
            guard let field = named(key), let normalized = field.normalized(value),
                !trailers.contains(where: { $0.key == field.trailerKey })
            else { continue }
            trailers.append(Trailer(key: field.trailerKey, value: normalized))
        }
        return trailers
    }
}

/// The few YAML front matter keys a journal entry uses, read line by line (`key: value`,
/// flow lists `[a, b]`, block lists `- a`); quotes around values are removed.
struct FrontMatter {
    var title: String?
    var created: Timestamp?
    var tags: [String] = []
    var starred = false
    var weather: WeatherCode?
    var location: String?
    /// Every other `key: value`, in order.
    var others: [(key: String, value: String)] = []

    init() {}

    init(_ lines: ArraySlice<Substring>, file: String, firstLine: Int, clock: WallClock) throws {
        var listKey: String?
        for (offset, line) in lines.enumerated() {
            let lineNumber = firstLine + offset
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
            if trimmed.hasPrefix("- "), let key = listKey {
                if key == "tags" { tags.append(Self.unquote(trimmed.dropFirst(2))) }
                continue
            }
            guard let colon = trimmed.firstIndex(of: ":") else { continue }
            let key = trimmed[..<colon].trimmingCharacters(in: .whitespaces).lowercased()
            let value = Self.unquote(trimmed[trimmed.index(after: colon)...])
            listKey = value.isEmpty ? key : nil
            switch key {
            case "title":
                title = value
            case "date", "created":
                guard !value.isEmpty else { continue }
                if let stamp = Timestamp(iso8601: value) ?? Self.jekyllDate(value) {
                    created = stamp
                } else if let components = WallClock.parse(value), let stamp = clock.timestamp(components) {
                    created = stamp
                } else {
                    throw ImportError(file: file, line: lineNumber, TransferText.importBadDate(value))
                }
            case "tags", "tag", "keywords":
                if value.hasPrefix("[") && value.hasSuffix("]") {
                    tags = value.dropFirst().dropLast().split(separator: ",").map { Self.unquote($0) }.filter {
                        !$0.isEmpty
                    }
                } else if !value.isEmpty {
                    tags = value.split(whereSeparator: { $0 == "," || $0 == " " }).map { Self.unquote($0) }
                        .filter { !$0.isEmpty }
                }
            case "starred", "star", "favorite":
                starred = ["true", "yes", "1"].contains(value.lowercased())
            case "weather":
                weather = WeatherCode(value)
            case "location":
                location = value.isEmpty ? nil : value
            default:
                if !value.isEmpty { others.append((key, value)) }
            }
        }
    }

    /// Jekyll's `2024-02-10 10:30:00 +0900` (seconds optional), read as the ISO 8601 it means.
    static func jekyllDate(_ value: String) -> Timestamp? {
        let parts = value.split(separator: " ")
        guard parts.count == 3, let sign = parts[2].first, sign == "+" || sign == "-", parts[2].count == 5 else {
            return nil
        }
        let time = parts[1].count == 5 ? parts[1] + ":00" : parts[1]
        let offset = parts[2].prefix(3) + ":" + parts[2].suffix(2)
        return Timestamp(iso8601: "\(parts[0])T\(time)\(offset)")
    }

    static func unquote(_ text: some StringProtocol) -> String {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        for quote in ["\"", "'"] where trimmed.count >= 2 && trimmed.hasPrefix(quote) && trimmed.hasSuffix(quote) {
            return String(trimmed.dropFirst().dropLast())
        }
        return trimmed.hasPrefix("@") ? String(trimmed.dropFirst()) : trimmed
    }
}
