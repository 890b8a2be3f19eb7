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

    /// A page's view is a struct: its properties are the template's names, a nil one hides
    /// its section, and the journal the page is in is there beside them.
    @Test func aTypedViewFillsItsTemplate() {
        func report(leftOut: [String]) -> SyncPage.ReportView {
            SyncPage.ReportView(
                remote: "origin", url: "git://x", received: "2 new", sent: "1 commit", conflicts: nil,
                leftOut: leftOut, leftOutHeading: leftOut.isEmpty ? nil : "1 file left out <of origin>",
                t: ["syncDone": "Synced"])
        }
        let scoped = JournalScopedView(journal: "work", view: report(leftOut: ["a.txt: a link"]))
        let html = Templates.render("sync", scoped)
        #expect(html.contains("<h1>Synced</h1>") && html.contains("<code>origin</code> git://x"))
        #expect(html.contains("<p class=\"notice\" id=\"left-out\">1 file left out &lt;of origin&gt;</p>"))
        #expect(html.contains("<li><code>a.txt: a link</code></li>"))
        #expect(!html.contains("class=\"notice\">"), "no conflicts, no conflict notice: \(html)")
        #expect(
            !Templates.render("sync", JournalScopedView(journal: "w", view: report(leftOut: []))).contains("left-out"))
        #expect(scoped.child(named: "journal") as? String == "work")
        #expect(scoped.child(named: "conflicts") == nil)
    }

    /// The frame's line about background syncs shows when there are notices, and only then.
    @Test func theFrameShowsSyncNoticesOnlyWhenThereAreSome() {
        func frame(_ notices: [String]) -> String {
            Templates.render(
                "layout",
                Layout.FrameView(
                    language: "en", title: "T", version: "1", live: "off", places: [], canSync: true, syncing: false,
                    syncNotices: notices, content: "", journal: "default", otherJournals: [], t: [:]))
        }
        #expect(frame(["Synced <3>"]).contains("id=\"sync-notice\">Synced &lt;3&gt;<br></p>"))
        #expect(!frame([]).contains("sync-notice"))
    }

    @Test func aMissingOptionalShowsNothingAndAPresentOneShowsOnce() throws {
        struct View { let notice: String? }
        let template = try MustacheTemplate(string: "{{#notice}}<p>{{.}}</p>{{/notice}}")
        func render(_ notice: String?) -> String {
            template.render(JournalScopedView(journal: "j", view: View(notice: notice)))
        }
        #expect(render(nil) == "")
        #expect(render("a <b>") == "<p>a &lt;b&gt;</p>")
    }

    /// Why a card's `tags` is a list of one or none: a nil in a nested view lets Mustache find
    /// the name in the view around it.
    @Test func aChartWithoutAHeadingNeverShowsThePagesHeading() {
        let chart = FieldsPage.chart(nil, rows: [("a", 1, "1", "")], range: 0...1)
        var card = FieldsPage.Card(id: "c", name: "mood", summary: "s")
        card.charts = [chart]
        let html = Templates.render(
            "fields", FieldsPage.View(heading: "PAGE HEADING", cards: [card], none: nil))
        #expect(html.components(separatedBy: "PAGE HEADING").count == 2)
        #expect(!html.contains("<h3>"))
    }

    /// A field card with no tags on the review page once showed the page's heading and its
    /// tags, once for each of the year's top tags, as the field's.
    @Test func aFieldCardWithoutTagsNeverShowsTheYearsTags() {
        let card = FieldsPage.Card(id: "c", name: "mood", summary: "s")
        let view = ReviewPage.View(
            heading: "YEAR HEADING", summary: "", empty: nil, previous: "/review?year=2025", next: nil,
            previousYear: "2025", nextYear: "2027", heatMap: nil, busiest: nil, charts: [],
            tags: [ReviewPage.View.Tag(name: "@family", count: 2, link: "/?tag=family")], tagsHeading: "Tags",
            fields: [card])
        let html = Templates.render("review", JournalScopedView(journal: "j", view: view))
        #expect(html.components(separatedBy: "YEAR HEADING").count == 2)
        #expect(!html.contains("tag-line"))
        #expect(html.contains("@family 2"))
    }
}

/// One template rendered on its own.
enum MustacheCheck {
    static func render(_ template: String, _ view: [String: Any]) throws -> String {
        try MustacheTemplate(string: template).render(view)
    }
}
