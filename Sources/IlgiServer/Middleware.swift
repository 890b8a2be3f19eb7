import Foundation
import HTTPTypes
import Hummingbird
import IlgiCore
import IlgiServeShared

/// Puts `Gatekeeper.securityHeaders` on every response, refusals and error pages included:
/// the outermost middleware.
struct SecurityHeadersMiddleware: RouterMiddleware {
    typealias Context = SiteContext

    func handle(
        _ request: Request, context: SiteContext, next: (Request, SiteContext) async throws -> Response
    ) async throws -> Response {
        var response = try await next(request, context)
        for (name, value) in Gatekeeper.securityHeaders {
            if let name = HTTPField.Name(name) { response.headers[name] = value }
        }
        return response
    }
}

/// Works out the request's language, once, for everything inside it (`SiteContext.language`),
/// and turns whatever a page or the router threw (a missing entry, a path nothing answers, a
/// body too large) into the site's own error page in that language.
struct ErrorPageMiddleware: RouterMiddleware {
    typealias Context = SiteContext
    let site: Site

    func handle(
        _ request: Request, context: SiteContext, next: (Request, SiteContext) async throws -> Response
    ) async throws -> Response {
        var context = context
        context.language = site.language(for: request)
        do {
            return try await next(request, context)
        } catch {
            return Response(Layout.errorPage(error, language: context.language))
        }
    }
}

/// The gate (`Gatekeeper`) in front of every route: a refusal (a `PageFailure`), the token's
/// redirect that sets the cookie, or on to the page.
struct GateMiddleware: RouterMiddleware {
    typealias Context = SiteContext
    let site: Site

    func handle(
        _ request: Request, context: SiteContext, next: (Request, SiteContext) async throws -> Response
    ) async throws -> Response {
        if request.uri.path == AssistantEndpoint.path { return try await admitAssistant(request, context, next: next) }
        switch site.gate.check(request) {
        case .pass:
            return try await next(request, context)
        case .setCookie(let location):
            var response = WebResponse.redirect(location)
            response.headers.append(("Set-Cookie", site.gate.cookie))
            return Response(response)
        case .refuse(let status, let reason):
            // Shown by ErrorPageMiddleware, as every page that cannot be shown.
            throw PageFailure(
                status: status, message: reason.message(noToken: .refusedToken), title: ServerText.appName)
        }
    }
}

extension GateMiddleware {
    /// `/mcp`'s gate: the grant goes on to the endpoint in the context; a refusal is a
    /// JSON-RPC error, as an assistant reads it, not a page.
    private func admitAssistant(
        _ request: Request, _ context: SiteContext, next: (Request, SiteContext) async throws -> Response
    ) async throws -> Response {
        switch site.gate.checkAssistant(request) {
        case .pass(let grant):
            var context = context
            context.assistantGrant = grant
            return try await next(request, context)
        case .refuse(let status, let reason):
            return AssistantEndpoint.failure(
                status, reason.message(noToken: .assistantTokenNeeded), context.language)
        }
    }
}

extension Gatekeeper.Reason {
    /// What a refusal says; without a token, `noToken` (the pages' words or an assistant's).
    func message(noToken: ServerText) -> ServerText {
        switch self {
        case .foreignHost: .refusedHost
        case .foreignOrigin: .refusedOrigin
        case .noToken: noToken
        }
    }
}

extension Response {
    /// A page's answer as Hummingbird sends it.
    init(_ answer: WebResponse) {
        var fields = HTTPFields()
        for (name, value) in answer.headers {
            if let name = HTTPField.Name(name) { fields.append(HTTPField(name: name, value: value)) }
        }
        self.init(
            status: HTTPResponse.Status(code: answer.status), headers: fields,
            body: ResponseBody(byteBuffer: ByteBuffer(bytes: answer.body)))
    }
}
