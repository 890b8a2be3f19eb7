import Foundation
import GitKit
import IlgiCatalog
import IlgiStore

/// What `crypt init` did.
public struct EncryptionStart: Sendable, Equatable {
    /// Files (entries and assets) now stored encrypted.
    public let files: Int
    /// Commits from before, whose entries stay readable wherever they were pushed.
    public let earlierCommits: Int
}

/// What `crypt status` says.
public struct EncryptionReport: Sendable, Equatable {
    public let state: EncryptionState
    /// Files under encrypted paths stored as ciphertext in HEAD.
    public let encryptedFiles: Int
    /// Files under encrypted paths stored as plain text in HEAD: what a remote can read.
    public let plainFiles: [String]
    /// Commits whose entries are stored as plain text (the history before `crypt init`).
    public let plainCommits: Int
}

/// A journal's encryption, git-crypt's way: turning it on, unlocking and locking the work
/// tree, the key and who holds it (`+KeyHolders`), and making the history encrypted
/// (`HistoryRewrite`). Every write is one transaction of the journal's store.
public struct JournalCrypt: JournalPart {
    public let journal: Journal

    public init(_ journal: Journal) { self.journal = journal }
}

extension JournalCrypt {
    /// Turns encryption on (`ilgi crypt init`): a new key (or `key`, to share another
    /// journal's), installed in `.git/git-crypt/keys/default`; `.gitattributes` names the
    /// journal's files; and one commit stores every entry and asset again, encrypted. The work
    /// tree stays as it is. Earlier commits are not changed. `progress` is told (done, total)
    /// as the files are encrypted.
    public func turnOnEncryption(
        key given: GitCryptKey? = nil, filters: GitFilterCommands, progress: ((Int, Int) -> Void)? = nil
    ) throws -> EncryptionStart {
        // A key waiting beside the journal is an init that stopped before its commit, and an
        // installed key without the attributes one an older ilgi stopped: either resumes, with
        // that key (blobs may already be stored with an installed one).
        guard !JournalEncryption.declaresEncryption(workTree: root) else { throw CryptError.alreadyEncrypted }
        let installed = try installedKey()
        if let given, let installed, given.fileContents != installed.fileContents { throw CryptError.alreadyEncrypted }
        let pending = try JournalEncryption.pendingKey(stateDirectory: stateDirectory)
        let key = installed ?? given ?? pending ?? GitCryptKey.generate()
        if let name = key.name { throw CryptError.namedKey(name: name) }
        try refuseUnsavedWork(includingDrafts: false)
        let paths = try encryptedFiles()
        try journal.transaction(.encryptJournal) { tx in
            try tx.record(paths + [JournalEncryption.attributesFile])
            // The key waits beside the journal until the commit is made: installed, it would
            // make the journal encrypted (a key is this machine's word on that) while HEAD
            // stores text; after the commit, the next open installs it (`settlePendingKey`)
            // if this process dies first, so the journal never looks locked to its owner.
            try savePendingKey(key)
            try tx.write(
                JournalEncryption.attributes(adding: try currentAttributes()), to: JournalEncryption.attributesFile)
            store.changeCodec(to: GitCryptContent(key: key))
            try tx.commit(message: "Encrypt the journal\n") { index in
                let all = paths + [JournalEncryption.attributesFile]
                for (done, path) in all.enumerated() {
                    try tx.content.stage(path, root: root, in: index)
                    progress?(done + 1, all.count)
                }
            }
        }
        try JournalEncryption.settlePendingKey(
            stateDirectory: stateDirectory, gitDirectory: repository.gitDirectory, headDeclaresEncryption: true)
        try configureGitFilters(filters)
        return EncryptionStart(
            files: paths.count,
            earlierCommits: try repository.headCommit().map { try repository.commitCount(from: $0.oid) - 1 } ?? 0)
    }

