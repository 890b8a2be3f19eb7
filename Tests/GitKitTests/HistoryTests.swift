import Foundation
import GitKit
import IlgiTestSupport
import Testing

/// Commits the deletion of `path`.
func deleteFile(_ repository: Repository, _ path: String, message: String, signature: Signature? = nil) throws -> Oid {
    let root = try #require(repository.workingDirectory)
    try FileManager.default.removeItem(at: root.appendingPathComponent(path))
    let index = try repository.index()
    try index.remove(path: path)
    try index.write()
    let tree = try index.writeTree()
    let author = try signature ?? Signature(name: "Tester", email: "tester@example.com")
    let head = try #require(try repository.headCommit())
    return try repository.createCommit(tree: tree, parents: [head], message: message, author: author, committer: author)
}

/// What `git log --format=%H -- PATH` lists, newest first.
func gitLog(_ folder: URL, path: String) throws -> [String] {
    try CommandRunner.git(["log", "--format=%H", "--", path], in: folder).stdout
        .split(separator: "\n").map(String.init)
}

@Suite struct PathHistoryTests {
    @Test func onlyCommitsThatChangedThePathAreListedNewestFirst() throws {
        let folder = TemporaryDirectory()
        let repository = try Repository.create(at: folder.url)
        let path = "2026/11/a.txt"
        let added = try commitFile(repository, path, "one\n", message: "Add a\n")
        _ = try commitFile(repository, "2026/11/b.txt", "other\n", message: "Add b\n")
        let edited = try commitFile(repository, path, "two\n", message: "Edit a\n")
        _ = try commitFile(repository, "2026/12/c.txt", "more\n", message: "Add c\n")
        _ = try commitFile(repository, "2026/11/b.txt", "other, edited\n", message: "Edit b\n")
        let deleted = try deleteFile(repository, path, message: "Delete a\n")
        _ = try commitFile(repository, "2026/11/b.txt", "other, again\n", message: "Edit b again\n")

        let steps = try repository.history(ofPath: path).steps()
        #expect(steps.map(\.commit.oid) == [deleted, edited, added])
        #expect(steps.map(\.change) == [.deleted, .modified, .added])
        #expect(steps[0].blob == nil)
        #expect(steps[0].previousBlob == steps[1].blob)
        #expect(steps[2].previousBlob == nil)
        let firstText = try repository.blob(try #require(steps[2].blob)).data
        #expect(String(decoding: firstText, as: UTF8.self) == "one\n")
        #expect(steps.map(\.commit.oid.hex) == (try gitLog(folder.url, path: path)))
    }

    @Test func aLimitStopsTheWalkEarly() throws {
        let folder = TemporaryDirectory()
        let repository = try Repository.create(at: folder.url)
        for number in 1...5 {
            _ = try commitFile(repository, "2026/01/x.txt", "\(number)\n", message: "Edit \(number)\n")
        }
        let steps = try repository.history(ofPath: "2026/01/x.txt").steps(limit: 2)
        #expect(steps.map(\.commit.summary) == ["Edit 5", "Edit 4"])
    }

    @Test func aPathNeverWrittenHasNoHistory() throws {
        let folder = TemporaryDirectory()
        let repository = try Repository.create(at: folder.url)
        #expect(try repository.history(ofPath: "2026/01/x.txt").next() == nil, "an unborn branch")
        _ = try commitFile(repository, "2026/01/y.txt", "y\n", message: "Add y\n")
        #expect(try repository.history(ofPath: "2026/01/x.txt").next() == nil)
        #expect(try repository.history(ofPath: "2026/01/y.txt/z").next() == nil, "a file is not a folder")
    }

    @Test func aMergeIsListedOnlyWhenItChangedThePathItself() throws {
        let folder = TemporaryDirectory()
        let repository = try Repository.create(at: folder.url)
        let path = "2026/11/a.txt"
        _ = try commitFile(repository, path, "line 1\nline 2\nline 3\n", message: "Add a\n")
        try CommandRunner.git(["checkout", "-q", "-b", "side"], in: folder.url)
        try Data("line 1\nline 2\nline 3, from the side\n".utf8).write(to: folder.appending(path))
        try CommandRunner.git(["commit", "-q", "-am", "Edit a on the side"], in: folder.url)
        try CommandRunner.git(["checkout", "-q", "main"], in: folder.url)
        _ = try commitFile(repository, "2026/11/b.txt", "b\n", message: "Add b\n")
        let clean = try CommandRunner.git(["merge", "-q", "--no-edit", "side"], in: folder.url)
        #expect(clean.succeeded, "\(clean)")
        // The merge takes the side's version unchanged: only the side's commit changed a.txt.
        let steps = try repository.history(ofPath: path).steps()
        #expect(steps.map(\.commit.summary) == ["Edit a on the side", "Add a"])
        #expect(steps.map(\.commit.oid.hex) == (try gitLog(folder.url, path: path)))

        // Now both sides change it and the merge combines them: the merge changed it too.
        try CommandRunner.git(["checkout", "-q", "side"], in: folder.url)
        try Data("line 1, side\nline 2\nline 3, from the side\n".utf8).write(to: folder.appending(path))
        try CommandRunner.git(["commit", "-q", "-am", "Side again"], in: folder.url)
        try CommandRunner.git(["checkout", "-q", "main"], in: folder.url)
        try Data("line 1\nline 2\nline 3, from the side\nline 4, main\n".utf8).write(to: folder.appending(path))
        try CommandRunner.git(["commit", "-q", "-am", "Main edit"], in: folder.url)
        let merged = try CommandRunner.git(["merge", "-q", "--no-edit", "side"], in: folder.url)
        #expect(merged.succeeded, "\(merged)")
        let again = try repository.history(ofPath: path).steps()
        #expect(again.first?.commit.parentCount == 2)
        #expect(again.map(\.commit.summary).contains("Side again"))
        #expect(again.map(\.commit.summary).contains("Main edit"))
    }
}

@Suite struct TreeChangesTests {
    @Test func changesListAddedDeletedAndModifiedFilesBelowFolders() throws {
        let folder = TemporaryDirectory()
        let repository = try Repository.create(at: folder.url)
        _ = try commitFile(repository, "2026/11/a.txt", "a\n", message: "1\n")
        _ = try commitFile(repository, "2026/11/b.txt", "b\n", message: "2\n")
        _ = try commitFile(repository, "2025/01/old.txt", "old\n", message: "3\n")
        let before = try #require(try repository.headCommit())
        _ = try commitFile(repository, "2026/11/a.txt", "a, edited\n", message: "4\n")
        _ = try deleteFile(repository, "2026/11/b.txt", message: "5\n")
        _ = try deleteFile(repository, "2025/01/old.txt", message: "6\n")
        _ = try commitFile(repository, "2027/02/new.txt", "new\n", message: "7\n")
        let after = try #require(try repository.headCommit())

        let changes = try repository.changes(from: before.tree(), to: after.tree())
        #expect(changes.map(\.path) == ["2025/01/old.txt", "2026/11/a.txt", "2026/11/b.txt", "2027/02/new.txt"])
        #expect(changes.map(\.kind) == [.deleted, .modified, .deleted, .added])
        #expect(changes[0].newOid == nil && changes[0].oldOid != nil)
        #expect(changes[3].oldOid == nil && changes[3].newOid != nil)
        let git = try CommandRunner.git(
            ["diff-tree", "-r", "--name-only", before.oid.hex, after.oid.hex], in: folder.url)
        #expect(git.stdout.split(separator: "\n").map(String.init) == changes.map(\.path))

        #expect(try repository.changes(from: after.tree(), to: after.tree()).isEmpty)
        let everything = try repository.changes(from: nil, to: after.tree())
        #expect(everything.map(\.kind) == [.added, .added])
    }

