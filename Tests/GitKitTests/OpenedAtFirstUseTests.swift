import Foundation
import IlgiTestSupport
import Testing

@testable import GitKit

/// A read the catalog answers loads no libgit2: the repository is found by its files
/// (`PlainLayout`), opened by libgit2 only when a call needs it, and HEAD's commit is read
/// from the ref files (`headCommitFromFiles`). Each must say what libgit2 says, or nothing.
@Suite struct OpenedAtFirstUseTests {
    @Test func aRepositoryFoundByItsFilesIsTheOneLibgit2Opens() throws {
        let folder = TemporaryDirectory()
        let made = try Repository.create(at: folder.url)
        let commit = try commitFile(made, "2026/11/a.txt", "one\n", message: "Add a\n")
        let eager = try Repository.open(at: folder.url)
        let deferred = try #require(Repository.openedAtFirstUse(at: folder.url))
        #expect(deferred.gitDirectory == eager.gitDirectory)
        #expect(deferred.workingDirectory == eager.workingDirectory)
        #expect(!deferred.isBare)
        // The first call that needs libgit2 opens it, and it is the same repository.
        #expect(try deferred.headCommit()?.oid == commit)
    }

    @Test func aLinkedFolderIsFoundWhereLibgit2FindsIt() throws {
        let folder = TemporaryDirectory()
        let real = folder.appending("real")
        _ = try Repository.create(at: real)
        let link = folder.appending("link")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: real)
        let deferred = try #require(Repository.openedAtFirstUse(at: link))
        #expect(deferred.workingDirectory == (try Repository.open(at: link)).workingDirectory)
    }

    @Test(arguments: [
        "[core]\n\tworktree = /elsewhere\n", "[core]\n\tbare = true\n", "[include]\n\tpath = other\n",
        "[includeIf \"gitdir:/x/\"]\n\tpath = other\n", "[extensions]\n\tobjectformat = sha256\n",
        "[core]\n\trepositoryformatversion = 1\n", "[core]\n\tbare = false # a comment\n", "[core] bare = true\n",
        "[core]\n\tbare = \\\n",
    ])
    func aConfigurationThatMovesOrChangesTheRepositoryIsLeftToLibgit2(_ setting: String) throws {
        let folder = TemporaryDirectory()
        let repository = try Repository.create(at: folder.url)
        let config = repository.gitDirectory.appendingPathComponent("config")
        let handle = try FileHandle(forWritingTo: config)
        handle.seekToEndOfFile()
        handle.write(Data(setting.utf8))
        try handle.close()
        #expect(Repository.openedAtFirstUse(at: folder.url) == nil)
    }

    @Test func aGitFileALinkedGitFolderOrALinkedWorkTreeIsLeftToLibgit2() throws {
        let folder = TemporaryDirectory()
        let gitFile = folder.appending("gitfile")
        _ = try Repository.create(at: folder.appending("store"))
        try FileManager.default.createDirectory(at: gitFile, withIntermediateDirectories: true)
        try "gitdir: ../store/.git\n".write(
            to: gitFile.appendingPathComponent(".git"), atomically: true, encoding: .utf8)
        #expect(Repository.openedAtFirstUse(at: gitFile) == nil)

        let linkedGit = folder.appending("linked")
        try FileManager.default.createDirectory(at: linkedGit, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            at: linkedGit.appendingPathComponent(".git"), withDestinationURL: folder.appending("store/.git"))
        #expect(Repository.openedAtFirstUse(at: linkedGit) == nil)

        let worktree = folder.appending("worktree")
        let main = try Repository.create(at: folder.appending("main"))
        _ = try commitFile(main, "a.txt", "one\n", message: "Add a\n")
        try CommandRunner.git(["worktree", "add", "-q", worktree.path], in: folder.appending("main"))
        #expect(Repository.openedAtFirstUse(at: worktree) == nil)
        #expect(Repository.openedAtFirstUse(at: folder.appending("empty")) == nil)
    }

    @Test func headIsReadFromALooseRefAPackedRefAndADetachedHead() throws {
        let folder = TemporaryDirectory()
        let repository = try Repository.create(at: folder.url)
        let git = repository.gitDirectory
        #expect(Repository.headCommitFromFiles(gitDirectory: git) == nil)  // unborn
        _ = try commitFile(repository, "a.txt", "one\n", message: "Add a\n")
        let second = try commitFile(repository, "b.txt", "two\n", message: "Add b\n")
        #expect(Repository.headCommitFromFiles(gitDirectory: git) == second.hex)
        try CommandRunner.git(["pack-refs", "--all"], in: folder.url)
        #expect(!FileManager.default.fileExists(atPath: git.appendingPathComponent("refs/heads/main").path))
        #expect(Repository.headCommitFromFiles(gitDirectory: git) == second.hex)
        try CommandRunner.git(["checkout", "-q", "--detach", "HEAD~1"], in: folder.url)
        #expect(Repository.headCommitFromFiles(gitDirectory: git) == (try repository.headCommit()?.oid.hex))
    }

    @Test(arguments: [
        "ref: refs/heads/../../config\n", "ref: refs/tags/v1\n", "ref: refs/heads/a/.hidden\n",
        "ref: refs/heads/main.lock\n", "ref: refs/heads//main\n", "ref: refs/heads/main", "0123\n",
    ])
    func aHeadOfAnotherFormIsLeftToLibgit2(_ head: String) throws {
        let folder = TemporaryDirectory()
        let repository = try Repository.create(at: folder.url)
        _ = try commitFile(repository, "a.txt", "one\n", message: "Add a\n")
        try head.write(to: repository.gitDirectory.appendingPathComponent("HEAD"), atomically: true, encoding: .utf8)
        #expect(Repository.headCommitFromFiles(gitDirectory: repository.gitDirectory) == nil)
    }

    @Test func aBranchFileThatIsALinkIsNotFollowed() throws {
        let folder = TemporaryDirectory()
        let repository = try Repository.create(at: folder.url)
        let commit = try commitFile(repository, "a.txt", "one\n", message: "Add a\n")
        let branch = repository.gitDirectory.appendingPathComponent("refs/heads/main")
        let elsewhere = folder.appending("elsewhere")
        try (commit.hex + "\n").write(to: elsewhere, atomically: true, encoding: .utf8)
        try FileManager.default.removeItem(at: branch)
        try FileManager.default.createSymbolicLink(at: branch, withDestinationURL: elsewhere)
        #expect(Repository.headCommitFromFiles(gitDirectory: repository.gitDirectory) == nil)
    }
}
