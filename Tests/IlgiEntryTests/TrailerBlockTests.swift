import Foundation
import IlgiEntry
import Testing

/// Only text ilgi itself wrote is metadata (issue 11.1, docs/FORMAT.md §2); everything else is
/// body, byte for byte.
@Suite struct TrailerBlockTests {
    /// What the writer may end an entry with, and that was hidden as "metadata".
    @Test(arguments: [
        "Weather: sunny and warm",
        "Source: my grandmother",
        "Location: the old house by the river",
        "Starred: maybe",
        "Created: the day I turned ten",
        "Weather: 01d",  // a valid value, but no Created: beside it, so ilgi did not write it
        "Created: 2026-11-22T15:45:00+09:00\nWeather: sunny and warm",
        "Created: 2026-11-22T15:45:00+09:00\nSource: my grandmother",
        "Created: 2026-11-22T15:45:00+09:00\nStarred: no",
        "Created: 2026-11-22T15:45:00+09:00\nConflict-Of: my sister",
        "Created: 2026-11-22T15:45:00+09:00\nLocation: a\u{7}bell",
    ])
    func aLastParagraphThatLooksLikeMetadataIsBody(paragraph: String) {
        let text = "Picnic\n\nWe ate sandwiches.\n\n\(paragraph)\n"
        let document = EntryDocument(parsing: text)
        #expect(document.trailers.isEmpty)
        #expect(document.body == "We ate sandwiches.\n\n\(paragraph)")
        #expect(document.rendered() == text)
    }

    @Test func thePicnicFromTheIssueShowsItsWeatherLineAfterItIsSaved() {
        // What `ilgi new` makes of the piped text: its own block after the writer's.
        var document = EntryDocument(parsing: "Picnic\n\nWe ate sandwiches.\n\nWeather: sunny and warm\n")
        document.setTrailer("Created", "2026-11-22T15:45:00+09:00")
        let saved = EntryDocument(parsing: document.rendered())
        #expect(saved.body == "We ate sandwiches.\n\nWeather: sunny and warm")
        #expect(saved.trailers.map(\.line) == ["Created: 2026-11-22T15:45:00+09:00"])
        #expect(saved.trailer("Weather") == nil)
    }

    /// Entries exactly as the previous release wrote them: `new` (Created), the weather hook
    /// (`git interpret-trailers` adding Weather), `import` (Created, Starred, Weather, Location,
    /// Source), a sync conflict copy (Conflict-Of), `doctor --fix` (Created), CRLF files,
    /// hand-added trailers. Each keeps its metadata, and reads and renders as before.
    static let previousRelease: [(text: String, body: String, trailers: [String])] = [
        ("My day\n\nIt was sunny.\n\nCreated: 2026-11-22T15:45:00+09:00\n", "It was sunny.", ["Created"]),
        (
            "My day\n\nIt was sunny.\n\nCreated: 2026-11-22T15:45:00+09:00\nWeather: 01d\n", "It was sunny.",
            ["Created", "Weather"]
        ),
        ("Title only\n\nCreated: 2026-01-01T00:00:00Z\n", "", ["Created"]),
        (
            "\n\nJust a body\n\nCreated: 2026-11-22T15:45:00-05:00\nWeather: 50n\n", "Just a body",
            ["Created", "Weather"]
        ),
        (
            "Rainy day\n\nLost my umbrella.\n\nCreated: 2024-01-05T09:30:00+09:00\nStarred: yes\nWeather: 10d\n"
                + "Location: Seoul, South Korea\nSource: jrnl sha256:" + String(repeating: "0f", count: 32) + "\n",
            "Lost my umbrella.", ["Created", "Starred", "Weather", "Location", "Source"]
        ),
        (
            "Day One\n\n@travel\n\nCreated: 2023-05-01T08:00:00Z\nSource: dayone sha256:"
                + String(repeating: "a9", count: 32) + "\n",
            "@travel", ["Created", "Source"]
        ),
        (
            "Notes\n\nFrom a folder.\n\nCreated: 2022-02-02T09:00:00+01:00\nSource: markdown sha256:"
                + String(repeating: "7e", count: 32) + "\n",
            "From a folder.", ["Created", "Source"]
        ),
        (
            "Shared (conflict from laptop, 2026-11-20)\n\nTheir words.\n\nCreated: 2026-11-20T10:00:00+09:00\n"
                + "Conflict-Of: 3f2a9c1b-6d0e-4a8f-9b1c-2e7d5a4f8c90\n",
            "Their words.", ["Created", "Conflict-Of"]
        ),
        (
            "T\r\n\r\nCRLF body\r\n\r\nCreated: 2026-11-22T15:45:00+09:00\r\nWeather: 04n\r\n", "CRLF body",
            ["Created", "Weather"]
        ),
        (
            "T\n\nB\n\nCreated: 2026-11-22T15:45:00+09:00\nMood : happy\nSigned-off-by: Me <me@example.com>\n", "B",
            ["Created", "Mood", "Signed-off-by"]
        ),
        ("T\n\nNo final newline\n\nCreated: 2026-01-01T00:00:00Z", "No final newline", ["Created"]),
        ("T\n\nB\n\nWeather: 01d\nCreated: 2026-11-22T15:45:00+09:00\n", "B", ["Weather", "Created"]),
    ]

