import Crypto
import CryptoExtras
import Foundation
import IlgiEntry

/// git-crypt's encryption of one file, byte for byte (its `commands.cpp`, `clean` and
/// `smudge`): `\0GITCRYPT\0`, a 12-byte nonce, then the file under AES-256 in counter mode,
/// whose counter block is the nonce followed by the block number as a big-endian 32-bit
/// integer from 0. The nonce is the first 12 bytes of the file's HMAC-SHA1 under the HMAC key:
/// the same text always makes the same blob (so git sees an unchanged file as unchanged), and
/// decrypting checks it, so a changed byte is caught. Every primitive is swift-crypto's.
package enum GitCryptCipher {
    static let header = Data("\0GITCRYPT\0".utf8)
    static let nonceLength = 12
    /// AES-CTR's 32-bit block counter must not wrap: git-crypt refuses files of 64 GiB or more.
    static let maximumLength = (1 << 32) * 16

    /// True when `stored` is a git-crypt blob: the header and a whole nonce (git-crypt's own
    /// test; anything shorter is a plain file).
    package static func isEncrypted(_ stored: Data) -> Bool {
        stored.count >= header.count + nonceLength && stored.starts(with: header)
    }

    /// The blob of `plain` (git-crypt's clean).
    static func encrypt(_ plain: Data, with key: GitCryptKey.Version) throws -> Data {
        guard plain.count < maximumLength else { throw CipherError.tooLong }
        let nonce = Data(
            HMAC<Insecure.SHA1>.authenticationCode(for: plain, using: SymmetricKey(data: key.hmacKey))
        ).prefix(nonceLength)
        var stored = header
        stored.append(nonce)
        stored.append(
            try AES._CTR.encrypt(plain, using: SymmetricKey(data: key.aesKey), nonce: AES._CTR.Nonce(nonceBytes: nonce))
        )
        return stored
    }

    /// The text of a blob `encrypt` made (git-crypt's smudge); throws `.tampered` when the
    /// text's HMAC does not begin with the nonce (the blob was changed, or another key made it).
    static func decrypt(_ stored: Data, with key: GitCryptKey.Version) throws -> Data {
        let nonceStart = stored.startIndex + header.count
        let bodyStart = nonceStart + nonceLength
        let nonce = stored[nonceStart..<bodyStart]
        let plain = try AES._CTR.decrypt(
            stored[bodyStart...], using: SymmetricKey(data: key.aesKey), nonce: AES._CTR.Nonce(nonceBytes: nonce))
        let code = HMAC<Insecure.SHA1>.authenticationCode(for: plain, using: SymmetricKey(data: key.hmacKey))
        guard Data(code).prefix(nonceLength).constantTimeEquals(nonce) else { throw CipherError.tampered }
        return plain
    }

    enum CipherError: Error, Equatable {
        /// The text's HMAC does not match the blob's nonce.
        case tampered
        /// 64 GiB or more: the counter would repeat.
        case tooLong
    }
}

extension Data {
    /// Compares without stopping at the first difference, so the time taken does not say
    /// where two authentication codes part.
    fileprivate func constantTimeEquals(_ other: Data) -> Bool {
        guard count == other.count else { return false }
        return zip(self, other).reduce(UInt8(0)) { $0 | ($1.0 ^ $1.1) } == 0
    }
}
