import Foundation

/// An element of HTML or XML as another app exported it, read forgivingly: unclosed tags
/// are closed by their parent's end, stray end tags are dropped, entities are decoded, and
/// nothing is ever fetched or run. Apple Journal's pages, Journey's and Diarium's entry HTML
/// and Diaro's XML backup are all read through it.
final class MarkupElement {
    let name: String
    let attributes: [String: String]
    private(set) var children: [MarkupChild] = []

    init(name: String, attributes: [String: String] = [:]) {
        self.name = name
        self.attributes = attributes
    }

    func append(_ child: MarkupChild) { children.append(child) }

    /// The words of its `class` attribute.
    var classes: [Substring] { (attributes["class"] ?? "").split(whereSeparator: \.isWhitespace) }

    func hasClass(_ name: String) -> Bool { classes.contains { $0 == name } }

    /// The elements inside it, children first, in document order.
    var elements: [MarkupElement] {
        var found: [MarkupElement] = []
        var stack: [MarkupElement] = [self]
        while let element = stack.popLast() {
            if element !== self { found.append(element) }
            for case .element(let child) in element.children.reversed() { stack.append(child) }
        }
        return found
    }

    /// The first element inside it of `name` (and with `class`, when given).
    func first(_ name: String? = nil, class className: String? = nil) -> MarkupElement? {
        elements.first { (name == nil || $0.name == name) && (className == nil || $0.hasClass(className!)) }
    }

    /// Its text, every descendant's joined, with runs of blanks made one space.
    var text: String {
        var pieces: [String] = []
        var stack: [MarkupChild] = children.reversed()
        while let child = stack.popLast() {
            switch child {
            case .text(let text): pieces.append(text)
            case .element(let element): stack += element.children.reversed()
            }
        }
        return pieces.joined().split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// Its text exactly as written, for XML values where line breaks matter.
    var rawText: String {
        children.map {
            switch $0 {
            case .text(let text): text
            case .element(let element): element.rawText
            }
        }.joined()
    }
}

enum MarkupChild {
    case text(String)
    case element(MarkupElement)
}

/// Reads markup text into a tree under a root element named `#document`.
enum Markup {
    /// Elements that never have content.
    static let voidElements: Set<String> = [
        "area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "param", "source", "track", "wbr",
    ]
    /// Elements of running text, which end tags of their kind may close across.
    static let inlineElements: Set<String> = [
        "a", "abbr", "b", "big", "cite", "code", "em", "font", "i", "label", "mark", "q", "s", "small", "span",
        "strike", "strong", "sub", "sup", "u", "del", "ins",
    ]
    /// Elements whose content is text up to their end tag.
    static let rawTextElements: Set<String> = ["script", "style", "textarea", "title"]
    /// How deep elements may nest; deeper ones are read as siblings, which keeps every walk of
    /// the tree (and the stack) bounded whatever the input.
    static let deepest = 256

    static func parse(_ text: String) -> MarkupElement {
        var reader = MarkupReader(bytes: Array(text.utf8))
        return reader.document()
    }
}

private struct MarkupReader {
    let bytes: [UInt8]
    var position = 0

    init(bytes: [UInt8]) { self.bytes = bytes }

    mutating func document() -> MarkupElement {
        let root = MarkupElement(name: "#document")
        var open: [MarkupElement] = [root]
        var textStart = 0

        func flushText(upTo end: Int) {
            guard end > textStart else { return }
            let text = Entities.decode(String(decoding: bytes[textStart..<end], as: UTF8.self))
            open[open.count - 1].append(.text(text))
        }

        while position < bytes.count {
            guard bytes[position] == UInt8(ascii: "<") else {
                position += 1
                continue
            }
            let tagStart = position
            if starts(with: "<!--") {
                flushText(upTo: tagStart)
                position = end(of: "-->", from: position + 4)
            } else if starts(with: "<![CDATA[") {
                flushText(upTo: tagStart)
                let contentEnd = find("]]>", from: position + 9) ?? bytes.count
                open[open.count - 1].append(.text(String(decoding: bytes[(position + 9)..<contentEnd], as: UTF8.self)))
                position = min(contentEnd + 3, bytes.count)
            } else if starts(with: "<!") || starts(with: "<?") {
                flushText(upTo: tagStart)
                position = end(of: ">", from: position + 2)
            } else if starts(with: "</") {
                position += 2
                let name = readName()
                guard !name.isEmpty else { continue }  // "</ " is text
                flushText(upTo: tagStart)
                position = end(of: ">", from: position)
                if let index = Self.closing(name, in: open) { open.removeSubrange(index...) }
            } else {
                position += 1
                let name = readName()
                guard !name.isEmpty else { continue }  // "a < b" is text
                flushText(upTo: tagStart)
                let (attributes, selfClosing) = readAttributes()
                let element = MarkupElement(name: name, attributes: attributes)
                if ["p", "li"].contains(name), open.last?.name == name { open.removeLast() }
                open[open.count - 1].append(.element(element))
                if Markup.rawTextElements.contains(name) {
                    let contentEnd = findEndTag(name, from: position) ?? bytes.count
                    let raw = String(decoding: bytes[position..<contentEnd], as: UTF8.self)
                    element.append(.text(name == "title" || name == "textarea" ? Entities.decode(raw) : raw))
                    position = end(of: ">", from: contentEnd)
                } else if !selfClosing, !Markup.voidElements.contains(name), open.count < Markup.deepest {
                    open.append(element)
                }
            }
            textStart = position
        }
        flushText(upTo: bytes.count)
        return root
    }

