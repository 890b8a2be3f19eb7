import IlgiCore
import Mustache

/// A set of HTML templates in Mustache: every `{{value}}` is escaped, so nothing a person
/// wrote can become markup; a `{{{value}}}` inserts HTML as it is, and is kept for what ilgi
/// made itself (a style sheet, Markdown rendered by `MarkdownHTML`, which lets nothing run).
/// The core's (the book, a shared entry) and the server's pages are each one set, made from the
/// files of their `Templates/` folder, which the EmbedFiles plugin puts into the code.
public struct HTMLTemplates: Sendable {
    private let library: MustacheLibrary

    /// The templates named as given; a template that does not parse is a programming error.
    public init(_ templates: [(name: String, text: String)]) {
        var library = MustacheLibrary()
        for (name, text) in templates {
            do {
                try library.register(text, named: name)
            } catch {
                preconditionFailure("template \(name): \(error)")
            }
        }
        self.library = library
    }

    /// `view` in the template `name`.
    public func render(_ name: String, _ view: Any) -> String {
        guard let html = library.render(view, withTemplate: name) else {
            preconditionFailure("no template \(name)")
        }
        return html
    }

    public func contains(_ name: String) -> Bool { library.getTemplate(named: name) != nil }

    /// The core's own: the book, a shared entry.
    static let core = HTMLTemplates(Embedded.templates)
}
