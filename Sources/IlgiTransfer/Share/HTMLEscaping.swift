import IlgiCore

/// Escaping for text put into HTML: everything a person wrote is text, never markup.
public enum HTMLEscaping {
    /// Escapes `&`, `<`, `>`, `"` and `'`, which makes `text` safe both between tags and
    /// inside a quoted attribute value.
    public static func escape(_ text: some StringProtocol) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            default: result.append(character)
            }
        }
        return result
    }

    /// Reverses `escape` and the few references cmark-gfm writes, for checking attribute values.
    static func unescape(_ text: some StringProtocol) -> String {
        var result = String(text)
        for (entity, character) in [
            ("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&#39;", "'"), ("&#x27;", "'"), ("&amp;", "&"),
        ] {
            result = result.replacingOccurrences(of: entity, with: character)
        }
        return result
    }
}

/// Which link and image targets a shared page may point to. An allowlist of schemes, since
/// `javascript:`, `vbscript:`, `data:text/html` and friends run code when followed.
public enum URLSafety {
    static let linkSchemes: Set<String> = ["http", "https", "mailto", "tel"]
    static let imageSchemes: Set<String> = ["http", "https"]
    static let dataImageTypes: Set<String> = ["image/png", "image/jpeg", "image/gif", "image/webp"]

    /// True when `url` is relative (no scheme) or uses a scheme that cannot run code. Images
    /// may also be `data:` PNG, JPEG, GIF or WebP (not SVG, which can carry script).
    public static func isSafe(_ url: String, forImage: Bool) -> Bool {
        // Browsers ignore ASCII whitespace and control characters inside a scheme
        // ("java\tscript:"), so they must not hide one here either.
        let compact = String(url.unicodeScalars.filter { $0.value > 0x20 && $0.value != 0x7F })
        guard let scheme = scheme(of: compact) else { return true }
        if forImage {
            if scheme == "data" {
                let rest = compact.dropFirst(5).lowercased()
                return dataImageTypes.contains { rest.hasPrefix($0 + ";") || rest.hasPrefix($0 + ",") }
            }
            return imageSchemes.contains(scheme)
        }
        return linkSchemes.contains(scheme)
    }

    /// The scheme, lowercased, when the URL has one: letters, digits, `+`, `-`, `.` before the
    /// first `:`, and no `/`, `?` or `#` before it (else the colon is in a relative path).
    static func scheme(of url: String) -> String? {
        guard let colon = url.firstIndex(of: ":") else { return nil }
        let candidate = url[..<colon]
        guard let first = candidate.unicodeScalars.first else { return "" }
        let isScheme =
            first.properties.isAlphabetic && first.isASCII
            && candidate.unicodeScalars.allSatisfy {
                $0.isASCII
                    && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || "+-.".unicodeScalars.contains($0))
            }
        // "a/b:c" or "?x:y" is a relative URL; anything else with a colon that is not a clean
        // scheme ("&#58;" tricks, odd characters) is treated as an unknown scheme, so unsafe.
        if !isScheme {
            return candidate.contains(where: { "/?#".contains($0) }) ? nil : candidate.lowercased()
        }
        return candidate.lowercased()
    }
}
