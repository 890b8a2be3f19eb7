import Foundation
import GitKit
import IlgiTestSupport
import Testing

/// `IndexFile` patches git's index without libgit2 loading it; git itself must read the result
/// (it checks the SHA-1 trailer) and agree with it entry for entry.
@Suite struct IndexFileTests {
    func git(_ arguments: String..., in folder: TemporaryDirectory) throws -> String {
        let result = try CommandRunner.git(arguments, in: folder.url)
        #expect(result.succeeded, "\(result)")
        return result.stdout
    }

    @Test func addingChangingAndRemovingFilesMatchesGitAdd() throws {
        let folder = TemporaryDirectory()
        _ = try git("init", "-q", "-b", "main", in: folder)
        for path in ["2025/01/a.txt", "2025/01/b.txt", "2025/02/c.txt", "2026/11/d.txt", "README"] {
            _ = try folder.write("text of \(path)\n", to: path)
        }
        _ = try git("add", "-A", in: folder)
        _ = try git("-c", "user.name=T", "-c", "user.email=t@example.com", "commit", "-qm", "first", in: folder)
        let repository = try Repository.open(at: folder.url)

        _ = try folder.write("changed\n", to: "2025/01/b.txt")
        _ = try folder.write("new\n", to: "2025/01/aa.txt")
        _ = try folder.write("new year\n", to: "2027/01/e.txt")
        try FileManager.default.removeItem(at: folder.appending("2025/02/c.txt"))
        var changes: [PathChange] = []
        for path in ["2025/01/b.txt", "2025/01/aa.txt", "2027/01/e.txt"] {
            changes.append(PathChange(path: path, blob: try repository.createBlob(fromWorkTreePath: path)))
        }
        changes.append(PathChange(path: "2025/02/c.txt", blob: nil))

        #expect(try IndexFile.update(gitDirectory: repository.gitDirectory, workTree: folder.url, changes: changes))

        // git reads it, sees exactly the staged changes and a work tree that matches them.
        let status = try git("status", "--porcelain", in: folder)
        #expect(status == "A  2025/01/aa.txt\nM  2025/01/b.txt\nD  2025/02/c.txt\nA  2027/01/e.txt\n")
        let head = try #require(try repository.headCommit())
        let tree = try repository.tree(try head.tree(), applying: changes)
        // The cached trees on the changed paths were invalidated: git's own tree agrees.
        #expect(try git("write-tree", in: folder) == tree.oid.hex + "\n")
        #expect(
            try git("ls-files", in: folder)
                == "2025/01/a.txt\n2025/01/aa.txt\n2025/01/b.txt\n2026/11/d.txt\n2027/01/e.txt\nREADME\n")
    }

    @Test func anIndexItDoesNotUnderstandIsLeftToLibgit2() throws {
        let folder = TemporaryDirectory()
        _ = try git("init", "-q", "-b", "main", in: folder)
        _ = try folder.write("a\n", to: "a.txt")
        _ = try git("-c", "index.version=4", "add", "a.txt", in: folder)
        _ = try git("update-index", "--index-version", "4", in: folder)
        let repository = try Repository.open(at: folder.url)
        let before = try Data(contentsOf: folder.appending(".git/index"))
        _ = try folder.write("b\n", to: "b.txt")
        let blob = try repository.createBlob(fromWorkTreePath: "b.txt")
        #expect(
            try !IndexFile.update(
                gitDirectory: repository.gitDirectory, workTree: folder.url,
                changes: [PathChange(path: "b.txt", blob: blob)]))
        #expect(try Data(contentsOf: folder.appending(".git/index")) == before)
    }
}
