import Foundation
import IlgiCore
import IlgiEntry
import IlgiStore

/// `ilgi export --format book`: the entries as one HTML document made for print (CSS paged
/// media, A5): a cover, a table of contents, the months as chapters, each entry with its
/// date, weather, place and photos, and page numbers at the foot of each page. Everything is
/// inside the file (photos as `data:` URIs, no font or script from elsewhere), so it opens
/// and prints anywhere. Korean is set in Noto Serif CJK KR where installed.
///
/// The document is written open-ended: the table of contents links each month, and its page
/// numbers are a style appended at the end (`finish(_:pageNumbers:)`) once a printer has
/// printed it and told where each month begins (`BookPages`): no browser computes them itself.
public struct BookWriter {
    public let journal: Journal
    public let dateStyle: DateStyle

    public init(journal: Journal, language: Language) {
        self.journal = journal
        self.dateStyle = DateStyle(language: language)
    }

    /// What the book holds.
    public struct Contents: Sendable, Equatable {
        public var entries = 0
        public var photos = 0
        /// The chapters' anchors (`month-2026-03`), in order.
        public var chapters: [String] = []
    }

    /// Writes the book of the entries `filter` selects (oldest first) to `sink` and finishes
    /// it, up to and not including the document's end (`finish(_:pageNumbers:)`). `sketch`,
    /// when given, gets the same book with each photo a blank of its size: it prints in a
    /// moment and paginates the same, to learn the contents' page numbers from. `title` is on the cover; `progress` hears how many
    /// entries are written.
    public func write(
        matching filter: EntryFilter, title: String, to sink: TextSink, sketch: TextSink? = nil,
        progress: ((Int) -> Void)? = nil
    ) throws -> Contents {
        let sinks = [sink] + (sketch.map { [$0] } ?? [])
        var contents = Contents()
        var filter = filter
        filter.limit = nil
        let keys = try journal.reader.entryKeys(matching: filter)
        // Each entry's month on its own calendar (the catalog keeps its time zone), for the contents.
        let summaries = try journal.reader.summaries(matching: filter)
        var months: [(key: String, count: Int)] = []
        for summary in summaries.sorted(by: { $0.created < $1.created }) {
            let month = String(summary.created.day.prefix(7))
            if months.last?.key == month { months[months.count - 1].count += 1 } else { months.append((month, 1)) }
        }
        contents.chapters = months.map { "month-" + $0.key }
        let first = summaries.map(\.created).min()
        let last = summaries.map(\.created).max()
        for sink in sinks { try sink.write(opening(title: title, first: first, last: last, months: months)) }

        let root = journal.root
        var month = ""
        let sketching = sketch != nil
        let links = LinksWithin(summaries)
        try journal.reader.forEachEntry(
            keys, transform: { Self.body(of: $0, root: root, sketching: sketching, links: links) }
        ) {
            rendered in
            let entry = rendered.entry
            let entryMonth = String(entry.created.day.prefix(7))
            if entryMonth != month {
                for sink in sinks { try sink.write((month.isEmpty ? "" : "</section>\n") + chapterHeading(entryMonth)) }
                month = entryMonth
            }
            try sink.write(article(entry, body: rendered.html))
            try sketch?.write(article(entry, body: rendered.sketch))
            contents.entries += 1
            contents.photos += rendered.photos
            if contents.entries % 50 == 0 { progress?(contents.entries) }
        }
        for sink in sinks {
            if !month.isEmpty { try sink.write("</section>\n") }
            try sink.finish()
        }
        progress?(contents.entries)
        return contents
    }

    /// Ends the document in `file`, which `write` wrote: the table of contents' page numbers,
    /// when a printer measured them (chapter anchor → page), then the closing tags.
    public static func finish(_ file: URL, pageNumbers: [String: Int] = [:]) throws {
        var ending = ""
        if !pageNumbers.isEmpty {
            let rules = pageNumbers.sorted { $0.key < $1.key }.map { anchor, page in
                ".toc a[href=\"#\(anchor)\"]::after { content: \"\(page)\"; }"
            }
            ending += "<style>\n" + rules.joined(separator: "\n") + "\n</style>\n"
        }
        ending += "</body>\n</html>\n"
        do {
            let handle = try FileHandle(forWritingTo: file)
            defer { try? handle.close() }
            try handle.seekToEnd()
            try handle.write(contentsOf: Data(ending.utf8))
        } catch {
            throw IlgiError.wrapping(error, while: .export, path: file.path)
        }
    }

