import Foundation
import IlgiCore

/// The `age` command line (Debian's `age`): what wraps the key for an age recipient, so that
/// `age -d -i IDENTITY key.age | git-crypt unlock -` opens the journal without ilgi.
struct Age {
    let tool: ExternalProgram

    init(environment: [String: String]) {
        tool = ExternalProgram(name: "age", environment: environment)
    }

    /// An X25519 recipient as age writes one: `age1` and Bech32 letters and digits.
    static func isRecipient(_ text: String) -> Bool {
        let charset = Set("qpzry9x8gf2tvdw0s3jn54khce6mua7l")
        return text.hasPrefix("age1") && text.count > 10 && text.dropFirst(4).allSatisfy { charset.contains($0) }
    }

    func encrypt(_ data: Data, to recipient: String) async throws -> Data {
        try await tool.run(["-r", recipient], input: data)
    }

    /// The contents of `file` decrypted with the identity file `identity`.
    func decrypt(_ file: URL, identity: String) async throws -> Data {
        try await tool.run(["-d", "-i", identity, file.path])
    }

    /// The recipients of the identities in the file `identity` (`age-keygen -y`): which
    /// wrapped copy of the key it opens.
    func recipients(of identity: String) async throws -> [String] {
        let keygen = ExternalProgram(name: "age-keygen", environment: tool.environment)
        let output = try await keygen.run(["-y", identity])
        return String(decoding: output, as: UTF8.self).split(whereSeparator: \.isNewline).map(String.init)
    }
}
