import Foundation
import IlgiCore

/// One entry: read it, its history, an older version, what changed, share it, delete it,
/// bring it back.
enum EntryPages {
    /// The entry in the journal, or nil when there is none by that id.
    static func present(_ context: PageContext, id: String) async throws -> Entry? {
        guard EntryID(id) != nil || id.count >= 4 else { throw PageFailure.entryNotFound }
        do {
            return try await context.journal.run { try $0.entry(matching: id) }
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

    static func show(_ context: PageContext, id: String) async throws -> WebResponse {
        guard let entry = try await present(context, id: id) else {
            let location = try await locate(context, id: id)
            guard let deletion = location.deletion else { throw PageFailure.entryNotFound }
            let html = """
                <p class="notice" id="deleted-entry">\(h(context.t(ServerText.deletedEntry)))</p>
                \(article(deletion.entry, context: context, actions: restoreForm(location.id, at: nil, label: ServerText.restore, context: context)
                    + " <a class=\"button\" href=\"/entry/\(location.id.uuid)/history\">\(h(context.t(ServerText.history)))</a>"))
                """
            return await context.page(deletion.entry.displayTitle, html)
        }
        var html = ""
        switch context.request.parameter("restored") {
        case "1": html += "<p class=\"notice\" id=\"restored-notice\">\(h(context.t(ServerText.restored)))</p>"
        case "0": html += "<p class=\"notice\">\(h(context.t(ServerText.unchangedRestore)))</p>"
        default: break
        }
        let base = "/entry/\(entry.id.uuid)"
        let t = context.t
        let actions = """
            <a class="button primary" href="\(base)/edit" id="edit">\(h(t(ServerText.edit)))</a>
            <button type="button" data-copy="\(base)/share/text" id="copy-text">\(h(t(ServerText.copyText)))</button>
            <button type="button" data-copy="\(base)/share/markdown" id="copy-markdown">\(h(t(ServerText.copyMarkdown)))</button>
            <a class="button" href="\(base)/share/html" download id="download">\(h(t(ServerText.downloadHTML)))</a>
            <a class="button" href="\(base)/history" id="history">\(h(t(ServerText.history)))</a>
            <a class="button danger" href="\(base)/delete" id="delete">\(h(t(ServerText.delete)))</a>
            """
        html += article(entry, context: context, actions: actions)
        return await context.page(
            entry.displayTitle.isEmpty ? context.t(ServerText.untitled) : entry.displayTitle, html)
    }

    /// Title, date, weather, tags and the body rendered from Markdown with nothing able to run
    /// (the renderer `share --format html` uses).
    static func article(_ entry: Entry, context: PageContext, actions: String) -> String {
        let style = DateStyle(language: context.language)
        let title = entry.title.trimmingCharacters(in: .whitespaces)
        var meta = "<time datetime=\"\(entry.created.iso8601)\">\(h(style.longDateTime(entry.created)))</time>"
        if let weather = entry.weather {
            meta += " · <span class=\"weather\">\(weather.emoji) \(h(weather.words.text(in: context.language)))</span>"
        }
        if entry.isStarred { meta += " · <span class=\"star\">★</span>" }
        let tags = entry.tags.map { "<a class=\"tag\" href=\"/\(FormData.query([("tag", $0)]))\">@\(h($0))</a>" }
        let body = entry.body.trimmingCharacters(in: .newlines)
        return """
            <article class="entry-page" id="entry" data-id="\(entry.id.uuid)">
            <header>
            <h1 class="title">\(h(title.isEmpty ? context.t(ServerText.untitled) : title))</h1>
            <p class="meta">\(meta)</p>
            \(tags.isEmpty ? "" : "<p class=\"tags\">" + tags.joined(separator: " ") + "</p>")
            </header>
            <div class="body">\(body.isEmpty ? "" : MarkdownHTML.render(body))</div>
            <div class="actions">\(actions)</div>
            </article>
            """
    }

    static func restoreForm(_ id: EntryID, at commit: String?, label: Localized, context: PageContext) -> String {
        let at = commit.map { "<input type=\"hidden\" name=\"at\" value=\"\(h($0))\">" } ?? ""
        return
            "<form method=\"post\" action=\"/entry/\(id.uuid)/restore\" class=\"inline\">\(at)<button type=\"submit\" class=\"restore\">\(h(context.t(label)))</button></form>"
    }

    static func history(_ context: PageContext, id: String) async throws -> WebResponse {
        let location = try await locate(context, id: id)
        let records = try await context.journal.run { try JournalHistory($0).log(of: location) }
        let style = DateStyle(language: context.language)
        let base = "/entry/\(location.id.uuid)"
        var rows = ""
        for (index, record) in records.enumerated() {
            let isDeletion = record.action == .delete
            var links: [String] = []
            if !isDeletion {
                links.append("<a href=\"\(base)/version/\(record.commit)\">\(h(context.t(ServerText.view)))</a>")
                if index > 0 || location.isDeleted {
                    links.append(
                        "<a href=\"\(base)/diff?from=\(record.commit)\">\(h(context.t(ServerText.compareWithNow)))</a>")
                    links.append(
                        restoreForm(location.id, at: record.commit, label: ServerText.restore, context: context))
                }
            }
            rows += """
                <li class="version"><span class="action">\(h(context.t(ServerText.actionName(record.action))))</span>\
                <time datetime="\(record.date.iso8601)">\(h(style.longDateTime(record.date)))</time>\
                <span class="title">\(h(record.title))</span><code>\(h(record.shortCommit))</code>\
                <span class="links">\(links.joined(separator: " "))</span></li>
                """
        }
        // Any two versions side by side.
        let versions = records.filter { $0.action != .delete }
        var compare = ""
        if versions.count >= 2 {
            func options(selected: String) -> String {
                versions.map {
                    "<option value=\"\($0.commit)\"\($0.commit == selected ? " selected" : "")>\(h(style.longDateTime($0.date))) · \(h($0.shortCommit))</option>"
                }.joined()
            }
            compare = """
                <form method="get" action="\(base)/compare" class="compare" id="compare">
                <label>\(h(context.t(ServerText.since))) <select name="from">\(options(selected: versions[1].commit))</select></label>
                <label>\(h(context.t(ServerText.until))) <select name="to">\(options(selected: versions[0].commit))</select></label>
                <button type="submit">\(h(context.t(ServerText.compare)))</button>
                </form>
                """
        }
        let html = """
            <h1>\(h(context.t(ServerText.history)))</h1>
            <p><a href="\(base)">\(h(context.t(ServerText.backToEntry)))</a></p>
            \(compare)
            <ol class="versions" id="versions">\(rows)</ol>
            """
        return await context.page(context.t(ServerText.history), html)
    }

    static func version(_ context: PageContext, id: String, commit: String) async throws -> WebResponse {
        let location = try await locate(context, id: id)
        let version = try await context.journal.run { try JournalHistory($0).version(of: location, at: commit) }
        let style = DateStyle(language: context.language)
        let html = """
            <p class="notice">\(h(context.t(ServerText.versionOf))) \(h(style.longDateTime(version.date))) · <code>\(h(version.shortCommit))</code></p>
            \(article(version.entry, context: context, actions: restoreForm(location.id, at: version.commit, label: ServerText.restoreThis, context: context)
                + " <a class=\"button\" href=\"/entry/\(location.id.uuid)/history\">\(h(context.t(ServerText.history)))</a>"))
            """
        return await context.page(version.entry.displayTitle, html)
    }

    static func diff(_ context: PageContext, id: String) async throws -> WebResponse {
        let location = try await locate(context, id: id)
        let from = context.request.parameter("from")
        let diff = try await context.journal.run { try JournalHistory($0).diff(location, from: from) }
        var lines = ""
        for line in diff.lines {
            let kind: String =
                switch line.kind {
                case .addition: "add"
                case .deletion: "del"
                case .hunkHeader: "hunk"
                case .oldFile, .newFile: "file"
                case .context: "ctx"
                case .note: "note"
                }
            lines += "<span class=\"\(kind)\">\(h(line.text))</span>\n"
        }
        let html = """
            <h1>\(h(context.t(ServerText.compareWithNow))) <code>\(h(diff.oldCommit ?? ""))</code></h1>
            <p><a href="/entry/\(location.id.uuid)/history">\(h(context.t(ServerText.history)))</a></p>
            \(diff.isEmpty ? "<p class=\"empty\">\(h(context.t(ServerText.noChanges)))</p>" : "<pre class=\"diff\" id=\"diff\">\(lines)</pre>")
            """
        return await context.page(context.t(ServerText.history), html)
    }

    /// What changed between any two versions.
    static func compare(_ context: PageContext, id: String) async throws -> WebResponse {
        let location = try await locate(context, id: id)
        guard let from = context.request.parameter("from"), let to = context.request.parameter("to") else {
            throw PageFailure.notFound
        }
        let (old, new) = try await context.journal.run {
            (
                try JournalHistory($0).version(of: location, at: from),
                try JournalHistory($0).version(of: location, at: to)
            )
        }
        var lines = ""
        for line in LineDiff.lines(from: old.text, to: new.text) {
            switch line.kind {
            case .same: lines += "<span class=\"ctx\"> \(h(line.text))</span>\n"
            case .removed: lines += "<span class=\"del\">-\(h(line.text))</span>\n"
            case .added: lines += "<span class=\"add\">+\(h(line.text))</span>\n"
            }
        }
        let style = DateStyle(language: context.language)
        let html = """
            <h1>\(h(context.t(ServerText.compare)))</h1>
            <p class="meta">\(h(style.longDateTime(old.date))) <code>\(h(old.shortCommit))</code> → \(h(style.longDateTime(new.date))) <code>\(h(new.shortCommit))</code></p>
            <p><a href="/entry/\(location.id.uuid)/history">\(h(context.t(ServerText.history)))</a></p>
            \(old.text == new.text ? "<p class=\"empty\">\(h(context.t(ServerText.noChanges)))</p>" : "<pre class=\"diff\" id=\"diff\">\(lines)</pre>")
            """
        return await context.page(context.t(ServerText.compare), html)
    }

    static func confirmDelete(_ context: PageContext, id: String) async throws -> WebResponse {
        guard let entry = try await present(context, id: id) else { throw PageFailure.entryNotFound }
        let style = DateStyle(language: context.language)
        let html = """
            <section class="confirm" id="confirm-delete">
            <h1>\(h(context.t(ServerText.confirmDelete)))</h1>
            <ol class="entries">\(EntryList.row(entry, style: style, context: context))</ol>
            <p>\(h(context.t(ServerText.confirmDeleteDetail)))</p>
            <form method="post" action="/entry/\(entry.id.uuid)/delete" class="inline">
            <button type="submit" class="danger" id="confirm">\(h(context.t(ServerText.delete)))</button>
            </form>
            <a class="button" href="/entry/\(entry.id.uuid)">\(h(context.t(ServerText.cancel)))</a>
            </section>
            """
        return await context.page(context.t(ServerText.confirmDelete), html, live: .off)
    }

    static func delete(_ context: PageContext, id: String) async throws -> WebResponse {
        guard let entry = try await present(context, id: id) else { throw PageFailure.entryNotFound }
        try await context.journal.run { try $0.delete(entry) }
        context.site.drafts.discardBrowserDraft(of: entry.id)
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
