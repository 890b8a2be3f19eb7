import Foundation
import IlgiCore
import IlgiEntry

/// Reads a Logseq graph's journal pages: `journals/YYYY_MM_DD.md` (the default
/// `:journal/file-name-format`), one entry per day, dated at noon of that day. `key:: value`
/// properties that name one of the journal's fields become its trailers (Logseq's own `id::`
/// and `collapsed::` are dropped); `#tag` and `#[[two words]]` become @tags; a link to a
/// journal page in Logseq's default date format, `[[Dec 6th, 2026]]`, becomes a link to that
/// day, `[[2026-12-06]]`; other `[[Page]]` links stay as written.
public struct LogseqReader {
    public let timeZone: TimeZone
    public var fields: JournalFields
    let report: ImportReport?

    public init(timeZone: TimeZone = .current, fields: JournalFields = JournalFields(), report: ImportReport? = nil) {
        self.timeZone = timeZone
        self.fields = fields
        self.report = report
    }

    /// `text` with each `[[Dec 6th, 2026]]` (Logseq's default `MMM do, yyyy`) written as the
    /// ilgi link to that day, `[[2026-12-06]]`.
    static func dayLinks(_ text: String) -> String {
        guard text.contains("[["),
            let expression = try? NSRegularExpression(
                pattern: #"\[\[(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) (\d{1,2})(?:st|nd|rd|th), (\d{4})\]\]"#
            )
        else { return text }
        let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        let source = text as NSString
        var result = ""
        var last = 0
        for match in expression.matches(in: text, range: NSRange(location: 0, length: source.length)) {
            guard let month = months.firstIndex(of: source.substring(with: match.range(at: 1))),
                let day = Int(source.substring(with: match.range(at: 2))),
                let year = Int(source.substring(with: match.range(at: 3))),
                let iso = CivilDay(iso: String(format: "%04d-%02d-%02d", year, month + 1, day))
            else { continue }
            result += source.substring(with: NSRange(location: last, length: match.range.location - last))
            result += "[[\(iso)]]"
            last = match.range.location + match.range.length
        }
        return result + source.substring(from: last)
    }

    static let internalProperties: Set<String> = ["id", "collapsed", "heading", "card-last-score", "background-color"]

    public func read(_ url: URL) throws -> [ImportedEntry] {
        let journals =
            url.lastPathComponent == "journals"
            ? url : ExportFiles.descend(url) { Self.isGraph($0) }.appendingPathComponent("journals")
        let pages = ExportFiles.files(in: journals).filter { $0.pathExtension.lowercased() == "md" }
        guard !pages.isEmpty else {
            throw ImportError(file: url.path, TransferText.importNothingOfSource("Logseq", "journals/YYYY_MM_DD.md"))
        }
        report?.note(.importNoTimeOfDay("Logseq"))
        let clock = WallClock(timeZone: timeZone)
        let vault = MarkdownAttachments(folder: journals.deletingLastPathComponent())
        var entries: [ImportedEntry] = []
        for page in pages {
            let stem = page.deletingPathExtension().lastPathComponent
            guard let day = Self.day(stem),
                let created = clock.timestamp(
                    .init(year: day.year, month: day.month, day: day.day, hour: 12, minute: 0))
            else {
                report?.skipped(page.lastPathComponent, .importNotAnEntryOf("Logseq"))
                continue
            }
            let text = try ExportFiles.text(page)
            var entry = entry(text, created: created, file: page.path)
            vault.attach(to: &entry, note: page)
            if !entry.isEmpty { entries.append(entry) }
        }
        return entries
    }

    static func isGraph(_ folder: URL) -> Bool {
        ExportFiles.isFolder(folder.appendingPathComponent("journals"))
    }

    /// `2024_11_03` → 2024-11-03.
    static func day(_ stem: String) -> WallClock.Components? {
        let parts = stem.split(separator: "_")
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2 else { return nil }
        return WallClock.parse(parts.joined(separator: "-"))
    }

    func entry(_ text: String, created: Timestamp, file: String) -> ImportedEntry {
        var kept: [Substring] = []
        var properties: [(key: String, value: String)] = []
        for line in SourceText.lines(text) {
            if let (key, value) = Self.property(line) {
                if Self.internalProperties.contains(key) { continue }
                if fields.named(key)?.normalized(value) != nil {
                    properties.append((key, value))
                    continue
                }
            }
            kept.append(line)
        }
        // A bullet left empty by its properties goes too.
        let body = kept.filter { $0.trimmingCharacters(in: .whitespaces) != "-" }.joined(separator: "\n")
        var entry = ImportedEntry(
            title: "", body: Self.dayLinks(body.trimmingCharacters(in: .whitespacesAndNewlines)), created: created,
            source: ImportedEntry.source("logseq", hashing: [URL(fileURLWithPath: file).lastPathComponent]),
            file: file, line: 1)
        entry.fields = fields.trailers(properties)
        entry.addTags(MarkdownFolderReader.hashTags(in: body) + Self.bracketTags(in: body))
        return entry
    }

    /// `key:: value`, alone on a line or as a bullet.
    static func property(_ line: Substring) -> (String, String)? {
        var rest = line.drop { $0 == " " || $0 == "\t" }
        if rest.hasPrefix("- ") { rest = rest.dropFirst(2) }
        guard let separator = rest.range(of: ":: ") ?? (rest.hasSuffix("::") ? rest.range(of: "::") : nil) else {
            return nil
        }
        let key = rest[..<separator.lowerBound]
        guard !key.isEmpty, key.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }) else { return nil }
        return (key.lowercased(), rest[separator.upperBound...].trimmingCharacters(in: .whitespaces))
    }

    /// `#[[two words]]` → `two words`.
    static func bracketTags(in text: String) -> [String] {
        var tags: [String] = []
        var rest = Substring(text)
        while let start = rest.range(of: "#[[") {
            guard let end = rest[start.upperBound...].range(of: "]]") else { break }
            tags.append(String(rest[start.upperBound..<end.lowerBound]))
            rest = rest[end.upperBound...]
        }
        return tags
    }
}
