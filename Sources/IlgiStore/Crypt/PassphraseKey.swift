import Crypto
import CryptoExtras
import Foundation
import IlgiEntry

/// The journal's key wrapped with a passphrase: scrypt (swift-crypto's `KDF.Scrypt`) makes a
/// 256-bit key from the passphrase and a random salt, and AES-256-GCM seals the key file with
/// it, so a wrong passphrase, or a changed byte, is caught rather than yielding a wrong key.
/// The file is text, three lines (docs/FORMAT.md §4):
///
///     ilgi passphrase key 1
///     scrypt 16 8 1 <salt, base64>
///     <nonce, ciphertext and tag, base64>
///
/// The scrypt cost is written in the file (log2 N, r, p), so a later ilgi can raise it and
/// still read the old ones.
public enum PassphraseKey {
    static let header = "ilgi passphrase key 1"
    /// log2 of scrypt's N: 2^16 rounds with r = 8 take 64 MiB and a fraction of a second.
    public static let workFactor = 16

    /// `key` sealed under `passphrase`.
    public static func wrap(_ key: Data, passphrase: String, workFactor: Int = workFactor) throws -> Data {
        let salt = Data(SymmetricKey(size: .bits128).withUnsafeBytes { Data($0) })
        let sealed = try AES.GCM.seal(key, using: try derive(passphrase, salt: salt, workFactor: workFactor))
        guard let combined = sealed.combined else { throw PassphraseError.malformed }
        let text = [
            header, "scrypt \(workFactor) 8 1 \(salt.base64EncodedString())", combined.base64EncodedString(), "",
        ]
        return Data(text.joined(separator: "\n").utf8)
    }

    /// The key sealed in `file` under `passphrase`; `.wrongPassphrase` when it does not open.
    public static func unwrap(_ file: Data, passphrase: String) throws -> Data {
        let lines = String(decoding: file, as: UTF8.self).split(separator: "\n").map(String.init)
        guard lines.count >= 3, lines[0] == header else { throw PassphraseError.malformed }
        let cost = lines[1].split(separator: " ")
        guard cost.count == 5, cost[0] == "scrypt", let workFactor = Int(cost[1]), (10...22).contains(workFactor),
            cost[2] == "8", cost[3] == "1", let salt = Data(base64Encoded: String(cost[4])),
            let combined = Data(base64Encoded: lines[2]), let box = try? AES.GCM.SealedBox(combined: combined)
        else { throw PassphraseError.malformed }
        do {
            return try AES.GCM.open(box, using: try derive(passphrase, salt: salt, workFactor: workFactor))
        } catch {
            throw PassphraseError.wrongPassphrase
        }
    }

    private static func derive(_ passphrase: String, salt: Data, workFactor: Int) throws -> SymmetricKey {
        try KDF.Scrypt.deriveKey(
            from: Data(passphrase.utf8), salt: salt, outputByteCount: 32, rounds: 1 << workFactor, blockSize: 8,
            parallelism: 1)
    }

    public enum PassphraseError: Error, Equatable {
        case malformed
        case wrongPassphrase
    }
}
