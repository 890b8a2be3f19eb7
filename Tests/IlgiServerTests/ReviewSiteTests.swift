import Foundation
import HTTPTypes
import IlgiCore
import IlgiEntry
import IlgiServer
import IlgiTestSupport
import Testing

/// `/review`: the year `ilgi review` shows, charted on the page.
@Suite struct ReviewSiteTests {
    let folder = TemporaryDirectory("ilgi-serve-review")
    let site: Site
    let port = 4324
    var host: String { "127.0.0.1:\(port)" }

    init() throws {
        let root = folder.appending("journal")
        let journal = try Journal.open(at: root)
        var fields = JournalFields()
        fields.set(FieldDefinition(name: "mood", kind: .scale(lower: 1, upper: 5)))
        try journal.saveJournalFile(JournalFields.file, contents: fields.rendered, message: "Add fields")
        for (day, mood) in [("2025-03-03", "2"), ("2025-03-04", "4"), ("2025-07-14", "5")] {
            _ = try journal.create(
                text: "Day\n\nWords here @walk\n", created: Timestamp(iso8601: day + "T20:00:00+09:00"),
                trailers: [Trailer(key: "Mood", value: mood), Trailer(key: "Weather", value: "01d")])
        }
        site = Site(
            gate: Gatekeeper(token: "secret-token", listen: "127.0.0.1", port: port),
            journals: [ServedJournal(name: "default", access: JournalAccess(root: root))], language: .english)
    }

    func page(_ target: String) async -> String {
        let response = await SiteTests.respond(
            from: site, .get, target, headers: ["Host": host, "Cookie": "ilgi-\(port)=\(site.gate.token)"])
        #expect(response.status == 200)
        return String(decoding: response.body, as: UTF8.self)
    }

    @Test func aYearIsChartedWithItsDaysLinkedToTheirEntries() async {
        let html = await page("/review?year=2025")
        #expect(html.contains("<h1>2025 in the journal</h1>"))
        #expect(html.contains("3 entries · 12 words · 3 days written · longest streak 2 days"), "\(html)")
        #expect(html.contains("<a href=\"/?on=2025-03-03\"><rect"), "a written day leads to its entries")
        #expect(html.components(separatedBy: "<rect").count - 1 >= 365, "every day of the year, and the bars")
        #expect(html.contains("Busiest month: March · 2 entries"))
        #expect(html.contains("☀️ clear") && html.contains("@walk 3"))
        #expect(html.contains("id=\"field-chart-mood\""), "the mood by month")
        #expect(
            html.contains("<title>January: 0 </title>") && !html.contains("width=\"2\" height=\"14\""),
            "a month without entries has no bar, not a sliver")
        #expect(html.contains("<title>March: 2 </title>"))
        #expect(!html.contains("<script>") && !html.contains("style="), "nothing inline")
        #expect(await page("/review?year=2020").contains("No entries in 2020."))
    }
}
