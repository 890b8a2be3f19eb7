import Foundation
import GitKit
import IlgiStore
import IlgiTestSupport
import Testing

@testable import IlgiCore

extension SyncWorld {
    /// Machine 0 turns encryption on and syncs; every other machine (empty) syncs, which makes
    /// it a locked clone, and unlocks it with machine 0's key. Returns the key.
    @discardableResult
    func encrypt() throws -> GitCryptKey {
        _ = try JournalCrypt(journals[0]).turnOnEncryption(filters: GitCrypt.filters)
        try reopen(0)
        try sync(0)
        let key = try #require(try JournalCrypt(journals[0]).installedKey())
        for machine in journals.indices.dropFirst() {
            try sync(machine)
            try reopen(machine, lockedToo: true)
            #expect(journals[machine].encryption == .locked)
            try JournalCrypt(journals[machine]).unlock(with: key, from: "key", filters: GitCrypt.filters)
            try reopen(machine)
        }
        return key
    }

    /// Every object in the bare remote, as `git cat-file --batch` prints it (decompressed).
    func remoteObjects() throws -> String {
        let dump = try CommandRunner.git(["cat-file", "--batch-all-objects", "--batch"], in: remote)
        #expect(dump.succeeded, "\(dump)")
        return dump.stdout
    }
}

