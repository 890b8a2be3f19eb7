import Foundation

/// Brings entries from another journal in: reads and checks the whole input first, leaves
/// out what an earlier import already brought (same `Source:` trailer), then saves the rest
/// in one commit, `Import 412 entries from jrnl`. Malformed input stops it before anything
/// is written.
public struct Importer {
    public let journal: Journal
    public let timeZone: TimeZone

    public init(journal: Journal, timeZone: TimeZone = .current) {
        self.journal = journal
        self.timeZone = timeZone
    }

    /// What an import found and did.
    public struct Outcome: Sendable, Equatable {
        /// Entries read from the input.
        public var read: Int
        /// Entries saved now.
        public var imported: Int
        /// Entries left out because the journal already has them (or the input had them twice).
        public var alreadyThere: Int

        public init(read: Int, imported: Int, alreadyThere: Int) {
            self.read = read
            self.imported = imported
            self.alreadyThere = alreadyThere
        }
    }

    /// Reads `url` as `source`, without touching the journal.
    public func read(_ url: URL, as source: ImportSource) throws -> [ImportedEntry] {
        switch source {
        case .jrnl: try JrnlTextReader(timeZone: timeZone).read(url)
        case .jrnlJSON: try JrnlJSONReader(timeZone: timeZone).read(url)
        case .dayOne: try DayOneReader().read(url)
        case .markdownDirectory: try MarkdownFolderReader(timeZone: timeZone).read(url)
        }
    }

    /// Reads, leaves out what is already there, and saves the rest in one commit.
    /// `progress` is told how many files are written so far, out of the second argument.
    public func run(_ url: URL, as source: ImportSource, progress: ((Int, Int) -> Void)? = nil) throws -> Outcome {
        let entries = try read(url, as: source)
        // What an earlier import brought is left out under the write lock (see createBatch);
        // this first look only sizes the progress counter.
        var known = try journal.sourceTrailers()
        let expected = entries.filter { known.insert($0.source).inserted }.count
        guard expected > 0 else { return Outcome(read: entries.count, imported: 0, alreadyThere: entries.count) }
        let saved = try journal.createBatch(
            entries.map(\.document), message: { Self.commitMessage(count: $0, source: source) },
            skippingKnownSources: true, progress: progress.map { report in { report($0, expected) } })
        return Outcome(read: entries.count, imported: saved.count, alreadyThere: entries.count - saved.count)
    }

    /// `Import 412 entries from jrnl`.
    public static func commitMessage(count: Int, source: ImportSource) -> String {
        "Import \(count) \(count == 1 ? "entry" : "entries") from \(source.displayName)\n"
    }
}

extension Journal {
    /// Every `Source:` trailer value in the journal: what earlier imports brought in.
    public func sourceTrailers() throws -> Set<String> {
        let paths = try entryPaths()
        let root = self.root
        // The search's byte-level test first: most entries were not imported.
        let mention = SearchQuery(ImportedEntry.sourceKey)
        let values = concurrentMap(paths.count) { position -> String? in
            guard let data = FileManager.default.contents(atPath: root.path + "/" + paths[position].path),
                mention.map({ query in data.withUnsafeBytes { query.occurs(inFile: $0) } }) ?? true
            else { return nil }
            return EntryDocument(parsing: String(decoding: data, as: UTF8.self)).trailer(ImportedEntry.sourceKey)
        }
        return Set(values.compactMap { $0 })
    }
}
