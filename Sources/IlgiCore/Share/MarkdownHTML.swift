import Foundation
import Ink

/// An entry body as HTML: Markdown rendered by Ink, with nothing of the writer's able to run.
///
/// Ink copies raw HTML, link targets, image `alt` text and code-block languages into its
/// output unchanged, so each of those fragments goes through a modifier here: raw HTML becomes
/// visible text, links and images are rebuilt with escaped attributes and only safe URL
/// schemes, code blocks lose an unsafe language class. The result is then checked against an
/// allowlist of the tags and attributes Ink itself writes; should anything else appear (a
/// parser quirk), the body is shown as plain preformatted text instead.
public enum MarkdownHTML {
    /// The longest text rendered as Markdown; a longer one (which only a remote or another
    /// program writes) is shown as plain text, since Ink's time and memory grow faster than
    /// the text (60 MB took minutes and half a gigabyte).
    static let longestRendered = 1024 * 1024

    /// How deep `[`s may nest in a paragraph that goes to Ink: its link reading costs 2^n.
    /// `escapingRawHTML` escapes past two outside code spans; within what it takes for a code
    /// span they stay as written, and the fuzzer found a span Ink did not take for code (a
    /// 73-byte body that would not render). A body nested deeper is shown as plain text.
    static let deepestBracketsRendered = 6

    /// The deepest nest of unescaped `[` in any paragraph of `source`.
    static func deepestBrackets(in source: String) -> Int {
        var depth = 0
        var deepest = 0
        var previous: Character = "\n"
        var escaped = false
        for character in source {
            if character == "\n", previous == "\n" { depth = 0 }
            if character == "[", !escaped {
                depth += 1
                deepest = max(deepest, depth)
            } else if character == "]", !escaped {
                depth = max(depth - 1, 0)
            }
            escaped = character == "\\" && !escaped
            previous = character
        }
        return deepest
    }

    public static func render(_ markdown: String) -> String {
        guard markdown.utf8.count <= longestRendered else { return plain(markdown) }
        var source = markdown.replacingOccurrences(of: "\r\n", with: "\n")
        // A body that starts with "---" would be taken for front matter and dropped by Ink.
        if source.drop(while: \.isWhitespace).hasPrefix("---") {
            source = "\\" + source.drop(while: \.isWhitespace)
        }
        // Ink 0.6 reads past the end of the text when a list is followed by a last line of
        // blanks ("- one\n "), and traps; nothing at the end is worth that.
        while let last = source.last, last.isWhitespace { source.removeLast() }
        source = escapingRawHTML(source)
        guard deepestBrackets(in: source) <= deepestBracketsRendered else { return plain(markdown) }
        let declarations = urlDeclarations(in: source)
        let parser = MarkdownParser(modifiers: [
            Modifier(target: .html) { input in
                HTMLEscaping.escape(input.markdown).replacingOccurrences(of: "\n", with: "<br>")
            },
            Modifier(target: .links) { input in link(input, declarations: declarations) },
            Modifier(target: .images) { input in image(input, declarations: declarations) },
            Modifier(target: .codeBlocks) { input in codeBlock(input) },
        ])
        let html = parser.html(from: source)
        guard isAllowed(html) else { return plain(markdown) }
        return html
    }

