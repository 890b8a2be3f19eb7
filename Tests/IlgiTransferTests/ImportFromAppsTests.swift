import Foundation
import IlgiCore
import IlgiEntry
import IlgiJournalTestSupport
import IlgiTestSupport
import Testing
import ZIPFoundation

@testable import IlgiTransfer

/// The apps people leave for ilgi, each read from a small export written here from the format's
/// documentation and open-source readers' test files (docs/../research: Apple Journal, Journey,
/// Daylio, Diaro, Diarium, Momento, Logseq): every field arrives, in the right zone, once.
@Suite struct ImportFromAppsTests {
    static let jpeg = Data([0xFF, 0xD8, 0xFF, 0xE0, 0, 0x10, 0x4A, 0x46, 0x49, 0x46, 0, 1])
    static let png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 0x0D])
    static let heic = Data([0, 0, 0, 0x18] + Array("ftypheic".utf8) + [0, 0, 0, 0])
    /// A real HEIC photo, 64 × 48 of sky (made with heif-enc).
    static let sky = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/media/sky.heic")
    static let canConvertHEIC = HEICPreviews(environment: ProcessInfo.processInfo.environment).converter != nil
    static let m4a = Data([0, 0, 0, 0x18] + Array("ftypM4A ".utf8) + [0, 0, 0, 0])

    /// A zip of `files` (path → bytes) in a folder that lives as long as the test's.
    static func zip(_ files: [String: Data], in folder: TemporaryDirectory, named name: String) throws -> URL {
        let url = folder.appending(name)
        let archive = try Archive(url: url, accessMode: .create)
        for (path, data) in files.sorted(by: { $0.key < $1.key }) {
            try archive.addEntry(
                with: path, type: .file, uncompressedSize: Int64(data.count),
                provider: { position, size in data.subdata(in: Int(position)..<Int(position) + size) })
        }
        return url
    }

    static func imported(
        _ url: URL, as source: ImportSource? = nil, zone: TimeZone = seoul, fields: String? = nil,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws -> (Importer.Outcome, [IlgiEntry.Entry], Journal, TemporaryDirectory) {
        let folder = TemporaryDirectory("ilgi-apps")
        let journal = try Journal.open(at: folder.url)
        if let fields { _ = try journal.saveJournalFile(JournalFields.file, contents: fields, message: "Add fields") }
        let detected = try ImportDetection.source(of: url)
        if let source { #expect(detected == source, "told from its contents") }
        var importer = Importer(journal: journal, timeZone: zone)
        importer.environment = environment
        let outcome = try importer.run(url, as: source ?? detected)
        let entries = try journal.reader.entries().sorted { $0.created.date < $1.created.date }
        return (outcome, entries, journal, folder)
    }

    // MARK: Journey

    static let journeyEntry = """
        {"id":"1730665800000-abcd1234efgh5678","date_journal":1730665800000,"date_modified":1730666000000,
         "timezone":"Europe/London","text":"<p dir=\\"auto\\">Evening walk</p><p dir=\\"auto\\">Walked by the <b>river</b>.</p>",
         "type":"html","mood":2,"sentiment":0.8,"favourite":true,"tags":["walk"],
         "address":"Riverside Park, London","lat":51.5072,"lon":-0.1276,
         "weather":{"degree_c":9.4,"description":"Overcast clouds","place":"London","icon":"03n","id":-1},
         "photos":["1730665800000-abcd1234efgh5678-ph0t0xyz.jpeg"],"music_artist":"","music_title":""}
        """
    static let journeySummer = """
        {"id":"1720000000000-summer","date_journal":1720000000000,"timezone":"Europe/London",
         "text":"A long summer evening.","type":"markdown","mood":5,"tags":[],"lat":1.7976931348623157e308,"lon":0,
         "photos":["1720000000000-summer-missing.jpeg"]}
        """

    @Test func journeyBringsMoodPlaceWeatherStarTagsAndPhotosInOneCommit() throws {
        let folder = TemporaryDirectory("ilgi-journey")
        let zip = try Self.zip(
            [
                "1730665800000-abcd1234efgh5678.json": Data(Self.journeyEntry.utf8),
                "1730665800000-abcd1234efgh5678-ph0t0xyz.jpeg": Self.jpeg,
                "1720000000000-summer.json": Data(Self.journeySummer.utf8),
            ], in: folder, named: "journey-export.zip")
        let (outcome, entries, journal, journalFolder) = try Self.imported(zip, as: .journey)
        #expect(outcome.imported == 2)
        #expect(try GitChecks.log(journalFolder.url) == ["Import 2 entries from Journey"])
        #expect(
            JournalFields(journal: journal.root).named("mood")?.kind
                == .choice(["terrible", "bad", "okay", "good", "amazing"]), "declared in the import's commit")

        let (summer, walk) = (entries[0], entries[1])
        #expect(summer.document.trailer("Created") == "2024-07-03T10:46:40+01:00", "British Summer Time")
        #expect(summer.document.trailer("Mood") == "terrible")
        #expect(summer.document.trailer("Location") == nil, "Journey's impossible latitude means none")
        #expect(outcome.notes.contains { $0.english.contains("1 file the export names is not in it") })

        #expect(walk.title == "Evening walk")
        #expect(walk.body.hasPrefix("Walked by the **river**.\n\n@walk\n\n![]("))
        #expect(walk.document.trailer("Created") == "2024-11-03T20:30:00+00:00", "Greenwich Mean Time")
        #expect(walk.isStarred)
        #expect(walk.document.trailer("Mood") == "good")
        #expect(walk.document.trailer("Weather") == "03n")
        #expect(walk.document.trailer("Temperature") == "9.4 °C")
        #expect(walk.document.trailer("Location") == "Riverside Park, London (51.50720, -0.12760)")
        let photo = journal.root.appendingPathComponent(
            EntryAssets.folder(forEntryPath: walk.path) + "/1730665800000-abcd1234efgh5678-ph0t0xyz.jpeg")
        #expect(try Data(contentsOf: photo) == Self.jpeg)

        let again = try Importer(journal: journal, timeZone: seoul).run(zip, as: .journey)
        #expect(again.imported == 0 && again.alreadyThere == 2, "a second import adds nothing")
    }

    // MARK: Daylio

    static let daylioBackup = """
        {"version":15,"customMoods":[
          {"id":1,"custom_name":"","predefined_name_id":1,"mood_group_id":1,"mood_group_order":0,"icon_id":1,"state":0},
          {"id":6,"custom_name":"vaguely ok","predefined_name_id":-1,"mood_group_id":3,"mood_group_order":1,"icon_id":3,"state":0}],
         "tag_groups":[{"id":1,"name":"Activities","order":1}],
         "tags":[{"id":1,"name":"walk","icon":12,"order":1,"state":0,"id_tag_group":1},
                 {"id":2,"name":"good meal","icon":3,"order":2,"state":0,"id_tag_group":1}],
         "dayEntries":[
          {"id":1,"minute":30,"hour":21,"day":3,"month":10,"year":2024,"datetime":1730665800000,"timeZoneOffset":3600000,
           "mood":1,"note":"Walked by the river.<br>Cold but clear.","note_title":"Evening walk","tags":[1,2],"assets":[1],"isFavorite":true},
          {"id":2,"minute":0,"hour":8,"day":4,"month":10,"year":2024,"datetime":1730703600000,"timeZoneOffset":3600000,
           "mood":6,"note":"","note_title":"","tags":[],"assets":[],"isFavorite":false}],
         "assets":[{"id":1,"checksum":"0cc175b9c0f1b6a831c399e269772661","type":1,"createdAt":1730665800000,"createdAtOffset":3600000}],
         "goals":[{"id":1}],"goalEntries":[],"goalSuccessWeeks":[],"metadata":{}}
        """

    @Test func daylioBackupBringsMoodsActivitiesFavouritesAndPhotosByTheirBytes() throws {
        let folder = TemporaryDirectory("ilgi-daylio")
        let backup = Data(Data(Self.daylioBackup.utf8).base64EncodedString().utf8)
        let zip = try Self.zip(
            ["backup.daylio": backup, "assets/photos/2024/11/0cc175b9c0f1b6a831c399e269772661": Self.png],
            in: folder, named: "backup_2024_11_05.daylio")
        let (outcome, entries, journal, kept) = try Self.imported(zip, as: .daylio)
        defer { withExtendedLifetime(kept) {} }
        #expect(outcome.imported == 2)
        let walk = entries[0]
        #expect(walk.title == "Evening walk")
        #expect(walk.body.hasPrefix("Walked by the river.\nCold but clear.\n\n@walk @good-meal\n\n![]("))
        #expect(walk.body.hasSuffix("/0cc175b9c0f1b6a831c399e269772661.png)"), "the PNG named by its bytes")
        #expect(walk.document.trailer("Created") == "2024-11-03T21:30:00+01:00")
        #expect(walk.isStarred)
        #expect(walk.document.trailer("Mood") == "rad")
        let moodOnly = entries[1]
        #expect(moodOnly.title == "Vaguely ok", "a day with a mood alone is kept, titled by it")
        #expect(moodOnly.document.trailer("Mood") == "meh", "a custom mood takes its group's place")
        #expect(moodOnly.document.trailer("Mood-Name") == "vaguely ok")
        #expect(outcome.notes.contains { $0.english.contains("goals") })
        #expect(JournalFields(journal: journal.root).named("mood")?.kind == .choice(DaylioReader.moods))
    }

    /// The text inside the backup's zip, given alone, is read as well (without photos).
    @Test func theBackupDaylioFileOnItsOwnIsReadToo() throws {
        let folder = TemporaryDirectory("ilgi-daylio-file")
        let file = try folder.write(Data(Self.daylioBackup.utf8).base64EncodedString(), to: "backup.daylio")
        let (outcome, entries, _, kept) = try Self.imported(file, as: .daylio)
        defer { withExtendedLifetime(kept) {} }
        #expect(outcome.imported == 2)
        #expect(entries[0].title == "Evening walk")
        #expect(outcome.notes.contains { $0.english.contains("1 file the export names is not in it") })
    }

    @Test func daylioCSVIsReadInTheGivenZoneAndSaysItHasNoPhotos() throws {
        let folder = TemporaryDirectory("ilgi-daylio-csv")
        let csv = try folder.write(
            """
            full_date,date,weekday,time,mood,activities,scales,note_title,note
            2024-03-31,March 31,Sunday,21:30,rad,"walk | friends","","Evening walk","Walked, with ""friends"".<br>Cold."
            2024-03-30,March 30,Saturday,8:30 am,helpless,"","","",""

            """, to: "daylio_export_2024.csv")
        let (outcome, entries, _, _) = try Self.imported(csv, as: .daylio, zone: TimeZone(identifier: "Europe/Berlin")!)
        #expect(outcome.imported == 2)
        #expect(entries[0].document.trailer("Created") == "2024-03-30T08:30:00+01:00")
        #expect(entries[0].document.trailer("Mood-Name") == "helpless", "a name off the scale is kept, not placed")
        #expect(entries[0].document.trailer("Mood") == nil)
        #expect(entries[1].document.trailer("Created") == "2024-03-31T21:30:00+02:00", "summer time began that night")
        #expect(entries[1].body == "Walked, with \"friends\".\nCold.\n\n@walk @friends")
        #expect(outcome.notes.contains { $0.english.contains("no photos") })
        #expect(outcome.notes.contains { $0.english.contains("Europe/Berlin") })
    }

    // MARK: Diaro

    static let diaroXML = """
        <?xml version="1.0" encoding="UTF-8"?>
        <data version="2">
        <table name="diaro_folders"><r><uid>f1</uid><title>Diary</title><color>#607D8B</color></r></table>
        <table name="diaro_tags"><r><uid>t1</uid><title>walk</title></r><r><uid>t2</uid><title>river side</title></r></table>
        <table name="diaro_locations"><r><uid>l1</uid><address>Riverside Park, London</address><lat>51.507200</lat><lng>-0.127600</lng><zoom>15</zoom></r></table>
        <table name="diaro_entries"><r><uid>e1</uid><date>1730665800000</date><tz_offset>+01:00</tz_offset><title>Evening walk</title>
        <text>Walked by the river &amp; back.
        Cold.</text><folder_uid>f1</folder_uid><location_uid>l1</location_uid><tags>,t1,t2,</tags><mood>1</mood></r></table>
        <table name="diaro_attachments"><r><uid>a1</uid><entry_uid>e1</entry_uid><type>photo</type><filename>photo_20241103_213000.jpg</filename><position>1</position></r></table>
        </data>
        """

    @Test func diaroBringsFoldersTagsPlacesMoodsAndAttachments() throws {
        let folder = TemporaryDirectory("ilgi-diaro")
        let zip = try Self.zip(
            ["DiaroBackup.xml": Data(Self.diaroXML.utf8), "media/photo/photo_20241103_213000.jpg": Self.jpeg],
            in: folder, named: "Diaro_20241103.zip")
        let (outcome, entries, _, _) = try Self.imported(zip, as: .diaro)
        #expect(outcome.imported == 1)
        let walk = entries[0]
        #expect(walk.title == "Evening walk")
        #expect(walk.body.hasPrefix("Walked by the river & back.\nCold.\n\n@Diary @walk @river-side\n\n![]("))
        #expect(walk.document.trailer("Created") == "2024-11-03T21:30:00+01:00")
        #expect(walk.document.trailer("Mood") == "awesome", "Diaro's mood 1 is its best")
        #expect(walk.document.trailer("Location") == "Riverside Park, London (51.50720, -0.12760)")
        #expect(outcome.notes.contains { $0.english.contains("folders became tags") })
    }

    /// `--folders-as journals`: each folder's entries, and only those, go to a journal of their own.
    @Test func diaroFoldersCanEachBeAJournalOfTheirOwn() throws {
        let folder = TemporaryDirectory("ilgi-diaro-folders")
        let xml = Self.diaroXML.replacingOccurrences(
            of: "<tags>,t1,t2,</tags><mood>1</mood></r>",
            with:
                "<tags>,t1,t2,</tags><mood>1</mood></r><r><uid>e2</uid><date>1730752200000</date><title>Loose</title></r>"
        )
        let zip = try Self.zip(["DiaroBackup.xml": Data(xml.utf8)], in: folder, named: "Diaro.zip")
        try withJournal { _, journal throws in
            var importer = Importer(journal: journal, timeZone: seoul)
            #expect(try importer.folders(of: zip, as: .diaro) == ["Diary", nil])
            importer.foldersAsTags = false
            importer.folder = .some("Diary")
            #expect(try importer.run(zip, as: .diaro).imported == 1)
            let walk = try #require(try journal.reader.entries().first)
            #expect(walk.title == "Evening walk")
            #expect(!walk.body.contains("@Diary"), "the folder is the journal, not a tag")
        }
    }

    @Test func anEncryptedDiaroBackupIsRefusedWithWhatToDo() throws {
        let folder = TemporaryDirectory("ilgi-denc")
        let file = try folder.write("not for us", to: "DiaroBackup.denc")
        #expect { try ImportDetection.source(of: file) } throws: {
            (($0 as? ImportError)?.reason.text(in: .english) ?? "").contains("encrypted")
        }
    }

    // MARK: Apple Journal

    static let applePage = """
        <html dir="auto"><head><style>span.s2 { font-weight: bold; } span.s3 {font-style: italic}</style></head><body>
        <p class="p1"><span class="s1"><div class='pageContainer'><div class="pageHeader">Sunday, 3 November 2024</div><div class="assetGrid">
        <div id="A1B2" class="gridItem assetType_photo"><img src="../Resources/A1B2.heic" class="asset_image"/></div>
        <div id="C3D4" class="gridItem assetType_audio"><audio><source src="../Resources/C3D4.m4a"/></audio></div>
        <div id="LOC1" class="gridItem assetType_multiPinMap"><div class="gridItemOverlayFooter">Riverside Park</div></div>
        <div id="SOM1" class="gridItem assetType_stateOfMind"><div class="gridItemOverlayText gridItemOverlayHeader">Calm, Content</div></div>
        </div><div class='reflectionPrompt'>What made you smile today?</div><div class='title'>Evening walk</div><div class='bodyText'></span></p>
        <p class="p2"><span class="s1">Walked by the river. </span><span class="s2">Cold</span><span class="s1"> and </span><span class="s3">clear</span></p>
        <p class="p2"><span class="s1">Home by nine &amp; tea.</span></p>
        <p class="p1"><span class="s1"></div></div></span></p></body></html>
        """

    @Test func appleJournalBringsTitlePromptBodyPlaceStateOfMindAndMedia() throws {
        let folder = TemporaryDirectory("ilgi-apple")
        let zip = try Self.zip(
            [
                "AppleJournalEntries/index.html": Data("<html></html>".utf8),
                "AppleJournalEntries/Entries/2024-11-03_Evening_walk.html": Data(Self.applePage.utf8),
                "AppleJournalEntries/Resources/A1B2.heic": Self.heic,
                "AppleJournalEntries/Resources/C3D4.m4a": Self.m4a,
            ], in: folder, named: "AppleJournalEntries.zip")
        let (outcome, entries, journal, kept) = try Self.imported(zip, as: .appleJournal, environment: [:])
        defer { withExtendedLifetime(kept) {} }
        #expect(outcome.imported == 1)
        let walk = entries[0]
        #expect(walk.title == "Evening walk")
        #expect(
            walk.body.hasPrefix(
                "> What made you smile today?\n\nWalked by the river. **Cold** and *clear*\n\nHome by nine & tea.\n\n![HEIC photo"
            ))
        #expect(walk.body.contains("[C3D4.m4a]("))
        #expect(walk.document.trailer("Created") == "2024-11-03T12:00:00+09:00", "noon: the export has no times")
        #expect(walk.document.trailer("Location") == "Riverside Park")
        #expect(walk.document.trailer("State-Of-Mind") == "Calm, Content")
        #expect(outcome.notes.contains { $0.english.contains("noon") })
        let assets = journal.root.appendingPathComponent(EntryAssets.folder(forEntryPath: walk.path))
        #expect(try Data(contentsOf: assets.appendingPathComponent("A1B2.heic")) == Self.heic)
    }

    /// A HEIC photo gets a JPEG a browser can show when heif-convert is installed, and keeps
    /// its own bytes; without it, the picture's text says why there is no preview.
    @Test(.enabled(if: canConvertHEIC, "heif-convert (Debian: libheif-examples) is installed"))
    func aHEICPhotoGetsAJPEGPreviewWhereAConverterIsInstalled() throws {
        let folder = TemporaryDirectory("ilgi-heic")
        let entry = Self.journeySummer.replacingOccurrences(of: "1720000000000-summer-missing.jpeg", with: "sky.heic")
        let zip = try Self.zip(
            ["1720000000000-summer.json": Data(entry.utf8), "sky.heic": try Data(contentsOf: Self.sky)],
            in: folder, named: "journey.zip")

        let (converted, entries, journal, kept) = try Self.imported(zip, as: .journey)
        defer { withExtendedLifetime(kept) {} }
        let assets = journal.root.appendingPathComponent(EntryAssets.folder(forEntryPath: entries[0].path))
        #expect(try Data(contentsOf: assets.appendingPathComponent("sky.heic")) == Data(contentsOf: Self.sky))
        #expect(ExportFiles.mediaExtension(of: assets.appendingPathComponent("sky.jpg")) == "jpg")
        #expect(entries[0].body.contains("![](\(entries[0].id.uuid).assets/sky.jpg)\n[sky.heic]("))
        #expect(!converted.notes.contains { $0.english.contains("HEIC") })

        let (plain, without, _, keptToo) = try Self.imported(zip, as: .journey, environment: ["PATH": ""])
        defer { withExtendedLifetime(keptToo) {} }
        #expect(without[0].body.contains("![\(ImportedEntry.heicWithoutPreview)]("))
        #expect(
            plain.notes.contains { $0.english.contains("1 HEIC photo has no preview") }, "\(plain.notes.map(\.english))"
        )
    }

    // MARK: Diarium, Momento, Logseq

    @Test func diariumTimesAreReadInTheZoneTheImportIsGiven() throws {
        let folder = TemporaryDirectory("ilgi-diarium")
        let file = try folder.write(
            """
            [{"date":"2024-11-03T21:30:00.48828","heading":"Evening walk","html":"<p>Walked by the river.</p><ul><li>tea</li><li>bed</li></ul>",
              "tags":["walk"],"location":[51.5072,-0.1276],"rating":4}]
            """, to: "diarium_export.json")
        let (_, entries, _, _) = try Self.imported(file, as: .diarium, zone: TimeZone(identifier: "America/New_York")!)
        #expect(entries[0].document.trailer("Created") == "2024-11-03T21:30:00-05:00", "the day daylight time ended")
        #expect(entries[0].body == "Walked by the river.\n\n- tea\n- bed\n\n@walk")
        #expect(entries[0].document.trailer("Mood") == "4")
    }

    @Test func momentoDaysBecomeOneEntryPerTimeWithPlacesAndMedia() throws {
        let folder = TemporaryDirectory("ilgi-momento")
        try folder.write(
            "2 November 2024\r\n===============\r\n\r\n09:15\r\nCoffee by the window.\r\nAt: Home (37.56650, 126.97800)\r\n\r\n21:30\r\nEvening walk\r\nBy the river.\r\nMedia: river.jpg\r\n",
            to: "Momento Export/2024-11-02.txt")
        try FileManager.default.createDirectory(
            at: folder.appending("Momento Export/Attachments"), withIntermediateDirectories: true)
        try Data(Self.jpeg).write(to: folder.appending("Momento Export/Attachments/river.jpg"))
        let (_, entries, _, _) = try Self.imported(folder.appending("Momento Export"), as: .momento)
        #expect(entries.count == 2)
        #expect(entries[0].title == "" && entries[0].body == "Coffee by the window.")
        #expect(entries[0].document.trailer("Location") == "Home (37.56650, 126.97800)")
        #expect(entries[0].document.trailer("Created") == "2024-11-02T09:15:00+09:00")
        #expect(entries[1].title == "Evening walk")
        #expect(entries[1].body.hasPrefix("By the river.\n\n![]("))
    }

    @Test func logseqPropertiesBecomeTheJournalsFieldsAndTagsBecomeTags() throws {
        let folder = TemporaryDirectory("ilgi-logseq")
        try folder.write(
            "mood:: 4\n- Walked by the river with [[Mina]] #walk\n\t- cold but #[[very clear]]\n- id:: 6550a1b2-0000-0000-0000-000000000000\n",
            to: "graph/journals/2024_11_03.md")
        try folder.write("", to: "graph/pages/Mina.md")
        let (_, entries, _, _) = try Self.imported(
            folder.appending("graph"), as: .logseq, fields: "mood scale 1-5\n")
        #expect(entries.count == 1)
        #expect(entries[0].document.trailer("Mood") == "4")
        #expect(
            entries[0].body
                == "- Walked by the river with [[Mina]] #walk\n\t- cold but #[[very clear]]\n\n@walk @very-clear")
        #expect(entries[0].document.trailer("Created") == "2024-11-03T12:00:00+09:00")
    }

    @Test func logseqLinksToJournalDaysBecomeDayLinks() throws {
        let folder = TemporaryDirectory("ilgi-logseq-days")
        try folder.write("- Rain again, like [[Nov 3rd, 2024]] and [[Mina]]\n", to: "graph/journals/2024_11_04.md")
        try folder.write("- The first rain\n", to: "graph/journals/2024_11_03.md")
        try folder.write("", to: "graph/pages/Mina.md")
        let (_, entries, journal, kept) = try Self.imported(folder.appending("graph"), as: .logseq)
        defer { withExtendedLifetime(kept) {} }
        let later = try #require(entries.first { $0.body.contains("Rain again") })
        #expect(later.body == "- Rain again, like [[2024-11-03]] and [[Mina]]")
        let links = try journal.reader.links(of: later)
        #expect(links.map(\.state) == [.resolved, .broken], "the day resolves; the page was not imported")
    }

    @Test func obsidianLinksBetweenImportedNotesBecomeLinksById() throws {
        let folder = TemporaryDirectory("ilgi-obsidian-links")
        try folder.write("", to: "vault/.obsidian/app.json")
        try folder.write("# Walk\n\nBy the river.\n", to: "vault/notes/Evening walk.md")
        try folder.write(
            "# Morning\n\nLike [[evening walk]], [[notes/Evening walk|that walk]], [[Evening walk#Part]], [[Elsewhere]].\n",
            to: "vault/Morning.md")
        let (_, entries, journal, kept) = try Self.imported(folder.appending("vault"), as: .obsidian)
        defer { withExtendedLifetime(kept) {} }
        let walk = try #require(entries.first { $0.title == "Walk" })
        let morning = try #require(entries.first { $0.title == "Morning" })
        let short = walk.id.short
        #expect(
            morning.body
                == "Like [[\(short)|evening walk]], [[\(short)|that walk]], [[\(short)|Evening walk]], [[Elsewhere]].",
            "by the note's file name, in any case; a note not imported stays as written")
        #expect(try journal.reader.backlinks(of: walk.id).map(\.id) == [morning.id])
    }

    // MARK: The pieces

    @Test func htmlBecomesTextThatReadsWell() {
        #expect(
            HTMLText.text(
                "<p>One &amp; <b>two</b><br>three</p><script>alert(1)</script><ol><li>a</li><li>b<ul><li>c</li></ul></li></ol><p><a href=\"https://x.org\">site</a> <a href=\"javascript:x\">no</a></p>"
            ) == "One & **two**\nthree\n\n1. a\n2. b\n  - c\n\n[site](https://x.org) no")
        #expect(HTMLText.text("<h1>Day</h1><div>a</div><div>b</div>") == "## Day\n\na\n\nb")
        #expect(HTMLText.text("a < b and c > d") == "a < b and c > d")
    }

    @Test func aMoodScaleIsPlacedOnTheJournalsOwnField() {
        let mood = ImportedMood(rank: 3, of: DaylioReader.moods)!
        let scale = MoodFieldPlan(
            scale: DaylioReader.moods, fields: JournalFields(parsing: "mood scale 1-10\n"), name: nil)
        #expect(!scale.isNew)
        #expect(scale.trailers(for: mood).map(\.value) == ["8", "good"])
        let choice = MoodFieldPlan(
            scale: DaylioReader.moods, fields: JournalFields(parsing: "feel choice low,mid,high\n"), name: "feel")
        #expect(choice.trailers(for: mood).map(\.value) == ["high", "good"])
    }

    @Test func aFileTooLargeToReadWholeIsRefusedBeforeItIsRead() throws {
        let folder = TemporaryDirectory("ilgi-large")
        let file = try folder.write(String(repeating: " ", count: 100), to: "big.json")
        #expect(throws: ImportError.self) { try ExportFiles.read(file, limit: 99) }
        #expect(try ExportFiles.read(file, limit: 100).count == 100)
    }

    @Test func mediaWithoutExtensionsAreNamedByTheirFirstBytes() {
        #expect(ExportFiles.mediaExtension(head: [UInt8](Self.jpeg)) == "jpg")
        #expect(ExportFiles.mediaExtension(head: [UInt8](Self.png)) == "png")
        #expect(ExportFiles.mediaExtension(head: [UInt8](Self.heic)) == "heic")
        #expect(ExportFiles.mediaExtension(head: [UInt8](Self.m4a)) == "m4a")
        #expect(ExportFiles.mediaExtension(head: [0, 1, 2]) == nil)
    }
}
