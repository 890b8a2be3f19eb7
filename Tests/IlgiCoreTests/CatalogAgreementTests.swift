import Foundation
import IlgiEntry
import IlgiJournalTestSupport
import IlgiStore
import IlgiTestSupport
import PropertyBased
import Testing

@testable import IlgiCatalog
@testable import IlgiCore

/// The journal index is only a faster way to the same answers: after random edits made
/// through ilgi, through git and by hand in the work tree, every listing, search, export key
/// list and summary read through the index equals the one read by scanning the files.
@Suite struct CatalogAgreementTests {
    /// Draws from a `SeededGenerator`, so a failing journal can be made again from its seed.
    struct Dice {
        var generator: SeededGenerator
        init(state: UInt64) { generator = SeededGenerator(state: state) }
        mutating func int(_ range: ClosedRange<Int>) -> Int {
            range.lowerBound + Int(generator.next() % UInt64(range.count))
        }
        mutating func pick<T>(_ items: [T]) -> T { items[int(0...(items.count - 1))] }
        mutating func chance(_ percent: Int) -> Bool { int(0...99) < percent }
    }

    static let words = [
        "garden", "Garden", "GARDEN", "quiet", "river", "bread", "café", "cafe\u{301}", "Straße", "İstanbul",
        "바다", "바다에서", "조용한", "\u{1107}\u{1161}\u{1103}\u{1161}", "정원", "비", "a", "the", "🌧️", "@family",
        "@Work", "@가족", "@travel-", "x@notatag", "\"quoted\"", "Created:", "a\u{301}b", "tab\tgarden",
        "\u{1B}[2Jriver", "bell\u{7}", "cr\r\nlf", "sep\u{2028}바다",
    ]

    static func text(_ dice: inout Dice, created: Timestamp?) -> String {
        var title = (0..<dice.int(0...4)).map { _ in dice.pick(words) }.joined(separator: " ")
        if dice.chance(10) { title = "" }
        var paragraphs: [String] = []
        for _ in 0..<dice.int(0...3) {
            paragraphs.append(
                (0..<dice.int(1...12)).map { _ in dice.pick(words) }.joined(separator: dice.chance(20) ? "\n" : " "))
        }
        var trailers: [String] = []
        if let created { trailers.append("Created: " + created.iso8601) }
        if dice.chance(40) { trailers.append("Weather: " + dice.pick(["01d", "10n", "13d", "zz"])) }
        if dice.chance(30) { trailers.append("Starred: " + dice.pick(["yes", "no", "*"])) }
        if dice.chance(20) { trailers.append("Location: " + dice.pick(["Busan 바다", "garden\u{7}", "Seoul"])) }
        var text = title + "\n"
        if !paragraphs.isEmpty { text += "\n" + paragraphs.joined(separator: "\n\n") + "\n" }
        if !trailers.isEmpty { text += "\n" + trailers.joined(separator: "\n") + "\n" }
        return text
    }

    static func timestamp(_ dice: inout Dice) -> Timestamp {
        Timestamp(
            date: Date(timeIntervalSince1970: Double(dice.int(1_450_000_000...1_790_000_000))),
            utcOffset: dice.pick([0, 9 * 3600, -5 * 3600]))
    }

    static func query(_ dice: inout Dice, journal: Journal) throws -> SearchQuery? {
        if dice.chance(60) {
            return SearchQuery(dice.pick(words + ["바", "ga", "RIVER", "en ri", "바다에", "zzz", "é"]))
        }
        // A piece of a real entry's text, in another case.
        let entries = try journal.scanEntries(matching: EntryFilter())
        guard !entries.isEmpty else { return nil }
        let text = Array(dice.pick(entries).body)
        guard !text.isEmpty else { return nil }
        let start = dice.int(0...(text.count - 1))
        let piece = String(text[start..<min(text.count, start + dice.int(1...6))])
        return SearchQuery(dice.chance(50) ? piece.uppercased() : piece)
    }

    static func filter(_ dice: inout Dice) -> EntryFilter {
        var filter = EntryFilter()
        if dice.chance(30) { filter.firstDay = "20\(dice.int(16...26))-0\(dice.int(1...9))-1\(dice.int(0...9))" }
        if dice.chance(30) { filter.lastDay = "20\(dice.int(16...26))-0\(dice.int(1...9))-1\(dice.int(0...9))" }
        if dice.chance(30) { filter.tags = [dice.pick(["family", "work", "가족", "travel", "nothing"])] }
        if dice.chance(20) { filter.starredOnly = true }
        if dice.chance(40) { filter.limit = dice.int(0...5) }
        return filter
    }

    /// The clock the index's full check is measured on: it stands still, so every change
    /// but an edit in place must be seen through the folder stamps and HEAD's tree alone.
    final class TestClock: @unchecked Sendable {
        private let lock = NSLock()
        private var seconds = 1_800_000_000.0
        var now: Double { lock.withLock { seconds } }
        func advance(by interval: Double) { lock.withLock { seconds += interval } }
    }

