import Foundation
import GitKit
import IlgiTestSupport
import Testing

/// Commits a file the way ilgi does: write, stage by path, write index and tree, commit on HEAD.
func commitFile(
    _ repository: Repository, _ path: String, _ text: String, message: String,
    signature: Signature? = nil
) throws -> Oid {
    let root = try #require(repository.workingDirectory)
    let file = root.appendingPathComponent(path)
    try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: file)
    let index = try repository.index()
    try index.add(path: path)
    try index.write()
    let tree = try index.writeTree()
    let author = try signature ?? Signature(name: "Tester", email: "tester@example.com")
    let parents = try repository.headCommit().map { [$0] } ?? []
    return try repository.createCommit(
        tree: tree, parents: parents, message: message, author: author, committer: author)
}

@Suite struct RepositoryTests {
    @Test func aNewRepositoryIsNonBareOnAnUnbornMainBranch() throws {
        let folder = TemporaryDirectory()
        let repository = try Repository.create(at: folder.url)
        #expect(!repository.isBare)
        #expect(repository.isHeadUnborn)
        #expect(try repository.headReferenceName() == "refs/heads/main")
        #expect(try repository.headCommit() == nil)
        #expect(try GitChecks.status(folder.url) == "")
    }

    @Test func openingAFolderThatIsNotARepositoryThrowsNotFound() throws {
        let folder = TemporaryDirectory()
        #expect {
            try Repository.open(at: folder.url)
        } throws: { error in
            (error as? GitError)?.isNotFound == true
        }
    }

    @Test func openingDoesNotClimbIntoAParentRepository() throws {
        let folder = TemporaryDirectory()
        _ = try Repository.create(at: folder.url)
        let inner = folder.appending("inner")
        try FileManager.default.createDirectory(at: inner, withIntermediateDirectories: true)
        #expect(throws: GitError.self) { try Repository.open(at: inner) }
    }

    @Test func commitsAreReadableByGitAndLeaveAStatusClean() throws {
        let folder = TemporaryDirectory()
        let repository = try Repository.create(at: folder.url)
        let first = try commitFile(repository, "2026/11/a.txt", "one\n", message: "Add a\n")
        let second = try commitFile(repository, "2026/11/b.txt", "two\n", message: "Add b\n")
        #expect(try GitChecks.log(folder.url) == ["Add b", "Add a"])
        #expect(try GitChecks.status(folder.url) == "")
        let fsck = try GitChecks.fsck(folder.url)
        #expect(fsck.succeeded, "\(fsck)")
        let head = try #require(try repository.headCommit())
        #expect(head.oid == second)
        #expect(head.parentOids == [first])
        #expect(head.summary == "Add b")
        #expect(head.authorName == "Tester")
    }

    @Test func removingAPathCommitsItsDeletion() throws {
        let folder = TemporaryDirectory()
        let repository = try Repository.create(at: folder.url)
        _ = try commitFile(repository, "a.txt", "one\n", message: "Add a\n")
        try FileManager.default.removeItem(at: folder.appending("a.txt"))
        let index = try repository.index()
        try index.remove(path: "a.txt")
        try index.write()
        let tree = try index.writeTree()
        let head = try #require(try repository.headCommit())
        let signature = try Signature(name: "Tester", email: "tester@example.com")
        try repository.createCommit(
            tree: tree, parents: [head], message: "Delete a\n", author: signature, committer: signature)
        #expect(try GitChecks.status(folder.url) == "")
        let output = try CommandRunner.git(["ls-tree", "-r", "--name-only", "HEAD"], in: folder.url)
        #expect(output.stdout == "")
    }

    @Test func aBlobCanBeReadAtAPathInAnOlderCommit() throws {
        let folder = TemporaryDirectory()
        let repository = try Repository.create(at: folder.url)
        let first = try commitFile(repository, "2026/11/a.txt", "first version\n", message: "Add\n")
        _ = try commitFile(repository, "2026/11/a.txt", "second version\n", message: "Edit\n")
        let old = try repository.commit(first)
        let data = try #require(try repository.fileData(atPath: "2026/11/a.txt", in: old))
        #expect(String(decoding: data, as: UTF8.self) == "first version\n")
        #expect(try repository.fileData(atPath: "2026/11/missing.txt", in: old) == nil)
    }

    @Test func aCommitOnAMovedHeadIsRefused() throws {
        let folder = TemporaryDirectory()
        let repository = try Repository.create(at: folder.url)
        let first = try commitFile(repository, "a.txt", "one\n", message: "Add a\n")
        _ = try commitFile(repository, "b.txt", "two\n", message: "Add b\n")
        let stale = try repository.commit(first)
        let tree = try stale.tree()
        let signature = try Signature(name: "Tester", email: "tester@example.com")
        #expect {
            try repository.createCommit(
                tree: tree, parents: [stale], message: "Stale\n", author: signature, committer: signature)
        } throws: { error in
            (error as? GitError)?.isModified == true
        }
    }

    @Test func historyWalksNewestFirst() throws {
        let folder = TemporaryDirectory()
        let repository = try Repository.create(at: folder.url)
        var made: [Oid] = []
        for number in 1...5 {
            made.append(try commitFile(repository, "file.txt", "\(number)\n", message: "Commit \(number)\n"))
        }
        let walk = try RevWalk(repository: repository)
        try walk.pushHead()
        var seen: [Oid] = []
        while let oid = try walk.next() { seen.append(oid) }
        #expect(seen == made.reversed())
    }

    @Test func walkingAnUnbornBranchYieldsNothing() throws {
        let folder = TemporaryDirectory()
        let repository = try Repository.create(at: folder.url)
        let walk = try RevWalk(repository: repository)
        try walk.pushHead()
        #expect(try walk.next() == nil)
    }

    @Test func revparseFindsRelativeCommits() throws {
        let folder = TemporaryDirectory()
        let repository = try Repository.create(at: folder.url)
        let first = try commitFile(repository, "f.txt", "1\n", message: "One\n")
        _ = try commitFile(repository, "f.txt", "2\n", message: "Two\n")
        #expect(try repository.revparseCommit("HEAD~1").oid == first)
        #expect(try repository.revparseCommit(String(first.hex.prefix(7))).oid == first)
        #expect(throws: GitError.self) { try repository.revparseCommit("no-such-revision") }
    }
}