    /// Unlocks a locked clone with `key` (`ilgi crypt unlock`): checks that it decrypts the
    /// journal, installs it, and writes every encrypted file into the work tree as text. A
    /// crash midway is finished by the next ilgi, either way (the store's recovery).
    /// Returns how many files were decrypted.
    @discardableResult
    public func unlock(
        with key: GitCryptKey, from keyPath: String, filters: GitFilterCommands, progress: ((Int, Int) -> Void)? = nil
    ) throws -> Int {
        switch journal.encryption {
        case .plain: throw CryptError.notEncrypted
        case .unlocked: throw CryptError.alreadyUnlocked
        case .locked: break
        }
        if let name = key.name { throw CryptError.namedKey(name: name) }
        let paths = try encryptedFiles()
        try checkKey(key, from: keyPath, on: paths)
        try refuseUnsavedWork(includingDrafts: false)
        let written = try journal.transaction(.unlockJournal) { tx in
            try tx.record(paths)
            try installKey(key)
            store.changeCodec(to: GitCryptContent(key: key))
            return try tx.checkOutHead(paths, progress: progress)
        }
        try configureGitFilters(filters)
        return written
    }

    /// Locks the journal on this machine (`ilgi crypt lock`): the key is removed, the work
    /// tree holds ciphertext again, and the catalog, which holds the text, is deleted. Refused
    /// while text is unsaved (uncommitted files, drafts), which locking would make unreadable.
    @discardableResult
    public func lock(filters: GitFilterCommands, progress: ((Int, Int) -> Void)? = nil) throws -> Int {
        switch journal.encryption {
        case .plain: throw CryptError.notEncrypted
        case .locked: throw CryptError.alreadyLocked
        case .unlocked: break
        }
        try refuseUnsavedWork(includingDrafts: true)
        let paths = try encryptedFiles()
        // First, so that git keeps working whichever side of the lock a crash leaves: ilgi's
        // filter serves a journal with the key and one without.
        try configureGitFilters(filters)
        let written = try journal.transaction(.lockJournal) { tx in
            try tx.record(paths)
            for name in [Catalog.fileName, PathCommits.fileName] {
                VersionedDatabase.remove(path: stateDirectory.appendingPathComponent(name).path)
            }
            try removeKey()
            store.changeCodec(to: LockedContent())
            return try tx.checkOutHead(paths, progress: progress)
        }
        return written
    }

    /// Where encryption stands: this machine's state, and what HEAD stores under encrypted
    /// paths.
    public func encryptionReport() throws -> EncryptionReport {
        guard journal.encryption != .plain else {
            return EncryptionReport(state: .plain, encryptedFiles: 0, plainFiles: [], plainCommits: 0)
        }
        var encrypted = 0
        var plain: [String] = []
        if let tree = try repository.headCommit()?.tree() {
            for change in try repository.changes(from: nil, to: tree)
            where JournalEncryption.isEncryptedPath(change.path) {
                guard let blob = change.newOid else { continue }
                if try store.content.isStoredEncrypted(blob) { encrypted += 1 } else { plain.append(change.path) }
            }
        }
        return EncryptionReport(
            state: journal.encryption, encryptedFiles: encrypted, plainFiles: plain,
            plainCommits: try plainCommitCount())
    }

    /// Writes the key to `url` (`ilgi crypt export-key`), readable by its owner only; never
    /// over an existing file.
    public func exportKey(to url: URL) throws {
        let key = try keyToShare()
        let descriptor = Glibc.open(url.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
            if errno == EEXIST { throw CryptError.keyFileExists(path: url.path) }
            throw IlgiError.fileSystem(path: url.path, message: String(cString: strerror(errno)))
        }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        do {
            try handle.write(contentsOf: key.fileContents)
            try handle.synchronize()
        } catch {
            unlink(url.path)
            throw IlgiError.fileSystem(path: url.path, message: IlgiError.describe(error))
        }
    }

    /// The key this machine holds; nil when it holds none.
    public func installedKey() throws -> GitCryptKey? {
        try JournalEncryption.installedKey(gitDirectory: repository.gitDirectory)
    }

    /// The key of an encrypted journal unlocked here: what export-key writes and the ways in
    /// wrap. Throws, saying why, on a plain journal or a locked one.
    public func keyToShare() throws -> GitCryptKey {
        guard journal.encryption == .unlocked, let key = try installedKey() else {
            throw journal.encryption == .plain ? CryptError.notEncrypted : CryptError.journalLocked(path: root.path)
        }
        return key
    }

