import Foundation
import IlgiCore

/// Writing: a new entry or an edit, with the draft kept as it is typed and one commit on save.
enum Editor {
    /// What the editor holds.
    struct Text {
        var title: String
        var body: String

        /// The draft file's form: title, blank line, body.
        var draft: String { title + "\n\n" + body }

        init(title: String, body: String) {
            self.title = Text.clean(title).replacingOccurrences(of: "\n", with: " ")
            self.body = Text.clean(body)
        }

        init(draft: String) {
            let lines = draft.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false)
            var rest = lines.count > 1 ? String(lines[1]) : ""
            if rest.hasPrefix("\n") { rest.removeFirst() }
            self.init(title: String(lines.first ?? ""), body: rest)
        }

        /// Browsers send form text with CRLF line ends.
        static func clean(_ text: String) -> String {
            text.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\n")
        }

        var isEmpty: Bool { title.allSatisfy(\.isWhitespace) && body.allSatisfy(\.isWhitespace) }
    }

    /// A notice above the editor.
    enum Notice {
        /// `newer`: the SHA-256 of the version the save was refused for, which an explicit
        /// Replace may overwrite (and nothing newer than it).
        case none, draftRestored, empty, changedElsewhere(EntryID, newer: String)
    }

    static func show(_ context: PageContext, id: String?) async throws -> WebResponse {
        guard let id else {
            let draft = context.site.drafts.browserDraft(of: nil)
            let kept = draft.flatMap { try? $0.text() }
            return await page(
                context, entry: nil, text: kept.map { Text(draft: $0) } ?? Text(title: "", body: ""), base: nil,
                notice: kept == nil ? .none : .draftRestored)
        }
        guard let entry = try await EntryPages.present(context, id: id) else { throw PageFailure.entryNotFound }
        let current = try await fileText(context, entry)
        // Text the command line kept for this entry (a failed editor, a refused save) is named,
        // with the way to it: the two never pass each other silently.
        let elsewhere = context.site.drafts.drafts(of: entry.id).filter { $0.origin == .editor }.map(\.name)
        if let draft = context.site.drafts.browserDraft(of: entry.id), let kept = try? draft.text() {
            return await page(
                context, entry: entry, text: Text(draft: kept), base: draft.baseHash ?? SHA256.hex(current),
                notice: .draftRestored, commandLineDrafts: elsewhere)
        }
        return await page(
            context, entry: entry, text: Text(title: entry.title, body: entry.body), base: SHA256.hex(current),
            notice: .none,
            commandLineDrafts: elsewhere)
    }

    static func fileText(_ context: PageContext, _ entry: Entry) async throws -> String {
        try await context.journal.run { journal in
            String(decoding: try Data(contentsOf: journal.root.appendingPathComponent(entry.path)), as: UTF8.self)
        }
    }

    static func page(
        _ context: PageContext, entry: Entry?, text: Text, base: String?, notice: Notice, status: Int = 200,
        commandLineDrafts: [String] = []
    ) async -> WebResponse {
        var notices: [[String: Any]] = []
        if !commandLineDrafts.isEmpty {
            notices.append(["id": "cli-draft", "text": context.t(ServerText.commandLineDraft(commandLineDrafts))])
        }
        // After a refusal, overwriting the newer version is a choice of its own, never a second
        // click on Save: the page still holds the version it started from, so Save is refused
        // again, and Replace names the one version it may overwrite.
        var replace: String?
        switch notice {
        case .none: break
        case .draftRestored: notices.append(["id": "draft-restored", "text": context.t(ServerText.draftRestored)])
        case .empty:
            notices.append(["id": "empty-refused", "error": true, "text": context.t(ServerText.emptyNotSaved)])
        case .changedElsewhere(let id, let newer):
            notices.append([
                "id": "save-refused", "error": true, "text": context.t(ServerText.changedWhileEditing),
                "link": ["path": "/entry/\(id.uuid)", "text": context.t(ServerText.seeNewerVersion)],
            ])
            replace = newer
        }
        let view: [String: Any] = [
            "notices": notices, "key": entry?.id.uuid ?? "new", "id": entry?.id.uuid ?? "", "base": base ?? "",
            "title": text.title, "body": text.body, "replace": shown(replace),
            "cancel": entry.map { "/entry/\($0.id.uuid)" } ?? "/",
            "t": context.words([
                "titlePlaceholder": ServerText.titlePlaceholder, "bodyPlaceholder": ServerText.bodyPlaceholder,
                "save": ServerText.save, "replaceNewerVersion": ServerText.replaceNewerVersion,
                "cancel": ServerText.cancel,
            ]),
        ]
        let title = context.t(entry == nil ? ServerText.newEntry : ServerText.editing)
        return await context.page(title, Templates.render("editor", view), live: .notice, status: status)
    }

    static let template = """
        {{#notices}}
        <p class="notice{{#error}} error{{/error}}" id="{{id}}">{{text}}{{#link}} <a href="{{path}}" target="_blank" rel="noopener">{{text}}</a>{{/link}}</p>
        {{/notices}}
        <form method="post" action="/save" id="editor" class="editor" data-key="{{key}}">
        <input type="hidden" name="id" value="{{id}}">
        <input type="hidden" name="base" value="{{base}}">
        <input type="text" name="title" id="title" value="{{title}}" placeholder="{{t.titlePlaceholder}}" autocomplete="off" aria-label="{{t.titlePlaceholder}}">
        <textarea name="body" id="body" placeholder="{{t.bodyPlaceholder}}" aria-label="{{t.bodyPlaceholder}}">{{body}}</textarea>
        <div class="editor-actions">
        <span class="status" id="draft-status" aria-live="polite"></span>
        <button type="submit" class="primary" id="save">{{t.save}}</button>
        {{#replace}}
        <button type="submit" name="replace" value="{{.}}" id="save-anyway">{{t.replaceNewerVersion}}</button>
        {{/replace}}
        </div>
        </form>
        <form method="post" action="/api/draft" id="discard" class="inline">
        <input type="hidden" name="key" value="{{key}}">
        <input type="hidden" name="discard" value="1">
        <input type="hidden" name="return" value="{{cancel}}">
        <button type="submit" class="link" id="cancel">{{t.cancel}}</button>
        </form>
        """

    /// Which entry a draft is for, as the page names it: `new`, or an entry's UUID.
    enum DraftKey {
        case newEntry
        case entry(EntryID)

        var entry: EntryID? {
            if case .entry(let id) = self { return id }
            return nil
        }
    }

    static func key(_ value: String?) -> DraftKey? {
        guard let value, !value.isEmpty, value != "new" else { return .newEntry }
        return EntryID(value).map { .entry($0) }
    }

    /// Keeps the editor's text as a draft (the page calls this every few seconds and when it
    /// closes), or forgets it (Cancel).
    static func keepDraft(_ context: PageContext) async throws -> WebResponse {
        let request = context.request
        guard let key = key(request.field("key")) else { throw PageFailure.notFound }
        if request.field("discard") == "1" {
            context.site.drafts.discardBrowserDraft(of: key.entry)
            let back = request.field("return") ?? "/"
            return .redirect(localPath(back))
        }
        let text = Text(title: request.field("title") ?? "", body: request.field("body") ?? "")
        try context.site.drafts.keepBrowserDraft(
            of: key.entry, text: text.isEmpty ? "" : text.draft, baseHash: request.field("base"))
        return WebResponse(status: 204)
    }

    /// Saves the editor's text: one commit through the journal. An empty text is refused; an
    /// edit of an entry that changed since the editor opened is refused and the text kept.
    static func save(_ context: PageContext) async throws -> WebResponse {
        let request = context.request
        let text = Text(title: request.field("title") ?? "", body: request.field("body") ?? "")
        let id = request.field("id").flatMap { $0.isEmpty ? nil : EntryID($0) }
        guard let id else {
            guard !text.isEmpty else {
                return await page(context, entry: nil, text: text, base: nil, notice: .empty, status: 422)
            }
            let rendered = EntryDocument(title: text.title, body: text.body).rendered()
            let outcome = try await context.journal.run { try $0.create(text: rendered) }
            context.site.drafts.discardBrowserDraft(of: nil)
            switch outcome {
            case .saved(let entry), .unchanged(let entry): return .redirect("/entry/\(entry.id.uuid)")
            case .empty: return await page(context, entry: nil, text: text, base: nil, notice: .empty, status: 422)
            }
        }
        guard let entry = try await EntryPages.present(context, id: id.uuid) else { throw PageFailure.entryNotFound }
        let base = request.field("base") ?? ""
        guard !text.isEmpty else {
            return await page(context, entry: entry, text: text, base: base, notice: .empty, status: 422)
        }
        let current = try await fileText(context, entry)
        func refuse() async throws -> WebResponse {
            // Keep the text and the version it started from; offer to replace the newer one.
            try context.site.drafts.keepBrowserDraft(of: entry.id, text: text.draft, baseHash: base)
            return await page(
                context, entry: entry, text: text, base: base,
                notice: .changedElsewhere(entry.id, newer: SHA256.hex(current)), status: 409)
        }
        // Replace overwrites exactly the version it was offered for; Save, the one it started from.
        let expected = request.field("replace").flatMap { $0.isEmpty ? nil : $0 } ?? base
        guard SHA256.hex(current) == expected else { return try await refuse() }
        var document = EntryDocument(parsing: current)
        document.setTitle(text.title)
        document.setBody(text.body)
        let rendered = document.rendered()
        let outcome: SaveOutcome
        do {
            outcome = try await context.journal.run { try $0.update(entry, text: rendered, original: current) }
        } catch IlgiError.entryChangedWhileEditing {
            return try await refuse()
        }
        switch outcome {
        case .saved, .unchanged:
            context.site.drafts.discardBrowserDraft(of: entry.id)
            return .redirect("/entry/\(entry.id.uuid)")
        case .empty:
            return await page(context, entry: entry, text: text, base: base, notice: .empty, status: 422)
        }
    }
}
