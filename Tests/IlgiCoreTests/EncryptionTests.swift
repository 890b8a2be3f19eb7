import Foundation
import GitKit
import IlgiTestSupport
import Testing

@testable import IlgiCore
@testable import IlgiStore

/// The real git-crypt (Debian's `git-crypt`), the reference for the format and a second client.
enum GitCrypt {
    static var isInstalled: Bool { CommandRunner.isAvailable("git-crypt") }
    static var filters: GitFilterCommands { .gitCrypt(at: CommandRunner.resolve("git-crypt")) }

    /// git-crypt's clean of `plain` with the key file `key`: its blob, byte for byte.
    static func clean(_ plain: Data, key: URL, scratch: TemporaryDirectory) throws -> Data {
        let input = scratch.appending("clean-\(UUID().uuidString).in")
        let output = scratch.appending("clean-\(UUID().uuidString).out")
        try plain.write(to: input)
        let result = try CommandRunner.run(
            "sh",
            ["-c", "git-crypt clean --key-file=\"$1\" < \"$2\" > \"$3\"", "sh", key.path, input.path, output.path])
        #expect(result.succeeded, "\(result)")
        return try Data(contentsOf: output)
    }

    /// A new key file made by `git-crypt keygen`.
    static func keygen(in scratch: TemporaryDirectory) throws -> URL {
        let key = scratch.appending("git-crypt-\(UUID().uuidString).key")
        let result = try CommandRunner.run("git-crypt", ["keygen", key.path])
        #expect(result.succeeded, "\(result)")
        return key
    }
}

/// An encrypted journal for a test, with its key's file beside it.
private func encryptedJournal(in folder: TemporaryDirectory, _ name: String = "journal") throws -> Journal {
    let journal = try Journal.open(at: folder.appending(name))
    try journal.repository.config().set("user.name", to: "Tester")
    try journal.repository.config().set("user.email", to: "tester@example.com")
    _ = try JournalCrypt(journal).turnOnEncryption(filters: GitCrypt.filters)
    return try Journal.open(at: journal.root)
}

private func committedBlob(_ journal: Journal, _ path: String) throws -> Data {
    let oid = try #require(try journal.repository.headCommit()?.tree().entry(atPath: path)).oid
    return try journal.repository.blob(oid).data
}

@Suite struct GitCryptFormatTests {
    @Test(.enabled(if: GitCrypt.isInstalled)) func aKeyGitCryptMadeReadsAndWritesBackByteForByte() throws {
        let scratch = TemporaryDirectory("ilgi-crypt-key")
        let file = try GitCrypt.keygen(in: scratch)
        let bytes = try Data(contentsOf: file)
        let key = try GitCryptKey(fileContents: bytes)
        #expect(key.versions.map(\.number) == [0])
        #expect(key.name == nil)
        #expect(key.fileContents == bytes)
    }