    // MARK: The parts

    /// An entry's body as HTML, its photos put in as `data:` URIs: the costly part, done in
    /// parallel for a chunk of entries. With `sketching`, also the same HTML with each photo a
    /// blank picture of its size, which lays out the same.
    static func body(of entry: Entry, root: URL, sketching: Bool, links: LinksWithin = LinksWithin([])) -> RenderedEntry
    {
        let body = EntryRenderer.trimmedBody(entry)
        // A link to an entry of the book is a link to its page there (which a PDF keeps).
        let linked = LinkedMarkdown.body(body, links: links.resolve(EntryLinks.find(in: body))) { resolved in
            let target = resolved.target ?? (resolved.link.target.isDay ? resolved.targets.first : nil)
            return target.map { "#entry-" + $0.id.uuid }
        }
        var html = linked.isEmpty ? "" : MarkdownHTML.render(linked)
        var sketch = sketching ? html : ""
        let photos = EntryAssets.linkedImageFiles(of: entry, root: root)
        for (source, data, name) in photos {
            html = html.replacingOccurrences(of: source, with: EntryAssets.dataSource(data, name: name))
            if sketching {
                let blank = ImageSize(data).map { size in
                    "src=\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='\(size.width)' "
                        + "height='\(size.height)'%3E%3C/svg%3E\""
                }
                sketch = sketch.replacingOccurrences(
                    of: source, with: blank ?? EntryAssets.dataSource(data, name: name))
            }
        }
        return RenderedEntry(entry: entry, html: html, sketch: sketch, photos: photos.count)
    }

    struct RenderedEntry: Sendable {
        let entry: Entry
        let html: String
        let sketch: String
        let photos: Int
    }

    /// The document's head, the cover and the table of contents.
    func opening(title: String, first: Timestamp?, last: Timestamp?, months: [(key: String, count: Int)]) -> String {
        var span = ""
        if let first, let last {
            span = dateStyle.longDate(first) + (first.day == last.day ? "" : " – " + dateStyle.longDate(last))
        }
        let language = dateStyle.language
        return HTMLTemplates.core.render(
            "bookOpening",
            [
                "language": language.rawValue, "styleSheet": Embedded.bookCSS, "title": title, "span": span,
                "count": CoreText.reviewEntries(months.reduce(0) { $0 + $1.count }).text(in: language),
                "contentsHeading": CoreText.bookContents.text(in: language),
                "months": months.map { month in
                    [
                        "key": month.key, "title": monthTitle(month.key),
                        "count": CoreText.reviewEntries(month.count).text(in: language),
                    ]
                },
            ])
    }

    func chapterHeading(_ month: String) -> String {
        HTMLTemplates.core.render("bookChapter", ["key": month, "title": monthTitle(month)])
    }

    /// "March 2026" / "2026년 3월".
    func monthTitle(_ month: String) -> String {
        let parts = month.split(separator: "-").compactMap { Int($0) }
        guard parts.count == 2, (1...12).contains(parts[1]) else { return month }
        return MonthName.of(parts[1], year: parts[0]).text(in: dateStyle.language)
    }

    func article(_ entry: Entry, body: String) -> String {
        var meta = dateStyle.longDateTime(entry.created)
        if let weather = entry.weather {
            meta += " · " + weather.emoji + " " + weather.words.text(in: dateStyle.language)
        }
        if let place = entry.document.trailer(Trailer.location), !place.isEmpty {
            meta += " · 📍 " + place
        }
        let title = entry.title.trimmingCharacters(in: .whitespaces)
        return HTMLTemplates.core.render(
            "bookEntry", ["id": entry.id.uuid, "title": title.isEmpty ? [] : [title], "meta": meta, "body": body])
    }
}

