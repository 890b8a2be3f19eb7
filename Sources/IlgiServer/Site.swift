import Foundation
import IlgiCore

/// The whole web site: takes a request, checks it at the gate, routes it to a page, and puts
/// the security headers on whatever comes back. Knows nothing of the server library, so tests
/// call `respond` directly.
public struct Site: Sendable {
    public let gate: Gatekeeper
    public let journal: JournalAccess
    /// The language the user's settings name (`ILGI_LANG`, `LANG`…); nil lets each browser's
    /// `Accept-Language` decide.
    public let language: Language?
    /// The environment `ilgi serve` was started in, for a sync's credentials (the core reads
    /// none itself).
    public let environment: [String: String]
    /// The journal's drafts, the browser's among the command line's (`DraftOrigin.browser`).
    public let drafts: DraftStore

    public init(
        gate: Gatekeeper, journal: JournalAccess, stateDirectory: URL, language: Language?,
        environment: [String: String] = [:]
    ) {
        self.gate = gate
        self.environment = environment
        self.journal = journal
        self.language = language
        self.drafts = DraftStore(folder: stateDirectory.appendingPathComponent("drafts", isDirectory: true))
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

    public func respond(to request: WebRequest) async -> WebResponse {
        let language = self.language ?? Site.language(acceptLanguage: request.header("accept-language"))
        var response: WebResponse
        switch gate.check(request) {
        case .refuse(let status, let reason):
            let text: Localized =
                switch reason {
                case .foreignHost: ServerText.refusedHost
                case .foreignOrigin: ServerText.refusedOrigin
                case .noToken: ServerText.refusedToken
                }
            response = .html(
                Layout.bare(
                    title: ServerText.appName.text(in: language), message: text.text(in: language), language: language),
                status: status)
        case .setCookie(let location):
            response = .redirect(location)
            response.headers.append(("Set-Cookie", gate.cookie))
        case .pass:
            let context = PageContext(request: request, language: language, site: self)
            do {
                response = try await Router.route(context)
            } catch {
                response = context.errorPage(error)
            }
        }
        response.headers.append(contentsOf: Gatekeeper.securityHeaders)
        if request.method == "HEAD" { response.body = Data() }
        return response
    }
}

/// What a page needs to answer one request.
struct PageContext: Sendable {
    let request: WebRequest
    let language: Language
    let site: Site

    var journal: JournalAccess { site.journal }

    func t(_ text: Localized) -> String { text.text(in: language) }

    /// The page wrapped in the common frame.
    func page(_ title: String, _ content: String, live: Layout.Live = .reload, status: Int = 200) async -> WebResponse {
        let version = await journal.version()
        let canSync = (try? await journal.run { try !JournalSync($0).remotes().isEmpty }) ?? false
        return .html(
            Layout.page(title: title, content: content, context: self, version: version, live: live, canSync: canSync),
            status: status)
    }

    func errorPage(_ error: any Error) -> WebResponse {
        let message: String
        var status = 500
        if let failure = error as? PageFailure {
            status = failure.status
            message = t(failure.message)
        } else if let error = error as? any UserFacingError {
            message = error.message.text(in: language)
            if error.exitCode == 2 { status = 400 }
        } else {
            message = String(describing: error)
        }
        return .html(
            Layout.bare(title: t(ServerText.somethingWentWrong), message: message, language: language), status: status)
    }
}

/// A page that cannot be shown, and why.
struct PageFailure: Error {
    let status: Int
    let message: Localized

    static let notFound = PageFailure(status: 404, message: ServerText.notFound)
    static let entryNotFound = PageFailure(status: 404, message: ServerText.entryNotFound)
}

/// `h(text)`: text as HTML, never markup.
func h(_ text: some StringProtocol) -> String { HTMLEscaping.escape(text) }
