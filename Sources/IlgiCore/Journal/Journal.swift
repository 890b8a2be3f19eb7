import Foundation
import GitKit
import IlgiCatalog
import IlgiEntry
import IlgiStore
import Synchronization

/// A journal: a git repository whose `YYYY/MM/<uuid>.txt` files are entries. Reading goes to
/// the work tree (what the user sees and may browse); every change is one commit.
public final class Journal {
    /// The work tree root.
    public let root: URL
    /// The repository underneath, for the core's own types (and tests); the command line
    /// speaks to the journal, never to git directly.
    package let repository: Repository
    /// `.git/ilgi/`: this machine's state for the journal (lock, drafts, temporary files);
    /// inside `.git`, so it is never committed and never synced.
    public let stateDirectory: URL
    /// Runs the user's hooks around saves; nil (the default) runs none. The command line sets
    /// it; a library user or a test may.
    public var hooks: HookRunner?
    /// Every change to the journal goes through the store's one transaction.
    public let store: JournalStore
    /// Every read: listings, lookups, summaries, search (the one read path, through the
    /// catalog). Sendable, with its own repository handle.
    public let reader: JournalReader
    /// What the journal was opened with.
    public let configuration: JournalConfiguration
    /// Plain, or encrypted and unlocked or locked on this machine.
    public let encryption: EncryptionState

    init(root: URL, repository: Repository, configuration: JournalConfiguration) throws {
        self.root = root
        self.repository = repository
        let stateDirectory = repository.gitDirectory.appendingPathComponent("ilgi", isDirectory: true)
        // A `crypt init` killed after its commit left its key waiting: installed now, before
        // anything reads what the journal is. One killed before it leaves the journal plain.
        var initStopped = FileManager.default.fileExists(
            atPath: JournalEncryption.pendingKeyURL(stateDirectory: stateDirectory).path)
        if initStopped {
            // .gitattributes is never encrypted: read as it is stored.
            let content = JournalContent(repository: repository, codec: PlainContent())
            let declared = try repository.headCommit().map { try content.declaresEncryption(in: $0) } ?? false
            try JournalEncryption.settlePendingKey(
                stateDirectory: stateDirectory, gitDirectory: repository.gitDirectory, headDeclaresEncryption: declared)
            initStopped = !declared
        }
        let (encryption, codec) = try JournalEncryption.inspect(
            root: root, repository: repository, stateDirectory: stateDirectory, initStopped: initStopped)
        if encryption == .locked, !configuration.opensLockedJournal {
            throw CryptError.journalLocked(path: root.path)
        }
        self.encryption = encryption
        var configuration = configuration
        if configuration.codec == nil { configuration.codec = codec }
        self.configuration = configuration
        self.stateDirectory = stateDirectory
        self.store = JournalStore(
            root: root, repository: repository, stateDirectory: stateDirectory, configuration: configuration)
        self.reader = JournalReader(root: root, stateDirectory: stateDirectory, configuration: configuration)
    }

    /// Readies what opening a journal and showing its entries need on other threads, so that
    /// it overlaps whatever the process does first (a command line's parsing); call it early.
    /// The local time zone, which every date shown is in: Foundation finds it in ICU's data the
    /// first time, on the way to a search's first hit (bench/RESULTS.md#code-start-up). Then
    /// libgit2's set-up, unless not `loadingGit` (a read the catalog answers may never need
    /// it): after the zone's thread is made, since a thread made while a library loads waits
    /// for the load to end.
    public static func prepareToOpen(loadingGit: Bool = true) {
        zoneFinder.withLock { $0 = $0 ?? OnItsOwnThread { _ = TimeZone.current } }
        if loadingGit { LibGit2.initializeInBackground() }
    }

    /// Waits for what `prepareToOpen` began; call it before the process exits, which must
    /// not tear down the libraries that thread is setting up.
    public static func finishPreparing() {
        LibGit2.waitForBackgroundSetUp()
        zoneFinder.withLock { finder in
            finder?.wait()
            finder = nil
        }
    }

