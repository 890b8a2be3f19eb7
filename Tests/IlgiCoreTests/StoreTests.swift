import Foundation
import IlgiEntry
import IlgiJournalTestSupport
import IlgiTestSupport
import Testing

@testable import IlgiCore
@testable import IlgiStore

/// The journal store's one transaction: a full disk, git lock files, the intent log.
@Suite struct StoreTests {
    /// A writer that fails the way a full disk does, after writing part of the file.
    static func fullDisk(after files: Int = 0) -> FileWriter {
        let count = UnsafeCounter()
        return FileWriter(
            write: { data, url, _, _ in
                try data.prefix(3).write(to: url)
                throw POSIXError(.ENOSPC)
            },
            writeUnsynced: { text, path, temporary in
                guard count.next() >= files else {
                    return try AtomicFile.writeUnsynced(text, toPath: path, temporaryPath: temporary)
                }
                throw POSIXError(.ENOSPC)
            })
    }

    /// #11.8: "git failed to save entry: libgit2 error -1" gave no cause and left an untracked
    /// file behind.
    @Test func aSaveOnAFullDiskSaysSoAndLeavesNothingBehind() throws {
        try withJournal { folder, journal throws in
            _ = try journal.create(text: "Kept\n\nbefore the disk filled\n")
            journal.store.files = Self.fullDisk()
            #expect(throws: StoreError.self) { try journal.create(text: "Lost\n\nno room\n") }
            do {
                _ = try journal.create(text: "Lost\n\nno room\n")
            } catch let error as StoreError {
                #expect(error.message.text(in: .english).contains("no space left on the device"))
                #expect(error.message.text(in: .english).contains("Free some space"))
                #expect(!error.message.text(in: .korean).isEmpty)
            }
            #expect(try GitChecks.status(folder.url) == "")
            #expect(try journal.entryPaths().count == 1)
            #expect(!FileManager.default.fileExists(atPath: journal.store.intentURL.path))
        }
    }

    @Test func anEditOnAFullDiskKeepsTheCommittedText() throws {
        try withJournal { folder, journal throws in
            let entry = try savedEntry(journal.create(text: "Title\n\nthe old text\n"))
            let before = try String(contentsOf: folder.appending(entry.path), encoding: .utf8)
            journal.store.files = Self.fullDisk()
            #expect(throws: StoreError.self) { try journal.update(entry, text: "Title\n\nthe new text\n") }
            #expect(try String(contentsOf: folder.appending(entry.path), encoding: .utf8) == before)
            #expect(try GitChecks.status(folder.url) == "")
        }
    }

