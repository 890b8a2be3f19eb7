import Foundation
import GitKit
import IlgiEntry

/// What can go wrong when reading or restoring history, each with one line for the user.
/// The wording lives in `CoreText`.
public enum HistoryError: UserFacingError, Equatable {
    /// No entry in the work tree or among deleted entries has this id.
    case unknownEntry(query: String)
    /// A revision that names no commit of the journal.
    case unknownRevision(String)
    /// A short commit id that matches several commits.
    case ambiguousRevision(String)
    /// A date before the journal's first commit.
    case noCommitBefore(String)
    /// The journal has no commits at all.
    case noHistory
    /// The entry did not exist in that commit.
    case notInRevision(id: String, revision: String, commit: String)
    /// `restore` without `--at` on an entry that is not deleted.
    case notDeleted(id: String)
    /// The entry's file has changes that are not committed; restoring would lose them.
    case uncommittedChanges(id: String, path: String)
    /// The version asked for has no title and no text.
    case emptyVersion(id: String, commit: String)
    /// `git` is not installed.
    case gitNotFound
    /// `git` is there but could not be started.
    case gitDidNotStart(String)

    public var message: any LocalizedText {
        switch self {
        case .unknownEntry(let query): CoreText.unknownEntry(query)
        case .unknownRevision(let revision): CoreText.unknownRevision(revision)
        case .ambiguousRevision(let revision): CoreText.ambiguousRevision(revision)
        case .noCommitBefore(let date): CoreText.noCommitBefore(date)
        case .noHistory: CoreText.noHistoryError
        case .notInRevision(let id, let revision, let commit): CoreText.notInRevision(id, revision, commit)
        case .notDeleted(let id): CoreText.notDeleted(id)
        case .uncommittedChanges(let id, let path): CoreText.uncommittedChanges(id, path)
        case .emptyVersion(let id, let commit): CoreText.emptyVersion(id, commit)
        case .gitNotFound: CoreText.gitNotFound
        case .gitDidNotStart(let reason): CoreText.gitDidNotStart(reason)
        }
    }

    public var exitCode: Int32 {
        switch self {
        case .unknownRevision, .ambiguousRevision, .notDeleted: 2
        default: 1
        }
    }
}