    @Test(.enabled(if: GitCrypt.isInstalled)) func blobsAreGitCryptsByteForByte() throws {
        let scratch = TemporaryDirectory("ilgi-crypt-blob")
        let file = try GitCrypt.keygen(in: scratch)
        let key = try GitCryptKey(fileContents: try Data(contentsOf: file))
        let texts = [
            "", "a", String(repeating: "x", count: 16), String(repeating: "y", count: 17),
            "Therapy notes\n\n오늘은 맑음. A body of some length.\n\nCreated: 2026-11-24T09:00:00+09:00\n",
            String(repeating: "paragraph of text\n", count: 500),
        ]
        for text in texts {
            let plain = Data(text.utf8)
            let ours = try GitCryptCipher.encrypt(plain, with: key.latest)
            #expect(ours == (try GitCrypt.clean(plain, key: file, scratch: scratch)), "\(text.prefix(20))")
            #expect(try GitCryptCipher.decrypt(ours, with: key.latest) == plain)
        }
        let photo = Data((0..<5000).map { UInt8(truncatingIfNeeded: $0 &* 31) })
        #expect(
            try GitCryptCipher.encrypt(photo, with: key.latest) == GitCrypt.clean(photo, key: file, scratch: scratch))
    }

    @Test func aChangedByteIsCaughtNeverShownAsText() throws {
        let key = GitCryptKey.generate()
        var stored = try GitCryptCipher.encrypt(Data("Secret\n\nwords\n".utf8), with: key.latest)
        stored[stored.count - 3] ^= 0x01
        #expect(throws: GitCryptCipher.CipherError.tampered) { try GitCryptCipher.decrypt(stored, with: key.latest) }
        let content = GitCryptContent(key: key)
        #expect(throws: CryptError.tampered(path: "2026/11/x.txt")) {
            try content.decode(stored, path: "2026/11/x.txt")
        }
        let other = GitCryptKey.generate()
        let fromAnotherKey = try GitCryptCipher.encrypt(Data("Secret".utf8), with: other.latest)
        #expect(throws: CryptError.tampered(path: "p")) { try content.decode(fromAnotherKey, path: "p") }
    }

    @Test func keyFilesThatAreNotKeysAreRefusedWithTheirReason() throws {
        #expect(throws: GitCryptKey.KeyFileError.malformed) { try GitCryptKey(fileContents: Data("hello".utf8)) }
        // git-crypt before 0.4: 96 bytes with no header.
        #expect(throws: GitCryptKey.KeyFileError.malformed) { try GitCryptKey(fileContents: Data(count: 96)) }
        var newer = GitCryptKey.magic
        newer.appendBigEndian(3)
        newer.appendBigEndian(0)
        #expect(throws: GitCryptKey.KeyFileError.incompatible) { try GitCryptKey(fileContents: newer) }
        var empty = GitCryptKey.magic
        empty.appendBigEndian(2)
        empty.appendBigEndian(0)
        #expect(throws: GitCryptKey.KeyFileError.empty) { try GitCryptKey(fileContents: empty) }
        let cut = GitCryptKey.generate().fileContents.dropLast(10)
        #expect(throws: GitCryptKey.KeyFileError.malformed) { try GitCryptKey(fileContents: Data(cut)) }
    }

    @Test func onlyFilesInYearFoldersAreEncrypted() {
        #expect(JournalEncryption.isEncryptedPath("2026/11/3f2a.txt"))
        #expect(JournalEncryption.isEncryptedPath("2026/11/3f2a.assets/photo.jpg"))
        #expect(!JournalEncryption.isEncryptedPath(".gitattributes"))
        #expect(!JournalEncryption.isEncryptedPath("2026"))
        #expect(!JournalEncryption.isEncryptedPath("20261/a"))
        #expect(!JournalEncryption.isEncryptedPath("README.md"))
        #expect(!JournalEncryption.isEncryptedPath("notes/2026/a"))
    }
}

