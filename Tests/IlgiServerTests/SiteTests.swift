import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import IlgiCore
import IlgiEntry
import IlgiServer
import IlgiTestSupport
import IlgiTransfer
import Testing

/// The site's router answered without a socket (HummingbirdTesting): the gate, the headers,
/// the pages' escaping.
@Suite struct SiteTests {
    let folder = TemporaryDirectory("ilgi-serve")
    let site: Site
    let port = 4321
    var host: String { "127.0.0.1:\(port)" }
    var cookie: String { "ilgi-\(port)=\(site.gate.token)" }

    init() throws {
        let journal = try Journal.open(at: folder.appending("journal"))
        site = Site(
            gate: Gatekeeper(token: "secret-token", listen: "127.0.0.1", port: port),
            journal: JournalAccess(root: journal.root), language: .english)
    }

    /// The site of a journal another suite opened.
    init(access: JournalAccess) {
        site = Site(
            gate: Gatekeeper(token: "secret-token", listen: "127.0.0.1", port: port), journal: access,
            language: .english)
    }

    /// `site`'s answer to one request.
    static func respond(
        from site: Site, _ method: HTTPRequest.Method, _ target: String, headers: [String: String],
        body: Data = Data()
    ) async -> WebResponse {
        let fields = HTTPFields(headers.map { HTTPField(name: HTTPField.Name($0.key)!, value: $0.value) })
        do {
            return try await Application(router: site.router()).test(.router) { client in
                let response = try await client.execute(
                    uri: target, method: method, headers: fields, body: ByteBuffer(bytes: body))
                return WebResponse(
                    status: Int(response.status.code),
                    headers: response.headers.map { ($0.name.rawName, $0.value) },
                    body: Data(response.body.readableBytesView))
            }
        } catch {
            Issue.record("\(method) \(target): \(error)")
            return WebResponse(status: 0)
        }
    }

    func respond(
        _ method: HTTPRequest.Method, _ target: String, headers: [String: String], body: Data = Data()
    ) async
        -> WebResponse
    {
        await SiteTests.respond(from: site, method, target, headers: headers, body: body)
    }

    func get(_ target: String, headers: [String: String]? = nil) async -> WebResponse {
        await respond(.get, target, headers: headers ?? ["Host": host, "Cookie": cookie])
    }

    func post(_ target: String, _ form: String, headers extra: [String: String] = [:]) async -> WebResponse {
        var headers = ["Host": host, "Cookie": cookie, "Origin": "http://\(host)", "Sec-Fetch-Site": "same-origin"]
        headers.merge(extra) { $1 }
        headers = headers.filter { !$0.value.isEmpty }
        return await respond(.post, target, headers: headers, body: Data(form.utf8))
    }

    func text(_ response: WebResponse) -> String { String(decoding: response.body, as: UTF8.self) }

    @Test func aRequestWithoutTheTokenIsRefused() async {
        #expect(await get("/", headers: ["Host": host]).status == 403)
        #expect(await get("/static/app.js", headers: ["Host": host]).status == 403)
        #expect(await get("/?token=guess", headers: ["Host": host]).status == 403)
        #expect(await get("/", headers: ["Host": host, "Cookie": "ilgi-\(port)=guess"]).status == 403)
    }

    @Test func theTokenInTheAddressBecomesACookieAndLeavesTheAddress() async {
        let response = await get("/calendar?year=2025&token=secret-token", headers: ["Host": host])
        #expect(response.status == 303)
        #expect(response.header("Location") == "/calendar?year=2025")
        let cookie = response.header("Set-Cookie") ?? ""
        #expect(cookie.hasPrefix("ilgi-4321=secret-token;"))
        #expect(cookie.contains("HttpOnly") && cookie.contains("SameSite=Strict"))
        #expect(await get("/").status == 200)
    }

    @Test func theTokenRedirectNeverLeadsToAnotherSite() async {
        for target in ["//evil.example/?token=secret-token", "/\\evil.example/?token=secret-token"] {
            let response = await get(target, headers: ["Host": host])
            #expect(response.header("Location") == "/", "\(target)")
        }
    }

