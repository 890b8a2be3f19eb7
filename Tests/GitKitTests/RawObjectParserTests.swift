import Foundation
import GitKit
import IlgiTestSupport
import Testing

/// GitKit's raw-object parsers (Sources/GitKit/RawObjects) against libgit2 and git on the
/// same objects: a seeded history of adds, edits and deletes in nested folders, with names
/// that test git's tree order ("b" the folder sorts as "b/").
@Suite struct RawObjectParserTests {
    /// A repository whose history touches `names` at random, and its commits oldest first.
    static func generatedHistory(seed: UInt64, commits: Int) throws -> (TemporaryDirectory, Repository, [Oid]) {
        var random = SeededGenerator(seed: seed)
        let folder = TemporaryDirectory()
        let repository = try Repository.create(at: folder.url)
        // "b" the folder sorts as "b/": after "b-c" and "b.txt", before "b0".
        let names = [
            "a", "b.txt", "b-c", "b0", "b/inner.txt", "2026/11/x.txt", "2026/11/y.txt", "2026/12/z.txt",
            "2025/01/w.txt",
        ]
        var present: Set<String> = []
        var made: [Oid] = []
        for number in 0..<commits {
            let path = names[Int(random.next() % UInt64(names.count))]
            if present.contains(path), random.next() % 3 == 0 {
                made.append(try deleteFile(repository, path, message: "Delete \(path)\n"))
                present.remove(path)
            } else {
                made.append(try commitFile(repository, path, "\(path) \(number)\n", message: "Write \(path)\n"))
                present.insert(path)
            }
        }
        return (folder, repository, made)
    }

    /// Every file of `tree`, by path, with its blob id: libgit2's own tree API, walked slowly.
    static func files(of tree: Tree?, prefix: String = "") throws -> [String: Oid] {
        guard let tree else { return [:] }
        var found: [String: Oid] = [:]
        for entry in tree.entries {
            if entry.kind == .tree {
                found.merge(try files(of: tree.repository.tree(entry.oid), prefix: prefix + entry.name + "/")) { $1 }
            } else {
                found[prefix + entry.name] = entry.oid
            }
        }
        return found
    }

    @Test(arguments: [1, 2, 3] as [UInt64])
    func commitHeadersTreeDiffsAndLookupsAgreeWithLibgit2(seed: UInt64) throws {
        // The folder is removed when `folder` goes, so it is held to the end.
        let (folder, repository, commits) = try Self.generatedHistory(seed: seed, commits: 60)
        defer { withExtendedLifetime(folder) {} }
        let database = try ObjectDatabase(repository: repository)
        for oid in commits {
            let commit = try repository.commit(oid)
            let header = try database.commitHeader(oid)
            #expect(header.tree == commit.treeOid)
            #expect(header.parents == commit.parentOids)
            #expect(header.time == Int(commit.date.timeIntervalSince1970))

            let before = try commit.parentCount > 0 ? Self.files(of: commit.parent().tree()) : [:]
            let after = try Self.files(of: commit.tree())
            var expected: [String] = []
            for path in Set(before.keys).union(after.keys).sorted() where before[path] != after[path] {
                expected.append("\(before[path] == nil ? "A" : after[path] == nil ? "D" : "M") \(path)")
            }
            let parentTree = try commit.parentCount > 0 ? commit.parent().tree() : nil
            let ours = try repository.changes(from: parentTree, to: commit.tree()).map { change in
                "\(change.kind == .added ? "A" : change.kind == .deleted ? "D" : "M") \(change.path)"
            }
            #expect(ours.sorted() == expected)

            let root = try commit.tree()
            for entry in root.entries {
                let found = try database.entry(named: Array(entry.name.utf8), inTree: root.oid)
                #expect(found?.oid == entry.oid)
                #expect(found?.isTree == (entry.kind == .tree))
            }
        }
    }

    @Test(arguments: [4, 5] as [UInt64])
    func pathHistoriesAgreeWithGitLog(seed: UInt64) throws {
        let (folder, repository, _) = try Self.generatedHistory(seed: seed, commits: 50)
        for path in ["a", "b.txt", "b0", "2026/11/x.txt", "2025/01/w.txt", "b/inner.txt", "never/written.txt"] {
            let ours = try repository.history(ofPath: path).steps().map(\.commit.oid.hex)
            #expect(ours == (try gitLog(folder.url, path: path)), "history of \(path)")
        }
    }

    @Test func shortIdsAgreeWithGitOverAGeneratedHistory() throws {
        let (folder, repository, commits) = try Self.generatedHistory(seed: 6, commits: 40)
        let abbreviator = try Abbreviator(repository: repository)
        let git = try CommandRunner.git(["log", "--format=%h"], in: folder.url).stdout.split(separator: "\n").map(
            String.init)
        #expect(commits.reversed().map(abbreviator.abbreviate) == git)
    }

    @Test func aSHA256RepositoryIsRefusedBeforeAnyParserRuns() throws {
        let folder = TemporaryDirectory()
        let made = try CommandRunner.git(["init", "-q", "--object-format=sha256", "."], in: folder.url)
        guard made.succeeded else {
            // A git without SHA-256 support cannot make one; nothing to refuse then.
            return
        }
        #expect(throws: GitError.self) { try Repository.open(at: folder.url) }
    }
}

/// A small deterministic generator (SplitMix64), so a failing seed can be replayed.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}
