import CCmarkGFM
import Foundation
import IlgiCore
import Synchronization

/// An entry body as HTML: Markdown rendered by cmark-gfm (GitHub's CommonMark, with tables,
/// strikethrough and bare links), with nothing of the writer's able to run.
///
/// cmark-gfm reads in time that grows with the text (Ink, before it, took 2^n on nested
/// brackets and n² on a line of unfinished links; the fuzzer kept finding new ways). Its
/// own safe mode already drops raw HTML and `javascript:` links; on top of that, between
/// parsing and rendering, the tree is changed so that raw HTML shows as the text it is,
/// and links and images keep only URLSafety's schemes. The result is then checked
/// against an allowlist of the tags and attributes cmark-gfm writes; should anything else
/// appear, the body is shown as plain preformatted text instead.
public enum MarkdownHTML {
    /// The longest text rendered as Markdown; a longer one is shown as plain text. Debian's
    /// cmark-gfm (0.29.0.gfm.6) still has the quadratic cases fixed after it (CVE-2023-22486:
    /// 768 KB of `![[]()` took 113 s); at this length the worst known one takes under a second,
    /// and an entry of 16,000 words still renders.
    static let longestRendered = 96 * 1024

    /// cmark-gfm keeps which characters start an extension's syntax (`~`, `:`, `@`) in one
    /// table for the process, set and cleared around each parse: two parses at once could
    /// miss a strikethrough or a link, so they take turns. A render takes a millisecond.
    private static let oneAtATime = Mutex(())

    /// The extensions, registered once for the process (registering is not thread-safe).
    private static let extensionNames: [String] = {
        cmark_gfm_core_extensions_ensure_registered()
        return ["table", "strikethrough", "autolink"]
    }()

    /// The most table cells a body may ask for. A GFM table pads every row to its header's
    /// width, so a header of 500 columns over 1,000 one-character lines asks for half a million
    /// cells: 4 KB of text became 5 MB of HTML, and a 96 KB body 230 MB (the fix came in
    /// cmark-gfm 0.29.0.gfm.12, after Debian's). A real table of 20 columns by 5,000 rows fits.
    static let mostTableCells = 100_000

    public static func render(_ markdown: String) -> String {
        guard markdown.utf8.count <= longestRendered, tableCells(in: markdown) <= mostTableCells else {
            return plain(markdown)
        }
        let html = oneAtATime.withLock { _ in renderedByCmark(markdown) }
        guard let html, isAllowed(html) else { return plain(markdown) }
        return html
    }

    private static func renderedByCmark(_ markdown: String) -> String? {
        let options = CMARK_OPT_DEFAULT | CMARK_OPT_STRIKETHROUGH_DOUBLE_TILDE
        guard let parser = cmark_parser_new(options) else { return nil }
        defer { cmark_parser_free(parser) }
        for name in extensionNames {
            guard let syntax = cmark_find_syntax_extension(name) else { continue }
            cmark_parser_attach_syntax_extension(parser, syntax)
        }
        markdown.withCString { cmark_parser_feed(parser, $0, markdown.utf8.count) }
        guard let document = cmark_parser_finish(parser) else { return nil }
        defer { cmark_node_free(document) }
        guard makeSafe(document),
            let rendered = cmark_render_html(document, options, cmark_parser_get_syntax_extensions(parser))
        else { return nil }
        defer { free(rendered) }
        // Text is escaped, so every `<a href="` is a link cmark wrote: none tells the site
        // it leads to which page of the journal it was followed from.
        return String(cString: rendered).replacingOccurrences(
            of: "<a href=\"", with: "<a rel=\"noopener noreferrer\" href=\"")
    }

    /// At least as many cells as the tables of `markdown` can have: for each line that could
    /// be a table's delimiter row (only `|`, `-`, `:`, `>` and blanks), its columns times the
    /// lines that follow it up to a blank one. Quotes and indents are counted in, never out.
    static func tableCells(in markdown: String) -> Int {
        let lines = markdown.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        var cells = 0
        for (number, line) in lines.enumerated() {
            guard line.contains(UInt8(ascii: "|")), line.contains(UInt8(ascii: "-")),
                line.allSatisfy({ Self.delimiterRowBytes.contains($0) })
            else { continue }
            let columns = line.split(separator: UInt8(ascii: "|")).count { $0.contains(UInt8(ascii: "-")) }
            let rows = lines[(number + 1)...].prefix { !$0.allSatisfy(Self.blankBytes.contains) }.count
            cells += columns * (rows + 1)
            if cells > mostTableCells { break }
        }
        return cells
    }

    private static let delimiterRowBytes = Set(" \t\r|-:>".utf8)
    private static let blankBytes = Set(" \t\r".utf8)

    // MARK: The tree made safe

