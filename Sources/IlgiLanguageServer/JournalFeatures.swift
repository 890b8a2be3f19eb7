import Foundation
import IlgiCatalog
import IlgiCore
import IlgiEntry
import IlgiStore

/// What the server knows to say about a journal document: each request's answer, as the
/// protocol's JSON, from the journal's catalog (`JournalReader`) and the document's own text.
struct JournalFeatures {
    let journal: Journal
    let language: Language

    /// The most items a completion or a symbol search offers.
    static let itemLimit = 50
    /// The most entries `references` lists.
    static let referenceLimit = 1000

    private var reader: JournalReader { journal.reader }
    private var dateStyle: DateStyle { DateStyle(language: language) }

    // MARK: Completion

    func completion(in document: JournalDocument, at position: Position) throws -> JSON {
        let before = document.positions.lineBefore(position)
        let offset = document.positions.offset(of: position)
        if let open = before.range(of: "[[", options: .backwards), !before[open.upperBound...].contains("]]"),
            offset >= document.body.lowerBound
        {
            let typed = String(before[open.upperBound...])
            // The edit starts after `[[` and writes the rest of the link: a client that
            // honours the edit's range (most) and one that inserts the item's text at the word
            // typed (Neovim 0.7's omnifunc) both end with `[[3f2a9c1b|Title]]`.
            let start = Position(line: position.line, character: position.character - typed.utf16.count)
            // What follows the cursor up to a `]]` the editor already closed is replaced too.
            let after = document.positions.lineAfter(position)
            // (Only when no other bracket comes first: a later link's `]]` is not this one's.)
            let closing = after.range(of: "]]").map { after[..<$0.upperBound] }.flatMap {
                $0.dropLast(2).contains(where: { $0 == "[" || $0 == "]" }) ? nil : $0
            }
            let end =
                closing.map { Position(line: position.line, character: position.character + $0.utf16.count) }
                ?? position
            return .object(["isIncomplete": true, "items": .array(try linkItems(typed, from: start, to: end))])
        }
        if let at = tagStart(before) {
            // After the `@`, as after `[[`: the word typed is what the item's text replaces.
            let start = Position(
                line: position.line, character: position.character - before[before.index(after: at)...].utf16.count)
            let typed = Tags.normalize(String(before[before.index(after: at)...]))
            let range: JSON = ["start": start.json, "end": position.json]
            let items = try reader.tagCounts().filter { typed.isEmpty || $0.tag.hasPrefix(typed) }.prefix(
                JournalFeatures.itemLimit
            ).enumerated().map { rank, item -> JSON in
                [
                    "label": .string("@" + item.tag), "kind": 14,
                    "detail": .string(LanguageServerText.entriesCount(item.count).text(in: language)),
                    "sortText": .string(String(format: "%05d", rank)), "filterText": .string(item.tag),
                    "textEdit": ["range": range, "newText": .string(item.tag)],
                ]
            }
            return .object(["isIncomplete": false, "items": .array(Array(items))])
        }
        if let trailerLine = document.trailerLine, position.line >= trailerLine {
            return .object(["isIncomplete": false, "items": .array(fieldItems(before, at: position))])
        }
        return .object(["isIncomplete": false, "items": []])
    }

    /// Where the tag being typed before the cursor starts (its `@`), if one is.
    private func tagStart(_ before: String) -> String.Index? {
        guard let at = before.lastIndex(of: "@") else { return nil }
        let name = before[before.index(after: at)...]
        guard name.allSatisfy(Tags.isTagCharacter) else { return nil }
        if at > before.startIndex {
            let previous = before[before.index(before: at)]
            guard previous.isWhitespace || "([{\"'“‘,;".contains(previous) else { return nil }
        }
        return at
    }

