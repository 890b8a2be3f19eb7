import Foundation
import GitKit
import IlgiEntry

/// Everything that can go wrong in the journal, each with one line for the user that says
/// what went wrong and what to do. The wording lives in `StoreText`.
public enum IlgiError: UserFacingError, Equatable {
    case journalIsFile(path: String)
    case journalNotARepository(path: String)
    case journalIsBare(path: String)
    case journalOwnedByAnotherUser(path: String)
    case journalNotWritable(path: String, reason: String)
    case journalBusy(path: String)
    case entryNotFound(query: String)
    case idTooShort(query: String)
    case ambiguousID(query: String, candidates: [String])
    case noEntries
    case entryChangedWhileEditing(draft: String)
    case git(operation: JournalOperation, message: String)
    case fileSystem(path: String, message: String)
    case symbolicLink(path: String)
    /// A journal file larger than ilgi reads whole (an entry that came by a plain git pull).
    case fileTooLarge(path: String, size: Int, limit: Int)
    /// The journal's `.ilgi/format` names a format above this ilgi's (0: one it cannot read).
    case journalFormatTooNew(format: Int, needs: String?)
    case invalidInput(Localized)

    /// Bad input, in a key's words (kept in every language, so the error stays `Equatable`).
    public static func invalidInput(_ message: some LocalizedText) -> IlgiError {
        .invalidInput(Localized(message))
    }

    public var message: any LocalizedText {
        switch self {
        case .journalIsFile(let path): StoreText.journalIsFile(path)
        case .journalNotARepository(let path): StoreText.journalNotARepository(path)
        case .journalIsBare(let path): StoreText.journalIsBare(path)
        case .journalOwnedByAnotherUser(let path): StoreText.journalOwnedByAnotherUser(path)
        case .journalNotWritable(let path, let reason): StoreText.journalNotWritable(path, reason)
        case .journalBusy(let path): StoreText.journalBusy(path)
        case .entryNotFound(let query): StoreText.entryNotFound(query)
        case .idTooShort(let query): StoreText.idTooShort(query)
        case .ambiguousID(let query, let candidates): StoreText.ambiguousID(query, candidates)
        case .noEntries: StoreText.noEntries
        case .entryChangedWhileEditing(let draft): StoreText.entryChangedWhileEditing(draft)
        case .git(let operation, let message): StoreText.gitFailed(operation, message)
        case .fileSystem(let path, let message): StoreText.fileSystemFailed(path, message)
        case .symbolicLink(let path): StoreText.symbolicLinkRefused(path)
        case .fileTooLarge(let path, let size, let limit): StoreText.fileTooLarge(path, size, limit)
        case .journalFormatTooNew(let format, let needs): StoreText.journalFormatTooNew(format, needs)
        case .invalidInput(let message): message
        }
    }

    public var exitCode: Int32 {
        switch self {
        case .idTooShort, .ambiguousID, .invalidInput: 2
        default: 1
        }
    }
}

extension IlgiError {
    /// Wraps a failure from below (libgit2, the file system) with what ilgi was doing.
    public static func wrapping(
        _ error: any Error, while operation: JournalOperation = .workWithJournal, path: String
    )
        -> IlgiError
    {
        switch error {
        case let error as IlgiError:
            return error
        case let error as GitError:
            if error.errorClass == 2 /* GIT_ERROR_OS */
                && error.message.localizedCaseInsensitiveContains("permission denied")
            {
                return .journalNotWritable(path: path, reason: error.message)
            }
            return .git(operation: operation, message: error.message)
        case let error as POSIXError where error.code == .EACCES || error.code == .EROFS || error.code == .EPERM:
            return .journalNotWritable(path: path, reason: describe(error))
        case let error as CocoaError
        where error.code == .fileWriteNoPermission || error.code == .fileWriteVolumeReadOnly:
            return .journalNotWritable(path: path, reason: describe(error))
        default:
            return .fileSystem(path: path, message: describe(error))
        }
    }

    /// A short reason for a system error: the C library's words ("Permission denied") where
    /// there is an errno, rather than Foundation's "The operation could not be completed".
    public static func describe(_ error: any Error) -> String {
        if let error = error as? POSIXError { return String(cString: strerror(error.code.rawValue)) }
        if let error = error as? CocoaError {
            switch error.code {
            case .fileWriteNoPermission, .fileReadNoPermission: return String(cString: strerror(EACCES))
            case .fileWriteVolumeReadOnly: return String(cString: strerror(EROFS))
            case .fileWriteOutOfSpace: return String(cString: strerror(ENOSPC))
            case .fileNoSuchFile, .fileReadNoSuchFile: return String(cString: strerror(ENOENT))
            default: break
            }
        }
        if let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError,
            underlying.domain == NSPOSIXErrorDomain
        {
            return String(cString: strerror(Int32(underlying.code)))
        }
        return (error as NSError).localizedDescription
    }
}

extension IlgiError {
    /// `error` as the user should meet it: a libgit2 failure that reached the edge of the core
    /// without a journal operation to name becomes an `IlgiError` with libgit2's own words;
    /// anything else is returned as it is.
    public static func surfacing(_ error: any Error) -> any Error {
        guard let error = error as? GitError else { return error }
        return IlgiError.git(operation: .workWithJournal, message: error.message)
    }
}
