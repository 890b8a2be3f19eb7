import Foundation
import IlgiCatalog
import IlgiEntry
import IlgiStore
import IlgiTestSupport
import Testing

@testable import IlgiCore
@testable import IlgiTransfer

/// An entry as it would load from disk, without a journal.
func entry(_ text: String, path: String = "2026/11/3f2a9c1b-6d0e-4a8f-9b1c-2e7d5a4f8c90.txt") -> Entry {
    Entry(
        id: EntryID("3f2a9c1b-6d0e-4a8f-9b1c-2e7d5a4f8c90")!, path: path, document: EntryDocument(parsing: text),
        fallbackDate: Date(timeIntervalSince1970: 0))
}

var english: EntryRenderer {
    EntryRenderer(dateStyle: DateStyle(language: .english, timeZone: TimeZone(identifier: "UTC")!))
}
var korean: EntryRenderer {
    EntryRenderer(dateStyle: DateStyle(language: .korean, timeZone: TimeZone(identifier: "UTC")!))
}

@Suite struct ShareTests {
    let beach = entry(
        "My day at the beach\n\nIt was sunny. @family\n\nCreated: 2026-11-22T15:45:00+09:00\nWeather: 01d\nStarred: yes\n"
    )

    @Test func textIsDateTitleAndBodyWithoutTrailers() throws {
        #expect(
            english.text(beach) == """
                November 22, 2026 · \u{2600}\u{FE0F} clear sky

                My day at the beach

                It was sunny. @family

                """)
        #expect(korean.text(beach).hasPrefix("2026년 11월 22일 · \u{2600}\u{FE0F} 맑음\n\n"))
        let plain = entry("Rain\n\nUmbrella lost.\n\nCreated: 2026-11-20T08:00:00+09:00\n")
        #expect(english.text(plain) == "November 20, 2026\n\nRain\n\nUmbrella lost.\n")
    }

    @Test func markdownIsHeadingDateLineAndBody() {
        #expect(
            english.markdown(beach) == """
                # My day at the beach

                *November 22, 2026 · \u{2600}\u{FE0F} clear sky*

                It was sunny. @family

                """)
    }

    @Test func jsonHasTheFieldsOfListJson() throws {
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(english.json(beach).utf8)) as? [String: Any])
        #expect(
            Set(object.keys) == [
                "id", "title", "body", "created", "weather", "tags", "starred", "path", "location", "fields",
            ])
        #expect(object["created"] as? String == "2026-11-22T15:45:00+09:00")
        #expect(object["weather"] as? String == "01d")
        #expect(object["tags"] as? [String] == ["family"])
    }

    @Test func htmlIsOneSelfContainedPage() {
        let html = english.html(beach)
        #expect(html.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">"))
        #expect(html.contains("<meta charset=\"utf-8\">"))
        #expect(html.contains("prefers-color-scheme: dark"))
        #expect(html.contains("@media print"))
        #expect(html.contains("<h1 class=\"title\">My day at the beach</h1>"))
        #expect(html.contains("<p>It was sunny. @family</p>"))
        #expect(!html.contains("<link") && !html.contains("<script"), "nothing loaded from elsewhere, nothing run")
    }

    @Test func aScriptInTheTitleIsText() {
        let html = english.html(entry("<script>alert(1)</script>\n\nbody\n"))
        #expect(html.contains("<h1 class=\"title\">&lt;script&gt;alert(1)&lt;/script&gt;</h1>"))
        #expect(html.contains("<title>&lt;script&gt;alert(1)&lt;/script&gt;</title>"))
        #expect(!html.contains("<script"))
    }

    @Test func rawHTMLAndUnsafeLinksInTheBodyAreDefused() {
        let html = english.html(
            entry(
                "Title\n\nHi <img src=x onerror=alert(1)> and [x](javascript:alert(1)) and [ok](https://example.com).\n"
            ))
        let article = html.components(separatedBy: "<article>")[1]
        #expect(article.contains("Hi &lt;img src=x onerror=alert(1)&gt; and x and "))
        #expect(article.contains("<a rel=\"noopener noreferrer\" href=\"https://example.com\">ok</a>"))
        #expect(!article.contains("<img"))
        #expect(!article.contains("javascript"))
    }

    @Test(arguments: [
        "[x](javascript:alert(1))", "[x](JaVaScRiPt:alert(1))", "[x](java\tscript:alert(1))",
        "[x]( javascript:alert(1))",
        "[x](vbscript:msgbox(1))", "[x](data:text/html;base64,PHNjcmlwdD4=)", "![x](javascript:alert(1))",
        "![x](data:image/svg+xml;base64,PHN2Zz4=)", "[x][evil]\n\n[evil]: javascript:alert(1)",
        "<a href=\"javascript:alert(1)\">x</a>", "<script>alert(1)</script>", "<svg onload=alert(1)>",
        "<iframe src=\"javascript:alert(1)\"></iframe>", "```\"><script>alert(1)</script>\ncode\n```",
        "![a\" onerror=\"alert(1)](https://e.com/x.png)", "[a](https://e.com/\"onmouseover=\"alert(1))",
        "`<script>` <b onclick=alert(1)>x</b>", "---\ntitle: x\n---\n<img src=x onerror=alert(1)>",
    ])
    func noMarkdownMakesActiveHTML(body: String) {
        let rendered = MarkdownHTML.render(body)
        // Every "<" left starts a tag ilgi writes; what the writer typed is text ("&lt;").
        let tags = rendered.split(separator: "<", omittingEmptySubsequences: false).dropFirst().map {
            $0.prefix { $0 != ">" }
        }
        let allowed: Set<String> = [
            "p", "/p", "a", "/a", "img", "code", "/code", "pre", "/pre", "span", "/span", "br", "hr", "strong",
            "/strong", "em", "/em", "h2", "/h2",
        ]
        for fullTag in tags {
            // Attribute values are escaped; what matters is what stands outside them.
            let tag = fullTag.split(separator: "\"", omittingEmptySubsequences: false).enumerated()
                .filter { $0.offset % 2 == 0 }.map(\.element).joined(separator: "\"\"")
            let name = String(tag.prefix { $0 != " " && $0 != "/" || tag.hasPrefix("/") && $0 == "/" })
            #expect(allowed.contains(name.lowercased()), "\(name) in \(rendered)")
            #expect(!tag.lowercased().contains(" on"), "\(rendered)")
            for bad in [
                "href=\"javascript", "src=\"javascript", "href=\"vbscript", "href=\"data:", "src=\"data:image/svg",
            ] {
                #expect(!fullTag.lowercased().replacingOccurrences(of: "\t", with: "").contains(bad), "\(rendered)")
            }
        }
    }

    @Test func safeMarkdownStillRenders() {
        let html = MarkdownHTML.render(
            "Some *emphasis* and **bold**, ~~gone~~, `a < b` code.\n\n> quoted\n\n```swift\nlet x = 1 < 2\n```\n\n1. one\n2. two\n\n![photo](https://example.com/p.png) ![dot](data:image/png;base64,iVBORw0KGgo=)\n\n| a | b |\n|:-|-:|\n| 1 | 2 |\n\nsee https://example.com/x"
        )
        #expect(html.contains("<em>emphasis</em>"))
        #expect(html.contains("<strong>bold</strong>"))
        #expect(html.contains("<del>gone</del>"))
        #expect(html.contains("<code>a &lt; b</code>"))
        #expect(html.contains("<blockquote>\n<p>quoted</p>\n</blockquote>"))
        #expect(html.contains("<pre><code class=\"language-swift\">let x = 1 &lt; 2\n</code></pre>"))
        #expect(html.contains("<ol>\n<li>one</li>\n<li>two</li>\n</ol>"))
        #expect(html.contains("<img src=\"https://example.com/p.png\" alt=\"photo\" />"))
        #expect(html.contains("<img src=\"data:image/png;base64,iVBORw0KGgo=\" alt=\"dot\" />"))
        #expect(html.contains("<th align=\"left\">a</th>\n<th align=\"right\">b</th>"))
        #expect(
            html.contains("<a rel=\"noopener noreferrer\" href=\"https://example.com/x\">https://example.com/x</a>"))
    }

    /// CommonMark as GitHub reads it, where Ink (the renderer before) had to be steered.
    @Test func commonMarkIsReadAsGitHubReadsIt() {
        #expect(MarkdownHTML.render("# Title #") == "<h1>Title</h1>\n")
        #expect(MarkdownHTML.render("# Learning C#") == "<h1>Learning C#</h1>\n")
        #expect(MarkdownHTML.render("- one\n- two\n  ") == "<ul>\n<li>one</li>\n<li>two</li>\n</ul>\n")
        #expect(MarkdownHTML.render("a\r\n\r\nb") == "<p>a</p>\n<p>b</p>\n")
        #expect(MarkdownHTML.render("---\ntitle: x\n---\nbody") == "<hr />\n<h2>title: x</h2>\n<p>body</p>\n")
        #expect(
            MarkdownHTML.render("x <b>bold</b>\n\n<div>\na\n</div>")
                == "<p>x &lt;b&gt;bold&lt;/b&gt;</p>\n<p>&lt;div&gt;<br />\na<br />\n&lt;/div&gt;</p>\n")
        #expect(
            MarkdownHTML.render("[a](javascript:alert(1)) and ![b *c*](data:image/svg+xml,x)")
                == "<p>a and b <em>c</em></p>\n")
        #expect(
            MarkdownHTML.render("```a\"b\ncode\n```") == "<pre><code>code\n</code></pre>\n",
            "a language of odd characters is dropped")
    }

    /// A GFM table pads each row to its header's width: a wide header over many short lines
    /// would make megabytes of empty cells from a few kilobytes, so such a body stays text.
    @Test func aTableThatWouldMultiplyIntoMillionsOfCellsIsShownAsText() {
        let wide = "|" + String(repeating: "a|", count: 500) + "\n|" + String(repeating: "-|", count: 500) + "\n"
        let bomb = wide + String(repeating: "x\n", count: 1_000)
        #expect(MarkdownHTML.tableCells(in: bomb) > MarkdownHTML.mostTableCells)
        #expect(MarkdownHTML.render(bomb) == MarkdownHTML.plain(bomb))

        let honest = "| day | mood |\n|:---|---:|\n" + String(repeating: "| mon | 4 |\n", count: 2_000)
        #expect(MarkdownHTML.tableCells(in: honest) == 2 * 2_001)
        #expect(MarkdownHTML.render(honest).hasPrefix("<table>"))
        #expect(MarkdownHTML.tableCells(in: "a - b | c\n\n> |-|-|\n> x") == 4, "quoted tables count too")
    }

    /// Found by the fuzzer: an unsafe link holding raw HTML, in a table cell. Moving its text
    /// out once looped for ever, as a cell refused the node it was offered.
    @Test func anUnsafeLinkWithRawHTMLInATableCellKeepsItsText() {
        let html = MarkdownHTML.render("| a |\n| - |\n| [x <b>y</b>](h\u{FFFD}tp://x) z |")
        #expect(html.contains("<td>x &lt;b&gt;y&lt;/b&gt; z</td>"), "\(html)")
    }

    @Test func urlSafetyIsAnAllowlistOfSchemes() {
        for url in ["https://a.b", "http://a.b", "mailto:a@b.c", "photo.jpg", "/a/b", "#top", "a/b:c", "?q=a:b"] {
            #expect(URLSafety.isSafe(url, forImage: false), "\(url)")
        }
        for url in [
            "javascript:x", "JAVASCRIPT:x", "java\nscript:x", "\u{1}javascript:x", "vbscript:x", "data:text/html,x",
            "file:///etc/passwd", ":x",
        ] {
            #expect(!URLSafety.isSafe(url, forImage: false), "\(url)")
        }
        #expect(URLSafety.isSafe("data:image/jpeg;base64,AA==", forImage: true))
        #expect(!URLSafety.isSafe("data:image/jpeg;base64,AA==", forImage: false))
        #expect(!URLSafety.isSafe("data:image/svg+xml,<svg/>", forImage: true))
    }

    @Test func sha256MatchesKnownDigests() {
        #expect(SHA256.hex("") == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(SHA256.hex("abc") == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(
            SHA256.hex(String(repeating: "가나다 abc ", count: 100))
                == "bd3e223ef6cd58d0e5edb5764280f7490a32d9fb50f654617537a48da1e68652")
    }
}

