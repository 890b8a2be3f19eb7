import Foundation

/// How an entry's text links its photos and attachments, `<uuid>.assets/NAME`: read, made and
/// taken out of text alone. Where the files themselves live and how they are copied is IlgiCore's
/// (`EntryAssets+Files`).
public enum EntryAssets {
    public static let folderSuffix = ".assets"

    /// `2026/11/<uuid>.assets` for `2026/11/<uuid>.txt`.
    public static func folder(forEntryPath path: String) -> String {
        (path.hasSuffix(".txt") ? String(path.dropLast(4)) : path) + folderSuffix
    }

    /// The link an entry's text holds for `name`: `<uuid>.assets/NAME`, relative to the entry.
    public static func link(for id: EntryID, name: String) -> String {
        id.uuid + folderSuffix + "/" + (name.addingPercentEncoding(withAllowedCharacters: linkCharacters) ?? name)
    }

    private static let linkCharacters: CharacterSet = {
        var set = CharacterSet.urlPathAllowed
        set.remove(charactersIn: "()<> ")
        return set
    }()

    /// A name that is safe as one file name in the assets folder (no folders, no dot files).
    public static func safeName(_ name: String) -> String {
        var cleaned = String(name.map { $0 == "/" || $0 == "\\" || $0.isNewline || $0 == "\0" ? "_" : $0 })
        while cleaned.hasPrefix(".") { cleaned.removeFirst() }
        return cleaned.isEmpty ? "file" : cleaned
    }

    /// The asset names an entry's text links (`](<uuid>.assets/NAME)`), in order, once each.
    public static func linkedNames(in text: String, id: EntryID) -> [String] {
        var names: [String] = []
        for link in links(in: text, id: id) where !names.contains(link.name) { names.append(link.name) }
        return names
    }

    /// One link from an entry's text to a file of its own: `![label](<uuid>.assets/NAME)`.
    public struct Link: Sendable, Equatable {
        /// The link's text (an image's alt text): the file's name where it came from.
        public var label: String
        /// The file's name in the `.assets` folder.
        public var name: String
        /// From its `[` (or the `!` before it) to its `)`.
        package var range: Range<String.Index>
    }

    /// The links `text` holds to the assets of entry `id`, in order. Cheap when there are
    /// none, as in most entries: one byte search before any Character walk.
    public static func links(in text: String, id: EntryID) -> [Link] {
        guard mentionsAssets(text) else { return [] }
        let prefix = "](" + id.uuid + folderSuffix + "/"
        var links: [Link] = []
        var searchStart = text.startIndex
        while let start = text.range(of: prefix, range: searchStart..<text.endIndex) {
            let after = text[start.upperBound...]
            guard let close = after.firstIndex(where: { $0 == ")" || $0 == " " || $0 == "\n" }) else { break }
            searchStart = close
            guard text[close] == ")" else { continue }
            let raw = String(after[..<close])
            // The label runs back to the `[` on the same line; an image has `!` before it.
            let lineStart =
                text[..<start.lowerBound].lastIndex(of: "\n").map { text.index(after: $0) } ?? text.startIndex
            var opening = text[lineStart..<start.lowerBound].lastIndex(of: "[") ?? start.lowerBound
            let label = opening < start.lowerBound ? String(text[text.index(after: opening)..<start.lowerBound]) : ""
            if opening > text.startIndex, text[text.index(before: opening)] == "!" {
                opening = text.index(before: opening)
            }
            links.append(
                Link(label: label, name: raw.removingPercentEncoding ?? raw, range: opening..<text.index(after: close)))
        }
        return links
    }

    /// `text` with each link to the entry's own files replaced by a mark and its label
    /// ("🖼 sunset.jpg", "📎 menu.pdf"), for one-line previews.
    public static func describingLinks(in text: String, id: EntryID) -> String {
        let found = links(in: text, id: id)
        guard !found.isEmpty else { return text }
        var result = ""
        var position = text.startIndex
        for link in found {
            result += text[position..<link.range.lowerBound]
            result += (text[link.range.lowerBound] == "!" ? "🖼 " : "📎 ") + (link.label.isEmpty ? link.name : link.label)
            position = link.range.upperBound
        }
        return result + text[position...]
    }

