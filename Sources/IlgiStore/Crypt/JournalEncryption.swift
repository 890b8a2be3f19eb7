import Foundation
import GitKit
import IlgiEntry

/// Whether a journal is encrypted, and whether this machine can read it.
public enum EncryptionState: String, Sendable, Equatable {
    /// Not encrypted: blobs hold the files' bytes.
    case plain
    /// Encrypted, and the key is in `.git/git-crypt/keys/default`: the work tree is plain text.
    case unlocked
    /// Encrypted (its `.gitattributes` says so) and this machine has no key: the work tree
    /// holds ciphertext, and ilgi reads and writes nothing until `ilgi crypt unlock`.
    case locked
}

/// Where a journal's encryption lives, in git-crypt's layout, so that git-crypt and ilgi
/// each read what the other wrote: the key in `.git/git-crypt/keys/default` (never committed),
/// the encrypted paths in `.gitattributes` (committed), the filters that let the git command
/// line encrypt too in `.git/config`.
public enum JournalEncryption {
    /// The line `crypt init` adds to `.gitattributes`: every file under a year folder, which is
    /// every entry and every asset.
    public static let attributesLine = "[0-9][0-9][0-9][0-9]/** filter=git-crypt diff=git-crypt"
    package static let attributesFile = ".gitattributes"

    /// True for the paths `attributesLine` names: a year folder (four digits) and something in
    /// it.
    package static func isEncryptedPath(_ path: String) -> Bool {
        guard let slash = path.firstIndex(of: "/"), path.index(after: slash) < path.endIndex else { return false }
        return JournalLayout.isYear(path[..<slash])
    }

    /// `.git/git-crypt/keys/default`: where git-crypt keeps the unlocked key.
    public static func keyURL(gitDirectory: URL) -> URL {
        gitDirectory.appendingPathComponent("git-crypt/keys/default")
    }

    /// `.git/ilgi/pending-key`: the key of a `crypt init` whose commit is not known to have
    /// landed. Never committed, owner-only like the installed key.
    package static func pendingKeyURL(stateDirectory: URL) -> URL {
        stateDirectory.appendingPathComponent("pending-key")
    }

    /// The key a `crypt init` left waiting, or nil.
    package static func pendingKey(stateDirectory: URL) throws -> GitCryptKey? {
        try key(at: pendingKeyURL(stateDirectory: stateDirectory))
    }

    /// Installs the key a `crypt init` left waiting once HEAD stores the journal encrypted (its
    /// commit landed, whether or not that process lived to install it); until then the key
    /// waits for the next `crypt init`. Called when a journal opens, and by `crypt init`.
    package static func settlePendingKey(stateDirectory: URL, gitDirectory: URL, headDeclaresEncryption: Bool) throws {
        let pending = pendingKeyURL(stateDirectory: stateDirectory)
        guard headDeclaresEncryption, FileManager.default.fileExists(atPath: pending.path) else { return }
        let installed = keyURL(gitDirectory: gitDirectory)
        try FileManager.default.createDirectory(
            at: installed.deletingLastPathComponent(), withIntermediateDirectories: true)
        guard rename(pending.path, installed.path) == 0 else { throw POSIXError.last() }
        try FileWriter.syncFolder(installed.deletingLastPathComponent().path)
        try FileWriter.syncFolder(pending.deletingLastPathComponent().path)
    }

    /// The key this machine holds for the journal, or nil. A file there that is not a key is an
    /// error, never a locked journal: the user has to hear about it.
    package static func installedKey(gitDirectory: URL) throws -> GitCryptKey? {
        try key(at: keyURL(gitDirectory: gitDirectory))
    }

    /// The key file at `url`, or nil when there is none; a file that is not a key is an error.
    private static func key(at url: URL) throws -> GitCryptKey? {
        guard let data = FileManager.default.contents(atPath: url.path) else { return nil }  // border: .git
        do {
            return try GitCryptKey(fileContents: data)
        } catch {
            throw CryptError.badKeyFile(path: url.path, problem: error)
        }
    }

    /// True when the work tree's `.gitattributes` hands some path to git-crypt's filter.
    package static func declaresEncryption(workTree root: URL) -> Bool {
        guard let data = try? Beneath(root).read(attributesFile, limit: 1024 * 1024) else { return false }
        return declaresEncryption(attributes: String(decoding: data, as: UTF8.self))
    }

    /// True when the `.gitattributes` text `attributes` gives some pattern `filter=git-crypt`.
    package static func declaresEncryption(attributes: String) -> Bool {
        attributes.split(whereSeparator: \.isNewline).contains { line in
            !line.hasPrefix("#") && line.split(whereSeparator: \.isWhitespace).dropFirst().contains("filter=git-crypt")
        }
    }

    /// `.gitattributes` with ilgi's line added after what it already says.
    package static func attributes(adding existing: String) -> String {
        let lines = existing.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard !lines.contains(attributesLine) else { return existing }
        let kept = existing.isEmpty || existing.hasSuffix("\n") ? existing : existing + "\n"
        return kept + "# ilgi: entries and their photos are stored encrypted, in git-crypt's format\n" + attributesLine
            + "\n"
    }

    /// What a journal opening at `root` is, and the codec its files go through. A key installed
    /// in `.git/git-crypt/keys/default` means unlocked, whatever the work tree's
    /// `.gitattributes` says, so a remote that empties that file switches nothing off on this
    /// machine (a commit, a merge or a checkout of it stores nothing as text). Without a key,
    /// the journal is locked when its `.gitattributes` names git-crypt's filter, or when its
    /// history ever did (`EncryptionHistory`): a clone whose remote deleted that line is still
    /// an encrypted journal, which writes nothing until `ilgi crypt unlock`.
    /// `crypt init` installs the key first; a crash before it commits its line leaves a
    /// journal that stores encrypted from then on, and the next `crypt init` finishes it.
    /// A key still waiting (`pendingKey`) means an init on this machine that did not reach its
    /// commit: the journal is plain, whatever that init wrote into the work tree, which the
    /// store's recovery then puts back.
    package static func inspect(
        root: URL, repository: Repository, stateDirectory: URL, initStopped: Bool
    ) throws
        -> (state: EncryptionState, codec: any ContentCodec)
    {
        if let key = try installedKey(gitDirectory: repository.gitDirectory) {
            return (.unlocked, GitCryptContent(key: key))
        }
        guard !initStopped else { return (.plain, PlainContent()) }
        if declaresEncryption(workTree: root) {
            EncryptionHistory.rememberEncrypted(stateDirectory: stateDirectory)
            return (.locked, LockedContent())
        }
        guard try EncryptionHistory.isEncrypted(repository: repository, stateDirectory: stateDirectory) else {
            return (.plain, PlainContent())
        }
        return (.locked, LockedContent())
    }
}
