import Foundation
import IlgiCore
import IlgiEntry
import IlgiJournalTestSupport
import IlgiStore
import IlgiTestSupport
import Testing

@Suite struct JournalTests {
    @Test func aNewEntryIsOneFileAndOneCommit() throws {
        try withJournal { folder, journal throws in
            let created = try #require(Timestamp(iso8601: "2026-11-22T15:45:00+09:00"))
            let entry = try savedEntry(journal.create(text: "My day at the beach\n\nIt was sunny.\n", created: created))

            #expect(entry.path == "2026/11/\(entry.id.uuid).txt")
            let onDisk = try String(contentsOf: folder.appending(entry.path), encoding: .utf8)
            #expect(onDisk == "My day at the beach\n\nIt was sunny.\n\nCreated: 2026-11-22T15:45:00+09:00\n")
            #expect(try GitChecks.log(folder.url) == ["Add \(entry.id.short): My day at the beach"])
            #expect(try GitChecks.status(folder.url) == "")
            #expect(try GitChecks.fsck(folder.url).succeeded)
            let branch = try CommandRunner.git(["symbolic-ref", "--short", "HEAD"], in: folder.url).stdout
            #expect(branch == "main\n")
        }
    }

    @Test func thePathFollowsTheCreationTimeInTheWritersTimeZone() throws {
        try withJournal { _, journal throws in
            // 23:30 on 31 January in Seoul is still January there, though February has begun in UTC+14.
            let created = try #require(Timestamp(iso8601: "2026-01-31T23:30:00+09:00"))
            let entry = try savedEntry(journal.create(text: "Late\n", created: created))
            #expect(entry.path.hasPrefix("2026/01/"))
        }
    }

    @Test func anEmptyEntryIsNeverSaved() throws {
        try withJournal { folder, journal throws in
            #expect(try journal.create(text: "") == .empty)
            #expect(try journal.create(text: "\n\n   \n") == .empty)
            #expect(try GitChecks.log(folder.url).isEmpty)
            #expect(try journal.entryPaths().isEmpty)
        }
    }

    @Test func savingTheSameTextMakesNoCommit() throws {
        try withJournal { folder, journal throws in
            let entry = try savedEntry(journal.create(text: "Title\n\nBody\n"))
            let outcome = try journal.update(entry, text: entry.document.rendered())
            guard case .unchanged = outcome else {
                Issue.record("expected no change, got \(outcome)")
                return
            }
            #expect(try GitChecks.log(folder.url).count == 1)
        }
    }

    @Test func anEditIsACommitAndKeepsTheCreatedTrailer() throws {
        try withJournal { folder, journal throws in
            let entry = try savedEntry(journal.create(text: "Title\n\nBody\n"))
            let edited = try savedEntry(journal.update(entry, text: "New title\n\nNew body\n"))
            #expect(edited.document.trailer("Created") == entry.document.trailer("Created"))
            #expect(try GitChecks.log(folder.url).first == "Edit \(entry.id.short): New title")
            let reloaded = try journal.reader.entry(matching: entry.id.uuid)
            #expect(reloaded.title == "New title")
            #expect(reloaded.body == "New body")
            #expect(try GitChecks.status(folder.url) == "")
        }
    }

    @Test func anEditThatWouldEmptyTheEntryIsRefused() throws {
        try withJournal { _, journal throws in
            let entry = try savedEntry(journal.create(text: "Title\n\nBody\n"))
            #expect(try journal.update(entry, text: "\n\n") == .empty)
            #expect(try journal.reader.entry(matching: entry.id.uuid).title == "Title")
        }
    }