    @Test func aForeignHostIsRefusedEvenWithTheToken() async {
        for name in ["evil.example:\(port)", "127.0.0.1:9", "localhost.evil.example:\(port)"] {
            #expect(await get("/", headers: ["Host": name, "Cookie": cookie]).status == 403, "\(name)")
        }
        #expect(await get("/", headers: ["Host": "localhost:\(port)", "Cookie": cookie]).status == 200)
        #expect(await get("/", headers: ["Cookie": cookie]).status == 403)
    }

    @Test func aCrossOriginWriteIsRefusedAndWritesNothing() async throws {
        let form = "title=forged&body=forged"
        #expect(await post("/save", form, headers: ["Origin": "http://evil.example"]).status == 403)
        #expect(await post("/save", form, headers: ["Origin": "null", "Sec-Fetch-Site": ""]).status == 403)
        #expect(await post("/save", form, headers: ["Origin": "null", "Sec-Fetch-Site": "same-site"]).status == 403)
        #expect(await post("/save", form, headers: ["Sec-Fetch-Site": "cross-site"]).status == 403)
        #expect(try Journal.open(at: folder.appending("journal")).reader.entries().isEmpty)
        #expect(await post("/save", form).status == 303)
        // Chromium's form post from our own page under Referrer-Policy: no-referrer.
        #expect(await post("/save", form, headers: ["Origin": "null", "Sec-Fetch-Site": "same-origin"]).status == 303)
        #expect(try Journal.open(at: folder.appending("journal")).reader.entries().count == 2)
    }

    @Test func everyResponseCarriesTheSecurityHeaders() async {
        for response in [
            await get("/"), await get("/nowhere"), await get("/", headers: ["Host": "evil:1"]),
            await get("/static/app.js"), await post("/save", "", headers: ["Origin": "http://evil"]),
        ] {
            #expect(response.header("Content-Security-Policy") == Gatekeeper.contentSecurityPolicy)
            #expect(response.header("X-Content-Type-Options") == "nosniff")
            #expect(response.header("Referrer-Policy") == "no-referrer")
        }
        #expect(Gatekeeper.contentSecurityPolicy.contains("script-src 'self';"))
        #expect(!Gatekeeper.contentSecurityPolicy.contains("unsafe"))
    }

    @Test func whatNoRouteAnswersIsTheSitesOwnNotFoundPage() async throws {
        let expected = [
            ("/nowhere", HTTPRequest.Method.get), ("/static/other.js", .get), ("/entry/x/share/pdf/more", .get),
            ("/", .post), ("/save", .get), ("/entry/0000/edit", .post),
        ]
        for (target, method) in expected {
            let headers = ["Host": host, "Cookie": cookie, "Origin": "http://\(host)", "Sec-Fetch-Site": "same-origin"]
            let response = await respond(method, target, headers: headers)
            #expect(response.status == 404, "\(method) \(target)")
            #expect(text(response).contains("<title>"), "\(method) \(target)")
            #expect(response.header("Content-Security-Policy") == Gatekeeper.contentSecurityPolicy)
        }
        let missing = await get("/entry/00000000-0000-4000-8000-000000000000")
        #expect(missing.status == 404)
        // HEAD answers every page GET answers, without its body.
        let head = await respond(.head, "/", headers: ["Host": host, "Cookie": cookie])
        #expect(head.status == 200)
        #expect(head.body.isEmpty)
        #expect(head.header("Content-Security-Policy") == Gatekeeper.contentSecurityPolicy)
    }

    @Test func aHugeEntryIsShownByItsFirstPartWithANotice() async throws {
        let journal = try Journal.open(at: folder.appending("journal"))
        _ = try journal.create(text: "Small\n\nwords\n")
        let path = "2026/11/0badc0de-0000-4000-8000-000000000abd.txt"
        let huge = Data("Enormous\n\n".utf8) + Data(repeating: UInt8(ascii: "a"), count: 12 << 20)
        try FileManager.default.createDirectory(
            at: journal.root.appendingPathComponent("2026/11"), withIntermediateDirectories: true)
        try huge.write(to: journal.root.appendingPathComponent(path))
        let page = await get("/entry/0badc0de-0000-4000-8000-000000000abd")
        #expect(page.status == 200)
        #expect(page.body.count < Journal.readLimit + (1 << 20), "the first part, not the 12 MiB")
        #expect(text(page).contains("id=\"shown-in-part\""), "the notice")
        #expect(text(page).contains(path), "where the rest is")
    }