    /// `[[` completions: days after a digit, else entries by title (those it starts first,
    /// then newest first). Each inserts the form ilgi writes, `[[3f2a9c1b|Title]]`.
    private func linkItems(_ typed: String, from start: Position, to end: Position) throws -> [JSON] {
        let range: JSON = ["start": start.json, "end": end.json]
        if let first = typed.first, first.isASCII, first.isNumber {
            let days = try reader.writtenDays().map(\.description).filter { $0.hasPrefix(typed) }.sorted(by: >)
            return days.prefix(JournalFeatures.itemLimit).enumerated().map { rank, day -> JSON in
                [
                    "label": .string(day), "kind": 12, "sortText": .string(String(format: "%05d", rank)),
                    "filterText": .string(day), "textEdit": ["range": range, "newText": .string("\(day)]]")],
                ]
            }
        }
        let found = try reader.summaries(titleContaining: typed, limit: JournalFeatures.itemLimit)
        return found.enumerated().map { rank, summary -> JSON in
            let title = summary.title.isEmpty ? summary.id.short : summary.title
            return [
                "label": .string(title), "kind": 18,
                "detail": .string(dateStyle.longDate(summary.created) + " · " + summary.id.short),
                "documentation": .string(summary.preview),
                // The order found: the client keeps it rather than sorting by label.
                "sortText": .string(String(format: "%05d", rank)),
                "filterText": .string(title),
                "textEdit": [
                    "range": range,
                    "newText": .string(
                        String(EntryLinks.text(linkingTo: summary.id, title: summary.title).dropFirst(2))),
                ],
            ]
        }
    }

    /// Completions in the trailer block: a field's name at a line's start, its values after
    /// `Key:`.
    private func fieldItems(_ before: String, at position: Position) -> [JSON] {
        let fields = JournalFields(journal: journal.root).definitions
        if let colon = before.firstIndex(of: ":") {
            let key = before[..<colon].trimmingCharacters(in: .whitespaces).lowercased()
            guard let field = fields.first(where: { $0.name == key }) else { return [] }
            let values: [String]
            switch field.kind {
            case .scale(let lower, let upper): values = (lower...upper).map(String.init)
            case .choice(let choices): values = choices
            case .text: values = []
            }
            return values.prefix(JournalFeatures.itemLimit).enumerated().map { rank, value -> JSON in
                ["label": .string(value), "kind": 12, "sortText": .string(String(format: "%05d", rank))]
            }
        }
        let typed = before.trimmingCharacters(in: .whitespaces).lowercased()
        let range: JSON = [
            "start": Position(line: position.line, character: 0).json, "end": position.json,
        ]
        return fields.filter { typed.isEmpty || $0.name.hasPrefix(typed) }.map { field -> JSON in
            [
                "label": .string(field.trailerKey), "kind": 5,
                "detail": .string(field.valuesDescription.text(in: language)),
                "textEdit": ["range": range, "newText": .string(field.trailerKey + ": ")],
            ]
        }
    }

    // MARK: Hover

    func hover(in document: JournalDocument, at position: Position) throws -> JSON {
        let offset = document.positions.offset(of: position)
        if let link = document.link(at: offset) {
            guard let resolved = try reader.links(in: document.text[linkText: link]).first else { return .null }
            return hoverResult(markdown(resolved), range: document.positions.range(link.range))
        }
        if let tag = document.tagOccurrences.first(where: { $0.range.contains(offset) }) {
            let count = try reader.entryCount(tagged: tag.tag)
            let last = try reader.summaries(matching: EntryFilter(tags: [tag.tag], limit: 1)).first
            let text = LanguageServerText.tagHover(
                tag.tag, count, lastUsed: last.map { dateStyle.longDate($0.created) })
            return hoverResult(text.text(in: language), range: document.positions.range(tag.range))
        }
        if let (field, trailer) = field(in: document, at: position) {
            let value = trailer.value.trimmingCharacters(in: .whitespaces)
            var average: String?
            if case .scale = field.kind, let mean = try reader.average(ofField: field.name) {
                average = String(format: "%.1f", mean)
            }
            let text = LanguageServerText.fieldHover(
                field.trailerKey, field.valuesDescription.text(in: language), value.isEmpty ? nil : value,
                average: average)
            return hoverResult(text.text(in: language), range: nil)
        }
        return .null
    }

