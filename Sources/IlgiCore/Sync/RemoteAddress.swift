import Foundation
import GitKit
import IlgiEntry

/// Where a remote lives, as git understands its URL forms: a path, `file://`, `git://`,
/// `ssh://`, scp-style `user@host:path`, `https://` (and plain `http://`).
public struct RemoteAddress: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        case path, file, git, ssh, scp, https, http
    }

    /// The URL as it is stored in git config (a local path made absolute).
    public let url: String
    public let kind: Kind
    public let user: String?
    public let host: String?
    /// The port written in the URL, if any.
    public let port: Int?
    /// The repository path on the server, or the local path.
    public let path: String

    /// True for remotes reached through ssh (libssh2 inside libgit2).
    public var usesSSH: Bool { kind == .ssh || kind == .scp }
    /// True for remotes on this machine's file system.
    public var isLocal: Bool { kind == .path || kind == .file }
    /// True for http and https remotes.
    public var usesHTTP: Bool { kind == .https || kind == .http }

    /// Reads `text` as git would. A relative path is taken from `directory` and stored
    /// absolute, so the remote means the same folder whatever folder ilgi later runs in.
    /// `text` refused as a remote, with why (kept in every language, so the error stays `Equatable`).
    private static func invalid(_ text: String, _ reason: CoreText) -> SyncError {
        .invalidRemoteURL(url: text, reason: Localized(reason))
    }

    /// Throws `SyncError.invalidRemoteURL` for anything git could not use.
    public static func parse(_ text: String, relativeTo directory: URL) throws -> RemoteAddress {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else {
            throw invalid(text, .urlEmpty)
        }
        guard !trimmed.contains(where: { $0.isNewline || $0 == "\0" }) else {
            throw invalid(text, .urlHasLineBreak)
        }
        if let schemeEnd = trimmed.range(of: "://") {
            return try parseURL(trimmed, scheme: trimmed[..<schemeEnd.lowerBound].lowercased())
        }
        if let scp = try parseSCP(trimmed) { return scp }
        let expanded =
            trimmed == "~" || trimmed.hasPrefix("~/")
            ? NSString(string: trimmed).expandingTildeInPath : trimmed
        let absolute = URL(fileURLWithPath: expanded, relativeTo: directory).standardizedFileURL.path
        return RemoteAddress(url: absolute, kind: .path, user: nil, host: nil, port: nil, path: absolute)
    }

    private static func parseURL(_ text: String, scheme: String) throws -> RemoteAddress {
        let kind: Kind
        switch scheme {
        case "file": kind = .file
        case "git": kind = .git
        case "ssh", "git+ssh", "ssh+git": kind = .ssh
        case "https": kind = .https
        case "http": kind = .http
        default: throw invalid(text, .urlUnknownScheme(scheme))
        }
        if kind == .file {
            let path = String(text.dropFirst("file://".count))
            guard path.hasPrefix("/"), path.count > 1 else {
                throw invalid(text, .urlFileNeedsAbsolutePath)
            }
            let decoded = path.removingPercentEncoding ?? path
            return RemoteAddress(url: text, kind: .file, user: nil, host: nil, port: nil, path: decoded)
        }
        guard let components = URLComponents(string: text) else {
            throw invalid(text, .urlMalformed)
        }
        guard let host = components.host, !host.isEmpty else {
            throw invalid(text, .urlNeedsHost)
        }
        let path = components.path
        guard !path.isEmpty, path != "/" else {
            throw invalid(text, .urlNeedsPath)
        }
        if let port = components.port, !(1...65535).contains(port) {
            throw invalid(text, .urlBadPort)
        }
        return RemoteAddress(
            url: text, kind: kind, user: components.user, host: host, port: components.port, path: path)
    }

    /// `[user@]host:path`, git's rule: a colon comes before any slash (so `./a:b` is a path).
    private static func parseSCP(_ text: String) throws -> RemoteAddress? {
        guard let colon = text.firstIndex(of: ":") else { return nil }
        if let slash = text.firstIndex(of: "/"), slash < colon { return nil }
        let authority = text[..<colon]
        let path = String(text[text.index(after: colon)...])
        var user: String?
        var host = String(authority)
        if let at = authority.lastIndex(of: "@") {
            user = String(authority[..<at])
            host = String(authority[authority.index(after: at)...])
            guard !(user?.isEmpty ?? true) else {
                throw invalid(text, .urlEmptyUser)
            }
        }
        if host.hasPrefix("["), host.hasSuffix("]") { host = String(host.dropFirst().dropLast()) }
        guard !host.isEmpty, !host.contains(where: \.isWhitespace) else {
            throw invalid(text, .urlNeedsHost)
        }
        guard !path.isEmpty else {
            throw invalid(text, .urlNeedsPath)
        }
        return RemoteAddress(url: text, kind: .scp, user: user, host: host, port: nil, path: path)
    }
}

/// What this build of libgit2 can reach.
public enum SyncSupport {
    /// True when libgit2 was built with ssh (libssh2), so ssh:// and user@host:path work.
    public static var hasSSH: Bool { LibGit2.features.contains(.ssh) }
    /// True when libgit2 was built with a TLS library, so https:// works.
    public static var hasHTTPS: Bool { LibGit2.features.contains(.https) }
}
