import Foundation
import IlgiEntry
import IlgiStore

/// What one `ilgi sync` did.
public struct SyncReport: Sendable, Equatable {
    public enum Integration: Sendable, Equatable {
        /// Neither side has any commit.
        case nothing
        /// The remote had nothing this journal lacked.
        case upToDate
        /// The journal moved forward to the remote's commit; no merge was needed.
        case fastForward
        /// Both sides had new commits; they were joined by a merge commit.
        case merged(commit: String)
    }

    public var remote: String
    public var url: String
    public var branch: String
    public var integration: Integration = .nothing
    /// What the remote's commits changed in this journal's entries.
    public var received = EntryChanges()
    /// Words the entries the remote changed or deleted gained and lost (new entries' words are
    /// not counted): how much text came and went.
    public var wordsAdded = 0
    public var wordsRemoved = 0
    /// Places where both sides changed the same text and both versions were kept.
    public var conflicts: [SyncConflict] = []
    /// Commits sent to the remote (0 when it had them all).
    public var sentCommits = 0
    /// True when this sync made the remote the branch's upstream (the first push).
    public var upstreamSet = false
    /// Files of the remote's tree the sync did not take (`IncomingChanges`), by path.
    public var leftOut: [LeftOutPath] = []

    /// Why a file was not taken from a remote.
    public enum LeftOutReason: Sendable, Equatable {
        /// A symbolic link where ilgi reads (a year folder, `.ilgi/`, `.gitattributes`).
        case symbolicLink
        /// A submodule (a commit in place of a file).
        case submodule
        /// A path with a `.git` folder in it.
        case gitFolder
        /// In an encrypted journal, a file stored as plain text: anyone who can push could
        /// have written it, so it is not taken as the user's (`ilgi restore ID --at COMMIT`
        /// takes it on purpose, encrypted).
        case plainText
        /// In an encrypted journal, ciphertext that does not verify under the journal's key.
        case unverified
        /// A file larger than `IncomingChanges.largestFile` (an entry, `largestEntry`): taking
        /// it would take the machine's memory (libgit2 reads a blob whole).
        case tooLarge
        /// In an encrypted journal, an entry's ciphertext that stands at another entry's path
        /// too: copied there by someone without the key (git-crypt's blobs do not name their path).
        case replay(of: String)
        /// A name no file can have: `..`, `.`, an empty one, an absolute path, a NUL byte.
        case unusableName
    }

    public struct LeftOutPath: Sendable, Equatable {
        public let path: String
        public let reason: LeftOutReason
        /// The remote's commit that holds it (short), where `ilgi restore --at` finds it.
        public var commit = ""
    }
}

/// Both sides changed the same thing in ways that cannot be merged line by line, so both
/// versions were kept: ours in place, theirs beside it.
public struct SyncConflict: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        /// An entry edited in the same place on both sides: theirs became a new entry.
        case entry(original: EntryID, copy: EntryID, title: String)
        /// A file that is not an entry: theirs was saved beside ours.
        case file(path: String)
    }

    public let kind: Kind
    /// Where the kept version lives now.
    public let copyPath: String
    /// Who wrote their version (the commit author's email, which for ilgi's default identity
    /// is `user@host`).
    public let source: String
    /// The day their version was committed, `YYYY-MM-DD`.
    public let date: String
}
