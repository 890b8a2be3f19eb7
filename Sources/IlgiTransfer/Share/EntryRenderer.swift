import Foundation
import IlgiCore
import IlgiEntry

/// How `ilgi share` writes one entry.
public enum ShareFormat: String, CaseIterable, Sendable {
    /// Date, title and body as plain text, ready to paste into a message.
    case text
    /// `# Title`, a date line, the body as written.
    case markdown
    /// One self-contained web page.
    case html
    /// The entry's fields, as `list --json` writes them.
    case json
}

/// One entry made ready to send: the formats of `ilgi share`, also used by `ilgi export`.
/// Dates and weather words are in the language of `dateStyle`; trailers are left out.
public struct EntryRenderer {
    public let dateStyle: DateStyle
    /// Long dates already formatted, by day: an export of 100k entries formats each day once
    /// (a formatter switched to each entry's time zone costs more than the rest of the entry).
    private let longDates = LongDateCache()

    public init(dateStyle: DateStyle) {
        self.dateStyle = dateStyle
    }

    public func render(_ entry: Entry, as format: ShareFormat) throws -> String {
        switch format {
        case .text: text(entry)
        case .markdown: markdown(entry)
        case .html: html(entry)
        case .json: try json(entry)
        }
    }

    /// The long date, then the weather as emoji and words when there is one:
    /// "November 22, 2026 · ☀️ clear sky".
    public func dateLine(_ entry: Entry) -> String {
        var line = longDates.date(of: entry.created, style: dateStyle)
        if let weather = weatherWords(entry) { line += " · " + weather }
        return line
    }

    func weatherWords(_ entry: Entry) -> String? {
        entry.weather.map { $0.emoji + " " + $0.words.text(in: dateStyle.language) }
    }

    /// The body without blank lines around it.
    static func trimmedBody(_ entry: Entry) -> String {
        entry.body.trimmingCharacters(in: .newlines)
    }

    /// Date line, blank line, title, blank line, body.
    public func text(_ entry: Entry) -> String {
        var parts = [dateLine(entry)]
        let title = entry.title.trimmingCharacters(in: .whitespaces)
        if !title.isEmpty { parts.append(title) }
        let body = Self.trimmedBody(entry)
        if !body.isEmpty { parts.append(body) }
        return parts.joined(separator: "\n\n") + "\n"
    }

    /// `# Title`, the date line in italics, the body as written.
    public func markdown(_ entry: Entry) -> String {
        var parts: [String] = []
        let title = entry.title.trimmingCharacters(in: .whitespaces)
        if !title.isEmpty { parts.append("# " + title) }
        parts.append("*" + dateLine(entry) + "*")
        let body = Self.trimmedBody(entry)
        if !body.isEmpty { parts.append(body) }
        return parts.joined(separator: "\n\n") + "\n"
    }

    /// The fields of `list --json`, pretty-printed.
    public func json(_ entry: Entry) throws -> String {
        String(decoding: try EntryRecord.encode(EntryRecord(entry)), as: UTF8.self) + "\n"
    }

    /// A self-contained page: UTF-8, inline CSS that follows the reader's light or dark
    /// setting and prints cleanly, the title and date as text and the body rendered from
    /// Markdown with nothing able to run (see `MarkdownHTML`). A Content-Security-Policy
    /// that allows no script at all backs that up.
    public func html(_ entry: Entry) -> String {
        let title = entry.title.trimmingCharacters(in: .whitespaces)
        let body = Self.trimmedBody(entry)
        return HTMLTemplates.core.render(
            "sharedEntry",
            [
                "language": dateStyle.language.rawValue, "styleSheet": Embedded.shareCSS,
                "pageTitle": entry.displayTitle.isEmpty ? dateLine(entry) : entry.displayTitle,
                "title": title.isEmpty ? [] : [title], "iso8601": entry.created.iso8601,
                "date": dateStyle.longDateTime(entry.created), "weather": weatherWords(entry).map { [$0] } ?? [],
                "body": body.isEmpty ? "" : MarkdownHTML.render(body),
            ])
    }
}

/// `DateStyle.longDate` by calendar day. The day is taken in the entry's own time zone, as
/// the long date is, so the day names the result.
private final class LongDateCache {
    private var dates: [String: String] = [:]

    func date(of stamp: Timestamp, style: DateStyle) -> String {
        let day = stamp.day
        if let known = dates[day] { return known }
        let text = style.longDate(stamp)
        if dates.count > 50_000 { dates.removeAll(keepingCapacity: true) }
        dates[day] = text
        return text
    }
}
