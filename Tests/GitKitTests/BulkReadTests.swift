import Foundation
import GitKit
import IlgiTestSupport
import Testing

@Suite struct BulkReadTests {
    /// A push reads the remote tip's every tree inside `LibGit2.withBulkReads`: objects are not
    /// re-hashed there, and are again once it ends.
    @Test func anObjectWhoseBytesAreNotItsNameIsReadOnlyInBulkReads() throws {
        let folder = TemporaryDirectory()
        let repository = try Repository.create(at: folder.url)
        let named = try repository.createBlob(Data("written\n".utf8))
        let other = try repository.createBlob(Data("swapped\n".utf8))
        // The loose object of `named` holding `other`'s bytes, as a damaged disk could.
        func looseFile(_ oid: Oid) -> URL {
            folder.appending(".git/objects/\(oid.hex.prefix(2))/\(oid.hex.dropFirst(2))")
        }
        try FileManager.default.removeItem(at: looseFile(named))
        try FileManager.default.copyItem(at: looseFile(other), to: looseFile(named))
        // A new handle for each read: nothing comes from an object cache.
        func read() throws -> String {
            String(decoding: try Repository.open(at: folder.url).blob(named).data, as: UTF8.self)
        }

        #expect(throws: GitError.self, "re-hashed, it is not the object named") { try read() }
        #expect(try LibGit2.withBulkReads { try read() } == "swapped\n")
        #expect(throws: GitError.self, "re-hashed again after") { try read() }
    }
}
