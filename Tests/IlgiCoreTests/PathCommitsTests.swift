import Foundation
import GitKit
import IlgiEntry
import IlgiJournalTestSupport
import IlgiStore
import IlgiTestSupport
import Testing

@testable import IlgiCatalog
@testable import IlgiCore

/// `ilgi log ID` reads the commits that changed an entry from a table (`PathCommits`) kept
/// next to the journal; these tests hold that it answers exactly what the walk over the whole
/// history answers, for every entry, after every kind of change to the history.
@Suite struct PathCommitsTests {
    /// A journal being changed in every way a history changes, with every entry path ever
    /// written remembered, and a check that the table and the walk agree on each of them.
    final class Scenario {
        let folder: TemporaryDirectory
        let journal: Journal
        var paths: Set<String> = []

        init(_ folder: TemporaryDirectory) throws {
            self.folder = folder
            journal = try Journal.open(at: folder.url)
        }

        var url: URL { folder.url }

        @discardableResult
        func git(_ arguments: [String], environment: [String: String] = [:]) throws -> String {
            let result = try CommandRunner.git(arguments, in: url, environment: environment)
            #expect(result.status == 0, "git \(arguments): \(result.stderr)")
            return result.stdout
        }

        func create(_ text: String) throws -> Entry {
            let entry = try savedEntry(journal.create(text: text))
            paths.insert(entry.path)
            return entry
        }

        func current(_ entry: Entry) throws -> Entry { try journal.reader.entry(matching: entry.id.uuid) }

        func edit(_ entry: Entry, _ text: String) throws {
            _ = try journal.update(try current(entry), text: text)
        }

        /// Changes a file by hand and commits it with git, as a user might.
        func gitEdit(_ path: String, _ text: String, message: String, environment: [String: String] = [:]) throws {
            try folder.write(text, to: path)
            paths.insert(path)
            try git(["add", path])
            try git(["commit", "-q", "-m", message], environment: environment)
        }

