import Foundation
import IlgiCatalog
import IlgiCore
import IlgiEntry

/// Brings entries from another journal in: reads and checks the whole input first, leaves
/// out what an earlier import already brought (same `Source:` trailer, or for jrnl the same
/// entry as ilgi's own jrnl export writes it), then saves the rest in one commit, `Import 412
/// entries from jrnl`. Malformed input stops it before anything is written.
///
/// The input is read twice, one entry at a time, rather than held: once to check it and
/// count, once to write. A 1 GB jrnl file needs the memory of one entry and of the set of
/// `Source:` values (a few dozen bytes an entry), not of the file.
public struct Importer {
    public let journal: Journal
    public let timeZone: TimeZone
    /// jrnl's `timeformat` for the journal being read (`--time-format` or its jrnl config).
    public var timeFormat: String?
    /// The password of a jrnl journal jrnl encrypted (`JrnlEncryptedFile`).
    public var password: String?
    /// The field imported moods go to (`--mood-field`); `mood` when nil.
    public var moodFieldName: String?
    /// Diaro's folders: tags on the entries (the default), or, with `folder` set, only the
    /// entries of that folder (nil: of none), for a journal of their own.
    public var foldersAsTags = true
    public var folder: String?? = nil
    /// Where converters are looked for (`PATH`): `heif-convert` for HEIC previews; the
    /// system's usual folders when it names none.
    public var environment: [String: String] = [:]

    public init(journal: Journal, timeZone: TimeZone = .current, timeFormat: String? = nil) {
        self.journal = journal
        self.timeZone = timeZone
        self.timeFormat = timeFormat
    }

    /// What an import found and did.
    public struct Outcome: Sendable, Equatable {
        /// Entries read from the input.
        public var read: Int
        /// Entries saved now (with `dryRun`, that would be saved).
        public var imported: Int
        /// Entries left out because the journal already has them (or the input had them twice).
        public var alreadyThere: Int
        /// What the reader should know beyond the counts: a zone assumed, files missing.
        public var notes: [TransferText] = []
        /// The field the moods went to, and whether the import declared it.
        public var moodField: MoodFieldPlan?

        public init(read: Int, imported: Int, alreadyThere: Int) {
            self.read = read
            self.imported = imported
            self.alreadyThere = alreadyThere
        }

        public static func == (left: Outcome, right: Outcome) -> Bool {
            left.read == right.read && left.imported == right.imported && left.alreadyThere == right.alreadyThere
                && left.moodField == right.moodField && left.notes.map(\.english) == right.notes.map(\.english)
        }
    }

    /// How far an import has gone, for a progress line.
    public enum Stage: Sendable, Equatable {
        /// Checking the input: bytes read of the total (0 when unknown).
        case checking(done: Int, total: Int)
        /// Unpacking an export's zip: files unpacked of the total.
        case unpacking(done: Int, total: Int)
        /// Writing entries: written of the total to write.
        case writing(done: Int, total: Int)
    }

    /// Reads `url` as `source`, without touching the journal.
    public func read(_ url: URL, as source: ImportSource) throws -> [ImportedEntry] {
        var entries: [ImportedEntry] = []
        try forEach(url, as: source) { entries.append($0) }
        return entries
    }

    /// Calls `body` with each entry of `url` in the source's order. Entries that share a
    /// time (jrnl's dates have only minutes) are placed a second apart in that order, so
    /// the journal lists them as the source did.
    public func forEach(
        _ url: URL, as source: ImportSource, bytesRead: ((Int) -> Void)? = nil, report: ImportReport? = nil,
        _ body: (ImportedEntry) throws -> Void
    ) throws {
        try forEach(
            url, as: source, decrypted: decryptedJrnl(url, as: source), bytesRead: bytesRead, report: report, body)
    }

    /// The text of `url` when it is a jrnl journal that jrnl encrypted, decrypted with
    /// `password`; nil when it is not one.
    public func decryptedJrnl(_ url: URL, as source: ImportSource) throws -> String? {
        guard source == .jrnl, let file = try JrnlEncryptedFile(url) else { return nil }
        guard let password else { throw ImportError(file: url.path, TransferText.importJrnlNeedsPassword) }
        return try file.decrypt(password: password)
    }

