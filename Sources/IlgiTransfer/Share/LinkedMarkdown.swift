import Foundation
import IlgiCore

/// An entry's body with its `[[links]]` made Markdown links, for the pages that render it (the
/// browser, the book, an HTML export): each link `address` gives a place to becomes
/// `[text](address)`, the rest stay as the user wrote them. Only what is rendered changes: the
/// entry's file keeps its `[[…]]`.
public enum LinkedMarkdown {
    /// `links` are `body`'s own (`JournalReader.links(in: body)`), in order.
    public static func body(
        _ body: String, links: [ResolvedLink], address: (ResolvedLink) -> String?
    ) -> String {
        body.replacingUTF8Ranges(
            links.compactMap { resolved in
                address(resolved).map { (resolved.link.range, "[" + escaped(text(of: resolved)) + "](" + $0 + ")") }
            })
    }

    /// What a link reads as: its label; else the title of the entry an id names; else what it
    /// names, as written.
    public static func text(of resolved: ResolvedLink) -> String {
        if let label = resolved.link.label { return label }
        if case .id = resolved.link.target, let title = resolved.target?.title, !title.isEmpty { return title }
        return resolved.link.target.text
    }

    /// The characters that would make a label more than text to Markdown (brackets, emphasis,
    /// code, raw HTML, a backslash) backslash-escaped; the rest, as a reader of the file sees it.
    static func escaped(_ text: String) -> String {
        // By scalar: a bracket with a combining mark after it is one Character, and a bracket.
        var escaped = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if "\\[]*_`<>!&".unicodeScalars.contains(scalar) { escaped.append("\\") }
            escaped.append(scalar)
        }
        return String(escaped)
    }
}