        /// The table and the walk agree on every entry, with and without a limit, and both list
        /// the commits `git log -- PATH` lists (in its order too, unless `gitOrder` is false:
        /// with clocks skewed across merges, git's order and the walk's can differ).
        func expectAgreement(
            _ when: String, gitOrder: Bool = true, sourceLocation: SourceLocation = #_sourceLocation
        ) throws {
            for path in paths.sorted() {
                let id = try #require(JournalLayout.entryID(forPath: path))
                let location = EntryLocation(id: id, path: path, deletion: nil)
                #expect(
                    JournalHistory(journal).tabledSteps(ofPath: path, limit: nil) != nil,
                    "\(when): the table answers for \(path)",
                    sourceLocation: sourceLocation)
                let walked = try JournalHistory(journal).log(of: location, limit: nil, usingTable: false)
                let tabled = try JournalHistory(journal).log(of: location, limit: nil, usingTable: true)
                #expect(tabled == walked, "\(when): \(path)", sourceLocation: sourceLocation)
                for limit in [0, 1, 2] {
                    #expect(
                        try JournalHistory(journal).log(of: location, limit: limit, usingTable: true)
                            == JournalHistory(journal).log(of: location, limit: limit, usingTable: false),
                        "\(when): \(path), limit \(limit)", sourceLocation: sourceLocation)
                }
                let gitLog = try git(["log", "--format=%H", "--", path]).split(separator: "\n").map(String.init)
                if gitOrder {
                    #expect(
                        walked.map(\.commit) == gitLog, "\(when): git log -- \(path)", sourceLocation: sourceLocation)
                } else {
                    #expect(
                        Set(walked.map(\.commit)) == Set(gitLog), "\(when): git log -- \(path)",
                        sourceLocation: sourceLocation)
                }
            }
        }

        func table() throws -> PathCommits {
            try PathCommits.open(stateDirectory: journal.stateDirectory, repository: journal.repository)
        }

        func head() throws -> Oid { try #require(try journal.repository.headCommit()).oid }
    }

    @Test func theTableAgreesWithTheWalkThroughSavesMergesPullsAndRewrites() throws {
        let folder = TemporaryDirectory("ilgi-path-commits")
        try withExtendedLifetime(folder) {
            let s = try Scenario(folder)
            // Saves through ilgi: adds, edits, a delete and a restore.
            let a = try s.create("Alpha\n\nFirst.\n")
            let b = try s.create("Beta\n\nFirst.\n")
            let c = try s.create("Gamma\n\nFirst.\n")
            let d = try s.create("Delta\n\nFirst.\n")
            try s.edit(a, "Alpha\n\nSecond.\n")
            try s.journal.delete(try s.current(c))
            _ = try JournalHistory(s.journal).restore(try JournalHistory(s.journal).locate(c.id.uuid))
            try s.edit(c, "Gamma, back\n\nThird.\n")
            try s.expectAgreement("saves")
            #expect(try s.table().update(to: s.head()) == .current)

            // A commit made with git, and one whose clock is behind its parent's.
            try s.gitEdit(b.path, "Beta\n\nFixed by hand.\n", message: "fix typo")
            try s.gitEdit(
                d.path, "Delta\n\nFrom a machine with a wrong clock.\n", message: "wrong clock",
                environment: ["GIT_COMMITTER_DATE": "2001-01-01T00:00:00Z", "GIT_AUTHOR_DATE": "2001-01-01T00:00:00Z"])
            try s.expectAgreement("git commits")

            // A branch merged back: a file changed on one side only is listed on that side, not
            // in the merge; a file the merge itself changes (an "evil" merge) is listed in it.
            let main = try s.git(["rev-parse", "--abbrev-ref", "HEAD"]).trimmingCharacters(in: .whitespacesAndNewlines)
            try s.git(["checkout", "-q", "-b", "side"])
            try s.gitEdit(a.path, "Alpha\n\nOn the side.\n", message: "side edit")
            let e = try s.create("Epsilon\n\nWritten on the side.\n")
            try s.git(["checkout", "-q", main])
            try s.edit(b, "Beta\n\nOn main.\n")
            try s.git(["merge", "-q", "--no-ff", "--no-commit", "side"])
            try s.folder.write("Delta\n\nChanged by the merge itself.\n", to: d.path)
            try s.git(["add", d.path])
            try s.git(["commit", "-q", "-m", "Merge side"])
            let afterMerge = try s.head()
            try s.expectAgreement("an evil merge")

            // A conflict resolved by hand: the merge differs from both sides.
            try s.git(["checkout", "-q", "-b", "other"])
            try s.gitEdit(e.path, "Epsilon\n\nOne way.\n", message: "one way")
            try s.git(["checkout", "-q", main])
            try s.gitEdit(e.path, "Epsilon\n\nThe other way.\n", message: "the other way")
            _ = try CommandRunner.git(["merge", "-q", "--no-ff", "other"], in: s.url)
            try s.folder.write("Epsilon\n\nBoth ways.\n", to: e.path)
            try s.git(["add", e.path])
            try s.git(["commit", "-q", "-m", "Merge other"])
            try s.expectAgreement("a conflict resolved")

            // Pulls from another clone: a fast-forward, then both sides changed (a merge).
            let otherFolder = TemporaryDirectory("ilgi-path-commits-clone")
            try withExtendedLifetime(otherFolder) {
                let clone = otherFolder.url.appendingPathComponent("clone")
                try CommandRunner.git(["clone", "-q", s.url.path, clone.path], in: otherFolder.url)
                try Data("Alpha\n\nFrom the laptop.\n".utf8).write(to: clone.appendingPathComponent(a.path))
                try CommandRunner.git(["commit", "-q", "-am", "laptop edit"], in: clone)
                try s.git(["pull", "-q", "--no-rebase", clone.path, main])
                try s.expectAgreement("a fast-forward pull")
                try Data("Beta\n\nFrom the laptop.\n".utf8).write(to: clone.appendingPathComponent(b.path))
                try CommandRunner.git(["commit", "-q", "-am", "laptop edit 2"], in: clone)
                try s.edit(c, "Gamma\n\nOn the desktop.\n")
                try s.git(["pull", "-q", "--no-rebase", "--no-edit", clone.path, main])
                try s.expectAgreement("a pull that merges")
            }

            // Rewrites: an amend, a reset to an older commit, and new commits after it.
            try s.folder.write("Delta\n\nAmended.\n", to: d.path)
            try s.git(["add", d.path])
            try s.git(["commit", "-q", "--amend", "-m", "amended"])
            try s.expectAgreement("an amend")
            try s.git(["reset", "-q", "--hard", afterMerge.hex])
            try s.expectAgreement("a reset")
            _ = try s.create("Zeta\n\nAfter the reset.\n")
            try s.edit(a, "Alpha\n\nAfter the reset.\n")
            try s.expectAgreement("commits after a reset")
            try expectHealthy(folder)
        }
    }

    /// Random histories: saves, deletes and restores through ilgi, commits by git with clocks
    /// ahead and behind, branches merged back (conflicts resolved by hand), amends and resets,
    /// with the table checked against the walk along the way.
    @Test(arguments: [1, 2, 3]) func randomHistoriesAgree(seed: Int) throws {
        let folder = TemporaryDirectory("ilgi-path-commits")
        try withExtendedLifetime(folder) {
            let s = try Scenario(folder)
            var dice = CatalogAgreementTests.Dice(state: UInt64(seed))
            let main = "main"
            var live: [Entry] = []
            var counter = 0
            func text() -> String {
                counter += 1
                return "Entry \(dice.int(0...3))\n\nVersion \(counter).\n"
            }
            // Dates in a few months, so changes land in different folders.
            func date() -> Timestamp {
                Timestamp(
                    date: Date(timeIntervalSince1970: 1_780_000_000 + Double(dice.int(0...3)) * 2_700_000),
                    utcOffset: 9 * 3600)
            }
            // A committer clock up to two days behind or ahead, sometimes.
            func clock() -> [String: String] {
                guard dice.chance(30) else { return [:] }
                let stamp = "@\(Int(Date().timeIntervalSince1970) + dice.int(-172_800...172_800)) +0000"
                return ["GIT_COMMITTER_DATE": stamp, "GIT_AUTHOR_DATE": stamp]
            }
            for step in 0..<40 {
                switch dice.int(0...9) {
                case 0, 1:
                    let entry = try savedEntry(s.journal.create(text: text(), created: date()))
                    s.paths.insert(entry.path)
                    live.append(entry)
                case 2 where !live.isEmpty:
                    try s.edit(dice.pick(live), text())
                case 3 where live.count > 1:
                    let gone = live.remove(at: dice.int(0...(live.count - 1)))
                    try s.journal.delete(try s.current(gone))
                case 4:
                    let deleted = try JournalHistory(s.journal).deletedEntries()
                    guard let back = deleted.first else { continue }
                    _ = try JournalHistory(s.journal).restore(try JournalHistory(s.journal).locate(back.entry.id.uuid))
                    live.append(back.entry)
                case 5 where !live.isEmpty:
                    try s.gitEdit(dice.pick(live).path, text(), message: "by hand \(step)", environment: clock())
                case 6, 7:
                    // A branch from a little way back, merged into main.
                    guard !live.isEmpty else { continue }
                    let count =
                        Int(try s.git(["rev-list", "--count", "HEAD"]).trimmingCharacters(in: .whitespacesAndNewlines))
                        ?? 1
                    try s.git(["checkout", "-q", "-B", "side", "HEAD~\(dice.int(0...min(3, count - 1)))"])
                    for _ in 0..<dice.int(1...2) {
                        let path = dice.pick(live).path
                        guard FileManager.default.fileExists(atPath: s.url.appendingPathComponent(path).path) else {
                            continue
                        }
                        try s.gitEdit(path, text(), message: "side \(step)", environment: clock())
                    }
                    try s.git(["checkout", "-q", main])
                    if dice.chance(50), !live.isEmpty { try s.edit(dice.pick(live), text()) }
                    let merge = try CommandRunner.git(["merge", "-q", "--no-ff", "--no-commit", "side"], in: s.url)
                    if merge.status != 0 || dice.chance(30) {
                        // Conflicts (or an "evil" merge): every file in conflict, and sometimes
                        // one more, gets a text of its own.
                        var paths = try s.git(["diff", "--name-only", "--diff-filter=U"]).split(separator: "\n").map(
                            String.init)
                        if let extra = live.first?.path,
                            FileManager.default.fileExists(atPath: s.url.appendingPathComponent(extra).path)
                        {
                            paths.append(extra)
                        }
                        for path in paths {
                            try s.folder.write(text(), to: path)
                            try s.git(["add", path])
                        }
                    }
                    try s.git(["commit", "-q", "--allow-empty", "-m", "Merge side \(step)"], environment: clock())
                case 8:
                    try s.git(
                        ["commit", "-q", "--amend", "--allow-empty", "-m", "amended \(step)"], environment: clock())
                case 9 where step > 10:
                    try s.git(["reset", "-q", "--hard", "HEAD~1"])
                    // What the reset took away is no longer live; find what is.
                    live = live.compactMap { try? s.current($0) }
                default:
                    continue
                }
                if step % 4 == 3 { try s.expectAgreement("seed \(seed), step \(step)", gitOrder: false) }
            }
            try s.expectAgreement("seed \(seed), the end", gitOrder: false)
        }
    }

    @Test func newCommitsAreAddedWithoutReadingTheRestOfTheHistory() throws {
        let folder = TemporaryDirectory("ilgi-path-commits")
        try withExtendedLifetime(folder) {
            let s = try Scenario(folder)
            let a = try s.create("Alpha\n")
            let b = try s.create("Beta\n")
            try s.edit(a, "Alpha, edited\n")
            #expect(try s.table().update(to: s.head()) == .reranked(compared: 3), "made from nothing")
            try s.edit(b, "Beta, edited\n")
            try s.gitEdit(a.path, "Alpha, by hand\n", message: "by hand")
            #expect(try s.table().update(to: s.head()) == .extended(2))
            #expect(try s.table().update(to: s.head()) == .current)

            // A merge: every commit is ranked again, only the new ones are compared.
            let main = try s.git(["rev-parse", "--abbrev-ref", "HEAD"]).trimmingCharacters(in: .whitespacesAndNewlines)
            try s.git(["checkout", "-q", "-b", "side", "HEAD~1"])
            try s.gitEdit(b.path, "Beta, on the side\n", message: "side")
            try s.git(["checkout", "-q", main])
            try s.git(["merge", "-q", "--no-ff", "-m", "Merge side", "side"])
            #expect(try s.table().update(to: s.head()) == .reranked(compared: 2))
            // An amend: the commit it replaces is dropped, the rest is kept.
            try s.git(["commit", "-q", "--amend", "-m", "Merge side, reworded"])
            #expect(try s.table().update(to: s.head()) == .reranked(compared: 1))
            #expect(try s.table().database.integer("SELECT count(*) FROM commits") == 7)
            try s.expectAgreement("after an amend")
        }
    }

    @Test func aTableMadeOnEveryCoreIsTheSame() throws {
        let folder = TemporaryDirectory("ilgi-path-commits")
        try withExtendedLifetime(folder) {
            let s = try Scenario(folder)
            var entries: [Entry] = []
            for number in 0..<12 { entries.append(try s.create("Entry \(number)\n")) }
            for (number, entry) in entries.enumerated() where number % 3 == 0 {
                try s.edit(entry, "Edited \(number)\n")
            }
            try s.journal.delete(try s.current(entries[4]))
            let serial = try s.table()
            #expect(try serial.update(to: s.head()) == .reranked(compared: 17))
            func rows(_ table: PathCommits) throws -> [String] {
                let statement = try table.database.prepare(
                    "SELECT changes.path, commits.rank FROM changes JOIN commits USING (oid) ORDER BY 1, 2")
                var found: [String] = []
                while try statement.step() { found.append("\(statement.text(0)) \(statement.int(1))") }
                return found
            }
            let expected = try rows(serial)
            #expect(expected.count == 17)
            VersionedDatabase.remove(path: s.journal.stateDirectory.appendingPathComponent(PathCommits.fileName).path)
            let parallel = try s.table()
            parallel.parallelFrom = 2
            #expect(try parallel.update(to: s.head()) == .reranked(compared: 17))
            #expect(try rows(parallel) == expected)
            try s.expectAgreement("made on every core")
        }
    }

    @Test func aDamagedOrUnusableTableIsNeverBelieved() throws {
        let folder = TemporaryDirectory("ilgi-path-commits")
        try withExtendedLifetime(folder) {
            let s = try Scenario(folder)
            let a = try s.create("Alpha\n")
            try s.edit(a, "Alpha, edited\n")
            try s.expectAgreement("made")
            let file = s.journal.stateDirectory.appendingPathComponent(PathCommits.fileName)

            // Garbage in place of the database: made again.
            for suffix in ["-wal", "-shm"] { unlink(file.path + suffix) }
            try Data(repeating: 0x2A, count: 8192).write(to: file)
            try s.edit(a, "Alpha, again\n")
            try s.expectAgreement("after damage")

            // Made for a commit that no longer exists (an amended commit git has since pruned).
            try s.table().database.execute("UPDATE state SET value = '\(String(repeating: "0", count: 40))'")
            try s.expectAgreement("made for a lost commit")

            // Another format: made again.
            try s.table().database.execute("PRAGMA user_version = 99")
            try s.expectAgreement("another format")
            #expect(try s.table().database.integer("PRAGMA user_version") == PathCommits.format)
        }
    }
}
