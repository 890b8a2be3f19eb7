import Foundation
import IlgiEntry
import IlgiJournalTestSupport
import IlgiTestSupport
import Testing

@testable import IlgiCatalog
@testable import IlgiCore

/// A tag or field condition few entries meet is answered from its own table (`entry_tags`,
/// `entry_fields`) rather than asked of every entry newest first: the same entries either
/// way, and SQL drives from that table's index.
struct RareConditionTests {
    /// Twelve entries, a day apart: every third tagged @river, every fourth with `Mood: 5`,
    /// the rest `Mood: 2`, one `Mood: x`.
    static func fill(_ journal: Journal) throws {
        for number in 0..<12 {
            let tag = number % 3 == 0 ? " @river" : ""
            let mood = number == 7 ? "x" : number % 4 == 0 ? "5" : "2"
            _ = try journal.create(
                text: "Day \(number)\n\nBy the water\(tag).\n",
                created: Timestamp(iso8601: String(format: "2026-11-%02dT09:00:00+09:00", number + 1)),
                trailers: [Trailer(key: "Mood", value: mood)])
        }
    }

    static let filters: [EntryFilter] = [
        EntryFilter(tags: ["river"]),
        EntryFilter(tags: ["river"], limit: 2),
        EntryFilter(tags: ["sea"]),
        EntryFilter(fields: [FieldCondition(parsing: "mood=5")!]),
        EntryFilter(limit: 1, fields: [FieldCondition(parsing: "mood>=3")!]),
        EntryFilter(fields: [FieldCondition(parsing: "mood")!]),
        EntryFilter(fields: [FieldCondition(parsing: "mood!=2")!]),
        EntryFilter(fields: [FieldCondition(parsing: "energy")!]),
        EntryFilter(tags: ["river"], fields: [FieldCondition(parsing: "mood<3")!]),
        EntryFilter(firstDay: "2026-11-04", tags: ["river"], starredOnly: false, limit: 3),
    ]

    @Test(arguments: [0, 3, Int.max])
    func everyConditionSelectsTheSameEntriesHoweverRareItIsTakenToBe(rareBelow: Int) throws {
        try withJournal { _, journal in
            try Self.fill(journal)
            let index = try journal.reader.catalog()
            index.rareSelectionMaximum = rareBelow
            let all = try journal.reader.entries()
            for filter in Self.filters {
                let expected = filter.apply(to: all.filter(filter.matches).sorted(by: Journal.newestFirst)).map(\.id)
                #expect(try journal.reader.summaries(matching: filter).map(\.id) == expected, "\(filter)")
                #expect(try journal.reader.entryKeys(matching: filter).map(\.id) == expected.reversed(), "\(filter)")
                var unlimited = filter
                unlimited.limit = nil
                let counted = all.filter(filter.matches).count
                #expect(
                    try journal.reader.stats(matching: unlimited, today: CivilDay(year: 2026, month: 12, day: 5))
                        .entries == counted)
                #expect(
                    try JournalSearch(journal).countHits(#require(SearchQuery("water")), filter: unlimited) == counted,
                    "\(filter)")
            }
        }
    }

    @Test func aConditionIsRareWhenFewerEntriesThanTheMaximumMeetIt() throws {
        try withJournal { _, journal in
            try Self.fill(journal)
            let index = try journal.reader.catalog()
            let river = EntryFilter(tags: ["river"])  // four entries
            let mood = EntryFilter(fields: [FieldCondition(parsing: "mood=5")!])  // three
            func namesItsEntries(_ filter: EntryFilter) throws -> Bool {
                try filter.catalogConditions(in: index).clauses.contains {
                    $0.hasPrefix("entries.rowid IN (SELECT entry FROM")
                }
            }
            index.rareSelectionMaximum = 4
            #expect(try !namesItsEntries(river))
            #expect(try namesItsEntries(mood))
            index.rareSelectionMaximum = 5
            #expect(try namesItsEntries(river))
            // `!=` also selects the entries without the field: never named from the table.
            index.rareSelectionMaximum = .max
            #expect(try !namesItsEntries(EntryFilter(fields: [FieldCondition(parsing: "mood!=2")!])))
            // The property, with no catalog to count in, always asks each entry.
            #expect(!river.catalogConditions.clauses.contains { $0.contains("entry_tags") })
        }
    }

    @Test func aRareConditionIsLookedUpThroughItsIndexNotFoundByWalkingEveryEntry() throws {
        try withJournal { _, journal in
            try Self.fill(journal)
            let index = try journal.reader.catalog()
            index.rareSelectionMaximum = .max
            for filter in [EntryFilter(tags: ["river"]), EntryFilter(fields: [FieldCondition(parsing: "mood>=3")!])] {
                let conditions = try filter.catalogConditions(in: index)
                let plan = try index.database.prepare(
                    "EXPLAIN QUERY PLAN SELECT uuid FROM entries" + conditions.whereClause + Catalog.newestFirstOrder
                        + " LIMIT 20")
                try plan.bind(conditions.values)
                var steps: [String] = []
                while try plan.step() { steps.append(plan.text(3)) }
                #expect(!steps.contains { $0.hasPrefix("SCAN entries") }, "\(steps)")
                #expect(steps.contains { $0.contains("entry_tags") || $0.contains("entry_fields") }, "\(steps)")
            }
        }
    }
}
