import Foundation
import IlgiCore

/// Which page answers which request.
///
/// | GET | |
/// | --- | --- |
/// | `/` | the timeline (`?page=`, filters `tag`, `since`, `until`, `on`, `starred`) |
/// | `/entry/ID` | an entry; `/entry/ID/edit`, `/history`, `/version/COMMIT`, `/diff?from=COMMIT`, `/compare?from=A&to=B`, `/delete` (the confirmation) |
/// | `/entry/ID/share/text`, `…/markdown`, `…/html` | the entry as `ilgi share` writes it (the HTML as a download) |
/// | `/new` | the editor for a new entry |
/// | `/search`, `/tags`, `/calendar?year=`, `/on-this-day` | finding entries |
/// | `/api/version` | what the journal is at now, for open pages to notice changes |
/// | `/static/app.js`, `/static/style.css` | the page's script and style |
///
/// POST: `/save`, `/api/draft`, `/entry/ID/delete`, `/entry/ID/restore`, `/sync`.
enum Router {
    static func route(_ context: PageContext) async throws -> WebResponse {
        let request = context.request
        let segments = request.segments
        let read = request.method == "GET" || request.method == "HEAD"
        switch (read, segments.first ?? "") {
        case (true, ""): return try await Timeline.show(context)
        case (true, "static"):
            switch segments.dropFirst().first {
            case "app.js": return .text(Assets.script, type: "text/javascript; charset=utf-8")
            case "style.css": return .text(Assets.styleSheet, type: "text/css; charset=utf-8")
            default: throw PageFailure.notFound
            }
        case (true, "favicon.ico"): return WebResponse(status: 204)
        case (true, "api") where segments.count == 2 && segments[1] == "version":
            let version = await context.journal.version()
            return .text("{\"version\":\"\(version)\"}", type: "application/json")
        case (true, "new"): return try await Editor.show(context, id: nil)
        case (true, "search"): return try await Finding.search(context)
        case (true, "tags"): return try await Finding.tags(context)
        case (true, "calendar"): return try await Finding.calendar(context)
        case (true, "on-this-day"): return try await Finding.onThisDay(context)
        case (_, "entry") where segments.count >= 2:
            let id = segments[1]
            let rest = Array(segments.dropFirst(2))
            switch (read, rest.first ?? "") {
            case (true, ""): return try await EntryPages.show(context, id: id)
            case (true, "edit"): return try await Editor.show(context, id: id)
            case (true, "history"): return try await EntryPages.history(context, id: id)
            case (true, "version") where rest.count == 2:
                return try await EntryPages.version(context, id: id, commit: rest[1])
            case (true, "diff"): return try await EntryPages.diff(context, id: id)
            case (true, "compare"): return try await EntryPages.compare(context, id: id)
            case (true, "delete"): return try await EntryPages.confirmDelete(context, id: id)
            case (true, "share") where rest.count == 2:
                return try await EntryPages.share(context, id: id, format: rest[1])
            case (false, "delete"): return try await EntryPages.delete(context, id: id)
            case (false, "restore"): return try await EntryPages.restore(context, id: id)
            default: throw PageFailure.notFound
            }
        case (false, "save"): return try await Editor.save(context)
        case (false, "api") where segments.count == 2 && segments[1] == "draft":
            return try await Editor.keepDraft(context)
        case (false, "sync"): return try await SyncPage.run(context)
        default: throw PageFailure.notFound
        }
    }
}