    @Test func aFileReplacedByAFolderIsADeletionAndAnAddition() throws {
        let folder = TemporaryDirectory()
        let repository = try Repository.create(at: folder.url)
        _ = try commitFile(repository, "notes", "a file\n", message: "1\n")
        let before = try #require(try repository.headCommit())
        _ = try deleteFile(repository, "notes", message: "2\n")
        _ = try commitFile(repository, "notes/inner.txt", "now a folder\n", message: "3\n")
        let after = try #require(try repository.headCommit())
        let changes = try repository.changes(from: before.tree(), to: after.tree())
        #expect(Set(changes.map { "\($0.kind) \($0.path)" }) == ["deleted notes", "added notes/inner.txt"])
    }
}

@Suite struct PatchTests {
    @Test func aPatchHasHunksOfContextAdditionsAndDeletions() throws {
        let patch = try Patch(old: Data("one\ntwo\nthree\n".utf8), new: Data("one\n2\nthree\nfour\n".utf8))
        #expect(!patch.isEmpty)
        #expect(
            try patch.lines().map(\.text) == [
                "@@ -1,3 +1,4 @@", " one", "-two", "+2", " three", "+four",
            ])
    }

    @Test func sameTextsMakeAnEmptyPatch() throws {
        let text = Data("같은 글\n".utf8)
        let patch = try Patch(old: text, new: text)
        #expect(patch.isEmpty)
        #expect(try patch.lines().isEmpty)
    }

