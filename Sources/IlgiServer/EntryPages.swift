import Foundation
import IlgiCore

/// One entry: read it, its history, an older version, what changed, share it, delete it,
/// bring it back.
enum EntryPages {
    /// The entry in the journal, or nil when there is none by that id.
    static func present(_ context: PageContext, id: String) async throws -> Entry? {
        guard EntryID(id) != nil || id.count >= 4 else { throw PageFailure.entryNotFound }
        do {
            return try context.journal.reader().entry(matching: id)
        } catch IlgiError.entryNotFound {
            return nil
        }
    }

    /// Where an entry is, deleted ones included.
    static func locate(_ context: PageContext, id: String) async throws -> EntryLocation {
        do {
            return try await context.journal.run { try JournalHistory($0).locate(id) }
        } catch HistoryError.unknownEntry {
            throw PageFailure.entryNotFound
        }
    }

    /// What an article shows below its text: the entry's own buttons, or a restore form.
    enum Actions {
        /// Edit, copy, download, history, delete.
        case entry
        case restore(EntryID, at: String?, label: Localized)
    }

    static func show(_ context: PageContext, id: String) async throws -> WebResponse {
        guard let entry = try await present(context, id: id) else {
            let location = try await locate(context, id: id)
            guard let deletion = location.deletion else { throw PageFailure.entryNotFound }
            let html = context.render(
                "entry",
                [
                    "deletedNotice": context.t(ServerText.deletedEntry),
                    "article": article(
                        deletion.entry, context: context,
                        actions: .restore(location.id, at: nil, label: ServerText.restore)),
                ])
            return await context.page(deletion.entry.displayTitle, html)
        }
        var notice: [String: String]?
        switch context.request.parameter("restored") {
        case "1": notice = ["id": "restored-notice", "text": context.t(ServerText.restored)]
        case "0": notice = ["id": "", "text": context.t(ServerText.unchangedRestore)]
        default: break
        }
        let html = context.render(
            "entry",
            [
                "notice": shown(notice),
                "article": article(entry, context: context, actions: .entry),
            ])
        return await context.page(
            entry.displayTitle.isEmpty ? context.t(ServerText.untitled) : entry.displayTitle, html)
    }

    static let entryTemplate = """
        {{#deletedNotice}}
        <p class="notice" id="deleted-entry">{{.}}</p>
        {{/deletedNotice}}
        {{#notice}}
        <p class="notice"{{#id}} id="{{.}}"{{/id}}>{{text}}{{#code}} · <code>{{.}}</code>{{/code}}</p>
        {{/notice}}
        {{{article}}}
        """

    /// Title, date, weather, tags and the body rendered from Markdown with nothing able to run
    /// (the renderer `share --format html` uses).
    static func article(_ entry: Entry, context: PageContext, actions: Actions) -> String {
        let style = DateStyle(language: context.language)
        let title = entry.title.trimmingCharacters(in: .whitespaces)
        let body = entry.body.trimmingCharacters(in: .newlines)
        var view: [String: Any] = [
            "id": entry.id.uuid,
            "title": title.isEmpty ? context.t(ServerText.untitled) : title,
            "iso8601": entry.created.iso8601, "date": style.longDateTime(entry.created),
            "weather": shown(entry.weather.map { ["emoji": $0.emoji, "words": $0.words.text(in: context.language)] }),
            "isStarred": entry.isStarred,
            // The place, then the fields, as the entry holds them, as `ilgi show` prints them.
            "place": shown(entry.document.trailer(Trailer.location).flatMap { $0.isEmpty ? nil : $0 }),
            "fields": entry.document.fieldTrailers.map { ["key": $0.key, "value": $0.value] },
            "tags": entry.tags.map { ["name": $0, "link": "/" + FormData.query([("tag", $0)])] },
            // Markdown rendered by the renderer `share` uses, which lets nothing run.
            "body": body.isEmpty ? "" : MarkdownHTML.render(Photos.servedBody(body, id: entry.id)),
            "attach": Photos.attachAddress(of: entry.id),
            "photoDay": shown(
                Photos.thumbnail(of: entry) == nil ? nil : "/photos?on=" + entry.created.day),
            "t": context.words([
                "addPhotos": ServerText.addPhotos, "takePhoto": ServerText.takePhoto,
                "photosOfTheDay": ServerText.photosOfTheDay, "edit": ServerText.edit, "copyText": ServerText.copyText,
                "copyMarkdown": ServerText.copyMarkdown,
                "downloadHTML": ServerText.downloadHTML, "history": ServerText.history, "delete": ServerText.delete,
            ]),
        ]
        switch actions {
        case .entry:
            view["entryActions"] = true
        case .restore(let id, let commit, let label):
            view["restoreForm"] = restoreForm(id, at: commit, label: label, context: context)
        }
        return context.render("article", view)
    }