    @Test func anEntrysLinksLeadToTheirEntriesAndItsPageListsTheEntriesLinkingHere() async throws {
        let journal = try Journal.open(at: folder.appending("journal"))
        guard case .saved(let walk) = try journal.create(text: "Evening walk\n\nBy the river.\n"),
            case .saved(let morning) = try journal.create(
                text: "Morning\n\nLike [[Evening walk]], [[\(walk.id.short)|<b>that</b> walk]] and [[Nope]].\n")
        else { throw CancellationError() }
        let page = text(await get("/entry/" + morning.id.uuid))
        #expect(page.contains("<a rel=\"noopener noreferrer\" href=\"/entry/\(walk.id.uuid)\">Evening walk</a>"))
        #expect(page.contains("href=\"/entry/\(walk.id.uuid)\">&lt;b&gt;that&lt;/b&gt; walk</a>"), "a label is text")
        #expect(page.contains("[[Nope]]"), "a broken link stays as written")
        let target = text(await get("/entry/" + walk.id.uuid))
        #expect(target.contains("<section class=\"backlinks\" id=\"backlinks\"><h2>Linked from</h2>"))
        #expect(target.contains("<a href=\"/entry/\(morning.id.uuid)\">Morning</a>"))
    }

    @Test func aPageShowsOnlyTheNoticesThatApply() async throws {
        let journal = try Journal.open(at: folder.appending("journal"))
        _ = try journal.create(text: "Title\n\nBody @tag\n")
        let plain = text(await get("/"))
        for notice in ["drafts-notice", "deleted-notice", "class=\"filters\"", "id=\"more\"", "class=\"empty\""] {
            #expect(!plain.contains(notice), "\(notice)")
        }
        let id = try journal.reader.entries()[0].id.uuid
        #expect(text(await get("/?deleted=\(id)")).contains("action=\"/entry/\(id)/restore\""))
        #expect(text(await get("/?tag=tag")).contains("class=\"filters\""))
        #expect(text(await get("/?tag=other")).contains("class=\"empty\""))
        let search = text(await get("/search"))
        #expect(!search.contains("result-count"))
        // Below the bar (whose live notice is hidden until the journal changes).
        func main(_ page: String) -> Substring { page.split(separator: "<main>").last ?? "" }
        let editor = main(text(await get("/entry/\(id)/edit")))
        #expect(!editor.contains("save-anyway") && !editor.contains("class=\"notice"))
        let entry = main(text(await get("/entry/\(id)")))
        #expect(!entry.contains("class=\"notice") && !entry.contains("class=\"weather\""))
    }

    @Test func pagesHaveNoInlineScriptOrHandlers() async throws {
        let journal = try Journal.open(at: folder.appending("journal"))
        _ = try journal.create(text: "Title\n\nBody @tag\n")
        let id = try journal.reader.entries()[0].id.uuid
        for path in [
            "/", "/new", "/entry/\(id)", "/entry/\(id)/edit", "/entry/\(id)/history", "/entry/\(id)/delete",
            "/search?q=body", "/tags", "/calendar", "/on-this-day",
        ] {
            let page = text(await get(path))
            #expect(!page.contains("<script>") && !page.contains(" onclick") && !page.contains(" onload"), "\(path)")
            #expect(page.contains("<script src=\"/static/app.js\" defer></script>"), "\(path)")
        }
    }

    @Test(arguments: ["<script>alert(1)</script>", "<img src=x onerror=alert(1)>", "\"><svg onload=alert(1)>"])
    func scriptInAnEntryOrAQueryIsShownAsText(payload: String) async throws {
        let journal = try Journal.open(at: folder.appending("journal"))
        _ = try journal.create(text: "\(payload)\n\n\(payload)\n[x](javascript:alert(1)) @t\(payload)\n")
        let id = try journal.reader.entries()[0].id.uuid
        let escaped = HTMLEscaping.escape(payload)
        for path in [
            "/", "/entry/\(id)", "/entry/\(id)/edit", "/search?q=" + FormEncoding.encode(payload),
            "/?tag=" + FormEncoding.encode(payload), "/search?tag=" + FormEncoding.encode(payload),
        ] {
            let page = text(await get(path))
            #expect(!page.contains(payload), "\(path)")
            #expect(!page.lowercased().contains("href=\"javascript:"), "\(path)")
            #expect(page.contains(escaped) || path.hasPrefix("/?tag"), "\(path)")
        }
    }

