import Foundation
import Hummingbird
import IlgiServeShared

/// Who may talk to the server: only a browser on this machine that knows the token.
///
/// - The token is required on every request: `?token=` once (the address `ilgi serve`
///   prints), which sets an HttpOnly, SameSite=Strict cookie and redirects to the same page
///   without it, so it does not stay in the address bar or the history.
/// - A `Host` other than the addresses the server listens on is refused: that is a page on
///   another site that pointed its own name at 127.0.0.1 (DNS rebinding).
/// - A write (any method but GET and HEAD) whose `Origin` or `Sec-Fetch-Site` says it came
///   from another site is refused (cross-site request forgery).
/// - Every response, refusals included, carries a Content-Security-Policy that lets only the
///   server's own script and style run, and no framing, no referrer, no sniffing.
public struct Gatekeeper: Sendable {
    public let token: String
    /// `host:port` values a request may name in `Host`.
    public let allowedHosts: Set<String>
    public let port: Int
    /// The browsers paired with `--pair`, let in by their device cookie; nil lets none in.
    public let devices: DeviceRegistry?
    /// True when the site is served over HTTPS: its cookies are then `Secure`.
    public let isSecure: Bool

    public static let contentSecurityPolicy =
        "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; manifest-src 'self'; "
        + "form-action 'self'; frame-ancestors 'none'; base-uri 'none'"

    /// `listen` is the address the server is bound to; 127.0.0.1 and localhost are always
    /// allowed, and `names` (the machine's addresses and host name, when it listens beyond
    /// loopback).
    public init(
        token: String, listen: String, port: Int, names: [String] = [], devices: DeviceRegistry? = nil,
        isSecure: Bool = false
    ) {
        self.token = token
        self.port = port
        self.devices = devices
        self.isSecure = isSecure
        var hosts: Set<String> = []
        for name in ["127.0.0.1", "localhost", "::1", listen] + names {
            let bracketed = name.contains(":") && !name.hasPrefix("[") ? "[\(name)]" : name
            hosts.insert("\(bracketed.lowercased()):\(port)")
        }
        allowedHosts = hosts
    }

    /// The cookie's name carries the port: two servers on one machine keep their own.
    public var cookieName: String { "ilgi-\(port)" }

    public enum Verdict: Sendable, Equatable {
        /// Go ahead.
        case pass
        /// The token came in the query and was right: set the cookie, go to `location`.
        case setCookie(location: String)
        /// Refused, with the status to send and what to say.
        case refuse(status: Int, reason: Reason)
    }

    public enum Reason: Sendable, Equatable {
        case foreignHost, foreignOrigin, noToken
    }

    func check(_ request: Request) -> Verdict {
        if let reason = foreignSource(of: request, readsToo: false) { return .refuse(status: 403, reason: reason) }
        // Pairing is how a device without the token gets in: its page checks the code. The
        // manifest and the icons hold nothing of the journal, and a browser fetches them
        // without cookies to install the site.
        if Self.openPaths.contains(request.uri.path) { return .pass }
        if let device = request.cookieValues[Self.deviceCookieName], devices?.device(token: device)?.access == .browser
        {
            return .pass
        }
        let query = request.query
        if let offered = query.first("token") {
            guard Token.equal(offered, token) else { return .refuse(status: 403, reason: .noToken) }
            if request.isRead {
                let rest = query.pairs.filter { $0.0 != "token" }
                return .setCookie(
                    location: localPath(request.uri.path) + FormData.query(rest.map { ($0.0, Optional($0.1)) }))
            }
            return .pass
        }
        guard let cookie = request.cookieValues[cookieName], Token.equal(cookie, token) else {
            return .refuse(status: 403, reason: .noToken)
        }
        return .pass
    }