    /// Points `.git/config`'s git-crypt filter at `filters`, so the git command line encrypts
    /// and decrypts (or, locked, refuses plain text) as ilgi does.
    public func configureGitFilters(_ filters: GitFilterCommands) throws {
        try store.changeConfiguration {
            let config = try repository.config()
            for (key, value) in filters.settings where try config.string(key) != value {
                try config.set(key, to: value)
            }
        }
    }

    /// True when `.git/config` names some command for git-crypt's clean filter.
    public var namesGitFilter: Bool {
        ((try? repository.config().string("filter.git-crypt.clean")) ?? nil) != nil
    }

    // MARK: Parts

    /// HEAD's files under encrypted paths.
    private func encryptedFiles() throws -> [String] {
        guard let tree = try repository.headCommit()?.tree() else { return [] }
        return try repository.changes(from: nil, to: tree).map(\.path).filter(JournalEncryption.isEncryptedPath)
    }

    /// Decrypts one encrypted file of HEAD with `key`: a key that does not open it is refused
    /// before anything is written.
    private func checkKey(_ key: GitCryptKey, from keyPath: String, on paths: [String]) throws {
        guard let tree = try repository.headCommit()?.tree() else { return }
        let unlocked = JournalContent(repository: repository, codec: GitCryptContent(key: key))
        for path in paths {
            guard let entry = try tree.entry(atPath: path), try store.content.isStoredEncrypted(entry.oid) else {
                continue
            }
            do {
                _ = try unlocked.read(entry.oid, at: path)
            } catch {
                throw CryptError.wrongKey(path: keyPath)
            }
            return
        }
    }

    func refuseUnsavedWork(includingDrafts: Bool) throws {
        var unsaved = try store.content.uncommittedChanges(root: root)
        if includingDrafts {
            unsaved += DraftStore(journal: journal).all().map { ".git/ilgi/drafts/" + $0.name + ".txt" }
        }
        guard unsaved.isEmpty else { throw CryptError.unsavedWork(paths: unsaved) }
    }

    private func currentAttributes() throws -> String {
        let url = root.appendingPathComponent(JournalEncryption.attributesFile)
        guard FileWriter.exists(url) else { return "" }
        return try journal.readText(at: url)
    }

    private func installKey(_ key: GitCryptKey) throws {
        let url = JournalEncryption.keyURL(gitDirectory: repository.gitDirectory)
        try AtomicFile.write(
            key.fileContents, to: url, temporaryDirectory: store.temporaryDirectory, permissions: 0o600)
        try FileWriter.syncFolder(url.deletingLastPathComponent().path)
    }

    private func savePendingKey(_ key: GitCryptKey) throws {
        let url = JournalEncryption.pendingKeyURL(stateDirectory: stateDirectory)
        try AtomicFile.write(
            key.fileContents, to: url, temporaryDirectory: store.temporaryDirectory, permissions: 0o600)
        try FileWriter.syncFolder(url.deletingLastPathComponent().path)
    }

    private func removeKey() throws {
        let url = JournalEncryption.keyURL(gitDirectory: repository.gitDirectory)
        guard unlink(url.path) == 0 || errno == ENOENT else {
            throw IlgiError.fileSystem(path: url.path, message: String(cString: strerror(errno)))
        }
        try FileWriter.syncFolder(url.deletingLastPathComponent().path)
    }

    /// Commits whose entries are stored as plain text: those from before encryption was turned
    /// on. Walking back along first parents to the first commit whose `.gitattributes` does not
    /// name git-crypt's filter, they are that commit and everything before it.
    private func plainCommitCount() throws -> Int {
        var commit = try repository.headCommit()
        while let current = commit {
            if try !store.content.declaresEncryption(in: current) {
                return try repository.commitCount(from: current.oid)
            }
            commit = current.parentCount > 0 ? try current.parent() : nil
        }
        return 0
    }
}