    /// As above, with an encrypted jrnl journal's text already `decrypted`, so that the two
    /// passes of an import derive its key once.
    private func forEach(
        _ url: URL, as source: ImportSource, decrypted: String?, bytesRead: ((Int) -> Void)?,
        report: ImportReport? = nil, archive: UnzippedArchive? = nil, _ body: (ImportedEntry) throws -> Void
    ) throws {
        var order = SourceOrder()
        let fields = JournalFields(journal: journal.root)
        try read(
            url, as: source, decrypted: decrypted, bytesRead: bytesRead, report: report, archive: archive,
            fields: fields
        ) {
            report?.sawMood($0.mood)
            try body(order.place($0))
        }
    }

    /// Hands each entry of `url` to `body`, as the reader of `source` finds it.
    private func read(
        _ url: URL, as source: ImportSource, decrypted: String?, bytesRead: ((Int) -> Void)?,
        report: ImportReport?, archive: UnzippedArchive?, fields: JournalFields, _ body: (ImportedEntry) throws -> Void
    ) throws {
        switch source {
        case .jrnl:
            let reader = JrnlTextReader(timeZone: timeZone, timeFormat: timeFormat)
            if let decrypted {
                for entry in try reader.parse(decrypted, file: url.path) { try body(entry) }
                bytesRead?(decrypted.utf8.count)
                return
            }
            try reader.forEach(in: url, progress: bytesRead) { try body($0) }
        case .jrnlJSON:
            for entry in try JrnlJSONReader(timeZone: timeZone).read(url) { try body(entry) }
        case .dayOne:
            for entry in try DayOneReader().read(url) { try body(entry) }
        case .dayOneClassic:
            for entry in try DayOneClassicReader(language: journal.configuration.language).read(url) {
                try body(entry)
            }
        case .markdownDirectory, .obsidian:
            for entry in try MarkdownFolderReader(timeZone: timeZone, fields: fields).read(url) {
                try body(entry)
            }
        case .ilgiJSON:
            for entry in try IlgiJSONReader().read(url) { try body(entry) }
        case .appleJournal:
            for entry in try AppleJournalReader(timeZone: timeZone, report: report).read(url) {
                try body(entry)
            }
        case .journey:
            let reader = JourneyReader(timeZone: timeZone, report: report)
            let entries = try archive.map(reader.read) ?? reader.read(url)
            for entry in entries { try body(entry) }
        case .daylio:
            for entry in try DaylioReader(timeZone: timeZone, report: report).read(url) { try body(entry) }
        case .diaro:
            for entry in try DiaroReader(report: report, foldersAsTags: foldersAsTags, folder: folder).read(url) {
                try body(entry)
            }
        case .diarium:
            for entry in try DiariumReader(timeZone: timeZone, report: report).read(url) { try body(entry) }
        case .momento:
            for entry in try MomentoReader(timeZone: timeZone, report: report).read(url) { try body(entry) }
        case .logseq:
            for entry in try LogseqReader(timeZone: timeZone, fields: fields, report: report).read(url) {
                try body(entry)
            }
        }
    }

    /// The folders the entries of `url` were kept in, in the order they first appear (nil for
    /// entries in none), for `--folders-as journals`.
    public func folders(of url: URL, as source: ImportSource) throws -> [String?] {
        let unzipped = source.comesZipped && Self.isZip(url) ? try UnzippedArchive(url) : nil
        return try withExtendedLifetime(unzipped) {
            var found: [String?] = []
            var reader = self
            reader.folder = nil
            try reader.forEach(unzipped?.folder ?? url, as: source) { entry in
                if !found.contains(entry.folder) { found.append(entry.folder) }
            }
            return found
        }
    }

    /// True when `url` is a zip by its first bytes: a `.daylio` file may be the backup's zip or
    /// the `backup.daylio` text inside it.
    static func isZip(_ url: URL) -> Bool {
        // border: a file to import, its first four bytes
        guard ExportFiles.isRegularFile(url), let handle = try? FileHandle(forReadingFrom: url) else { return false }
        defer { try? handle.close() }
        let head = (try? handle.read(upToCount: 4)).map { [UInt8]($0) } ?? []
        return head == [0x50, 0x4B, 0x03, 0x04] || head == [0x50, 0x4B, 0x05, 0x06]
    }

