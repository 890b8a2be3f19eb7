import Foundation
import IlgiEntry

/// What the store says to a person, by key: the messages of the errors every layer above it
/// throws (`IlgiError`, `StoreError`, `CryptError`) and of what it did on the user's behalf
/// (`StoreNotice`). Each language is a table of its own (`StoreText+English.swift`,
/// `StoreText+Korean.swift`), as `CoreText`'s are.
public enum StoreText: WordTable {
    // MARK: General

    case journalIsFile(_ path: String)
    case journalNotARepository(_ path: String)
    case journalIsBare(_ path: String)
    case journalOwnedByAnotherUser(_ path: String)
    case journalNotWritable(_ path: String, _ reason: String)
    case journalBusy(_ path: String)
    case entryNotFound(_ query: String)
    case idTooShort(_ query: String)
    case ambiguousID(_ query: String, _ candidates: [String])
    case noEntries
    case entryChangedWhileEditing(_ draft: String)
    /// The C library's reason for a failure (`strerror`, always English here), in words; an
    /// unknown one stays as it was written.
    case systemReason(_ reason: String)
    case gitFailed(_ operation: JournalOperation, _ message: String)
    case fileSystemFailed(_ path: String, _ message: String)
    /// What ilgi was doing when something below it failed.
    case operation(_ operation: JournalOperation)

    // MARK: Crypt
    // What ilgi says about encryption.

    case journalLocked(_ path: String)
    case lockedRefusesPlainText
    case blobTampered(_ path: String)
    case keyVersionMissing
    case fileTooLargeToEncrypt(_ path: String)
    case badKeyFile(_ path: String, _ problem: GitCryptKey.KeyFileError)
    case unreadableKeyFile(_ path: String, _ reason: String)
    case namedGitCryptKey(_ name: String)
    case wrongKey(_ path: String)
    case alreadyEncrypted
    case alreadyUnlocked
    case alreadyLocked
    case notEncrypted
    case unsavedWorkBeforeLock(_ paths: [String])
    case plainTextInPush(_ path: String, _ commit: String)
    case keyFileExists(_ path: String)
    case filterOutsideRepository
    case remoteHoldsPlainHistory(_ remote: String)
    case remoteHistoryRewritten(_ remote: String)
    case remoteMovedSinceRewrite(_ remote: String)
    case remoteEncrypted(_ remote: String)
    case fileStillEncrypted(_ path: String)
    case wrongPassphrase
    case noPassphrase

    // MARK: Store
    // Links refused, crash recovery, git lock files, a full disk.

    /// A write (or read) refused because `path` is a symbolic link inside the journal.
    case symbolicLinkRefused(_ path: String)
    case fileTooLarge(_ path: String, _ size: Int, _ limit: Int)
    case journalFormatTooNew(_ format: Int, _ needs: String?)
    /// Which format a mark names and which ilgi it needs, as the refusals of a write and of a
    /// sync both say it (`CoreText.remoteNeedsNewerFormat`).
    case journalFormatNeeds(_ format: Int, _ needs: String?)
    case diskFull(_ path: String)
    case diskFullDraftKept(_ path: String, _ draft: String)
    case gitLockHeld(_ lockFile: String, _ process: Int32?)
    case syncRunning(_ path: String)
    case interrupted
    case rebuiltIndex(_ reason: String)
    case removedStaleLock(_ path: String)
    case recoveredTransaction(_ operation: JournalOperation, completed: Bool, files: Int)
}