/// Where each chapter of a printed book begins: the page of each named destination in a PDF
/// Chromium printed. Skia writes a classic cross-reference table and plain object
/// dictionaries, so the catalog, its `/Dests` and the page tree are read by their offsets
/// alone: a book of hundreds of megabytes of photos is never scanned.
public enum BookPages {
    /// Anchor → page number (1-based); empty when the PDF is not laid out as expected.
    public static func pages(in pdf: Data) -> [String: Int] {
        let bytes = [UInt8](pdf)
        guard let table = crossReference(bytes), let root = reference(after: "/Root", in: table.trailer),
            let catalog = object(root, table.offsets, bytes),
            let destinations = reference(after: "/Dests", in: catalog).flatMap({ object($0, table.offsets, bytes) }),
            let tree = reference(after: "/Pages", in: catalog)
        else { return [:] }
        var order: [Int] = []
        var seen = Set<Int>()
        func walk(_ number: Int) {
            guard seen.insert(number).inserted, let node = object(number, table.offsets, bytes) else { return }
            guard node.contains("/Type /Pages"), let kids = node.range(of: "/Kids [") else {
                order.append(number)
                return
            }
            let list = node[kids.upperBound...].prefix { $0 != "]" }
            for part in list.split(separator: "R") {
                if let child = Int(part.split(separator: " ").first ?? "") { walk(child) }
            }
        }
        walk(tree)
        var pages: [String: Int] = [:]
        // `<</month-2026-03 [8 0 R /XYZ 6 579.2 0]\n/month-2026-04 [11 0 R …]>>`
        for entry in destinations.split(separator: "]") {
            guard let slash = entry.firstIndex(of: "/"), let open = entry.firstIndex(of: "["), slash < open else {
                continue
            }
            let name = entry[entry.index(after: slash)..<open].trimmingCharacters(in: .whitespaces)
            guard let page = Int(entry[entry.index(after: open)...].prefix { $0.isNumber }),
                let index = order.firstIndex(of: page)
            else { continue }
            pages[name] = index + 1
        }
        return pages
    }

    /// The offsets the table at `startxref` gives each object, and the trailer's dictionary.
    static func crossReference(_ bytes: [UInt8]) -> (offsets: [Int: Int], trailer: String)? {
        let tail = String(decoding: bytes.suffix(64), as: UTF8.self)
        guard let mark = tail.range(of: "startxref", options: .backwards),
            let start = Int(
                tail[mark.upperBound...].trimmingCharacters(in: .whitespacesAndNewlines).prefix { $0.isNumber }),
            start < bytes.count
        else { return nil }
        var offsets: [Int: Int] = [:]
        var position = start
        func line() -> String {
            var end = position
            while end < bytes.count, bytes[end] != 0x0A, bytes[end] != 0x0D { end += 1 }
            let text = String(decoding: bytes[position..<end], as: UTF8.self)
            position = end
            while position < bytes.count, bytes[position] == 0x0A || bytes[position] == 0x0D { position += 1 }
            return text
        }
        guard line().trimmingCharacters(in: .whitespaces) == "xref" else { return nil }
        while position < bytes.count {
            let header = line().split(separator: " ").compactMap { Int($0) }
            guard header.count == 2 else { break }  // "trailer"
            for number in header[0]..<header[0] + header[1] {
                let fields = line().split(separator: " ")
                if fields.count >= 3, fields[2] == "n", let offset = Int(fields[0]) { offsets[number] = offset }
            }
        }
        let trailer = String(
            decoding: bytes[min(position, bytes.count)..<min(position + 4096, bytes.count)], as: UTF8.self)
        return (offsets, trailer)
    }

    /// The dictionary of object `number` (its text up to `endobj` or its stream, at most 64 KiB).
    static func object(_ number: Int, _ offsets: [Int: Int], _ bytes: [UInt8]) -> String? {
        guard let start = offsets[number], start < bytes.count else { return nil }
        let text = String(decoding: bytes[start..<min(start + 65_536, bytes.count)], as: UTF8.self)
        let end = [text.range(of: "endobj")?.lowerBound, text.range(of: "stream")?.lowerBound].compactMap { $0 }.min()
        return end.map { String(text[..<$0]) }
    }

    static func reference(after key: String, in text: String) -> Int? {
        guard let range = text.range(of: key + " ") else { return nil }
        return Int(text[range.upperBound...].prefix { $0.isNumber })
    }
}
