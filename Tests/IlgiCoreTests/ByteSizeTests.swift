import IlgiCore
import Testing

@Suite struct ByteSizeTests {
    @Test func aRoundLimitReadsAsOne() {
        #expect(ByteSize.words(20 * 1024 * 1024) == "20 MiB")
        #expect(ByteSize.words(157) == "157 B")
    }

    @Test func aSizeKeepsItsTenths() {
        #expect(ByteSize.words(1_572_864) == "1.5 MiB")
    }

    @Test func aFileJustOverALimitNeverReadsAsAtIt() {
        // 21,000,000 bytes is 20.03 MiB: "20.0 MiB, over the 20 MiB limit" would read as a contradiction.
        #expect(ByteSize.words(21_000_000) == "20.03 MiB")
        #expect(ByteSize.words(20 * 1024 * 1024 + 1) == "20.01 MiB")
    }
}