    @Test func anEditOnTopOfAnotherSaveIsRefusedAndNothingIsOverwritten() throws {
        try withJournal { _, journal throws in
            let entry = try savedEntry(journal.create(text: "Title\n\nBody\n"))
            let original = entry.document.rendered()
            _ = try journal.update(entry, text: "Title\n\nSomeone else's edit\n")
            #expect(throws: IlgiError.entryChangedWhileEditing(draft: "/tmp/draft")) {
                try journal.update(entry, text: "Title\n\nMy edit\n", original: original, draftPath: "/tmp/draft")
            }
            #expect(try journal.reader.entry(matching: entry.id.short).body == "Someone else's edit")
        }
    }

    @Test func aDeleteIsACommitAndTidiesEmptyFolders() throws {
        try withJournal { folder, journal throws in
            let entry = try savedEntry(journal.create(text: "Doomed\n"))
            try journal.delete(entry)
            #expect(try GitChecks.log(folder.url).first == "Delete \(entry.id.short): Doomed")
            #expect(!FileManager.default.fileExists(atPath: folder.appending(entry.path).path))
            #expect(!FileManager.default.fileExists(atPath: folder.appending(String(entry.path.prefix(4))).path))
            #expect(try GitChecks.status(folder.url) == "")
            #expect(try journal.reader.entries().isEmpty)
        }
    }

    @Test func entriesAreListedNewestFirst() throws {
        try withJournal { _, journal throws in
            for day in [3, 1, 2] {
                let created = try #require(Timestamp(iso8601: "2026-11-0\(day)T09:00:00+09:00"))
                _ = try journal.create(text: "Day \(day)\n", created: created)
            }
            #expect(try journal.reader.entries().map(\.title) == ["Day 3", "Day 2", "Day 1"])
        }
    }

    @Test func idsResolveFromUniquePrefixesOfFourOrMore() throws {
        try withJournal { _, journal throws in
            let first = try savedEntry(
                journal.create(text: "One\n", id: try #require(EntryID("aaaa1111-0000-4000-8000-000000000001"))))
            _ = try journal.create(text: "Two\n", id: try #require(EntryID("aaaa2222-0000-4000-8000-000000000002")))
            #expect(try journal.reader.entry(matching: "aaaa1").id == first.id)
            #expect(try journal.reader.entry(matching: "AAAA1111-0000-4000-8000-000000000001").id == first.id)
            #expect(throws: IlgiError.idTooShort(query: "aaa")) { try journal.reader.entry(matching: "aaa") }
            #expect(throws: IlgiError.entryNotFound(query: "bbbb")) { try journal.reader.entry(matching: "bbbb") }
            do {
                _ = try journal.reader.entry(matching: "aaaa")
                Issue.record("an ambiguous prefix must not resolve")
            } catch IlgiError.ambiguousID(_, let candidates) {
                #expect(candidates.count == 2)
                #expect(candidates.contains("aaaa1111  One"))
            }
        }
    }

    @Test func aJournalPathThatIsAFileIsAClearError() throws {
        let folder = TemporaryDirectory()
        let file = try folder.write("not a folder", to: "journal")
        #expect(throws: IlgiError.journalIsFile(path: file.path)) { try Journal.open(at: file) }
    }

    @Test func aFolderOfOtherFilesIsNotTakenOver() throws {
        let folder = TemporaryDirectory()
        try folder.write("my notes", to: "notes.txt")
        #expect(throws: IlgiError.journalNotARepository(path: folder.path)) { try Journal.open(at: folder.url) }
        #expect(!FileManager.default.fileExists(atPath: folder.appending(".git").path))
    }

    @Test func anExistingRepositoryCanBeAJournalAndItsFilesAreLeftAlone() throws {
        let folder = TemporaryDirectory()
        try CommandRunner.git(["init", "-q", "-b", "master"], in: folder.url)
        try folder.write("# My repo\n", to: "README.md")
        try folder.write("not an entry\n", to: "2026/11/notes.txt")
        try CommandRunner.git(["add", "."], in: folder.url)
        try CommandRunner.git(["commit", "-qm", "Start"], in: folder.url)

        let journal = try Journal.open(at: folder.url)
        #expect(try journal.reader.entries().isEmpty)
        let entry = try savedEntry(journal.create(text: "First\n"))
        #expect(try journal.reader.entries().map(\.id) == [entry.id])
        #expect(try String(contentsOf: folder.appending("README.md"), encoding: .utf8) == "# My repo\n")
        #expect(try GitChecks.log(folder.url) == ["Add \(entry.id.short): First", "Start"])
        #expect(try GitChecks.status(folder.url) == "")
    }

    @Test func anEntryWithoutCreatedStillLoadsAndSaysSo() throws {
        try withJournal { folder, journal throws in
            let id = EntryID()
            try folder.write("Hand-written\n\nNo trailer here\n", to: "2026/11/\(id.uuid).txt")
            let entries = try journal.reader.entries()
            #expect(entries.map(\.id) == [id])
            #expect(entries.first?.createdSource == .fileModificationTime)
        }
    }
}

@Suite struct TimestampTests {
    @Test func createdKeepsTheWritersOffset() throws {
        let stamp = try #require(Timestamp(iso8601: "2026-11-22T15:45:00+09:00"))
        #expect(stamp.utcOffset == 9 * 3600)
        #expect(stamp.iso8601 == "2026-11-22T15:45:00+09:00")
        #expect(Timestamp(iso8601: "2026-11-22T06:45:00Z")?.date == stamp.date)
        #expect(Timestamp(iso8601: "2026-11-22T06:45:00Z")?.iso8601 == "2026-11-22T06:45:00+00:00")
        #expect(Timestamp(iso8601: "2026-11-22T15:45-05:30")?.utcOffset == -(5 * 3600 + 1800))
        #expect(Timestamp(iso8601: "yesterday") == nil)
    }

    @Test func typedDatesMeanNineInTheMorningWhenNoTimeIsGiven() throws {
        let seoul = try #require(TimeZone(identifier: "Asia/Seoul"))
        let input = DateInput(timeZone: seoul)
        #expect(try input.timestamp("2026-11-01").iso8601 == "2026-11-01T09:00:00+09:00")
        #expect(try input.timestamp("2026-11-01 21:15").iso8601 == "2026-11-01T21:15:00+09:00")
        #expect(throws: InvalidDate("next tuesday")) { try input.timestamp("next tuesday") }
    }
}

@Suite struct TagTests {
    @Test func tagsAreWordsStartingWithAt() {
        #expect(
            Tags.find(in: "Beach day @family @Summer, mail me@example.com @가족 @family") == ["family", "summer", "가족"])
        #expect(Tags.find(in: "@work-life- and @@double") == ["work-life"])
    }
}

@Suite struct LanguageTests {
    @Test func theLanguageComesFromTheLocaleVariablesInGettextOrder() {
        #expect(Language.fromEnvironment([:]) == .english)
        #expect(Language.fromEnvironment(["LANG": "ko_KR.UTF-8"]) == .korean)
        #expect(Language.fromEnvironment(["LANG": "ko_KR.UTF-8", "LC_ALL": "C"]) == .english)
        #expect(Language.fromEnvironment(["LANG": "C", "LC_MESSAGES": "ko_KR.UTF-8"]) == .korean)
        #expect(Language.fromEnvironment(["LANG": "ko_KR.UTF-8", "ILGI_LANG": "en"]) == .english)
        #expect(Language.fromEnvironment(["LC_ALL": "", "LANG": "ko"]) == .korean)
    }

    @Test func longDatesReadNaturallyInBothLanguages() throws {
        let date = try #require(Timestamp(iso8601: "2026-11-22T15:45:00+09:00")).date
        let seoul = try #require(TimeZone(identifier: "Asia/Seoul"))
        #expect(DateStyle(language: .english, timeZone: seoul).longDate(date) == "November 22, 2026")
        #expect(DateStyle(language: .korean, timeZone: seoul).longDate(date) == "2026년 11월 22일")
    }
}