@Suite struct TimestampArithmeticTests {
    /// The arithmetic forms of `Created:` agree with the formatters they stand in for.
    @Test func canonicalTextAndParsingAgreeWithTheFormatters() throws {
        var generator = SystemRandomNumberGenerator()
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = "yyyy-MM-dd'T'HH:mm:ssxxx"
        for _ in 0..<2000 {
            let seconds = Double(Int64.random(in: -2_000_000_000...8_000_000_000, using: &generator))
            let offset = [0, 3600, -18000, 32400, 19800, -12600, 50400, -43200].randomElement(using: &generator)!
            let stamp = Timestamp(date: Date(timeIntervalSince1970: seconds), utcOffset: offset)
            formatter.timeZone = TimeZone(secondsFromGMT: offset)
            let expected = formatter.string(from: stamp.date)
            #expect(stamp.iso8601 == expected)
            let parsed = try #require(Timestamp(iso8601: expected))
            #expect(parsed == stamp && parsed.utcOffset == offset, "\(expected)")
        }
        #expect(Timestamp(iso8601: "2024-02-29T10:00:00Z")?.iso8601 == "2024-02-29T10:00:00+00:00")
    }
}

@Suite struct MarkdownFuzzTests {
    /// Random text made of Markdown's and HTML's special characters never crashes the
    /// renderer and never yields a tag or attribute outside the allowlist.
    @Test func randomMarkdownRendersSafely() {
        let pieces = [
            "<", ">", "&", "\"", "'", "`", "```", "[", "]", "(", ")", "!", "*", "**", "_", "~~", "#", "# ", "- ", "1. ",
            "> ", "|", "---", "\n", "\n\n", " ", "\\", "javascript:", "data:", "http://x", "<img src=x onerror=y>",
            "<script>", "</script>", "<a href=\"", "&lt;", "&#58;", "onload=", "[r]: ", "가", "😀", "\t", "\r\n",
            "    ", "  - ", "* ", "+ ", "2) ", "|a|b|\n|-|:-:|\n", "![", "](", "][", "\n    ", "---\n", "***",
        ]
        var generator = SeededGenerator(state: 7_777)
        var fallbacks = 0
        for _ in 0..<5000 {
            let count = Int.random(in: 1...32, using: &generator)
            let text = (0..<count).map { _ in pieces.randomElement(using: &generator)! }.joined()
            let html = MarkdownHTML.render(text)
            #expect(MarkdownHTML.isAllowed(html), "\(text.debugDescription) → \(html)")
            if html.hasPrefix("<pre class=\"plain\">") { fallbacks += 1 }
        }
        // The tree is made safe before it is rendered: the plain-text fallback is a backstop
        // that no text should reach.
        #expect(fallbacks == 0, "\(fallbacks) of 5000 fell back to plain text")
    }