    @Test func anEmptyEntryIsNotSaved() async throws {
        let response = await post("/save", "title=+&body=%0D%0A")
        #expect(response.status == 422)
        #expect(text(response).contains("An empty entry is not saved"))
        #expect(try Journal.open(at: folder.appending("journal")).reader.entries().isEmpty)
    }

    /// Any two versions compare as `ilgi diff` does (one line diff, libgit2's): the changed
    /// line in a hunk, with three lines of context, not the whole entry.
    @Test func twoVersionsCompareInHunks() async throws {
        let journal = try Journal.open(at: folder.appending("journal"))
        let lines = (1...12).map { "line \($0)" }
        guard case .saved(let entry) = try journal.create(text: "Walk\n\n" + lines.joined(separator: "\n") + "\n")
        else { Issue.record(); return }
        var changed = lines
        changed[9] = "line ten, written again"
        _ = try journal.update(entry, text: "Walk\n\n" + changed.joined(separator: "\n") + "\n")
        let log = try CommandRunner.git(["log", "--format=%H", "--", "."], in: journal.root).stdout
        let commits = log.split(separator: "\n").map(String.init)
        try #require(commits.count == 2)
        let page = text(await get("/entry/\(entry.id.uuid)/compare?from=\(commits[1])&to=\(commits[0])"))
        #expect(page.contains("<span class=\"del\">-line 10</span>"))
        #expect(page.contains("<span class=\"add\">+line ten, written again</span>"))
        #expect(page.contains("<span class=\"hunk\">@@"))
        #expect(page.contains(" line 7</span>") && !page.contains(" line 3</span>"))
    }

    @Test func aSaveOverANewerVersionIsRefusedAndTheTextKept() async throws {
        let journal = try Journal.open(at: folder.appending("journal"))
        guard case .saved(let entry) = try journal.create(text: "Walk\n\nFirst text\n") else { Issue.record(); return }
        let editor = text(await get("/entry/\(entry.id.uuid)/edit"))
        let base = try #require(editor.firstMatch(of: /name="base" value="([0-9a-f]+)"/)?.1)
        _ = try journal.update(entry, text: "Walk\n\nChanged by the CLI\n")
        let response = await post("/save", "id=\(entry.id.uuid)&base=\(base)&title=Walk&body=Typed+in+the+page")
        #expect(response.status == 409)
        #expect(text(response).contains("Typed in the page"))
        #expect(try journal.reader.entry(matching: entry.id.uuid).body.contains("Changed by the CLI"))
        let draft = DraftStore(journal: journal).browserDraft(of: entry.id)
        #expect((try draft?.text())?.contains("Typed in the page") == true)
        // The command line names it, and restores it onto the entry, never as a copy.
        #expect(DraftStore(journal: journal).all().map(\.entryID) == [entry.id])

        // Issue 23: a second Save clobbered the newer version. It is refused again; replacing
        // it is a choice of its own, for exactly the version the page was refused for.
        let page = text(response)
        #expect(page.contains("name=\"base\" value=\"\(base)\""), "the page still holds the version it started from")
        let newer = try #require(page.firstMatch(of: /name="replace" value="([0-9a-f]+)"/)?.1)
        let again = await post("/save", "id=\(entry.id.uuid)&base=\(base)&title=Walk&body=Typed+in+the+page")
        #expect(again.status == 409)
        #expect(try journal.reader.entry(matching: entry.id.uuid).body.contains("Changed by the CLI"))
        let replaced = await post(
            "/save", "id=\(entry.id.uuid)&base=\(base)&replace=\(newer)&title=Walk&body=Typed+in+the+page")
        #expect(replaced.status == 303)
        #expect(try journal.reader.entry(matching: entry.id.uuid).body.contains("Typed in the page"))
        #expect(DraftStore(journal: journal).all().isEmpty)
    }

