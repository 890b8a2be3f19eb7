import Foundation
import GitKit
import IlgiEntry
import IlgiJournalTestSupport
import IlgiStore
import IlgiTestSupport
import Testing

@testable import IlgiCore

/// Stores every file reversed behind a marker, and refuses to decode anything else: a blob
/// written around `JournalContent` has no marker, a blob read around it comes out reversed,
/// and nothing of a file's words can be read in git. What an encrypting codec will rely on.
struct ReversingCodec: ContentCodec {
    static let marker = Data("\0SEAM\0".utf8)

    struct NotEncoded: Error { let path: String }

    func encode(_ plain: Data, path: String) -> Data { ReversingCodec.marker + Data(plain.reversed()) }

    func decode(_ stored: Data, path: String) throws -> Data {
        guard stored.starts(with: ReversingCodec.marker) else { throw NotEncoded(path: path) }
        return Data(stored.dropFirst(ReversingCodec.marker.count).reversed())
    }
}

/// Every blob reachable from any ref of the repository at `folder` (a work tree or a bare
/// one), by path: listed by plain git, read raw.
private func blobs(in folder: URL) throws -> [(path: String, data: Data)] {
    let listing = try CommandRunner.git(
        ["rev-list", "--objects", "--all", "--filter=object:type=blob", "--filter-provided-objects"], in: folder)
    #expect(listing.succeeded, "\(listing)")
    let repository = try Repository.open(at: folder)
    return try listing.stdout.split(separator: "\n").compactMap { line in
        let parts = line.split(separator: " ", maxSplits: 1)
        guard parts.count == 2 else { return nil }
        let oid = try Oid(hex: String(parts[0]))
        return (String(parts[1]), try repository.blob(oid).data)
    }
}

/// Expects every blob in `folder` to be stored through the codec, and none to hold `words`.
private func expectOnlyEncodedBlobs(
    in folder: URL, hiding words: [String], sourceLocation: SourceLocation = #_sourceLocation
) throws {
    let all = try blobs(in: folder)
    #expect(!all.isEmpty, sourceLocation: sourceLocation)
    for (path, data) in all {
        #expect(data.starts(with: ReversingCodec.marker), "\(path) is not encoded", sourceLocation: sourceLocation)
        for word in words {
            #expect(data.range(of: Data(word.utf8)) == nil, "\(path) holds \(word)", sourceLocation: sourceLocation)
        }
    }
}

private func withSeamJournal(_ body: (TemporaryDirectory, Journal) throws -> Void) throws {
    let folder = TemporaryDirectory("ilgi-seam")
    var configuration = JournalConfiguration()
    configuration.codec = ReversingCodec()
    let journal = try Journal.open(at: folder.url, configuration: configuration)
    try journal.repository.config().set("user.name", to: "Seam")
    try journal.repository.config().set("user.email", to: "seam@example.com")
    try body(folder, journal)
}

@Suite struct ContentSeamTests {
    @Test func savesStoreEveryBlobThroughTheCodecAndTheWorkTreeStaysPlain() throws {
        try withSeamJournal { folder, journal in
            let beach = try savedEntry(journal.create(text: "Beach\n\nThe tide was out.\n"))
            _ = try journal.update(beach, text: "Beach day\n\nThe tide was out, then in.\n")
            _ = try journal.createBatch(
                [EntryDocument(parsing: "Imported\n\nFrom an old diary.\n")], message: "Import 1 entry")
            let text = try String(contentsOf: folder.url.appendingPathComponent(beach.path), encoding: .utf8)
            #expect(text.hasPrefix("Beach day\n\nThe tide was out, then in.\n"))
            #expect(try journal.reader.entries().map(\.title).sorted() == ["Beach day", "Imported"])
            try expectOnlyEncodedBlobs(in: folder.url, hiding: ["Beach", "tide", "Imported", "diary"])
            #expect(try journal.store.content.uncommittedChanges(root: folder.url).isEmpty)
        }
    }

    @Test func historyVersionsDiffsAndRestoresReadThroughTheCodec() throws {
        try withSeamJournal { _, journal in
            let entry = try savedEntry(journal.create(text: "Rain\n\nWet shoes.\n"))
            _ = try journal.update(entry, text: "Rain again\n\nWet shoes, dry socks.\n")
            let history = JournalHistory(journal)
            let location = try history.locate(entry.id.short)
            #expect(try history.log(of: location).map(\.title) == ["Rain again", "Rain"])
            #expect(try history.version(of: location, at: "HEAD~1").entry.title == "Rain")
            let diff = try history.diff(location).lines.map(\.text)
            #expect(diff.contains("-Rain") && diff.contains("+Rain again"), "\(diff)")

            try journal.delete(try journal.reader.entry(matching: entry.id.short))
            let deleted = try history.deletedEntries()
            #expect(deleted.map(\.entry.title) == ["Rain again"])
            guard case .restored(let restored) = try history.restore(try history.locate(entry.id.short)) else {
                Issue.record("expected a restore")
                return
            }
            #expect(restored.body == "Wet shoes, dry socks.")
        }
    }

    @Test func aFailedSavePutsBackTheCommittedWordsReadThroughTheCodec() throws {
        try withSeamJournal { folder, journal in
            let entry = try savedEntry(journal.create(text: "Kept\n\nAs committed.\n"))
            let committed = try Data(contentsOf: folder.url.appendingPathComponent(entry.path))
            struct Stop: Error {}
            #expect(throws: Stop.self) {
                try journal.store.transaction(.saveEntry) { tx in
                    try tx.write("Half\n\nwritten.\n", to: entry.path)
                    throw Stop()
                }
            }
            #expect(try Data(contentsOf: folder.url.appendingPathComponent(entry.path)) == committed)
        }
    }

    @Test func syncMergesTheWordsAndTheRemoteHoldsNone() throws {
        let world = try SyncWorld(machines: 2, codec: ReversingCodec())
        let entry = try savedEntry(world.journals[0].create(text: "Walk\n\nfirst line\nmiddle\nlast line\n"))
        let pier = try savedEntry(world.journals[0].create(text: "Pier\n\nWe walked to the pier.\n"))
        try world.sync(0)
        let received = try world.sync(1)
        #expect(received.integration == .fastForward)
        #expect(try world.files(1) == world.files(0))

        try world.edit(1, entry, replacing: "last line", with: "last line, on 1")
        try world.edit(1, pier, replacing: "the pier", with: "the lighthouse")
        try world.sync(1)
        try world.edit(0, entry, replacing: "first line", with: "first line, on 0")
        try world.edit(0, pier, replacing: "the pier", with: "the harbour")
        let report = try world.sync(0)

        #expect(
            try world.journals[0].reader.entry(matching: entry.id.uuid).body
                == "first line, on 0\nmiddle\nlast line, on 1")
        #expect(try world.journals[0].reader.entry(matching: pier.id.uuid).body == "We walked to the harbour.")
        let copy = try #require(report.conflicts.first)
        guard case .entry(_, let copyID, _) = copy.kind else {
            Issue.record("expected an entry conflict, got \(copy.kind)")
            return
        }
        #expect(try world.journals[0].reader.entry(matching: copyID.uuid).body == "We walked to the lighthouse.")
        #expect(try world.journals[0].store.content.uncommittedChanges(root: world.root(0)).isEmpty)
        #expect(try GitChecks.fsck(world.root(0)).succeeded)

        try world.sync(1)
        #expect(try world.files(1) == world.files(0))
        try expectOnlyEncodedBlobs(in: world.remote, hiding: ["Walk", "middle", "lighthouse", "harbour"])
    }
}
