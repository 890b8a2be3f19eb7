import Foundation
import GitKit
import IlgiEntry

/// What the store itself can refuse or fail at.
public enum StoreError: UserFacingError, Equatable {
    /// The disk (or the user's quota) is full; the transaction was rolled back.
    case diskFull(path: String, operation: JournalOperation)
    /// The same, for an edit whose text is kept in a draft.
    case diskFullDraftKept(path: String, draft: String)
    /// A running git holds one of the repository's lock files.
    case gitLockHeld(lockFile: String, process: Int32?)
    /// Another `ilgi sync` of this journal is running.
    case syncRunning(path: String)
    /// A Ctrl-C, SIGTERM or SIGHUP stopped long work; the journal is as it was before it.
    case interrupted(signal: Int32)

    public var message: any LocalizedText {
        switch self {
        case .diskFull(let path, _): StoreText.diskFull(path)
        case .diskFullDraftKept(let path, let draft): StoreText.diskFullDraftKept(path, draft)
        case .gitLockHeld(let lockFile, let process): StoreText.gitLockHeld(lockFile, process)
        case .syncRunning(let path): StoreText.syncRunning(path)
        case .interrupted: StoreText.interrupted
        }
    }

    public var exitCode: Int32 { 1 }

    /// True when `error`, from whatever layer, says there is no space left on the device.
    static func isOutOfSpace(_ error: any Error) -> Bool {
        switch error {
        case let error as POSIXError: return error.code == .ENOSPC || error.code == .EDQUOT
        case let error as CocoaError: return error.code == .fileWriteOutOfSpace
        case let error as GitError:
            let message = error.message.lowercased()
            return message.contains("no space left") || message.contains("quota exceeded")
        default:
            let error = error as NSError
            if error.domain == NSPOSIXErrorDomain { return error.code == Int(ENOSPC) || error.code == Int(EDQUOT) }
            if let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError,
                underlying.domain == NSPOSIXErrorDomain
            {
                return underlying.code == Int(ENOSPC) || underlying.code == Int(EDQUOT)
            }
            return false
        }
    }
}

/// What the store did on the user's behalf, said in one line.
public enum StoreNotice: Sendable, Equatable {
    /// A transaction a killed ilgi left half done was finished (its commit had landed) or
    /// rolled back; `files` were put back as the journal's last commit has them.
    case recovered(operation: JournalOperation, completed: Bool, files: Int)
    /// A git lock file left by a process that no longer runs was removed.
    case removedStaleLock(path: String)
    /// git's index (`.git/index`, a cache of the last commit and the work tree) could not be
    /// read and was made again from the last commit.
    case rebuiltIndex(reason: String)

    public var message: any LocalizedText {
        switch self {
        case .recovered(let operation, let completed, let files):
            StoreText.recoveredTransaction(operation, completed: completed, files: files)
        case .removedStaleLock(let path): StoreText.removedStaleLock(path)
        case .rebuiltIndex(let reason): StoreText.rebuiltIndex(reason)
        }
    }
}
