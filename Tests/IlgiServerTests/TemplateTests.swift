import Foundation
import Mustache
import Testing

@testable import IlgiServer

/// The pages' templates escape every value; the few that insert HTML as it is take only what
/// another template made, or Markdown rendered by the renderer that lets nothing run.
@Suite struct TemplateTests {
    /// Each unescaped insertion, and where its HTML comes from.
    static let unescaped: [String: String] = [
        "content": "a page's own template (Layout)",
        "entries": "EntryList's template (Timeline)",
        "list": "EntryList's template (Finding)",
        "article": "the article template (EntryPages)",
        "restoreForm": "the restore form's template (EntryPages)",
        ".": "the restore form's template, inside {{#restoreForm}} (EntryPages)",
        "body": "MarkdownHTML.render (EntryPages.article)",
    ]

    @Test func onlyKnownValuesAreInsertedUnescaped() throws {
        for (name, text) in Embedded.templates {
            for match in text.matches(of: /\{\{\{\s*([^}]*?)\s*\}\}\}|\{\{&\s*([^}]*?)\s*\}\}/) {
                let value = String(match.output.1 ?? match.output.2 ?? "")
                #expect(Self.unescaped[value] != nil, "template \(name) inserts {{{\(value)}}} unescaped")
            }
        }
    }

    @Test func everyTemplateParses() {
        for (name, _) in Embedded.templates {
            #expect(Templates.pages.contains(name), "\(name)")
        }
    }

    @Test func aMissingOptionalShowsNothingAndAPresentOneShowsOnce() {
        let template = "{{#notice}}<p>{{.}}</p>{{/notice}}"
        #expect((try? MustacheCheck.render(template, ["notice": shown(String?.none)])) == "")
        #expect((try? MustacheCheck.render(template, ["notice": shown("a <b>")])) == "<p>a &lt;b&gt;</p>")
    }
}

/// One template rendered on its own.
enum MustacheCheck {
    static func render(_ template: String, _ view: [String: Any]) throws -> String {
        try MustacheTemplate(string: template).render(view)
    }
}