    @Test func anAbsentSideReadsAsEmptyAndAMissingNewlineIsNoted() throws {
        let created = try Patch(old: nil, new: Data("비 오는 날\nno newline".utf8))
        #expect(
            try created.lines().map(\.text) == [
                "@@ -0,0 +1,2 @@", "+비 오는 날", "+no newline", "\\ No newline at end of file",
            ])
        #expect(try created.lines().map(\.kind) == [.hunkHeader, .addition, .addition, .noNewlineAtEnd])
        let removed = try Patch(old: Data("gone\n".utf8), new: nil)
        #expect(try removed.lines().map(\.text) == ["@@ -1 +0,0 @@", "-gone"])
    }
}

@Suite struct RevisionTests {
    @Test func theLastCommitBeforeADateIsFound() throws {
        let folder = TemporaryDirectory()
        let repository = try Repository.create(at: folder.url)
        func at(_ seconds: TimeInterval) throws -> Signature {
            try Signature(
                name: "T", email: "t@example.com", time: Date(timeIntervalSince1970: seconds), offsetMinutes: 540)
        }
        let first = try commitFile(repository, "f.txt", "1\n", message: "One\n", signature: at(1_000_000))
        let second = try commitFile(repository, "f.txt", "2\n", message: "Two\n", signature: at(2_000_000))
        #expect(try repository.lastCommit(before: Date(timeIntervalSince1970: 999_999)) == nil)
        #expect(try repository.lastCommit(before: Date(timeIntervalSince1970: 1_000_001))?.oid == first)
        #expect(try repository.lastCommit(before: Date(timeIntervalSince1970: 2_000_000))?.oid == first)
        #expect(try repository.lastCommit(before: Date(timeIntervalSince1970: 3_000_000))?.oid == second)
        #expect(try repository.isAncestor(first, of: second))
        #expect(try !repository.isAncestor(second, of: first))
    }

    @Test func aShortIdSharedByTwoObjectsIsAmbiguous() throws {
        let folder = TemporaryDirectory()
        let repository = try Repository.create(at: folder.url)
        _ = try commitFile(repository, "f.txt", "x\n", message: "x\n")
        // Blobs until two share their first four hex digits (the same ones on every run).
        var byPrefix: [String: Oid] = [:]
        var shared: String?
        for number in 0..<20_000 where shared == nil {
            let oid = try repository.createBlob(Data("blob \(number)\n".utf8))
            let prefix = String(oid.hex.prefix(4))
            if byPrefix[prefix] != nil { shared = prefix }
            byPrefix[prefix] = oid
        }
        let prefix = try #require(shared)
        #expect {
            _ = try repository.revparseCommit(prefix)
        } throws: { error in
            (error as? GitError)?.isAmbiguous == true
        }
    }
}