    private func hoverResult(_ markdown: String, range: JSON?) -> JSON {
        var result: [String: JSON] = ["contents": ["kind": "markdown", "value": .string(markdown)]]
        if let range { result["range"] = range }
        return .object(result)
    }

    /// A link's target as a hover shows it: title, date and weather, its first lines.
    private func markdown(_ resolved: ResolvedLink) -> String {
        switch resolved.state {
        case .broken:
            return LanguageServerText.brokenLink(resolved.link.target.text).text(in: language)
        case .ambiguous:
            return LanguageServerText.ambiguousLink(resolved.link.target.text, resolved.targets.count).text(
                in: language)
                + "\n\n" + resolved.targets.prefix(10).map { "- " + line($0) }.joined(separator: "\n")
        case .resolved:
            guard let target = resolved.target else {
                return "**" + resolved.link.target.text + "** · "
                    + LanguageServerText.dayLink(resolved.targets.count).text(in: language) + "\n\n"
                    + resolved.targets.prefix(10).map { "- " + line($0) }.joined(separator: "\n")
            }
            var text = "**" + (target.title.isEmpty ? target.id.short : target.title) + "**\n\n"
            var details = [dateStyle.longDateTime(target.created)]
            if let weather = target.weather { details.append(weather.emoji + " " + weather.words.text(in: language)) }
            details.append(target.id.short)
            text += details.joined(separator: " · ")
            if !target.preview.isEmpty { text += "\n\n" + String(target.preview.prefix(300)) }
            return text
        }
    }

    private func line(_ summary: EntrySummary) -> String {
        (summary.title.isEmpty ? summary.id.short : summary.title) + " · " + dateStyle.longDate(summary.created) + " · "
            + summary.id.short
    }

    // MARK: Definition and references

    func definition(in document: JournalDocument, at position: Position) throws -> JSON {
        let offset = document.positions.offset(of: position)
        guard let link = document.link(at: offset),
            let resolved = try reader.links(in: document.text[linkText: link]).first
        else { return .null }
        switch resolved.state {
        case .broken: return .null
        case .ambiguous: return .array(resolved.targets.map(location))
        case .resolved:
            // A day's first entry; the one entry of an id or a title.
            guard let target = resolved.target ?? resolved.targets.last else { return .null }
            return location(target)
        }
    }

    /// The start of an entry's file.
    private func location(_ summary: EntrySummary) -> JSON {
        let start = Position(line: 0, character: 0).json
        return [
            "uri": .string(JournalDocument.uri(of: journal.root.appendingPathComponent(summary.path).path)),
            "range": ["start": start, "end": start],
        ]
    }

    /// On a tag, every entry with it; on a link, the entries that link to its target;
    /// anywhere else, the entries that link to this one (its backlinks), each at its link.
    func references(in document: JournalDocument, at position: Position) throws -> JSON {
        let offset = document.positions.offset(of: position)
        if let tag = document.tagOccurrences.first(where: { $0.range.contains(offset) })?.tag {
            let tagged = try reader.summaries(
                matching: EntryFilter(tags: [tag], limit: JournalFeatures.referenceLimit))
            return .array(
                try tagged.flatMap { summary in
                    try occurrences(in: summary) { text in
                        Tags.occurrences(in: text).filter { $0.tag == tag }.map(\.range)
                    }
                })
        }
        var target = document.entryID
        if let link = document.link(at: offset) {
            target = try reader.links(in: document.text[linkText: link]).first?.target?.id
        }
        guard let target, let entry = try reader.summary(of: target) else { return [] }
        let linking = try reader.backlinks(of: target, limit: JournalFeatures.referenceLimit)
        return .array(
            try linking.flatMap { summary in
                try occurrences(in: summary) { text in
                    let body = EntryDocument(parsing: text).bodyUTF8Range
                    return EntryLinks.find(in: String(decoding: Array(text.utf8)[body], as: UTF8.self)).filter {
                        names($0.target, entry)
                    }.map { ($0.range.lowerBound + body.lowerBound)..<($0.range.upperBound + body.lowerBound) }
                }
            })
    }

