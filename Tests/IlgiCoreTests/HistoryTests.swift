import Foundation
import GitKit
import IlgiCore
import IlgiEntry
import IlgiJournalTestSupport
import IlgiStore
import IlgiTestSupport
import Testing

/// The journal's commit ids, newest first.
func commitIDs(_ folder: TemporaryDirectory) throws -> [String] {
    try CommandRunner.git(["log", "--format=%H"], in: folder.url).stdout.split(separator: "\n").map(String.init)
}

func expectHealthy(_ folder: TemporaryDirectory, sourceLocation: SourceLocation = #_sourceLocation) throws {
    #expect(try GitChecks.status(folder.url) == "", sourceLocation: sourceLocation)
    let fsck = try GitChecks.fsck(folder.url)
    #expect(fsck.succeeded, "\(fsck)", sourceLocation: sourceLocation)
}

@Suite struct JournalHistoryTests {
    @Test func theJournalsHistoryNamesActionsEntriesAndTitles() throws {
        try withJournal { folder, journal throws in
            let first = try savedEntry(journal.create(text: "Beach\n\nSunny.\n"))
            let second = try savedEntry(journal.create(text: "Rain\n\nWet.\n"))
            _ = try journal.update(first, text: "Beach day\n\nSunny and warm.\n")
            try journal.delete(second)
            let history = try JournalHistory(journal).log()
            #expect(history.map(\.action) == [.delete, .edit, .add, .add])
            #expect(history.map(\.entryID) == [second.id.short, first.id.short, second.id.short, first.id.short])
            #expect(history.map(\.title) == ["Rain", "Beach day", "Rain", "Beach"])
            #expect(history.map(\.commit) == (try commitIDs(folder)))
            #expect(history.allSatisfy { $0.shortCommit.count == 7 && $0.commit.hasPrefix($0.shortCommit) })
            #expect(try JournalHistory(journal).log(limit: 2).map(\.title) == ["Rain", "Beach day"])
            #expect(try JournalHistory(journal).log(limit: 0).isEmpty)
        }
    }

    @Test func anEmptyJournalHasNoHistory() throws {
        try withJournal { _, journal throws in
            #expect(try JournalHistory(journal).log().isEmpty)
            #expect(try JournalHistory(journal).deletedEntries().isEmpty)
            #expect(throws: HistoryError.noHistory) { try JournalHistory(journal).commit(forRevision: "HEAD") }
        }
    }

    @Test func summariesIlgiWroteAreReadBack() {
        func parse(_ summary: String) -> String {
            let parsed = HistoryRecord.parse(summary: summary)
            return "\(parsed.action?.rawValue ?? "-")|\(parsed.entryID ?? "-")|\(parsed.title)"
        }
        #expect(parse("Add 3f2a9c1b: My day: at the beach") == "Add|3f2a9c1b|My day: at the beach")
        #expect(parse("Delete 3f2a9c1b") == "Delete|3f2a9c1b|")
        #expect(parse("Restore 3f2a9c1b: 비 오는 날") == "Restore|3f2a9c1b|비 오는 날")
        #expect(parse("Merge from laptop") == "Merge|-|from laptop")
        #expect(parse("Import 412 entries from jrnl") == "Import|-|412 entries from jrnl")
        #expect(parse("Add README") == "-|-|Add README")
        #expect(parse("Edit 3F2A9C1B: shouting") == "-|-|Edit 3F2A9C1B: shouting")
        #expect(parse("fix typo") == "-|-|fix typo")
    }

    @Test func oneEntrysHistoryHasOnlyTheCommitsThatChangedIt() throws {
        try withJournal { folder, journal throws in
            let mine = try savedEntry(journal.create(text: "Mine\n"))
            let other = try savedEntry(journal.create(text: "Other\n"))
            let edited = try savedEntry(journal.update(mine, text: "Mine, edited\n"))
            _ = try journal.update(other, text: "Other, edited\n")
            try journal.delete(edited)
            _ = try journal.update(try journal.reader.entry(matching: other.id.uuid), text: "Other, again\n")

            let location = try JournalHistory(journal).locate(mine.id.short)
            #expect(location.isDeleted)
            let history = try JournalHistory(journal).log(of: location)
            #expect(history.map(\.action) == [.delete, .edit, .add])
            #expect(history.map(\.title) == ["Mine, edited", "Mine, edited", "Mine"])
            let git = try CommandRunner.git(["log", "--format=%H", "--", mine.path], in: folder.url).stdout
            #expect(history.map(\.commit) == git.split(separator: "\n").map(String.init))
            #expect(try JournalHistory(journal).log(of: location, limit: 1).map(\.action) == [.delete])
        }
    }