    /// Replace overwrites only the version it was offered for: one changed again meanwhile is
    /// refused like any other.
    @Test func replacingANewerVersionIsRefusedWhenItChangedAgain() async throws {
        let journal = try Journal.open(at: folder.appending("journal"))
        guard case .saved(let entry) = try journal.create(text: "Walk\n\nFirst text\n") else { Issue.record(); return }
        let editor = text(await get("/entry/\(entry.id.uuid)/edit"))
        let base = try #require(editor.firstMatch(of: /name="base" value="([0-9a-f]+)"/)?.1)
        _ = try journal.update(entry, text: "Walk\n\nChanged by the CLI\n")
        let refused = text(await post("/save", "id=\(entry.id.uuid)&base=\(base)&title=Walk&body=Mine"))
        let newer = try #require(refused.firstMatch(of: /name="replace" value="([0-9a-f]+)"/)?.1)
        _ = try journal.update(
            try journal.reader.entry(matching: entry.id.uuid), text: "Walk\n\nChanged again by a sync\n")
        let replaced = await post("/save", "id=\(entry.id.uuid)&base=\(base)&replace=\(newer)&title=Walk&body=Mine")
        #expect(replaced.status == 409)
        #expect(try journal.reader.entry(matching: entry.id.uuid).body.contains("Changed again by a sync"))
    }

    /// Issue 23: each side names a pending draft of the other. The edit page names text the
    /// command line kept for the entry.
    @Test func theEditPageNamesACommandLineDraftOfTheEntry() async throws {
        let journal = try Journal.open(at: folder.appending("journal"))
        guard case .saved(let entry) = try journal.create(text: "Walk\n\nFirst text\n") else { Issue.record(); return }
        let draft = try DraftStore(journal: journal).create(
            for: entry.id, base: try journal.entryFileText(entry), text: "Walk\n\nfrom vim\n")
        let page = text(await get("/entry/\(entry.id.uuid)/edit"))
        #expect(page.contains("id=\"cli-draft\""), "\(page)")
        #expect(page.contains("ilgi drafts restore \(draft.name)"), "\(page)")
    }

    @Test func theSyncButtonAppearsWithARemoteAndSaysWhatWentOut() async throws {
        #expect(!text(await get("/")).contains("id=\"sync-button\""))
        let journal = try Journal.open(at: folder.appending("journal"))
        _ = try journal.create(text: "To send\n\nBody\n")
        let remote = folder.appending("remote.git")
        try CommandRunner.git(["init", "--bare", "-b", "main", remote.path], in: folder.url)
        _ = try JournalSync(journal).addRemote(name: "origin", url: remote.path, relativeTo: folder.url)
        #expect(text(await get("/")).contains("id=\"sync-button\""))
        let response = await post("/sync", "")
        #expect(response.status == 200)
        let page = text(response)
        #expect(page.contains("Synced.") && page.contains("Went out") && page.contains("1 commit"), "\(page)")
        let log = try CommandRunner.git(["log", "--oneline", "main"], in: remote)
        #expect(log.stdout.contains("To send"))
    }

    /// Issue 37: a sync waiting on its remote holds no page up; a second press joins it.
    @Test func pagesAnswerWhileASyncWaitsOnTheRemoteAndASecondPressJoinsIt() async throws {
        let journal = try Journal.open(at: folder.appending("journal"))
        _ = try journal.create(text: "Still readable\n\nBody\n")
        // A git:// server that takes the connection and never answers (it writes its process
        // id, then sleeps): the sync blocks in its fetch until that process is killed.
        let connections = folder.appending("connections")
        let silent = try LoopbackListener(["/bin/sh", "-c", "echo $$ >> '\(connections.path)'; exec sleep 600"])
        _ = try JournalSync(journal).addRemote(
            name: "origin", url: "git://127.0.0.1:\(silent.port)/journal.git", relativeTo: folder.url)
        let syncs = site.journals[0].access.syncs

        async let pressed = post("/sync", "")
        while (try? String(contentsOf: connections, encoding: .utf8)) == nil { await Task.yield() }
        #expect(syncs.isRunning)
        let timeline = await get("/")
        #expect(timeline.status == 200)
        #expect(text(timeline).contains("Still readable"))
        #expect(text(timeline).contains(#"aria-busy="true""#) && text(timeline).contains("Syncing…"))
        #expect(await get("/search?q=readable").status == 200)

        async let again = post("/sync", "")
        while syncs.callersWaiting < 2 { await Task.yield() }
        let lines = (try? String(contentsOf: connections, encoding: .utf8)) ?? ""
        #expect(lines.split(separator: "\n").count == 1, "one sync, joined: \(lines)")
        for pid in lines.split(separator: "\n").compactMap({ Int32($0) }) { kill(pid, SIGKILL) }
        silent.stop()
        let (first, second) = await (pressed, again)
        #expect(first.status != 200 && second.status != 200, "the remote went away: both see that sync's failure")
        #expect(!syncs.isRunning)
        #expect(!text(await get("/")).contains(#"aria-busy="true""#))
    }

