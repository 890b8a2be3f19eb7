import Testing

@testable import IlgiCore

/// `Journal.lines(of:)` splits a body at newline bytes instead of walking its Characters; it
/// must cut exactly where `split(whereSeparator: \.isNewline)` cuts, on any text.
@Suite struct SearchLineSplitTests {
    static let pieces = [
        "a", "Garden", " ", "\n", "\r\n", "\r", "\u{0B}", "\u{0C}", "\u{85}", "\u{2028}", "\u{2029}", "\n\n",
        "e\u{301}", "\u{301}", "바다", "👨‍👩‍👧", "🌧️", "\u{200D}", "\r\u{301}", "\n\u{301}", "é", "\t", "",
    ]

    @Test func linesAreCutWhereCharactersThatAreNewlinesStand() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<3000 {
            let count = Int.random(in: 0...12, using: &generator)
            let text = (0..<count).map { _ in SearchLineSplitTests.pieces.randomElement(using: &generator)! }.joined()
            let expected = text.split(omittingEmptySubsequences: true, whereSeparator: \.isNewline).map(String.init)
            #expect(Journal.lines(of: text) == expected, "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
        }
    }
}