    /// The thread `prepareToOpen` finds the time zone on.
    private static let zoneFinder = Mutex<OnItsOwnThread<Void>?>(nil)

    /// Opens the journal at `root`, creating it (a new repository on branch `main`) when the
    /// folder is missing or empty. An existing git repository is used as it is; its other files
    /// are never touched.
    public static func open(
        at root: URL, configuration: JournalConfiguration = JournalConfiguration()
    ) throws
        -> Journal
    {
        let fileManager = FileManager.default
        let path = root.path
        var isDirectory: ObjCBool = false
        let exists = fileManager.fileExists(atPath: path, isDirectory: &isDirectory)
        if exists, !isDirectory.boolValue { throw IlgiError.journalIsFile(path: path) }
        do {
            let repository =
                try (configuration.opensRepositoryAtFirstUse ? Repository.openedAtFirstUse(at: root) : nil)
                ?? Repository.open(at: root)
            guard !repository.isBare, let workTree = repository.workingDirectory else {
                throw IlgiError.journalIsBare(path: path)
            }
            return try Journal(root: workTree, repository: repository, configuration: configuration)
        } catch let error as GitError where error.isNotFound || error.isOwnedByAnotherUser {
            // A repository libgit2 will not open because another user owns it (GIT_EOWNER, or
            // "not found" where it is not told why), or not a repository at all.
            let gitDirectory = root.appendingPathComponent(".git").path
            if fileManager.fileExists(atPath: gitDirectory) {
                let owner = (try? fileManager.attributesOfItem(atPath: gitDirectory))?[.ownerAccountID] as? NSNumber
                if let owner, owner.uint32Value != geteuid() {
                    throw IlgiError.journalOwnedByAnotherUser(path: path)
                }
                throw IlgiError.git(operation: .openJournal, message: error.message)
            }
            // Not a repository. Make one, unless that would take over a folder of other files.
            if exists, let contents = try? fileManager.contentsOfDirectory(atPath: path), !contents.isEmpty {
                throw IlgiError.journalNotARepository(path: path)
            }
            do {
                try createAtomically(at: root)
            } catch {
                throw IlgiError.wrapping(error, while: .createJournal, path: path)
            }
            return try open(at: root, configuration: configuration)
        } catch let error as any UserFacingError {
            throw error
        } catch {
            throw IlgiError.wrapping(error, while: .openJournal, path: path)
        }
    }

