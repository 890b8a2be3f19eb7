import Foundation
import Hummingbird
import IlgiCore
import IlgiEntry
import IlgiServeShared

/// A journal the site shows, by the name `ilgi journals` gives it.
public struct ServedJournal: Sendable {
    public let name: String
    public let access: JournalAccess
    public init(name: String, access: JournalAccess) {
        self.name = name
        self.access = access
    }

    /// Its drafts, the browser's among the command line's (`DraftOrigin.browser`), in its
    /// state folder, which the shared reader knows (a journal is not opened until it is
    /// chosen, nor opened again for each page).
    func drafts() throws -> DraftStore {
        DraftStore(folder: try access.reader().stateDirectory.appendingPathComponent("drafts", isDirectory: true))
    }
}

/// The whole web site: what it serves and to whom. `router()` makes it a Hummingbird router
/// (middleware for the gate, the error pages and the security headers; `Routes` for the
/// pages), which `WebServer` serves and the tests call without a socket.
public struct Site: Sendable {
    public let gate: Gatekeeper
    /// The journals it can show, the one it starts on first. A browser picks another at
    /// `/journal/NAME` (a cookie remembers it); a form names the journal it was made for, so a
    /// save never lands in the journal another tab switched to.
    public let journals: [ServedJournal]
    /// The language the user's settings name (`ILGI_LANG`, `LANG`…); nil lets each browser's
    /// `Accept-Language` decide.
    public let language: Language?
    /// The environment `ilgi serve` was started in, for a sync's credentials (the core reads
    /// none itself).
    public let environment: [String: String]

    /// The codes `--pair` issued; nil when the server pairs nothing.
    public let pairing: PairingCodes?
    /// The SHA-256 fingerprint of the certificate served over HTTPS, shown on the pairing page.
    public let fingerprint: String?
    /// The assistants' sessions at `/mcp`, on the first journal; nil where the site has none.
    public let assistants: AssistantSessions?
    /// ilgi's version, which `ilgi-helper mcp` tells an assistant.
    public let version: String

    public init(
        gate: Gatekeeper, journals: [ServedJournal], language: Language?, environment: [String: String] = [:],
        pairing: PairingCodes? = nil, fingerprint: String? = nil, assistants: AssistantSessions? = nil,
        version: String = "0"
    ) {
        precondition(!journals.isEmpty, "a site shows at least one journal")
        self.assistants = assistants
        self.version = version
        self.pairing = pairing
        self.fingerprint = fingerprint
        self.gate = gate
        self.environment = environment
        self.journals = journals
        self.language = language
    }

    /// A site showing one journal, named by its folder.
    public init(gate: Gatekeeper, journal: JournalAccess, language: Language?, environment: [String: String] = [:]) {
        self.init(
            gate: gate, journals: [ServedJournal(name: journal.root.lastPathComponent, access: journal)],
            language: language, environment: environment)
    }

    /// The cookie that remembers the journal a browser picked (beside the gate's, per port).
    var journalCookieName: String { gate.cookieName + "-journal" }

    /// The journal a request is for: the one its form names, else the browser's pick, else
    /// the first.
    func journal(for request: Request, form: EncodedFields = EncodedFields("")) -> ServedJournal {
        let named =
            (request.method == .post ? request.query.first("journal") ?? form.first("journal") : nil)
            ?? request.cookieValues[journalCookieName]?.removingPercentEncoding
        return named.flatMap { name in journals.first { $0.name == name } } ?? journals[0]
    }

    /// `Set-Cookie` for picking `journal`.
    func journalCookie(_ journal: ServedJournal) -> String {
        "\(journalCookieName)=\(FormData.encode(journal.name)); Path=/; HttpOnly; SameSite=Strict"
            + (gate.isSecure ? "; Secure" : "")
    }

    /// Korean or English from `Accept-Language`, by the browser's order of preference.
    static func language(acceptLanguage header: String?) -> Language {
        guard let header else { return .english }
        var choices: [(code: String, weight: Double, position: Int)] = []
        for (position, part) in header.split(separator: ",").enumerated() {
            let pieces = part.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
            guard let tag = pieces.first, !tag.isEmpty else { continue }
            var weight = 1.0
            for piece in pieces.dropFirst() where piece.hasPrefix("q=") { weight = Double(piece.dropFirst(2)) ?? 0 }
            let code = tag.prefix { $0.isLetter }.lowercased()
            if code == "ko" || code == "en" { choices.append((code, weight, position)) }
        }
        let best = choices.filter { $0.weight > 0 }.min { a, b in
            a.weight != b.weight ? a.weight > b.weight : a.position < b.position
        }
        return best?.code == "ko" ? .korean : .english
    }

    /// The language a request is answered in: the user's setting, else the browser's.
    func language(for request: Request) -> Language {
        language ?? Site.language(acceptLanguage: request.header("accept-language"))
    }

    /// The site as a Hummingbird router: the security headers outermost, so that every
    /// answer carries them; then the error pages; then the gate; then the pages (`Routes`).
    public func router() -> Router<SiteContext> {
        let router = Router(context: SiteContext.self, options: .autoGenerateHeadEndpoints)
        router.add(middleware: SecurityHeadersMiddleware())
        router.add(middleware: ErrorPageMiddleware(site: self))
        router.add(middleware: GateMiddleware(site: self))
        addRoutes(to: router)
        return router
    }
}

