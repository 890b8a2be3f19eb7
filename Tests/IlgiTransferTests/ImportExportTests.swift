import Foundation
import IlgiCore
import IlgiEntry
import IlgiJournalTestSupport
import IlgiTestSupport
import Testing

@testable import IlgiTransfer

/// Tests/Samples: files in each format `ilgi import` reads (see its README).
let samples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Samples")
let seoul = TimeZone(identifier: "Asia/Seoul")!

/// What a round trip must keep of an entry.
struct Essence: Hashable, CustomStringConvertible {
    let title: String
    let body: String
    let created: Date
    let tags: [String]
    let starred: Bool

    init(_ entry: Entry) {
        title = entry.title
        body = entry.body
        created = entry.created.date
        tags = entry.tags
        starred = entry.isStarred
    }

    var description: String { "\(created) \(title) | \(body) \(tags) \(starred)" }
}

@Suite struct ImportTests {
    @Test func jrnlTextIsReadAsJrnlReadsIt() throws {
        let entries = try JrnlTextReader(timeZone: seoul).read(samples.appendingPathComponent("jrnl/journal.txt"))
        #expect(
            entries.map(\.title) == [
                "Called in sick.", "Title. Body of a one-line entry, with @work in it.", "Dinner with @family",
                "첫눈이 왔다",
            ])
        #expect(entries[0].body == "Used the time to clean the house and write my book.")
        #expect(entries[0].created.iso8601 == "2012-03-29T09:00:00+09:00")
        #expect(entries[1].body == "")
        #expect(entries[2].starred && !entries[0].starred)
        #expect(entries[2].body == "We made kimchi jjigae together.\n\n- [x] buy tofu\n- [ ] call grandma")
        #expect(entries[3].created.iso8601 == "2024-01-07T21:15:00+09:00", "jrnl 4's %F %r timeformat")
        #expect(entries[3].body.hasSuffix("Second paragraph, still the same entry."))
        #expect(entries.map(\.line) == [1, 4, 6, 12])
        #expect(entries.allSatisfy { $0.source.hasPrefix("jrnl sha256:") && $0.source.count == 12 + 64 })
    }

    @Test func oneLineWithoutALineBreakSplitsAtTheFirstSentence() throws {
        let entries = try JrnlTextReader(timeZone: seoul).parse("[2024-01-05 09:30] Title. Body…", file: "x")
        #expect(entries[0].title == "Title.")
        #expect(entries[0].body == "Body…")
    }

    @Test func jrnlJSONIsTheSameJournalAsItsText() throws {
        let text = try JrnlTextReader(timeZone: seoul).read(samples.appendingPathComponent("jrnl/journal.txt"))
        let json = try JrnlJSONReader(timeZone: seoul).read(samples.appendingPathComponent("jrnl/export.json"))
        #expect(json.map(\.title) == text.map(\.title))
        #expect(json.map(\.body) == text.map(\.body))
        #expect(json.map(\.created) == text.map(\.created))
        #expect(json.map(\.starred) == text.map(\.starred))
        #expect(json.map(\.source) == text.map(\.source), "the same entry has the same Source: either way")
    }

    @Test func dayOneLinksBetweenImportedEntriesBecomeIlgiLinks() throws {
        let folder = TemporaryDirectory("dayone-links")
        let walk = "0A1B2C3D4E5F40718293A4B5C6D7E8F9"
        let json = """
            {"metadata": {"version": "1.0"}, "entries": [
              {"uuid": "\(walk)", "creationDate": "2021-03-03T11:48:50Z", "text": "Evening walk\\n\\nBy the river."},
              {"uuid": "FFFF2C3D4E5F40718293A4B5C6D7E8F9", "creationDate": "2021-03-04T11:48:50Z",
               "text": "Morning\\n\\nLike [that walk](dayone://view?entryId=\(walk)), dayone://view?entryId=\(walk) and [gone](dayone://view?entryId=00002C3D4E5F40718293A4B5C6D7E8F9)."}
            ]}
            """
        let url = try folder.write(json, to: "Journal.json")
        let entries = try DayOneReader().read(url)
        let id = try #require(entries[0].id)
        #expect(
            entries[1].body
                == "Like [[\(id.short)|that walk]], [[\(id.short)]] and [gone](dayone://view?entryId=00002C3D4E5F40718293A4B5C6D7E8F9).",
            "a link to an entry not imported stays as Day One wrote it")
    }

    @Test func dayOneEntriesKeepTheirZoneWeatherTagsAndPlace() throws {
        let entries = try DayOneReader().read(samples.appendingPathComponent("dayone/Journal.json"))
        #expect(entries.count == 3, "the photo-only entry has no text to import")
        let trip = entries[0]
        #expect(trip.title == "Packed for the trip...")
        #expect(
            trip.body
                == "![](dayone-moment://76F9B0AC37954B51BF8B9146498B29C2)\n\nCairns here we come. Good night, Canberra.\n\n@travel @road-trip"
        )
        #expect(trip.created.iso8601 == "2021-03-03T22:48:50+11:00", "Sydney summer time")
        #expect(trip.weather?.code == "01n")
        #expect(trip.location == "Wanniassa, ACT, Australia (-35.40169, 149.09875)")
        #expect(trip.source.hasPrefix("dayone sha256:"))
        #expect(entries[1].starred)
        #expect(entries[1].weather?.code == "02d")
        #expect(entries[1].body == "The water was warm and the sea was loud!\n- not a list item\n\n@온천")
        #expect(entries[1].created.iso8601 == "2017-06-28T23:38:37+08:00")
        #expect(entries[2].title == "비 오는 일요일 아침")
        #expect(entries[2].weather?.code == "10d")
        #expect(entries[2].created.day == "2019-11-03")
    }

    @Test func dayOneWeatherMapsToOpenWeatherMapCodes() {
        let cases: [(String?, String?, String?)] = [
            ("clear", nil, "01d"), ("partly-cloudy-night", nil, "03n"), ("mostly-cloudy", nil, "04d"),
            ("cloudy-night", nil, "04n"), ("thunderstorm", nil, "11d"), ("snow", nil, "13d"), ("fog", nil, "50d"),
            (nil, "Light Rain Showers", "09d"), ("unknown-code", "Mostly Sunny", "02d"), (nil, nil, nil),
            ("wind", "Windy", nil),
            // Day One Classic's icon names, night with an `n` (issue 23: `sunnyn.png` became 01d).
            ("sunnyn", nil, "01n"), ("sunny", nil, "01d"), ("pcloudy", nil, "03d"), ("pcloudyn", nil, "03n"),
            ("mcloudyn", nil, "04n"), ("rain", nil, "10d"), ("rainn", nil, "10n"),
        ]
        for (code, description, expected) in cases {
            #expect(
                DayOneWeatherProbe.code(code, description) == expected,
                "\(String(describing: code)) \(String(describing: description))")
        }
    }

    /// Issue 23: two Classic files with one UUID (a Dropbox conflict copy) became two
    /// unrelated entries. A copy with the same words is one entry; another version is kept as
    /// a conflict copy of the entry, as `ilgi sync` keeps one.
    @Test func dayOneClassicCopiesOfOneEntryAreOneEntryAndItsOtherVersionsConflictCopies() throws {
        let folder = TemporaryDirectory("ilgi-classic")
        let uuid = "0C0FFEE0000000000000000000000001"
        func doentry(_ text: String) -> String {
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict>
            <key>Creation Date</key><date>2014-03-01T09:00:00Z</date>
            <key>Entry Text</key><string>\(text)</string>
            <key>Time Zone</key><string>Asia/Seoul</string>
            <key>UUID</key><string>\(uuid)</string>
            </dict></plist>
            """
        }
        _ = try folder.write(doentry("Market\n\nBought apples."), to: "entries/\(uuid).doentry")
        _ = try folder.write(doentry("Market\n\nBought apples."), to: "entries/\(uuid) (copy).doentry")
        _ = try folder.write(
            doentry("Market\n\nBought apples and pears."), to: "entries/\(uuid) (conflicted copy).doentry")

        try withJournal { _, journal throws in
            let outcome = try Importer(journal: journal, timeZone: seoul).run(folder.url, as: .dayOneClassic)
            #expect(outcome.imported == 2)
            let entries = try journal.reader.entries().sorted { $0.title < $1.title }
            #expect(entries.map(\.title) == ["Market", "Market (conflict from Day One, 2014-03-01)"])
            #expect(entries.map(\.body) == ["Bought apples.", "Bought apples and pears."])
            #expect(entries[1].document.trailer("Conflict-Of") == entries[0].id.uuid)
        }
    }

    @Test func aMarkdownFolderGivesOneEntryPerFile() throws {
        let folder = TemporaryDirectory("ilgi-markdown")
        try FileManager.default.removeItem(at: folder.url)
        try FileManager.default.copyItem(at: samples.appendingPathComponent("markdown"), to: folder.url)
        let christmas = Date(timeIntervalSince1970: 1_703_505_600)  // 2023-12-25 12:00 UTC
        for name in ["notes.txt", "2024/travel/busan.md"] {
            try FileManager.default.setAttributes(
                [.modificationDate: christmas], ofItemAtPath: folder.appending(name).path)
        }
        let entries = try MarkdownFolderReader(timeZone: seoul).read(folder.url)
        #expect(entries.map(\.title) == ["Seollal at grandma's", "Busan in March", "Grocery list day"])
        let seollal = entries[0]
        #expect(seollal.created.iso8601 == "2024-02-10T10:30:00+09:00")
        #expect(seollal.starred)
        #expect(seollal.weather?.code == "13d")
        #expect(seollal.body == "We ate tteokguk and bowed to the elders. @family\n\nSnow all afternoon.\n\n@holiday")
        #expect(entries[1].body == "The sea at Haeundae was cold but bright.\n\n## Food\n\n- eomuk from the market")
        #expect(entries[1].created.date == christmas, "no date in the file: its modification time")
        #expect(entries[2].body == "milk, eggs, kimchi")
    }

    @Test func frontMatterDatesInTheUsualForms() throws {
        let folder = TemporaryDirectory("ilgi-dates")
        let dates = [
            "2024-02-10T10:30:00+09:00": "2024-02-10T10:30:00+09:00",
            "2024-02-10 10:30:00 +0100": "2024-02-10T10:30:00+01:00",
            "2024-02-10 10:30": "2024-02-10T10:30:00+09:00", "\"2024-02-10\"": "2024-02-10T09:00:00+09:00",
        ]
        for (number, value) in dates.keys.sorted().enumerated() {
            try folder.write("\u{FEFF}---\ndate: \(value)\n---\n# Entry \(number)\n", to: "\(number).md")
        }
        let entries = try MarkdownFolderReader(timeZone: seoul).read(folder.url)
        #expect(entries.map(\.created.iso8601) == dates.keys.sorted().map { dates[$0]! })
        #expect(entries.map(\.title) == ["Entry 0", "Entry 1", "Entry 2", "Entry 3"])
    }

    @Test func importingIsOneCommitAndRunningItAgainAddsNothing() throws {
        try withJournal { folder, journal throws in
            let importer = Importer(journal: journal, timeZone: seoul)
            let file = samples.appendingPathComponent("jrnl/journal.txt")
            let first = try importer.run(file, as: .jrnl)
            #expect(first == Importer.Outcome(read: 4, imported: 4, alreadyThere: 0))
            #expect(try GitChecks.log(folder.url) == ["Import 4 entries from jrnl"])
            let second = try importer.run(file, as: .jrnl)
            #expect(second == Importer.Outcome(read: 4, imported: 0, alreadyThere: 4))
            let fromJSON = try importer.run(samples.appendingPathComponent("jrnl/export.json"), as: .jrnlJSON)
            #expect(fromJSON.imported == 0, "the JSON export of the same journal is recognized too")
            #expect(try GitChecks.log(folder.url).count == 1)
            #expect(try GitChecks.status(folder.url) == "")
            #expect(try GitChecks.fsck(folder.url).succeeded)

            let saved = try journal.reader.entries()
            #expect(saved.count == 4)
            let dinner = try #require(saved.first { $0.title == "Dinner with @family" })
            #expect(dinner.isStarred)
            #expect(dinner.document.trailer("Created") == "2024-01-06T18:45:00+09:00")
            #expect(dinner.document.trailer("Source")?.hasPrefix("jrnl sha256:") == true)
            #expect(dinner.path.hasPrefix("2024/01/"))
        }
    }

    @Test(arguments: [
        ("hello\n[2024-01-05 09:30] T\n", 1), ("[2024-01-05 09:30] T\nbody\n\n[2024-13-45 09:30] X\n", 4),
        ("[2024-02-30 09:30] T\n", 1), ("", nil),
    ])
    func malformedJrnlIsAnErrorWithItsLineAndNothingIsImported(text: String, line: Int?) throws {
        try withJournal { folder, journal throws in
            let file = try folder.write(text, to: "../bad-\(UUID().uuidString).txt")
            defer { try? FileManager.default.removeItem(at: file) }
            #expect(throws: ImportError.self) { try Importer(journal: journal).run(file, as: .jrnl) }
            do {
                _ = try Importer(journal: journal).run(file, as: .jrnl)
            } catch let error as ImportError {
                #expect(error.line == line)
                #expect(error.file == file.path)
                #expect(error.exitCode == 2)
                #expect(error.message.text(in: .english).hasSuffix("nothing was imported"))
            }
            #expect(try journal.entryPaths().isEmpty)
            #expect(try GitChecks.log(folder.url).isEmpty)
        }
    }

    @Test func malformedJSONNamesItsLine() throws {
        let folder = TemporaryDirectory("ilgi-json")
        let broken = try folder.write(
            "{\"entries\": [\n  {\"date\": \"2024-01-05\",\n   \"time\": \"09:30\" \"title\": \"a\"}\n]}\n",
            to: "a.json")
        #expect(throws: ImportError(file: broken.path, line: 3, TransferText.importBadJSON)) {
            try JrnlJSONReader().read(broken)
        }
        let missing = try folder.write(
            "{\"entries\": [\n {\"date\": \"2024-01-05\"},\n {\"title\": \"no date\"}\n]}", to: "b.json")
        #expect(throws: ImportError(file: missing.path, line: 3, TransferText.importMissingField("date"))) {
            try JrnlJSONReader().read(missing)
        }
        let dayOne = try folder.write(
            "{\"metadata\": {},\n\"entries\": [\n{\"creationDate\": \"yesterday\", \"text\": \"x\"}]}", to: "c.json")
        #expect(throws: ImportError(file: dayOne.path, line: 3, TransferText.importBadDate("yesterday"))) {
            try DayOneReader().read(dayOne)
        }
        let zip = try folder.write("PK\u{3}\u{4}rest", to: "d.json")
        #expect(throws: ImportError(file: zip.path, TransferText.importIsZip)) { try DayOneReader().read(zip) }
        let notUTF8 = folder.appending("e.txt")
        // An entry, a blank line, then a byte that is not UTF-8: the file is read in order, so
        // the first fault met is the one named.
        try Data(Array("[2024-01-05 09:30] a\n\n".utf8) + [0xFF]).write(to: notUTF8)
        #expect(throws: ImportError(file: notUTF8.path, line: 3, TransferText.importNotUTF8)) {
            try JrnlTextReader().read(notUTF8)
        }
        let openFrontMatter = try folder.write("---\ntitle: x\n\nbody\n", to: "notes/f.md")
        #expect(throws: ImportError(file: openFrontMatter.path, line: 1, TransferText.importFrontMatterNotClosed)) {
            try MarkdownFolderReader().read(folder.appending("notes"))
        }
    }

    @Test func aFailedBatchLeavesTheJournalAsItWas() throws {
        try withJournal { folder, journal throws in
            _ = try savedEntry(journal.create(text: "Before\n"))
            // A file where the 2030 folder would go makes the second write fail.
            try folder.write("in the way\n", to: "2030")
            try CommandRunner.git(["add", "2030"], in: folder.url)
            try CommandRunner.git(["commit", "-qm", "block"], in: folder.url)
            let documents = [
                EntryDocument(
                    title: "First", body: "", trailers: [Trailer(key: "Created", value: "2029-01-01T09:00:00Z")]),
                EntryDocument(
                    title: "Second", body: "", trailers: [Trailer(key: "Created", value: "2030-01-01T09:00:00Z")]),
            ]
            #expect(throws: (any Error).self) {
                try journal.createBatch(documents, message: "Import 2 entries from test\n")
            }
            #expect(try journal.reader.entries().map(\.title) == ["Before"])
            #expect(!FileManager.default.fileExists(atPath: folder.appending("2029").path))
            #expect(try GitChecks.status(folder.url) == "")
            #expect(try GitChecks.log(folder.url).count == 2)
        }
    }
}

@Suite struct ExportTests {
    /// A journal with a few entries of every kind, oldest first.
    func sampleJournal(_ journal: Journal) throws -> [Entry] {
        let texts = [
            "Rainy Monday\n\nLost my umbrella. @rain\n\nCreated: 2024-01-01T08:00:00+09:00\nWeather: 10d\n",
            "Starred day\n\nA good one.\n\nCreated: 2024-01-02T21:30:00+09:00\nStarred: yes\n",
            "첫눈\n\n눈이 왔다. @겨울\n\n두 번째 문단.\n\nCreated: 2024-01-03T07:05:00+09:00\n",
            "A title only\n\nCreated: 2024-01-04T12:00:00-05:00\n",
            "Tricky lines\n\n[2024-01-01 10:00] looks like an entry\n- [x] done\n[ ] todo\n\nCreated: 2024-01-05T09:00:00+09:00\n",
        ]
        return try texts.map { try savedEntry(journal.create(text: $0)) }
    }

    func exported(_ journal: Journal, _ format: ExportFormat, filter: EntryFilter = EntryFilter()) throws -> String {
        let folder = TemporaryDirectory("ilgi-export")
        let file = folder.appending("out")
        try JournalExporter(journal: journal, renderer: english).export(
            journal.reader.entryKeys(matching: filter), as: format, to: TextSink(file: file))
        return try String(contentsOf: file, encoding: .utf8)
    }

    @Test func jsonIsOneArrayOfListRecordsOldestFirst() throws {
        try withJournal { _, journal throws in
            let entries = try sampleJournal(journal)
            let data = Data(try exported(journal, .json).utf8)
            let records = try JSONDecoder().decode([EntryRecord].self, from: data)
            #expect(records == entries.map(EntryRecord.init))
            #expect(try exported(journal, .json, filter: EntryFilter(tags: ["rain"])).contains("Rainy Monday"))
            let newestTwo = try JSONDecoder().decode(
                [EntryRecord].self, from: Data(exported(journal, .json, filter: EntryFilter(limit: 2)).utf8))
            #expect(newestTwo.map(\.title) == ["A title only", "Tricky lines"])
        }
        try withJournal { _, journal throws in
            #expect(try exported(journal, .json) == "[]\n")
        }
    }

    @Test func jrnlIsJrnlsOwnFormat() throws {
        try withJournal { _, journal throws in
            _ = try sampleJournal(journal)
            #expect(
                try exported(journal, .jrnl) == """
                    [2024-01-01 08:00] Rainy Monday
                    Lost my umbrella. @rain

                    [2024-01-02 21:30] Starred day *
                    A good one.

                    [2024-01-03 07:05] 첫눈
                    눈이 왔다. @겨울

                    두 번째 문단.

                    [2024-01-04 12:00] A title only

                    [2024-01-05 09:00] Tricky lines
                     [2024-01-01 10:00] looks like an entry
                    - [x] done
                    [ ] todo

                    """)
        }
    }

    @Test func jrnlRoundTripKeepsTitlesBodiesDatesAndTags() throws {
        try withJournal { folder, journal throws in
            let original = try sampleJournal(journal)
            let file = try folder.write(try exported(journal, .jrnl), to: "../export-\(UUID().uuidString).txt")
            defer { try? FileManager.default.removeItem(at: file) }
            try withJournal { _, copy throws in
                // Read on a Seoul clock, where all but the New York entry were written.
                _ = try Importer(journal: copy, timeZone: seoul).run(file, as: .jrnl)
                let imported = try copy.reader.entries().reversed().map(Essence.init)
                let expected = original.map(Essence.init)
                #expect(imported.map(\.title) == expected.map(\.title))
                // jrnl trims a body, so the space that keeps "[2024-01-01 10:00] …" from being
                // read as an entry goes away on the body's first line.
                #expect(imported.map(\.body) == expected.map(\.body))
                #expect(imported.last?.body.hasPrefix("[2024-01-01 10:00] looks like an entry\n- [x] done") == true)
                #expect(imported.map(\.tags) == expected.map(\.tags))
                #expect(imported.map(\.starred) == expected.map(\.starred))
                #expect(Array(imported.map(\.created).prefix(3)) == Array(expected.map(\.created).prefix(3)))
            }
        }
    }

    @Test func markdownFilesImportBackAsTheyWere() throws {
        try withJournal { folder, journal throws in
            let original = try sampleJournal(journal)
            let out = TemporaryDirectory("ilgi-markdown-out")
            let count = try JournalExporter(journal: journal, renderer: english).exportMarkdownFiles(
                journal.reader.entryKeys(), into: out.url)
            #expect(count == 5)
            let names = try FileManager.default.contentsOfDirectory(atPath: out.path).sorted()
            #expect(names[0] == "2024-01-01-rainy-monday-\(original[0].id.short).md")
            #expect(names[2] == "2024-01-03-첫눈-\(original[2].id.short).md")
            let text = try String(contentsOf: out.appending(names[0]), encoding: .utf8)
            #expect(
                text.hasPrefix(
                    "---\ndate: 2024-01-01T08:00:00+09:00\nid: \(original[0].id.uuid)\ntags: [\"rain\"]\nweather: 10d\n---\n\n# Rainy Monday\n\n"
                ))
            _ = folder
            try withJournal { _, copy throws in
                let outcome = try Importer(journal: copy).run(out.url, as: .markdownDirectory)
                #expect(outcome.imported == 5)
                let imported = try copy.reader.entries().reversed()
                #expect(imported.map(Essence.init) == original.map(Essence.init))
                #expect(imported.map(\.weather) == original.map(\.weather))
                #expect(imported.map(\.created.iso8601) == original.map(\.created.iso8601))
            }
        }
    }

    @Test func tenThousandEntriesRoundTripThroughJrnl() throws {
        try withJournal { folder, journal throws in
            let base = Date(timeIntervalSince1970: 1_599_999_960)  // whole minutes: jrnl keeps no seconds
            let documents = (0..<10_000).map { number in
                let stamp = Timestamp(date: base.addingTimeInterval(Double(number) * 3600), timeZone: seoul)
                return EntryDocument(
                    title: "Entry \(number)", body: "Line one of \(number). @tag\(number % 7)\n\nSecond paragraph.",
                    trailers: [Trailer(key: "Created", value: stamp.iso8601)]
                        + (number % 10 == 0 ? [Trailer(key: "Starred", value: "yes")] : []))
            }
            try journal.createBatch(documents, message: "Seed 10000 entries\n")
            let file = folder.url.deletingLastPathComponent().appendingPathComponent(
                "ten-thousand-\(UUID().uuidString).txt")
            defer { try? FileManager.default.removeItem(at: file) }
            try JournalExporter(journal: journal).export(
                journal.reader.entryKeys(), as: .jrnl, to: TextSink(file: file))
            try withJournal { copyFolder, copy throws in
                let outcome = try Importer(journal: copy, timeZone: seoul).run(file, as: .jrnl)
                #expect(outcome.imported == 10_000)
                #expect(try GitChecks.log(copyFolder.url) == ["Import 10000 entries from jrnl"])
                let imported = Set(try copy.reader.entries().map(Essence.init))
                let original = Set(try journal.reader.entries().map(Essence.init))
                #expect(imported == original)
                let again = try Importer(journal: copy, timeZone: seoul).run(file, as: .jrnl)
                #expect(again.imported == 0)
            }
        }
    }
}

/// `DayOneWeather` is internal; this reaches it through the reader, as a user's file would.
enum DayOneWeatherProbe {
    static func code(_ code: String?, _ description: String?) -> String? {
        var weather: [String: Any] = [:]
        if let code { weather["weatherCode"] = code }
        if let description { weather["conditionsDescription"] = description }
        let entry: [String: Any] = ["creationDate": "2024-01-01T00:00:00Z", "text": "x", "weather": weather]
        let folder = TemporaryDirectory("ilgi-dayone")
        let file = folder.appending("Journal.json")
        guard let data = try? JSONSerialization.data(withJSONObject: ["entries": [entry]]),
            (try? data.write(to: file)) != nil,
            let entries = try? DayOneReader().read(file)
        else { return "unreadable" }
        return entries.first?.weather?.code
    }
}
