import Foundation

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