    /// What `make fuzz` found Ink (the renderer before cmark-gfm) taking seconds or hours
    /// on (Tests/Fuzz/corpus/markdown/): nested brackets, brackets in what looks like code.
    /// cmark-gfm reads them once; a text too long to render is shown plain.
    @Test func whatTookInkHoursRendersAsText() {
        let fuzzed = "\u{B6}\u{B6}\u{B6}OI" + String(repeating: "[", count: 40)
        #expect(MarkdownHTML.render(fuzzed) == "<p>\u{B6}\u{B6}\u{B6}OI" + String(repeating: "[", count: 40) + "</p>\n")
        let nested = String(repeating: "[", count: 30_000) + "x" + String(repeating: "]", count: 30_000)
        #expect(MarkdownHTML.render(nested) == "<p>" + nested + "</p>\n")
        let deep = "OI[`" + String(repeating: "[", count: 12) + "<P" + String(repeating: "[", count: 6) + " lin]k(`[S"
        #expect(MarkdownHTML.render(deep).hasPrefix("<p>OI[<code>"))
        let links = MarkdownHTML.render("see [the site](https://example.com) and [[wiki]]")
        #expect(links.contains("href=\"https://example.com\"") && links.contains("[[wiki]]"), "\(links)")
        let huge = "# Big\n\n" + String(repeating: "a *b* ", count: MarkdownHTML.longestRendered / 6 + 1)
        #expect(MarkdownHTML.render(huge).hasPrefix("<pre class=\"plain\"># Big"), "a huge text is shown plain")
    }
}

