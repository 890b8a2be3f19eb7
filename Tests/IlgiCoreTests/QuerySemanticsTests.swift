import Foundation
import IlgiCatalog
import IlgiCore
import IlgiEntry
import IlgiJournalTestSupport
import Testing

/// Search checked against an independent computation (Swift's own String and Regex, word by
/// word) over a generated journal of a few hundred entries, English and Korean.
@Suite struct QuerySemanticsTests {
    /// A small deterministic generator, so a failure can be replayed.
    struct Generator {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        mutating func pick<T>(_ items: [T]) -> T { items[next(items.count)] }
    }

    static let vocabulary = [
        "beach", "Beaches", "pier", "old", "sunset", "walk", "walked", "Seoul", "SEOUL", "바다", "바다에서",
        "가족", "가족과", "카페", "coffee", "rain", "umbrella", "café", "tea", "the", "a", "we", "and", "hello_world",
    ]
    static let separators = [" ", " ", " ", ", ", ". ", "\n", " - ", " (", ") "]

    static func text(_ words: Int, _ generator: inout Generator) -> String {
        var text = ""
        for index in 0..<words {
            if index > 0 { text += generator.pick(separators) }
            text += generator.pick(vocabulary)
        }
        return text
    }

    /// What the query means, computed another way.
    static func expected(
        title: String, body: String, words: [String], phrases: [String], regexes: [Regex<AnyRegexOutput>],
        excluded: [String],
        wholeWords: Bool, any: Bool
    ) throws -> Bool {
        let text = (title + "\n" + body).lowercased()
        func occurs(_ term: String) -> Bool {
            let term = term.lowercased()
            guard wholeWords else { return text.contains(term) }
            var searchStart = text.startIndex
            while let range = text.range(of: term, range: searchStart..<text.endIndex) {
                let before = range.lowerBound == text.startIndex ? nil : text[text.index(before: range.lowerBound)]
                let after = range.upperBound == text.endIndex ? nil : text[range.upperBound]
                let isWord = { (c: Character?) in c.map { $0.isLetter || $0.isNumber || $0 == "_" } ?? false }
                if !isWord(before), !isWord(after) { return true }
                searchStart = text.index(after: range.lowerBound)
            }
            return false
        }
        if excluded.contains(where: occurs) { return false }
        var results = (words + phrases).map(occurs)
        for regex in regexes {
            results.append((title + "\n" + body).contains(regex))
        }
        if results.isEmpty { return true }
        return any ? results.contains(true) : !results.contains(false)
    }

