import Foundation

/// This machine's index of a journal, in `.git/ilgi/index.sqlite`: per entry file its stamp,
/// creation date, title, tags, weather, star, preview, word count and text, and a trigram
/// full-text index of its folded title and body.
///
/// It is never committed and never the source of truth: every read first brings it up to date
/// with the work tree (`refresh`), and a missing, damaged or older-format file is rebuilt
/// from the entries. A refresh is one SQLite transaction, so another process reads either the
/// index before it or after it, never half of it; SQLite's locks keep two writers apart.
final class JournalIndex {
    /// Bump when the schema or what is derived from an entry file changes (title, tags,
    /// created date, preview, folding): an index of another format is rebuilt.
    static let format: Int64 = 1
    static let fileName = "index.sqlite"

    let database: SQLiteDatabase
    let root: String

    /// Called with (entries read, entries to read) while a refresh reads changed files; the
    /// command line draws a progress bar with it on a cold build.
    var progress: ((Int, Int) -> Void)?

    private init(database: SQLiteDatabase, root: String) {
        self.database = database
        self.root = root
    }

    /// Opens (or creates) the index in `stateDirectory` for the work tree at `root`. A file
    /// that is not a database of this format is removed and made again.
    static func open(stateDirectory: URL, root: URL) throws -> JournalIndex {
        try FileManager.default.createDirectory(at: stateDirectory, withIntermediateDirectories: true)
        let path = stateDirectory.appendingPathComponent(fileName).path
        do {
            return try openChecked(path: path, root: root.path)
        } catch let error as SQLiteError where error.isCorrupt || error.code == -1 {
            remove(path: path)
            return try openChecked(path: path, root: root.path)
        }
    }

    /// Removes the index files (the database, its WAL and shared-memory files).
    static func remove(path: String) {
        for suffix in ["", "-wal", "-shm"] { unlink(path + suffix) }
    }

    private static func openChecked(path: String, root: String) throws -> JournalIndex {
        let database = try SQLiteDatabase(path: path)
        try database.execute("PRAGMA busy_timeout = 10000")
        let version = try database.integer("PRAGMA user_version")
        if version != format {
            if version != 0 {
                // Another format: start again in a fresh file (dropping every table of an
                // unknown schema is more work than removing it).
                throw SQLiteError(code: -1, message: "index format \(version), expected \(format)")
            }
            try create(database)
        }
        try database.execute("PRAGMA synchronous = NORMAL")
        return JournalIndex(database: database, root: root)
    }

    private static func create(_ database: SQLiteDatabase) throws {
        try database.execute("PRAGMA journal_mode = WAL")
        try database.transaction {
            // Two processes may both find an empty file: the second sees the tables made.
            guard try database.integer("PRAGMA user_version") == 0 else { return }
            try database.execute(
                """
                CREATE TABLE folders (name TEXT PRIMARY KEY, signature INTEGER NOT NULL) WITHOUT ROWID;
                CREATE TABLE entries (
                    rowid INTEGER PRIMARY KEY,
                    path TEXT NOT NULL UNIQUE,
                    folder TEXT NOT NULL,
                    uuid TEXT NOT NULL,
                    size INTEGER NOT NULL, modified INTEGER NOT NULL, inode INTEGER NOT NULL,
                    created REAL NOT NULL,
                    utc_offset INTEGER NOT NULL,
                    day TEXT NOT NULL,
                    title TEXT NOT NULL,
                    tags TEXT NOT NULL,
                    weather TEXT,
                    starred INTEGER NOT NULL,
                    preview TEXT NOT NULL,
                    words INTEGER NOT NULL,
                    raw TEXT NOT NULL,
                    folded TEXT NOT NULL
                );
                CREATE INDEX entries_by_created ON entries (created DESC, uuid DESC);
                CREATE INDEX entries_by_folder ON entries (folder);
                CREATE INDEX entries_by_day ON entries (day);
                CREATE INDEX entries_by_uuid ON entries (uuid);
                CREATE VIRTUAL TABLE entry_text USING fts5 (
                    folded, content = 'entries', content_rowid = 'rowid',
                    tokenize = 'trigram case_sensitive 1', detail = none
                );
                CREATE TRIGGER entries_added AFTER INSERT ON entries BEGIN
                    INSERT INTO entry_text (rowid, folded) VALUES (new.rowid, new.folded);
                END;
                CREATE TRIGGER entries_removed AFTER DELETE ON entries BEGIN
                    INSERT INTO entry_text (entry_text, rowid, folded) VALUES ('delete', old.rowid, old.folded);
                END;
                PRAGMA user_version = \(format);
                """)
        }
    }

    // MARK: Keeping it current

    /// Brings the index up to date with the work tree: folders whose signature changed are
    /// compared file by file, and only new or changed files are read. Nothing is written when
    /// nothing changed.
    func refresh() throws {
        let scanStart = Date().timeIntervalSince1970
        let scanned = WorkTreeScan.folders(root: root)
        var stored: [String: Int64] = [:]
        let folders = try database.prepare("SELECT name, signature FROM folders")
        while try folders.step() { stored[folders.text(0)] = folders.int64(1) }
        let changed = scanned.filter { stored[$0.name] != $0.signature }
        let scannedNames = Set(scanned.map(\.name))
        let gone = stored.keys.filter { !scannedNames.contains($0) }
        guard !changed.isEmpty || !gone.isEmpty else { return }
        try database.transaction { try apply(changed: changed, gone: gone, scanStart: scanStart) }
    }

