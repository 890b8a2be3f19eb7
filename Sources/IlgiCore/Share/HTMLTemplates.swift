import Mustache

/// The HTML the core writes (the book, a shared entry), as Mustache templates: every
/// `{{value}}` is escaped, so nothing a person wrote can become markup. The `{{{value}}}`s
/// insert only a style sheet of ilgi's or Markdown rendered by `MarkdownHTML`, which lets
/// nothing run. Each template is a file of `Templates/`, put into the code at build time.
enum HTMLTemplates {
    static let library: MustacheLibrary = {
        var library = MustacheLibrary()
        for (name, text) in Embedded.templates {
            do {
                try library.register(text, named: name)
            } catch {
                preconditionFailure("template \(name): \(error)")
            }
        }
        return library
    }()

    /// `view` in the template `name`.
    static func render(_ name: String, _ view: [String: Any]) -> String {
        guard let html = library.render(view, withTemplate: name) else {
            preconditionFailure("no template \(name)")
        }
        return html
    }
}
