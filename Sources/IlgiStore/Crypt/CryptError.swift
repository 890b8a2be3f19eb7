import Foundation
import IlgiEntry

/// What can go wrong with an encrypted journal, each with one line that says what went wrong
/// and what to do.
public enum CryptError: UserFacingError, Equatable {
    /// The journal is encrypted and this machine has no key.
    case journalLocked(path: String)
    /// Something tried to store plain text under an encrypted path in a locked journal.
    case locked
    /// A blob's text does not match its nonce: changed by someone without the key.
    case tampered(path: String)
    /// The key has no version 0, the one git-crypt's files are decrypted with.
    case keyVersionMissing
    /// A file of 64 GiB or more.
    case tooLarge(path: String)
    /// A key file that is not one (`.git/git-crypt/keys/default`, or one given to unlock).
    case badKeyFile(path: String, problem: GitCryptKey.KeyFileError)
    /// A key file that cannot be read at all.
    case unreadableKeyFile(path: String, reason: String)
    /// A git-crypt key with a name (`git-crypt init -k NAME`); ilgi's journals use the default key.
    case namedKey(name: String)
    /// A key that does not decrypt the journal's files.
    case wrongKey(path: String)
    case alreadyEncrypted
    case alreadyUnlocked
    case alreadyLocked
    case notEncrypted
    /// `crypt lock` with text this machine has not committed (files, drafts).
    case unsavedWork(paths: [String])
    /// A commit about to be pushed stores plain text under an encrypted path.
    case plainTextInPush(path: String, commit: String)
    /// `crypt export-key` would overwrite a file.
    case keyFileExists(path: String)
    /// A filter command run outside any git repository.
    case notInRepository
    /// The remote's journal is encrypted and this one is not: merging would bring ciphertext
    /// in as text.
    case remoteEncrypted(remote: String)
    /// A work tree file holds ciphertext in a journal that is not locked.
    case stillEncrypted(path: String)
    /// The passphrase does not open the key wrapped with one.
    case wrongPassphrase
    /// The journal has no copy of its key wrapped with a passphrase.
    case noPassphrase
    /// The remote still holds the plain history this journal's was rewritten from.
    case remoteHoldsPlainHistory(remote: String)
    /// The remote holds a history rewritten on another machine, sharing no commit with this one.
    case remoteHistoryRewritten(remote: String)
    /// The remote has commits made since the rewrite on the plain history: a forced push would
    /// lose them.
    case remoteMovedSinceRewrite(remote: String)

    public var message: any LocalizedText {
        switch self {
        case .journalLocked(let path): StoreText.journalLocked(path)
        case .locked: StoreText.lockedRefusesPlainText
        case .tampered(let path): StoreText.blobTampered(path)
        case .keyVersionMissing: StoreText.keyVersionMissing
        case .tooLarge(let path): StoreText.fileTooLargeToEncrypt(path)
        case .badKeyFile(let path, let problem): StoreText.badKeyFile(path, problem)
        case .unreadableKeyFile(let path, let reason): StoreText.unreadableKeyFile(path, reason)
        case .namedKey(let name): StoreText.namedGitCryptKey(name)
        case .wrongKey(let path): StoreText.wrongKey(path)
        case .alreadyEncrypted: StoreText.alreadyEncrypted
        case .alreadyUnlocked: StoreText.alreadyUnlocked
        case .alreadyLocked: StoreText.alreadyLocked
        case .notEncrypted: StoreText.notEncrypted
        case .unsavedWork(let paths): StoreText.unsavedWorkBeforeLock(paths)
        case .plainTextInPush(let path, let commit): StoreText.plainTextInPush(path, commit)
        case .keyFileExists(let path): StoreText.keyFileExists(path)
        case .notInRepository: StoreText.filterOutsideRepository
        case .remoteEncrypted(let remote): StoreText.remoteEncrypted(remote)
        case .stillEncrypted(let path): StoreText.fileStillEncrypted(path)
        case .wrongPassphrase: StoreText.wrongPassphrase
        case .noPassphrase: StoreText.noPassphrase
        case .remoteHoldsPlainHistory(let remote): StoreText.remoteHoldsPlainHistory(remote)
        case .remoteHistoryRewritten(let remote): StoreText.remoteHistoryRewritten(remote)
        case .remoteMovedSinceRewrite(let remote): StoreText.remoteMovedSinceRewrite(remote)
        }
    }

    public var exitCode: Int32 {
        switch self {
        case .badKeyFile, .unreadableKeyFile, .namedKey, .keyFileExists, .notInRepository: 2
        default: 1
        }
    }
}
