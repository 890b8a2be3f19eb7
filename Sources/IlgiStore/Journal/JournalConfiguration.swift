import Foundation
import IlgiEntry

#if canImport(Glibc)
    import Glibc
#endif

/// What a journal is opened with (`Journal.open(at:configuration:)`), as GRDB takes a
/// `Configuration`: the core reads no environment variable, and its only process-wide settings
/// are libgit2's own (`LibGit2+Switches`), so the command line and the server say here what they mean, and a test says what it needs.
public struct JournalConfiguration {
    /// The step of a transaction at which a test asks the process to die; honoured only in
    /// debug builds.
    public var crashPoint: CrashPoint?
    /// The author and committer when git config names none.
    public var fallbackAuthor = Author.ofThisAccount
    /// Told how a catalog build advances (done, total), for a progress bar.
    public var catalogProgress: ((Int, Int) -> Void)?
    /// Told of each entry file the catalog could not read (its full path, and why):
    /// that entry is left out of every listing and search until it can be read. The command
    /// line warns with it; nothing else is told.
    public var unreadableEntry: ((_ path: String, _ reason: String) -> Void)?
    /// Told how the first read of a long history for `log ID` advances.
    public var historyProgress: ((Int, Int) -> Void)?
    /// The language of what the journal writes for a person to read (a conflict copy's
    /// title); the command line passes its own.
    public var language = Language.english
    /// How the files' bytes are kept in git (`JournalContent`); nil (the default) lets the
    /// journal say: as they are, or in git-crypt's format when it is encrypted
    /// (`JournalEncryption`). Tests set their own.
    public var codec: (any ContentCodec)?
    /// Opens a journal that is encrypted and locked on this machine instead of refusing it
    /// (`CryptError.journalLocked`): for `crypt unlock` and `crypt status`, which must.
    public var opensLockedJournal = false
    /// The account's cache folder (`$XDG_CACHE_HOME`), where a journal whose `.git/ilgi` this
    /// account cannot write keeps its catalog (`Catalog.openCached`); nil: such a journal's
    /// catalog is each process's own, built anew by every command. The command line, the
    /// server and `ilgi mcp` pass the account's.
    public var cacheHome: URL?
    /// Opens the repository with libgit2 only when a call needs it, where its files show one
    /// libgit2 surely opens as it is (`Repository.openedAtFirstUse`): a read that the catalog
    /// answers then loads no library. A repository removed while the process has it ends the
    /// process (status 1, one line on stderr) at its first libgit2 call: for the command line,
    /// whose commands are that process.
    public var opensRepositoryAtFirstUse = false

    public init() {}

    /// A person's journal as the command line, the server and the assistants' program open
    /// it: the author git would guess, the language and the cache folder that `environment`
    /// names (the caller's, passed in: the core reads none).
    public init(environment: [String: String]) {
        fallbackAuthor = .guess(environment: environment)
        language = Language.fromEnvironment(environment)
        cacheHome = BaseDirectories.cacheHome(environment)
    }

    /// Who writes, when git config has no `user.name`/`user.email`: `NAME@hostname`, as git
    /// guesses an identity.
    public struct Author: Sendable, Equatable {
        public let name: String
        public var email: String { "\(name)@\(Author.hostName)" }

        public init(name: String) { self.name = name }

        /// The account's own name (`getpwuid`), else "ilgi".
        public static var ofThisAccount: Author {
            if let entry = getpwuid(getuid()), let name = entry.pointee.pw_name {
                return Author(name: String(cString: name))
            }
            return Author(name: "ilgi")
        }

        /// As git guesses it: `$USER`, else `$LOGNAME`, else the account's name.
        public static func guess(environment: [String: String]) -> Author {
            for key in ["USER", "LOGNAME"] {
                if let value = environment[key], !value.isEmpty { return Author(name: value) }
            }
            return ofThisAccount
        }

        static var hostName: String {
            var buffer = [CChar](repeating: 0, count: 256)
            guard gethostname(&buffer, buffer.count) == 0 else { return "localhost" }
            let name = String(decoding: buffer.prefix { $0 != 0 }.map(UInt8.init(bitPattern:)), as: UTF8.self)
            return name.isEmpty ? "localhost" : name
        }
    }
}
