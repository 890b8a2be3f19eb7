import Foundation
import IlgiEntry
import IlgiJournalTestSupport
import IlgiTestSupport
import Testing

@testable import IlgiCore
@testable import IlgiStore

/// An import flushes what it wrote, and nothing else, before the commit that names it: its
/// entry files, their photos and the folders that name them (never a system-wide sync(2)).
@Suite struct BatchFlushTests {
    final class Flushes: @unchecked Sendable {
        var calls: [(paths: [String], root: String, commits: Int)] = []
    }

    @Test func anImportFlushesEveryFileItWroteBeforeItCommits() throws {
        try withJournal { folder, journal throws in
            _ = try journal.create(text: "Mine\n\nalready here\n")
            let photo = try folder.write("not really a jpeg", to: "../ilgi-flush-photo-\(UUID().uuidString).jpeg")
            defer { try? FileManager.default.removeItem(at: photo) }
            let flushes = Flushes()
            let root = folder.url.path
            journal.store.files.syncWritten = { paths, root in
                let commits = (try? GitChecks.log(URL(fileURLWithPath: root)).count) ?? -1
                flushes.calls.append((paths, root, commits))
                try FileWriter.flush(paths, below: root)
            }
            var written: [Entry] = []
            try journal.createBatch(message: { "Import \($0) entries\n" }, created: { written.append($0) }) { add in
                try add(NewEntry(document: EntryDocument(parsing: "One\n\nbody\n")))
                try add(
                    NewEntry(
                        document: EntryDocument(parsing: "Two\n\nbody\n"),
                        assets: [EntryAsset(name: "a.jpeg", source: photo)]))
            }

            // The journal's files (its objects are flushed too, below `.git/objects`).
            let journalFlushes = flushes.calls.filter { $0.root == root }
            #expect(journalFlushes.count == 1)
            let call = try #require(journalFlushes.first)
            #expect(call.root == root)
            #expect(call.commits == 1, "flushed before the import's commit")
            let expected =
                written.map { root + "/" + $0.path } + [root + "/" + EntryAssets.folder(forEntryPath: written[1].path)]
            #expect(Set(call.paths) == Set(expected))
            #expect(try GitChecks.log(folder.url).count == 2)
        }
    }

    @Test func theFoldersFlushedReachFromEachFileToTheJournal() {
        #expect(
            FileWriter.foldersAbove("/j/2026/11/a.txt", below: "/j") == ["/j/2026/11", "/j/2026", "/j"])
        #expect(
            FileWriter.foldersAbove("/j/2026/11/a.assets/p.jpeg", below: "/j")
                == ["/j/2026/11/a.assets", "/j/2026/11", "/j/2026", "/j"])
        #expect(FileWriter.foldersAbove("/elsewhere/a.txt", below: "/j").isEmpty)
        #expect(FileWriter.foldersAbove("/j2/a.txt", below: "/j").isEmpty)
    }

    /// Linux has sync_file_range(2), so files are written out in a batch, not fsynced one by one.
    @Test func theBatchWriteOutIsFoundOnLinux() {
        #if os(Linux)
            #expect(FileWriter.SyncFileRange.function != nil)
        #endif
    }

    @Test func flushingRealFilesAndFoldersSucceedsAndSkipsWhatIsGone() throws {
        let folder = TemporaryDirectory("ilgi-flush")
        let entry = try folder.write("Title\n", to: "2026/11/a.txt")
        _ = try folder.write("bytes", to: "2026/11/a.assets/p.jpeg")
        try FileWriter.flush(
            [entry.path, folder.appending("2026/11/a.assets").path, folder.appending("2026/11/gone.txt").path],
            below: folder.path)
    }
}