    @Test(arguments: previousRelease.indices)
    func entriesThePreviousReleaseWroteKeepTheirMetadata(index: Int) {
        let fixture = Self.previousRelease[index]
        let document = EntryDocument(parsing: fixture.text)
        #expect(document.trailers.map(\.key) == fixture.trailers)
        #expect(document.body == fixture.body)
        #expect(document.rendered() == fixture.text)
        #expect(!document.hasSplitTrailerBlock)
    }

    @Test func theValuesIlgiWritesAreValidAndOthersAreNot() {
        #expect(Trailer(key: "Weather", value: "13n").isValidValue)
        #expect(!Trailer(key: "Weather", value: "05d").isValidValue)
        #expect(Trailer(key: "Starred", value: "yes").isValidValue)
        #expect(!Trailer(key: "Starred", value: "please").isValidValue)
        #expect(Trailer(key: "Source", value: "jrnl sha256:" + String(repeating: "0", count: 64)).isValidValue)
        #expect(!Trailer(key: "Source", value: "jrnl sha256:" + String(repeating: "0", count: 63)).isValidValue)
        #expect(!Trailer(key: "Source", value: "my grandmother").isValidValue)
        #expect(Trailer(key: "Conflict-Of", value: "3f2a9c1b-6d0e-4a8f-9b1c-2e7d5a4f8c90").isValidValue)
        #expect(!Trailer(key: "Conflict-Of", value: "3f2a9c1b").isValidValue)
        #expect(Trailer(key: "Location", value: "서울").isValidValue)
        #expect(Trailer(key: "Mood", value: "anything at all").isValidValue)
    }
}

/// The editor shows title and body; ilgi keeps the trailers and puts them back (issue 11.2).
@Suite struct EditableTextTests {
    static let saved = "My day\n\nIt was sunny.\n\nCreated: 2026-11-22T15:45:00+09:00\nWeather: 01d\n"

    @Test func theEditorShowsTitleAndBodyOnly() {
        #expect(EntryDocument(parsing: Self.saved).editableText == "My day\n\nIt was sunny.\n")
    }

    @Test func anUnchangedEditIsTheSameFileByteForByte() {
        for fixture in TrailerBlockTests.previousRelease {
            let document = EntryDocument(parsing: fixture.text)
            #expect(document.replacingEditableText(document.editableText).rendered() == fixture.text)
        }
    }