/// How an entry's text links its own files, and how a link is taken out again.
struct EntryAssetLinkTests {
    let id = EntryID("3f2a9c1b-0000-4000-8000-000000000001")!

    @Test func linksAreReadWithTheirLabels() {
        let text = "Look ![the sea](\(id.uuid).assets/aa.png) and [menu](\(id.uuid).assets/b%20b.pdf).\n"
        let links = EntryAssets.links(in: text, id: id)
        #expect(links.map(\.label) == ["the sea", "menu"])
        #expect(links.map(\.name) == ["aa.png", "b b.pdf"])
    }

    @Test func aRemovedLinkTakesItsLineButNotTheWritersWords() {
        let text = """
            Morning.

            ![a](\(id.uuid).assets/a.png)

            Evening, with [the menu](\(id.uuid).assets/m.pdf) beside me.


            Kept blank lines above.
            """
        let without = EntryAssets.removingLinks(to: "a.png", in: text, id: id)
        #expect(without.hasPrefix("Morning.\n\nEvening, with [the menu]"))
        #expect(without.contains("beside me.\n\n\nKept blank lines above."), "the writer's own blank lines stay")
        let inline = EntryAssets.removingLinks(to: "m.pdf", in: text, id: id)
        #expect(inline.contains("Evening, with  beside me."))
    }
}