    @Test func commitsMadeWithGitGetTheirActionFromWhatTheyDid() throws {
        try withJournal { folder, journal throws in
            let entry = try savedEntry(journal.create(text: "Title\n\nBody\n"))
            try folder.write("Title\n\nBody, fixed by hand\n", to: entry.path)
            try CommandRunner.git(["commit", "-qam", "fix typo"], in: folder.url)
            let records = try JournalHistory(journal).log(of: JournalHistory(journal).locate(entry.id.uuid))
            #expect(records.map(\.action) == [.edit, .add])
            #expect(records.first?.summary == "fix typo")
            #expect(try JournalHistory(journal).log().first?.action == nil)
            #expect(try JournalHistory(journal).log().first?.title == "fix typo")
        }
    }
}

@Suite struct DeletedEntryTests {
    @Test func deletedEntriesAreListedWithTheirLastVersionMostRecentFirst() throws {
        try withJournal { folder, journal throws in
            let kept = try savedEntry(journal.create(text: "Kept\n"))
            let early = try savedEntry(journal.create(text: "Early\n"))
            let late = try savedEntry(journal.create(text: "Late\n\nFirst words.\n"))
            _ = try journal.update(late, text: "Late, renamed\n\nLast words.\n")
            try journal.delete(early)
            try journal.delete(try journal.reader.entry(matching: late.id.uuid))

            let deleted = try JournalHistory(journal).deletedEntries()
            #expect(deleted.map(\.entry.id) == [late.id, early.id])
            #expect(deleted[0].entry.title == "Late, renamed")
            #expect(deleted[0].entry.body == "Last words.")
            #expect(deleted[0].entry.created == late.created)
            #expect(deleted[0].deletionCommit == (try commitIDs(folder)).first)
            #expect(!deleted.map(\.entry.id).contains(kept.id))
            #expect(
                FileManager.default.fileExists(
                    atPath: journal.stateDirectory.appendingPathComponent("cache/deletions").path))
            try expectHealthy(folder)
        }
    }

    @Test func theCacheFollowsNewCommitsAndSurvivesDamage() throws {
        try withJournal { _, journal throws in
            let one = try savedEntry(journal.create(text: "One\n"))
            let two = try savedEntry(journal.create(text: "Two\n"))
            try journal.delete(one)
            #expect(try JournalHistory(journal).deletedEntries().map(\.entry.id) == [one.id])
            try journal.delete(two)
            #expect(
                try JournalHistory(journal).deletedEntries().map(\.entry.id) == [two.id, one.id],
                "a later delete is seen")
            _ = try JournalHistory(journal).restore(JournalHistory(journal).locate(one.id.uuid))
            #expect(
                try JournalHistory(journal).deletedEntries().map(\.entry.id) == [two.id],
                "a restored entry is no longer deleted")

            let cache = journal.stateDirectory.appendingPathComponent("cache/deletions")
            try Data("head nonsense\n".utf8).write(to: cache)
            #expect(try JournalHistory(journal).deletedEntries().map(\.entry.id) == [two.id])
            try Data("head \(String(repeating: "0", count: 40))\n".utf8).write(to: cache)
            #expect(try JournalHistory(journal).deletedEntries().map(\.entry.id) == [two.id])
        }
    }

    @Test func idsResolveAmongDeletedEntriesWhenNoPresentOneMatches() throws {
        try withJournal { _, journal throws in
            let present = try savedEntry(
                journal.create(text: "Here\n", id: try #require(EntryID("aaaa1111-0000-4000-8000-000000000001"))))
            let gone = try savedEntry(
                journal.create(text: "Gone\n", id: try #require(EntryID("bbbb1111-0000-4000-8000-000000000001"))))
            let gone2 = try savedEntry(
                journal.create(text: "Gone too\n", id: try #require(EntryID("bbbb2222-0000-4000-8000-000000000002"))))
            try journal.delete(gone)
            try journal.delete(gone2)

            #expect(try JournalHistory(journal).locate("aaaa").id == present.id)
            #expect(try JournalHistory(journal).locate("aaaa").isDeleted == false)
            #expect(try JournalHistory(journal).locate("bbbb1").id == gone.id)
            #expect(try JournalHistory(journal).locate("bbbb1").isDeleted)
            #expect(try JournalHistory(journal).locate(gone2.id.uuid.uppercased()).id == gone2.id)
            #expect(throws: HistoryError.unknownEntry(query: "cccc")) { try JournalHistory(journal).locate("cccc") }
            #expect(throws: IlgiError.idTooShort(query: "bb")) { try JournalHistory(journal).locate("bb") }
            do {
                _ = try JournalHistory(journal).locate("bbbb")
                Issue.record("an ambiguous prefix must not resolve")
            } catch IlgiError.ambiguousID(_, let candidates) {
                #expect(candidates == ["bbbb2222  Gone too  (deleted)", "bbbb1111  Gone  (deleted)"])
            }
        }
    }
}

@Suite struct RestoreTests {
    @Test func aDeletedEntryComesBackByteForByteInOneCommit() throws {
        try withJournal { folder, journal throws in
            // CRLF and no final newline: every byte must come back.
            let entry = try savedEntry(journal.create(text: "Lost\r\n\r\nFound again\r\n"))
            let text = try String(contentsOf: folder.appending(entry.path), encoding: .utf8)
            try journal.delete(entry)
            let outcome = try JournalHistory(journal).restore(JournalHistory(journal).locate(entry.id.short))
            guard case .restored(let restored) = outcome else {
                Issue.record("expected a restore, got \(outcome)")
                return
            }
            #expect(restored.title == "Lost")
            #expect(try String(contentsOf: folder.appending(entry.path), encoding: .utf8) == text)
            #expect(try GitChecks.log(folder.url).first == "Restore \(entry.id.short): Lost")
            #expect(try journal.reader.entries().map(\.id) == [entry.id])
            try expectHealthy(folder)
            #expect(throws: HistoryError.notDeleted(id: entry.id.short)) {
                try JournalHistory(journal).restore(JournalHistory(journal).locate(entry.id.short))
            }
        }
    }

    @Test func anEntryRollsBackToAnOlderVersionAndRestoringTheSameVersionMakesNoCommit() throws {
        try withJournal { folder, journal throws in
            let entry = try savedEntry(journal.create(text: "Version one\n\nFirst.\n"))
            _ = try journal.update(entry, text: "Version two\n\nSecond.\n")
            let location = try JournalHistory(journal).locate(entry.id.short)
            let outcome = try JournalHistory(journal).restore(location, at: "HEAD~1")
            guard case .restored(let restored) = outcome else {
                Issue.record("expected a restore, got \(outcome)")
                return
            }
            #expect(restored.title == "Version one")
            #expect(try journal.reader.entry(matching: entry.id.short).body == "First.")
            let commits = try GitChecks.log(folder.url)
            #expect(commits.first == "Restore \(entry.id.short): Version one")

            let again = try JournalHistory(journal).restore(location, at: "HEAD~2")
            #expect(again == .unchanged(restored))
            #expect(try GitChecks.log(folder.url) == commits)
            try expectHealthy(folder)
        }
    }

    @Test func changesNotCommittedAreNeverOverwritten() throws {
        try withJournal { folder, journal throws in
            let entry = try savedEntry(journal.create(text: "One\n"))
            _ = try journal.update(entry, text: "Two\n")
            try folder.write("Two, and words typed into the file\n", to: entry.path)
            #expect(throws: HistoryError.uncommittedChanges(id: entry.id.short, path: entry.path)) {
                try JournalHistory(journal).restore(JournalHistory(journal).locate(entry.id.short), at: "HEAD~1")
            }
            #expect(
                try String(contentsOf: folder.appending(entry.path), encoding: .utf8)
                    == "Two, and words typed into the file\n")
        }
    }
}

@Suite struct RevisionAndVersionTests {
    @Test func aVersionCanBeReadAtAHashAShortHashOrHeadTilde() throws {
        try withJournal { folder, journal throws in
            let entry = try savedEntry(journal.create(text: "First\n"))
            _ = try journal.update(entry, text: "Second\n")
            _ = try journal.create(text: "Someone else\n")
            let location = try JournalHistory(journal).locate(entry.id.short)
            let ids = try commitIDs(folder)
            #expect(try JournalHistory(journal).version(of: location, at: ids[2]).entry.title == "First")
            #expect(
                try JournalHistory(journal).version(of: location, at: String(ids[2].prefix(7))).entry.title == "First")
            #expect(try JournalHistory(journal).version(of: location, at: "HEAD~1").entry.title == "Second")
            #expect(
                try JournalHistory(journal).version(of: location, at: "HEAD").text
                    == "Second\n\nCreated: \(entry.created.iso8601)\n")
            #expect(try JournalHistory(journal).version(of: location, at: "HEAD~2").commit == ids[2])

            #expect(throws: HistoryError.unknownRevision("HEAD~9")) {
                try JournalHistory(journal).version(of: location, at: "HEAD~9")
            }
            #expect(throws: HistoryError.unknownRevision("nonsense")) {
                try JournalHistory(journal).version(of: location, at: "nonsense")
            }
            let newer = try JournalHistory(journal).locate(
                try journal.reader.entries().first { $0.title == "Someone else" }!.id.short)
            #expect(
                throws: HistoryError.notInRevision(
                    id: newer.id.short, revision: "HEAD~1", commit: String(ids[1].prefix(7)))
            ) {
                try JournalHistory(journal).version(of: newer, at: "HEAD~1")
            }
        }
    }

    @Test func aDateNamesTheLastCommitOnOrBeforeThatDay() throws {
        try withJournal { folder, journal throws in
            // Commits made with git on given days, at noon on this machine's clock.
            let id = EntryID()
            let path = "2026/10/\(id.uuid).txt"
            for (day, text) in [("2026-10-01", "October\n"), ("2026-11-05", "November\n"), ("2026-11-20", "Later\n")] {
                try folder.write(text, to: path)
                try CommandRunner.git(["add", path], in: folder.url)
                try CommandRunner.git(
                    ["commit", "-qm", "Edit \(id.short)"], in: folder.url,
                    environment: ["GIT_COMMITTER_DATE": "\(day)T12:00:00", "GIT_AUTHOR_DATE": "\(day)T12:00:00"])
            }
            let location = try JournalHistory(journal).locate(id.uuid)
            #expect(try JournalHistory(journal).version(of: location, at: "2026-10-01").entry.title == "October")
            #expect(try JournalHistory(journal).version(of: location, at: "2026-11-04").entry.title == "October")
            #expect(try JournalHistory(journal).version(of: location, at: "2026-11-05").entry.title == "November")
            #expect(try JournalHistory(journal).version(of: location, at: "2026-11-05 11:59").entry.title == "October")
            #expect(try JournalHistory(journal).version(of: location, at: "2026-11-05 12:00").entry.title == "November")
            #expect(try JournalHistory(journal).version(of: location, at: "2030-01-01").entry.title == "Later")
            #expect(throws: HistoryError.noCommitBefore("2026-09-30")) {
                try JournalHistory(journal).version(of: location, at: "2026-09-30")
            }
            #expect(throws: InvalidDate("2026-13-45")) {
                try JournalHistory(journal).version(of: location, at: "2026-13-45")
            }
        }
    }
}