    /// One random change to the journal, made the way `kind` says.
    static func change(_ dice: inout Dice, journal: Journal, folder: URL, clock: TestClock) throws {
        let existing = try journal.entryPaths()
        func git(_ arguments: [String]) throws {
            let result = try CommandRunner.git(arguments, in: folder)
            #expect(result.status == 0, "git \(arguments): \(result.stderr)")
        }
        switch dice.int(0...9) {
        case 0...3:  // through ilgi
            _ = try journal.create(text: text(&dice, created: nil), created: timestamp(&dice))
        case 4 where !existing.isEmpty:
            let item = dice.pick(existing)
            let entry = try journal.reader.loadEntry(id: item.id, path: item.path)
            _ = try journal.update(entry, text: text(&dice, created: entry.created))
        case 5 where !existing.isEmpty:
            let item = dice.pick(existing)
            try journal.delete(try journal.reader.loadEntry(id: item.id, path: item.path))
        case 6 where !existing.isEmpty:  // by hand: rewritten in place, maybe re-dated, same size or not
            let item = dice.pick(existing)
            let url = folder.appendingPathComponent(item.path)
            let old = try String(contentsOf: url, encoding: .utf8)
            let new = dice.chance(30) && !old.isEmpty ? String(old.reversed()) : text(&dice, created: timestamp(&dice))
            try CatalogAgreementTests.rewriteInPlace(url, with: new, dated: nil)
            // Its folder is untouched: the index sees it at the next full check, a minute on.
            clock.advance(by: CatalogFreshness.standard.fullCheckInterval)
        case 7:  // by hand: a new file, sometimes without a Created trailer
            let id = EntryID()
            let path = "20\(dice.int(16...26))/0\(dice.int(1...9))/\(id.uuid).txt"
            try FileManager.default.createDirectory(
                at: folder.appendingPathComponent(path).deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text(&dice, created: dice.chance(70) ? timestamp(&dice) : nil).utf8)
                .write(to: folder.appendingPathComponent(path))
        case 8 where !existing.isEmpty:  // through git: a commit made with git
            let item = dice.pick(existing)
            if dice.chance(50) {
                try git(["rm", "-q", "-f", "--ignore-unmatch", item.path])
                try? FileManager.default.removeItem(at: folder.appendingPathComponent(item.path))
            } else {
                try Data(text(&dice, created: timestamp(&dice)).utf8).write(
                    to: folder.appendingPathComponent(item.path))
                try git(["add", "-A"])
            }
            try git([
                "-c", "user.name=T", "-c", "user.email=t@example.com", "commit", "-q", "--allow-empty", "-m", "by git",
            ])
        case 9 where !existing.isEmpty:  // by hand: removed, or its whole folder
            let item = dice.pick(existing)
            let url = folder.appendingPathComponent(item.path)
            try FileManager.default.removeItem(at: dice.chance(20) ? url.deletingLastPathComponent() : url)
        default:
            _ = try journal.create(text: text(&dice, created: nil), created: timestamp(&dice))
        }
    }

    /// The definition the index must meet: every entry file read, `filter.matches` on each,
    /// newest first by creation date (not by folder), the first `limit`.
    static func reference(_ journal: Journal, _ filter: EntryFilter) throws -> [Entry] {
        let all = try journal.entryPaths().compactMap { try? journal.reader.loadEntry(id: $0.id, path: $0.path) }
        return filter.apply(to: all.filter(filter.matches).sorted(by: Journal.newestFirst))
    }