@Suite(.enabled(if: GitCrypt.isInstalled)) struct EncryptedSyncTests {
    @Test func editsToDifferentParagraphsMergeAndTheRemoteHoldsNoWordOfThem() throws {
        let world = try SyncWorld(machines: 2)
        try world.encrypt()
        let text = "Holiday plans\n\nFirst paragraph aardvark.\n\nMiddle paragraph.\n\nLast paragraph bobcat.\n"
        guard case .saved(let entry) = try world.journals[0].create(text: text) else { return }
        try world.sync(0)
        try world.sync(1)
        try world.edit(0, entry, replacing: "aardvark", with: "aardvark capybara")
        try world.edit(1, entry, replacing: "bobcat", with: "bobcat dromedary")
        try world.sync(0)
        let report = try world.sync(1)
        #expect(report.conflicts.isEmpty)
        try world.sync(0)
        for machine in 0..<2 {
            let merged = try world.journals[machine].reader.entry(matching: entry.id.uuid).body
            #expect(merged.contains("aardvark capybara") && merged.contains("bobcat dromedary"), "\(merged)")
            try world.expectHealthy(machine)
        }
        let objects = try world.remoteObjects()
        for word in ["Holiday", "aardvark", "bobcat", "capybara", "dromedary", "paragraph"] {
            #expect(!objects.contains(word), "the remote holds \(word)")
        }
        #expect(try GitChecks.log(world.root(1)).first?.hasPrefix("Merge 1 change from origin/main") == true)
    }

    /// Links are the user's text and the catalog is each machine's own: both sides link to one
    /// entry, one of them renames it, and after an encrypted sync each machine lists both
    /// backlinks, by id and by the new title, while the remote holds no title or link.
    @Test func linksAddedOnBothSidesSurviveAnEncryptedSyncAndARename() throws {
        let world = try SyncWorld(machines: 2)
        try world.encrypt()
        guard case .saved(let walk) = try world.journals[0].create(text: "Evening walk\n\nBy the river.\n") else {
            return
        }
        try world.sync(0)
        try world.sync(1)
        guard case .saved(let first) = try world.journals[0].create(text: "Morning\n\nLike [[\(walk.id.short)]].\n"),
            case .saved(let second) = try world.journals[1].create(text: "Noon\n\nSee [[Dusk stroll]] again.\n")
        else { return }
        try world.edit(1, walk, replacing: "Evening walk", with: "Dusk stroll")
        try world.sync(0)
        try world.sync(1)
        try world.sync(0)
        for machine in 0..<2 {
            let backlinks = try world.journals[machine].reader.backlinks(of: walk.id).map(\.id)
            #expect(Set(backlinks) == [first.id, second.id], "machine \(machine)")
            #expect(try world.journals[machine].reader.linkProblems().isEmpty)
            try world.expectHealthy(machine)
        }
        let objects = try world.remoteObjects()
        // (Commit messages name short ids by design: a link is in no message.)
        for word in ["Dusk", "stroll", "Evening", "[["] {
            #expect(!objects.contains(word), "the remote holds \(word)")
        }
    }

    @Test func aConflictCopyIsEncryptedToo() throws {
        let world = try SyncWorld(machines: 2)
        try world.encrypt()
        guard case .saved(let entry) = try world.journals[0].create(text: "Argument\n\nwombat\n") else { return }
        try world.sync(0)
        try world.sync(1)
        try world.edit(0, entry, replacing: "wombat", with: "wombat yak")
        try world.edit(1, entry, replacing: "wombat", with: "wombat zebu")
        try world.sync(0)
        let report = try world.sync(1)
        #expect(report.conflicts.count == 1)
        let copy = try #require(report.conflicts.first?.copyPath)
        let blob = try #require(try world.journals[1].repository.headCommit()?.tree().entry(atPath: copy))
        #expect(GitCryptCipher.isEncrypted(try world.journals[1].repository.blob(blob.oid).data))
        try world.sync(0)
        let objects = try world.remoteObjects()
        for word in ["Argument", "wombat", "yak", "zebu", "conflict"] {
            #expect(!objects.contains(word), "the remote holds \(word)")
        }
        try world.expectHealthy(1)
    }

    @Test func aPlainJournalWillNotMergeAnEncryptedRemote() throws {
        let world = try SyncWorld(machines: 2)
        _ = try world.journals[1].create(text: "Mine\n\nplain\n")
        _ = try JournalCrypt(world.journals[0]).turnOnEncryption(filters: GitCrypt.filters)
        try world.reopen(0)
        _ = try world.journals[0].create(text: "Theirs\n\nsecret\n")
        try world.sync(0)
        let before = try world.headTree(1)
        #expect(throws: CryptError.remoteEncrypted(remote: "origin/main")) { try world.sync(1) }
        #expect(try world.headTree(1) == before)
        // With the key, it encrypts its own entries and then merges.
        let key = try #require(try JournalCrypt(world.journals[0]).installedKey())
        _ = try JournalCrypt(world.journals[1]).turnOnEncryption(key: key, filters: GitCrypt.filters)
        try world.reopen(1)
        try world.sync(1)
        #expect(Set(try world.journals[1].reader.entries().map(\.title)) == ["Mine", "Theirs"])
        #expect(try JournalCrypt(world.journals[1]).encryptionReport().plainFiles.isEmpty)
        try world.expectHealthy(1)
    }

    @Test func aPushThatWouldStorePlainTextUnderAnEncryptedPathIsRefused() throws {
        let world = try SyncWorld(machines: 1)
        try world.encrypt()
        try world.sync(0)
        let path = "2026/01/00000000-0000-4000-8000-000000000001.txt"
        // Committed by git with the filter turned off: the blob is plain text.
        let url = world.root(0).appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("By hand\n\nplain words\n".utf8).write(to: url)
        let noFilter = ["-c", "filter.git-crypt.clean=cat", "-c", "filter.git-crypt.smudge=cat"]
        try CommandRunner.git(noFilter + ["add", path], in: world.root(0))
        try CommandRunner.git(noFilter + ["commit", "-q", "-m", "by hand"], in: world.root(0))
        let commit = try #require(try world.journals[0].repository.headCommit()).oid.hex.prefix(8)
        #expect(throws: CryptError.plainTextInPush(path: path, commit: String(commit))) { try world.sync(0) }
        #expect(!(try world.remoteObjects()).contains("plain words"))
        #expect(try JournalCrypt(world.journals[0]).encryptionReport().plainFiles == [path])
    }

    @Test func aCloneThatGitCryptUnlockedSyncsWithIlgiBothWays() throws {
        let world = try SyncWorld(machines: 1)
        let key = try world.encrypt()
        guard case .saved(let entry) = try world.journals[0].create(text: "Shared\n\nfrom ilgi\n") else { return }
        try world.sync(0)
        let keyFile = world.folder.appending("key")
        try key.fileContents.write(to: keyFile)
        let clone = world.folder.appending("git-clone")
        try CommandRunner.git(["clone", "-q", world.remote.path, clone.path], in: world.folder.url)
        #expect(try CommandRunner.git(["-c", "user.name=x", "crypt", "unlock", keyFile.path], in: clone).succeeded)
        // The same files, and the same blobs as git-crypt's filter makes of them.
        #expect(
            try Data(contentsOf: clone.appendingPathComponent(entry.path))
                == Data(contentsOf: world.root(0).appendingPathComponent(entry.path)))
        let hashed = try CommandRunner.git(["hash-object", "--path", entry.path, entry.path], in: clone)
        let committed = try #require(try world.journals[0].repository.headCommit()?.tree().entry(atPath: entry.path))
        #expect(hashed.stdout.trimmingCharacters(in: .whitespacesAndNewlines) == committed.oid.hex)
        // Plain git commits in the clone; ilgi receives it as text and answers.
        try Data("Shared\n\nfrom ilgi, and from git\n".utf8).write(to: clone.appendingPathComponent(entry.path))
        try CommandRunner.git(["commit", "-qam", "Edit by git"], in: clone)
        #expect(try CommandRunner.git(["push", "-q", "origin", "HEAD:main"], in: clone).succeeded)
        try world.sync(0)
        #expect(try world.journals[0].reader.entry(matching: entry.id.uuid).body == "from ilgi, and from git")
        try world.edit(
            0, try world.journals[0].reader.entry(matching: entry.id.uuid), replacing: "git",
            with: "git, and ilgi again")
        try world.sync(0)
        #expect(try CommandRunner.git(["pull", "-q", "origin", "main"], in: clone).succeeded)
        let pulled = try String(contentsOf: clone.appendingPathComponent(entry.path), encoding: .utf8)
        #expect(pulled.contains("and ilgi again"))
        #expect(try CommandRunner.git(["status", "--porcelain"], in: clone).stdout.isEmpty)
        try world.expectHealthy(0)
    }

    @Test func aRepositoryGitCryptEncryptedReadsInIlgi() throws {
        let folder = TemporaryDirectory("ilgi-git-crypt-made")
        let repository = folder.appending("made-by-git-crypt")
        try FileManager.default.createDirectory(at: repository, withIntermediateDirectories: true)
        try CommandRunner.git(["init", "-q", "-b", "main"], in: repository)
        #expect(try CommandRunner.run("git-crypt", ["init"], in: repository).succeeded)
        try Data("2*/** filter=git-crypt diff=git-crypt\n".utf8).write(
            to: repository.appendingPathComponent(".gitattributes"))
        let path = "2025/03/00000000-0000-4000-8000-000000000002.txt"
        try FileManager.default.createDirectory(
            at: repository.appendingPathComponent("2025/03"), withIntermediateDirectories: true)
        try Data("Spring\n\nwritten with git-crypt\n\nCreated: 2025-03-01T09:00:00+00:00\n".utf8)
            .write(to: repository.appendingPathComponent(path))
        try CommandRunner.git(["add", "-A"], in: repository)
        try CommandRunner.git(["commit", "-qm", "by git-crypt"], in: repository)
        let keyFile = folder.appending("key")
        #expect(try CommandRunner.run("git-crypt", ["export-key", keyFile.path], in: repository).succeeded)
        let clone = folder.appending("clone")
        try CommandRunner.git(["clone", "-q", repository.path, clone.path], in: folder.url)
        var configuration = JournalConfiguration()
        configuration.opensLockedJournal = true
        let locked = try Journal.open(at: clone, configuration: configuration)
        #expect(locked.encryption == .locked)
        let key = try GitCryptKey(fileContents: try Data(contentsOf: keyFile))
        #expect(try JournalCrypt(locked).unlock(with: key, from: keyFile.path, filters: GitCrypt.filters) == 1)
        let journal = try Journal.open(at: clone)
        #expect(try journal.reader.entries().map(\.body) == ["written with git-crypt"])
        #expect(try GitChecks.status(clone).isEmpty)
    }
}