    /// Makes a new repository in a hidden sibling folder and renames it into place, so a
    /// second ilgi starting at the same moment sees either nothing or a whole repository, never
    /// one half made. When another process wins the race, its journal is used.
    static func createAtomically(at root: URL) throws {
        let parent = root.deletingLastPathComponent()
        try FileManager.default.createDirectory(at: parent, withIntermediateDirectories: true)
        let staging = parent.appendingPathComponent(
            ".\(root.lastPathComponent).ilgi-new-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
        defer { try? FileManager.default.removeItem(at: staging) }
        _ = try Repository.create(at: staging, initialBranch: "main")
        // The owner's alone, whatever the umask of whoever runs the library (the command line
        // sets 077 itself): entries are plain text in the work tree, even when encrypted.
        for folder in [staging, staging.appendingPathComponent(".git")] { chmod(folder.path, 0o700) }
        // rename(2) replaces a missing or empty folder and fails on a non-empty one.
        if rename(staging.path, root.path) != 0 {
            let code = errno
            guard code == ENOTEMPTY || code == EEXIST else { throw POSIXError(POSIXErrorCode(rawValue: code) ?? .EIO) }
        }
    }

    // MARK: Entry files

    /// The journal paths of every entry in the work tree, unordered.
    public func entryPaths() throws -> [(id: EntryID, path: String)] {
        Journal.entryPaths(inWorkTree: root)
    }

    /// The entries in the work tree at `root`, found by their paths alone, without opening
    /// (or creating) the repository: what shell completion needs, cheaply. Only real folders
    /// and regular files count: a symbolic link is never followed (`NoFollow`).
    public static func entryPaths(inWorkTree root: URL) -> [(id: EntryID, path: String)] {
        var found: [(id: EntryID, path: String)] = []
        JournalLayout.forEachMonth(in: root.path) { month in
            for file in NoFollow.names(in: month.path, of: .regular) ?? [] {
                if let id = JournalLayout.entryID(forFileName: file) { found.append((id, month.name + "/" + file)) }
            }
        }
        return found
    }

    /// Newest first; entries written in the same second keep a stable order by id.
    public static func newestFirst(_ lhs: Entry, _ rhs: Entry) -> Bool {
        lhs.created.date != rhs.created.date ? lhs.created.date > rhs.created.date : lhs.id > rhs.id
    }

    /// The most of one entry file any reader takes: the catalog's limit too, so a listing,
    /// a search and `show` see the same first part of a huge file. Read whole, with the copies
    /// a page or an export makes of it, it keeps a command well under 200 MB.
    public static let readLimit = Catalog.indexedTextLimit

    /// The entry at `path`, from at most `readLimit` bytes of its file (`fileSizeWhenCut` says
    /// when that was not all of it).
    static func loadEntry(root: URL, id: EntryID, path: String) throws -> Entry {
        let (data, size) = try readFile(path, in: root, cuttingAt: readLimit)
        var loaded = entry(parsing: data, root: root, id: id, path: path)
        loaded.fileSizeWhenCut = size
        return loaded
    }

    /// An entry from the bytes of its file, already read.
    static func entry(parsing data: Data, root: URL, id: EntryID, path: String) -> Entry {
        Entry(
            id: id, path: path, document: EntryDocument(parsing: String(decoding: data, as: UTF8.self)),
            fallbackDate: Journal.modificationDate(of: URL(fileURLWithPath: root.path + "/" + path)))
    }

    /// The text of the journal file at `url` (inside the journal), reached beneath the root.
    func readText(at url: URL) throws -> String {
        do {
            let prefix = root.path + "/"
            guard url.path.hasPrefix(prefix) else { throw POSIXError(.EXDEV) }
            return String(
                decoding: try Journal.readFile(String(url.path.dropFirst(prefix.count)), in: root), as: UTF8.self)
        } catch {
            throw IlgiError.wrapping(error, while: .readEntry, path: url.path)
        }
    }

    /// The bytes of the file at `path` (an entry's `YYYY/MM/<uuid>.txt`) in the journal at `root`,
    /// never through a symbolic link at any component (`Beneath`), never ciphertext, which is
    /// no entry's text, and never more than `readLimit`: a larger file is refused
    /// (`IlgiError.fileTooLarge`) by what would change it, and read in part by what shows it.
    static func readFile(_ path: String, in root: URL) throws -> Data {
        let fullPath = root.path + "/" + path
        let (data, size) = try readFile(path, in: root, cuttingAt: readLimit)
        if let size { throw IlgiError.fileTooLarge(path: fullPath, size: size, limit: readLimit) }
        return data
    }

    /// At most `limit` bytes of the file at `path`, and its size when that was not all of it.
    static func readFile(_ path: String, in root: URL, cuttingAt limit: Int) throws -> (Data, cutFrom: Int?) {
        let fullPath = root.path + "/" + path
        let read: (bytes: Data, isWhole: Bool, status: stat)
        do {
            read = try Beneath(root).readPrefix(path, count: limit)
        } catch let error as POSIXError where error.code == .ELOOP || error.code == .EMLINK {
            throw IlgiError.symbolicLink(path: fullPath)
        } catch {
            throw IlgiError.fileSystem(path: fullPath, message: IlgiError.describe(error))
        }
        guard !GitCryptCipher.isEncrypted(read.bytes) else { throw CryptError.stillEncrypted(path: fullPath) }
        return (read.bytes, read.isWhole ? nil : Int(read.status.st_size))
    }

    static func modificationDate(of url: URL) -> Date {
        NoFollow.modificationDate(ofPath: url.path) ?? Date(timeIntervalSince1970: 0)
    }
}
