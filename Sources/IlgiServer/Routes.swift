import Foundation
import HTTPTypes
import Hummingbird
import IlgiCore
import IlgiServeShared

/// Which page answers which request, as Hummingbird routes; every one passes the middleware
/// `Site.router()` puts in front (security headers, error pages, the gate). HEAD is answered
/// for every GET route. A path or method not listed here is the site's 404 page.
///
/// | GET | |
/// | --- | --- |
/// | `/` | the timeline (`?page=`, filters `tag`, `since`, `until`, `on`, `starred`) |
/// | `/entry/ID` | an entry; `/entry/ID/edit`, `/history`, `/version/COMMIT`, `/diff?from=COMMIT`, `/compare?from=A&to=B`, `/delete` (the confirmation) |
/// | `/entry/ID/share/text`, `…/markdown`, `…/html` | the entry as `ilgi share` writes it (the HTML as a download) |
/// | `/new` | the editor for a new entry (`?template=NAME`, `?prompt=1`: what it starts from) |
/// | `/search`, `/tags`, `/calendar?year=`, `/on-this-day` | finding entries |
/// | `/fields` | the journal's fields charted, as `ilgi stats --field` |
/// | `/review` | a year at a glance, as `ilgi review` (`?year=`) |
/// | `/photos` | the latest days' photos together (`?on=YYYY-MM-DD`: one day's) |
/// | `/entry/ID/assets/NAME` | one of the entry's photos or files |
/// | `/api/version` | what the journal is at now, for open pages to notice changes |
/// | `/journal/NAME` | picks the journal the pages show (a cookie), then the timeline |
/// | `/static/app.js`, `/static/style.css` | the page's script and style |
/// | `/manifest.webmanifest`, `/static/icon-192.png`, `…-512.png` | what installs the site on a home screen |
/// | `/pair?code=` | pairing a phone (`serve --pair`): the fingerprint and a button (POST `/pair`) |
///
/// POST: `/save`, `/api/draft`, `/entry/ID/delete`, `/entry/ID/restore`, `/entry/ID/attach`
/// (the body is a file), `/sync`.
///
/// `/mcp` (POST, DELETE; GET is 405) is the assistants' endpoint (`AssistantEndpoint`),
/// behind a bearer token rather than the pages' cookie.
extension Site {
    func addRoutes(to router: Router<SiteContext>) {
        router.get("/") { try await self.page($0, $1, Timeline.show) }
        router.get("/static/app.js") { _, _ in
            Response(WebResponse.text(Embedded.siteJS, type: "text/javascript; charset=utf-8"))
        }
        router.get("/static/style.css") { _, _ in
            Response(WebResponse.text(Embedded.siteCSS, type: "text/css; charset=utf-8"))
        }
        router.get("/favicon.ico") { _, _ in Response(status: .noContent) }
        router.get("/static/icon-192.png") { _, _ in
            Response(WebResponse(headers: [("Content-Type", "image/png")], body: AppIcon.png192))
        }
        router.get("/static/icon-512.png") { _, _ in
            Response(WebResponse(headers: [("Content-Type", "image/png")], body: AppIcon.png512))
        }
        router.get("/manifest.webmanifest") { _, context in
            let name = ServerText.appName.text(in: context.language)
            return Response(WebResponse.text(AppIcon.manifest(name: name), type: "application/manifest+json"))
        }
        router.get("/api/version") { request, _ in
            let version = await self.journal(for: request).access.version()
            return Response(WebResponse.text("{\"version\":\"\(version)\"}", type: "application/json"))
        }
        router.get("/journal/:name") { _, context in
            let name = try context.parameters.require("name")
            guard let journal = self.journals.first(where: { $0.name == name }) else { throw PageFailure.notFound }
            var response = WebResponse.redirect("/")
            response.headers.append(("Set-Cookie", self.journalCookie(journal)))
            return Response(response)
        }
        router.get("/new") { try await self.page($0, $1) { try await Editor.show($0, id: nil) } }
        router.get("/search") { try await self.page($0, $1, Finding.search) }
        router.get("/api/titles") { try await self.page($0, $1, EntryPages.titles) }
        router.get("/tags") { try await self.page($0, $1, Finding.tags) }
        router.get("/calendar") { try await self.page($0, $1, Finding.calendar) }
        router.get("/on-this-day") { try await self.page($0, $1, Finding.onThisDay) }
        router.get("/fields") { try await self.page($0, $1, FieldsPage.show) }
        router.get("/photos") { try await self.page($0, $1, Photos.days) }
        router.get("/review") { try await self.page($0, $1, ReviewPage.show) }

        let entry = router.group("entry/:id")
        entry.get { try await self.page($0, $1) { try await EntryPages.show($0, id: $1) } }
        entry.get("edit") { try await self.page($0, $1) { try await Editor.show($0, id: $1) } }
        entry.get("history") { try await self.page($0, $1) { try await EntryPages.history($0, id: $1) } }
        entry.get("version/:commit") { request, context in
            let commit = try context.parameters.require("commit")
            return try await self.page(request, context) { try await EntryPages.version($0, id: $1, commit: commit) }
        }
        entry.get("diff") { try await self.page($0, $1) { try await EntryPages.diff($0, id: $1) } }
        entry.get("compare") { try await self.page($0, $1) { try await EntryPages.compare($0, id: $1) } }
        entry.get("delete") { try await self.page($0, $1) { try await EntryPages.confirmDelete($0, id: $1) } }
        entry.get("share/:format") { request, context in
            let format = try context.parameters.require("format")
            return try await self.page(request, context) { try await EntryPages.share($0, id: $1, format: format) }
        }
        entry.get("assets/:name") { request, context in
            let name = try context.parameters.require("name")
            return try await self.page(request, context) { try await Photos.serve($0, id: $1, name: name) }
        }
        entry.post("attach") { try await self.page($0, $1) { try await Photos.upload($0, id: $1) } }
        entry.post("delete") { try await self.page($0, $1) { try await EntryPages.delete($0, id: $1) } }
        entry.post("restore") { try await self.page($0, $1) { try await EntryPages.restore($0, id: $1) } }

        router.post("/save") { try await self.page($0, $1, Editor.save) }
        router.post("/api/draft") { try await self.page($0, $1, Editor.keepDraft) }
        router.post("/sync") { try await self.page($0, $1, SyncPage.run) }
        for method in [HTTPRequest.Method.post, .get, .delete] {
            router.on(RouterPath(AssistantEndpoint.path), method: method) { request, context in
                guard let grant = context.assistantGrant else { throw PageFailure.notFound }
                return try await self.answerAssistant(request, context, grant: grant)
            }
        }
        router.get("/pair") { try await self.page($0, $1, PairingPage.show) }
        router.post("/pair") { request, context in
            try await self.page(request, context, PairingPage.pair)
        }
    }

    /// Answers with `page`, given the request as pages read it (its body collected, at most
    /// `WebServer.maxBody`).
    private func page(
        _ request: Request, _ context: SiteContext, _ page: @Sendable (PageContext) async throws -> WebResponse
    ) async throws -> Response {
        var request = request
        let body = Data(try await request.collectBody(upTo: WebServer.maxBody).readableBytesView)
        let form = request.form(body: body)
        let pageContext = PageContext(
            request: request, query: request.query, form: form, body: body, client: context.client,
            language: context.language, site: self, served: journal(for: request, form: form))
        return Response(try await page(pageContext))
    }

    /// `page` for a route under `/entry/ID`, with the entry's id.
    private func page(
        _ request: Request, _ context: SiteContext,
        _ page: @Sendable (PageContext, _ id: String) async throws -> WebResponse
    ) async throws -> Response {
        let id = try context.parameters.require("id")
        return try await self.page(request, context) { try await page($0, id) }
    }
}