    @Test(arguments: ["Weather: sunny", "Created: 2026-11-23T00:00:00Z", "anything at all"])
    func aLineAddedAtTheEndInTheEditorIsBody(line: String) {
        let document = EntryDocument(parsing: Self.saved)
        let edited = document.replacingEditableText(document.editableText + line + "\n")
        #expect(
            edited.rendered()
                == "My day\n\nIt was sunny.\n\(line)\n\nCreated: 2026-11-22T15:45:00+09:00\nWeather: 01d\n")
        let reread = EntryDocument(parsing: edited.rendered())
        #expect(reread.body == "It was sunny.\n" + line)
        #expect(reread.trailer("Created") == "2026-11-22T15:45:00+09:00")
        #expect(reread.trailer("Weather") == "01d")
    }

    @Test func aParagraphAddedAtTheEndIsBodyAndBlankLinesLeftAtTheEndGo() {
        let document = EntryDocument(parsing: Self.saved)
        let edited = document.replacingEditableText("My day\n\nIt was sunny.\n\nWeather: 01d\n\n\n")
        #expect(
            edited.rendered()
                == "My day\n\nIt was sunny.\n\nWeather: 01d\n\nCreated: 2026-11-22T15:45:00+09:00\nWeather: 01d\n")
        #expect(EntryDocument(parsing: edited.rendered()).body == "It was sunny.\n\nWeather: 01d")
    }

    @Test func anEditWithoutAFinalNewlineOrWithOnlyATitleIsLaidOut() {
        let document = EntryDocument(parsing: Self.saved)
        #expect(
            document.replacingEditableText("New title\n\nno newline").rendered()
                == "New title\n\nno newline\n\nCreated: 2026-11-22T15:45:00+09:00\nWeather: 01d\n")
        #expect(
            document.replacingEditableText("Only a title").rendered()
                == "Only a title\n\nCreated: 2026-11-22T15:45:00+09:00\nWeather: 01d\n")
        #expect(document.replacingEditableText("\n \n").isEmpty)
    }

    @Test func aCRLFEntryKeepsItsLineEndings() {
        let document = EntryDocument(parsing: "T\r\n\r\nB\r\n\r\nCreated: 2026-01-01T00:00:00Z\r\n")
        #expect(document.editableText == "T\r\n\r\nB\r\n")
        #expect(
            document.replacingEditableText("T\r\n\r\nB\r\nMore\r\n").rendered()
                == "T\r\n\r\nB\r\nMore\r\n\r\nCreated: 2026-01-01T00:00:00Z\r\n")
    }

    @Test func aNewEntryFromTheEditorReadsNothingAsMetadata() {
        var document = EntryDocument(editedText: "Title\n\nBody\n\nCreated: 2020-01-01T00:00:00Z\nWeather: 01d\n")
        #expect(document.trailers.isEmpty)
        document.setTrailer("Created", "2026-11-22T15:45:00+09:00")
        let reread = EntryDocument(parsing: document.rendered())
        #expect(reread.body == "Body\n\nCreated: 2020-01-01T00:00:00Z\nWeather: 01d")
        #expect(reread.trailers.map(\.line) == ["Created: 2026-11-22T15:45:00+09:00"])
    }
}

/// Entries an older ilgi's editor split: the block became body, a second Created was added.
@Suite struct SplitTrailerBlockTests {
    @Test func aLineAddedUnderTheTrailersIsMendedKeepingTheLine() throws {
        // What the previous release saved after "A line I added" was typed under the trailers.
        let damaged =
            "Beach\n\nIt was sunny.\n\nCreated: 2026-11-22T15:45:00+09:00\nWeather: 01d\nA line I added\n\n"
            + "Created: 2026-11-22T15:45:00+09:00\n"
        let document = EntryDocument(parsing: damaged)
        #expect(document.hasSplitTrailerBlock)
        let mended = try #require(document.mendingSplitTrailerBlock())
        #expect(
            mended.rendered()
                == "Beach\n\nIt was sunny.\n\nA line I added\n\nCreated: 2026-11-22T15:45:00+09:00\nWeather: 01d\n")
    }

    @Test func twoDamagingEditsAndAParagraphOfItsOwnAreMended() throws {
        let damaged =
            "Beach\n\nIt was sunny.\n\nCreated: 2026-11-22T15:45:00+09:00\nWeather: 01d\n\nNew paragraph\n\n"
            + "Created: 2026-11-22T15:45:00+09:00\nAnother line\n\nCreated: 2026-11-22T15:45:00+09:00\n"
        let mended = try #require(EntryDocument(parsing: damaged).mendingSplitTrailerBlock())
        #expect(
            mended.rendered()
                == "Beach\n\nIt was sunny.\n\nNew paragraph\n\nAnother line\n\nCreated: 2026-11-22T15:45:00+09:00\nWeather: 01d\n"
        )
        #expect(!EntryDocument(parsing: mended.rendered()).hasSplitTrailerBlock)
    }

    @Test func aBodyThatMerelyMentionsAnotherDateIsNotDamaged() {
        let text = "T\n\nCreated: 2020-01-01T00:00:00Z was my first day\n\nCreated: 2026-11-22T15:45:00+09:00\n"
        #expect(!EntryDocument(parsing: text).hasSplitTrailerBlock)
    }
}

@Suite struct UTF8TextTests {
    @Test func aBadByteIsNamedByItsOffsetAndLine() {
        let data = Data("첫 줄\nab".utf8) + Data([0xFF]) + Data("cd".utf8)
        #expect(throws: NotUTF8Error(origin: .standardInput, byteOffset: 10, line: 2)) {
            try UTF8Text.decode(data, from: .standardInput)
        }
        #expect((try? UTF8Text.decode(Data("일기\r\n".utf8), from: .standardInput)) == "일기\r\n")
    }
}
