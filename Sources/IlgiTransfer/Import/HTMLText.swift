import Foundation
import IlgiEntry

/// HTML as the plain text an ilgi entry keeps: paragraphs apart by a blank line, `<br>` a line
/// break, lists as `- ` and `1. ` lines (indented when nested), headings as `## `, bold as
/// `**`, italic as `*`, struck text as `~~`, a link as `[text](url)` when its text is not
/// the URL itself. No tag survives; scripts and styles are dropped with their content.
struct HTMLText {
    /// Emphasis that a page declares by class rather than by tag (Apple Journal writes
    /// `span.s2 { font-weight: bold; }` in a `<style>` and `<span class="s2">` in the text).
    struct Emphasis: OptionSet, Hashable {
        let rawValue: Int
        static let bold = Emphasis(rawValue: 1)
        static let italic = Emphasis(rawValue: 2)
        static let struck = Emphasis(rawValue: 4)
    }

    var classEmphasis: [String: Emphasis] = [:]

    /// `html` (a fragment or a page) as text.
    static func text(_ html: String) -> String {
        guard html.contains("<") || html.contains("&") else {
            return html.trimmingCharacters(in: .whitespacesAndNewlines)
        }
        return HTMLText().text(of: Markup.parse(html))
    }

    func text(of element: MarkupElement) -> String {
        var writer = Writer()
        write(element, into: &writer, depth: 0)
        return writer.finished()
    }

    /// `span.s2 { font-weight: bold; } span.s3 {font-style: italic}` → s2: bold, s3: italic.
    static func classEmphasis(fromStyleSheet css: String) -> [String: Emphasis] {
        var found: [String: Emphasis] = [:]
        for rule in css.split(separator: "}") {
            let parts = rule.split(separator: "{", maxSplits: 1)
            guard parts.count == 2 else { continue }
            let declarations = parts[1].lowercased().replacingOccurrences(of: " ", with: "")
            var emphasis: Emphasis = []
            if declarations.contains("font-weight:bold") || declarations.contains("font-weight:700")
                || declarations.contains("font-weight:600")
            {
                emphasis.insert(.bold)
            }
            if declarations.contains("font-style:italic") { emphasis.insert(.italic) }
            if declarations.contains("line-through") { emphasis.insert(.struck) }
            guard !emphasis.isEmpty else { continue }
            for selector in parts[0].split(separator: ",") {
                guard let dot = selector.lastIndex(of: ".") else { continue }
                let name = selector[selector.index(after: dot)...].trimmingCharacters(in: .whitespacesAndNewlines)
                if !name.isEmpty { found[name, default: []].formUnion(emphasis) }
            }
        }
        return found
    }

    static let blockElements: Set<String> = [
        "p", "div", "section", "article", "header", "footer", "main", "aside", "figure", "figcaption", "table", "tr",
        "address", "details", "summary", "dl", "dt", "dd", "center", "form", "fieldset", "body", "html",
    ]
    static let droppedElements: Set<String> = ["script", "style", "head", "title", "template", "noscript", "iframe"]

    private func write(_ element: MarkupElement, into writer: inout Writer, depth: Int) {
        for child in element.children {
            switch child {
            case .text(let text): writer.text(text)
            case .element(let child): write(element: child, into: &writer, depth: depth)
            }
        }
    }

    private func write(element: MarkupElement, into writer: inout Writer, depth: Int) {
        let name = element.name
        if Self.droppedElements.contains(name) { return }
        switch name {
        case "br":
            writer.lineBreak()
        case "hr":
            writer.block("---")
        case "h1", "h2", "h3", "h4", "h5", "h6":
            let level = Int(String(name.last!)) ?? 2  // safe: the case matched h1–h6
            writer.endBlock()
            writer.raw(String(repeating: "#", count: max(level, 2)) + " ")
            write(element, into: &writer, depth: depth)
            writer.endBlock()
        case "ul", "ol":
            writer.endBlock()
            var number = Int(element.attributes["start"] ?? "") ?? 1
            for case .element(let item) in element.children {
                guard item.name == "li" else {
                    write(element: item, into: &writer, depth: depth + 1)
                    continue
                }
                writer.listItem(marker: name == "ol" ? "\(number). " : "- ", depth: depth)
                number += 1
                write(item, into: &writer, depth: depth + 1)
                writer.endListItem()
            }
            writer.endBlock()
        case "blockquote":
            writer.endBlock()
            var inner = Writer()
            write(element, into: &inner, depth: 0)
            let quoted = inner.finished().split(separator: "\n", omittingEmptySubsequences: false)
                .map { $0.isEmpty ? ">" : "> " + $0 }.joined(separator: "\n")
            if !quoted.isEmpty { writer.block(quoted) }
        case "pre":
            writer.endBlock()
            writer.block("```\n" + element.rawText.trimmingCharacters(in: .newlines) + "\n```")
        case "img":
            let alt = element.attributes["alt"] ?? ""
            if !alt.isEmpty { writer.text(alt) }
        case "td", "th":
            writer.text(" ")
            write(element, into: &writer, depth: depth)
            writer.text(" ")
        default:
            if let emphasis = emphasis(of: element) {
                var inner = Writer()
                write(element, into: &inner, depth: depth)
                writer.emphasized(inner.inline(), mark: emphasis)
            } else if name == "a", let href = element.attributes["href"], Self.isShownLink(href) {
                var inner = Writer()
                write(element, into: &inner, depth: depth)
                let label = inner.inline().trimmingCharacters(in: .whitespaces)
                writer.text(label.isEmpty || label == href ? href : "[\(label)](\(href))")
            } else if Self.blockElements.contains(name) || name == "li" {
                writer.endBlock()
                write(element, into: &writer, depth: depth)
                writer.endBlock()
            } else {
                write(element, into: &writer, depth: depth)
            }
        }
    }