    /// Raw HTML becomes text; a link or image to an unsafe URL gives way to its text; a code
    /// block keeps its language only when the name is made of plain characters. The nodes
    /// are gathered first and changed after the walk, which a change would otherwise upset.
    /// False when cmark refused a change (a table cell takes only some kinds of node): the
    /// tree is then not safe to render, and the body is shown as text.
    private static func makeSafe(_ document: OpaquePointer) -> Bool {
        var rawHTML: [OpaquePointer] = []
        var unsafeLinks: [OpaquePointer] = []
        var codeBlocks: [OpaquePointer] = []
        let iterator = cmark_iter_new(document)
        defer { cmark_iter_free(iterator) }
        while cmark_iter_next(iterator) != CMARK_EVENT_DONE {
            guard let node = cmark_iter_get_node(iterator), cmark_iter_get_event_type(iterator) == CMARK_EVENT_ENTER
            else { continue }
            switch cmark_node_get_type(node) {
            case CMARK_NODE_HTML_INLINE, CMARK_NODE_HTML_BLOCK:
                rawHTML.append(node)
            case CMARK_NODE_LINK, CMARK_NODE_IMAGE:
                let isImage = cmark_node_get_type(node) == CMARK_NODE_IMAGE
                let url = cmark_node_get_url(node).map { String(cString: $0) } ?? ""
                if !URLSafety.isSafe(url, forImage: isImage) { unsafeLinks.append(node) }
            case CMARK_NODE_CODE_BLOCK:
                codeBlocks.append(node)
            default:
                break
            }
        }
        for node in rawHTML { guard replaceWithText(node) else { return false } }
        for node in unsafeLinks { guard replaceWithChildren(node) else { return false } }
        for node in codeBlocks where !hasPlainLanguage(node) { cmark_node_set_fence_info(node, "") }
        return true
    }

    /// Raw HTML as the text it is: a line break for each of its newlines, in a paragraph of
    /// its own when it stood as a block, in its place among the text when inline.
    private static func replaceWithText(_ node: OpaquePointer) -> Bool {
        let literal = cmark_node_get_literal(node).map { String(cString: $0) } ?? ""
        let isBlock = cmark_node_get_type(node) == CMARK_NODE_HTML_BLOCK
        let lines = (isBlock ? literal.trimmingCharacters(in: .newlines) : literal)
            .split(separator: "\n", omittingEmptySubsequences: false)
        var pieces: [OpaquePointer] = []
        for (number, line) in lines.enumerated() {
            if number > 0, let lineBreak = cmark_node_new(CMARK_NODE_LINEBREAK) { pieces.append(lineBreak) }
            guard let text = cmark_node_new(CMARK_NODE_TEXT) else { continue }
            cmark_node_set_literal(text, String(line))
            pieces.append(text)
        }
        if isBlock {
            guard let paragraph = cmark_node_new(CMARK_NODE_PARAGRAPH) else { return false }
            for piece in pieces { cmark_node_append_child(paragraph, piece) }
            guard cmark_node_replace(node, paragraph) != 0 else {
                cmark_node_free(paragraph)
                return false
            }
        } else {
            for (index, piece) in pieces.enumerated() {
                guard cmark_node_insert_before(node, piece) != 0 else {
                    pieces[index...].forEach { cmark_node_free($0) }
                    return false
                }
            }
        }
        cmark_node_free(node)
        return true
    }

    /// A link or image without itself: its text stays where it was.
    private static func replaceWithChildren(_ node: OpaquePointer) -> Bool {
        while let child = cmark_node_first_child(node) {
            guard cmark_node_insert_before(node, child) != 0 else { return false }
        }
        cmark_node_free(node)
        return true
    }

    /// True when the code block names no language, or one of letters, digits and `+-_.#`.
    private static func hasPlainLanguage(_ node: OpaquePointer) -> Bool {
        let info = cmark_node_get_fence_info(node).map { String(cString: $0) } ?? ""
        let language = info.prefix { !$0.isWhitespace }
        return language.unicodeScalars.allSatisfy {
            $0.isASCII
                && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || "+-_.#".unicodeScalars.contains($0))
        }
    }

    /// The body as escaped, preformatted text: the fallback that is always safe.
    static func plain(_ text: String) -> String {
        "<pre class=\"plain\">" + HTMLEscaping.escape(text) + "</pre>"
    }

    // MARK: The final check

    static let allowedTags: Set<String> = [
        "p", "br", "em", "strong", "del", "a", "img", "code", "pre", "h1", "h2", "h3", "h4", "h5", "h6",
        "ul", "ol", "li", "blockquote", "hr", "table", "thead", "tbody", "tr", "th", "td",
    ]
    static let allowedAttributes: [String: Set<String>] = [
        "a": ["href", "rel", "title"], "img": ["src", "alt", "title"], "code": ["class"], "pre": ["class"],
        "ol": ["start"], "th": ["align"], "td": ["align"],
    ]

    /// True when every tag in `html` is one cmark-gfm writes, with only the attributes it
    /// writes, each quoted, and every link and image URL safe.
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