    private func apply(changed: [ScannedFolder], gone: [String], scanStart: Double) throws {
        let removeFolder = try database.prepare("DELETE FROM folders WHERE name = ?")
        let removeFolderEntries = try database.prepare("DELETE FROM entries WHERE folder = ?")
        for name in gone {
            try removeFolderEntries.bind(.text(name)).run()
            try removeFolder.bind(.text(name)).run()
        }
        // Inside the transaction, so a refresh that waited for another one compares with what
        // that one wrote.
        let storedFiles = try database.prepare("SELECT path, size, modified, inode FROM entries WHERE folder = ?")
        let removeEntry = try database.prepare("DELETE FROM entries WHERE path = ?")
        var toRead: [(folder: String, path: String, id: EntryID, stamp: FileStamp)] = []
        for folder in changed {
            var known: [String: FileStamp] = [:]
            try storedFiles.bind(.text(folder.name))
            while try storedFiles.step() {
                known[storedFiles.text(0)] = FileStamp(
                    size: storedFiles.int64(1), modified: storedFiles.int64(2), inode: storedFiles.int64(3))
            }
            for file in folder.files {
                let path = folder.name + "/" + file.name
                if known.removeValue(forKey: path) != file.stamp {
                    toRead.append((folder.name, path, file.id, file.stamp))
                }
            }
            for path in known.keys { try removeEntry.bind(.text(path)).run() }
        }

        let insert = try database.prepare(
            """
            INSERT INTO entries (path, folder, uuid, size, modified, inode, created, utc_offset, day, title,
                tags, weather, starred, preview, words, raw, folded)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """)
        let root = self.root
        // A file modified just before the scan may be modified again within the same clock
        // tick of the file system, unseen: its stamp is stored as unsure, so the next refresh
        // reads it again. A tick is a few milliseconds where times have nanoseconds, up to two
        // seconds where they have whole seconds.
        let fineLimit = Int64((scanStart - 0.1) * 1e9)
        let coarseLimit = Int64((scanStart - 2) * 1e9)
        var unsureFolders: Set<String> = []
        let chunkSize = 2048
        var start = 0
        progress?(0, toRead.count)
        while start < toRead.count {
            let chunk = toRead[start..<min(start + chunkSize, toRead.count)]
            let rows = concurrentMap(chunk.count) { offset -> IndexRow? in
                let item = chunk[chunk.startIndex + offset]
                guard let data = try? NoFollow.read(root + "/" + item.path) else { return nil }
                return IndexRow(data: data, id: item.id, path: item.path, stamp: item.stamp)
            }
            for (offset, row) in rows.enumerated() {
                let item = chunk[chunk.startIndex + offset]
                try removeEntry.bind(.text(item.path)).run()
                guard let row else {
                    unsureFolders.insert(item.folder)
                    continue
                }
                var stamp = row.stamp
                if stamp.modified >= (stamp.modified % 1_000_000_000 == 0 ? coarseLimit : fineLimit) {
                    stamp = .unsure
                    unsureFolders.insert(item.folder)
                }
                try insert.bind(
                    .text(row.path), .text(item.folder), .text(row.id.uuid), .integer(stamp.size),
                    .integer(stamp.modified), .integer(stamp.inode), .real(row.created.date.timeIntervalSince1970),
                    .int(row.created.utcOffset), .text(row.created.day), .text(row.title), .text(row.tags),
                    row.weather.map { .text($0) } ?? .null, .bool(row.starred), .text(row.preview), .int(row.words),
                    .text(row.raw), .text(row.folded)
                ).run()
            }
            start += chunk.count
            progress?(start, toRead.count)
        }
        let saveFolder = try database.prepare("INSERT OR REPLACE INTO folders (name, signature) VALUES (?, ?)")
        for folder in changed {
            // A folder with an unsure or unreadable file is compared again next time.
            let signature = unsureFolders.contains(folder.name) ? 0 : folder.signature
            try saveFolder.bind(.text(folder.name), .integer(signature)).run()
        }
    }

    /// Empties the index, so the next refresh reads every entry again (`ilgi reindex`).
    func clear() throws {
        try database.transaction {
            try database.execute("DELETE FROM folders; DELETE FROM entries; INSERT INTO entry_text (entry_text) VALUES ('delete-all');")
        }
    }
}

/// What the index stores of one entry file, derived through `Entry` and `EntryDocument`, so
/// the index follows their rules.
struct IndexRow: Sendable {
    let id: EntryID
    let path: String
    let stamp: FileStamp
    let created: Timestamp
    let title: String
    /// "\nfamily\nwork\n": each tag between newlines, so a tag is found with `instr`.
    let tags: String
    let weather: String?
    let starred: Bool
    let preview: String
    let words: Int
    let raw: String
    let folded: String

    init(data: Data, id: EntryID, path: String, stamp: FileStamp) {
        let raw = String(decoding: data, as: UTF8.self)
        let entry = Entry(id: id, path: path, document: EntryDocument(parsing: raw), fallbackDate: stamp.modificationDate)
        self.id = id
        self.path = path
        self.stamp = stamp
        self.raw = raw
        created = entry.created
        title = entry.title
        let tagList = entry.tags
        tags = tagList.isEmpty ? "" : "\n" + tagList.joined(separator: "\n") + "\n"
        weather = entry.weather?.code
        starred = entry.isStarred
        preview = Preview.oneLine(entry.body, limit: EntrySummary.previewLimit)
        words = EntrySummary.wordCount(entry)
        folded = JournalIndex.foldedText(of: entry)
    }
}

extension JournalIndex {
    /// The text search looks in: title and body, folded as `SearchQuery` folds.
    static func foldedText(of entry: Entry) -> String {
        SearchQuery.fold(entry.title) + "\n" + SearchQuery.fold(entry.body)
    }
}