    static func expectAgreement(_ dice: inout Dice, journal: Journal, privately: Bool) throws {
        let index = try journal.reader.catalog()
        #expect(index.isPrivate == privately)
        for round in 0..<4 {
            // A tag asked of every entry, and one named from `entry_tags` (`Catalog.isRare`).
            index.rareSelectionMaximum = round.isMultiple(of: 2) ? 0 : .max
            let filter = filter(&dice)
            let scanned = try reference(journal, filter)
            let indexed = try journal.reader.catalogEntries(index, matching: filter)
            if indexed.map(\.path) != scanned.map(\.path) {
                func describe(_ entries: [Entry]) -> String {
                    entries.map { "\($0.id.short) \($0.created.iso8601) \($0.createdSource)" }.joined(separator: ", ")
                }
                Issue.record("filter \(filter): index [\(describe(indexed))] scan [\(describe(scanned))]")
            }
            #expect(indexed.map(\.document) == scanned.map(\.document))
            let summaries = try journal.reader.summaries(matching: filter)
            #expect(summaries.map(\.path) == scanned.map(\.path))
            #expect(summaries.map(\.title) == scanned.map(\.title))
            #expect(summaries.map(\.tags) == scanned.map(\.tags))
            #expect(summaries.map(\.isStarred) == scanned.map(\.isStarred))
            #expect(summaries.map(\.weather) == scanned.map(\.weather))
            #expect(summaries.map(\.preview) == scanned.map { Preview.oneLine($0.body, limit: 400) })
            #expect(try journal.reader.entryKeys(matching: filter).map(\.path) == scanned.reversed().map(\.path))
            try expectInsightsAgree(&dice, journal: journal, filter: filter)
            if let query = try query(&dice, journal: journal) {
                let scannedHits = try JournalSearch(journal).scanSearch(query, filter: filter)
                let catalogHits = try JournalSearch(journal).catalogSearch(index, query: query, filter: filter)
                #expect(
                    catalogHits.map(\.entry.path) == scannedHits.map(\.entry.path),
                    "query \(query.text.unicodeScalars.map { String($0.value, radix: 16) }), filter \(filter)")
                #expect(catalogHits.map { $0.lines.map(\.text) } == scannedHits.map { $0.lines.map(\.text) })
                #expect(
                    try JournalSearch(journal).countHits(query, filter: filter) == scannedHits.count,
                    "count \(query.text)")
                if SearchPlan(query, filter: filter, takes: .foundLines).readsColumns {
                    // The lines found as bytes from the catalog's columns are the hits' body lines.
                    var sink = KeptLinesSink()
                    try JournalSearch(journal).run(query, filter: filter, into: &sink)
                    let found = sink.kept
                    #expect(found.map(\.id) == scannedHits.map(\.entry.id), "lines of \(query.text)")
                    #expect(found.map(\.title) == scannedHits.map(\.entry.title))
                    #expect(found.map(\.weather) == scannedHits.map(\.entry.weather))
                    #expect(found.map(\.lines) == scannedHits.map { $0.lines.filter { !$0.isTitle }.map(\.text) })
                }
            }
        }
    }

    /// Tags, stats, the calendar and on-this-day summed by SQL equal what the reference
    /// computations make of every entry read from its file.
    static func expectInsightsAgree(_ dice: inout Dice, journal: Journal, filter: EntryFilter) throws {
        var all = filter
        all.limit = nil
        let summaries = try reference(journal, all).map(EntrySummary.init)
        #expect(try journal.reader.tagCounts(matching: all) == TagCount.counts(in: summaries))
        let today = CivilDay(year: 2026, month: dice.int(1...12), day: dice.int(1...28))
        let stats = try journal.reader.stats(matching: all, today: today)
        let expected = JournalStats(summaries, today: today)
        #expect(stats == expected, "stats \(filter)")
        #expect(try journal.reader.writtenDays(matching: all) == Set(summaries.map { CivilDay($0.created) }))
        let year = dice.int(2016...2026)
        let months = (dice.int(1...6)...dice.int(6...12)).map { (year, $0) }
        #expect(
            try journal.reader.calendarMonths(months, matching: all)
                == months.map { CalendarMonth(year: $0.0, month: $0.1, summaries: summaries) })
        // One random entry: the same draw picks the same place in the newest-first order.
        var draw = SeededGenerator(state: UInt64(dice.int(0...1_000_000)))
        var sameDraw = draw
        #expect(
            try journal.reader.randomSummary(matching: all, using: &draw)?.id
                == summaries.randomElement(using: &sameDraw)?.id)
        let onThisDay = try journal.reader.onThisDay(today, matching: all)
        let expectedDay = OnThisDay(entries: try reference(journal, all), day: today)
        #expect(onThisDay.years.map { $0.entries.map(\.path) } == expectedDay.years.map { $0.entries.map(\.path) })
    }

    /// `privately`: `.git/ilgi` cannot hold the catalog (its file is a folder), so every
    /// read goes through the process's own.
    /// `trigrams`: the catalog's trigram index is built (in batches of a few rows) after the
    /// first changes, so every search after them asks it for candidates and the changes after
    /// are kept in it by its triggers.
    static func checkAgreement(seed: Int, privately: Bool = false, trigrams: Bool = false) {
        var dice = Dice(state: UInt64(seed))
        do {
            try withJournal { folder, journal in
                if privately {
                    try FileManager.default.createDirectory(
                        at: journal.stateDirectory.appendingPathComponent(Catalog.fileName),
                        withIntermediateDirectories: true)
                }
                let clock = TestClock()
                journal.reader.catalogFreshness = CatalogFreshness(
                    fullCheckInterval: CatalogFreshness.standard.fullCheckInterval, now: { clock.now })
                for _ in 0..<dice.int(0...6) {
                    try Self.change(&dice, journal: journal, folder: folder.url, clock: clock)
                }
                if trigrams { try journal.reader.catalog().buildTrigrams(batch: Int64(dice.int(1...5))) }
                for _ in 0..<6 {
                    try Self.expectAgreement(&dice, journal: journal, privately: privately)
                    for _ in 0..<dice.int(1...4) {
                        try Self.change(&dice, journal: journal, folder: folder.url, clock: clock)
                    }
                }
                try Self.expectAgreement(&dice, journal: journal, privately: privately)
            }
        } catch {
            Issue.record("seed \(seed): \(error)")
        }
    }

    @Test func theCatalogAgreesWithAFullScan() async throws {
        await propertyCheck(count: 8, input: Gen.int(in: 0...Int(Int32.max))) { seed in
            Self.checkAgreement(seed: seed)
        }
    }

    /// Searches that take their candidates from the trigram index find what the scan finds,
    /// through every kind of change made after it was built.
    @Test func searchesThroughTheTrigramIndexAgreeWithAFullScan() async throws {
        await propertyCheck(count: 6, input: Gen.int(in: 0...Int(Int32.max))) { seed in
            Self.checkAgreement(seed: seed, trigrams: true)
        }
    }

    /// A journal whose `.git/ilgi` cannot hold a catalog reads through one of the process's
    /// own, which agrees with the scan as the stored one does.
    @Test func aPrivateCatalogAgreesWithAFullScan() async throws {
        await propertyCheck(count: 3, input: Gen.int(in: 0...Int(Int32.max))) { seed in
            Self.checkAgreement(seed: seed, privately: true)
        }
    }

    /// Journals that once disagreed. 140580574: a folder whose last entry was removed by hand
    /// looked unchanged when its previous refresh had marked it to compare again (an empty
    /// folder's signature was the marker, 0).
    @Test(arguments: [140_580_574]) func knownJournalsAgree(seed: Int) {
        Self.checkAgreement(seed: seed)
    }

    @Test func hangulQueriesFindLongerWordsAndShortQueriesWork() throws {
        try withJournal { _, journal in
            _ = try journal.create(text: "바다에서\n\n파도가 높았어요.\n")
            _ = try journal.create(text: "Garden\n\nA quiet GARDEN.\n")
            let index = try journal.reader.catalog()
            #expect(
                try JournalSearch(journal).catalogSearch(
                    index, query: #require(SearchQuery("바다")), filter: EntryFilter()
                ).map(\.entry.title) == ["바다에서"])
            #expect(
                try JournalSearch(journal).catalogSearch(
                    index, query: #require(SearchQuery("바")), filter: EntryFilter()
                ).count == 1)
            #expect(
                try JournalSearch(journal).catalogSearch(
                    index, query: #require(SearchQuery("quiet garden")), filter: EntryFilter()
                ).count == 1)
            #expect(
                try JournalSearch(journal).catalogSearch(
                    index, query: #require(SearchQuery("GA")), filter: EntryFilter()
                ).count == 1)
        }
    }

    @Test func anEntryReDatedIntoAnotherYearIsListedWhereItsDateSays() throws {
        try withJournal { folder, journal in
            let old = try savedEntry(
                journal.create(text: "Old\n", created: Timestamp(iso8601: "2019-05-01T09:00:00+09:00")))
            _ = try journal.create(text: "Middle\n", created: Timestamp(iso8601: "2022-05-01T09:00:00+09:00"))
            #expect(try journal.reader.entries().map(\.title) == ["Middle", "Old"])
            let url = folder.url.appendingPathComponent(old.path)
            try "Old\n\nCreated: 2025-01-01T09:00:00+09:00\n".write(to: url, atomically: true, encoding: .utf8)
            #expect(try journal.reader.entries().map(\.title) == ["Old", "Middle"])
            #expect(try journal.reader.summaries(matching: EntryFilter(limit: 1)).map(\.title) == ["Old"])
        }
    }

    @Test func anEditInPlaceIsShownAtOnceAndFoundWithinAMinute() throws {
        try withJournal { folder, journal in
            let clock = TestClock()
            journal.reader.catalogFreshness = CatalogFreshness(fullCheckInterval: 60, now: { clock.now })
            let saved = try savedEntry(journal.create(text: "Morning\n\nCoffee.\n"))
            _ = try journal.create(text: "Evening\n\nTea.\n", created: Timestamp(iso8601: "2020-01-01T09:00:00+09:00"))
            #expect(try journal.reader.summaries(matching: EntryFilter()).count == 2)
            // Rewritten in place, as nano does: same file, same folder.
            try CatalogAgreementTests.rewriteInPlace(
                folder.url.appendingPathComponent(saved.path), with: "Morning walk\n\nA quiet garden.\n", dated: nil)
            // A listing short enough to look at the files it shows sees it at once.
            #expect(try journal.reader.summaries(matching: EntryFilter(limit: 1)).map(\.title) == ["Morning walk"])
            let index = try journal.reader.catalog()
            let query = try #require(SearchQuery("garden"))
            #expect(try JournalSearch(journal).catalogSearch(index, query: query, filter: EntryFilter()).count == 1)
        }
    }

    @Test func anEditInPlaceToAnEntryNotShownIsFoundAfterTheFullCheck() throws {
        try withJournal { folder, journal in
            let clock = TestClock()
            journal.reader.catalogFreshness = CatalogFreshness(fullCheckInterval: 60, now: { clock.now })
            let file = try CatalogAgreementTests.oldEntry(in: journal, folder: folder)
            _ = try journal.create(text: "New\n\nTea.\n")
            let query = try #require(SearchQuery("garden"))
            #expect(try JournalSearch(journal).search(query).isEmpty)
            try CatalogAgreementTests.rewriteInPlace(
                file, with: "Old\n\nA garden.\n\nCreated: 2019-01-01T09:00:00+09:00\n")
            clock.advance(by: 59)
            // Within the minute, only the folder stamps and HEAD are looked at…
            #expect(try JournalSearch(journal).search(query).isEmpty)
            clock.advance(by: 1)
            // …then every file is compared again.
            #expect(try JournalSearch(journal).search(query).map(\.entry.title) == ["Old"])
        }
    }

    @Test func aScanSplitInPartsFindsWhatOneScanFinds() throws {
        try withJournal { _, journal in
            for number in 0..<60 {
                let words = number % 3 == 0 ? "A quiet garden" : number % 3 == 1 ? "Quiet rain" : "바다 garden"
                _ = try journal.create(text: "Day \(number)\n\n\(words).\n")
            }
            let index = try journal.reader.catalog()
            index.parallelScanMinimum = 0
            for literals in [["garden"], ["quiet", "garden"], ["바다"], ["lighthouse"]] {
                let split = try index.rowids(containingAll: literals).found
                let tests = literals.map { _ in "contains_text(folded, ?)" }.joined(separator: " AND ")
                let whole = try index.database.prepare(
                    "SELECT rowid FROM entry_search_text WHERE \(tests) ORDER BY rowid")
                try whole.bind(literals.map { .text($0) })
                var expected: [Int64] = []
                while try whole.step() { expected.append(whole.int64(0)) }
                #expect(split == expected, "\(literals)")
            }
            #expect(index.scanningPeer != nil)
            #expect(try JournalSearch(journal).countHits(try #require(SearchQuery("garden"))) == 40)
            // Every hit read and transformed in the parts, then put newest first: the
            // order a search parsing every hit gives (entries made within one second are
            // ordered by id).
            // Past the most it holds (here 5), a search reads in windows, newest first.
            for maximum in [200_000, 5] {
                var search = JournalSearch(journal)
                search.heldHitsMaximum = maximum
                for words in ["garden", "바다", "quiet garden"] {
                    let query = try #require(SearchQuery(words))
                    var sink = KeptLinesSink()
                    try search.run(query, into: &sink)
                    let found = sink.kept.map(\.id)
                    #expect(found == (try search.search(query).map(\.entry.id)), "\(words), at most \(maximum)")
                    #expect(found.count >= 20)
                }
            }
        }
    }

    /// A journal of more entries than a search may hold is searched in windows of that many,
    /// newest first: the same hits in the same order as one pass, with a filter too. The
    /// entries are written out of date order, so a window's rowids are not a span of them.
    @Test func aSearchInWindowsFindsWhatOnePassFinds() throws {
        try withJournal { _, journal in
            try CatalogAgreementTests.writeOutOfDateOrder(journal, entries: 40, days: 40)
            for maximum in [200_000, 7, 1] {
                var search = JournalSearch(journal)
                search.heldHitsMaximum = maximum
                try CatalogAgreementTests.expectFoundLinesInOrder(search, "at most \(maximum)") {
                    try search.search($0, filter: $1)
                }
            }
            let all = try #require(SearchQuery("garden"))
            #expect(try JournalSearch(journal).search(all).count == 27)
        }
    }

    /// A search hands on each hit while the parts after it are still scanned, once every
    /// newer entry's part is done: the same hits in the same order as the search that reads
    /// every entry, with the entries written out of date order (so newer entries sit in
    /// earlier parts), several made at one moment, and a filter too.
    @Test func aSearchHandedOnWhileScanningFindsWhatTheReferenceFinds() throws {
        try withJournal { _, journal in
            try CatalogAgreementTests.writeOutOfDateOrder(journal, entries: 60, days: 45)
            let index = try journal.reader.catalog()
            index.parallelScanMinimum = 0
            index.handedOnPartRows = 3
            let search = JournalSearch(journal)
            try CatalogAgreementTests.expectFoundLinesInOrder(search, "handed on while scanning") {
                try search.scanSearch($0, filter: $1)
            }
            #expect(index.scanningPeer != nil)
        }
    }

    /// `entries` entries of garden, rain and 바다, written out of date order over `days` days,
    /// several on one day.
    static func writeOutOfDateOrder(_ journal: Journal, entries: Int, days: Int) throws {
        for number in 0..<entries {
            let words = number % 3 == 0 ? "A quiet garden" : number % 3 == 1 ? "Quiet rain" : "바다 garden"
            _ = try journal.create(
                text: "Day \(number)\n\n\(words).\n", created: TrigramIndexTests.dated(number * 7 % days))
        }
    }

    /// The entries a search that reads the catalog's columns finds are those `reference` finds, in its order, for
    /// words, a phrase, Hangul and a word no entry holds, with and without a span of days.
    static func expectFoundLinesInOrder(
        _ search: JournalSearch, _ note: String, reference: (SearchQuery, EntryFilter) throws -> [SearchHit]
    ) throws {
        let days = EntryFilter(firstDay: TrigramIndexTests.dated(10).day, lastDay: TrigramIndexTests.dated(30).day)
        for words in ["garden", "quiet garden", "바다", "lighthouse"] {
            let query = try #require(SearchQuery(words))
            for filter in [EntryFilter(), days] {
                var sink = KeptLinesSink()
                try search.run(query, filter: filter, into: &sink)
                let found = sink.kept.map(\.id)
                #expect(found == (try reference(query, filter).map(\.entry.id)), "\(words), \(filter), \(note)")
            }
        }
    }

    /// A cold build stores the entries of each month after those of the months before, so
    /// that the last rowids hold the newest entries (`Catalog.handingOnWhileScanning` scans
    /// them first), whatever order the month folders are listed in.
    @Test func aColdBuildStoresTheMonthsInOrder() throws {
        try withJournal { folder, journal in
            for number in 0..<48 {
                let entry = try savedEntry(
                    journal.create(
                        text: "Day \(number)\n\nA garden.\n", created: TrigramIndexTests.dated(number * 97 % 400)))
                // Written an hour ago: a file written within the build's own second is read
                // again at its end (its stamp is unsure), and stored after every month.
                try FileManager.default.setAttributes(
                    [.modificationDate: Date(timeIntervalSinceNow: -3600)],
                    ofItemAtPath: folder.url.appendingPathComponent(entry.path).path)
            }
            #expect(try journal.reader.rebuildCatalog() == 48)
            let index = try journal.reader.catalog()
            let paths = try index.database.prepare("SELECT path FROM entries ORDER BY rowid")
            var months: [String] = []
            while try paths.step() { months.append(String(paths.text(0).prefix(7))) }
            #expect(months.count == 48)
            #expect(Set(months).count >= 12)
            #expect(months == months.sorted())
        }
    }

    /// A search whose sample of the rows (`Catalog.estimatedRows`) said it would find few, and
    /// that finds more than it may hold, starts again in windows, and finds what one pass finds.
    @Test func aSearchThatFindsMoreThanItsSampleSaidGoesOnInWindows() throws {
        try withJournal { _, journal in
            for number in 0..<40 {
                let words = number % 5 < 3 ? "A lighthouse" : "Rain"
                _ = try journal.create(text: "Day \(number)\n\n\(words).\n", created: TrigramIndexTests.dated(number))
            }
            let index = try journal.reader.catalog()
            let span = try index.rowSpan()
            let sampled = try index.estimatedRows(containingAll: ["lighthouse"], in: span)
            // Eight runs of two rows: a cold build orders a month's rows by their random ids,
            // so how many of the 16 sampled hold the word varies from run to run (one run's
            // estimate was 11, under the 12 this once asked for); 24 of the 40 do.
            #expect((1...40).contains(sampled), "about 24 of \(span.count) rowids")
            let expected = try JournalSearch(journal).search(#require(SearchQuery("lighthouse"))).map(\.entry.id.uuid)
            #expect(expected.count == 24)
            for (maximum, estimate) in [(7, 0), (7, 24), (100, 0)] {
                var found: [String] = []
                try index.forEachTransformedRow(
                    containingAll: ["lighthouse"], where: CatalogConditions(), maximum: maximum,
                    estimate: { _ in estimate },
                    transform: { $0.uuidString }
                ) { found.append($0) }
                #expect(found == expected, "at most \(maximum), \(estimate) estimated")
            }
        }
    }

    @Test func aSecondConnectionThatCannotBeOpenedLeavesItsHalfToTheFirst() throws {
        try withJournal { folder, journal in
            for number in 0..<30 {
                _ = try journal.create(text: "Day \(number)\n\n\(number % 2 == 0 ? "A garden" : "Rain").\n")
            }
            let index = try journal.reader.catalog()
            index.parallelScanMinimum = 0
            // The open connection keeps the file it opened; where it was, nothing can be
            // opened now, and nothing is made.
            let file = folder.url.appendingPathComponent(".git/ilgi/index.sqlite")
            try FileManager.default.removeItem(at: file)
            try FileManager.default.createDirectory(at: file, withIntermediateDirectories: false)
            let whole = try index.database.prepare(
                "SELECT rowid FROM entry_search_text WHERE contains_text(folded, ?) ORDER BY rowid")
            try whole.bind([.text("garden")])
            var expected: [Int64] = []
            while try whole.step() { expected.append(whole.int64(0)) }
            #expect(expected.count == 15)
            #expect(try index.rowids(containingAll: ["garden"]).found == expected)
            #expect(index.scanningPeer == nil)
        }
    }

    @Test func aDueFullCheckIsLeftToTheProcessTheReadStartsAndThatProcessMakesIt() throws {
        try withJournal { folder, journal in
            let clock = TestClock()
            let started = Started()
            journal.reader.catalogFreshness = CatalogFreshness(
                fullCheckInterval: 60, now: { clock.now }, checkElsewhere: { started.append($0) })
            let file = try CatalogAgreementTests.oldEntry(in: journal, folder: folder)
            _ = try journal.create(text: "New\n\nTea.\n")
            let query = try #require(SearchQuery("garden"))
            // The first read of all builds the index in full itself: nothing is started.
            #expect(try JournalSearch(journal).search(query).isEmpty)
            #expect(started.journals.isEmpty)
            try CatalogAgreementTests.rewriteInPlace(
                file, with: "Old\n\nA garden.\n\nCreated: 2019-01-01T09:00:00+09:00\n")
            clock.advance(by: 60)
            // Due: the read starts the check elsewhere and answers without it.
            #expect(try JournalSearch(journal).search(query).isEmpty)
            #expect(started.journals.map(\.standardizedFileURL.path) == [folder.url.standardizedFileURL.path])
            // What `ilgi reindex --if-due` does in that process, here on another Journal.
            let checker = try Journal.open(at: folder.url)
            checker.reader.catalogFreshness = CatalogFreshness(fullCheckInterval: 60, now: { clock.now })
            checker.reader.refreshCatalogUnlessChecking()
            #expect(try JournalSearch(journal).search(query).map(\.entry.title) == ["Old"])
            // Made by it, the check is not due again for a minute: nothing more is started.
            #expect(started.journals.count == 1)
        }
    }

    @Test func aSecondBackgroundCheckLeavesTheWorkToTheOneAlreadyRunning() throws {
        try withJournal { folder, journal in
            _ = try journal.create(text: "Old\n\nNothing.\n")
            let checker = try Journal.open(at: folder.url)
            // Another process holds the check's lock: this one returns without opening the index.
            var lock: WriteLock? = try WriteLock(at: journal.stateDirectory.appendingPathComponent("full-check.lock"))
            checker.reader.refreshCatalogUnlessChecking()
            #expect(checker.reader.openedCatalog == nil)
            #expect(lock != nil)
            lock = nil
            checker.reader.refreshCatalogUnlessChecking()
            #expect(checker.reader.openedCatalog != nil)
        }
    }

    /// Saves "Old" (created 2019-01-01) and dates its file and folder long ago
    /// (`dateLongAgo`); returns its file.
    static func oldEntry(in journal: Journal, folder: TemporaryDirectory) throws -> URL {
        let old = try savedEntry(
            journal.create(text: "Old\n\nNothing.\n", created: Timestamp(iso8601: "2019-01-01T09:00:00+09:00")))
        let file = folder.url.appendingPathComponent(old.path)
        try dateLongAgo(file)
        return file
    }

    /// Dates `file` and its folder long ago, so no stamp is too recent to trust
    /// (`FileStamp.isRacy`).
    static func dateLongAgo(_ file: URL) throws {
        for url in [file, file.deletingLastPathComponent()] {
            try FileManager.default.setAttributes(
                [.modificationDate: Date(timeIntervalSince1970: 1_600_000_000)], ofItemAtPath: url.path)
        }
    }

    /// Rewrites `file` in place, as nano does: the same file (its folder's stamp untouched),
    /// dated `dated` (a little after `dateLongAgo`), or now when nil.
    static func rewriteInPlace(_ file: URL, with text: String, dated: Double? = 1_600_000_100) throws {
        let handle = try FileHandle(forWritingTo: file)
        try handle.truncate(atOffset: 0)
        try handle.write(contentsOf: Data(text.utf8))
        try handle.close()
        if let dated {
            try FileManager.default.setAttributes(
                [.modificationDate: Date(timeIntervalSince1970: dated)], ofItemAtPath: file.path)
        }
    }

    /// The journals a read asked to have checked elsewhere.
    final class Started: @unchecked Sendable {
        private let lock = NSLock()
        private var started: [URL] = []
        var journals: [URL] { lock.withLock { started } }
        func append(_ journal: URL) -> Bool {
            lock.withLock { started.append(journal) }
            return true
        }
    }

    @Test func aCommitMadeWithGitThatRewroteAFileInPlaceIsSeen() throws {
        try withJournal { folder, journal in
            let clock = TestClock()
            journal.reader.catalogFreshness = CatalogFreshness(fullCheckInterval: 60, now: { clock.now })
            let file = try CatalogAgreementTests.oldEntry(in: journal, folder: folder)
            #expect(try journal.reader.summaries(matching: EntryFilter()).map(\.title) == ["Old"])
            try CatalogAgreementTests.rewriteInPlace(file, with: "Renamed\n\nCreated: 2019-01-01T09:00:00+09:00\n")
            let git = try CommandRunner.git(
                ["-c", "user.name=T", "-c", "user.email=t@example.com", "commit", "-q", "-am", "by git"], in: folder.url
            )
            #expect(git.status == 0)
            #expect(try journal.reader.summaries(matching: EntryFilter()).map(\.title) == ["Renamed"])
        }
    }

    @Test func aDamagedOrOlderCatalogIsRebuiltSilently() throws {
        try withJournal { _, journal in
            _ = try journal.create(text: "One\n", created: Timestamp(iso8601: "2020-01-01T09:00:00+09:00"))
            _ = try journal.reader.entries()
            let file = journal.stateDirectory.appendingPathComponent("index.sqlite")
            #expect(FileManager.default.fileExists(atPath: file.path))
            for suffix in ["-wal", "-shm"] { try? FileManager.default.removeItem(atPath: file.path + suffix) }
            try Data("not a database at all, just some bytes that are long enough".utf8).write(to: file)
            #expect(try journal.reader.entries().map(\.title) == ["One"])
            let index = try journal.reader.catalog()
            #expect(!index.isPrivate)
            try index.database.execute("PRAGMA user_version = 999")
            _ = try journal.create(text: "Two\n", created: Timestamp(iso8601: "2021-01-01T09:00:00+09:00"))
            #expect(try journal.reader.summaries(matching: EntryFilter()).map(\.title) == ["Two", "One"])
            #expect(try journal.reader.catalog().database.integer("PRAGMA user_version") == Catalog.format)
        }
    }

    @Test func aNewCatalogIsBuiltBesideAndMovedIntoPlace() throws {
        try withJournal { folder, journal in
            _ = try journal.create(text: "One\n")
            let file = journal.stateDirectory.appendingPathComponent(Catalog.fileName).path
            // What a build killed half-way leaves: a file beside that is no catalog.
            try Data("half of a build".utf8).write(to: URL(fileURLWithPath: file + ".building"))
            #expect(try journal.reader.entries().map(\.title) == ["One"])
            #expect(!FileManager.default.fileExists(atPath: file + ".building"))
            let attributes = try FileManager.default.attributesOfItem(atPath: file)
            #expect((attributes[.posixPermissions] as? Int) == 0o600)
            let index = try journal.reader.catalog()
            #expect(try index.database.integer("PRAGMA page_size") == 16384)
            #expect(try index.database.integer("PRAGMA user_version") == Catalog.format)
            // In WAL mode, so readers never wait for a save.
            let mode = try index.database.prepare("PRAGMA journal_mode")
            #expect(try mode.step() && mode.text(0) == "wal")
            // What a `reindex` killed half-way leaves beside a catalog: removed by the next read.
            try Data("half of a rebuild".utf8).write(to: URL(fileURLWithPath: file + ".building"))
            #expect(try Journal.open(at: folder.url).reader.entries().map(\.title) == ["One"])
            #expect(!FileManager.default.fileExists(atPath: file + ".building"))
        }
    }

    @Test func reindexReplacesTheCatalogWhileAnotherReaderHoldsTheOldOne() throws {
        try withJournal { folder, journal in
            _ = try journal.create(text: "One\n")
            let other = try Journal.open(at: folder.url)
            #expect(try other.reader.entries().map(\.title) == ["One"])
            _ = try journal.create(text: "Two\n")
            #expect(try journal.reader.rebuildCatalog() == 2)
            // The other reader's old file still answers, and is brought up to date as ever.
            #expect(try Set(other.reader.entries().map(\.title)) == ["One", "Two"])
            _ = try journal.create(text: "Three\n")
            #expect(try Set(journal.reader.entries().map(\.title)) == ["One", "Two", "Three"])
            #expect(try Set(Journal.open(at: folder.url).reader.entries().map(\.title)) == ["One", "Two", "Three"])
        }
    }

    @Test func aFirstBuildStampsEachFileAsItReadsItAndSignsItsFolderWithThoseStamps() throws {
        try withJournal { folder, journal in
            // Three entries in two folders, old enough that no stamp is too recent to keep.
            for (title, date) in [("One", "2019-01-01"), ("Two", "2019-01-02"), ("Three", "2019-02-01")] {
                let entry = try savedEntry(
                    journal.create(text: title + "\n", created: Timestamp(iso8601: date + "T09:00:00Z")))
                try Self.dateLongAgo(folder.url.appendingPathComponent(entry.path))
            }
            // A first build lists its folders without a stat of each file, and stamps each file from
            // the file it opened to read.
            #expect(try journal.reader.rebuildCatalog() == 3)
            let catalog = try journal.reader.catalog()
            let root = folder.url.path
            let rows = try catalog.database.prepare("SELECT path, size, modified, inode FROM entries")
            var stamped = 0
            while try rows.step() {
                let stored = FileStamp(size: rows.int64(1), modified: rows.int64(2), inode: rows.int64(3))
                #expect(stored == WorkTreeScan.stamp(root: root, path: rows.text(0)))
                stamped += 1
            }
            #expect(stamped == 3)
            // Each folder is signed as a scan that stats every file signs it, so the next full
            // check finds every folder as it was left and reads nothing again.
            let folders = try catalog.database.prepare("SELECT name, signature FROM folders")
            var signed: [String] = []
            while try folders.step() {
                signed.append(folders.text(0))
                #expect(folders.int64(1) == WorkTreeScan.scan(root: root, folder: folders.text(0))?.signature)
            }
            #expect(signed.sorted() == ["2019/01", "2019/02"])
        }
    }

    @Test func aMonthFolderRemovedByHandTakesOnlyItsOwnEntriesFromTheCatalog() throws {
        // A folder's rows are the paths from "YYYY/MM/" up to "YYYY/MM0": the months beside
        // it keep theirs.
        try withJournal { folder, journal in
            for (title, month) in [("September", "09"), ("October", "10"), ("November", "11")] {
                _ = try journal.create(
                    text: "\(title)\n", created: Timestamp(iso8601: "2025-\(month)-05T09:00:00+09:00"))
            }
            #expect(try journal.reader.summaries(matching: EntryFilter()).count == 3)
            try FileManager.default.removeItem(at: folder.url.appendingPathComponent("2025/10"))
            #expect(try journal.reader.summaries(matching: EntryFilter()).map(\.title) == ["November", "September"])
        }
    }

    @Test func reindexRebuildsFromTheEntries() throws {
        try withJournal { _, journal in
            _ = try journal.create(text: "One\n")
            _ = try journal.create(text: "Two\n")
            #expect(try journal.reader.rebuildCatalog() == 2)
            #expect(try journal.reader.summaries(matching: EntryFilter()).count == 2)
        }
    }
}

/// What a test keeps of a `FoundLines`, whose bytes live only while it is handed on.
/// A sink that keeps the lines a search read from the catalog's columns.
struct KeptLinesSink: SearchSink {
    var kept: [KeptLines] = []
    let takes = SearchPlan.Takes.foundLines
    let showHit: @Sendable (SearchHit) -> KeptLines = KeptLines.init
    let showFoundLines: (@Sendable (FoundLines) -> KeptLines)? = KeptLines.init

    mutating func take(_ lines: KeptLines) { kept.append(lines) }
}

struct KeptLines: Sendable {
    let id: EntryID
    let title: String
    let weather: WeatherCode?
    /// The lines that hold a match, as text.
    let lines: [String]

    init(_ hit: SearchHit) {
        (id, title, weather) = (hit.entry.id, hit.entry.title, hit.entry.weather)
        lines = hit.lines.filter { !$0.isTitle }.map(\.text)
    }

    init(_ found: FoundLines) {
        (id, title, weather) = (found.id, found.title, found.weather)
        lines = found.lines.map {
            String(decoding: UnsafeBufferPointer(rebasing: found.searchedBody[$0]), as: UTF8.self)
        }
    }
}
