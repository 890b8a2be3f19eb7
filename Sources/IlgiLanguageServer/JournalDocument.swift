import Foundation
import IlgiCore
import IlgiEntry
import IlgiStore

/// A document the editor has open, and what the server knows of it: whether it is one of the
/// journal's, which entry it is, and where its title, body and trailer block are.
struct JournalDocument {
    let uri: String
    let text: String
    let positions: TextPositions
    /// An entry file (`YYYY/MM/<uuid>.txt`) or a draft of `ilgi new`/`ilgi edit`
    /// (`.git/ilgi/drafts/`) of the server's journal.
    let isJournal: Bool
    /// The entry it is (or, for a draft, that it edits); nil for a new entry's draft.
    let entryID: EntryID?
    /// Where the body is, in UTF-8 bytes of `text`.
    let body: Range<Int>
    /// The trailer block's first line, when the document shows one (an entry file does, a
    /// draft never: `ilgi edit` shows title and body alone).
    let trailerLine: Int?
    /// A draft `ilgi new` or `ilgi edit` opened, rather than an entry file.
    let isDraft: Bool

    /// The most of a document the server reads: a larger one gets no journal answers.
    static let sizeLimit = 8 << 20

    init(uri: String, text: String, journal: Journal) {
        self.uri = uri
        self.text = text
        positions = TextPositions(text)
        let place = JournalDocument.place(of: uri, in: journal)
        isJournal = place != nil && text.utf8.count <= JournalDocument.sizeLimit
        entryID = place ?? nil
        isDraft = JournalDocument.path(of: uri).map { $0.contains("/.git/ilgi/drafts/") } ?? false
        if isDraft {
            // Title, then body: nothing in a draft is a trailer.
            let titleEnd =
                text.utf8.firstIndex(of: UInt8(ascii: "\n")).map {
                    text.utf8.distance(from: text.utf8.startIndex, to: $0) + 1
                } ?? text.utf8.count
            body = titleEnd..<text.utf8.count
            trailerLine = nil
        } else {
            let document = EntryDocument(parsing: text)
            body = document.bodyUTF8Range
            trailerLine = document.trailers.isEmpty ? nil : positions.position(of: body.upperBound).line + 1
        }
    }

    /// The body's text.
    var bodyText: String {
        String(decoding: Array(text.utf8)[body], as: UTF8.self)
    }

    /// The body's links, their ranges in `text`.
    var links: [EntryLink] {
        EntryLinks.find(in: bodyText).map {
            EntryLink(
                target: $0.target, label: $0.label,
                range: ($0.range.lowerBound + body.lowerBound)..<($0.range.upperBound + body.lowerBound))
        }
    }

    /// The link at a UTF-8 offset, brackets included.
    func link(at offset: Int) -> EntryLink? {
        links.first { $0.range.contains(offset) || $0.range.upperBound == offset }
    }

    /// The @tags of title and body with their ranges (`@` included) in `text`.
    var tagOccurrences: [(tag: String, range: Range<Int>)] {
        Tags.occurrences(in: String(decoding: Array(text.utf8)[0..<body.upperBound], as: UTF8.self))
    }

    /// The entry (or draft's entry) of a document's URI, when it is in `journal`: `.some(id)`
    /// for an entry file or a draft of one, `.some(nil)` for a new entry's draft, nil outside.
    static func place(of uri: String, in journal: Journal) -> EntryID?? {
        guard let path = path(of: uri) else { return nil }
        let root = journal.root.resolvingSymlinksInPath().path
        guard path.hasPrefix(root + "/") else { return nil }
        let relative = String(path.dropFirst(root.count + 1))
        if relative.hasPrefix(".git/ilgi/drafts/"), relative.hasSuffix(".txt") {
            let name = String(relative.dropFirst(".git/ilgi/drafts/".count).dropLast(4))
            let drafts = DraftStore(folder: journal.stateDirectory.appendingPathComponent("drafts", isDirectory: true))
            return .some((try? drafts.find(name))?.entryID)
        }
        guard let id = JournalLayout.entryID(forPath: relative) else { return nil }
        return .some(id)
    }

    /// The file path of a `file:` URI, percent-decoded and standardized.
    static func path(of uri: String) -> String? {
        guard let url = URL(string: uri), url.isFileURL else { return nil }
        return url.resolvingSymlinksInPath().path
    }

    /// The `file:` URI of a path.
    static func uri(of path: String) -> String {
        URL(fileURLWithPath: path).absoluteString
    }
}