@Suite struct EncryptedJournalTests {
    @Test func savesStoreCiphertextAndTheWorkTreeStaysText() throws {
        let folder = TemporaryDirectory("ilgi-crypt")
        let journal = try encryptedJournal(in: folder)
        #expect(journal.encryption == .unlocked)
        guard case .saved(let entry) = try journal.create(text: "Therapy notes\n\nAbout mom.\n") else {
            Issue.record("not saved")
            return
        }
        let blob = try committedBlob(journal, entry.path)
        #expect(GitCryptCipher.isEncrypted(blob))
        #expect(blob.range(of: Data("mom".utf8)) == nil)
        #expect(
            try String(contentsOf: journal.root.appendingPathComponent(entry.path), encoding: .utf8).contains("mom"))
        #expect(try journal.reader.entry(matching: entry.id.short).title == "Therapy notes")
        #expect(try journal.store.content.uncommittedChanges(root: journal.root).isEmpty)
    }

    @Test func commitMessagesNameTheActionAndIdButNeverATitle() throws {
        let folder = TemporaryDirectory("ilgi-crypt")
        let journal = try encryptedJournal(in: folder)
        guard case .saved(let entry) = try journal.create(text: "Therapy notes\n\nAbout mom.\n") else { return }
        _ = try journal.update(entry, text: "Therapy notes\n\nAbout mom and dad.\n")
        _ = try Stars(journal).set(try journal.reader.entry(matching: entry.id.uuid), starred: true)
        try journal.delete(try journal.reader.entry(matching: entry.id.uuid))
        let messages = try GitChecks.log(journal.root)
        #expect(
            messages.prefix(4) == [
                "Delete \(entry.id.short)", "Star \(entry.id.short)", "Edit \(entry.id.short)", "Add \(entry.id.short)",
            ])
        #expect(!messages.joined().contains("Therapy"))
    }

    @Test func theJournalsLogShowsTitlesThisMachineCanRead() throws {
        let folder = TemporaryDirectory("ilgi-crypt")
        let journal = try encryptedJournal(in: folder)
        guard case .saved(let entry) = try journal.create(text: "Therapy notes\n\nAbout mom.\n") else { return }
        _ = try journal.update(entry, text: "Therapy notes\n\nAbout dad.\n")
        let log = try JournalHistory(journal).log()
        #expect(log.prefix(2).map(\.summary) == ["Edit \(entry.id.short)", "Add \(entry.id.short)"])
        #expect(log.prefix(2).map(\.title) == ["Therapy notes", "Therapy notes"])
    }

    @Test func turningEncryptionOnStoresTheEntriesAgainAndSaysWhatStaysPlain() throws {
        let folder = TemporaryDirectory("ilgi-crypt")
        let journal = try Journal.open(at: folder.appending("journal"))
        _ = try journal.create(text: "Before\n\nplain words\n")
        _ = try journal.create(text: "Also before\n\nmore words\n")
        let start = try JournalCrypt(journal).turnOnEncryption(filters: GitCrypt.filters)
        #expect(start == EncryptionStart(files: 2, earlierCommits: 2))
        let reopened = try Journal.open(at: journal.root)
        let report = try JournalCrypt(reopened).encryptionReport()
        #expect(report == EncryptionReport(state: .unlocked, encryptedFiles: 2, plainFiles: [], plainCommits: 2))
        #expect(throws: CryptError.alreadyEncrypted) {
            try JournalCrypt(reopened).turnOnEncryption(filters: GitCrypt.filters)
        }
        #expect(try reopened.store.content.uncommittedChanges(root: reopened.root).isEmpty)
        #expect(try GitChecks.status(reopened.root).isEmpty)
    }

    @Test func aLockedJournalRefusesToOpenAndNeverStoresText() throws {
        let folder = TemporaryDirectory("ilgi-crypt")
        let journal = try encryptedJournal(in: folder)
        _ = try journal.create(text: "Secret\n\nwords\n")
        try JournalCrypt(journal).lock(filters: .ilgi(at: "/nonexistent/ilgi"))
        #expect(throws: CryptError.journalLocked(path: journal.root.path)) { try Journal.open(at: journal.root) }
        var configuration = JournalConfiguration()
        configuration.opensLockedJournal = true
        let locked = try Journal.open(at: journal.root, configuration: configuration)
        #expect(locked.encryption == .locked)
        #expect(throws: CryptError.locked) { try locked.create(text: "Plain\n\ntext\n") }
        // The work tree holds the ciphertext git has, and no catalog keeps the text.
        for path in try locked.entryPaths().map(\.path) {
            let data = try Data(contentsOf: locked.root.appendingPathComponent(path))
            #expect(GitCryptCipher.isEncrypted(data))
        }
        #expect(
            !FileManager.default.fileExists(atPath: locked.stateDirectory.appendingPathComponent("index.sqlite").path))
        #expect(try GitChecks.status(locked.root).isEmpty)
    }

    @Test func unlockingChecksTheKeyThenWritesTheText() throws {
        let folder = TemporaryDirectory("ilgi-crypt")
        let journal = try encryptedJournal(in: folder)
        _ = try journal.create(text: "Secret\n\nwords\n")
        let key = try #require(try JournalCrypt(journal).installedKey())
        try JournalCrypt(journal).lock(filters: .ilgi(at: "/nonexistent/ilgi"))
        var configuration = JournalConfiguration()
        configuration.opensLockedJournal = true
        let locked = try Journal.open(at: journal.root, configuration: configuration)
        #expect(throws: CryptError.wrongKey(path: "other")) {
            try JournalCrypt(locked).unlock(with: GitCryptKey.generate(), from: "other", filters: GitCrypt.filters)
        }
        #expect(try JournalCrypt(locked).installedKey() == nil)
        #expect(try JournalCrypt(locked).unlock(with: key, from: "key", filters: GitCrypt.filters) == 1)
        let unlocked = try Journal.open(at: journal.root)
        #expect(try unlocked.reader.entries().map(\.title) == ["Secret"])
        #expect(try GitChecks.status(unlocked.root).isEmpty)
    }

    @Test func deletedEntriesAndRestoreReadThroughTheKey() throws {
        let folder = TemporaryDirectory("ilgi-crypt")
        let journal = try encryptedJournal(in: folder)
        guard case .saved(let entry) = try journal.create(text: "Day\n\nfirst version\n") else { return }
        _ = try journal.update(entry, text: "Day\n\nsecond version\n")
        try journal.delete(try journal.reader.entry(matching: entry.id.uuid))
        let history = JournalHistory(journal)
        let deleted = try history.deletedEntries()
        #expect(deleted.map(\.entry.body) == ["second version"])
        let outcome = try history.restore(history.locate(entry.id.short))
        guard case .restored(let restored) = outcome else {
            Issue.record("expected a restore, got \(outcome)")
            return
        }
        #expect(restored.body == "second version")
        #expect(try GitChecks.log(journal.root).first == "Restore \(entry.id.short)")
        #expect(GitCryptCipher.isEncrypted(try committedBlob(journal, entry.path)))
        let first = try history.version(of: history.locate(entry.id.short), at: "HEAD~3")
        #expect(first.entry.body == "first version")
    }
}

