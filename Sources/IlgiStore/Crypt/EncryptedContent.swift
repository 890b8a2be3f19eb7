import Crypto
import Foundation
import GitKit
import IlgiEntry

/// The journal's files in git-crypt's format (`GitCryptCipher`), on a machine that holds the
/// key: entries and assets are encrypted on their way into git and decrypted on their way out,
/// so the work tree, the catalog and everything that reads them stay plain text.
///
/// Which paths: every file under a year folder (`2026/…`), the paths of the one line ilgi
/// writes into `.gitattributes` (`JournalEncryption.attributesLine`). A blob that is not
/// ciphertext is read as it is, as git-crypt's smudge does: history from before encryption
/// was turned on stays readable.
package struct GitCryptContent: ContentCodec {
    let key: GitCryptKey

    package init(key: GitCryptKey) { self.key = key }

    package func encode(_ plain: Data, path: String) throws -> Data {
        guard JournalEncryption.isEncryptedPath(path) else { return plain }
        do {
            return try GitCryptCipher.encrypt(plain, with: key.latest)
        } catch {
            throw CryptError.tooLarge(path: path)
        }
    }

    package func decode(_ stored: Data, path: String) throws -> Data {
        guard GitCryptCipher.isEncrypted(stored) else { return stored }
        guard let version = key.decrypting else { throw CryptError.keyVersionMissing }
        do {
            return try GitCryptCipher.decrypt(stored, with: version)
        } catch {
            throw CryptError.tampered(path: path)
        }
    }

    package var isEncrypted: Bool { true }

    package func contentName(_ plain: Data) -> String {
        let mac = HMAC<Crypto.SHA256>.authenticationCode(for: plain, using: SymmetricKey(data: key.latest.hmacKey))
        return String(Hex.string(of: mac).prefix(16))
    }
}

/// An encrypted journal on a machine without the key (a clone not yet unlocked): its work tree
/// holds the blobs' bytes, ciphertext, as plain git leaves them. Only `crypt unlock` and
/// `crypt status` open it. Blobs come out as they are; plain text never goes in under an
/// encrypted path (a locked journal writes nothing, and the same rule is its git filter's).
package struct LockedContent: ContentCodec {
    package init() {}

    package func encode(_ plain: Data, path: String) throws -> Data {
        guard JournalEncryption.isEncryptedPath(path), !GitCryptCipher.isEncrypted(plain) else { return plain }
        throw CryptError.locked
    }

    package func decode(_ stored: Data, path: String) -> Data { stored }

    package var isEncrypted: Bool { true }
}
