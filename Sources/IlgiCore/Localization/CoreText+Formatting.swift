import Foundation

/// Values that every language's table writes the same way: numbers of seconds, ssh hosts and
/// the command that trusts one.
extension CoreText {
    /// `2.5` or `5`: a duration as a number of seconds, without a needless `.0`.
    static func seconds(_ duration: Duration) -> String {
        let value = Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
        return value == value.rounded() ? String(Int(value)) : String(value)
    }

    /// `host`, or `[host]:port` as known_hosts writes a host on a port other than 22.
    static func hostAndPort(_ host: String, _ port: Int?) -> String {
        guard let port, port != 22 else { return host }
        return "[\(host)]:\(port)"
    }

    /// The command that adds `host`'s key to known_hosts.
    static func keyscan(_ host: String, _ port: Int?) -> String {
        guard let port, port != 22 else { return "ssh-keyscan \(host) >> ~/.ssh/known_hosts" }
        return "ssh-keyscan -p \(port) \(host) >> ~/.ssh/known_hosts"
    }
}