    /// Whether a link's target names `entry` (the question a backlink answered in the catalog,
    /// asked again of one file to find where the link stands).
    private func names(_ target: LinkTarget, _ entry: EntrySummary) -> Bool {
        switch target {
        case .id(let prefix): entry.id.uuid.hasPrefix(prefix)
        case .title(let title): title.lowercased() == entry.title.lowercased()
        case .day(let day): day == entry.created.day
        }
    }

    /// Locations in an entry's file of the ranges `find` names in its text.
    private func occurrences(in summary: EntrySummary, _ find: (String) -> [Range<Int>]) throws -> [JSON] {
        let entry = try reader.loadEntry(id: summary.id, path: summary.path)
        let text = entry.document.rendered()
        let positions = TextPositions(text)
        let uri = JournalDocument.uri(of: journal.root.appendingPathComponent(summary.path).path)
        return find(text).map { ["uri": .string(uri), "range": positions.range($0)] }
    }

    // MARK: Rename

    /// A tag's rename across the journal: one workspace edit, every `@tag` of every entry that
    /// has it (and of the open document, as the editor holds it).
    func rename(
        in document: JournalDocument, at position: Position, to newName: String,
        openDocuments: [String: JournalDocument]
    ) throws -> JSON {
        let offset = document.positions.offset(of: position)
        if let (field, _) = field(in: document, at: position) {
            return try renameField(field, to: newName, openDocuments: openDocuments)
        }
        guard let tag = document.tagOccurrences.first(where: { $0.range.contains(offset) })?.tag else {
            throw LanguageServer.RequestFailure(
                code: .invalidParams, message: LanguageServerText.notATag.text(in: language))
        }
        let name = newName.hasPrefix("@") ? String(newName.dropFirst()) : newName
        guard !name.isEmpty, name.allSatisfy(Tags.isTagCharacter), Tags.find(in: "@" + name) == [Tags.normalize(name)]
        else {
            throw LanguageServer.RequestFailure(
                code: .invalidParams, message: LanguageServerText.notATag.text(in: language))
        }
        var changes: [String: JSON] = [:]
        func edits(_ text: String, _ positions: TextPositions) -> JSON {
            .array(
                Tags.occurrences(in: text).filter { $0.tag == tag }.map {
                    ["range": positions.range($0.range), "newText": .string("@" + name)]
                })
        }
        for summary in try reader.summaries(matching: EntryFilter(tags: [tag])) {
            let uri = JournalDocument.uri(of: journal.root.appendingPathComponent(summary.path).path)
            if let open = openDocuments[uri] {
                changes[uri] = edits(open.text, open.positions)
            } else {
                let text = try reader.loadEntry(id: summary.id, path: summary.path).document.rendered()
                changes[uri] = edits(text, TextPositions(text))
            }
        }
        // The document being edited, as the editor holds it now (perhaps a draft, or unsaved).
        changes[document.uri] = edits(document.text, document.positions)
        return ["changes": .object(changes.filter { $0.value != [] })]
    }

    /// The journal's field whose trailer is the line at `position`, read by the format's own
    /// rule (`Trailer(line:)`), when the position is in the trailer block.
    private func field(in document: JournalDocument, at position: Position) -> (FieldDefinition, Trailer)? {
        guard let trailerLine = document.trailerLine, position.line >= trailerLine,
            let trailer = Trailer(line: document.positions.line(position.line)),
            let field = JournalFields(journal: journal.root).named(trailer.key)
        else { return nil }
        return (field, trailer)
    }