    /// True when `text` holds ".assets/" anywhere: each "." found by memchr and the rest
    /// compared, with no Character walk (it runs for every entry a cold index build reads).
    package static func mentionsAssets(_ text: String) -> Bool {
        var copy = text
        return copy.withUTF8 { bytes in
            assetsMention.withUnsafeBufferPointer { needle in
                guard let base = bytes.baseAddress, bytes.count >= needle.count else { return false }
                var position = 0
                let last = bytes.count - needle.count
                while position <= last, let dot = memchr(base + position, Int32(needle[0]), last - position + 1) {
                    let offset = UnsafeRawPointer(dot) - UnsafeRawPointer(base)
                    if memcmp(dot, needle.baseAddress!, needle.count) == 0 { return true }  // safe: not empty
                    position = offset + 1
                }
                return false
            }
        }
    }

    private static let assetsMention = Array((folderSuffix + "/").utf8)

    /// `text` without its links to the asset `name` of entry `id`. A line the links alone
    /// made up goes too, with a blank line it leaves doubled, so the text reads as if the file
    /// had never been linked.
    public static func removingLinks(to name: String, in text: String, id: EntryID) -> String {
        let isBlank = BlankLine.isBlank(splitOnNewline:)
        var kept: [String] = []
        var afterDropped = false
        var removedAny = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            let own = links(in: line, id: id).filter { $0.name == name }
            if own.isEmpty {
                if afterDropped, isBlank(line), kept.last.map(isBlank) ?? true { continue }
                kept.append(line)
                afterDropped = false
                continue
            }
            removedAny = true
            var rest = ""
            var position = line.startIndex
            for link in own {
                rest += line[position..<link.range.lowerBound]
                position = link.range.upperBound
            }
            rest += line[position...]
            if isBlank(rest) {
                afterDropped = true
            } else {
                kept.append(rest)
                afterDropped = false
            }
        }
        if removedAny { while let last = kept.last, isBlank(last) { kept.removeLast() } }
        return kept.joined(separator: "\n")
    }

    /// `body` of entry `id` with `markdown` (one link per line) after it: a blank line
    /// between, unless the body already ends with links to its files, which the new ones join.
    package static func appending(_ markdown: [String], to body: String, id: EntryID) -> String {
        guard !markdown.isEmpty else { return body }
        let trimmed = String(body.reversed().drop(while: \.isWhitespace).reversed())
        guard !trimmed.isEmpty else { return markdown.joined(separator: "\n") }
        let lastLine = trimmed.split(separator: "\n", omittingEmptySubsequences: false).last.map(String.init) ?? ""
        let separator = links(in: lastLine, id: id).isEmpty ? "\n\n" : "\n"
        return trimmed + separator + markdown.joined(separator: "\n")
    }

    /// A file's extension fit for a stored name: lower-case letters and digits, at most 10.
    package static func safeExtension(of name: String) -> String {
        let suffix = URL(fileURLWithPath: name).pathExtension.lowercased()
        guard suffix.count <= 10, suffix.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }) else { return "" }
        return suffix
    }

    /// A file name as a link's text: brackets and line breaks, which would end it, left out.
    package static func linkLabel(_ name: String) -> String {
        String(name.filter { $0 != "[" && $0 != "]" && !$0.isNewline })
    }

    /// True for a picture a browser shows.
    public static func isImage(_ name: String) -> Bool {
        imageTypes[URL(fileURLWithPath: name).pathExtension.lowercased()] != nil
    }

    /// The content type a browser is told for the asset `name`.
    public static func contentType(of name: String) -> String {
        imageTypes[URL(fileURLWithPath: name).pathExtension.lowercased()] ?? "application/octet-stream"
    }
}

extension EntryAssets {
    package static let imageTypes: [String: String] = [
        "png": "image/png", "jpg": "image/jpeg", "jpeg": "image/jpeg", "gif": "image/gif", "webp": "image/webp",
        "avif": "image/avif",
    ]
}

extension Entry {
    /// The body on one line for a list (`Preview.oneLine`), with each link to the entry's own
    /// photos and files shown as what it names ("🖼 sunset.jpg", "📎 menu.pdf"), not as
    /// Markdown with a long path.
    public func preview(limit: Int) -> String {
        Preview.oneLine(EntryAssets.describingLinks(in: body, id: id), limit: limit)
    }

    /// `preview(limit:)` as UTF-8 bytes (`Preview.oneLineUTF8`), of the entry `id`'s body
    /// already in hand (a cold build makes `body` once).
    public static func previewUTF8(body: String, id: EntryID, limit: Int) -> [UInt8] {
        Preview.oneLineUTF8(EntryAssets.describingLinks(in: body, id: id), limit: limit)
    }
}