    /// Reads, leaves out what is already there, and saves the rest in one commit.
    /// `progress` is told how many files are written so far, out of the second argument.
    public func run(_ url: URL, as source: ImportSource, progress: ((Int, Int) -> Void)? = nil) throws -> Outcome {
        try run(
            url, as: source,
            stages: progress.map { report in
                { stage in if case .writing(let done, let total) = stage { report(done, total) } }
            })
    }

    /// As above; `dryRun` reads and checks everything and writes nothing, and `preview` is
    /// told each entry read and whether it would be imported.
    public func run(
        _ url: URL, as source: ImportSource, dryRun: Bool = false,
        preview: ((ImportedEntry, _ isNew: Bool) -> Void)? = nil, stages: ((Stage) -> Void)?
    ) throws -> Outcome {
        // A zip (a Day One, Journey, Diaro or Apple Journal export, a .daylio backup) is
        // unzipped once, as hostile, into a temporary folder that lives until the end.
        // A Journey zip's entries are read from it; only their photos are unpacked.
        let unzipped =
            source.comesZipped && Self.isZip(url)
            ? try UnzippedArchive(
                url, progress: { stages?(.unpacking(done: $0, total: $1)) },
                keeping: source == .journey ? JourneyReader.keptInArchive : { _ in false }) : nil
        return try withExtendedLifetime(unzipped) {
            try run(
                reading: unzipped?.folder ?? url, archive: source == .journey ? unzipped : nil, as: source,
                dryRun: dryRun, preview: preview, stages: stages)
        }
    }

    private func run(
        reading url: URL, archive: UnzippedArchive? = nil, as source: ImportSource, dryRun: Bool,
        preview: ((ImportedEntry, _ isNew: Bool) -> Void)?, stages: ((Stage) -> Void)?
    ) throws -> Outcome {
        // First pass: the whole input is checked (a bad line throws here, before anything is
        // written) and counted. What an earlier import brought is left out again under the
        // write lock (see createBatch); this first look sizes the progress counter.
        let decrypted = try decryptedJrnl(url, as: source)
        let size =
            decrypted?.utf8.count ?? (try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int) ?? 0
        var known = try knownSources(for: source)
        var read = 0
        var expected = 0
        let report = ImportReport(previews: HEICPreviews(environment: environment))
        // jrnl's text is streamed, one entry at a time, and read again to write; every other
        // reader holds its whole input as entries anyway, so they are kept, not read twice.
        var kept: [ImportedEntry]? = source == .jrnl ? nil : []
        try forEach(
            url, as: source, decrypted: decrypted, bytesRead: { stages?(.checking(done: $0, total: size)) },
            report: report, archive: archive
        ) { original in
            kept?.append(original)
            let entry = Self.withMood(original, plan: nil)
            read += 1
            for asset in entry.assets {  // only files are copied: checked before anything is written
                let type =
                    try? FileManager.default.attributesOfItem(atPath: asset.source.path)[.type] as? FileAttributeType
                guard type == .typeRegular else {
                    throw ImportError(file: entry.file, line: entry.line, CoreText.importUnsafeAsset(asset.source.path))
                }
            }
            let isNew = !entry.isEmpty && !isInJournal(entry, from: source) && known.insert(entry.source).inserted
            if isNew { expected += 1 }
            preview?(entry, isNew)
        }
        known = []
        let declared = JournalFields(journal: journal.root)
        let plan = report.moodScale.map { MoodFieldPlan(scale: $0, fields: declared, name: moodFieldName) }
        var outcome = Outcome(read: read, imported: expected, alreadyThere: read - expected)
        outcome.notes = report.allNotes
        outcome.moodField = plan
        guard expected > 0, !dryRun else { return outcome }
        var settings: [(path: String, contents: String)] = []
        if let plan, plan.isNew {
            var fields = declared
            fields.set(plan.field)
            settings.append((JournalFields.file, fields.rendered))
        }

        // Second pass: each entry written (as it is read again, for jrnl), all in one commit.
        let journal = self.journal
        let saved = try journal.createBatch(
            message: { journal.commitMessage.importing(count: $0, source: source) },
            skipping: { try knownSources(for: source) },
            progress: { stages?(.writing(done: $0, total: expected)) },
            alsoWriting: settings
        ) { add in
            func write(_ original: ImportedEntry) throws {
                let entry = Self.withMood(original, plan: plan)
                guard !isInJournal(entry, from: source) else { return }
                try add(NewEntry(id: entry.id ?? EntryID(), document: entry.document, assets: entry.assets))
            }
            guard let kept else {
                return try forEach(url, as: source, decrypted: decrypted, bytesRead: nil, report: nil, write)
            }
            for original in kept { try write(original) }
        }
        outcome.imported = saved
        outcome.alreadyThere = read - saved
        return outcome
    }

