#if canImport(Glibc)
    import Glibc
#endif

/// The addresses `ilgi serve --listen` takes, which the command checks and the site serves on.
public enum ServeAddress {
    /// True for an address only this machine reaches.
    public static func isLoopback(_ address: String) -> Bool {
        address == "127.0.0.1" || address == "::1" || address.hasPrefix("127.")
    }

    /// True for an IPv4 or IPv6 address written out (not a host name).
    public static func isIP(_ text: String) -> Bool {
        var v4 = in_addr()
        var v6 = in6_addr()
        return inet_pton(AF_INET, text, &v4) == 1 || inet_pton(AF_INET6, text, &v6) == 1
    }

    /// The address a phone reaches the server by: the one it listens on, else (listening on
    /// every address) the machine's first.
    public static func forPairing(listeningOn host: String, names: [String]) -> String {
        guard ["0.0.0.0", "::"].contains(host) else { return host }
        return names.first { isIP($0) && !$0.contains(":") } ?? names.first ?? "127.0.0.1"
    }
}