    static let articleTemplate = """
        <article class="entry-page" id="entry" data-id="{{id}}">
        <header>
        <h1 class="title">{{title}}</h1>
        <p class="meta"><time datetime="{{iso8601}}">{{date}}</time>{{#weather}} · <span class="weather">{{emoji}} {{words}}</span>{{/weather}}{{#isStarred}} · <span class="star">★</span>{{/isStarred}}</p>
        {{#place}}<p class="meta fields-line" id="entry-fields"><span class="place">📍 {{.}}</span>{{#fields}} · <span class="field">{{key}} {{value}}</span>{{/fields}}</p>{{/place}}
        {{^place}}{{^empty(fields)}}<p class="meta fields-line" id="entry-fields">{{#fields}}<span class="field">{{key}} {{value}}</span> {{/fields}}</p>{{/empty(fields)}}{{/place}}
        {{^empty(tags)}}
        <p class="tags">{{#tags}}<a class="tag" href="{{link}}">@{{name}}</a> {{/tags}}</p>
        {{/empty(tags)}}
        </header>
        <div class="body">{{{body}}}</div>
        {{#photoDay}}<p class="photo-day-link"><a href="{{.}}" id="photo-day">{{t.photosOfTheDay}}</a></p>{{/photoDay}}
        <div class="actions">{{#entryActions}}
        <a class="button primary" href="/entry/{{id}}/edit" id="edit">{{t.edit}}</a>
        {{> photoPicker}}
        <button type="button" data-copy="/entry/{{id}}/share/text" id="copy-text">{{t.copyText}}</button>
        <button type="button" data-copy="/entry/{{id}}/share/markdown" id="copy-markdown">{{t.copyMarkdown}}</button>
        <a class="button" href="/entry/{{id}}/share/html" download id="download">{{t.downloadHTML}}</a>
        <a class="button" href="/entry/{{id}}/history" id="history">{{t.history}}</a>
        <a class="button danger" href="/entry/{{id}}/delete" id="delete">{{t.delete}}</a>
        {{/entryActions}}{{#restoreForm}}{{{.}}} <a class="button" href="/entry/{{id}}/history">{{t.history}}</a>{{/restoreForm}}</div>
        </article>
        """

    static func restoreForm(_ id: EntryID, at commit: String?, label: Localized, context: PageContext) -> String {
        context.render(
            "restoreForm", ["id": id.uuid, "at": shown(commit), "label": context.t(label)])
    }

    static let restoreFormTemplate = """
        <form method="post" action="/entry/{{id}}/restore" class="inline">{{> journalField}}{{#at}}<input type="hidden" name="at" value="{{.}}">{{/at}}<button type="submit" class="restore">{{label}}</button></form>
        """

