import Foundation

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
        String(decoding: try EntryRecord.encoder().encode(EntryRecord(entry)), as: UTF8.self) + "\n"
    }

    /// A self-contained page: UTF-8, inline CSS that follows the reader's light or dark
    /// setting and prints cleanly, the title and date as text and the body rendered from
    /// Markdown with nothing able to run (see `MarkdownHTML`). A Content-Security-Policy
    /// that allows no script at all backs that up.
    public func html(_ entry: Entry) -> String {
        let title = entry.title.trimmingCharacters(in: .whitespaces)
        var meta =
            "<time datetime=\"\(entry.created.iso8601)\">"
            + HTMLEscaping.escape(dateStyle.longDateTime(entry.created)) + "</time>"
        if let weather = weatherWords(entry) {
            meta += " · <span class=\"weather\">" + HTMLEscaping.escape(weather) + "</span>"
        }
        let body = Self.trimmedBody(entry)
        return """
            <!DOCTYPE html>
            <html lang="\(dateStyle.language.rawValue)">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <meta name="color-scheme" content="light dark">
            <meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; img-src https: http: data:">
            <meta name="generator" content="ilgi">
            <title>\(HTMLEscaping.escape(entry.displayTitle.isEmpty ? dateLine(entry) : entry.displayTitle))</title>
            <style>
            \(EntryRenderer.styleSheet)
            </style>
            </head>
            <body>
            <header>
            \(title.isEmpty ? "" : "<h1 class=\"title\">" + HTMLEscaping.escape(title) + "</h1>")
            <p class="meta">\(meta)</p>
            </header>
            <article>
            \(body.isEmpty ? "" : MarkdownHTML.render(body))
            </article>
            </body>
            </html>

            """
    }

    static let styleSheet = """
        :root {
          color-scheme: light dark;
          --text: #1f1d1a; --muted: #6b655c; --paper: #fbfaf6; --rule: #dcd6cb;
          --link: #0b57a4; --code: #f0ece4;
        }
        @media (prefers-color-scheme: dark) {
          :root {
            --text: #e8e3da; --muted: #a59f95; --paper: #1a1917; --rule: #3b3934;
            --link: #8bb9ef; --code: #2a2825;
          }
        }
        html { background: var(--paper); color: var(--text); }
        body {
          max-width: 38rem; margin: 3rem auto; padding: 0 1.25rem;
          font: 1.0625rem/1.7 "Iowan Old Style", Georgia, "Noto Serif", "Noto Serif CJK KR", serif;
          overflow-wrap: break-word; word-break: keep-all;
        }
        header { margin-bottom: 2rem; border-bottom: 1px solid var(--rule); padding-bottom: 1rem; }
        h1.title { font-size: 2rem; line-height: 1.25; margin: 0 0 .5rem; }
        .meta { margin: 0; color: var(--muted); font: .95rem/1.5 system-ui, sans-serif; }
        article h1, article h2, article h3 { line-height: 1.3; margin: 2rem 0 .75rem; }
        article img { max-width: 100%; height: auto; }
        a { color: var(--link); }
        pre, code { font-family: ui-monospace, "DejaVu Sans Mono", monospace; font-size: .9em; background: var(--code); border-radius: 4px; }
        code { padding: .1em .3em; }
        pre { padding: .75rem 1rem; overflow-x: auto; white-space: pre-wrap; }
        pre code { padding: 0; background: none; }
        pre.plain { font-family: inherit; font-size: 1em; background: none; padding: 0; }
        blockquote { margin: 1.25rem 0; padding-left: 1rem; border-left: 3px solid var(--rule); color: var(--muted); }
        hr { border: 0; border-top: 1px solid var(--rule); margin: 2rem 0; }
        table { border-collapse: collapse; }
        th, td { border: 1px solid var(--rule); padding: .3rem .6rem; }
        @media print {
          html { background: #fff; color: #000; }
          body { margin: 0; max-width: none; font-size: 11pt; }
          header { border-color: #999; }
          a { color: inherit; }
          a[href^="http"]::after { content: " (" attr(href) ")"; font-size: .85em; }
          pre, blockquote, img, h1, h2, h3 { break-inside: avoid; }
        }
        """
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
