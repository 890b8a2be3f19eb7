import Foundation
import GitKit
import IlgiTestSupport
import Testing

/// The raw tree diff skips the entries two trees share at their start, and stops once the rest
/// of both is the same bytes. These trees make that matter: one folder of forty files (and a
/// file and a folder that sort among them), changed several files at a time (the first, the
/// last, both, the middle, added and removed at either end), compared across commits several
/// apart, against libgit2's own reading of both trees.
@Suite struct TreeDiffShortcutTests {
    @Test(arguments: [7, 8] as [UInt64])
    func diffsOfManyChangesAgreeWithLibgit2(seed: UInt64) throws {
        var random = SeededGenerator(seed: seed)
        let folder = TemporaryDirectory()
        try withExtendedLifetime(folder) {
            try CommandRunner.git(["init", "-q", "."], in: folder.url)
            var names = (0..<40).map { String(format: "month/f%02d.txt", $0) }
            names += ["month/f20", "month/f20/inner.txt", "month/f20.txt.bak", "month/a", "month/zz"]
            var trees: [Oid] = []
            for round in 0..<30 {
                // Edits at the ends and in the middle, several per commit; sometimes a removal.
                let picks = [0, 39, 19, Int(random.next() % 40), Int(random.next() % 40)].prefix(
                    1 + Int(random.next() % 5))
                for pick in picks {
                    let url = folder.url.appendingPathComponent(names[pick])
                    if round % 4 == 3, FileManager.default.fileExists(atPath: url.path) {
                        try FileManager.default.removeItem(at: url)
                    } else {
                        try FileManager.default.createDirectory(
                            at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                        try Data("\(names[pick]) \(round)\n".utf8).write(to: url)
                    }
                }
                if round % 5 == 0 {
                    // "month/f20" as a file, then as a folder, and names sorting at either end.
                    let extra = names[40 + Int(random.next() % 5)]
                    let url = folder.url.appendingPathComponent(extra)
                    try? FileManager.default.removeItem(at: folder.url.appendingPathComponent("month/f20"))
                    try FileManager.default.createDirectory(
                        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                    try Data("\(extra) \(round)\n".utf8).write(to: url)
                }
                try CommandRunner.git(["add", "-A"], in: folder.url)
                try CommandRunner.git(["commit", "-q", "--allow-empty", "-m", "round \(round)"], in: folder.url)
                let head = try CommandRunner.git(["rev-parse", "HEAD^{tree}"], in: folder.url).stdout
                trees.append(try Oid(hex: head.trimmingCharacters(in: .whitespacesAndNewlines)))
            }
            let repository = try Repository.open(at: folder.url)
            let database = try ObjectDatabase(repository: repository)
            for (position, old) in trees.enumerated() {
                for distance in [1, 2, 3, 7, 13] where position + distance < trees.count {
                    let new = trees[position + distance]
                    let before = try RawObjectParserTests.files(of: repository.tree(old))
                    let after = try RawObjectParserTests.files(of: repository.tree(new))
                    var expected: [String] = []
                    for path in Set(before.keys).union(after.keys).sorted() where before[path] != after[path] {
                        expected.append("\(before[path] == nil ? "A" : after[path] == nil ? "D" : "M") \(path)")
                    }
                    for cache in [nil, TreeCache(capacity: 4)] {
                        let ours = try database.changes(from: old, to: new, cache: cache).map { change in
                            "\(change.kind == .added ? "A" : change.kind == .deleted ? "D" : "M") \(change.path)"
                        }
                        #expect(ours.sorted() == expected.sorted(), "trees \(position) → \(position + distance)")
                        #expect(
                            ours.map { $0.dropFirst(2) }
                                == ours.map { $0.dropFirst(2) }.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) })
                    }
                }
            }
        }
    }
}