/// What a page needs to answer one request: the request, its query and form taken apart once,
/// its language and its journal.
struct PageContext: Sendable {
    let request: Request
    let query: EncodedFields
    /// The body's fields when it is a form, else none.
    let form: EncodedFields
    /// The body, collected (at most `WebServer.maxBody`).
    let body: Data
    /// The address the request came from (without its port); empty when unknown.
    let client: String
    let language: Language
    let site: Site
    /// The journal the request is for.
    let served: ServedJournal

    var journal: JournalAccess { served.access }

    /// The path and the query, its fields in their order: what a kept page is kept by. From
    /// the query taken apart once, not parsed again.
    var target: String {
        request.uri.path + "?"
            + query.pairs.map { FormData.encode($0.0) + "=" + FormData.encode($0.1) }.joined(separator: "&")
    }

    /// The first value of a query field.
    func parameter(_ name: String) -> String? { query.first(name) }

    /// The first value of a form field.
    func field(_ name: String) -> String? { form.first(name) }

    /// The journal's drafts.
    func drafts() throws -> DraftStore { try served.drafts() }

    func t(_ text: any LocalizedText) -> String { text.text(in: language) }

    /// The page wrapped in the common frame. `version`: the journal's, when the page knows it.
    func page(
        _ title: String, _ content: String, live: Layout.Live = .reload, status: Int = 200, version: String? = nil
    ) async -> WebResponse {
        let version = if let version { version } else { await journal.version() }
        let frame = await frame(at: version)
        return .html(
            Layout.page(title: title, content: content, context: self, version: version, live: live, frame: frame),
            status: status)
    }

    /// What the frame around a page shows now.
    func frame(at version: String) async -> Layout.Frame {
        let canSync = (try? journal.reader().hasRemotes()) ?? false
        return Layout.Frame(
            canSync: canSync, syncing: canSync && journal.syncs.isRunning,
            notices: canSync ? await syncNotices(at: version) : [],
            tracksFields: !JournalFields(journal: journal.root).definitions.isEmpty)
    }

    /// The page `make` makes of the catalog, in the frame: as kept in the journal's page cache
    /// while the journal stays at the version it was made at (`PageCache`), and so is the
    /// frame made around it while the frame shows the same. `above`: what goes before the
    /// page and changes without the journal changing (the timeline's drafts notice).
    func cachedPage(above: String = "", _ make: @escaping PageCache.Make) async throws -> WebResponse {
        let version = await journal.version()
        let key = PageCache.Key(request: target, language: language, day: Finding.todayStamp())
        let made = try await journal.pages.page(for: key, at: version, make: make)
        let frame = await frame(at: version)
        let html = journal.pages.framed(made, for: key, at: version, frame: frame, above: above) {
            Layout.page(
                title: made.title, content: above + made.content, context: self, version: version, live: .reload,
                frame: frame)
        }
        return .html(html)
    }

    /// What the background syncs left to say, as the command line says it: saves not sent
    /// while syncs fail, and conflict copies kept.
    func syncNotices(at version: String) async -> [String] {
        guard let state = try? journal.reader().stateDirectory else { return [] }
        let ledger = SyncLedger.read(stateDirectory: state)
        var notices: [String] = []
        if ledger.lastError != nil, let status = try? await journal.syncStatus(at: version, ledger: ledger),
            status.unsent > 0
        {
            let style = DateStyle(language: language)
            if let line = status.failureLine(time: style.moment) { notices.append(t(line)) }
        }
        if !ledger.unseenConflicts.isEmpty {
            notices.append(t(CoreText.conflictsKeptInBackground(ledger.unseenConflicts)))
        }
        return notices
    }
}

extension Layout {
    /// The page for what a page or the router threw: its own status and words when it has
    /// them (a `PageFailure`, a user's error, Hummingbird's 404 or 413), else 500.
    static func errorPage(_ error: any Error, language: Language) -> WebResponse {
        var message: String
        var status = 500
        var title: any LocalizedText = ServerText.somethingWentWrong
        if let failure = error as? PageFailure {
            status = failure.status
            message = failure.message.text(in: language)
            title = failure.title
        } else if let error = error as? any UserFacingError {
            message = error.message.text(in: language)
            if error.exitCode == 2 { status = 400 }
        } else if let error = error as? any HTTPResponseError {
            status = Int(error.status.code)
            message = error.status == .notFound ? ServerText.notFound.text(in: language) : error.status.reasonPhrase
        } else {
            message = String(describing: error)
        }
        return .html(
            Layout.bare(title: title.text(in: language), message: message, language: language),
            status: status)
    }
}

/// A page that cannot be shown, and why; the gate's refusals too.
struct PageFailure: Error {
    let status: Int
    let message: any LocalizedText
    /// The error page's heading.
    var title: any LocalizedText = ServerText.somethingWentWrong

    static let notFound = PageFailure(status: 404, message: ServerText.notFound)
    static let entryNotFound = PageFailure(status: 404, message: ServerText.entryNotFound)
}
