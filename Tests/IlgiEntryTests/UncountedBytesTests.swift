import Testing

@testable import IlgiEntry

/// `UncountedBytes` hands out pointers to copies of the strings it was given, in order.
@Suite struct UncountedBytesTests {
    @Test func holdsEachStringsBytesInOrderAnEmptyOneIncluded() {
        let given: [[UInt8]] = [Array("garden".utf8), [], Array("바다".utf8)]
        let held = UncountedBytes(given)
        #expect(held.strings.all.count == 3)
        #expect(held.strings.all.map { Array($0) } == given)
        #expect(Array(held.strings[2]) == Array("바다".utf8))
    }

    @Test func aConstantOfTheProgramKeepsItsBytes() {
        let months = UncountedBytes.forever([Array("January".utf8), Array("February".utf8)])
        #expect(months.all.map { String(decoding: $0, as: UTF8.self) } == ["January", "February"])
    }
}
