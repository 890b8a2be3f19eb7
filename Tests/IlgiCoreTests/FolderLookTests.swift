import Foundation
import IlgiEntry
import IlgiJournalTestSupport
import IlgiTestSupport
import Testing

@testable import IlgiCatalog
@testable import IlgiCore

/// A catalog's first refresh in a command is handed a look at the month folders taken on
/// another thread while the catalog opened (`FolderLook`). A look is a moment of the work
/// tree: a refresh that uses one may miss what changed after it, never what came before, and
/// the next refresh finds the rest.
@Suite struct FolderLookTests {
    @Test func anEntryWrittenAfterTheLookIsFoundByTheNextRefresh() throws {
        try withJournal { folder, journal in
            _ = try journal.create(text: "First\n", created: Timestamp(iso8601: "2021-04-01T09:00:00+09:00"))
            let catalog = try journal.reader.catalog()
            #expect(try catalog.entryCount() == 1)
            let look = FolderLook(root: folder.url.path)
            try FolderLookTests.writeByHand("Later\n", month: "2019/03", in: folder.url)
            try catalog.refresh(look: look)
            try catalog.refresh()
            #expect(try catalog.entryCount() == 2)
        }
    }

    @Test func anEntryWrittenBeforeTheLookIsFoundByTheRefreshThatUsesIt() throws {
        try withJournal { folder, journal in
            _ = try journal.create(text: "First\n", created: Timestamp(iso8601: "2021-04-01T09:00:00+09:00"))
            let catalog = try journal.reader.catalog()
            try FolderLookTests.writeByHand("Earlier\n", month: "2019/03", in: folder.url)
            try catalog.refresh(look: FolderLook(root: folder.url.path))
            #expect(try catalog.entryCount() == 2)
        }
    }

    @Test func aLookAtAnotherFolderIsNotUsed() throws {
        try withJournal { folder, journal in
            let catalog = try journal.reader.catalog()
            let elsewhere = TemporaryDirectory("ilgi-elsewhere")
            let look = FolderLook(root: elsewhere.url.path)
            #expect(look.stamps.isEmpty)
            try FolderLookTests.writeByHand("By hand\n", month: "2019/03", in: folder.url)
            try catalog.refresh(look: look)
            #expect(try catalog.entryCount() == 1)
        }
    }

    @Test func theFirstReadOfACommandFindsWhatWasWrittenByHand() throws {
        let folder = TemporaryDirectory("ilgi-journal")
        _ = try Journal.open(at: folder.url).create(text: "Saved\n")
        try FolderLookTests.writeByHand("By hand\n", month: "2019/03", in: folder.url)
        // A new Journal, as a new command has: its first read opens the catalog with a look.
        let titles = try Journal.open(at: folder.url).reader.summaries(matching: EntryFilter()).map(\.title)
        #expect(Set(titles) == ["Saved", "By hand"])
    }

    /// An entry file written straight into the work tree, as an editor or a copy would.
    static func writeByHand(_ text: String, month: String, in root: URL) throws {
        let folder = root.appendingPathComponent(month, isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent(UUID().uuidString.lowercased() + ".txt")
        try (text + "\nCreated: \(month.replacingOccurrences(of: "/", with: "-"))-01T09:00:00+09:00\n").write(
            to: file, atomically: true, encoding: .utf8)
    }
}