    /// The entry with its mood as the field's trailers (`plan`; none yet in the first pass), and
    /// titled by the mood when it has no words of its own (Daylio's days are often a mood alone),
    /// so that it is saved rather than skipped as empty.
    static func withMood(_ entry: ImportedEntry, plan: MoodFieldPlan?) -> ImportedEntry {
        guard let mood = entry.mood else { return entry }
        var entry = entry
        if entry.isEmpty { entry.title = mood.label.prefix(1).uppercased() + mood.label.dropFirst() }
        if let plan { entry.fields = plan.trailers(for: mood) + entry.fields }
        return entry
    }

    /// True when the entry carries the id of one the journal has (ilgi's own JSON, brought back
    /// to the journal it came from): that entry is already there, and is never overwritten.
    private func isInJournal(_ entry: ImportedEntry, from source: ImportSource) -> Bool {
        guard source == .ilgiJSON, let id = entry.id else { return false }
        return (try? journal.reader.entry(matching: id.uuid)) != nil
    }

}

extension CommitMessage {
    /// `Import 412 entries from jrnl`; `Import 412 entries` in an encrypted journal, whose
    /// messages say no more than the action.
    func importing(count: Int, source: ImportSource) -> String {
        let entries = "Import " + EnglishPlural.count(count, "entry", "entries")
        return titled ? "\(entries) from \(source.displayName)\n" : entries + "\n"
    }
}

/// Keeps the source's order among entries that share a time: each one after the first in a
/// run of equal times is a second later, up to the end of the minute (jrnl writes minutes,
/// so its export of these entries is unchanged).
struct SourceOrder {
    private var previous: Timestamp?
    private var run = 0

    mutating func place(_ entry: ImportedEntry) -> ImportedEntry {
        defer { previous = entry.created }
        guard let previous, previous == entry.created else {
            run = 0
            return entry
        }
        run += 1
        let second = Int(entry.created.date.timeIntervalSince1970) % 60
        let step = min(run, 59 - (second < 0 ? second + 60 : second))
        guard step > 0 else { return entry }
        var placed = entry
        placed.created = Timestamp(
            date: entry.created.date.addingTimeInterval(TimeInterval(step)), utcOffset: entry.created.utcOffset)
        return placed
    }
}

extension Importer {
    /// Every `Source:` trailer value in the journal: what earlier imports brought in. Only
    /// entries whose text holds the key are parsed: most entries were not imported.
    public func sourceTrailers() throws -> Set<String> {
        try journal.reader.collected(from: .rawTextContains(Trailer.source + ":")) {
            $0.document.trailer(Trailer.source).map { [$0] } ?? []
        }
    }

    /// What an import from `source` must not add again: every `Source:` trailer, and for jrnl
    /// (text or JSON) also the `Source:` each entry would get when ilgi's own jrnl export of
    /// it is imported, so importing that export into the same journal adds nothing.
    public func knownSources(for source: ImportSource) throws -> Set<String> {
        guard source == .jrnl || source == .jrnlJSON else { return try sourceTrailers() }
        return try journal.reader.collected(from: CatalogConditions()) { entry in
            var found: [String] = []
            if let value = entry.document.trailer(Trailer.source) { found.append(value) }
            if let exported = JrnlTextReader.exportedSource(of: entry) { found.append(exported) }
            return found
        }
    }
}

extension JrnlTextReader {
    /// The `Source:` an entry gets when ilgi's jrnl export of it is imported (read on UTC,
    /// as the hash uses the wall-clock time written, not the zone).
    static func exportedSource(of entry: Entry) -> String? {
        guard !entry.title.isEmpty || !entry.body.isEmpty,
            let read = try? JrnlTextReader(timeZone: .gmt).parse(JrnlWriter.entry(entry), file: ""), read.count == 1
        else { return nil }
        return read[0].source
    }
}
