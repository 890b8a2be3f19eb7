import Foundation
import IlgiTestSupport
import Testing

@testable import GitKit

@Suite struct LargeBlobTests {
    @Test func theLookFindsANewLargeBlobAndItsPathWithoutReadingWhatIsAlreadyHere() throws {
        let folder = TemporaryDirectory()
        let theirs = try Repository.create(at: folder.appending("theirs"))
        let ours = try Repository.create(at: folder.appending("ours"))
        _ = try commitFile(theirs, "2026/11/old.txt", String(repeating: "o", count: 5_000), message: "Old\n")
        try ours.createRemote(named: "origin", url: folder.appending("theirs").path)
            .fetch(callbacks: RemoteCallbacks())
        #expect(try theirs.firstBlob(largerThan: 1_000, missingFrom: ours) == nil, "old.txt is here already")

        _ = try commitFile(theirs, "2026/11/small.txt", "small\n", message: "Small\n")
        #expect(try theirs.firstBlob(largerThan: 1_000, missingFrom: ours) == nil)
        let large = try commitFile(
            theirs, "2026/12/large.txt", String(repeating: "l", count: 2_000), message: "Large\n")
        let found = try #require(try theirs.firstBlob(largerThan: 1_000, missingFrom: ours))
        #expect(found == LargeBlob(commit: large, path: "2026/12/large.txt", size: 2_000))
        #expect(try theirs.firstBlob(largerThan: 2_000, missingFrom: ours) == nil, "the limit itself is allowed")
    }

    @Test func nothingNewMeansNothingToLookAt() throws {
        let folder = TemporaryDirectory()
        let theirs = try Repository.create(at: folder.appending("theirs"))
        #expect(try theirs.firstBlob(largerThan: 0, missingFrom: theirs) == nil)
        _ = try commitFile(theirs, "a.txt", "a\n", message: "A\n")
        #expect(try theirs.firstBlob(largerThan: 0, missingFrom: theirs) == nil)
    }
}