    /// Who is asking at the assistants' endpoint (`/mcp`), and whether they may write. The
    /// same gate as the pages, but a program's: the token comes as `Authorization: Bearer`,
    /// never from a cookie a browser would send for any page that posts here.
    ///
    /// - The token is a paired device's (reading), an assistant's made with `--mcp-token`
    ///   (reading, or writing when it was made with `--allow-write`), or the session's own
    ///   (reading).
    /// - The `Host` must be the server's, and a browser's request from another site is refused,
    ///   as for the pages.
    func checkAssistant(_ request: Request, now: Date = Date()) -> AssistantVerdict {
        if let reason = foreignSource(of: request, readsToo: true) { return .refuse(status: 403, reason: reason) }
        guard let authorization = request.header("authorization"),
            authorization.lowercased().hasPrefix("bearer ")
        else { return .refuse(status: 401, reason: .noToken) }
        let offered = authorization.dropFirst("bearer ".count).trimmingCharacters(in: .whitespaces)
        if Token.equal(offered, token) { return .pass(AssistantGrant(holder: "session", writes: false)) }
        guard let device = devices?.device(token: offered, now: now) else {
            return .refuse(status: 401, reason: .noToken)
        }
        return .pass(AssistantGrant(holder: device.id, writes: device.access == .assistantWriting))
    }

    public enum AssistantVerdict: Sendable, Equatable {
        case pass(AssistantGrant)
        case refuse(status: Int, reason: Reason)
    }

    /// Why a request comes from somewhere it must not: a `Host` that is not the server's
    /// (DNS rebinding), or another site's page (a write's, or with `readsToo` any request's);
    /// nil when it may go on to the token.
    private func foreignSource(of request: Request, readsToo: Bool) -> Reason? {
        guard let host = request.header("host")?.lowercased(), allowedHosts.contains(host) else { return .foreignHost }
        if readsToo || !request.isRead, !isSameOrigin(request) { return .foreignOrigin }
        return nil
    }

    /// Whether a write came from the server's own pages. A browser's `Sec-Fetch-Site` says so
    /// (the page cannot set it); without it, `Origin` must be one of the server's addresses.
    /// With `Referrer-Policy: no-referrer` Chromium sends `Origin: null` on a form post from
    /// the page itself, so `null` counts only when `Sec-Fetch-Site` vouches for it. A client
    /// that sends neither (curl, a script on this machine) still needs the token.
    func isSameOrigin(_ request: Request) -> Bool {
        let origin = request.header("origin")?.lowercased()
        let scheme = isSecure ? "https://" : "http://"
        if let origin, origin != "null", !allowedHosts.contains(where: { scheme + $0 == origin }) { return false }
        if let site = request.header("sec-fetch-site")?.lowercased() { return site == "same-origin" || site == "none" }
        return origin != "null"
    }

    /// The cookie that carries the token from now on.
    public var cookie: String {
        "\(cookieName)=\(token); Path=/; HttpOnly; SameSite=Strict" + (isSecure ? "; Secure" : "")
    }

    /// What answers without the token or a device: the pairing page, the manifest, the icons.
    static let openPaths: Set<String> = [
        "/pair", "/manifest.webmanifest", "/static/icon-192.png", "/static/icon-512.png",
    ]

    /// The name of a paired device's cookie: the same on every port, so it outlives a server.
    public static let deviceCookieName = "ilgi-device"

    /// The cookie that lets a paired device in for a year.
    public func deviceCookie(_ token: String) -> String {
        "\(Self.deviceCookieName)=\(token); Path=/; Max-Age=31536000; HttpOnly; SameSite=Strict"
            + (isSecure ? "; Secure" : "")
    }

    /// The headers every response carries.
    public static let securityHeaders: [(String, String)] = [
        ("Content-Security-Policy", contentSecurityPolicy),
        ("X-Content-Type-Options", "nosniff"),
        ("Referrer-Policy", "no-referrer"),
        ("X-Frame-Options", "DENY"),
        ("Cross-Origin-Opener-Policy", "same-origin"),
        ("Cache-Control", "no-store"),
    ]
}

/// What a token lets an assistant do at `/mcp`: whose token it is (a device's id, or
/// "session"), which an assistant's session stays bound to, and whether it may write.
public struct AssistantGrant: Sendable, Equatable {
    public let holder: String
    public let writes: Bool
}