@Suite struct AbbreviationTests {
    @Test func theAutomaticLengthGrowsWithTheNumberOfObjectsAsGitsDoes() {
        #expect(Abbreviator.automaticLength(objectCount: 0) == 7)
        #expect(Abbreviator.automaticLength(objectCount: 10_000) == 7)
        #expect(Abbreviator.automaticLength(objectCount: 1 << 15) == 8)
        #expect(Abbreviator.automaticLength(objectCount: 300_000) == 10)
        #expect(Abbreviator.automaticLength(objectCount: 1 << 20) == 11)
    }

    @Test func shortIdsMatchGitsAndAreUnique() throws {
        let folder = TemporaryDirectory()
        let repository = try Repository.create(at: folder.url)
        var made: [Oid] = []
        for number in 1...30 {
            made.append(try commitFile(repository, "f\(number % 3).txt", "\(number)\n", message: "C \(number)\n"))
        }
        let abbreviator = try Abbreviator(repository: repository)
        let git = try CommandRunner.git(["log", "--format=%h"], in: folder.url).stdout.split(separator: "\n").map(
            String.init)
        #expect(made.reversed().map(abbreviator.abbreviate) == git)
        try CommandRunner.git(["gc", "-q"], in: folder.url)
        let packed = try Abbreviator(repository: try Repository.open(at: folder.url))
        let gitPacked = try CommandRunner.git(["log", "--format=%h"], in: folder.url).stdout.split(separator: "\n").map(
            String.init)
        #expect(made.reversed().map(packed.abbreviate) == gitPacked)
    }

    @Test func anIdSharingItsStartWithAnotherObjectGrowsUntilUniqueAsGitsDoes() throws {
        let folder = TemporaryDirectory()
        let repository = try Repository.create(at: folder.url)
        try repository.config().set("core.abbrev", to: "4")
        var oids: [Oid] = []
        for number in 0..<1500 {
            oids.append(try repository.createBlob(Data("blob \(number)\n".utf8)))
        }
        let byPrefix = Dictionary(grouping: oids) { String($0.hex.prefix(4)) }
        let sharing = byPrefix.values.filter { $0.count > 1 }.flatMap { $0 }
        try #require(!sharing.isEmpty, "1500 blobs always share some four-digit prefixes")
        // `rev-parse --short` takes one id at a time.
        func gitShort(_ oids: [Oid]) throws -> [String] {
            try oids.prefix(16).map {
                try CommandRunner.git(["rev-parse", "--short=4", $0.hex], in: folder.url).stdout
                    .trimmingCharacters(in: .newlines)
            }
        }
        let loose = try Abbreviator(repository: repository)
        #expect(sharing.prefix(16).map(loose.abbreviate) == (try gitShort(sharing)))
        #expect(sharing.allSatisfy { loose.abbreviate($0).count > 4 })

        // Half packed, half loose.
        try CommandRunner.git(["repack", "-a", "-d", "-q"], in: folder.url)
        for number in 1500..<2000 {
            oids.append(try repository.createBlob(Data("blob \(number)\n".utf8)))
        }
        let mixed = Dictionary(grouping: oids) { String($0.hex.prefix(4)) }.values.filter { $0.count > 1 }.flatMap {
            $0
        }
        let both = try Abbreviator(repository: try Repository.open(at: folder.url))
        #expect(mixed.prefix(16).map(both.abbreviate) == (try gitShort(mixed)))
    }
}

@Suite struct ObjectDatabaseTests {
    @Test func commitHeadersAgreeWithLibgit2sCommits() throws {
        let folder = TemporaryDirectory()
        let repository = try Repository.create(at: folder.url)
        let signature = try Signature(
            name: "김", email: "k@example.com", time: Date(timeIntervalSince1970: 1_700_000_000), offsetMinutes: -330)
        _ = try commitFile(repository, "a.txt", "1\n", message: "One\n\ntree 0000 in the message is not a header\n")
        let second = try commitFile(repository, "a.txt", "2\n", message: "Two\n", signature: signature)
        let database = try ObjectDatabase(repository: repository)
        let header = try database.commitHeader(second)
        let commit = try repository.commit(second)
        #expect(header.tree == commit.treeOid)
        #expect(header.parents == commit.parentOids)
        #expect(header.time == 1_700_000_000)
        #expect(header.offsetMinutes == -330)
        #expect(try database.commitHeader(commit.parentOids[0]).parents.isEmpty)
        #expect(throws: GitError.self) { try database.commitHeader(header.tree) }
    }

