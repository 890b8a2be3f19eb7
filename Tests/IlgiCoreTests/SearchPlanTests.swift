import Foundation
import IlgiCatalog
import IlgiCore
import IlgiEntry
import IlgiJournalTestSupport
import Testing

/// One plan, built once from the query, the filter and what the sink takes, picks the scan;
/// every sink sees the same hits in the same order.
@Suite struct SearchPlanTests {
    func plan(_ text: String, _ filter: EntryFilter = EntryFilter(), takes: SearchPlan.Takes) throws -> SearchPlan.Scan
    {
        try SearchPlan(#require(SearchQuery(text)), filter: filter, takes: takes).scan
    }

    @Test func wordsAloneAreCountedInTheFoldedTextAndShownFromTheColumns() throws {
        #expect(try plan("garden", takes: .count) == .countFoldedText)
        #expect(try plan("\"quiet river\" 바다", takes: .count) == .countFoldedText)
        #expect(try plan("garden", takes: .foundLines) == .everyRowHolding)
        #expect(try plan("garden", takes: .hits) == .parsedEntries)
    }

    @Test func aFilterSQLDecidesIsCountedByRowsAndALimitReadsNewestFirst() throws {
        let days = EntryFilter(firstDay: "2026-01-01", lastDay: "2026-12-31")
        var limited = EntryFilter()
        limited.limit = 3
        #expect(try plan("garden", days, takes: .count) == .countRows)
        #expect(try plan("garden", limited, takes: .count) == .countRows)
        #expect(try plan("garden", days, takes: .foundLines) == .everyRowHolding)
        #expect(try plan("garden", limited, takes: .foundLines) == .newestRows)
    }

    @Test func whatTheFoldedTextCannotDecideIsParsed() throws {
        let regex = try SearchQuery(terms: [], regexes: ["gar.en"], excluding: [], wholeWords: false, matchAny: false)
        #expect(SearchPlan(regex, takes: .count).scan == .parsedEntries)
        #expect(SearchPlan(regex, takes: .foundLines).scan == .parsedEntries)
        let notNight = try SearchQuery(
            terms: ["garden"], regexes: [], excluding: ["night"], wholeWords: false, matchAny: false)
        #expect(SearchPlan(notNight, takes: .foundLines).scan == .parsedEntries)
        let whole = try SearchQuery(terms: ["garden"], regexes: [], excluding: [], wholeWords: true, matchAny: false)
        #expect(SearchPlan(whole, takes: .count).scan == .parsedEntries)
    }

    @Test func everySinkSeesTheSameHitsNewestFirst() throws {
        try withJournal { _, journal throws in
            for (title, day) in [("Garden", "01"), ("Sea", "02"), ("Night garden", "03"), ("GARDEN again", "04")] {
                _ = try journal.create(
                    text: "\(title)\n\nThe garden was quiet.\n\nCreated: 2026-03-\(day)T09:00:00+09:00\n")
            }
            _ = try journal.create(text: "Desk\n\nNothing grows here.\n\nCreated: 2026-03-05T09:00:00+09:00\n")
            let search = JournalSearch(journal)
            for text in ["garden", "GARDEN quiet", "\"was quiet\""] {
                let query = try #require(SearchQuery(text))
                var hits = GatheredHits()
                var lines = IDsFromColumns()
                var count = HitCount()
                #expect(try search.run(query, into: &hits) == 4)
                #expect(try search.run(query, into: &lines) == 4)
                #expect(try search.run(query, into: &count) == 4)
                #expect(hits.hits.map(\.entry.title) == ["GARDEN again", "Night garden", "Sea", "Garden"])
                #expect(lines.ids == hits.hits.map(\.entry.id), "\(text)")
            }
        }
    }
}

/// The ids of the hits, as a pipe's sink reads them: from the catalog's columns.
struct IDsFromColumns: SearchSink {
    var ids: [EntryID] = []
    let takes = SearchPlan.Takes.foundLines
    let showHit: @Sendable (SearchHit) -> EntryID = { $0.entry.id }
    let showFoundLines: (@Sendable (FoundLines) -> EntryID)? = { $0.id }

    mutating func take(_ id: EntryID) { ids.append(id) }
}