    /// A field's rename: its declaration in `.ilgi/fields` and its key in every entry's trailer
    /// block, as one workspace edit.
    private func renameField(
        _ field: FieldDefinition, to newName: String, openDocuments: [String: JournalDocument]
    ) throws -> JSON {
        let name = newName.trimmingCharacters(in: .whitespaces).lowercased()
        let fields = JournalFields(journal: journal.root).definitions
        guard FieldDefinition.isValidName(name), !fields.contains(where: { $0.name == name && $0 != field }) else {
            throw LanguageServer.RequestFailure(
                code: .invalidParams, message: LanguageServerText.notAFieldName(newName).text(in: language))
        }
        let newKey = FieldDefinition.trailerKey(forName: name)
        var changes: [String: JSON] = [:]
        /// The edits of one file's text: each line of the field's key in its trailer block.
        func edits(_ text: String) -> JSON {
            let positions = TextPositions(text)
            let parsed = EntryDocument(parsing: text)
            guard !parsed.trailers.isEmpty else { return [] }
            let first = positions.position(of: parsed.bodyUTF8Range.upperBound).line + 1
            var found: [JSON] = []
            for number in first..<positions.lineCount {
                guard let trailer = Trailer(line: positions.line(number)), trailer.key.lowercased() == field.name
                else { continue }
                found.append([
                    "range": [
                        "start": Position(line: number, character: 0).json,
                        "end": Position(line: number, character: trailer.key.utf16.count).json,
                    ],
                    "newText": .string(newKey),
                ])
            }
            return .array(found)
        }
        let condition = FieldCondition(key: field.name, comparison: .present, value: "")
        for summary in try reader.summaries(matching: EntryFilter(fields: [condition])) {
            let uri = JournalDocument.uri(of: journal.root.appendingPathComponent(summary.path).path)
            let text =
                try openDocuments[uri]?.text ?? reader.loadEntry(id: summary.id, path: summary.path).document.rendered()
            changes[uri] = edits(text)
        }
        for (uri, open) in openDocuments where open.isJournal && changes[uri] == nil { changes[uri] = edits(open.text) }
        // The declaration: the line of `.ilgi/fields` that names the field.
        let declared =
            Beneath(journal.root).regularFileContents(JournalFields.file, limit: 1 << 20).map {
                String(decoding: $0, as: UTF8.self)
            } ?? ""
        let lines = TextPositions(declared)
        for number in 0..<lines.lineCount {
            let word = lines.line(number).prefix { $0 != " " }
            guard word.lowercased() == field.name else { continue }
            let range: JSON = [
                "start": Position(line: number, character: 0).json,
                "end": Position(line: number, character: word.utf16.count).json,
            ]
            let uri = JournalDocument.uri(of: journal.root.appendingPathComponent(JournalFields.file).path)
            changes[uri] = [["range": range, "newText": .string(name)]]
            break
        }
        return ["changes": .object(changes.filter { $0.value != [] })]
    }

    // MARK: Symbols

    /// The body's Markdown headings, outside code fences.
    func documentSymbols(in document: JournalDocument) -> JSON {
        var symbols: [JSON] = []
        var fence: UInt8?
        let firstLine = document.positions.position(of: document.body.lowerBound).line
        let lastLine = document.positions.position(of: document.body.upperBound).line
        guard firstLine <= lastLine else { return [] }
        for number in firstLine...lastLine {
            let line = document.positions.line(number)
            if let marker = EntryLinks.fenceMarker(ArraySlice(line.utf8)) {
                if fence == nil { fence = marker.marker } else if fence == marker.marker { fence = nil }
                continue
            }
            guard fence == nil else { continue }
            let hashes = line.prefix { $0 == "#" }.count
            guard (1...6).contains(hashes), line.dropFirst(hashes).first == " " else { continue }
            let name = line.dropFirst(hashes).trimmingCharacters(in: .whitespaces)
            guard !name.isEmpty else { continue }
            let range: JSON = [
                "start": Position(line: number, character: 0).json,
                "end": Position(line: number, character: line.utf16.count).json,
            ]
            symbols.append(["name": .string(name), "kind": 15, "range": range, "selectionRange": range])
        }
        return .array(symbols)
    }