    /// Writes every `<` outside code as `&lt;` (and every `&` that starts no entity as
    /// `&amp;`), so Ink sees no raw HTML at all and renders the
    /// Markdown around it. (Ink reads an unclosed `<img …>` as HTML to the end of the text, so
    /// escaping only in the `.html` modifier would leave the rest of the body unrendered.)
    /// Code spans and fenced blocks are left alone: Ink escapes those itself. Should this
    /// scan and Ink disagree about where code is, the worst case is a visible `&lt;` in code
    /// or HTML that the `.html` modifier escapes: never markup.
    static func escapingRawHTML(_ markdown: String) -> String {
        var result = ""
        result.reserveCapacity(markdown.utf8.count)
        var fence = 0
        var previousIsBlank = true
        // How many `[` are open in the paragraph: Ink tries each as a link and, when one
        // fails, reads what follows again, so nested brackets cost 2^n (20 `[` took seconds,
        // 30 would take an hour; the fuzzer found it). A link inside a link's text means
        // nothing, so past two open brackets a `[` is written `\[`, plain text to Ink.
        var openBrackets = 0
        for (number, line) in markdown.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if number > 0 { result += "\n" }
            defer { previousIsBlank = line.allSatisfy(\.isWhitespace) }
            if line.allSatisfy(\.isWhitespace) { openBrackets = 0 }
            // A fence opens a block: at the start of a line, or indented after a blank line
            // (indented under a paragraph, Ink reads it as more of the paragraph).
            let indented = line.first == " " || line.first == "\t"
            let ticks =
                indented && !previousIsBlank ? 0 : line.drop(while: { $0 == " " }).prefix(while: { $0 == "`" }).count
            if fence > 0 {
                if line.prefix(while: { $0 == "`" }).count == fence { fence = 0 }
                result += line
                continue
            }
            if ticks >= 3 {
                fence = ticks
                result += line
                continue
            }
            let line = headingWithoutClosingMarks(line)
            var index = line.startIndex
            while index < line.endIndex {
                let character = line[index]
                if character == "`", let close = line[line.index(after: index)...].firstIndex(of: "`") {
                    result += line[index...close]
                    index = line.index(after: close)
                    continue
                }
                let escaped = index > line.startIndex && line[line.index(before: index)] == "\\"
                if character == "[", !escaped {
                    openBrackets += 1
                    result += openBrackets > 2 ? "\\[" : "["
                } else if character == "]", !escaped {
                    openBrackets = max(openBrackets - 1, 0)
                    result.append(character)
                } else if character == "<" {
                    result += "&lt;"
                } else if character == "&", !startsEntity(line[index...]) {
                    // Ink takes "&" up to the next ";" for an entity and copies it raw, "<"s
                    // and all ("&x<b>;"); only real entities may reach it.
                    result += "&amp;"
                } else {
                    result.append(character)
                }
                index = line.index(after: index)
            }
        }
        return result
    }

    /// A heading line without the `#`s that may close it. Ink drops trailing `#`s from the
    /// heading's HTML and one more character with them, which can cut a tag in half
    /// ("# `x` #" gives "<code>x</code"); so closing marks go here, and a `#` that ends the
    /// text itself ("# C#") is written as `&#35;`.
    static func headingWithoutClosingMarks(_ line: Substring) -> Substring {
        let trimmed = line.drop(while: { $0 == " " })
        let marks = trimmed.prefix(while: { $0 == "#" }).count
        guard (1...6).contains(marks), trimmed.dropFirst(marks).first == " " else { return line }
        var end = line.endIndex
        while end > line.startIndex, line[line.index(before: end)].isWhitespace { end = line.index(before: end) }
        guard end > line.startIndex, line[line.index(before: end)] == "#" else { return line }
        var start = end
        while start > line.startIndex, line[line.index(before: start)] == "#" { start = line.index(before: start) }
        let contentStart = line.index(
            line.startIndex, offsetBy: line.distance(from: line.startIndex, to: trimmed.startIndex) + marks)
        if start <= contentStart {
            return line[..<contentStart]  // only marks: an empty heading
        }
        if line[line.index(before: start)] == " " {
            var cut = start
            while cut > contentStart, line[line.index(before: cut)] == " " { cut = line.index(before: cut) }
            return line[..<cut]
        }
        return Substring(line[..<line.index(before: end)] + "&#35;")
    }

    /// True when `text` starts with a character reference: `&amp;`, `&#58;`, `&#x3A;`.
    static func startsEntity(_ text: Substring) -> Bool {
        let name = text.dropFirst().prefix { $0 != ";" }
        guard name.count < 32, name.endIndex < text.endIndex, let first = name.first else { return false }
        if first == "#" {
            let digits = name.dropFirst()
            if digits.first == "x" || digits.first == "X" {
                return digits.count > 1 && digits.dropFirst().allSatisfy(\.isHexDigit)
            }
            return !digits.isEmpty && digits.allSatisfy(\.isASCIIDigit)
        }
        return name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } && first.isLetter
    }

    /// The body as escaped, preformatted text: the fallback that is always safe.
    static func plain(_ text: String) -> String {
        "<pre class=\"plain\">" + HTMLEscaping.escape(text) + "</pre>"
    }

    // MARK: Links and images

    /// `[text](url)` or `[text][name]` rebuilt as `<a href="…">` with the URL escaped, or just
    /// the text when the URL is unsafe.
    static func link(_ input: Modifier.Input, declarations: [String: String]) -> String {
        guard let url = target(of: input.markdown, declarations: declarations) else {
            return HTMLEscaping.escape(input.markdown)
        }
        let prefix = "<a href=\"" + url + "\">"
        guard input.html.hasPrefix(prefix), input.html.hasSuffix("</a>") else {
            return HTMLEscaping.escape(input.markdown)
        }
        let text = String(input.html.dropFirst(prefix.count).dropLast(4))
        guard URLSafety.isSafe(url, forImage: false) else { return text }
        return "<a href=\"" + HTMLEscaping.escape(url) + "\" rel=\"noopener noreferrer\">" + text + "</a>"
    }

    /// `![alt](url)` rebuilt with escaped `src` and `alt`; an unsafe image leaves its alt text.
    static func image(_ input: Modifier.Input, declarations: [String: String]) -> String {
        let markdown = input.markdown.dropFirst()  // the "!"
        guard let url = target(of: markdown, declarations: declarations), markdown.hasPrefix("[") else {
            return HTMLEscaping.escape(input.markdown)
        }
        let alt = altText(of: markdown)
        guard URLSafety.isSafe(url, forImage: true) else {
            return alt.isEmpty ? "" : "<span>" + HTMLEscaping.escape(alt) + "</span>"
        }
        return "<img src=\"" + HTMLEscaping.escape(url) + "\" alt=\"" + HTMLEscaping.escape(alt) + "\">"
    }

    /// The URL a link's Markdown points to, read the way Ink reads it: the text between the
    /// parentheses that close the link, or the URL declared for `[name]`.
    static func target(of markdown: Substring, declarations: [String: String]) -> String? {
        if markdown.hasSuffix(")") {
            var depth = 0
            var index = markdown.index(before: markdown.endIndex)
            while index > markdown.startIndex {
                let character = markdown[index]
                if character == ")" { depth += 1 }
                if character == "(" {
                    depth -= 1
                    if depth == 0 {
                        guard markdown[markdown.index(before: index)] == "]" else { return nil }
                        return String(
                            markdown[markdown.index(after: index)..<markdown.index(before: markdown.endIndex)])
                    }
                }
                index = markdown.index(before: index)
            }
            return nil
        }
        if markdown.hasSuffix("]"), let open = markdown.dropLast().lastIndex(of: "[") {
            let name = markdown[markdown.index(after: open)..<markdown.index(before: markdown.endIndex)]
            return declarations[name.lowercased()] ?? String(name)
        }
        return nil
    }

    /// The text between `![` and the `]` before the target, as plain text.
    static func altText(of markdown: Substring) -> String {
        guard let close = markdown.range(of: "](") ?? markdown.range(of: "][") else { return "" }
        return String(markdown[markdown.index(after: markdown.startIndex)..<close.lowerBound])
    }

    /// `[name]: url` lines, as Ink collects them.
    static func urlDeclarations(in markdown: String) -> [String: String] {
        var found: [String: String] = [:]
        for line in markdown.split(whereSeparator: \.isNewline) {
            let trimmed = line.drop(while: \.isWhitespace)
            guard trimmed.hasPrefix("["), let close = trimmed.firstIndex(of: "]") else { continue }
            let afterClose = trimmed[trimmed.index(after: close)...]
            guard afterClose.hasPrefix(":") else { continue }
            let name = trimmed[trimmed.index(after: trimmed.startIndex)..<close].lowercased()
            found[name] = String(afterClose.dropFirst().drop(while: \.isWhitespace))
        }
        return found
    }

    // MARK: Code blocks

    /// Ink escapes the code but not the language after the opening fence; keep only a
    /// language made of safe characters.
    static func codeBlock(_ input: Modifier.Input) -> String {
        var html = Substring(input.html)
        guard html.hasPrefix("<pre><code"), html.hasSuffix("</code></pre>") else {
            return plain(String(input.markdown))
        }
        html = html.dropLast("</code></pre>".count)
        // The code is escaped, so it has no ">": the last ">" ends the opening tag.
        guard let tagEnd = html.lastIndex(of: ">") else { return plain(String(input.markdown)) }
        let code = html[html.index(after: tagEnd)...]
        let language = input.markdown.drop(while: { $0 == "`" }).prefix(while: { !$0.isNewline })
            .trimmingCharacters(in: .whitespaces)
        let safe =
            !language.isEmpty
            && language.unicodeScalars.allSatisfy {
                $0.isASCII
                    && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || "+-_.#".unicodeScalars.contains($0))
            }
        let classAttribute = safe ? " class=\"language-\(language)\"" : ""
        return "<pre><code\(classAttribute)>\(code)</code></pre>"
    }

    // MARK: The final check

    static let allowedTags: Set<String> = [
        "p", "br", "em", "strong", "s", "del", "a", "img", "code", "pre", "h1", "h2", "h3", "h4", "h5", "h6",
        "ul", "ol", "li", "blockquote", "hr", "table", "thead", "tbody", "tr", "th", "td", "span",
    ]
    static let allowedAttributes: [String: Set<String>] = [
        "a": ["href", "rel"], "img": ["src", "alt"], "code": ["class"], "pre": ["class"], "ol": ["start"],
        "th": ["align"], "td": ["align"],
    ]

    /// True when every tag in `html` is one Ink writes, with only the attributes Ink writes,
    /// each quoted, and every link and image URL safe.
    public static func isAllowed(_ html: String) -> Bool {
        let scalars = Array(html.unicodeScalars)
        var position = 0
        func isNameCharacter(_ scalar: Unicode.Scalar) -> Bool {
            scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "-")
        }
        while position < scalars.count {
            guard scalars[position] == "<" else {
                position += 1
                continue
            }
            position += 1
            if position < scalars.count, scalars[position] == "/" { position += 1 }
            var name = ""
            while position < scalars.count, isNameCharacter(scalars[position]) {
                name.unicodeScalars.append(scalars[position])
                position += 1
            }
            guard allowedTags.contains(name.lowercased()) else { return false }
            while true {
                while position < scalars.count, scalars[position] == " " { position += 1 }
                guard position < scalars.count else { return false }
                if scalars[position] == ">" {
                    position += 1
                    break
                }
                if scalars[position] == "/", position + 1 < scalars.count, scalars[position + 1] == ">" {
                    position += 2
                    break
                }
                var attribute = ""
                while position < scalars.count, isNameCharacter(scalars[position]) {
                    attribute.unicodeScalars.append(scalars[position])
                    position += 1
                }
                guard !attribute.isEmpty,
                    allowedAttributes[name.lowercased()]?.contains(attribute.lowercased()) == true,
                    position + 1 < scalars.count, scalars[position] == "=", scalars[position + 1] == "\""
                else { return false }
                position += 2
                var value = ""
                while position < scalars.count, scalars[position] != "\"" {
                    guard scalars[position] != "<" else { return false }
                    value.unicodeScalars.append(scalars[position])
                    position += 1
                }
                guard position < scalars.count else { return false }
                position += 1
                if attribute == "href" || attribute == "src",
                    !URLSafety.isSafe(HTMLEscaping.unescape(value), forImage: attribute == "src")
                {
                    return false
                }
            }
        }
        return true
    }
}
