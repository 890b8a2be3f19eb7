import Foundation
import IlgiCore
import IlgiTestSupport
import Testing

/// The draft store and the journal's edit, restore and re-date operations the command line
/// and the web server share (issue 11).
@Suite struct DraftStoreTests {
    @Test func everyEditingSessionHasItsOwnDraftThatSaysWhereItStarted() throws {
        try withJournal { _, journal throws in
            let entry = try savedEntry(journal.create(text: "Title\n\nBody\n"))
            let base = try journal.entryFileText(entry)
            let store = journal.draftStore
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

    @Test func aDraftIsSavedOntoItsEntryWithTheEntrysTrailersAndThenDeleted() throws {
        try withJournal { _, journal throws in
            let created = try #require(Timestamp(iso8601: "2026-11-22T15:45:00+09:00"))
            let entry = try savedEntry(journal.create(text: "Title\n\nBody\n", created: created))
            let draft = try journal.draftStore.create(
                for: entry.id, base: try journal.entryFileText(entry), text: "Title\n\nBody\nWeather: sunny\n")
            let saved = try savedEntry(journal.restore(draft))
            #expect(saved.document.rendered() == "Title\n\nBody\nWeather: sunny\n\nCreated: 2026-11-22T15:45:00+09:00\n")
            #expect(journal.draftStore.all().isEmpty)
        }
    }

    @Test func aDraftOfAnEntrySavedSinceIsKeptUnlessForced() throws {
        try withJournal { _, journal throws in
            let entry = try savedEntry(journal.create(text: "Title\n\nBody\n"))
            let draft = try journal.draftStore.create(
                for: entry.id, base: try journal.entryFileText(entry), text: "Title\n\nMine\n")
            _ = try journal.saveEdit(of: entry, editedText: "Title\n\nTheirs\n", base: try journal.entryFileText(entry))
            #expect(throws: DraftError.entryChanged(entry: entry.id.short, draft: draft.name, path: draft.url.path)) {
                try journal.restore(draft)
            }
            #expect(journal.draftStore.all().count == 1)
            let saved = try savedEntry(journal.restore(draft, force: true))
            #expect(saved.body == "Mine")
            #expect(journal.draftStore.all().isEmpty)
        }
    }

    @Test func aNewEntrysDraftBecomesANewEntryWhoseTextIsAllBody() throws {
        try withJournal { _, journal throws in
            let draft = try journal.draftStore.create(for: nil, base: nil, text: "Picnic\n\nWeather: sunny and warm\n")
            let saved = try savedEntry(journal.restore(draft))
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
            #expect(try journal.latestEntry()?.id == old.id)
            #expect(try journal.entries(matching: EntryFilter(limit: 2)).first?.id == old.id)
        }
    }
}
