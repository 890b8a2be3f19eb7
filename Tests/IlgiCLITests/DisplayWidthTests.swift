import Testing

@testable import ilgi

@Suite struct DisplayWidthTests {
    @Test func hangulCjkAndEmojiTakeTwoColumns() {
        #expect(DisplayWidth.of("abc") == 3)
        #expect(DisplayWidth.of("일기") == 4)
        #expect(DisplayWidth.of("日記") == 4)
        #expect(DisplayWidth.of("🌧️") == 2)
        #expect(DisplayWidth.of("☀️") == 2)
        #expect(DisplayWidth.of("👍🏽") == 2)
        #expect(DisplayWidth.of("👨‍👩‍👧") == 2)
    }

    @Test func combiningMarksAndControlsTakeNone() {
        #expect(DisplayWidth.of("e\u{301}") == 1)
        #expect(DisplayWidth.of("\u{1100}\u{1161}\u{11A8}") == 2)  // 각 as conjoining jamo
        #expect(DisplayWidth.of("a\u{200B}b") == 2)
    }

    @Test func truncationNeverSplitsACharacter() {
        #expect(DisplayWidth.truncate("일기장입니다", to: 6) == "일기…")
        #expect(DisplayWidth.truncate("일기장입니다", to: 7) == "일기장…")
        #expect(DisplayWidth.truncate("e\u{301}e\u{301}e\u{301}", to: 2) == "e\u{301}…")
        #expect(DisplayWidth.truncate("👨‍👩‍👧👨‍👩‍👧", to: 3) == "👨‍👩‍👧…")
        #expect(DisplayWidth.truncate("short", to: 10) == "short")
    }

    @Test func padFillsToTheColumn() {
        #expect(DisplayWidth.pad("일", to: 4) == "일  ")
        #expect(DisplayWidth.pad("abcdef", to: 4) == "abcdef")
    }
}