    @Test func searchAgreesWithAnIndependentComputation() throws {
        try withJournal { _, journal throws in
            var generator = Generator(state: 2026)
            var documents: [EntryDocument] = []
            for number in 0..<300 {
                var document = EntryDocument(
                    title: Self.text(1 + generator.next(3), &generator),
                    body: Self.text(3 + generator.next(25), &generator))
                let day = 1 + number % 28
                document.setTrailer("Created", "2025-02-\(day < 10 ? "0" : "")\(day)T10:00:00+09:00")
                documents.append(document)
            }
            let entries = try journal.createBatch(documents, message: "Generated")
            #expect(entries.count == 300)

            let words = [
                "beach", "pier", "walk", "seoul", "바다", "가족", "coffee", "rain", "café", "tea", "hello_world", "zebra",
            ]
            let phrases = ["old pier", "바다 가족", "walk and", "sunset, sunset"]
            let regexes = ["^sun", "walk(ed)?$", "바다.?에서", "c[ao]f", "\\bwe\\b"]
            var checked = 0
            var nonEmpty = 0
            for _ in 0..<80 {
                let chosenWords = (0..<generator.next(3)).map { _ in generator.pick(words) }
                let chosenPhrases = generator.next(4) == 0 ? [generator.pick(phrases)] : []
                let chosenRegexes = generator.next(5) == 0 ? [generator.pick(regexes)] : []
                let excluded = generator.next(3) == 0 ? [generator.pick(words)] : []
                let wholeWords = generator.next(3) == 0
                let any = generator.next(3) == 0
                let typed = (chosenWords + chosenPhrases.map { "\"\($0)\"" }).joined(separator: " ")
                guard
                    let query = try? SearchQuery(
                        terms: [typed], regexes: chosenRegexes, excluding: excluded, wholeWords: wholeWords,
                        matchAny: any)
                else { continue }
                let found = Set(try JournalSearch(journal).search(query).map(\.entry.id))
                let compiled = try chosenRegexes.map { try Regex($0).ignoresCase().anchorsMatchLineEndings() }
                var expected: Set<EntryID> = []
                for entry in entries
                where try Self.expected(
                    title: entry.title, body: entry.body, words: chosenWords, phrases: chosenPhrases,
                    regexes: compiled, excluded: excluded, wholeWords: wholeWords, any: any)
                {
                    expected.insert(entry.id)
                }
                #expect(
                    found == expected,
                    "query \(typed) -e \(chosenRegexes) --not \(excluded) -w \(wholeWords) --any \(any)")
                // The index's pre-filter never drops a match.
                if let required = query.requiredTerms {
                    for entry in entries where expected.contains(entry.id) {
                        let text = (entry.title + "\n" + entry.body).lowercased()
                        #expect(required.allSatisfy(text.contains))
                    }
                }
                checked += 1
                if !expected.isEmpty { nonEmpty += 1 }
            }
            #expect(checked > 50)
            #expect(nonEmpty > 25)
        }
    }

    @Test func wordsMatchInAnyOrderAndPhrasesAsWritten() throws {
        let query = try SearchQuery(terms: ["body entry"])
        #expect(query.matches(title: "An entry", body: "with a body"))
        #expect(!query.matches(title: "An entry", body: "nothing else"))
        let phrase = try SearchQuery(terms: ["\"entry body\""])
        #expect(!phrase.matches(title: "An entry", body: "with a body"))
        #expect(phrase.matches(title: "", body: "the Entry Body here"))
        #expect(phrase.clauses == [.phrase("entry body")])
        #expect(try SearchQuery(terms: ["/^sun/ pier"]).clauses == [.regex("^sun"), .word("pier")])
    }

    @Test func koreanWordsMatchInsideLongerWordsUnlessWhole() throws {
        #expect(try SearchQuery(terms: ["바다"]).matches(title: "", body: "바다에서 놀았다"))
        #expect(!(try SearchQuery(terms: ["바다"], wholeWords: true).matches(title: "", body: "바다에서 놀았다")))
        #expect(try SearchQuery(terms: ["바다"], wholeWords: true).matches(title: "", body: "푸른 바다, 하늘"))
    }

    @Test func requiredTermsAreWhatAnIndexMayNarrowBy() throws {
        #expect(try SearchQuery(terms: ["Beach \"Old Pier\""]).requiredTerms == ["beach", "old pier"])
        #expect(try SearchQuery(terms: ["beach pier"], matchAny: true).requiredTerms == nil)
        #expect(try SearchQuery(terms: [], regexes: ["b.ach"]).requiredTerms == nil)
        #expect(try SearchQuery(terms: [], excluding: ["beach"]).requiredTerms == nil)
        #expect(try SearchQuery(terms: ["beach"], regexes: ["p"]).requiredTerms == ["beach"])
    }

    @Test func aBadRegexIsAProblemNotACrash() {
        #expect(throws: SearchQuery.Problem.self) { try SearchQuery(terms: [], regexes: ["(unclosed"]) }
        #expect(throws: SearchQuery.Problem.empty) { try SearchQuery(terms: ["  "]) }
    }
}

@Suite struct TagExtractionTests {
    static let cases: [(String, [String])] = [
        ("Beach day @family @Summer", ["family", "summer"]),
        ("mail me@example.com or a.b@c.org", []),
        ("see https://mastodon.social/@ilgi and http://user@host/path", []),
        ("handle @someone@mastodon.social", []),
        ("우리 @가족 여행 @가족", ["가족"]),
        ("learning @c++ and @C# on @os/2", ["c++", "c#", "os/2"]),
        ("@work-life- balance, @home. (@trip) \"@quote\"", ["work-life", "home", "trip", "quote"]),
        ("@@double @ alone @- @_", []),
        ("end of line @tag\nnext @line_two", ["tag", "line_two"]),
        ("price 5@3 and x=@y", []),
        ("@Café and @cafe\u{301}", ["café"]),
        ("trailing slash @notes/ done", ["notes"]),
        // An '@' a combining mark joins is not an '@' of its own; a tag right after an emoji.
        ("@\u{301}accent and 🌧️@rain, 👨‍👩‍👧 @family", ["rain", "family"]),
        ("a long walk \(String(repeating: "without tags ", count: 500))then @late", ["late"]),
        ("https://example.com/a@b and then @after", ["after"]),
        // Hangul as jamo is stored composed: one tag whichever way the keyboard wrote it.
        ("@\u{1100}\u{1161}\u{11BC} and @강", ["강"]),
        ("@가\u{11A8} @각 @Bada", ["각", "bada"]),
    ]

    @Test(arguments: cases) func tagsAreFoundAsJrnlReadsThem(text: String, tags: [String]) {
        #expect(Tags.find(in: text) == tags)
    }
}
