import Foundation
import IlgiCore
import IlgiEntry
import IlgiTransfer
import Mustache

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
    /// A view is a struct of the page's own: its properties are the template's names.
    func render(_ name: String, _ view: some Any) -> String {
        Templates.render(name, JournalScopedView(journal: served.name, view: view))
    }

    /// Words of the page in the reader's language, by the names the template uses (`{{t.save}}`).
    func words(_ pairs: KeyValuePairs<String, any LocalizedText>) -> [String: String] {
        Dictionary(uniqueKeysWithValues: pairs.map { ($0.key, $0.value.text(in: language)) })
    }
}

/// A page's view with the journal the page is in beside it: the view's own names first
/// (a struct's properties, read as Mustache reads any value, or a dictionary's keys), then
/// `journal`. A property that is nil counts as absent, so its section is not shown; Mustache
/// then looks for the name in the views around it, so a view nested in a section must not
/// share an optional's name with one outside (a list of one or none keeps the name present:
/// `FieldsPage.Card.tags`).
struct JournalScopedView<View>: MustacheParent {
    let journal: String
    let view: View

    func child(named name: String) -> Any? {
        let own: Any? =
            if let parent = view as? MustacheParent {
                parent.child(named: name)
            } else {
                Mirror(reflecting: view).children.first { $0.label == name }.flatMap { present($0.value) }
            }
        return own ?? (name == "journal" ? journal : nil)
    }

    /// `value`, or nil when it is an Optional holding nothing.
    private func present(_ value: Any) -> Any? {
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .optional else { return value }
        return mirror.children.first?.value
    }
}
