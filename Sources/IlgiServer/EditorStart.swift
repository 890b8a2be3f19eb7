import Foundation
import IlgiCore
import IlgiEntry
import IlgiServeShared
import IlgiStore

/// What a new entry starts from in the browser, as `ilgi new` gives it: the template asked for
/// (`/new?template=NAME`), today's prompt (`/new?prompt=1`), else the template the journal
/// names for today (`template.monday`, `template.default`), else nothing. The page offers
/// the others above the editor while it is still as it started.
struct EditorStart {
    /// The text the editor opens with.
    var text = Editor.Text(title: "", body: "")
    /// True when the text came from a template or the prompt: saved unchanged, it is refused
    /// ("left as the template made it"), as an empty entry is.
    var isScaffold = false
    /// The template in use, for the page to mark.
    var template: String?
    /// Today's prompt, in the page's language.
    var prompt: String
    /// Every template the journal can use, by name.
    var templates: [String]

    static func choose(_ context: PageContext) async throws -> EditorStart {
        let root = context.journal.root
        let now = Date()
        let today = CivilDay(now, timeZone: .current)
        let prompt = WritingPrompts(journal: root).prompt(on: today)
        let templates = EntryTemplates(journal: root, environment: context.site.environment)
        var start = EditorStart(prompt: prompt.text(in: context.language), templates: templates.all.map(\.name))
        if context.parameter("prompt") == "1" {
            start.text = Editor.Text(title: start.prompt, body: "")
            start.isScaffold = true
            return start
        }
        let chosen: EntryTemplate?
        if let name = context.parameter("template") {
            guard name.isEmpty || templates.named(name) != nil else {
                throw PageFailure(status: 404, message: ServerText.noSuchTemplate(name))
            }
            chosen = templates.named(name)
        } else {
            chosen = try await context.journal.run { journal in
                try templates.configured(for: today, in: Settings(journal: journal)).template
            }
        }
        guard let chosen else { return start }
        let values = TemplateValues(
            day: today, time: Timestamp(date: now).clockTime, language: context.language, prompt: prompt)
        start.text = Editor.Text(draft: chosen.filled(with: values))
        start.isScaffold = true
        start.template = chosen.name
        return start
    }

    /// The section above a new entry's editor.
    func view(_ context: PageContext) -> View {
        View(
            prompt: prompt,
            templates: templates.map { name in
                View.Choice(name: name, path: "/new?template=" + FormData.encode(name), current: name == template)
            },
            inTemplate: template != nil)
    }

    /// `starters.mustache`: today's prompt, and the templates to start from.
    struct View {
        struct Choice {
            let name: String
            let path: String
            /// The template the editor holds now.
            let current: Bool
        }
        let prompt: String
        let templates: [Choice]
        let inTemplate: Bool
    }

}
