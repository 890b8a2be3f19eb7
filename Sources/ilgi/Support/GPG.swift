import Foundation
import IlgiCore

/// The `gpg` command line, as git-crypt drives it (its `gpg.cpp`): the same commands, so a key
/// wrapped here unwraps there and back.
struct GPG {
    let tool: ExternalProgram

    init(environment: [String: String]) {
        tool = ExternalProgram(name: "gpg", environment: environment)
    }

    /// The fingerprints of the primary public keys `query` names.
    func fingerprints(of query: String) async throws -> [String] {
        let listing = try await tool.run(["--batch", "--quiet", "--with-colons", "--fingerprint", "--list-keys", query])
        var isPrimary = false
        var found: [String] = []
        for line in String(decoding: listing, as: UTF8.self).split(separator: "\n") {
            if line.hasPrefix("pub:") {
                isPrimary = true
            } else if line.hasPrefix("sub:") {
                isPrimary = false
            } else if isPrimary, line.hasPrefix("fpr:") {
                found.append(GPG.column(9, of: line))
            }
        }
        return found
    }

    /// The fingerprints of every secret key (and subkey) this machine's gpg holds.
    func secretKeyFingerprints() async throws -> [String] {
        let listing = try await tool.run(["--batch", "--quiet", "--with-colons", "--list-secret-keys", "--fingerprint"])
        return String(decoding: listing, as: UTF8.self).split(separator: "\n").filter { $0.hasPrefix("fpr:") }
            .map { GPG.column(9, of: $0) }
    }

    /// `data` encrypted to the key `fingerprint`, its web of trust not asked (the caller knows
    /// the key: a whole fingerprint, or `--trusted`, as `git-crypt add-gpg-user` takes them).
    func encrypt(_ data: Data, to fingerprint: String) async throws -> Data {
        try await tool.run(["--batch", "--trust-model", "always", "-r", "0x" + fingerprint, "-e"], input: data)
    }

    /// The decrypted contents of `file`; gpg may ask for the secret key's passphrase.
    func decrypt(_ file: URL) async throws -> Data {
        try await tool.run(["-q", "-d", file.path])
    }

    /// Field `index` (from 0, as git-crypt's `gpg_nth_column` counts) of a `--with-colons`
    /// line: a fingerprint is field 9.
    private static func column(_ index: Int, of line: Substring) -> String {
        let fields = line.split(separator: ":", omittingEmptySubsequences: false)
        return fields.count > index ? String(fields[index]) : ""
    }
}