    /// Entries whose title holds `query`, as symbols (their files).
    func workspaceSymbols(matching query: String) throws -> JSON {
        .array(
            try reader.summaries(titleContaining: query, limit: JournalFeatures.itemLimit).map { summary -> JSON in
                [
                    "name": .string(summary.title.isEmpty ? summary.id.short : summary.title), "kind": 1,
                    "containerName": .string(dateStyle.longDate(summary.created)), "location": location(summary),
                ]
            })
    }

    // MARK: Diagnostics

    /// Broken and ambiguous links; in the trailer block, unknown fields and values outside a
    /// field's range.
    func diagnostics(for document: JournalDocument) throws -> [JSON] {
        var found: [JSON] = []
        let links = document.links
        if !links.isEmpty {
            let resolved = try reader.links(in: document.bodyText)
            for (link, resolution) in zip(links, resolved) {
                let message: LanguageServerText
                switch resolution.state {
                case .resolved: continue
                case .broken: message = .brokenLink(link.target.text)
                case .ambiguous: message = .ambiguousLink(link.target.text, resolution.targets.count)
                }
                found.append(diagnostic(document.positions.range(link.range), message, code: resolution.state.rawValue))
            }
        }
        if !document.isDraft { found += trailerBlockDiagnostics(document) }
        if let trailerLine = document.trailerLine {
            let fields = JournalFields(journal: journal.root)
            for number in trailerLine..<document.positions.lineCount {
                let line = document.positions.line(number)
                guard let trailer = Trailer(line: line), !trailer.isKnown else { continue }
                let key = trailer.key
                let range: JSON = [
                    "start": Position(line: number, character: 0).json,
                    "end": Position(line: number, character: line.utf16.count).json,
                ]
                guard let field = fields.named(key) else {
                    // Fields only where the journal declares any: a journal without fields may
                    // carry any trailer (`Signed-off-by:`) without a warning.
                    if !fields.definitions.isEmpty {
                        found.append(diagnostic(range, .unknownField(key), code: "unknown-field", severity: 3))
                    }
                    continue
                }
                let value = trailer.value.trimmingCharacters(in: .whitespaces)
                if field.normalized(value) == nil {
                    found.append(
                        diagnostic(
                            range, .fieldOutOfRange(key, value, field.valuesDescription.text(in: language)),
                            code: "field-value"))
                }
            }
        }
        return found
    }

    /// An entry file whose last paragraph reads like trailers that ilgi reads as text (the
    /// format's rule: a block needs a `Created:`, and the values ilgi writes), or whose block
    /// an old edit split (`doctor --fix` mends it).
    private func trailerBlockDiagnostics(_ document: JournalDocument) -> [JSON] {
        let parsed = EntryDocument(parsing: document.text)
        let lines = (0..<document.positions.lineCount).map(document.positions.line)
        guard let last = lines.lastIndex(where: { !$0.allSatisfy(\.isWhitespace) }) else { return [] }
        let first = (lines[..<last].lastIndex(where: { $0.allSatisfy(\.isWhitespace) }) ?? -1) + 1
        let range: JSON = [
            "start": Position(line: first, character: 0).json,
            "end": Position(line: last, character: lines[last].utf16.count).json,
        ]
        if parsed.hasSplitTrailerBlock { return [diagnostic(range, .splitTrailerBlock, code: "split-trailers")] }
        guard parsed.trailers.isEmpty, first > 0, lines[first...last].allSatisfy({ Trailer(line: $0) != nil }),
            lines[first...last].contains(where: { Trailer(line: $0)?.isKnown == true })
        else { return [] }
        return [diagnostic(range, .notATrailerBlock, code: "not-trailers")]
    }

    private func diagnostic(_ range: JSON, _ message: LanguageServerText, code: String, severity: Int = 2) -> JSON {
        [
            "range": range, "severity": .int(severity), "source": "ilgi", "code": .string(code),
            "message": .string(message.text(in: language)),
        ]
    }
}

extension String {
    /// The text of `link` (its range is in this string's UTF-8): what `JournalReader.links(in:)`
    /// reads back as that one link.
    fileprivate subscript(linkText link: EntryLink) -> String {
        String(decoding: Array(utf8)[link.range], as: UTF8.self)
    }
}