    static func history(_ context: PageContext, id: String) async throws -> WebResponse {
        let location = try await locate(context, id: id)
        let records = try await context.journal.run { try JournalHistory($0).log(of: location) }
        let style = DateStyle(language: context.language)
        let rows = records.enumerated().map { index, record -> [String: Any] in
            let canGoBack = record.action != .delete && (index > 0 || location.isDeleted)
            return [
                "action": context.t(ServerText.actionName(record.action)),
                "iso8601": record.date.iso8601, "date": style.longDateTime(record.date), "title": record.title,
                "commit": record.commit, "shortCommit": record.shortCommit,
                "canView": record.action != .delete, "canGoBack": canGoBack,
                "restoreForm": canGoBack
                    ? restoreForm(location.id, at: record.commit, label: ServerText.restore, context: context) : "",
            ]
        }
        // Any two versions side by side.
        let versions = records.filter { $0.action != .delete }
        func options(selected: String) -> [[String: Any]] {
            versions.map {
                [
                    "commit": $0.commit, "selected": $0.commit == selected,
                    "label": "\(style.longDateTime($0.date)) · \($0.shortCommit)",
                ]
            }
        }
        let view: [String: Any] = [
            "id": location.id.uuid, "rows": rows,
            "compare": shown(
                versions.count < 2
                    ? nil
                    : ["from": options(selected: versions[1].commit), "to": options(selected: versions[0].commit)]),
            "t": context.words([
                "history": ServerText.history, "backToEntry": ServerText.backToEntry, "since": ServerText.since,
                "until": ServerText.until, "compare": ServerText.compare, "view": ServerText.view,
                "compareWithNow": ServerText.compareWithNow,
            ]),
        ]
        return await context.page(context.t(ServerText.history), context.render("history", view))
    }

    static let historyTemplate = """
        <h1>{{t.history}}</h1>
        <p><a href="/entry/{{id}}">{{t.backToEntry}}</a></p>
        {{#compare}}
        <form method="get" action="/entry/{{id}}/compare" class="compare" id="compare">
        <label>{{t.since}} <select name="from">{{#from}}<option value="{{commit}}"{{#selected}} selected{{/selected}}>{{label}}</option>{{/from}}</select></label>
        <label>{{t.until}} <select name="to">{{#to}}<option value="{{commit}}"{{#selected}} selected{{/selected}}>{{label}}</option>{{/to}}</select></label>
        <button type="submit">{{t.compare}}</button>
        </form>
        {{/compare}}
        <ol class="versions" id="versions">{{#rows}}<li class="version"><span class="action">{{action}}</span><time datetime="{{iso8601}}">{{date}}</time><span class="title">{{title}}</span><code>{{shortCommit}}</code><span class="links">{{#canView}}<a href="/entry/{{id}}/version/{{commit}}">{{t.view}}</a>{{/canView}}{{#canGoBack}} <a href="/entry/{{id}}/diff?from={{commit}}">{{t.compareWithNow}}</a> {{{restoreForm}}}{{/canGoBack}}</span></li>{{/rows}}</ol>
        """

    static func version(_ context: PageContext, id: String, commit: String) async throws -> WebResponse {
        let location = try await locate(context, id: id)
        let version = try await context.journal.run { try JournalHistory($0).version(of: location, at: commit) }
        let style = DateStyle(language: context.language)
        let html = context.render(
            "entry",
            [
                "notice": [
                    "id": "",
                    "text": "\(context.t(ServerText.versionOf)) \(style.longDateTime(version.date))",
                    "code": version.shortCommit,
                ],
                "article": article(
                    version.entry, context: context,
                    actions: .restore(location.id, at: version.commit, label: ServerText.restoreThis)),
            ])
        return await context.page(version.entry.displayTitle, html)
    }

    /// A diff's lines, each with the class that colours it; none when nothing changed.
    static func diffPage(
        _ context: PageContext, id: EntryID, heading: String, commit: String?, meta: String?, diff: EntryDiff
    ) async -> WebResponse {
        let lines = diff.lines.map { line -> [String: String] in
            let kind: String =
                switch line.kind {
                case .addition: "add"
                case .deletion: "del"
                case .hunkHeader: "hunk"
                case .oldFile, .newFile: "file"
                case .context: "ctx"
                case .note: "note"
                }
            return ["kind": kind, "text": line.text]
        }
        let view: [String: Any] = [
            "id": id.uuid, "heading": heading, "commit": shown(commit), "meta": shown(meta), "lines": lines,
            "t": context.words(["history": ServerText.history, "noChanges": ServerText.noChanges]),
        ]
        return await context.page(heading, context.render("diff", view))
    }

    static let diffTemplate = """
        <h1>{{heading}}{{#commit}} <code>{{.}}</code>{{/commit}}</h1>
        {{#meta}}
        <p class="meta">{{.}}</p>
        {{/meta}}
        <p><a href="/entry/{{id}}/history">{{t.history}}</a></p>
        {{^empty(lines)}}<pre class="diff" id="diff">{{#lines}}<span class="{{kind}}">{{text}}</span>
        {{/lines}}</pre>{{/empty(lines)}}{{#empty(lines)}}<p class="empty">{{t.noChanges}}</p>{{/empty(lines)}}
        """