@Suite struct ErrorTests {
    @Test func libgit2MessagesReachTheThrownError() throws {
        let folder = TemporaryDirectory()
        let repository = try Repository.create(at: folder.url)
        do {
            _ = try repository.revparseCommit("HEAD")
            Issue.record("revparse of an unborn HEAD should fail")
        } catch let error as GitError {
            #expect(error.code < 0)
            #expect(!error.message.isEmpty)
        }
    }

    @Test func anInvalidOidIsAnError() {
        #expect(throws: GitError.self) { try Oid(hex: "not-hex") }
    }

    @Test func oidsRoundTripThroughHex() throws {
        let hex = "3f2a9c1b6d0e4a8f9b1c2e7d5a4f8c903f2a9c1b"
        let oid = try Oid(hex: hex)
        #expect(oid.hex == hex)
        #expect(oid.short == "3f2a9c1")
        #expect(oid == (try Oid(hex: hex)))
    }
}

@Suite struct ConfigTests {
    @Test func theRepositoryIdentityIsUsedForSignatures() throws {
        let folder = TemporaryDirectory()
        let repository = try Repository.create(at: folder.url)
        let config = try repository.config()
        try config.set("user.name", to: "김일기")
        try config.set("user.email", to: "ilgi@example.com")
        let signature = try repository.signature(fallbackName: "fallback", fallbackEmail: "fallback@host")
        #expect(signature.name == "김일기")
        #expect(signature.email == "ilgi@example.com")
    }

    @Test func valuesCanBeSetReadListedAndUnset() throws {
        let folder = TemporaryDirectory()
        let repository = try Repository.create(at: folder.url)
        let config = try repository.config()
        try config.set("ilgi.editor", to: "nano")
        #expect(try config.string("ilgi.editor") == "nano")
        #expect(try config.entries(matching: "^ilgi\\.").map(\.name) == ["ilgi.editor"])
        #expect(try config.unset("ilgi.editor"))
        #expect(try config.string("ilgi.editor") == nil)
        #expect(try !config.unset("ilgi.editor"))
        let gitSays = try CommandRunner.git(["config", "--local", "--list"], in: folder.url).stdout
        #expect(!gitSays.contains("ilgi.editor"))
    }
}
