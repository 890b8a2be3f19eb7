import Foundation
import HTTPTypes
import IlgiCatalog
import IlgiCore
import IlgiEntry
import IlgiServer
import IlgiStore
import IlgiTestSupport
import Testing

/// The browser's parts of writing every day, answered without a socket: several journals,
/// templates and today's prompt on a new entry, the fields picker and the fields' charts.
@Suite struct EveryDaySiteTests {
    let folder = TemporaryDirectory("ilgi-serve-every-day")
    let site: Site
    let port = 4322
    var host: String { "127.0.0.1:\(port)" }
    var cookie: String { "ilgi-\(port)=\(site.gate.token)" }
    let home: URL
    let work: URL

    init() throws {
        home = folder.appending("home")
        work = folder.appending("work")
        for root in [home, work] { _ = try Journal.open(at: root) }
        site = Site(
            gate: Gatekeeper(token: "secret-token", listen: "127.0.0.1", port: port),
            journals: [
                ServedJournal(name: "home", access: JournalAccess(root: home)),
                ServedJournal(name: "work", access: JournalAccess(root: work)),
            ],
            language: .english, environment: ["HOME": folder.appending("person").path])
    }

    func get(_ target: String, cookies extra: String = "") async -> WebResponse {
        await SiteTests.respond(
            from: site, .get, target, headers: ["Host": host, "Cookie": cookie + (extra.isEmpty ? "" : "; " + extra)])
    }

    func post(_ target: String, _ fields: [(String, String)], cookies extra: String = "") async -> WebResponse {
        let form = fields.map { "\($0.0)=\(FormEncoding.encode($0.1))" }.joined(separator: "&")
        return await SiteTests.respond(
            from: site, .post, target,
            headers: [
                "Host": host, "Cookie": cookie + (extra.isEmpty ? "" : "; " + extra), "Origin": "http://\(host)",
                "Sec-Fetch-Site": "same-origin",
            ], body: Data(form.utf8))
    }

    func text(_ response: WebResponse) -> String { String(decoding: response.body, as: UTF8.self) }

    func titles(_ root: URL) throws -> [String] {
        try Journal.open(at: root).reader.entries().map(\.title).sorted()
    }

    @Test func everyPageNamesItsJournalAndAFormSavesWhereItsPageWas() async throws {
        let first = text(await get("/"))
        #expect(first.contains("<summary class=\"journal-name\" id=\"journal-name\""))
        #expect(first.contains(">home</summary>") && first.contains("<a href=\"/journal/work\""))

        let pick = await get("/journal/work")
        #expect(pick.status == 303 && pick.header("Location") == "/")
        let choice = try #require(pick.header("Set-Cookie")?.split(separator: ";").first.map(String.init))
        #expect(choice == "ilgi-\(port)-journal=work")
        let inWork = text(await get("/new", cookies: choice))
        #expect(inWork.contains(">work</summary>") && inWork.contains("<title>New entry · work · ilgi</title>"))
        #expect(inWork.contains("<input type=\"hidden\" name=\"journal\" value=\"work\">"))
        #expect(await get("/journal/elsewhere").status == 404)

        // A page made in 'home', saved after another tab picked 'work': it goes to 'home'.
        let saved = await post(
            "/save", [("journal", "home"), ("title", "Kitchen"), ("body", "Soup.")], cookies: choice)
        #expect(saved.status == 303)
        #expect(try titles(home) == ["Kitchen"])
        #expect(try titles(work).isEmpty)
        #expect(await post("/save", [("title", "Desk"), ("body", "Forms.")], cookies: choice).status == 303)
        #expect(try titles(work) == ["Desk"], "without a journal field, the browser's pick")
    }

    @Test func aNewEntryOffersTheTemplatesAndTodaysPromptAndRefusesOneLeftAsItCame() async throws {
        let journal = try Journal.open(at: home)
        try journal.saveJournalFile(
            EntryTemplates.journalPath(of: "daily"), contents: "{{date}}\n\nGrateful for:\n",
            message: "Add template daily")
        let blank = text(await get("/new"))
        #expect(blank.contains("id=\"todays-prompt\"") && blank.contains("href=\"/new?template=daily\""))
        #expect(!blank.contains("name=\"scaffold\""))

        let day = CivilDay(Date(), timeZone: .current).description
        let started = text(await get("/new?template=daily"))
        #expect(started.contains("value=\"\(day)\"") && started.contains(">Grateful for:\n</textarea>"))
        let scaffold = SHA256.hex("\(day)\n\nGrateful for:\n")
        #expect(started.contains("name=\"scaffold\" value=\"\(scaffold)\""))
        #expect(await get("/new?template=nope").status == 404)

        let untouched = await post(
            "/save", [("title", day), ("body", "Grateful for:\n"), ("scaffold", scaffold), ("journal", "home")])
        #expect(untouched.status == 422 && text(untouched).contains("Left as the template made it"))
        #expect(try titles(home).isEmpty)
        let written = await post(
            "/save", [("title", day), ("body", "Grateful for:\nRain."), ("scaffold", scaffold), ("journal", "home")])
        #expect(written.status == 303)
        #expect(try titles(home) == [day])

        try Settings(journal: journal).set("template.default", to: "daily")
        #expect(text(await get("/new")).contains(">Grateful for:\n</textarea>"), "the journal's default template")
        #expect(!text(await get("/new?template=")).contains("Grateful for:"), "Blank")
        let prompt = WritingPrompts(journal: home).prompt(on: CivilDay(Date(), timeZone: .current)).text(in: .english)
        #expect(text(await get("/new?prompt=1")).contains("value=\"\(Self.escaped(prompt))\""))
    }

