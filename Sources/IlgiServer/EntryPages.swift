import Foundation
import IlgiCatalog
import IlgiCore
import IlgiEntry
import IlgiServeShared
import IlgiStore
import IlgiTransfer

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
        case restore(EntryID, at: String?, label: ServerText)
    }

    static func show(_ context: PageContext, id: String) async throws -> WebResponse {
        guard let entry = try await present(context, id: id) else {
            let location = try await locate(context, id: id)
            guard let deletion = location.deletion else { throw PageFailure.entryNotFound }
            let view = EntryView(
                deletedNotice: context.t(ServerText.deletedEntry), notice: nil,
                article: article(
                    deletion.entry, context: context, actions: .restore(location.id, at: nil, label: ServerText.restore)
                ))
            return await context.page(deletion.entry.displayTitle, context.render("entry", view))
        }
        let notice: EntryView.Notice? =
            switch context.parameter("restored") {
            case "1": EntryView.Notice(id: "restored-notice", text: context.t(ServerText.restored))
            case "0": EntryView.Notice(id: nil, text: context.t(ServerText.unchangedRestore))
            default:
                // A file of hundreds of megabytes is shown by its first part (`Journal.readLimit`).
                entry.fileSizeWhenCut.map { size in
                    EntryView.Notice(
                        id: "shown-in-part",
                        text: context.t(ServerText.shownInPart(Journal.readLimit >> 20, size >> 20)),
                        code: entry.path)
                }
            }
        let html = context.render(
            "entry",
            EntryView(deletedNotice: nil, notice: notice, article: article(entry, context: context, actions: .entry)))
        return await context.page(
            entry.displayTitle.isEmpty ? context.t(ServerText.untitled) : entry.displayTitle, html)
    }

    /// Title, date, weather, tags and the body rendered from Markdown with nothing able to run
    /// (the renderer `share --format html` uses).
    static func article(_ entry: Entry, context: PageContext, actions: Actions) -> String {
        let style = DateStyle(language: context.language)
        let title = entry.title.trimmingCharacters(in: .whitespaces)
        let body = entry.body.trimmingCharacters(in: .newlines)
        // Links become links to their entries (a day's to that day's list); the entries that
        // link here are listed below the text, as `ilgi show` lists them.
        let reader = try? context.journal.reader()
        let links = (try? reader?.links(in: body)) ?? []
        let linkedBody = LinkedMarkdown.body(body, links: links) { resolved in
            if let target = resolved.target { return "/entry/" + target.id.uuid }
            if case .day(let day) = resolved.link.target, resolved.state == .resolved {
                return "/" + FormData.query([("on", day)])
            }
            return nil
        }
        let backlinks = ((try? reader?.backlinks(of: entry.id)) ?? []).map {
            ArticleView.Backlink(
                title: $0.title.isEmpty ? context.t(ServerText.untitled) : $0.title, link: "/entry/" + $0.id.uuid,
                date: style.longDate($0.created))
        }
        let restoreForm: String? =
            switch actions {
            case .entry: nil
            case .restore(let id, let commit, let label): restoreForm(id, at: commit, label: label, context: context)
            }
        let view = ArticleView(
            id: entry.id.uuid,
            title: title.isEmpty ? context.t(ServerText.untitled) : title,
            iso8601: entry.created.iso8601, date: style.longDateTime(entry.created),
            weather: entry.weather.map {
                ArticleView.Weather(emoji: $0.emoji, words: $0.words.text(in: context.language))
            },
            isStarred: entry.isStarred,
            // The place, then the fields, as the entry holds them, as `ilgi show` prints them.
            place: entry.document.trailer(Trailer.location).flatMap { $0.isEmpty ? nil : $0 },
            fields: entry.document.fieldTrailers.map { ArticleView.Field(key: $0.key, value: $0.value) },
            tags: entry.tags.map { ArticleView.Tag(name: $0, link: "/" + FormData.query([("tag", $0)])) },
            // Markdown rendered by the renderer `share` uses, which lets nothing run.
            body: body.isEmpty ? "" : MarkdownHTML.render(Photos.servedBody(linkedBody, id: entry.id)),
            backlinks: backlinks,
            attach: Photos.attachAddress(of: entry.id),
            photoDay: Photos.thumbnail(of: entry) == nil ? nil : "/photos?on=" + entry.created.day,
            entryActions: restoreForm == nil, restoreForm: restoreForm,
            t: context.words([
                "addPhotos": ServerText.addPhotos, "takePhoto": ServerText.takePhoto,
                "photosOfTheDay": ServerText.photosOfTheDay, "edit": ServerText.edit, "copyText": ServerText.copyText,
                "copyMarkdown": ServerText.copyMarkdown, "linkedFrom": ServerText.linkedFrom,
                "downloadHTML": ServerText.downloadHTML, "history": ServerText.history, "delete": ServerText.delete,
            ]))
        return context.render("article", view)
    }

    /// `/api/titles?q=TEXT`: the entries whose title holds TEXT (those it starts first, then the
    /// newest), each with the link ilgi writes to it: what the editor offers after `[[`.
    static func titles(_ context: PageContext) async throws -> WebResponse {
        let text = String((context.parameter("q") ?? "").prefix(200))
        let style = DateStyle(language: context.language)
        let found = try context.journal.reader().summaries(titleContaining: text, limit: 10)
        let answer = found.map { summary -> [String: String] in
            [
                "id": summary.id.uuid, "title": summary.title.isEmpty ? summary.id.short : summary.title,
                "date": style.longDate(summary.created),
                "link": EntryLinks.text(linkingTo: summary.id, title: summary.title),
            ]
        }
        let json = try JSONSerialization.data(withJSONObject: answer, options: [.sortedKeys])
        return WebResponse(status: 200, headers: [("Content-Type", "application/json")], body: json)
    }

    static func restoreForm(
        _ id: EntryID, at commit: String?, label: some LocalizedText, context: PageContext
    ) -> String {
        context.render("restoreForm", RestoreFormView(id: id.uuid, at: commit, label: context.t(label)))
    }

    static func history(_ context: PageContext, id: String) async throws -> WebResponse {
        let location = try await locate(context, id: id)
        let records = try await context.journal.run { try JournalHistory($0).log(of: location) }
        let style = DateStyle(language: context.language)
        let rows = records.enumerated().map { index, record in
            let canGoBack = record.action != .delete && (index > 0 || location.isDeleted)
            return HistoryView.Row(
                action: context.t(ServerText.actionName(record.action)),
                iso8601: record.date.iso8601, date: style.longDateTime(record.date), title: record.title,
                commit: record.commit, shortCommit: record.shortCommit,
                canView: record.action != .delete, canGoBack: canGoBack,
                restoreForm: canGoBack
                    ? restoreForm(location.id, at: record.commit, label: ServerText.restore, context: context) : "")
        }
        // Any two versions side by side.
        let versions = records.filter { $0.action != .delete }
        func options(selected: String) -> [HistoryView.Option] {
            versions.map {
                HistoryView.Option(
                    commit: $0.commit, selected: $0.commit == selected,
                    label: "\(style.longDateTime($0.date)) · \($0.shortCommit)")
            }
        }
        let view = HistoryView(
            id: location.id.uuid, rows: rows,
            compare: versions.count < 2
                ? nil
                : HistoryView.Compare(
                    from: options(selected: versions[1].commit), to: options(selected: versions[0].commit)),
            t: context.words([
                "history": ServerText.history, "backToEntry": ServerText.backToEntry, "since": ServerText.since,
                "until": ServerText.until, "compare": ServerText.compare, "view": ServerText.view,
                "compareWithNow": ServerText.compareWithNow,
            ]))
        return await context.page(context.t(ServerText.history), context.render("history", view))
    }

    static func version(_ context: PageContext, id: String, commit: String) async throws -> WebResponse {
        let location = try await locate(context, id: id)
        let version = try await context.journal.run { try JournalHistory($0).version(of: location, at: commit) }
        let style = DateStyle(language: context.language)
        let notice = EntryView.Notice(
            id: nil, text: "\(context.t(ServerText.versionOf)) \(style.longDateTime(version.date))",
            code: version.shortCommit)
        let html = context.render(
            "entry",
            EntryView(
                deletedNotice: nil, notice: notice,
                article: article(
                    version.entry, context: context,
                    actions: .restore(location.id, at: version.commit, label: ServerText.restoreThis))))
        return await context.page(version.entry.displayTitle, html)
    }

    /// A diff's lines, each with the class that colours it; none when nothing changed.
    static func diffPage(
        _ context: PageContext, id: EntryID, heading: String, commit: String?, meta: String?, diff: EntryDiff
    ) async -> WebResponse {
        let lines = diff.lines.map { line in
            let kind: String =
                switch line.kind {
                case .addition: "add"
                case .deletion: "del"
                case .hunkHeader: "hunk"
                case .oldFile, .newFile: "file"
                case .context: "ctx"
                case .note: "note"
                }
            return DiffView.Line(kind: kind, text: line.text)
        }
        let view = DiffView(
            id: id.uuid, heading: heading, commit: commit, meta: meta, lines: lines,
            t: context.words(["history": ServerText.history, "noChanges": ServerText.noChanges]))
        return await context.page(heading, context.render("diff", view))
    }

    static func diff(_ context: PageContext, id: String) async throws -> WebResponse {
        let location = try await locate(context, id: id)
        let from = context.parameter("from")
        let diff = try await context.journal.run { try JournalHistory($0).diff(location, from: from) }
        return await diffPage(
            context, id: location.id, heading: context.t(ServerText.compareWithNow), commit: diff.oldCommit ?? "",
            meta: nil, diff: diff)
    }

    /// What changed between any two versions.
    static func compare(_ context: PageContext, id: String) async throws -> WebResponse {
        let location = try await locate(context, id: id)
        guard let from = context.parameter("from"), let to = context.parameter("to") else {
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
        let view = ConfirmDeleteView(
            id: entry.id.uuid, row: EntryList.row(entry, style: style, context: context),
            t: context.words([
                "confirmDelete": ServerText.confirmDelete, "confirmDeleteDetail": ServerText.confirmDeleteDetail,
                "delete": ServerText.delete, "cancel": ServerText.cancel,
            ]))
        return await context.page(
            context.t(ServerText.confirmDelete), context.render("confirmDelete", view), live: .off)
    }

    static func delete(_ context: PageContext, id: String) async throws -> WebResponse {
        guard let entry = try await present(context, id: id) else { throw PageFailure.entryNotFound }
        try await context.journal.run { try $0.delete(entry) }
        try context.drafts().discardBrowserDraft(of: entry.id)
        return .redirect("/?deleted=\(entry.id.uuid)")
    }

    static func restore(_ context: PageContext, id: String) async throws -> WebResponse {
        let location = try await locate(context, id: id)
        let at = context.field("at").flatMap { $0.isEmpty ? nil : $0 }
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
