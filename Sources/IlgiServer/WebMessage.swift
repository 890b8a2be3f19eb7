import Foundation

/// A request as the site sees it: what arrived, already taken apart, with no server library's
/// types in it: the gate (`Gatekeeper`) and the pages read it, and a test makes one from a
/// target and headers alone.
public struct WebRequest: Sendable {
    public var method: String
    /// The path without the query, percent-decoded per segment by `segments`.
    public var path: String
    /// The query's parameters in order (a name may repeat: `tag=a&tag=b`).
    public var query: [(String, String)]
    /// Header names in lowercase.
    public var headers: [String: String]
    public var body: Data
    /// The address the request came from (without its port); empty when unknown.
    public var client = ""

    public init(method: String, target: String, headers: [String: String] = [:], body: Data = Data()) {
        self.method = method.uppercased()
        let parts = target.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        self.path = parts.first.map(String.init) ?? "/"
        if self.path.isEmpty { self.path = "/" }
        self.query = parts.count > 1 ? FormData.parse(String(parts[1])) : []
        var lowered: [String: String] = [:]
        for (name, value) in headers { lowered[name.lowercased()] = value }
        self.headers = lowered
        self.body = body
    }

    /// The path's segments, percent-decoded: `/entry/3f2a` → ["entry", "3f2a"].
    public var segments: [String] {
        path.split(separator: "/").map { $0.removingPercentEncoding ?? String($0) }
    }

    public func header(_ name: String) -> String? { headers[name.lowercased()] }

    /// The path and the query, its parameters in their order: what a kept page is kept by.
    var target: String {
        path + "?" + query.map { FormData.encode($0.0) + "=" + FormData.encode($0.1) }.joined(separator: "&")
    }

    /// The first value of a query parameter.
    public func parameter(_ name: String) -> String? { query.first { $0.0 == name }?.1 }

    public func parameters(_ name: String) -> [String] { query.filter { $0.0 == name }.map(\.1) }

    /// The body's fields, for a form post (`application/x-www-form-urlencoded`).
    public var form: [(String, String)] { FormData.parse(String(decoding: body, as: UTF8.self)) }

    public func field(_ name: String) -> String? { form.first { $0.0 == name }?.1 }

    /// A field of the body only when the body is a form: a file's bytes (a photo sent to
    /// `/attach`) are never taken apart as one.
    func formField(_ name: String) -> String? {
        let type = header("content-type")?.lowercased() ?? ""
        guard type.isEmpty || type.hasPrefix("application/x-www-form-urlencoded") else { return nil }
        return field(name)
    }

    /// The cookies the browser sent.
    public var cookies: [String: String] {
        var found: [String: String] = [:]
        for pair in (header("cookie") ?? "").split(separator: ";") {
            let parts = pair.split(separator: "=", maxSplits: 1)
            guard parts.count == 2 else { continue }
            found[parts[0].trimmingCharacters(in: .whitespaces)] = parts[1].trimmingCharacters(in: .whitespaces)
        }
        return found
    }
}

/// What the site answers.
public struct WebResponse: Sendable {
    public var status: Int
    /// Header names as sent; `Set-Cookie` may appear once.
    public var headers: [(String, String)]
    public var body: Data
    /// The address the request came from (without its port); empty when unknown.
    public var client = ""

    public init(status: Int = 200, headers: [(String, String)] = [], body: Data = Data()) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    public func header(_ name: String) -> String? {
        headers.first { $0.0.lowercased() == name.lowercased() }?.1
    }

    static func html(_ text: String, status: Int = 200) -> WebResponse {
        WebResponse(status: status, headers: [("Content-Type", "text/html; charset=utf-8")], body: Data(text.utf8))
    }

    static func text(_ text: String, type: String = "text/plain; charset=utf-8", status: Int = 200) -> WebResponse {
        WebResponse(status: status, headers: [("Content-Type", type)], body: Data(text.utf8))
    }

    /// 303 See Other: after a form post, the browser loads `location` with a GET.
    static func redirect(_ location: String) -> WebResponse {
        WebResponse(status: 303, headers: [("Location", location)])
    }
}

/// `path` when it is a path on this server, else "/": a redirect never leads to another site
/// (`//evil.example`, `/\\evil.example` are other sites to a browser).
func localPath(_ path: String) -> String {
    guard path.hasPrefix("/"), !path.hasPrefix("//"), !path.hasPrefix("/\\"),
        !path.contains(where: { $0.isNewline || $0 == "\0" })
    else { return "/" }
    return path
}

/// `a=1&b=two+words` both ways.
enum FormData {
    static func parse(_ text: String) -> [(String, String)] {
        text.split(separator: "&").compactMap { pair in
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard let name = decode(parts[0]), !name.isEmpty else { return nil }
            return (name, parts.count > 1 ? decode(parts[1]) ?? "" : "")
        }
    }

    static func decode(_ text: Substring) -> String? {
        text.replacingOccurrences(of: "+", with: " ").removingPercentEncoding
    }

    /// Percent-encodes a query value (everything but unreserved characters).
    static func encode(_ text: String) -> String {
        let allowed = CharacterSet(
            charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")
        return text.addingPercentEncoding(withAllowedCharacters: allowed) ?? ""
    }

    static func query(_ pairs: [(String, String?)]) -> String {
        let kept = pairs.compactMap { pair in pair.1.flatMap { $0.isEmpty ? nil : encode(pair.0) + "=" + encode($0) } }
        return kept.isEmpty ? "" : "?" + kept.joined(separator: "&")
    }
}
