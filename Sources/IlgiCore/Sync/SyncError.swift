import Foundation
import IlgiEntry

/// What can go wrong with remotes and sync, each with one line that says what went wrong and
/// what to do. A failed sync never changes the journal's own commits: every error here leaves
/// them as they were, so the next `ilgi sync` can simply try again.
public enum SyncError: UserFacingError, Equatable {
    // Managing remotes (bad input: exit 2)
    case invalidRemoteName(name: String)
    case invalidRemoteURL(url: String, reason: Localized)
    case remoteExists(name: String, url: String)
    case remoteNotFound(name: String, known: [String])
    case localRemoteMissing(path: String)
    case chooseRemote(names: [String])

    // Syncing (failures: exit 1)
    case noRemote
    case detachedHead
    case sshUnsupported(url: String)
    case unreachable(remote: String, url: String, detail: String)
    case remoteRepositoryMissing(remote: String, url: String, detail: String)
    case authenticationFailed(remote: String, url: String, tried: [String], detail: String)
    case unknownHost(host: String, port: Int?, keyType: String, fingerprint: String)
    case hostKeyChanged(host: String, port: Int?, file: String, fingerprint: String)
    case pushRejected(remote: String, reference: String, reason: String)
    case remoteKeepsMoving(remote: String, attempts: Int)
    /// Another ilgi holds the push mark of a remote on a local path.
    case remoteBusy(remote: String, file: String)
    /// A lock file in a remote on a local path that may belong to a running push.
    case remoteLocked(remote: String, file: String)
    case uncommittedChanges(paths: [String])
    case checkoutBlocked(detail: String)
    case transferFailed(remote: String, pushing: Bool, detail: String)

    // What a remote may not do (docs/FORMAT.md): refused before the work tree is touched
    /// An encrypted journal's remote changed the git-crypt lines of `.gitattributes`.
    case remoteChangesEncryption(remote: String, commit: String, subject: String)
    /// The remote's commits would remove many entries at once; `ilgi sync --yes` takes them.
    case massDeletion(remote: String, removed: Int, emptied: Int, total: Int, commit: String, subject: String)
    /// The remote holds a file whose name is not UTF-8.
    case unreadableName(remote: String, commit: String)
    /// A remote folder holds a file too large to fetch from a folder (see `LocalFetchLimit`).
    case tooLargeInFolder(remote: String, path: String, size: Int, commit: String)
    /// The remote's journal is in a format above this ilgi's (`JournalFormat`; 0: unreadable).
    case remoteNeedsNewerFormat(remote: String, format: Int, needs: String?)

    public var message: any LocalizedText {
        switch self {
        case .invalidRemoteName(let name): CoreText.invalidRemoteName(name)
        case .invalidRemoteURL(let url, let reason): CoreText.invalidRemoteURL(url, reason)
        case .remoteExists(let name, let url): CoreText.remoteExists(name, url)
        case .remoteNotFound(let name, let known): CoreText.remoteNotFound(name, known)
        case .localRemoteMissing(let path): CoreText.localRemoteMissing(path)
        case .chooseRemote(let names): CoreText.chooseRemote(names)
        case .noRemote: CoreText.noRemote
        case .detachedHead: CoreText.detachedHead
        case .sshUnsupported(let url): CoreText.sshUnsupported(url)
        case .unreachable(let remote, let url, let detail): CoreText.unreachable(remote, url, detail)
        case .remoteRepositoryMissing(let remote, let url, let detail):
            CoreText.remoteRepositoryMissing(remote, url, detail)
        case .authenticationFailed(let remote, let url, let tried, let detail):
            CoreText.authenticationFailed(remote, url, tried, detail)
        case .unknownHost(let host, let port, let keyType, let fingerprint):
            CoreText.unknownHost(host, port, keyType, fingerprint)
        case .hostKeyChanged(let host, let port, let file, let fingerprint):
            CoreText.hostKeyChanged(host, port, file, fingerprint)
        case .pushRejected(let remote, let reference, let reason): CoreText.pushRejected(remote, reference, reason)
        case .remoteKeepsMoving(let remote, let attempts): CoreText.remoteKeepsMoving(remote, attempts)
        case .remoteBusy(let remote, let file): CoreText.remoteBusy(remote, file)
        case .remoteLocked(let remote, let file): CoreText.remoteLocked(remote, file)
        case .uncommittedChanges(let paths): CoreText.uncommittedChangesBeforeSync(paths)
        case .checkoutBlocked(let detail): CoreText.checkoutBlocked(detail)
        case .transferFailed(let remote, let pushing, let detail): CoreText.transferFailed(remote, pushing, detail)
        case .remoteChangesEncryption(let remote, let commit, let subject):
            CoreText.remoteChangesEncryption(remote, commit, subject)
        case .massDeletion(let remote, let removed, let emptied, let total, let commit, let subject):
            CoreText.massDeletion(remote, removed, emptied, total, commit, subject)
        case .unreadableName(let remote, let commit): CoreText.unreadableName(remote, commit)
        case .tooLargeInFolder(let remote, let path, let size, let commit):
            CoreText.tooLargeInFolder(remote, path, size, commit)
        case .remoteNeedsNewerFormat(let remote, let format, let needs):
            CoreText.remoteNeedsNewerFormat(remote, format, needs)
        }
    }

    public var exitCode: Int32 {
        switch self {
        case .invalidRemoteName, .invalidRemoteURL, .remoteExists, .remoteNotFound, .localRemoteMissing, .chooseRemote:
            2
        default:
            1
        }
    }
}
