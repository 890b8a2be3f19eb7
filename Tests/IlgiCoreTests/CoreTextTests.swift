import IlgiEntry
import Testing

@testable import IlgiCore
@testable import IlgiStore

/// The core's words are keys with a table a language (`CoreText`): the compiler holds each
/// table to every key; these hold the parts it cannot see.
struct CoreTextTests {
    @Test func everyWritingPromptIsWrittenInEveryLanguage() {
        #expect(CoreText.englishWritingPrompts.count == CoreText.koreanWritingPrompts.count)
        #expect(WritingPrompts.builtIn.count == CoreText.writingPromptCount)
        for number in 0..<CoreText.writingPromptCount {
            let english = CoreText.writingPrompt(number).text(in: .english)
            let korean = CoreText.writingPrompt(number).text(in: .korean)
            #expect(english.first?.isUppercase == true, "\(english)")
            #expect(korean.unicodeScalars.contains { (0xAC00...0xD7A3).contains($0.value) }, "\(korean)")
        }
    }

    @Test func countsTakeTheNounInItsFormForTheNumber() {
        #expect(CoreText.entryCount(1).text(in: .english) == "1 entry")
        #expect(CoreText.entryCount(2).text(in: .english) == "2 entries")
        #expect(CoreText.leftOut(1, "origin").text(in: .english).hasPrefix("Left out 1 file from origin"))
        #expect(CoreText.leftOut(2, "origin").text(in: .english).hasPrefix("Left out 2 files from origin"))
    }

    @Test func aMessageKeptForLaterSaysItInEveryLanguage() {
        let kept = Localized(StoreText.journalBusy("/j/.git/ilgi/lock"))
        #expect(kept.english.hasPrefix("another ilgi is still saving"))
        #expect(kept.korean.hasPrefix("다른 ilgi가"))
        #expect(Localized(verbatim: "Permission denied").korean == "Permission denied")
    }

    @Test func composedTextIsPutTogetherInTheLanguageAskedFor() {
        let line = Composed { "[###] " + StoreText.noEntries.text(in: $0) }
        for language in Language.allCases {
            #expect(line.text(in: language) == "[###] " + StoreText.noEntries.text(in: language))
        }
        #expect(EntryText.today.text(in: .korean) == "오늘")
    }
}