    /// Where the element an end tag closes is open: the nearest of its name, except that an
    /// inline end tag, or a paragraph's, never closes across a block. Apple Journal opens its
    /// entry's `div`s inside a `<p><span>` and ends the span and the paragraph first, which
    /// would otherwise end the entry (a browser closes the paragraph when the `div` opens).
    static func closing(_ name: String, in open: [MarkupElement]) -> Int? {
        let isInline = Markup.inlineElements.contains(name) || name == "p"
        for index in open.indices.dropFirst().reversed() {
            if open[index].name == name { return index }
            if isInline, !Markup.inlineElements.contains(open[index].name) { return nil }
        }
        return nil
    }

    private func starts(with prefix: String) -> Bool {
        let prefix = Array(prefix.utf8)
        guard position + prefix.count <= bytes.count else { return false }
        for (offset, byte) in prefix.enumerated() where Self.lower(bytes[position + offset]) != Self.lower(byte) {
            return false
        }
        return true
    }

    private func find(_ needle: String, from start: Int) -> Int? {
        let needle = Array(needle.utf8)
        var index = start
        while index + needle.count <= bytes.count {
            if bytes[index] == needle[0], Array(bytes[index..<(index + needle.count)]) == needle { return index }
            index += 1
        }
        return nil
    }

    /// The position just after `needle`, or the end of the input when it never comes.
    private func end(of needle: String, from start: Int) -> Int {
        find(needle, from: start).map { $0 + needle.utf8.count } ?? bytes.count
    }

    /// Where `</name` starts, in any case.
    private func findEndTag(_ name: String, from start: Int) -> Int? {
        let tag = Array(("</" + name).utf8)
        var index = start
        while index + tag.count <= bytes.count {
            if bytes[index] == UInt8(ascii: "<"),
                zip(bytes[index..<(index + tag.count)], tag).allSatisfy({ Self.lower($0) == $1 })
            {
                return index
            }
            index += 1
        }
        return nil
    }

    private static func lower(_ byte: UInt8) -> UInt8 {
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte + 32 : byte
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"),
            UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: ":"), UInt8(ascii: "."):
            true
        default: false
        }
    }

    private static func isBlank(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0C
    }

    /// A tag or attribute name, lowercased.
    private mutating func readName() -> String {
        let start = position
        while position < bytes.count, Self.isNameByte(bytes[position]) { position += 1 }
        return String(decoding: bytes[start..<position].map(Self.lower), as: UTF8.self)
    }

    /// The attributes up to the tag's `>`, and whether it ended `/>`.
    private mutating func readAttributes() -> ([String: String], Bool) {
        var attributes: [String: String] = [:]
        while position < bytes.count {
            while position < bytes.count, Self.isBlank(bytes[position]) { position += 1 }
            guard position < bytes.count else { break }
            if bytes[position] == UInt8(ascii: ">") {
                position += 1
                return (attributes, false)
            }
            if bytes[position] == UInt8(ascii: "/") {
                position += 1
                if position < bytes.count, bytes[position] == UInt8(ascii: ">") {
                    position += 1
                    return (attributes, true)
                }
                continue
            }
            let name = readName()
            guard !name.isEmpty else {
                position += 1  // a character no name has: passed over
                continue
            }
            while position < bytes.count, Self.isBlank(bytes[position]) { position += 1 }
            guard position < bytes.count, bytes[position] == UInt8(ascii: "=") else {
                attributes[name] = attributes[name] ?? ""
                continue
            }
            position += 1
            while position < bytes.count, Self.isBlank(bytes[position]) { position += 1 }
            let value: String
            if position < bytes.count, bytes[position] == UInt8(ascii: "\"") || bytes[position] == UInt8(ascii: "'") {
                let quote = bytes[position]
                let start = position + 1
                var end = start
                while end < bytes.count, bytes[end] != quote { end += 1 }
                value = String(decoding: bytes[start..<end], as: UTF8.self)
                position = min(end + 1, bytes.count)
            } else {
                let start = position
                while position < bytes.count, !Self.isBlank(bytes[position]), bytes[position] != UInt8(ascii: ">") {
                    position += 1
                }
                value = String(decoding: bytes[start..<position], as: UTF8.self)
            }
            attributes[name] = attributes[name] ?? Entities.decode(value)
        }
        return (attributes, false)
    }
}

/// Character references: `&amp;`, `&#233;`, `&#xE9;` and the named ones exports use.
enum Entities {
    static let named: [String: String] = [
        "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": "\u{A0}", "ndash": "–", "mdash": "—",
        "hellip": "…", "lsquo": "‘", "rsquo": "’", "ldquo": "“", "rdquo": "”", "middot": "·", "bull": "•",
        "copy": "©", "reg": "®", "trade": "™", "deg": "°", "euro": "€", "pound": "£", "yen": "¥", "times": "×",
    ]

    static func decode(_ text: String) -> String {
        guard text.contains("&") else { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count)
        var rest = Substring(text)
        while let ampersand = rest.firstIndex(of: "&") {
            result += rest[..<ampersand]
            rest = rest[ampersand...]
            let reference = rest.dropFirst().prefix(12).prefix { $0 != ";" && $0 != "&" && !$0.isWhitespace }
            let semicolon = rest.index(ampersand, offsetBy: reference.count + 1, limitedBy: rest.endIndex)
            guard let semicolon, semicolon < rest.endIndex, rest[semicolon] == ";",
                let character = character(for: reference)
            else {
                result += "&"
                rest = rest.dropFirst()
                continue
            }
            result += character
            rest = rest[rest.index(after: semicolon)...]
        }
        return result + rest
    }

    private static func character(for reference: Substring) -> String? {
        if reference.hasPrefix("#") {
            let digits = reference.dropFirst()
            let value =
                digits.first == "x" || digits.first == "X" ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits)
            guard let value, value != 0, let scalar = Unicode.Scalar(value) else { return nil }
            return String(Character(scalar))
        }
        return named[String(reference)]
    }
}
