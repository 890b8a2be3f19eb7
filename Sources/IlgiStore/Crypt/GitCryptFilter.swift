import Foundation
import IlgiEntry

/// git-crypt's clean and smudge filters, as `ilgi crypt clean|smudge|diff` runs them for the
/// git command line. With the key they do what git-crypt's do, byte for byte. Without it (a
/// locked clone) they keep the clone safe and usable: ciphertext passes both ways unchanged, so
/// `git pull` and `git status` work; plain text is refused by clean, so with
/// `filter.git-crypt.required` git never commits it under an encrypted path.
public enum GitCryptFilter {
    /// Text in (the work tree's), blob out.
    public static func clean(_ input: Data, gitDirectory: URL) throws -> Data {
        if let key = try JournalEncryption.installedKey(gitDirectory: gitDirectory) {
            do {
                return try GitCryptCipher.encrypt(input, with: key.latest)
            } catch {
                throw CryptError.tooLarge(path: "-")
            }
        }
        guard GitCryptCipher.isEncrypted(input) else { throw CryptError.locked }
        return input
    }

    /// Blob in, text out (or the blob as it is, when locked or when it is not ciphertext).
    public static func smudge(_ input: Data, gitDirectory: URL) throws -> Data {
        guard GitCryptCipher.isEncrypted(input),
            let key = try JournalEncryption.installedKey(gitDirectory: gitDirectory)
        else { return input }
        return try GitCryptContent(key: key).decode(input, path: "-")
    }
}
