import Foundation
import IlgiCatalog
import IlgiCore
import IlgiEntry
import IlgiJournalTestSupport
import IlgiStore
import IlgiTestSupport
import Testing

/// A journal's own fields: declared, checked, read from the editor by the trust rule, filtered
/// the same way by the index and by the reference, and kept through sync.
struct FieldTests {
    let mood = FieldDefinition(name: "mood", kind: .scale(lower: 1, upper: 5))
    let energy = FieldDefinition(name: "energy", kind: .choice(["low", "ok", "high"]))
    let place = FieldDefinition(name: "place", kind: .text)
    var fields: JournalFields { JournalFields([mood, energy, place]) }

    @Test func declarationsReadBackAsWritten() {
        #expect(JournalFields(parsing: fields.rendered) == fields)
        #expect(fields.rendered == "mood scale 1-5\nenergy choice low,ok,high\nplace text\n")
        let odd = JournalFields(
            parsing: "# mine\nmood scale 1-5\nmood text\nweather text\nbad scale 5-1\nsleep-hours scale 0-12\n")
        #expect(
            odd.definitions.map(\.name) == ["mood", "sleep-hours"],
            "the first of a name; ilgi's keys and bad lines skipped")
        #expect(odd.named("Sleep-Hours")?.trailerKey == "Sleep-Hours")
    }

    @Test func valuesAreCheckedByKind() {
        #expect(mood.normalized(" 4 ") == "4")
        #expect(mood.normalized("great") == nil && mood.normalized("6") == nil && mood.normalized("3.5") == nil)
        #expect(energy.normalized("HIGH") == "high" && energy.normalized("meh") == nil)
        #expect(place.normalized("Haeundae, Busan") == "Haeundae, Busan" && place.normalized("  ") == nil)
    }

    @Test func theEditorsLastParagraphIsFieldsOnlyWhenEveryLineIsOne() {
        let shown = FieldParagraph.appending(fields, values: ["mood": "3"], to: "Title\n\nBody.\n")
        #expect(shown == "Title\n\nBody.\n\nMood: 3\nEnergy: \nPlace: \n")
        let filled = shown.replacingOccurrences(of: "Mood: 3", with: "Mood: 5").replacingOccurrences(
            of: "Energy: ", with: "Energy: Low")
        #expect(
            FieldParagraph.read(filled, fields: fields)
                == .fields(
                    text: "Title\n\nBody.\n",
                    values: [
                        FieldChange(field: mood, value: "5"), FieldChange(field: energy, value: "low"),
                        FieldChange(field: place, value: nil),
                    ]))
        #expect(FieldParagraph.read("Title\n\nBody.\n\nMood: great\n", fields: fields) == .invalid(["Mood: great"]))
        #expect(FieldParagraph.read("Title\n\nBody.\n\nMood: 4\nSmell: roses\n", fields: fields) == .none)
        #expect(FieldParagraph.read("Mood: 4\n", fields: fields) == .none, "a title is never fields")
        #expect(FieldParagraph.read("Title\n\nMood: 4\n", fields: JournalFields()) == .none)
    }

    /// One rule for what a blank line is, in the entry and in its fields: spaces and tabs (as
    /// git's trailers), so a line of ideographic spaces is text to both.
    @Test func aLineOfIdeographicSpacesIsTextToTheEntryAndItsFields() {
        let created = "Created: 2026-11-27T10:00:00+09:00"
        let ideographic = "Title\n\nBody.\n\u{3000}\u{3000}\n"
        #expect(FieldParagraph.read(ideographic + "Mood: 4\n", fields: fields) == .none)
        #expect(EntryDocument(parsing: ideographic + created + "\n").trailers.isEmpty)
        // A CRLF file's blank line of a space and a tab.
        let tabs = "Title\r\n\r\nBody.\r\n \t\r\n"
        #expect(
            FieldParagraph.read(tabs + "Mood: 4\r\n", fields: fields)
                == .fields(text: "Title\r\n\r\nBody.\r\n", values: [FieldChange(field: mood, value: "4")]))
        #expect(EntryDocument(parsing: tabs + created + "\r\n").trailers.count == 1)
    }

    @Test func savingFromTheEditorSetsFieldsAndKeepsAnInvalidOneAsText() throws {
        try withJournal { folder, journal in
            _ = try journal.saveJournalFile(JournalFields.file, contents: fields.rendered, message: "Fields")
            guard case .saved(let entry) = try journal.createEdited("Sea\n\nWaves.\n\nMood: 4\nEnergy: ok\nPlace:\n")
            else { Issue.record("not saved"); return }
            #expect(entry.body == "Waves.")
            #expect(fields.values(of: entry.document) == ["mood": "4", "energy": "ok"])
            guard case .saved(let kept) = try journal.createEdited("Sky\n\nGrey.\n\nMood: great\n") else {
                Issue.record("not saved")
                return
            }
            #expect(kept.body == "Grey.\n\nMood: great" && kept.document.trailer("Mood") == nil)

            // An edit changes one and clears another; the rest of the file stays.
            let base = try journal.entryFileText(entry)
            guard
                case .saved(let edited) = try journal.saveEdit(
                    of: entry, editedText: "Sea\n\nWaves.\n\nMood: 2\nEnergy:\n", base: base)
            else { Issue.record("not saved"); return }
            #expect(fields.values(of: edited.document) == ["mood": "2"])
            #expect(edited.document.trailer("Created") == entry.document.trailer("Created"))

            // A load–save round trip leaves the file byte for byte.
            let text = try journal.entryFileText(edited)
            #expect(EntryDocument(parsing: text).rendered() == text)
        }
    }

    @Test func theIndexAndTheReferenceAgreeOnEveryCondition() throws {
        try withJournal { folder, journal in
            for (index, value) in ["1", "2", "3", "4", "5", "4", " 4 ", "x"].enumerated() {
                _ = try journal.create(
                    text: "Entry \(index)\n\nText.\n",
                    created: Timestamp(iso8601: "2026-11-0\(index + 1)T09:00:00+09:00"),
                    trailers: [Trailer(key: index == 5 ? "MOOD" : "Mood", value: value)])
            }
            _ = try journal.create(text: "No mood\n\nText.\n")
            let all = try journal.reader.entries()
            for text in ["mood>=4", "mood<=2", "mood>3", "mood<3", "mood=4", "mood!=4", "mood", "mood=X", "energy"] {
                let condition = try #require(FieldCondition(parsing: text))
                let filter = EntryFilter(fields: [condition])
                let reference = all.filter(filter.matches).map(\.id)
                #expect(try journal.reader.entries(matching: filter).map(\.id) == reference, "\(text)")
            }
            #expect(
                try journal.reader.entries(matching: EntryFilter(fields: [FieldCondition(parsing: "mood>=4")!])).count
                    == 4)
            #expect(FieldCondition(parsing: "weather=10d") == nil && FieldCondition(parsing: "mood>x") == nil)
        }
    }

    @Test func fieldsSurviveASyncMerge() throws {
        let world = try SyncWorld(machines: 2)
        let first = world.journals[0]
        _ = try first.saveJournalFile(JournalFields.file, contents: fields.rendered, message: "Fields")
        guard
            case .saved(let entry) = try first.create(
                text: "Shared\n\nOne.\n", trailers: [Trailer(key: "Mood", value: "3")])
        else { Issue.record("not saved"); return }
        try world.sync(0)
        try world.sync(1)
        let second = world.journals[1]
        #expect(second.fields == fields, "the declarations sync")
        // Each machine changes a different field of the same entry; the merge keeps both.
        _ = try first.setFields(
            [FieldChange(field: mood, value: "5")], of: try first.reader.entry(matching: entry.id.uuid))
        _ = try second.setFields(
            [FieldChange(field: energy, value: "high")], of: try second.reader.entry(matching: entry.id.uuid))
        try world.sync(0)
        try world.sync(1)
        try world.sync(0)
        for journal in [first, second] {
            let merged = try journal.reader.entry(matching: entry.id.uuid)
            #expect(fields.values(of: merged.document) == ["mood": "5", "energy": "high"])
        }
    }
}
