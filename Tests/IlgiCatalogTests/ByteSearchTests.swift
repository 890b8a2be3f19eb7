import IlgiTestSupport
import Testing

@testable import IlgiCatalog

/// `ByteSearch.firstOffset` tries sixteen places at once and the last few one at a time: it
/// must find what a plain byte-by-byte search finds, at every length of text and needle, with
/// the match anywhere (the first place, across the sixteen-byte steps, the very end).
@Suite struct ByteSearchTests {
    /// The first place `needle` starts in `text`, by trying each.
    static func plainSearch(_ needle: [UInt8], in text: [UInt8]) -> Int? {
        guard needle.count <= text.count else { return nil }
        return (0...(text.count - needle.count)).first { Array(text[$0..<$0 + needle.count]) == needle }
    }

    static func fastSearch(_ needle: [UInt8], in text: [UInt8]) -> Int? {
        needle.withUnsafeBytes { needle in
            text.withUnsafeBytes { text in ByteSearch.firstOffset(of: needle, in: text) }
        }
    }

    /// Calls `check` with 20,000 texts of up to 70 bytes of `alphabet` and a needle for each:
    /// half the time a piece of the text as `searched` makes it, else up to 20 bytes of
    /// `alphabet`, each as `searched` makes it.
    static func forEachRandomCase(
        of alphabet: [UInt8], seed: UInt64, searched: (UInt8) -> UInt8 = { $0 },
        _ check: (_ needle: [UInt8], _ text: [UInt8]) -> Void
    ) {
        var generator = SeededGenerator(state: seed)
        for _ in 0..<20_000 {
            let text = (0..<Int.random(in: 0...70, using: &generator)).map { _ in
                alphabet.randomElement(using: &generator)!
            }
            let needle: [UInt8]
            if !text.isEmpty, Bool.random(using: &generator) {
                let start = Int.random(in: 0..<text.count, using: &generator)
                needle = text[start..<Int.random(in: (start + 1)...text.count, using: &generator)].map(searched)
            } else {
                needle = (0..<Int.random(in: 1...20, using: &generator)).map { _ in
                    searched(alphabet.randomElement(using: &generator)!)
                }
            }
            check(needle, text)
        }
    }

    @Test func findsWhatAPlainSearchFinds() {
        // Few letters, so that needles often match in part: the candidates the first and last
        // byte let through must be compared whole.
        Self.forEachRandomCase(of: Array("abz 다".utf8), seed: 40) { needle, text in
            #expect(Self.fastSearch(needle, in: text) == Self.plainSearch(needle, in: text), "\(needle) in \(text)")
        }
    }

    static func loweringSearch(_ needle: [UInt8], in text: [UInt8]) -> Int? {
        needle.withUnsafeBytes { needle in
            text.withUnsafeBytes { text in ByteSearch.firstOffset(ofLowered: needle, inLowering: text) }
        }
    }

    /// Searching while lowering finds what searching a lowered copy finds. The letters come in
    /// both cases, and with bytes that differ from them only in the 0x20 bit (`@` and `` ` ``,
    /// `[` and `{`, a control byte and a digit), which the sixteen-at-once step lets through.
    @Test func findsWhileLoweringWhatASearchOfTheLoweredTextFinds() {
        Self.forEachRandomCase(of: Array("aAgG@`[{1\u{11} 다".utf8), seed: 41, searched: FoldedBytes.loweredASCII) {
            needle, text in
            let lowered = text.map(FoldedBytes.loweredASCII)
            #expect(
                Self.loweringSearch(needle, in: text) == Self.plainSearch(needle, in: lowered), "\(needle) in \(text)")
        }
    }

    @Test func findsAMatchAtEveryPlaceOfALongText() {
        let needle = Array("quiet river".utf8)
        for place in 0...100 {
            var text = [UInt8](repeating: UInt8(ascii: "q"), count: 100 + needle.count)
            text.replaceSubrange(place..<place + needle.count, with: needle)
            #expect(Self.fastSearch(needle, in: text) == place)
            #expect(Self.fastSearch(needle, in: Array(text[..<(place + needle.count - 1)])) == nil)
            // Its letters but the q's in capitals, the needle is found where it was.
            let shouted = text.map { $0 == UInt8(ascii: "q") || $0 == UInt8(ascii: " ") ? $0 : $0 & ~0x20 }
            #expect(Self.loweringSearch(needle, in: shouted) == place)
        }
    }

    @Test func anEmptyNeedleIsFoundAtTheStart() {
        #expect(Self.fastSearch([], in: Array("garden".utf8)) == 0)
        #expect(Self.fastSearch([], in: []) == 0)
        #expect(Self.fastSearch(Array("g".utf8), in: []) == nil)
        #expect(Self.loweringSearch([], in: Array("Garden".utf8)) == 0)
        #expect(Self.loweringSearch(Array("g".utf8), in: []) == nil)
    }
}