    @Test func theFieldsPickerSetsChangesAndKeepsWhatItDoesNotOffer() async throws {
        let journal = try Journal.open(at: home)
        var fields = JournalFields()
        fields.set(FieldDefinition(name: "mood", kind: .scale(lower: 1, upper: 5)))
        fields.set(FieldDefinition(name: "energy", kind: .choice(["low", "ok", "high"])))
        try journal.saveJournalFile(JournalFields.file, contents: fields.rendered, message: "Add fields")
        #expect(text(await get("/new")).contains("name=\"field.mood\" value=\"5\""))

        let saved = await post(
            "/save",
            [
                ("journal", "home"), ("title", "Sea"), ("body", "Waves."), ("field.mood", "5"), ("was.mood", ""),
                ("field.energy", ""), ("was.energy", ""), ("field.location", "Busan"), ("was.location", ""),
            ])
        #expect(saved.status == 303)
        let entry = try #require(try Journal.open(at: home).reader.entries().first)
        #expect(entry.document.trailer("Mood") == "5" && entry.document.trailer("Location") == "Busan")
        #expect(entry.document.trailer("Energy") == nil)
        let page = text(await get("/entry/\(entry.id.uuid)"))
        #expect(page.contains("📍 Busan</span> · <span class=\"field\">Mood 5</span>"), "\(page)")

        let bad = await post("/save", [("journal", "home"), ("title", "x"), ("field.mood", "9"), ("was.mood", "")])
        #expect(bad.status == 400 && text(bad).contains("Mood does not take &#39;9&#39;"))

        // The scale narrowed since: the stored 5 is still offered, and a save that leaves it keeps it.
        fields.set(FieldDefinition(name: "mood", kind: .scale(lower: 1, upper: 3)))
        try journal.saveJournalFile(JournalFields.file, contents: fields.rendered, message: "Narrow mood")
        let edit = text(await get("/entry/\(entry.id.uuid)/edit"))
        #expect(edit.contains("name=\"field.mood\" value=\"5\" checked"), "\(edit)")
        let current = try String(contentsOf: home.appendingPathComponent(entry.path), encoding: .utf8)
        let edited = await post(
            "/save",
            [
                ("journal", "home"), ("id", entry.id.uuid), ("base", SHA256.hex(current)), ("title", "Sea"),
                ("body", "Waves, then sun."), ("field.mood", "5"), ("was.mood", "5"), ("field.energy", "high"),
                ("was.energy", ""), ("field.location", ""), ("was.location", "Busan"),
            ])
        #expect(edited.status == 303)
        let after = try #require(try Journal.open(at: home).reader.entries().first)
        #expect(after.document.trailer("Mood") == "5" && after.document.trailer("Energy") == "high")
        #expect(after.document.trailer("Location") == nil && after.body == "Waves, then sun.")
    }

    @Test func theFieldsPageChartsEachFieldWithoutAnythingFromElsewhere() async throws {
        let journal = try Journal.open(at: home)
        #expect(!text(await get("/")).contains("href=\"/fields\""), "no fields, no place in the bar")
        var fields = JournalFields()
        fields.set(FieldDefinition(name: "mood", kind: .scale(lower: 1, upper: 5)))
        fields.set(FieldDefinition(name: "place", kind: .text))
        try journal.saveJournalFile(JournalFields.file, contents: fields.rendered, message: "Add fields")
        for (title, mood) in [("Sea", "5"), ("Desk", "1"), ("Park", "4")] {
            _ = try journal.create(text: "\(title)\n\nx\n", trailers: [Trailer(key: "Mood", value: mood)])
        }
        #expect(text(await get("/")).contains("href=\"/fields\""))
        let page = text(await get("/fields"))
        #expect(page.contains("id=\"field-chart-mood\"") && page.contains("3 entries, average 3.3"))
        #expect(page.contains("<svg class=\"chart\"") && page.contains("class=\"chart-bar\""))
        #expect(page.contains("id=\"field-chart-place\"") && page.contains("No entry has a value of Place yet."))
        #expect(!page.contains("http://") || !page.contains("src=\"http"), "nothing loaded from elsewhere")
        #expect(!page.contains("style="), "no inline style: the policy would refuse it")
    }

    static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "'", with: "&#39;")
            .replacingOccurrences(of: "\"", with: "&quot;")
    }
}
