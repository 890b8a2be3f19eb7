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

    private init(database: SQLiteDatabase, root: String, path: String?) {
        self.database = database
        self.root = root
        self.path = path
    }

    /// Opens the index in `stateDirectory` for the work tree at `root`. When there is none of
    /// this format there (a fresh clone, a new format, a damaged file), or when `rebuilding`,
    /// `build` fills a new one first, beside it (`buildBeside`).
    package static func open(
        stateDirectory: URL, root: URL, rebuilding: Bool = false, build: (Catalog) throws -> Void
    ) throws -> Catalog {
        try FileManager.default.createDirectory(at: stateDirectory, withIntermediateDirectories: true)
        let path = stateDirectory.appendingPathComponent(fileName).path
        if !rebuilding, let database = try VersionedDatabase.openCurrent(path: path, version: format) {
            removeAbandonedBuild(of: path)
            return try ready(database, root: root, path: path)
        }
        // One build at a time: a second process waits for the first and opens what it made.
        let held = try WriteLock(at: buildLock(of: path), timeout: buildWaitLimit)
        try withExtendedLifetime(held) {
            if try rebuilding || VersionedDatabase.openCurrent(path: path, version: format) == nil {
                try buildBeside(path, root: root, build: build)
            }
        }
        // Gone again only if another process removed it meanwhile (a `lock`).
        guard let database = try VersionedDatabase.openCurrent(path: path, version: format) else {
            throw POSIXError(.ENOENT)
        }
        return try ready(database, root: root, path: path)
    }

    /// How long a command waits for another process's build of the same catalog (1M entries
    /// take minutes) before it reads through a catalog of its own.
    static let buildWaitLimit: TimeInterval = 600

    private static func buildLock(of path: String) -> URL { URL(fileURLWithPath: path + ".build-lock") }

    /// The file a build of the catalog at `path` fills (`buildBeside`).
    private static func sideFile(of path: String) -> String { path + ".building" }

    private static func removeSideFile(of path: String) {
        for suffix in ["", "-journal", "-wal", "-shm"] { unlink(sideFile(of: path) + suffix) }
    }

    /// A build killed half-way (a `reindex` cut short) leaves its file beside the catalog,
    /// hundreds of MB: the next command that finds no build under way removes it.
    private static func removeAbandonedBuild(of path: String) {
        guard access(sideFile(of: path), F_OK) == 0, let held = try? WriteLock(at: buildLock(of: path), timeout: 0)
        else { return }
        withExtendedLifetime(held) { removeSideFile(of: path) }
    }

    private static func ready(_ database: SQLiteDatabase, root: URL, path: String) throws -> Catalog {
        try prepareForReading(database)
        return Catalog(database: database, root: root.path, path: path)
    }

    /// Builds the catalog for `path` in a file beside it, then moves it into place: made with
    /// no rollback journal and no sync while it fills (a build cut short leaves a file the
    /// next build starts again, never a catalog), so its 400 MB at 100,000 long entries are
    /// written once rather than twice through the WAL; then switched to WAL, flushed and
    /// renamed over the old one, whose readers keep it until they close it.
    private static func buildBeside(_ path: String, root: URL, build: (Catalog) throws -> Void) throws {
        let side = sideFile(of: path)
        removeSideFile(of: path)
        // Only this account may read it (it holds every entry's text), whatever the umask. Kept
        // open to start its writes for the disk and to flush it.
        let file = Glibc.open(side, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, 0o600)
        guard file >= 0 else { throw POSIXError.last() }
        defer { close(file) }
        let database = try SQLiteDatabase(path: side, creating: false)
        do {
            // Pages of 16 KiB, not 4: a row of a long entry (1-2 KB) wastes less of a page, and
            // the indexes made after the rows read the table in a quarter of the calls (the
            // file is a fifth smaller, its indexes made in half the time).
            try database.execute("PRAGMA page_size = 16384; PRAGMA journal_mode = OFF; PRAGMA synchronous = OFF")
            try createSchema(database)
            let catalog = Catalog(database: database, root: root.path, path: side)
            // What each chunk wrote starts for the disk while the next is read, so little is
            // left for the flush at the end.
            catalog.chunkStored = { _ = FileWriter.SyncFileRange.function?(file, 0, 0, FileWriter.SyncFileRange.start) }
            try build(catalog)
            try database.execute("PRAGMA journal_mode = WAL")
            database.close()
            // A power cut after the rename must find the whole catalog, not a file of holes
            // that reads as one.
            guard fdatasync(file) == 0 else { throw POSIXError.last() }
            // A WAL and shared memory left by the file this replaces would be taken for its.
            for suffix in ["-wal", "-shm"] { unlink(path + suffix) }
            guard rename(side, path) == 0 else { throw POSIXError.last() }
        } catch {
            database.close()
            unlink(side)
            throw error
        }
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

    /// The rowids of the entries whose folded title and body (`entry_search_text`) contain
    /// every one of `literals`, ascending, and the span of rowids scanned (about the number of
    /// entries). Only the candidates the trigram index names are tested when it can name few;
    /// else the table is scanned in parts on two connections at once (`inParts`): the scan is
    /// most of a search that finds little, and SQLite runs one statement on one core.
    ///
    /// The parts are read in transactions of their own, so a save committed between them may
    /// be seen by one and not another: the rows found are candidates, which the search reads
    /// again.
    package func rowids(containingAll literals: [String]) throws -> (found: [Int64], scanned: Int64) {
        let tests = Catalog.containsAll(literals)
        return try scanning(scanPlan(for: literals)) { connection, rows in
            let statement = try connection.prepare(
                "SELECT rowid FROM entry_search_text WHERE \(rows.clause("rowid")) AND \(tests)")
            try statement.bind(rows.values + literals.map { .text($0) })
            var found: [Int64] = []
            while try statement.step() { found.append(statement.int64(0)) }
            return found
        }
    }

    /// The rows of `entry_search_text` one part of a scan reads: a span of rowids, or the
    /// candidates the trigram index named.
    enum ScannedRows: Sendable {
        case span(Range<Int64>)
        case candidates([Int64])

        /// The condition on `column` (a rowid) that selects these rows, its values in `values`.
        func clause(_ column: String) -> String {
            switch self {
            case .span: "\(column) >= ? AND \(column) < ?"
            case .candidates: SQLiteValue.inRowids(column)
            }
        }

        var values: [SQLiteValue] {
            switch self {
            case .span(let range): [.integer(range.lowerBound), .integer(range.upperBound)]
            case .candidates(let rowids): [.rowids(rowids)]
            }
        }
    }

    /// The rows a scan for `literals` reads: the few the trigram index names, or every row of
    /// the table's span of rowids.
    enum ScanPlan {
        case candidates([Int64], span: Int64)
        case everyRow(Range<Int64>)

        /// The span of every row, when every row is scanned.
        var everyRow: Range<Int64>? {
            if case .everyRow(let span) = self { span } else { nil }
        }
    }

    /// The rows that can contain every one of `literals`: those the trigram index names when it
    /// can name at most `candidatesAtMost` (`trigramCandidates`), else every row. A caller may
    /// look at the plan before it scans (`forEachTransformedRow` declines a scan of every row
    /// that would find too many).
    func scanPlan(for literals: [String], candidatesAtMost: Int = .max) throws -> ScanPlan {
        let span = try rowSpan()
        let limit = min(Catalog.trigramCandidateLimit(rows: Int64(span.count)), candidatesAtMost)
        // An index that cannot answer (damaged, say) leaves the search to the scan, which is
        // never wrong.
        guard let candidates = try? trigramCandidates(for: literals, limit: limit) else { return .everyRow(span) }
        return .candidates(candidates, span: Int64(span.count))
    }

    /// `scan` over the rows of `plan`: the candidates on this connection, every row in parts
    /// (`inParts`) once there are more than `parallelScanMinimum`. The results, and the span of
    /// rowids (about the number of entries).
    func scanning<T>(
        _ plan: ScanPlan, _ scan: @Sendable (SQLiteDatabase, ScannedRows) throws -> [T]
    ) throws -> (found: [T], scanned: Int64) {
        switch plan {
        case .candidates(let candidates, let span):
            return (try scan(database, .candidates(candidates)), span)
        case .everyRow(let span):
            let (low, high) = (span.lowerBound, span.upperBound)
            guard high - low > parallelScanMinimum else { return (try scan(database, .span(span)), high - low) }
            let parts = Catalog.evenParts(of: Int(high - low), Catalog.scanParts).map {
                ScannedRows.span((low + Int64($0.lowerBound))..<(low + Int64($0.upperBound)))
            }
            return (try inParts(parts, scan), high - low)
        }
    }

    /// `0..<count` cut into `parts` ranges of nearly one size, in order: a scan's parts.
    static func evenParts(of count: Int, _ parts: Int) -> [Range<Int>] {
        (0..<parts).map { (count * $0 / parts)..<(count * ($0 + 1) / parts) }
    }

    /// The SQL test that the folded text holds every one of `literals`, one `?` each.
    static func containsAll(_ literals: [String]) -> String {
        Array(repeating: "contains_text(folded, ?)", count: literals.count).joined(separator: " AND ")
    }

    /// The rowids of `entry_search_text`, from the least to one past the greatest (0..<1 when
    /// it is empty).
    func rowSpan() throws -> Range<Int64> {
        // Two subqueries: SQLite answers min() or max() of the key from the b-tree's edge, but
        // both in one SELECT by reading every row.
        let bounds = try database.prepare(
            "SELECT ifnull((SELECT min(rowid) FROM entry_search_text), 0), ifnull((SELECT max(rowid) FROM entry_search_text), 0) + 1"
        )
        guard try bounds.step() else { return 0..<0 }
        return bounds.int64(0)..<bounds.int64(1)
    }

    /// Runs `scan` over each of `parts` on two connections at once (SQLite runs one statement
    /// on one core): this one, and a second on a thread of its own, each taking the next part
    /// until none is left. The parts' results in the parts' order. On this connection alone
    /// when no second one can be had.
    func inParts<T>(
        _ parts: [ScannedRows], _ scan: @Sendable (SQLiteDatabase, ScannedRows) throws -> [T]
    ) throws -> [T] {
        guard parts.count > 1, scanningPeer != nil || path != nil else {
            return try parts.flatMap { try scan(database, $0) }
        }
        // Parts, not two halves: in a third of the runs of a search of 6,698 hits one half
        // ended 8-14 ms after the other (its core taken by the host or another process, not
        // more work), and the other core waited (bench/RESULTS.md). With eight, the thread
        // left alone takes the rest. A thread of `concurrentMap`'s own for the second
        // connection (`concurrentPerform` left both to the calling thread at 10,000 entries, 5
        // ms of a 46 ms search); a process's first scan opens that connection on that thread,
        // while this one already scans: opened before both, it held up the whole search.
        let own = LentConnection(database: database)
        let kept = scanningPeer.map(LentConnection.init)
        let path = path
        let next = SharedCounter()
        let workers = concurrentMap(2, threads: 2) { worker -> ScannedParts<T>? in
            let connection =
                worker == 0 ? own : kept ?? path.flatMap { try? LentConnection(database: Catalog.peer(path: $0)) }
            guard let connection else { return nil }
            var scanned = ScannedParts<T>(peer: worker == 0 ? nil : connection)
            while true {
                let part = next.take()
                guard part < parts.count else { return scanned }
                scanned.found.append((part, Result { try scan(connection.database, parts[part]) }))
            }
        }
        if scanningPeer == nil { scanningPeer = workers[1]?.peer?.database }
        var byPart = [Result<[T], any Error>?](repeating: nil, count: parts.count)
        for case let worker? in workers {
            for (part, result) in worker.found { byPart[part] = result }
        }
        // Every part was taken: the worker on this connection takes parts until none is left.
        return try byPart.flatMap { try ($0 ?? .success([])).get() }
    }

    /// How many parts `inParts` scans in.
    static let scanParts = 8

    /// The parts one worker of `inParts` scanned, and the connection it scanned them with when
    /// it was one opened for it.
    private struct ScannedParts<T>: @unchecked Sendable {
        var found: [(part: Int, result: Result<[T], any Error>)] = []
        var peer: LentConnection?
    }

    /// A connection lent to the one thread that scans parts of a table with it.
    struct LentConnection: @unchecked Sendable {
        let database: SQLiteDatabase
    }

    /// A second, read-only connection to the index at `path`, which it never makes: where the
    /// file is gone (a rebuild moved another into place, a hand removed it) it fails.
    static func peer(path: String) throws -> SQLiteDatabase {
        let database = try SQLiteDatabase(path: path, creating: false)
        try database.execute("PRAGMA busy_timeout = 10000; PRAGMA query_only = 1")
        try prepareForReading(database)
        return database
    }

    /// Makes the tables and indexes in an empty database.
    private static func createSchema(_ database: SQLiteDatabase) throws {
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

    // MARK: Keeping it current

    /// Brings the index up to date with the work tree, looking only where something can have
    /// changed:
    /// - a folder whose own stamp changed (a file in it was added, removed or replaced: every
    ///   save of ilgi and of most editors, a checkout, a pull) has its files compared, and the
    ///   new or changed ones are read;
    /// - the files a commit changed since the last refresh (HEAD's tree against the one
    ///   indexed, from `committedChanges`), in case a checkout rewrote them in place;
    /// - every file, compared by its stamp, when the last such full check is older than
    ///   `freshness.fullCheckInterval`: what an editor changed in place, its folder untouched,
    ///   is seen then (and at once by a read that shows that entry, `verify`).
    /// Nothing is written when nothing changed.
    /// `look`, when given, is one taken of this catalog's work tree since the command began.
    package func refresh(
        committedChanges: (_ cataloged: CatalogedHead) -> CommittedChanges? = { _ in nil }, look: FolderLook? = nil
    ) throws {
        // The file system's clock, for stamps; the injected one decides when a full check is due.
        let look = look.flatMap { $0.root == root ? $0 : nil } ?? FolderLook(root: root)
        let scanStart = look.scanStart
        let stamps = look.stamps
        let checkTime = freshness.now()
        let state = try storedState()
        var due = isFullCheckDue(lastCheck: state.fullCheck, now: checkTime)
        // A stat of every file is one system call per entry (bench/RESULTS.md): when
        // another process can make it, this read goes on without it (a first build, with no
        // full check ever made, is made here).
        if due, state.fullCheck != nil, let elsewhere = freshness.checkElsewhere,
            elsewhere(URL(fileURLWithPath: root, isDirectory: true))
        {
            due = false
        }
        let present = Set(stamps.map(\.name))
        let gone = state.folders.keys.filter { !present.contains($0) }
        let committed = committedChanges(CatalogedHead(tree: state.tree, commit: state.commit))
        // What a commit changed is unknown (a tree the index never saw, or one gone from the
        // repository): every file is compared.
        let fullCheck = due || (committed != nil && committed?.paths == nil)
        // In order of their names, which is the order of their months: a cold build then
        // stores the entries of each month after those of the months before, so a search
        // that scans the last rowids first finds the newest entries first
        // (`handingOnWhileScanning`).
        let changedNames = stamps.filter { fullCheck || state.folders[$0.name]?.directory != $0.stamp.hashed }.map(
            \.name
        ).sorted()
        let rescanned = Set(changedNames)
        let touched = (committed?.paths ?? []).compactMap { TouchedFile(path: $0, root: root) }.filter {
            present.contains($0.folder) && !rescanned.contains($0.folder)
        }
        let treeMoved = committed.map { $0.tree != state.tree } ?? false
        // A new commit of the same tree changes nothing listed, but is noted, so that the next
        // read knows HEAD by its commit alone (`CatalogedHead`).
        let headMoved = committed.map { $0.commit != nil && $0.commit != state.commit } ?? false
        guard !changedNames.isEmpty || !gone.isEmpty || !touched.isEmpty || treeMoved || headMoved || fullCheck else {
            return
        }
        // A catalog with no entry yet reads every file, and stamps each as it reads it.
        let stamping = try database.integer("SELECT EXISTS (SELECT 1 FROM entries)") != 0
        let scanned = WorkTreeScan.folders(root: root, names: changedNames, stamping: stamping)
        let directoryStamps = Dictionary(stamps, uniquingKeysWith: { first, _ in first })
        try database.transaction {
            // Compared again inside the transaction, so a refresh that waited for another one
            // works from what that one wrote.
            let current = try storedState()
            let changed = scanned.filter { current.folders[$0.name]?.signature != $0.signature }
            let unchanged = scanned.filter { current.folders[$0.name]?.signature == $0.signature }
            let applied = try apply(changed: changed, touched: touched, gone: gone, scanStart: scanStart)
            let saveFolder = try database.prepare(
                "INSERT OR REPLACE INTO folders (name, signature, directory) VALUES (?, ?, ?)")
            let signed =
                zip(changed, applied.changedSignatures).map { ($0, $1) } + unchanged.map { ($0, $0.signature) }
            for (folder, folderSignature) in signed {
                // A folder changed within the clock tick of the scan, or with an unsure or
                // unreadable file, is listed and compared again next time.
                let isUnsure = applied.unsureFolders.contains(folder.name)
                let stamp = directoryStamps[folder.name]
                let directory = stamp.map { $0.isRacy(scanStart: scanStart) || isUnsure ? 0 : $0.hashed } ?? 0
                let signature = isUnsure ? 0 : folderSignature
                try saveFolder.bind(.text(folder.name), .integer(signature), .integer(directory)).run()
            }
            if let committed {
                try saveMeta("tree", committed.tree)
                if let commit = committed.commit { try saveMeta("commit", commit) }
            }
            if fullCheck { try saveMeta("full_check", String(checkTime)) }
        }
    }

    /// Whether the next refresh compares every file: the last full check is older than
    /// `freshness.fullCheckInterval`, or none was ever made. A long job that holds the full
    /// check's lock (the trigram build) asks between its steps, and makes the check itself.
    package var fullCheckIsDue: Bool {
        let last = try? database.prepare("SELECT value FROM meta WHERE key = 'full_check'")
        let lastCheck = last.flatMap { (try? $0.step()) == true ? Double($0.text(0)) : nil }
        return isFullCheckDue(lastCheck: lastCheck, now: freshness.now())
    }

    /// A clock set back since the last check makes one due too.
    private func isFullCheckDue(lastCheck: Double?, now: Double) -> Bool {
        lastCheck.map { now - $0 >= freshness.fullCheckInterval || now < $0 } ?? true
    }

    /// What commits changed: HEAD's tree (and its commit, when known), and the paths that
    /// differ from the tree the index last saw; nil paths when that is unknown (it saw none,
    /// or the tree is gone).
    package struct CommittedChanges {
        let tree: String
        let commit: String?
        let paths: [String]?

        package init(tree: String, commit: String? = nil, paths: [String]?) {
            self.tree = tree
            self.commit = commit
            self.paths = paths
        }
    }

    /// HEAD as the catalog last saw it: its tree, and the commit that had it (nil in a catalog
    /// made before the commit was kept). The commit alone says whether HEAD moved.
    package struct CatalogedHead {
        package let tree: String?
        package let commit: String?
    }

    private struct StoredState {
        var folders: [String: (signature: Int64, directory: Int64)] = [:]
        var tree: String?
        var commit: String?
        var fullCheck: Double?
    }

    private func storedState() throws -> StoredState {
        var state = StoredState()
        let folders = try database.prepare("SELECT name, signature, directory FROM folders")
        while try folders.step() { state.folders[folders.text(0)] = (folders.int64(1), folders.int64(2)) }
        let meta = try database.prepare("SELECT key, value FROM meta")
        while try meta.step() {
            switch meta.text(0) {
            case "tree": state.tree = meta.text(1)
            case "commit": state.commit = meta.text(1)
            case "full_check": state.fullCheck = Double(meta.text(1))
            default: break
            }
        }
        return state
    }

    private func saveMeta(_ key: String, _ value: String) throws {
        try database.prepare("INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)").bind(.text(key), .text(value))
            .run()
    }

    /// What a refresh wrote: the folders holding a file that must be looked at again
    /// (unreadable, or changed within the clock tick of the scan), and the signature of each
    /// changed folder over its files' stamps as the catalog stored them: as read, for the files
    /// it read.
    private struct Applied {
        var unsureFolders: Set<String>
        var changedSignatures: [Int64]
    }

    /// The entries of one month folder, by path (`YYYY/MM/` up to, not including, `YYYY/MM0`:
    /// '0' follows '/'), through the path's own index; bound by `folderPathBounds`.
    private static let folderPaths = "path >= ? AND path < ?"

    private static func folderPathBounds(_ folder: String) -> [SQLiteValue] {
        [.text(folder + "/"), .text(folder + "0")]
    }

    /// Writes what changed.
    private func apply(
        changed: [ScannedFolder], touched: [TouchedFile],
        gone: [String], scanStart: Double
    ) throws -> Applied {
        let removeFolder = try database.prepare("DELETE FROM folders WHERE name = ?")
        let removeFolderEntries = try database.prepare("DELETE FROM entries WHERE \(Catalog.folderPaths)")
        for name in gone {
            try removeFolderEntries.bind(Catalog.folderPathBounds(name)).run()
            try removeFolder.bind(.text(name)).run()
        }
        let storedFiles = try database.prepare(
            "SELECT path, size, modified, inode FROM entries WHERE \(Catalog.folderPaths)")
        let storedFile = try database.prepare("SELECT size, modified, inode FROM entries WHERE path = ?")
        let removeEntry = try database.prepare("DELETE FROM entries WHERE path = ?")
        var toRead: [FileToRead] = []
        // Where in `changed` each file to read from there is listed (they come first in
        // `toRead`, before the touched ones), so it is signed with its stamp as read.
        var listedAt: [(folder: Int, file: Int)] = []
        for (folderPosition, folder) in changed.enumerated() {
            var known: [String: FileStamp] = [:]
            try storedFiles.bind(Catalog.folderPathBounds(folder.name))
            while try storedFiles.step() {
                known[storedFiles.text(0)] = FileStamp(
                    size: storedFiles.int64(1), modified: storedFiles.int64(2), inode: storedFiles.int64(3))
            }
            for (filePosition, file) in folder.files.enumerated() {
                let path = folder.name + "/" + file.name
                if known.removeValue(forKey: path) != file.stamp {
                    toRead.append((folder.name, path, file.id))
                    listedAt.append((folderPosition, filePosition))
                }
            }
            for path in known.keys { try removeEntry.bind(.text(path)).run() }
        }
        for file in touched {
            try storedFile.bind(.text(file.path))
            let known =
                try storedFile.step()
                ? FileStamp(size: storedFile.int64(0), modified: storedFile.int64(1), inode: storedFile.int64(2)) : nil
            guard let stamp = file.stamp else {
                if known != nil { try removeEntry.bind(.text(file.path)).run() }
                continue
            }
            if known != stamp { toRead.append((file.folder, file.path, file.id)) }
        }
        let read = try read(toRead, scanStart: scanStart)
        var listed = 0
        let signatures = changed.enumerated().map { folderPosition, folder in
            folder.signature { filePosition, scanned in
                guard listed < listedAt.count, listedAt[listed] == (folderPosition, filePosition) else {
                    return scanned
                }
                defer { listed += 1 }
                return read.stamps[listed] ?? scanned
            }
        }
        return Applied(unsureFolders: read.unsureFolders, changedSignatures: signatures)
    }

    /// Reads `files` and stores what the index keeps of each, in parallel a chunk at a time.
    /// Returns the folders holding a file that must be looked at again, and the stamp stored
    /// for each of `files` (nil for one not stored), taken as it was read, not from the scan.
    private func read(_ files: [FileToRead], scanStart: Double) throws -> FilesRead {
        let removeEntry = try database.prepare("DELETE FROM entries WHERE path = ?")
        let insert = try database.prepare(
            """
            INSERT INTO entries (path, uuid, size, modified, inode, created, utc_offset, day, title,
                tags, weather, starred, preview, words, raw, body_start, body_end, place, plain)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """)
        let insertText = try database.prepare("INSERT INTO entry_search_text (rowid, folded) VALUES (?, ?)")
        let insertTag = try database.prepare("INSERT OR IGNORE INTO entry_tags (tag, entry) VALUES (?, ?)")
        let insertField = try database.prepare(
            "INSERT INTO entry_fields (key, entry, value, folded, number) VALUES (?, ?, ?, ?, ?)")
        let insertLink = try database.prepare(
            "INSERT INTO entry_links (entry, position, kind, target, label) VALUES (?, ?, ?, ?, ?)")
        let root = self.root
        var unsureFolders: Set<String> = []
        var stamps = [FileStamp?](repeating: nil, count: files.count)
        let chunkSize = 2048
        progress?(0, files.count)
        // A cold build (a fresh clone, `reindex`, a new format) fills an empty table: most of
        // its secondary indexes are made once at the end, by sorting, rather than kept in order
        // through 100,000 random inserts.
        let bulk =
            try files.count >= Catalog.bulkBuildThreshold && database.integer("SELECT count(*) FROM entries") == 0
        let madeAfter = Catalog.secondaryIndexes.filter { !$0.keptThroughBulk }
        if bulk {
            try database.execute(madeAfter.map { "DROP INDEX IF EXISTS \($0.name);" }.joined())
            // Room for the sorts that make them again (SQLite's default is 2 MB).
            try database.execute("PRAGMA cache_size = -65536")
        }
        defer {
            if bulk {
                // Each index reads the whole table (190 MB at 100,000 long entries): from the
                // page cache in place, not copied out a page at a time (a fifth of a second).
                try? database.execute("PRAGMA mmap_size = 4294967296")
                try? database.execute(madeAfter.map(\.creation).joined())
            }
        }
        // Each chunk is read and parsed on both cores while the one before it is stored.
        let chunks = stride(from: 0, to: files.count, by: chunkSize).map { $0..<min($0 + chunkSize, files.count) }
        // The journal's folder opened once for every file read below (100k opens fewer).
        let workTree = (try? Beneath(holdingOpen: root)) ?? Beneath(path: root)
        // Never through a link, and never more than `indexedTextLimit` of one file: an
        // oversized entry (from a remote, say) is indexed by its first part.
        @Sendable func readRow(_ item: FileToRead, in folders: [String: Beneath]) -> FileReading {
            let data: Data
            let stamp: FileStamp
            do {
                // By its name in its month folder, held open, where that opened; else beneath the
                // root, which says what is wrong on the way.
                let limit = Catalog.indexedTextLimit
                let read =
                    try folders[item.folder].map { try $0.readPrefix(Catalog.fileName(of: item), count: limit) }
                    ?? workTree.readPrefix(item.path, count: limit)
                (data, stamp) = (read.bytes, FileStamp(read.status))
            } catch let error as POSIXError where error.code == .ENOENT {
                return .gone
            } catch {
                return .unreadable(IlgiError.describe(error))
            }
            guard !GitCryptCipher.isEncrypted(data) else { return .encrypted }
            return .row(CatalogRow(data: data, id: item.id, path: item.path, stamp: stamp))
        }
        func startReading(_ range: Range<Int>) -> OnItsOwnThread<[FileReading?]> {
            let chunk = Array(files[range])
            return OnItsOwnThread {
                // Parsing yields to this thread's storing: see `lowerThisThreadsPriority`.
                lowerThisThreadsPriority()
                // The chunk's month folders opened once each: a file is then resolved by its name
                // alone (a third of a file's open was the walk through root, year and month).
                var folders: [String: Beneath] = [:]
                for folder in Set(chunk.map(\.folder)) { folders[folder] = try? workTree.holdingOpen(folder: folder) }
                return concurrentMap(chunk.count, threads: readingThreads) { [folders] in
                    readRow(chunk[$0], in: folders)
                }
            }
        }
        var pending = chunks.first.map(startReading)
        for (number, range) in chunks.enumerated() {
            guard var rows = pending?.take() else { break }
            pending = number + 1 < chunks.count ? startReading(chunks[number + 1]) : nil
            // Freeing a chunk's rows (2,048 entries' strings) is left to a thread of the
            // parsing's priority, not this one, which every other thread waits for.
            defer { releaseOnAnotherThread(&rows) }
            for (offset, reading) in rows.enumerated() {
                let item = files[range.lowerBound + offset]
                // An empty table holds no old row to remove.
                if !bulk { try removeEntry.bind(.text(item.path)).run() }
                guard case .row(let row) = reading else {
                    if case .unreadable(let reason) = reading { unreadable?(root + "/" + item.path, reason) }
                    unsureFolders.insert(item.folder)
                    continue
                }
                var stamp = row.stamp
                if stamp.isRacy(scanStart: scanStart) {
                    // A second change within the same tick could go unseen: read it again.
                    stamp = .unsure
                    unsureFolders.insert(item.folder)
                }
                stamps[range.lowerBound + offset] = stamp
                try insert.run(binding: [
                    .text(row.path), .text(row.id.uuid), .integer(stamp.size),
                    .integer(stamp.modified), .integer(stamp.inode), .real(row.created.date.timeIntervalSince1970),
                    .int(row.created.utcOffset), .text(row.day), .text(row.title), .text(row.tags),
                    row.weather.map { .text($0) } ?? .null, .bool(row.starred), .utf8(row.preview), .int(row.words),
                    .text(row.raw), .int(row.body.lowerBound), .int(row.body.upperBound),
                    row.place.map { .text($0) } ?? .null, .bool(row.isPlain),
                ])
                let entry = database.lastInsertRowID
                try insertText.run(binding: [.integer(entry), .utf8(row.folded)])
                for tag in row.tagList { try insertTag.run(binding: [.text(tag), .integer(entry)]) }
                for field in row.fields {
                    try insertField.run(binding: [
                        .text(field.key), .integer(entry), .text(field.value),
                        .text(FieldCondition.folded(field.value)),
                        FieldCondition.number(field.value).map { .real($0) } ?? .null,
                    ])
                }
                for (position, link) in row.links.enumerated() {
                    try insertLink.run(binding: [
                        .integer(entry), .int(position), .int(LinkKind(link.target).rawValue), .text(link.target.text),
                        link.label.map { .text($0) } ?? .null,
                    ])
                }
            }
            chunkStored?()
            progress?(range.upperBound, files.count)
        }
        return (unsureFolders, stamps)
    }

    /// An entry file a refresh reads: its stamp is taken as it is read (`readRow`).
    private typealias FileToRead = (folder: String, path: String, id: EntryID)

    /// The name of `file` in its folder: its path after the folder's and the "/".
    private static func fileName(of file: FileToRead) -> String {
        String(file.path[file.path.utf8.index(file.path.startIndex, offsetBy: file.folder.utf8.count + 1)...])
    }

    /// What `read` found: the folders to look at again, and each file's stamp as stored.
    private typealias FilesRead = (unsureFolders: Set<String>, stamps: [FileStamp?])

    /// What reading one entry file for the catalog gave.
    private enum FileReading {
        case row(CatalogRow)
        /// Ciphertext (a file a killed unlock had not yet decrypted): never an entry's text.
        case encrypted
        /// Removed since the folder was listed.
        case gone
        /// Refused or failed, and why (a file another account wrote with its own modes).
        case unreadable(String)
    }

    /// Makes sure the rows of `paths` match their files (a read about to show these entries):
    /// any whose file changed since it was indexed, in place with its folder untouched, is
    /// read again. Returns whether any was.
    package func verify(paths: [String]) throws -> Bool {
        let storedFile = try database.prepare("SELECT size, modified, inode FROM entries WHERE path = ?")
        var stale: [TouchedFile] = []
        for path in paths {
            try storedFile.bind(.text(path))
            guard try storedFile.step(), let file = TouchedFile(path: path, root: root) else { continue }
            let known = FileStamp(size: storedFile.int64(0), modified: storedFile.int64(1), inode: storedFile.int64(2))
            if file.stamp != known { stale.append(file) }
        }
        guard !stale.isEmpty else { return false }
        let scanStart = Date().timeIntervalSince1970
        try database.transaction {
            let applied = try apply(changed: [], touched: stale, gone: [], scanStart: scanStart)
            // The folder of a file read within the clock tick is compared again next time.
            let forget = try database.prepare("UPDATE folders SET signature = 0 WHERE name = ?")
            for name in applied.unsureFolders { try forget.bind(.text(name)).run() }
        }
        return true
    }

}

/// How often the index compares every entry file with what it stored, and the clock that
/// measures it: a test drives its own clock, or looks at every file on every read.
public struct CatalogFreshness: Sendable {
    /// Seconds after which a read compares every file again; 0 compares on every read.
    public var fullCheckInterval: Double
    /// Now, in seconds since 1970.
    public var now: @Sendable () -> Double

    /// Starts a due full check of the journal at the given folder in another process (the
    /// command line runs `ilgi reindex --if-due` in the background) and returns true, so the
    /// read that found it due need not wait for it; false when it could not, and the read
    /// makes the check itself. Nil: the read always makes it.
    public var checkElsewhere: (@Sendable (_ journal: URL) -> Bool)?

    public init(
        fullCheckInterval: Double, now: @escaping @Sendable () -> Double,
        checkElsewhere: (@Sendable (_ journal: URL) -> Bool)? = nil
    ) {
        self.fullCheckInterval = fullCheckInterval
        self.now = now
        self.checkElsewhere = checkElsewhere
    }

    /// A minute: an edit made in place, its folder untouched, is seen within a minute by every
    /// read (with `checkElsewhere`, by the reads after the check it started), and at once by
    /// one that shows that entry.
    public static let standard = CatalogFreshness(fullCheckInterval: 60, now: { Date().timeIntervalSince1970 })
}

/// An entry file named by its journal path, with its stamp as it is now (nil when it is gone):
/// what a commit changed, or what a listing is about to show.
struct TouchedFile {
    let folder: String
    let path: String
    let id: EntryID
    let stamp: FileStamp?

    /// Nil for a path that is not an entry file's (`YYYY/MM/<uuid>.txt`).
    init?(path: String, root: String) {
        guard let slash = path.lastIndex(of: "/"),
            let id = JournalLayout.entryID(forFileName: String(path[path.index(after: slash)...]))
        else { return nil }
        folder = String(path[..<slash])
        self.path = path
        self.id = id
        stamp = WorkTreeScan.stamp(root: root, path: path)
    }
}

/// What the index stores of one entry file, derived through `Entry` and `EntryDocument`, so
/// the index follows their rules. A class: the thread that stores a cold build's rows copies
/// each out of its chunk, and a struct of sixteen fields is a retain and a release of each.
final class CatalogRow: Sendable {
    let id: EntryID
    let path: String
    let stamp: FileStamp
    let created: Timestamp
    /// `created.day`, made while parsing rather than by the thread that stores the rows.
    let day: String
    let title: String
    /// "\nfamily\nwork\n": each tag between newlines, so a tag is found with `instr`.
    let tags: String
    let tagList: [String]
    let weather: String?
    let starred: Bool
    /// UTF-8.
    let preview: [UInt8]
    let words: Int
    let raw: String
    /// Where the body is in `raw`'s UTF-8.
    let body: Range<Int>
    /// The place (`Location:`), when the entry names one: search shows it as a line of its own.
    let place: String?
    /// `FoldedBytes.isPlain` of `Entry.searchedBody`.
    let isPlain: Bool
    /// UTF-8.
    let folded: [UInt8]
    /// `EntryDocument.fieldTrailers`, keys lowercased.
    let fields: [(key: String, value: String)]
    /// The body's `[[links]]`.
    let links: [EntryLink]

    init(data: Data, id: EntryID, path: String, stamp: FileStamp) {
        let raw = String(decoding: data, as: UTF8.self)
        let entry = Entry(
            id: id, path: path, document: EntryDocument(parsing: raw), fallbackDate: stamp.modificationDate)
        self.id = id
        self.path = path
        self.stamp = stamp
        self.raw = raw
        body = entry.document.bodyUTF8Range
        place = entry.place
        // The body made once (`Entry.body` makes a String at each use), for what each part
        // below derives from it, each as `Entry` derives it.
        let bodyText = entry.body
        var searched = Entry.searchedBody(bodyText, place: place)
        isPlain = searched.withUTF8(FoldedBytes.isPlain)
        created = entry.created
        day = entry.created.day
        title = entry.title
        tagList = Tags.find(inTitle: title, body: bodyText)
        tags = tagList.isEmpty ? "" : "\n" + tagList.joined(separator: "\n") + "\n"
        weather = entry.weather?.code
        starred = entry.isStarred
        preview = Entry.previewUTF8(body: bodyText, id: id, limit: EntrySummary.previewLimit)
        words = EntrySummary.wordCount(title: title, body: bodyText)
        folded = Catalog.foldedText(title: title, searchedBody: searched)
        fields = entry.document.fieldTrailers.map { (key: $0.key.lowercased(), value: $0.value) }
        // Most bodies hold no "[[": the scan for it is all they cost.
        links = bodyText.utf8.count >= 5 && bodyText.contains("[[") ? EntryLinks.find(in: bodyText) : []
    }
}

extension Catalog {
    /// The text search looks in, as UTF-8: title and body (with the place,
    /// `Entry.searchedBody`), folded as `SearchQuery` folds.
    static func foldedText(of entry: Entry) -> [UInt8] {
        foldedText(title: entry.title, searchedBody: entry.searchedBody)
    }

    /// `foldedText(of:)` of a title and searched body already in hand.
    static func foldedText(title: String, searchedBody: String) -> [UInt8] {
        var folded: [UInt8] = []
        folded.reserveCapacity(title.utf8.count + 1 + searchedBody.utf8.count)
        appendFolded(title, to: &folded)
        folded.append(0x0A)
        appendFolded(searchedBody, to: &folded)
        return folded
    }

    private static func appendFolded(_ text: String, to folded: inout [UInt8]) {
        var text = text
        guard !text.withUTF8({ FoldedBytes.appendLoweredIfByteForByte($0, to: &folded) }) else { return }
        folded.append(contentsOf: SearchQuery.fold(text).utf8)
    }
}
