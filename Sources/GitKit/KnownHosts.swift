import CLazyLibGit2
import CLibGit2
import Foundation

/// OpenSSH `known_hosts` files, read by libssh2 (the library libgit2's ssh transport uses), so
/// hashed host names and `[host]:port` entries are understood exactly as ssh understands them.
public enum KnownHosts {
    public enum Verdict: Sendable, Equatable {
        /// A file lists this host with this key.
        case trusted
        /// A file lists this host with a different key (possibly an attack, or a reinstalled server).
        case changed(file: String)
        /// No file lists this host (with a key of this type).
        case unknown
        /// This libgit2 has no ssh support to check with.
        case unsupported
    }

    /// Looks `key` up for `host` on `port` (nil for 22) in `files`, in order. Missing files are
    /// skipped; a listed key wins over a mismatch in a later file, as in ssh.
    public static func check(_ key: HostKey, port: Int?, in files: [String]) -> Verdict {
        LibGit2.ensureInitialized()
        guard let raw = key.raw else { return .unknown }
        let keyType = ilgi_ssh_knownhost_key_type(key.rawType)
        var changedIn: String?
        for file in files {
            let result = raw.withUnsafeBytes { bytes in
                ilgi_ssh_knownhost_check(
                    file, key.host, Int32(port ?? 22),
                    bytes.baseAddress?.assumingMemoryBound(to: CChar.self), bytes.count, keyType)
            }
            switch Int(result) {
            case ILGI_KNOWNHOST_MATCH: return .trusted
            case ILGI_KNOWNHOST_MISMATCH: changedIn = changedIn ?? file
            case ILGI_KNOWNHOST_UNSUPPORTED: return .unsupported
            default: continue
            }
        }
        return changedIn.map { .changed(file: $0) } ?? .unknown
    }
}
