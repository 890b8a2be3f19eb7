import Foundation
import IlgiEntry
import IlgiStore

/// This machine's index of a journal, in `.git/ilgi/index.sqlite`: per entry file its stamp,
/// creation date, title, tags, weather, star, preview, word count and text, and (in a narrow
/// table of its own, which search scans) its folded title and body.
///
/// It is never committed and never the source of truth: every read first brings it up to date
/// with the work tree (`refresh`), and a missing, damaged or older-format file is rebuilt
/// from the entries. A refresh is one SQLite transaction, so another process reads either the
/// index before it or after it, never half of it; SQLite's locks keep two writers apart.
package final class Catalog {
    /// Bump when the schema or what is derived from an entry file changes (title, tags,
    /// created date, preview, folding): an index of another format is rebuilt.
    package static let format: Int64 = 12
    /// The most of one entry file the catalog reads: a larger one (which only a remote or
    /// another program makes) is listed and searched by its first part, so no read of the
    /// catalog takes more memory than this per file.
    package static let indexedTextLimit = 8 * 1024 * 1024
    package static let fileName = "index.sqlite"

    /// The indexes on `entries`, `entry_tags` and `entry_fields` besides their keys. A cold
    /// build (`read`) drops those it does not keep and makes them again after the rows, by
    /// sorting.
    static let secondaryIndexes: [SecondaryIndex] = [
        // Kept: rows come in path order, a month folder after another, so nearly in date order;
        // an index by date then grows at one end, in pages the cache holds, while the other core
        // parses. Made after the rows, these two were half of a build's last half-second,
        // which nothing else runs beside.
        SecondaryIndex("entries_by_created", on: "entries (created DESC, uuid DESC)", keptThroughBulk: true),
        // Covers what the calendar and stats sum per day, so they never visit the table.
        SecondaryIndex(
            "entries_by_day", on: "entries (day, created, utc_offset, words, starred, weather)", keptThroughBulk: true),
        // Random: kept through a build, its inserts took more than its sort after.
        SecondaryIndex("entries_by_uuid", on: "entries (uuid)"),
        SecondaryIndex("entry_tags_by_entry", on: "entry_tags (entry)"),
        SecondaryIndex("entry_fields_by_number", on: "entry_fields (key, number)"),
        SecondaryIndex("entry_fields_by_folded", on: "entry_fields (key, folded)"),
        SecondaryIndex("entry_fields_by_entry", on: "entry_fields (entry)"),
        // Backlinks: the links that name a target, whatever entry holds them.
        SecondaryIndex("entry_links_by_target", on: "entry_links (target, kind)"),
        // A link by title resolves by the title, compared without case; completion of `[[` reads
        // every title from it alone.
        SecondaryIndex("entries_by_title", on: "entries (title COLLATE NOCASE, created)"),
    ]

    /// One of `secondaryIndexes`.
    struct SecondaryIndex {
        let name: String
        /// The table and columns, as `CREATE INDEX … ON` takes them.
        let definition: String
        /// Whether a cold build keeps it in order through the inserts, rather than making it
        /// after them.
        let keptThroughBulk: Bool

        init(_ name: String, on definition: String, keptThroughBulk: Bool = false) {
            self.name = name
            self.definition = definition
            self.keptThroughBulk = keptThroughBulk
        }

        var creation: String { "CREATE INDEX IF NOT EXISTS \(name) ON \(definition);" }
    }
    /// From how many files to read into an empty index the secondary indexes are made after.
    static let bulkBuildThreshold = 5000

    package let database: SQLiteDatabase
    let root: String
    /// The catalog's file, for the second connection of `rowids(containingAll:)`; nil for a
    /// private catalog (`openPrivate`), which no second connection can reach.
    let path: String?
    /// That second connection, opened at the first search of a large enough index.
    /// Set by the scans that open it (`inParts`, `handingOnWhileScanning`).
    var scanningPeer: SQLiteDatabase?
    /// From how many rows (by rowid) a scan is split in two.
    var parallelScanMinimum: Int64 = 2000
    /// How many rows (by rowid) a part of `handingOnWhileScanning` holds at least; tests make
    /// it small, so that a few entries make many parts.
    var handedOnPartRows = 500
    /// Below how many entries a tag or field condition names its entries from its own table
    /// (`isRare`); tests set it to 0 (never) or above any journal of theirs (always). At 2,000,
    /// a `-n 20` of a condition asked of every entry walks at most a hundredth of them.
    var rareSelectionMaximum = 2000

    /// Called with (entries read, entries to read) while a refresh reads changed files; the
    /// command line draws a progress bar with it on a cold build.
    package var progress: ((Int, Int) -> Void)?
    /// Told of each entry file a refresh could not read (its full path, and why): it is left out of
    /// every listing and search, and read again at the next refresh.
    package var unreadable: ((_ path: String, _ reason: String) -> Void)?
    /// Called after each chunk of the files a refresh reads is stored (`buildBeside`).
    var chunkStored: (() -> Void)?
    /// When to compare every file (see `refresh`), and the clock it is measured on. Nobody
    /// else can bring a private catalog up to date: it compares every file itself when due.
    package var freshness = CatalogFreshness.standard {
        didSet { if isPrivate { freshness.checkElsewhere = nil } }
    }

    init(database: SQLiteDatabase, root: String, path: String?) {
        self.database = database
        self.root = root
        self.path = path
    }

    /// Readies a connection to a catalog file for reading: search's `contains_text`, and the
    /// file mapped into memory, so a search that reads every row's text (30 MB at 10,000 long
    /// entries) takes it from the page cache in place rather than by a `pread` and a copy
    /// of every page.
    static func prepareForReading(_ database: SQLiteDatabase) throws {
        try database.execute("PRAGMA mmap_size = 4294967296")
        try database.addContainsTextFunction()
    }

    /// A catalog of this process's own, for a journal whose `.git/ilgi` cannot hold one (a
    /// read-only journal, a full disk): SQLite's private temporary database (an empty file
    /// name), which spills to a temporary file when large and is deleted when closed. It is
    /// built from the entries like any empty catalog, so every read still takes the one path.
    package static func openPrivate(root: URL) throws -> Catalog {
        let database = try SQLiteDatabase(path: "")
        try createSchema(database)
        try database.addContainsTextFunction()
        return Catalog(database: database, root: root.path, path: nil)
    }

    /// Whether this is a private catalog (`openPrivate`).
    package var isPrivate: Bool { path == nil }

    /// A second, read-only connection to the index at `path`, which it never makes: where the
    /// file is gone (a rebuild moved another into place, a hand removed it) it fails.
    static func peer(path: String) throws -> SQLiteDatabase {
        let database = try SQLiteDatabase(path: path, creating: false)
        try database.execute("PRAGMA busy_timeout = 10000; PRAGMA query_only = 1")
        try prepareForReading(database)
        return database
    }

    /// Makes the tables and indexes in an empty database.
    static func createSchema(_ database: SQLiteDatabase) throws {
        try database.transaction {
            try database.execute(
                """
                CREATE TABLE folders (
                    name TEXT PRIMARY KEY, signature INTEGER NOT NULL, directory INTEGER NOT NULL
                ) WITHOUT ROWID;
                CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL) WITHOUT ROWID;
                CREATE TABLE entries (
                    rowid INTEGER PRIMARY KEY,
                    -- A folder's entries are a range of paths (`folderPaths`): no column or
                    -- index of their own for a cold build to fill.
                    path TEXT NOT NULL UNIQUE,
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
                    -- Where the body is in raw's bytes, and the place: what search shows of a
                    -- hit, read without parsing raw again (`Catalog.FoundRow`).
                    body_start INTEGER NOT NULL,
                    body_end INTEGER NOT NULL,
                    place TEXT,
                    -- FoldedBytes.isPlain of the searched body: its lines are shown as they are.
                    plain INTEGER NOT NULL
                );
                -- What search looks in, apart from the rows `list` reads, so a search scans
                -- 27 MB at 100,000 entries rather than every row (entries_search below).
                CREATE TABLE entry_search_text (rowid INTEGER PRIMARY KEY, folded TEXT NOT NULL);
                CREATE TABLE entry_tags (
                    tag TEXT NOT NULL, entry INTEGER NOT NULL, PRIMARY KEY (tag, entry)
                ) WITHOUT ROWID;
                -- Each entry's trailers ilgi does not write itself (a journal's fields, such as
                -- Mood: 4), the first of each key, for `--field` and `stats --field`.
                CREATE TABLE entry_fields (
                    key TEXT NOT NULL, entry INTEGER NOT NULL, value TEXT NOT NULL, folded TEXT NOT NULL,
                    number REAL, PRIMARY KEY (key, entry)
                ) WITHOUT ROWID;
                -- Each entry's [[links]] in the order written (`EntryLinks`): kind 0 an id prefix,
                -- 1 a title, 2 a day (`LinkKind`). What each names is decided when read.
                CREATE TABLE entry_links (
                    entry INTEGER NOT NULL, position INTEGER NOT NULL, kind INTEGER NOT NULL,
                    target TEXT NOT NULL COLLATE NOCASE, label TEXT, PRIMARY KEY (entry, position)
                ) WITHOUT ROWID;
                CREATE TRIGGER entries_removed AFTER DELETE ON entries BEGIN
                    DELETE FROM entry_links WHERE entry = old.rowid;
                    DELETE FROM entry_search_text WHERE rowid = old.rowid;
                    DELETE FROM entry_tags WHERE entry = old.rowid;
                    DELETE FROM entry_fields WHERE entry = old.rowid;
                END;
                PRAGMA user_version = \(format);
                """ + secondaryIndexes.map(\.creation).joined(separator: "\n"))
        }
    }
}
