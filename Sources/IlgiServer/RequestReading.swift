import Foundation
import HTTPTypes
import Hummingbird

/// `a=1&b=two+words`, taken apart once: a query, or a form's body.
struct EncodedFields: Sendable {
    /// The fields in the order sent (a name may repeat: `tag=a&tag=b`).
    let pairs: [(String, String)]

    init(_ text: String) { pairs = FormData.parse(text) }

    /// The first value of `name`.
    func first(_ name: String) -> String? { pairs.first { $0.0 == name }?.1 }

    func all(_ name: String) -> [String] { pairs.filter { $0.0 == name }.map(\.1) }
}

/// What the gate and the pages read of Hummingbird's request.
extension Request {
    /// A header's value, the several fields of one name joined as HTTP joins them.
    func header(_ name: String) -> String? {
        guard let field = HTTPField.Name(name) else { return nil }
        let values = headers[values: field]
        guard !values.isEmpty else {
            // HTTPTypes keeps an HTTP/1.1 `Host` as the request's authority, not among its fields.
            return field.canonicalName == "host" ? head.authority : nil
        }
        return values.joined(separator: field == .cookie ? "; " : ", ")
    }

    /// The query's fields (Hummingbird's `queryParameters` leaves a form's `+` a plus).
    var query: EncodedFields { EncodedFields(uri.query ?? "") }

    /// A read, which changes nothing: GET or HEAD.
    var isRead: Bool { method == .get || method == .head }

    /// The cookies the browser sent.
    var cookieValues: [String: String] {
        var found: [String: String] = [:]
        for pair in (header("cookie") ?? "").split(separator: ";") {
            let parts = pair.split(separator: "=", maxSplits: 1)
            guard parts.count == 2 else { continue }
            found[parts[0].trimmingCharacters(in: .whitespaces)] = parts[1].trimmingCharacters(in: .whitespaces)
        }
        return found
    }

    /// The body's fields when it is a form (`application/x-www-form-urlencoded`): a file's
    /// bytes (a photo sent to `/attach`) are never taken apart as one.
    func form(body: Data) -> EncodedFields {
        let type = header("content-type")?.lowercased() ?? ""
        guard type.isEmpty || type.hasPrefix("application/x-www-form-urlencoded") else { return EncodedFields("") }
        return EncodedFields(String(decoding: body, as: UTF8.self))
    }
}
