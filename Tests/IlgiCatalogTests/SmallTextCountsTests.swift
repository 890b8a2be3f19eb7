import Testing

@testable import IlgiCatalog

/// `stats` counts each entry's weather code under its bytes packed into an integer: texts that
/// differ only in length or in a zero byte stay apart, and a text too long to pack is counted
/// as it is.
@Suite struct SmallTextCountsTests {
    static func counted(_ texts: [String]) -> [String: Int] {
        var counts = SmallTextCounts()
        for text in texts {
            var bytes = Array(text.utf8)
            bytes.withUnsafeMutableBufferPointer { counts.add(UnsafeBufferPointer($0)) }
        }
        return Dictionary(counts.counts.map { ($0.text, $0.count) }, uniquingKeysWith: +)
    }

    @Test func eachTextIsCountedApart() {
        let texts = ["10d", "10d", "01n", "", "a", "a\0", "\0", "7 bytes", "eight by", "a longer one", "비", "비"]
        #expect(Self.counted(texts) == Dictionary(texts.map { ($0, 1) }, uniquingKeysWith: +))
    }

    @Test func nothingCountedIsEmpty() {
        #expect(Self.counted([]).isEmpty)
    }
}