    /// Issue 36: a push that empties the journal asks first, in the browser too.
    @Test func aSyncThatWouldRemoveManyEntriesAsksFirst() async throws {
        let journal = try Journal.open(at: folder.appending("journal"))
        for number in 1...12 { _ = try journal.create(text: "Entry \(number)\n\nBody\n") }
        let remote = folder.appending("remote.git")
        try CommandRunner.git(["init", "--bare", "-b", "main", remote.path], in: folder.url)
        _ = try JournalSync(journal).addRemote(name: "origin", url: remote.path, relativeTo: folder.url)
        #expect(text(await post("/sync", "")).contains("Synced."))
        let clone = folder.appending("clone")
        try CommandRunner.git(["clone", "-q", remote.path, clone.path], in: folder.url)
        try CommandRunner.git(["rm", "-rq", "2026"], in: clone)
        try CommandRunner.git(["commit", "-qm", "Clean"], in: clone)
        try CommandRunner.git(["push", "-q", "origin", "main"], in: clone)

        let stopped = text(await post("/sync", ""))
        #expect(stopped.contains("Sync stopped") && stopped.contains("would remove 12 of this journal"), "\(stopped)")
        #expect(stopped.contains("name=\"confirm\" value=\"yes\""), "\(stopped)")
        #expect(try journal.reader.entryCount() == 12)
        let taken = text(await post("/sync", "confirm=yes"))
        #expect(taken.contains("Synced."), "\(taken)")
        #expect(try Journal.open(at: folder.appending("journal")).reader.entryCount() == 0)
    }

    @Test func anEntryIsSharedAsTextMarkdownOrADownloadedPage() async throws {
        let journal = try Journal.open(at: folder.appending("journal"))
        guard case .saved(let entry) = try journal.create(text: "Beach\n\nSunny *day*\n") else {
            Issue.record(); return
        }
        let base = "/entry/\(entry.id.uuid)/share/"
        #expect(text(await get(base + "text")).contains("Beach\n\nSunny *day*"))
        #expect(text(await get(base + "markdown")).hasPrefix("# Beach\n"))
        let page = await get(base + "html")
        #expect(page.header("Content-Disposition") == "attachment; filename=\"ilgi-\(entry.id.short).html\"")
        #expect(text(page).contains("<em>day</em>"))
        #expect(await get(base + "pdf").status == 404)
    }

    @Test func theLanguageComesFromTheSettingsElseTheBrowser() {
        #expect(Language.chosen(byEnvironment: ["ILGI_LANG": "ko", "LANG": "en_US.UTF-8"]) == .korean)
        #expect(Language.chosen(byEnvironment: ["LANG": "ko_KR.UTF-8"]) == .korean)
        #expect(Language.chosen(byEnvironment: ["LANG": "C.UTF-8"]) == nil)
        #expect(Language.chosen(byEnvironment: [:]) == nil)
    }

    @Test func aBrowserAskingForKoreanGetsKoreanPages() async throws {
        let journal = try Journal.open(at: folder.appending("journal"))
        let open = Site(
            gate: site.gate, journal: JournalAccess(root: journal.root), language: nil)
        let korean = await SiteTests.respond(
            from: open, .get, "/",
            headers: ["Host": host, "Cookie": cookie, "Accept-Language": "ko-KR,ko;q=0.9,en;q=0.8"])
        #expect(text(korean).contains("새 일기"))
        let english = await SiteTests.respond(
            from: open, .get, "/",
            headers: ["Host": host, "Cookie": cookie, "Accept-Language": "fr, en;q=0.5, ko;q=0.1"])
        #expect(text(english).contains("New entry"))
    }
}

/// Query values as a browser sends them.
enum FormEncoding {
    static func encode(_ text: String) -> String {
        text.addingPercentEncoding(
            withAllowedCharacters: CharacterSet(
                charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~")) ?? ""
    }
}
