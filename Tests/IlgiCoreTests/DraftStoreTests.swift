import Foundation
import IlgiCore
import IlgiEntry
import IlgiJournalTestSupport
import IlgiStore
import IlgiTestSupport
import Testing

/// The draft store and the journal's edit, restore and re-date operations the command line
/// and the web server share (issue 11).
@Suite struct DraftStoreTests {
    @Test func everyEditingSessionHasItsOwnDraftThatSaysWhereItStarted() throws {
        try withJournal { _, journal throws in
            let entry = try savedEntry(journal.create(text: "Title\n\nBody\n"))
            let base = try journal.entryFileText(entry)
            let store = DraftStore(journal: journal)
            let first = try store.create(for: entry.id, base: base, text: "Title\n\nFirst try\n")
            let second = try store.create(for: entry.id, base: base, text: "Title\n\nSecond try\n")
            #expect(first.name != second.name)
            #expect(store.drafts(of: entry.id).count == 2)
            let found = try store.find(String(first.name))
            #expect(found.entryID == entry.id)
            #expect(found.base == base)
            #expect(try found.text() == "Title\n\nFirst try\n")
            #expect(throws: DraftError.notFound("nope")) { try store.find("nope") }
        }
    }

    /// Issue 23: a draft typed in the browser for an existing entry was listed as a new
    /// entry's, and `ilgi drafts restore` made a duplicate with a new id and `Created:` now.
    @Test func aBrowserDraftIsItsEntrysAndRestoresOntoIt() throws {
        try withJournal { _, journal throws in
            let created = try #require(Timestamp(iso8601: "2026-11-22T15:45:00+09:00"))
            let entry = try savedEntry(journal.create(text: "Walk\n\nFirst text\n", created: created))
            let store = DraftStore(journal: journal)
            try store.keepBrowserDraft(
                of: entry.id, text: "Walk\n\nTyped in the page\n", baseHash: SHA256.hex(journal.entryFileText(entry)))
            try store.keepBrowserDraft(
                of: entry.id, text: "Walk\n\nTyped in the page, more\n",
                baseHash: SHA256.hex(journal.entryFileText(entry)))
            let drafts = store.all()
            #expect(drafts.count == 1, "one browser draft an entry, replaced as it is typed")
            let draft = try #require(drafts.first)
            #expect(draft.entryID == entry.id && draft.origin == .browser && !draft.isLegacy)

            let restored = try savedEntry(DraftRestore(journal).restore(draft))
            #expect(restored.id == entry.id)
            #expect(try journal.reader.entries().count == 1, "no duplicate")
            #expect(
                restored.document.rendered()
                    == "Walk\n\nTyped in the page, more\n\nCreated: 2026-11-22T15:45:00+09:00\n")
            #expect(store.all().isEmpty)
        }
    }

    /// Browser drafts an older ilgi kept (`web-<uuid>-<sha256>.txt`, no sidecar) are read as
    /// their entry's too, and one of an entry saved since is kept, not forced over it.
    @Test func aBrowserDraftAnOlderIlgiKeptIsItsEntrys() throws {
        try withJournal { _, journal throws in
            let entry = try savedEntry(journal.create(text: "Walk\n\nFirst text\n"))
            let hash = SHA256.hex(try journal.entryFileText(entry))
            let folder = DraftStore(journal: journal).folder
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data("Walk\n\nOld page text\n".utf8).write(
                to: folder.appendingPathComponent("web-\(entry.id.uuid)-\(hash).txt"))
            try Data("Picnic\n\nA new one\n".utf8).write(to: folder.appendingPathComponent("web-new.txt"))
            let drafts = DraftStore(journal: journal).all()
            let old = try #require(drafts.first { $0.entryID == entry.id })
            #expect(old.origin == .browser && old.baseHash == hash)
            #expect(drafts.contains { $0.entryID == nil && $0.origin == .browser })

            _ = try journal.update(entry, text: "Walk\n\nChanged by the command line\n")
            #expect(throws: DraftError.self) { try DraftRestore(journal).restore(old) }
            #expect(try journal.reader.entries().count == 1)
            #expect(DraftStore(journal: journal).all().count == 2, "kept")
        }
    }

    @Test func aDraftIsSavedOntoItsEntryWithTheEntrysTrailersAndThenDeleted() throws {
        try withJournal { _, journal throws in
            let created = try #require(Timestamp(iso8601: "2026-11-22T15:45:00+09:00"))
            let entry = try savedEntry(journal.create(text: "Title\n\nBody\n", created: created))
            let draft = try DraftStore(journal: journal).create(
                for: entry.id, base: try journal.entryFileText(entry), text: "Title\n\nBody\nWeather: sunny\n")
            let saved = try savedEntry(DraftRestore(journal).restore(draft))
            #expect(
                saved.document.rendered() == "Title\n\nBody\nWeather: sunny\n\nCreated: 2026-11-22T15:45:00+09:00\n")
            #expect(DraftStore(journal: journal).all().isEmpty)
        }
    }

    @Test func aDraftOfAnEntrySavedSinceIsKeptUnlessForced() throws {
        try withJournal { _, journal throws in
            let entry = try savedEntry(journal.create(text: "Title\n\nBody\n"))
            let draft = try DraftStore(journal: journal).create(
                for: entry.id, base: try journal.entryFileText(entry), text: "Title\n\nMine\n")
            _ = try journal.saveEdit(of: entry, editedText: "Title\n\nTheirs\n", base: try journal.entryFileText(entry))
            #expect(throws: DraftError.entryChanged(entry: entry.id.short, draft: draft.name, path: draft.url.path)) {
                try DraftRestore(journal).restore(draft)
            }
            #expect(DraftStore(journal: journal).all().count == 1)
            let saved = try savedEntry(DraftRestore(journal).restore(draft, force: true))
            #expect(saved.body == "Mine")
            #expect(DraftStore(journal: journal).all().isEmpty)
        }
    }

    @Test func aNewEntrysDraftBecomesANewEntryWhoseTextIsAllBody() throws {
        try withJournal { _, journal throws in
            let draft = try DraftStore(journal: journal).create(
                for: nil, base: nil, text: "Picnic\n\nWeather: sunny and warm\n")
            let saved = try savedEntry(DraftRestore(journal).restore(draft))
            #expect(saved.body == "Weather: sunny and warm")
            #expect(saved.document.trailers.map(\.key) == ["Created"])
        }
    }

    @Test func aRedatedEntryKeepsItsFileAndComesFirst() throws {
        try withJournal { _, journal throws in
            let january = try #require(Timestamp(iso8601: "2026-01-10T09:00:00+09:00"))
            let old = try savedEntry(journal.create(text: "January\n", created: january))
            for month in 2...4 {
                let stamp = try #require(Timestamp(iso8601: "2026-0\(month)-10T09:00:00+09:00"))
                _ = try journal.create(text: "Month \(month)\n", created: stamp)
            }
            let july = try #require(Timestamp(iso8601: "2026-07-01T08:00:00+09:00"))
            let redated = try savedEntry(journal.redate(old, to: july))
            #expect(redated.path == old.path)
            #expect(redated.created == july)
            #expect(try journal.reader.latestEntry()?.id == old.id)
            #expect(try journal.reader.entries(matching: EntryFilter(limit: 2)).first?.id == old.id)
        }
    }
}
