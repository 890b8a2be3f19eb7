import Foundation
import IlgiCatalog
import IlgiCore
import IlgiEntry
import IlgiServeShared
import IlgiStore

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
        case none, draftRestored, empty, untouched, changedElsewhere(EntryID, newer: String)
    }

    static func show(_ context: PageContext, id: String?) async throws -> WebResponse {
        guard let id else {
            let draft = try context.drafts().browserDraft(of: nil)
            if let kept = draft.flatMap({ try? $0.text() }) {
                return await page(context, entry: nil, text: Text(draft: kept), base: nil, notice: .draftRestored)
            }
            // Offered only while nothing is kept: a template never replaces text being written.
            let start = try await EditorStart.choose(context)
            return await page(context, entry: nil, text: start.text, base: nil, notice: .none, start: start)
        }
        guard let entry = try await EntryPages.present(context, id: id) else { throw PageFailure.entryNotFound }
        let current = try await fileText(context, entry)
        // Text the command line kept for this entry (a failed editor, a refused save) is named,
        // with the way to it: the two never pass each other silently.
        let elsewhere = try context.drafts().drafts(of: entry.id).filter { $0.origin == .editor }.map(\.name)
        if let draft = try context.drafts().browserDraft(of: entry.id), let kept = try? draft.text() {
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
            String(decoding: try journal.entryFileBytes(entry), as: UTF8.self)
        }
    }

    static func page(
        _ context: PageContext, entry: Entry?, text: Text, base: String?, notice: Notice, status: Int = 200,
        commandLineDrafts: [String] = [], start: EditorStart? = nil, scaffold: String? = nil
    ) async -> WebResponse {
        var notices: [View.Notice] = []
        if !commandLineDrafts.isEmpty {
            notices.append(
                View.Notice(id: "cli-draft", text: context.t(ServerText.commandLineDraft(commandLineDrafts))))
        }
        // After a refusal, overwriting the newer version is a choice of its own, never a second
        // click on Save: the page still holds the version it started from, so Save is refused
        // again, and Replace names the one version it may overwrite.
        var replace: String?
        switch notice {
        case .none: break
        case .draftRestored:
            notices.append(View.Notice(id: "draft-restored", text: context.t(ServerText.draftRestored)))
        case .empty:
            notices.append(View.Notice(id: "empty-refused", text: context.t(ServerText.emptyNotSaved), error: true))
        case .untouched:
            notices.append(
                View.Notice(id: "untouched-refused", text: context.t(ServerText.untouchedNotSaved), error: true))
        case .changedElsewhere(let id, let newer):
            notices.append(
                View.Notice(
                    id: "save-refused", text: context.t(ServerText.changedWhileEditing), error: true,
                    link: View.Link(path: "/entry/\(id.uuid)", text: context.t(ServerText.seeNewerVersion))))
            replace = newer
        }
        let picker = FieldPicker(
            fields: JournalFields(journal: context.journal.root), document: entry?.document ?? pending(context),
            stored: entry != nil)
        let view = View(
            notices: notices, key: entry?.id.uuid ?? "new", id: entry?.id.uuid ?? "", base: base ?? "",
            attach: entry.map { Photos.attachAddress(of: $0.id) } ?? "",
            title: text.title, body: text.body, replace: replace,
            cancel: entry.map { "/entry/\($0.id.uuid)" } ?? "/",
            starters: start.map { $0.view(context) }, picker: picker.view(context),
            // The scaffold's fingerprint: the same text back is "left as the template made it".
            scaffold: start.flatMap { $0.isScaffold ? SHA256.hex($0.text.draft) : nil } ?? scaffold,
            t: context.words([
                "titlePlaceholder": ServerText.titlePlaceholder, "bodyPlaceholder": ServerText.bodyPlaceholder,
                "save": ServerText.save, "replaceNewerVersion": ServerText.replaceNewerVersion,
                "cancel": ServerText.cancel, "todaysPrompt": ServerText.todaysPrompt,
                "writeAboutThis": ServerText.writeAboutThis, "templates": ServerText.templatesLabel,
                "noTemplate": ServerText.noTemplate, "fieldsAndPlace": ServerText.fieldsAndPlace,
                "place": ServerText.place, "addPhotos": ServerText.addPhotos, "takePhoto": ServerText.takePhoto,
            ]))
        let title = context.t(entry == nil ? ServerText.newEntry : ServerText.editing)
        return await context.page(title, context.render("editor", view), live: .notice, status: status)
    }

    /// `editor.mustache`: the form, with what is said above it.
    struct View {
        struct Link {
            let path: String
            let text: String
        }
        struct Notice {
            let id: String
            let text: String
            var error = false
            var link: Link?
        }
        let notices: [Notice]
        /// The draft's key: `new`, or the entry's UUID.
        let key: String
        let id: String
        /// The fingerprint of the version the page started from.
        let base: String
        let attach: String
        let title: String
        let body: String
        /// The newer version a Replace button may overwrite, after a refused save.
        let replace: String?
        let cancel: String
        let starters: EditorStart.View?
        let picker: FieldPicker.View
        let scaffold: String?
        let t: [String: String]
    }

    /// The fields a refused save of a new entry had, shown again as they were sent.
    static func pending(_ context: PageContext) -> EntryDocument? {
        guard context.request.method == .post else { return nil }
        var document = EntryDocument(title: "", body: "")
        for (name, value) in context.form.pairs where name.hasPrefix("field.") && !value.isEmpty {
            let key = String(name.dropFirst("field.".count))
            document.setTrailer(
                key == FieldPicker.location ? Trailer.location : FieldDefinition.trailerKey(forName: key), value)
        }
        return document
    }

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
        guard let key = key(context.field("key")) else { throw PageFailure.notFound }
        if context.field("discard") == "1" {
            try context.drafts().discardBrowserDraft(of: key.entry)
            let back = context.field("return") ?? "/"
            return .redirect(localPath(back))
        }
        let text = Text(title: context.field("title") ?? "", body: context.field("body") ?? "")
        try context.drafts().keepBrowserDraft(
            of: key.entry, text: text.isEmpty ? "" : text.draft, baseHash: context.field("base"))
        return WebResponse(status: 204)
    }

    /// Saves the editor's text: one commit through the journal. An empty text is refused; an
    /// edit of an entry that changed since the editor opened is refused and the text kept.
    static func save(_ context: PageContext) async throws -> WebResponse {
        let text = Text(title: context.field("title") ?? "", body: context.field("body") ?? "")
        let id = context.field("id").flatMap { $0.isEmpty ? nil : EntryID($0) }
        let fields = JournalFields(journal: context.journal.root)
        let (changes, location) = try FieldPicker.changes(in: context.form, fields: fields)
        guard let id else {
            guard !text.isEmpty else {
                return await page(context, entry: nil, text: text, base: nil, notice: .empty, status: 422)
            }
            let scaffold = context.field("scaffold").flatMap { $0.isEmpty ? nil : $0 }
            if let scaffold, scaffold == SHA256.hex(text.draft), changes.isEmpty, location.map(\.isEmpty) != false {
                return await page(
                    context, entry: nil, text: text, base: nil, notice: .untouched, status: 422, scaffold: scaffold)
            }
            let rendered = EntryDocument(title: text.title, body: text.body).rendered()
            let trailers =
                changes.compactMap(\.trailer)
                + (location.flatMap { $0.isEmpty ? nil : [Trailer(key: Trailer.location, value: $0)] } ?? [])
            let outcome = try await context.journal.run { try $0.create(text: rendered, trailers: trailers) }
            try context.drafts().discardBrowserDraft(of: nil)
            switch outcome {
            case .saved(let entry), .unchanged(let entry): return .redirect("/entry/\(entry.id.uuid)")
            case .empty: return await page(context, entry: nil, text: text, base: nil, notice: .empty, status: 422)
            }
        }
        guard let entry = try await EntryPages.present(context, id: id.uuid) else { throw PageFailure.entryNotFound }
        let base = context.field("base") ?? ""
        guard !text.isEmpty else {
            return await page(context, entry: entry, text: text, base: base, notice: .empty, status: 422)
        }
        let current = try await fileText(context, entry)
        func refuse() async throws -> WebResponse {
            // Keep the text and the version it started from; offer to replace the newer one.
            try context.drafts().keepBrowserDraft(of: entry.id, text: text.draft, baseHash: base)
            return await page(
                context, entry: entry, text: text, base: base,
                notice: .changedElsewhere(entry.id, newer: SHA256.hex(current)), status: 409)
        }
        // Replace overwrites exactly the version it was offered for; Save, the one it started from.
        let expected = context.field("replace").flatMap { $0.isEmpty ? nil : $0 } ?? base
        guard SHA256.hex(current) == expected else { return try await refuse() }
        var document = EntryDocument(parsing: current)
        document.setTitle(text.title)
        document.setBody(text.body)
        document.apply(changes)
        if let location {
            if location.isEmpty {
                document.removeTrailer(Trailer.location)
            } else {
                document.setTrailer(Trailer.location, location)
            }
        }
        let rendered = document.rendered()
        let outcome: SaveOutcome
        do {
            outcome = try await context.journal.run { try $0.update(entry, text: rendered, original: current) }
        } catch IlgiError.entryChangedWhileEditing {
            return try await refuse()
        }
        switch outcome {
        case .saved, .unchanged:
            try context.drafts().discardBrowserDraft(of: entry.id)
            return .redirect("/entry/\(entry.id.uuid)")
        case .empty:
            return await page(context, entry: entry, text: text, base: base, notice: .empty, status: 422)
        }
    }
}
