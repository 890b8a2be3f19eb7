import Foundation
import IlgiCore
import IlgiTransfer

/// The pages' HTML, as Mustache templates: every `{{value}}` is escaped, so nothing a person
/// wrote (a title, a tag, a search, an error's words) can become markup. The few
/// `{{{value}}}` insert HTML that a template made, or Markdown rendered by `MarkdownHTML`,
/// which lets nothing run; `TemplateTests` fail on any other.
///
/// Each template is a file of its own beside this one (`entryRow.mustache`), put into the
/// binary at build time by the EmbedFiles plugin (`Embedded.templates`), so the binary needs
/// nothing beside it. A `{{> name}}` includes the template of that name.
enum Templates {
    static let pages = HTMLTemplates(Embedded.templates)

    /// `view` in the template `name`.
    static func render(_ name: String, _ view: Any) -> String {
        pages.render(name, view)
    }
}

extension PageContext {
    /// `view` in the template `name`, with the journal the page is in (`{{> journalField}}`).
    func render(_ name: String, _ view: [String: Any]) -> String {
        Templates.render(name, view.merging(["journal": served.name]) { own, _ in own })
    }

    /// Words of the page in the reader's language, by the names the template uses (`{{t.save}}`).
    func words(_ pairs: KeyValuePairs<String, any LocalizedText>) -> [String: String] {
        Dictionary(uniqueKeysWithValues: pairs.map { ($0.key, $0.value.text(in: language)) })
    }
}

/// An optional value as a Mustache section: shown once when present, not at all when nil (a
/// nil put in a view's `[String: Any]` would count as a value and show its section empty).
func shown<Value>(_ value: Value?) -> [Value] { value.map { [$0] } ?? [] }