    static func diff(_ context: PageContext, id: String) async throws -> WebResponse {
        let location = try await locate(context, id: id)
        let from = context.request.parameter("from")
        let diff = try await context.journal.run { try JournalHistory($0).diff(location, from: from) }
        return await diffPage(
            context, id: location.id, heading: context.t(ServerText.compareWithNow), commit: diff.oldCommit ?? "",
            meta: nil, diff: diff)
    }

    /// What changed between any two versions.
    static func compare(_ context: PageContext, id: String) async throws -> WebResponse {
        let location = try await locate(context, id: id)
        guard let from = context.request.parameter("from"), let to = context.request.parameter("to") else {
            throw PageFailure.notFound
        }
        let (old, new, diff) = try await context.journal.run {
            try JournalHistory($0).compare(location, from: from, to: to)
        }
        let style = DateStyle(language: context.language)
        let meta =
            "\(style.longDateTime(old.date)) \(old.shortCommit) → \(style.longDateTime(new.date)) \(new.shortCommit)"
        return await diffPage(
            context, id: location.id, heading: context.t(ServerText.compare), commit: nil, meta: meta, diff: diff)
    }

    static func confirmDelete(_ context: PageContext, id: String) async throws -> WebResponse {
        guard let entry = try await present(context, id: id) else { throw PageFailure.entryNotFound }
        let style = DateStyle(language: context.language)
        let view: [String: Any] = [
            "id": entry.id.uuid, "row": EntryList.row(entry, style: style, context: context),
            "t": context.words([
                "confirmDelete": ServerText.confirmDelete, "confirmDeleteDetail": ServerText.confirmDeleteDetail,
                "delete": ServerText.delete, "cancel": ServerText.cancel,
            ]),
        ]
        return await context.page(
            context.t(ServerText.confirmDelete), context.render("confirmDelete", view), live: .off)
    }

    static let confirmDeleteTemplate = """
        <section class="confirm" id="confirm-delete">
        <h1>{{t.confirmDelete}}</h1>
        <ol class="entries">{{#row}}{{> entryRow}}{{/row}}</ol>
        <p>{{t.confirmDeleteDetail}}</p>
        <form method="post" action="/entry/{{id}}/delete" class="inline">
        {{> journalField}}
        <button type="submit" class="danger" id="confirm">{{t.delete}}</button>
        </form>
        <a class="button" href="/entry/{{id}}">{{t.cancel}}</a>
        </section>
        """

    static func delete(_ context: PageContext, id: String) async throws -> WebResponse {
        guard let entry = try await present(context, id: id) else { throw PageFailure.entryNotFound }
        try await context.journal.run { try $0.delete(entry) }
        try context.drafts().discardBrowserDraft(of: entry.id)
        return .redirect("/?deleted=\(entry.id.uuid)")
    }

    static func restore(_ context: PageContext, id: String) async throws -> WebResponse {
        let location = try await locate(context, id: id)
        let at = context.request.field("at").flatMap { $0.isEmpty ? nil : $0 }
        let outcome = try await context.journal.run { try JournalHistory($0).restore(location, at: at) }
        let changed: Bool
        switch outcome {
        case .restored: changed = true
        case .unchanged: changed = false
        }
        return .redirect("/entry/\(location.id.uuid)?restored=\(changed ? 1 : 0)")
    }

    static func share(_ context: PageContext, id: String, format: String) async throws -> WebResponse {
        guard let entry = try await present(context, id: id), let format = ShareFormat(rawValue: format) else {
            throw PageFailure.entryNotFound
        }
        let text = try EntryRenderer(dateStyle: DateStyle(language: context.language)).render(entry, as: format)
        switch format {
        case .html:
            var response = WebResponse.text(text, type: "text/html; charset=utf-8")
            response.headers.append(("Content-Disposition", "attachment; filename=\"ilgi-\(entry.id.short).html\""))
            return response
        case .json: return .text(text, type: "application/json")
        case .markdown: return .text(text, type: "text/markdown; charset=utf-8")
        case .text: return .text(text)
        }
    }
}