    /// #11.8, for `edit`: the error says where the draft with the new text is.
    @Test func anEditOnAFullDiskSaysWhereTheDraftIs() throws {
        try withJournal { _, journal throws in
            let entry = try savedEntry(journal.create(text: "Title\n\nthe old text\n"))
            journal.store.files = Self.fullDisk()
            #expect(throws: StoreError.diskFullDraftKept(path: journal.root.path, draft: "/drafts/x.txt")) {
                try journal.update(entry, text: "Title\n\nnew\n", draftPath: "/drafts/x.txt")
            }
            let message = StoreError.diskFullDraftKept(path: "/j", draft: "/drafts/x.txt").message
            #expect(
                message.text(in: .english).contains("no space left")
                    && message.text(in: .english).contains("/drafts/x.txt"))
        }
    }

    @Test func anImportOnAFullDiskRemovesWhatItWrote() throws {
        try withJournal { folder, journal throws in
            _ = try journal.create(text: "Mine\n\nalready here\n")
            journal.store.files = Self.fullDisk(after: 5)
            let documents = (1...20).map { EntryDocument(parsing: "Imported \($0)\n\nbody\n") }
            #expect(throws: StoreError.self) { try journal.createBatch(documents, message: "Import 20 entries\n") }
            #expect(try GitChecks.status(folder.url) == "")
            #expect(try journal.entryPaths().count == 1)
            #expect(try GitChecks.log(folder.url).count == 1)
        }
    }

    /// #11.6: a git lock a running git holds is waited for, then named with what to do; it is
    /// never removed under that git.
    @Test func aLockHeldByARunningGitIsNamedNotRemoved() throws {
        try withJournal { folder, journal throws in
            _ = try journal.create(text: "First\n")
            let lock = folder.appending(".git/index.lock")
            try Data().write(to: lock)
            // A real git working in the journal: it waits on its standard input.
            let git = Process()
            git.executableURL = URL(fileURLWithPath: CommandRunner.resolve("git"))
            git.arguments = ["hash-object", "--stdin"]
            git.currentDirectoryURL = folder.url
            let input = Pipe()
            git.standardInput = input
            git.standardOutput = FileHandle.nullDevice
            try git.run()
            var pauses = 0
            journal.store.pause = { _ in pauses += 1 }
            journal.store.gitLockAttempts = 3
            do {
                _ = try journal.create(text: "Second\n")
                Issue.record("saved while git held the lock")
            } catch let error as StoreError {
                #expect(error == .gitLockHeld(lockFile: lock.path, process: git.processIdentifier))
                #expect(error.message.text(in: .english).contains(lock.path))
                #expect(error.message.text(in: .english).contains("remove that file"))
            }
            #expect(pauses == 2)
            #expect(FileManager.default.fileExists(atPath: lock.path))

            try input.fileHandleForWriting.close()
            git.waitUntilExit()
            var notices: [StoreNotice] = []
            journal.store.notify = { notices.append($0) }
            _ = try savedEntry(journal.create(text: "Second\n"))
            #expect(notices == [.removedStaleLock(path: ".git/index.lock")])
            #expect(try GitChecks.status(folder.url) == "")
        }
    }

    /// A save never removes what a running sync holds (its remote-tracking ref's lock), and
    /// the next command after the sync died does.
    @Test func aSyncsLocksAreClearedOnlyWhenNoSyncRuns() throws {
        try withJournal { folder, journal throws in
            _ = try journal.create(text: "First\n")
            let git = folder.appending(".git")
            try FileManager.default.createDirectory(
                at: git.appendingPathComponent("refs/remotes/origin"), withIntermediateDirectories: true)
            let tracking = git.appendingPathComponent("refs/remotes/origin/main.lock")
            let fetchHead = git.appendingPathComponent("FETCH_HEAD.lock")
            for file in [tracking, fetchHead] { try Data().write(to: file) }
            var notices: [StoreNotice] = []
            journal.store.notify = { notices.append($0) }

            do {
                let runningSync = try WriteLock(at: journal.store.syncLockURL)
                _ = try savedEntry(journal.create(text: "Saved while a sync runs\n"))
                try journal.store.healIfNeeded()
                #expect(FileManager.default.fileExists(atPath: tracking.path))
                #expect(FileManager.default.fileExists(atPath: fetchHead.path))
                withExtendedLifetime(runningSync) {}
            }
            try journal.store.healIfNeeded()
            #expect(!FileManager.default.fileExists(atPath: tracking.path))
            #expect(!FileManager.default.fileExists(atPath: fetchHead.path))
            #expect(notices.count == 2)
        }
    }

    /// A save finds every lock git and libgit2 make, not only the index and the branch.
    @Test func everyLockAKilledGitLeavesIsFound() throws {
        try withJournal { folder, journal throws in
            _ = try journal.create(text: "First\n")
            let git = folder.appending(".git")
            let leftovers = [
                "index.lock", "HEAD.lock", "ORIG_HEAD.lock", "config.lock", "packed-refs.lock",
                "refs/heads/main.lock", "logs/refs/heads/main.lock", "refs/tags/v1.lock",
                "objects/tmp_object_git2_a1b2c3",
            ]
            for path in leftovers {
                let url = git.appendingPathComponent(path)
                try FileManager.default.createDirectory(
                    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data().write(to: url)
            }
            #expect(Set(GitLeftover.find(in: git).map(\.path)) == Set(leftovers))
            #expect(GitLeftover.find(in: git).allSatisfy { $0.owner == .writer })
            _ = try savedEntry(journal.create(text: "Second\n"))
            #expect(GitLeftover.find(in: git) == [])
            #expect(try GitChecks.status(folder.url) == "")
        }
    }

    /// A transaction whose process died after its commit: the next one finishes it.
    @Test func aLeftoverIntentIsRolledBackToWhatHeadHas() throws {
        try withJournal { folder, journal throws in
            let entry = try savedEntry(journal.create(text: "Title\n\ncommitted text\n"))
            let committed = try String(contentsOf: folder.appending(entry.path), encoding: .utf8)
            // What a dead save leaves: its intent, a half-written file, a stray new file.
            var intent = try IntentLog.create(journal.store.intentURL, operation: .saveEntry, head: nil)
            try intent.append([entry.path, "2026/01/00000000-0000-4000-8000-000000000000.txt"])
            intent.close()
            try "Title\n\nhalf wr".write(to: folder.appending(entry.path), atomically: false, encoding: .utf8)
            _ = try folder.write("stray\n", to: "2026/01/00000000-0000-4000-8000-000000000000.txt")

            var notices: [StoreNotice] = []
            journal.store.notify = { notices.append($0) }
            try journal.store.healIfNeeded()
            #expect(notices == [.recovered(operation: .saveEntry, completed: true, files: 2)])
            #expect(try String(contentsOf: folder.appending(entry.path), encoding: .utf8) == committed)
            #expect(try GitChecks.status(folder.url) == "")
        }
    }
}

/// Counts calls from a closure that must be Sendable-agnostic.
final class UnsafeCounter: @unchecked Sendable {
    private var value = 0
    func next() -> Int {
        defer { value += 1 }
        return value
    }
}