@Suite struct PassphraseKeyTests {
    @Test func aSealedKeyOpensWithItsPassphraseOnly() throws {
        let key = GitCryptKey.generate().fileContents
        let sealed = try PassphraseKey.wrap(key, passphrase: "일기 diary", workFactor: 10)
        #expect(try PassphraseKey.unwrap(sealed, passphrase: "일기 diary") == key)
        #expect(throws: PassphraseKey.PassphraseError.wrongPassphrase) {
            try PassphraseKey.unwrap(sealed, passphrase: "일기 Diary")
        }
        var changed = sealed
        changed[changed.count - 5] =
            changed[changed.count - 5] == UInt8(ascii: "A") ? UInt8(ascii: "B") : UInt8(ascii: "A")
        #expect(throws: PassphraseKey.PassphraseError.self) {
            try PassphraseKey.unwrap(changed, passphrase: "일기 diary")
        }
        #expect(throws: PassphraseKey.PassphraseError.malformed) {
            try PassphraseKey.unwrap(Data("not sealed".utf8), passphrase: "x")
        }
    }
}

/// The messages a rewritten history gets: what an encrypted journal would have written.
struct RewrittenMessageTests {
    @Test(arguments: [
        ("Add 3f2a9c1b: Therapy notes\n", "Add 3f2a9c1b\n"),
        ("Edit 3f2a9c1b: 치료 기록\n", "Edit 3f2a9c1b\n"),
        ("Delete 3f2a9c1b: A: colon inside\n", "Delete 3f2a9c1b\n"),
        ("Restore 3f2a9c1b: Back\n", "Restore 3f2a9c1b\n"),
        ("Star 3f2a9c1b: Best day\n", "Star 3f2a9c1b\n"),
        ("Unstar 3f2a9c1b: Best day\n", "Unstar 3f2a9c1b\n"),
        ("Import 412 entries from jrnl\n", "Import 412 entries\n"),
        ("Import 1 entry from Day One\n", "Import 1 entry\n"),
        ("Add 3f2a9c1b\n", "Add 3f2a9c1b\n"),
        ("Encrypt the journal\n", "Encrypt the journal\n"),
        ("My own commit: notes about mom\n", "My own commit: notes about mom\n"),
        (
            "Merge 2 changes from origin/main; kept both versions of 1 entry\n\nBoth sides edited 3f2a9c1b (Therapy notes); theirs is now 0a1b2c3d.\n",
            "Merge 2 changes from origin/main; kept both versions of 1 entry\n\nBoth sides edited 3f2a9c1b; theirs is now 0a1b2c3d.\n"
        ),
    ])
    func aMessageLosesItsTitle(_ message: String, _ expected: String) {
        #expect(CommitMessage.withoutTitles(message) == expected)
    }
}
