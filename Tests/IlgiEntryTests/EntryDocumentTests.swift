import Foundation
import IlgiEntry
import PropertyBased
import Testing

@Suite struct EntryDocumentTests {
    @Test func theFirstLineIsTheTitleAndTheLastParagraphTheTrailers() {
        let text = """
            My day at the beach

            It was sunny. We walked to the pier.
            @family @summer

            Created: 2026-11-22T15:45:00+09:00
            Weather: 01d

            """
        let document = EntryDocument(parsing: text)
        #expect(document.title == "My day at the beach")
        #expect(document.body == "It was sunny. We walked to the pier.\n@family @summer")
        #expect(document.trailer("Created") == "2026-11-22T15:45:00+09:00")
        #expect(document.trailer("weather") == "01d")
        #expect(document.rendered() == text)
    }

    @Test func aBodyEndingInAnUnknownKeyValueLineStaysBody() {
        let text = "Shopping\n\nRemember:\n\nNote: buy milk\n"
        let document = EntryDocument(parsing: text)
        #expect(document.trailers.isEmpty)
        #expect(document.body == "Remember:\n\nNote: buy milk")
        #expect(document.rendered() == text)
    }

    @Test func unknownTrailersBesideKnownOnesAreKeptAsWritten() {
        let text = "T\n\nBody\n\nCreated: 2026-11-22T15:45:00+09:00\nMood : happy\nSigned-off-by: Me <me@example.com>\n"
        var document = EntryDocument(parsing: text)
        #expect(document.trailers.map(\.key) == ["Created", "Mood", "Signed-off-by"])
        #expect(document.trailer("mood") == "happy")
        document.setTrailer("Weather", "10d")
        #expect(
            document.rendered()
                == "T\n\nBody\n\nCreated: 2026-11-22T15:45:00+09:00\nMood : happy\nSigned-off-by: Me <me@example.com>\nWeather: 10d\n"
        )
    }

    @Test func aParagraphRightAfterTheTitleIsNeverATrailerBlock() {
        let document = EntryDocument(parsing: "Created: yesterday\nWeather: 01d\n")
        #expect(document.trailers.isEmpty)
        #expect(document.title == "Created: yesterday")
    }

    @Test func crlfFilesRoundTripAndGainCrlfTrailers() {
        let text = "Title\r\n\r\nLine one\r\nLine two\r\n"
        var document = EntryDocument(parsing: text)
        #expect(document.title == "Title")
        #expect(document.body == "Line one\r\nLine two")
        #expect(document.rendered() == text)
        document.setTrailer("Created", "2026-11-22T15:45:00+09:00")
        #expect(
            document.rendered() == "Title\r\n\r\nLine one\r\nLine two\r\n\r\nCreated: 2026-11-22T15:45:00+09:00\r\n")
    }

    @Test func aFileWithoutAFinalNewlineKeepsItsLastLine() {
        let text = "Title\n\nNo newline at the end"
        var document = EntryDocument(parsing: text)
        #expect(document.body == "No newline at the end")
        #expect(document.rendered() == text)
        document.setTrailer("Weather", "50n")
        #expect(document.rendered() == "Title\n\nNo newline at the end\n\nWeather: 50n\n")
    }

    @Test func aTrailerBlockWithoutAFinalNewlineGrowsCorrectly() {
        var document = EntryDocument(parsing: "T\n\nB\n\nCreated: 2026-01-01T00:00:00Z")
        document.setTrailer("Weather", "01d")
        #expect(document.rendered() == "T\n\nB\n\nCreated: 2026-01-01T00:00:00Z\nWeather: 01d\n")
    }

    @Test func hangulAndEmojiTitlesAreKept() {
        let text = "비 오는 월요일 🌧️\n\n우산을 잃어버렸다. 👍🏽\n\nCreated: 2026-11-23T08:00:00+09:00\n"
        let document = EntryDocument(parsing: text)
        #expect(document.title == "비 오는 월요일 🌧️")
        #expect(document.body == "우산을 잃어버렸다. 👍🏽")
        #expect(document.rendered() == text)
    }

    @Test func anEntryWithOnlyTrailersIsEmpty() {
        #expect(EntryDocument(parsing: "").isEmpty)
        #expect(EntryDocument(parsing: "\n\n  \n").isEmpty)
        #expect(EntryDocument(parsing: "\n\nCreated: 2026-01-01T00:00:00Z\n").isEmpty)
        #expect(!EntryDocument(parsing: "\n\nonly a body\n").isEmpty)
    }

    @Test func aNewDocumentIsLaidOutCanonically() {
        let document = EntryDocument(
            title: "Title", body: "Body", trailers: [Trailer(key: "Created", value: "2026-11-22T15:45:00+09:00")])
        #expect(document.rendered() == "Title\n\nBody\n\nCreated: 2026-11-22T15:45:00+09:00\n")
        #expect(EntryDocument(title: "", body: "Just a body").rendered() == "\n\nJust a body\n")
    }

    @Test func removingTheLastTrailerRemovesTheBlock() {
        var document = EntryDocument(parsing: "T\n\nB\n\nCreated: 2026-11-22T15:45:00+09:00\nWeather: 01d\n")
        document.removeTrailer("Weather")
        #expect(document.rendered() == "T\n\nB\n\nCreated: 2026-11-22T15:45:00+09:00\n")
        document.removeTrailer("Created")
        #expect(document.rendered() == "T\n\nB\n")
    }

    // MARK: Properties

    /// Pieces that make up tricky entry files: line endings of both kinds, blank lines,
    /// trailer-like lines known and unknown, Hangul, emoji, combining marks.
    static let fragments: [String] = [
        "\n", "\n", "\r\n", "\n\n", " ", "\t", ":", "a", "Title", "제목", "일기", "🌧️", "👍🏽", "e\u{301}",
        "Created: 2026-11-22T15:45:00+09:00", "Weather: 10d", "Note: buy milk", "Key: value", "Weather:",
        "@tag", "\r", "—", "Ünïcødé",
    ]
    static let texts = Gen.element(of: fragments).compactMap { $0 }.array(of: 0...40).map { $0.joined() }

    @Test func everyTextRoundTripsByteForByte() async {
        await propertyCheck(count: 2000, input: Self.texts) { text in
            #expect(EntryDocument(parsing: text).rendered() == text)
        }
    }

    /// Without a lone "\r": a line ending added after one turns it into "\r\n", which is the
    /// right reading of such a file but not the same title or body as before.
    static let textsWithoutLoneCR = Gen.element(of: fragments.filter { $0 != "\r" }).compactMap { $0 }
        .array(of: 0...40).map { $0.joined() }

    @Test func addingATrailerKeepsTitleBodyAndOtherTrailers() async {
        await propertyCheck(count: 2000, input: Self.textsWithoutLoneCR) { text in
            // As ilgi saved it: with a `Created:` (a block without one is the writer's text).
            var before = EntryDocument(parsing: text)
            if before.trailer("Created") == nil { before.setTrailer("Created", "2026-11-22T15:45:00+09:00") }
            var after = before
            after.setTrailer("Weather", "09n")
            let reparsed = EntryDocument(parsing: after.rendered())
            #expect(reparsed.title == before.title)
            #expect(reparsed.body.trimmingCharacters(in: .newlines) == before.body.trimmingCharacters(in: .newlines))
            #expect(reparsed.trailer("Weather") == "09n")
            #expect(
                Array(reparsed.trailers.map(\.line).filter { !$0.hasPrefix("Weather") })
                    == before.trailers.map(\.line).filter { !$0.hasPrefix("Weather") })
        }
    }

    static let titles = Gen.element(of: ["", "T", "제목 🌧️", "Created: x", "  spaced  ", "a\u{301}"]).compactMap { $0 }
    static let bodies = textsWithoutLoneCR

    @Test func aBuiltDocumentParsesBackToItsParts() async {
        await propertyCheck(count: 1000, input: Self.titles, Self.bodies) { title, body in
            let document = EntryDocument(
                title: title, body: body, trailers: [Trailer(key: "Created", value: "2026-11-22T15:45:00+09:00")])
            let parsed = EntryDocument(parsing: document.rendered())
            #expect(parsed.title == title)
            #expect(parsed.trailer("Created") == "2026-11-22T15:45:00+09:00")
            #expect(parsed.body == document.body)
        }
    }
}

@Suite struct EntryDocumentEdgeTests {
    @Test func trailingBlankLinesGiveWayToANewTrailerBlock() {
        var document = EntryDocument(parsing: "Title only\n\n\n")
        document.setTrailer("Created", "2026-11-22T15:45:00+09:00")
        #expect(document.rendered() == "Title only\n\nCreated: 2026-11-22T15:45:00+09:00\n")
    }
}