    @Test func theHeaderWalkFollowsGitLogsOrderThroughMerges() throws {
        let folder = TemporaryDirectory()
        let repository = try Repository.create(at: folder.url)
        var clock = 1_000_000
        func at() -> [String: String] {
            clock += 60
            return ["GIT_COMMITTER_DATE": "@\(clock) +0000", "GIT_AUTHOR_DATE": "@\(clock) +0000"]
        }
        func commit(_ file: String, _ message: String) throws {
            try folder.write(message + "\n", to: file)
            try CommandRunner.git(["add", file], in: folder.url)
            try CommandRunner.git(["commit", "-qm", message], in: folder.url, environment: at())
        }
        try commit("a.txt", "base")
        try CommandRunner.git(["checkout", "-q", "-b", "side"], in: folder.url)
        try commit("b.txt", "side 1")
        try CommandRunner.git(["checkout", "-q", "main"], in: folder.url)
        try commit("c.txt", "main 1")
        try CommandRunner.git(["checkout", "-q", "side"], in: folder.url)
        try commit("b.txt", "side 2")
        try CommandRunner.git(["checkout", "-q", "main"], in: folder.url)
        try CommandRunner.git(["merge", "-q", "--no-edit", "side"], in: folder.url, environment: at())
        try commit("c.txt", "main 2")

        let head = try #require(try repository.headCommit())
        let walk = try CommitHeaderWalk(database: ObjectDatabase(repository: repository), from: [head.oid])
        var walked: [String] = []
        while let (oid, _) = try walk.next() { walked.append(oid.hex) }
        let git = try CommandRunner.git(["log", "--format=%H"], in: folder.url).stdout.split(separator: "\n").map(
            String.init)
        #expect(walked == git)
        #expect(walked.count == 6)
    }

    @Test func namesAreComparedInGitsTreeOrder() throws {
        let folder = TemporaryDirectory()
        let repository = try Repository.create(at: folder.url)
        // "foo" the folder sorts as "foo/": after "foo-bar" and "foo.txt", before "foo0".
        for path in ["foo/inner.txt", "foo.txt", "foo-bar", "foo0", "fo", "2026/11/x.txt"] {
            try folder.write("\(path)\n", to: path)
        }
        try CommandRunner.git(["add", "."], in: folder.url)
        try CommandRunner.git(["commit", "-qm", "before"], in: folder.url)
        try folder.write("changed\n", to: "foo/inner.txt")
        try folder.write("changed\n", to: "foo0")
        try FileManager.default.removeItem(at: folder.appending("foo.txt"))
        try folder.write("new\n", to: "foo/new.txt")
        try folder.write("new\n", to: "2026/12/y.txt")
        try CommandRunner.git(["add", "-A", "."], in: folder.url)
        try CommandRunner.git(["commit", "-qm", "after"], in: folder.url)

        let head = try #require(try repository.headCommit())
        let changes = try repository.changes(from: head.parent().tree(), to: head.tree())
        let git = try CommandRunner.git(["diff-tree", "-r", "--name-status", "HEAD~1", "HEAD"], in: folder.url).stdout
        let ours = changes.map { change -> String in
            let status =
                switch change.kind {
                case .added: "A"
                case .deleted: "D"
                case .modified: "M"
                }
            return "\(status)\t\(change.path)\n"
        }.joined()
        #expect(ours == git)
        let database = try ObjectDatabase(repository: repository)
        let root = try head.tree()
        #expect(try database.entry(named: Array("foo".utf8), inTree: root.oid)?.isTree == true)
        #expect(try database.entry(named: Array("foo0".utf8), inTree: root.oid)?.isTree == false)
        #expect(try database.entry(named: Array("nothing".utf8), inTree: root.oid) == nil)
    }
}
