import Foundation
import IlgiEntry
import IlgiJournalTestSupport
import IlgiStore
import IlgiTestSupport
import Testing

@testable import IlgiCatalog
@testable import IlgiCore

/// A rare string is looked up in the catalog's trigram index, built after the catalog in the
/// background, instead of scanned for in every entry; what search finds stays the same.
@Suite struct TrigramIndexTests {
    /// Thirty entries, a day apart, one in seven with a lantern in it.
    static func writeDays(_ journal: Journal) throws {
        for day in 0..<30 {
            let lantern = day % 7 == 0 ? " A paper Lantern by the door." : ""
            _ = try journal.create(text: "Day \(day)\n\nThe garden path.\(lantern)\n", created: dated(day))
        }
    }

    /// Midnight UTC, `day` days after 14 November 2023.
    static func dated(_ day: Int) -> Timestamp {
        Timestamp(date: Date(timeIntervalSince1970: 1_700_000_000 + Double(day) * 86_400), utcOffset: 0)
    }

    static func titles(_ journal: Journal, _ text: String) throws -> [String] {
        try JournalSearch(journal).search(#require(SearchQuery(text))).map(\.entry.title)
    }

    @Test func aRareWordIsLookedUpOnceTheIndexIsComplete() throws {
        try withJournal { _, journal in
            try Self.writeDays(journal)
            let index = try journal.reader.catalog()
            let scanned = try Self.titles(journal, "lantern")
            #expect(try index.trigramCandidates(for: ["lantern"], limit: 1000) == nil, "no index yet")

            try index.buildTrigrams(batch: 4)
            #expect(try index.trigramCandidates(for: ["lantern"], limit: 1000)?.count == 5)
            #expect(try Self.titles(journal, "lantern") == scanned)
            #expect(scanned == ["Day 28", "Day 21", "Day 14", "Day 7", "Day 0"])
            #expect(try JournalSearch(journal).countHits(#require(SearchQuery("LANTERN"))) == 5)
            #expect(try Self.titles(journal, "lanterns").isEmpty)
        }
    }

    @Test func savesEditsAndDeletesAfterTheBuildAreKeptInIt() throws {
        try withJournal { _, journal in
            try Self.writeDays(journal)
            try journal.reader.catalog().buildTrigrams()
            let added = try savedEntry(
                journal.create(text: "Evening\n\nA lighthouse far off.\n", created: Self.dated(40)))
            #expect(try Self.titles(journal, "lighthouse") == ["Evening"])

            _ = try journal.update(added, text: "Evening\n\nOnly the lantern now.\n")
            #expect(try Self.titles(journal, "lighthouse").isEmpty)
            #expect(try Self.titles(journal, "lantern").first == "Evening")

            try journal.delete(try journal.reader.loadEntry(id: added.id, path: added.path))
            #expect(try Self.titles(journal, "lantern").count == 5)
            let index = try journal.reader.catalog()
            #expect(try index.trigramCandidates(for: ["lighthouse"], limit: 1000) == [])
            // Nothing a delete left behind in FTS5's own books.
            try index.database.execute("INSERT INTO entry_trigrams (entry_trigrams) VALUES ('integrity-check')")
        }
    }

    @Test func aBuildCutShortIsUnusedUntilTheNextOneFinishesIt() throws {
        try withJournal { _, journal in
            try Self.writeDays(journal)
            let index = try journal.reader.catalog()
            var batches = 0
            try index.buildTrigrams(batch: 4) { _, _ in
                batches += 1
                return batches < 2
            }
            #expect(index.trigramWatermark == 8)
            #expect(try index.trigramCandidates(for: ["lantern"], limit: 1000) == nil)
            // Saved while half-made: above the watermark, taken by a later batch, not twice.
            _ = try journal.create(text: "Night\n\nA lantern again.\n", created: Self.dated(40))
            #expect(try Self.titles(journal, "lantern").count == 6)

            try index.buildTrigrams(batch: 4)
            #expect(index.trigramWatermark == Catalog.trigramsComplete)
            #expect(try index.trigramCandidates(for: ["lantern"], limit: 1000)?.count == 6)
            #expect(try Self.titles(journal, "lantern").first == "Night")
            try index.database.execute("INSERT INTO entry_trigrams (entry_trigrams) VALUES ('integrity-check')")
        }
    }

    @Test func commonWordsAndShortStringsAreScanned() throws {
        try withJournal { _, journal in
            try Self.writeDays(journal)
            let index = try journal.reader.catalog()
            try index.buildTrigrams()
            // In every entry: more candidates than the limit, so the index names none.
            #expect(try index.trigramCandidates(for: ["garden"], limit: 10) == nil)
            #expect(try index.trigramCandidates(for: ["garden"], limit: 1000)?.count == 30)
            // Fewer than three characters: no trigram to look up.
            #expect(try index.trigramCandidates(for: ["바다"], limit: 1000) == nil)
            #expect(try index.trigramCandidates(for: ["바다에"], limit: 1000) == [])
            #expect(Catalog.trigrams(of: ["a\"bc"]) == ["a\"b", "\"bc"])
            #expect(try index.trigramCandidates(for: ["a\"bc"], limit: 1000) == [])
            #expect(Catalog.trigrams(of: ["lan\0tern"]).isEmpty)
            #expect(try Self.titles(journal, "lan\0tern").isEmpty)
        }
    }

    @Test func aLargeEnoughCatalogHasItsIndexBuiltInTheBackgroundOnce() throws {
        try withJournal { _, journal in
            try Self.writeDays(journal)
            let started = Counter()
            journal.reader.trigramMinimum = 30
            journal.reader.catalogFreshness.checkElsewhere = { _ in
                started.add()
                return true
            }
            _ = try journal.reader.summaries(matching: EntryFilter())
            _ = try journal.reader.summaries(matching: EntryFilter())
            #expect(started.value == 1, "asked once per opening, not per read")

            // What `ilgi reindex --if-due` does in the process it started.
            journal.reader.refreshCatalogUnlessChecking()
            let reopened = try Journal.open(at: journal.root, configuration: JournalConfiguration())
            reopened.reader.trigramMinimum = 30
            reopened.reader.catalogFreshness.checkElsewhere = { _ in
                started.add()
                return true
            }
            #expect(try reopened.reader.catalog().trigramWatermark == Catalog.trigramsComplete)
            _ = try reopened.reader.summaries(matching: EntryFilter())
            #expect(started.value == 1, "complete: never started again")
        }
    }

    /// A journal whose `.git/ilgi` cannot be made (here a file holds its name; for another
    /// account, a read-only journal) keeps its catalog in the cache, and the background check
    /// takes its lock there and indexes that one.
    @Test func aCatalogKeptInTheCacheIsIndexedByTheBackgroundCheckToo() throws {
        let cache = TemporaryDirectory("ilgi-cache")
        try withJournal { folder, journal in
            try Self.writeDays(journal)
            try FileManager.default.removeItem(at: journal.stateDirectory)
            try Data().write(to: journal.stateDirectory)
            var configuration = JournalConfiguration()
            configuration.cacheHome = cache.url
            let reader = try Journal.open(at: folder.url, configuration: configuration).reader
            reader.trigramMinimum = 30
            reader.refreshCatalogUnlessChecking()
            let catalog = try reader.catalog()
            #expect(catalog.path?.hasPrefix(cache.url.path) == true)
            #expect(catalog.trigramWatermark == Catalog.trigramsComplete)
            #expect(
                try JournalSearch(Journal.open(at: folder.url, configuration: configuration)).countHits(
                    #require(SearchQuery("lantern"))) == 5)
        }
    }

    /// The reads made while the index is built (a minute at a million entries) leave a due
    /// full check to the holder of its lock, the build's process, which makes it between two
    /// batches: an edit made in place is still seen within the minute.
    @Test func aFullCheckFallingDueDuringTheBuildIsMadeBetweenItsBatches() throws {
        try withJournal { folder, journal in
            // One clock for both readers of the catalog: a check this one made by the test's
            // clock would be in the future for one on the wall clock, which would check again.
            let clock = CatalogAgreementTests.TestClock()
            journal.reader.catalogFreshness = CatalogFreshness(fullCheckInterval: 60, now: { clock.now })
            try Self.writeDays(journal)
            let file = try CatalogAgreementTests.oldEntry(in: journal, folder: folder)
            var configuration = JournalConfiguration()
            // Told after each batch: the first one takes a minute. A refresh reports to the same
            // place, all its files in one step (4 of 4, when it reads again the files of a folder
            // written within the clock tick of the last look): only a batch short of the total
            // is the build's.
            configuration.catalogProgress = { done, total in if done == 4, done < total { clock.advance(by: 60) } }
            let building = try Journal.open(at: folder.url, configuration: configuration)
            let reader = building.reader
            reader.catalogFreshness = CatalogFreshness(fullCheckInterval: 60, now: { clock.now })
            reader.trigramMinimum = 30
            reader.trigramBatch = 4
            #expect(try reader.catalog().fullCheckIsDue == false)
            try CatalogAgreementTests.rewriteInPlace(
                file, with: "Old\n\nA lighthouse.\n\nCreated: 2019-01-01T09:00:00+09:00\n")

            reader.refreshCatalogUnlessChecking()
            reader.refreshesCatalog = false
            let index = try reader.catalog()
            #expect(index.trigramWatermark == Catalog.trigramsComplete)
            #expect(index.fullCheckIsDue == false, "checked at the minute")
            let query = try #require(SearchQuery("lighthouse"))
            #expect(try JournalSearch(building).catalogSearch(index, query: query, filter: EntryFilter()).count == 1)
        }
    }

    @Test func aSmallCatalogIsNeverGivenOne() throws {
        try withJournal { _, journal in
            try Self.writeDays(journal)
            journal.reader.refreshCatalogUnlessChecking()
            #expect(try journal.reader.catalog().trigramWatermark == nil)
        }
    }

    final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var count = 0
        var value: Int { lock.withLock { count } }
        func add() { lock.withLock { count += 1 } }
    }
}