@Suite struct EntryDiffTests {
    @Test func theDefaultDiffIsAgainstThePreviousVersion() throws {
        try withJournal { _, journal throws in
            let entry = try savedEntry(journal.create(text: "Title\n\nOld line\nSame line\n"))
            _ = try journal.update(entry, text: "Title\n\nNew line\nSame line\n")
            _ = try journal.create(text: "Unrelated\n")
            let diff = try JournalHistory(journal).diff(JournalHistory(journal).locate(entry.id.short))
            #expect(diff.lines.map(\.text).prefix(2) == ["--- a/\(entry.path)", "+++ b/\(entry.path)"])
            #expect(diff.lines.filter { $0.kind == .deletion }.map(\.text) == ["-Old line"])
            #expect(diff.lines.filter { $0.kind == .addition }.map(\.text) == ["+New line"])
            #expect(diff.oldCommit != nil)
        }
    }

    @Test func aDiffAgainstARevisionAndAgainstNothing() throws {
        try withJournal { folder, journal throws in
            let entry = try savedEntry(journal.create(text: "Only version\n"))
            let location = try JournalHistory(journal).locate(entry.id.short)
            let first = try JournalHistory(journal).diff(location)
            #expect(first.oldCommit == nil)
            #expect(first.lines.first?.text == "--- /dev/null")
            #expect(try JournalHistory(journal).diff(location, from: "HEAD").isEmpty)

            let committed = try String(contentsOf: folder.appending(entry.path), encoding: .utf8)
            try folder.write(committed + "Typed by hand\n", to: entry.path)
            let uncommitted = try JournalHistory(journal).diff(location)
            #expect(uncommitted.lines.filter { $0.kind == .addition }.map(\.text) == ["+Typed by hand"])
            #expect(uncommitted.oldCommit == String((try commitIDs(folder))[0].prefix(7)), "against what is committed")
            try CommandRunner.git(["checkout", "--", entry.path], in: folder.url)

            try journal.delete(try journal.reader.entry(matching: entry.id.uuid))
            let gone = try JournalHistory(journal).diff(JournalHistory(journal).locate(entry.id.short))
            #expect(!gone.newExists)
            #expect(gone.lines.prefix(2).map(\.text) == ["--- a/\(entry.path)", "+++ /dev/null"])
            #expect(gone.lines.contains { $0.text == "-Only version" })
        }
    }
}
