import Foundation
import HTTPTypes
import Hummingbird
import IlgiCore

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

/// Turns whatever a page or the router threw (a missing entry, a path nothing answers, a body
/// too large) into the site's own error page, in the request's language.
struct ErrorPageMiddleware: RouterMiddleware {
    typealias Context = SiteContext
    let site: Site

    func handle(
        _ request: Request, context: SiteContext, next: (Request, SiteContext) async throws -> Response
    ) async throws -> Response {
        do {
            return try await next(request, context)
        } catch {
            let language = site.language(for: WebRequest(request))
            return Response(Layout.errorPage(error, language: language))
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
        let web = WebRequest(request)
        switch site.gate.check(web) {
        case .pass:
            return try await next(request, context)
        case .setCookie(let location):
            var response = WebResponse.redirect(location)
            response.headers.append(("Set-Cookie", site.gate.cookie))
            return Response(response)
        case .refuse(let status, let reason):
            // Shown by ErrorPageMiddleware, as every page that cannot be shown.
            let message: Localized =
                switch reason {
                case .foreignHost: ServerText.refusedHost
                case .foreignOrigin: ServerText.refusedOrigin
                case .noToken: ServerText.refusedToken
                }
            throw PageFailure(status: status, message: message, title: ServerText.appName)
        }
    }
}

extension WebRequest {
    /// The request as the gate and the pages read it; `body` once collected.
    init(_ request: Request, body: Data = Data()) {
        var headers: [String: String] = [:]
        for field in request.headers {
            let name = field.name.canonicalName
            headers[name] = headers[name].map { $0 + (name == "cookie" ? "; " : ", ") + field.value } ?? field.value
        }
        // HTTPTypes keeps an HTTP/1.1 `Host` as the request's authority, not among its fields.
        if headers["host"] == nil, let authority = request.head.authority { headers["host"] = authority }
        self.init(method: request.method.rawValue, target: request.uri.string, headers: headers, body: body)
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