    /// `**`, `*` or `~~` for an element that emphasizes its text, by tag or by class.
    private func emphasis(of element: MarkupElement) -> String? {
        var emphasis: Emphasis = []
        switch element.name {
        case "b", "strong": emphasis.insert(.bold)
        case "i", "em", "cite": emphasis.insert(.italic)
        case "s", "strike", "del": emphasis.insert(.struck)
        default: break
        }
        for name in element.classes { emphasis.formUnion(classEmphasis[String(name)] ?? []) }
        if emphasis.isEmpty { return nil }
        return (emphasis.contains(.struck) ? "~~" : "") + (emphasis.contains(.bold) ? "**" : "")
            + (emphasis.contains(.italic) ? "*" : "")
    }

    /// Links worth keeping: to the web or to mail, never a script.
    private static func isShownLink(_ href: String) -> Bool {
        let lower = href.lowercased()
        return lower.hasPrefix("http://") || lower.hasPrefix("https://") || lower.hasPrefix("mailto:")
    }

    /// Gathers text into paragraphs, with blanks made one space as a browser shows them.
    struct Writer {
        private var blocks: [String] = []
        private var line = ""
        private var lines: [String] = []
        private var listStack: [(indent: String, blocks: [String])] = []
        private var pendingSpace = false

        mutating func text(_ text: String) {
            for character in text {
                if character.isWhitespace && character != "\u{A0}" {
                    pendingSpace = !line.isEmpty
                } else {
                    if pendingSpace { line.append(" ") }
                    pendingSpace = false
                    line.append(character)
                }
            }
        }

        /// Text written as it is (a heading's marks).
        mutating func raw(_ text: String) {
            line += text
            pendingSpace = false
        }

        mutating func lineBreak() {
            lines.append(line)
            line = ""
            pendingSpace = false
        }

        mutating func emphasized(_ inner: String, mark: String) {
            let trimmed = inner.trimmingCharacters(in: .whitespaces)
            guard !trimmed.isEmpty else {
                text(inner)
                return
            }
            if inner.first?.isWhitespace == true { pendingSpace = !line.isEmpty }
            if pendingSpace { line.append(" ") }
            pendingSpace = false
            line += mark + trimmed + String(mark.reversed())
            if inner.last?.isWhitespace == true { pendingSpace = true }
        }

        mutating func block(_ text: String) {
            endBlock()
            blocks.append(text)
        }

        /// Ends the paragraph being written, if any.
        mutating func endBlock() {
            if !line.isEmpty { lines.append(line) }
            line = ""
            pendingSpace = false
            while let last = lines.last, BlankLine.isBlank(last.utf8) { lines.removeLast() }
            while let first = lines.first, BlankLine.isBlank(first.utf8) { lines.removeFirst() }
            if !lines.isEmpty { blocks.append(lines.joined(separator: "\n")) }
            lines = []
        }

        mutating func listItem(marker: String, depth: Int) {
            endBlock()
            listStack.append((String(repeating: "  ", count: depth) + marker, blocks))
            blocks = []
        }

        /// The item's paragraphs as one list line (and its continuation lines, indented).
        mutating func endListItem() {
            endBlock()
            guard let (marker, outer) = listStack.popLast() else { return }
            let indent = String(repeating: " ", count: marker.count)
            let body = blocks.joined(separator: "\n").split(separator: "\n", omittingEmptySubsequences: false)
            var item = marker + (body.first.map(String.init) ?? "")
            for line in body.dropFirst() {
                // A nested list's lines carry their own indent; other lines line up under the text.
                let isNested = line.first == " " && Self.isListLine(String(line))
                item += "\n" + (isNested || line.isEmpty ? String(line) : indent + line)
            }
            blocks = outer
            // Items of one list follow each other without a blank line between them.
            if let last = blocks.last, Self.isListLine(last) {
                blocks[blocks.count - 1] = last + "\n" + item
            } else {
                blocks.append(item)
            }
        }

        private static func isListLine(_ text: String) -> Bool {
            let lastLine = text.split(separator: "\n").last.map { $0.drop { $0 == " " } } ?? ""
            return lastLine.hasPrefix("- ") || (lastLine.first?.isNumber == true && lastLine.contains(". "))
        }

        /// The inline text alone, for an emphasized run or a link's label.
        mutating func inline() -> String {
            endBlock()
            return blocks.joined(separator: " ")
        }

        mutating func finished() -> String {
            endBlock()
            return blocks.joined(separator: "\n\n")
        }
    }
}
