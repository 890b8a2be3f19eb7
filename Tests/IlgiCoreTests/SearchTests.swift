import Foundation
import IlgiCatalog
import IlgiCore
import IlgiEntry
import IlgiJournalTestSupport
import Testing

@Suite struct SearchTests {
    @Test func searchIgnoresCaseAndNormalisation() throws {
        try withJournal { _, journal throws in
            _ = try journal.create(text: "Seoul trip\n\nWalked along the CHEONGGYECHEON.\n")
            _ = try journal.create(text: "한글 일기\n\n오늘은 카페에 갔다.\n")
            _ = try journal.create(text: "Other\n\nNothing here.\n")
            #expect(
                try JournalSearch(journal).search(try #require(SearchQuery("seoul"))).map(\.entry.title) == [
                    "Seoul trip"
                ])
            #expect(try JournalSearch(journal).search(try #require(SearchQuery("cheonggyecheon"))).count == 1)
            // "카페" typed as conjoining jamo finds the precomposed syllables.
            let jamo = "\u{110F}\u{1161}\u{1111}\u{1166}"
            #expect(try JournalSearch(journal).search(try #require(SearchQuery(jamo))).map(\.entry.title) == ["한글 일기"])
            #expect(try JournalSearch(journal).search(try #require(SearchQuery("zebra"))).isEmpty)
        }
    }

    @Test func aQuerysWordsAreShownWithoutTheSpacesAndLineBreaksAroundThem() throws {
        // U+3000 (the ideographic space a Korean keyboard types), a tab, U+2028 and a newline.
        let query = try SearchQuery(
            terms: ["\u{3000}garden\n", " \t", "\u{2028}quiet river "], excluding: [" rain\u{3000}", "\n"])
        #expect(query.text == "garden quiet river")
        let onlyExcluded = try SearchQuery(terms: [" "], excluding: ["\train\n"])
        #expect(onlyExcluded.text == "-rain")
        #expect(throws: SearchQuery.Problem.empty) { try SearchQuery(terms: ["\u{3000}\n"], excluding: [" "]) }
    }

    @Test func trailersAreNotSearched() throws {
        try withJournal { _, journal throws in
            _ = try journal.create(text: "Title\n\nBody\n")
            #expect(try JournalSearch(journal).search(try #require(SearchQuery("created"))).isEmpty)
        }
    }

    @Test func theEntrysPlaceIsSearchedAsItsLastLine() throws {
        try withJournal { _, journal throws in
            _ = try journal.create(
                text: "Sea\n\nWaves all day.\n", trailers: [Trailer(key: Trailer.location, value: "Haeundae, Busan")])
            _ = try journal.create(text: "Desk\n\nForms. Busan next week.\n")
            _ = try journal.create(text: "Park\n\nQuiet.\n", trailers: [Trailer(key: "Mood", value: "busan")])
            let search = JournalSearch(journal)
            let query = try #require(SearchQuery("busan"))
            let hits = try search.search(query)
            #expect(hits.map(\.entry.title).sorted() == ["Desk", "Sea"], "the place, never another trailer")
            let sea = try #require(hits.first { $0.entry.title == "Sea" })
            #expect(sea.lines.map(\.text) == ["📍 Haeundae, Busan"])
            #expect(try search.search(query).map(\.entry.id) == (try search.scanSearch(query).map(\.entry.id)))
            let notBusan = try SearchQuery(terms: ["waves"], excluding: ["busan"])
            #expect(try search.search(notBusan).isEmpty)
            #expect(try search.countHits(query) == 2)
        }
    }

    @Test func matchesAreWholeCharacters() throws {
        let query = try #require(SearchQuery("e"))
        let line = "cafe\u{301} and tea"  // é written as e + combining acute
        let matches = query.matches(in: line)
        // The é is not an e; the e in "tea" is.
        #expect(matches.map { String(line[$0]) } == ["e"])
        #expect(line.distance(from: line.startIndex, to: matches[0].lowerBound) == 10)
    }

    @Test func everyOccurrenceOnALineIsFound() throws {
        let query = try #require(SearchQuery("BEACH"))
        let line = "Beach again tomorrow? beach!"
        #expect(query.matches(in: line).map { String(line[$0]) } == ["Beach", "beach"])
    }

    @Test func anEmptyQueryIsNotAQuery() {
        #expect(SearchQuery("   ") == nil)
    }
}

@Suite struct DoctorTests {
    @Test func aHealthyJournalHasNoFindingsButTheIdentityNote() throws {
        try withJournal { _, journal throws in
            _ = try journal.create(text: "Fine\n")
            let findings = try Checkup(journal).findings()
            #expect(findings.allSatisfy { $0.severity == .note })
        }
    }

    @Test func anEntryWithoutCreatedIsReportedAndRepairedFromHistory() throws {
        try withJournal { folder, journal throws in
            let id = EntryID()
            let path = "2026/11/\(id.uuid).txt"
            let file = try folder.write("No date\n\nbody\n", to: path)
            let index = try journal.repository.index()
            try index.add(path: path)
            try index.write()
            let tree = try index.writeTree()
            let signature = try journal.repository.signature(fallbackName: "t", fallbackEmail: "t@h")
            try journal.repository.createCommit(
                tree: tree, parents: [], message: "Hand-made\n", author: signature, committer: signature)
            let findings = try Checkup(journal).findings()
            #expect(findings.contains { $0.severity == .problem && $0.paths == [path] && $0.isFixable })

            let repair = try Checkup(journal).repair()
            #expect(repair.addedCreated == 1)
            let text = try String(contentsOf: file, encoding: .utf8)
            #expect(text.contains("\n\nCreated: "))
            #expect(try Checkup(journal).findings().allSatisfy { $0.severity == .note })
            #expect(try journal.repository.changedPaths().isEmpty)
        }
    }
}
