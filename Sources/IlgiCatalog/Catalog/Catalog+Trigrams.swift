import Foundation

/// A trigram index of the folded text (`entry_trigrams`, SQLite's FTS5 with its trigram
/// tokenizer), which tells a search for a rare string which few entries can hold it, so that
/// only those are tested (`rowids(containingAll:)`, `forEachTransformedRow`) instead of every
/// row's text: the scan is linear in the journal, a lookup is not.
///
/// Made after the catalog, never by a cold build, which it would make twice as long: a read
/// that finds a large catalog without a complete one starts `ilgi reindex --if-due`, which
/// fills it in batches (`buildTrigrams`), each a short transaction of its own, so saves and
/// refreshes go on meanwhile. Until it is complete every search scans, as before.
///
/// It follows the folded text by triggers, for the rows up to `meta.trigram_watermark`: the
/// rows the batches filled. The batches take the rows above it. A search believes it only
/// once complete (the watermark `trigramsComplete`), and only as a list of candidates: each is
/// still tested by `contains_text`, so it may find too much, never too little.
extension Catalog {
    /// From how many entries (by rowid) a catalog is given a trigram index: below it a scan
    /// of the folded text takes a few tens of milliseconds.
    package static let trigramMinimum: Int64 = 20_000
    /// The watermark of a complete index: every row, present and to come, is kept in it.
    static let trigramsComplete = Int64.max

    /// The watermark as SQL: rows up to it are in the index.
    private static let watermarkSQL =
        "ifnull((SELECT CAST(value AS INTEGER) FROM meta WHERE key = 'trigram_watermark'), 0)"

    /// Rows up to which the trigram index is filled; nil when there is none.
    var trigramWatermark: Int64? {
        let statement = try? database.prepare("SELECT value FROM meta WHERE key = 'trigram_watermark'")
        guard let statement, (try? statement.step()) == true else { return nil }
        return Int64(statement.text(0))
    }

    /// Whether this catalog is large enough for a trigram index (`minimum` entries) and has no
    /// complete one: what a read starts `ilgi reindex --if-due` for.
    package func wantsTrigrams(minimum: Int64 = Catalog.trigramMinimum) -> Bool {
        guard !isPrivate, trigramWatermark != Catalog.trigramsComplete else { return false }
        return ((try? rowSpan().upperBound - 1) ?? 0) >= minimum
    }

    /// Makes the trigram index, or goes on with one a process left half-made, a batch of
    /// `batch` rows per transaction, until it holds every row. `goOn` is told the rows done
    /// and the rows there are after each batch, the last one included; false stops the build
    /// there (the next one goes on from it).
    package func buildTrigrams(batch: Int64 = 2000, goOn: (Int64, Int64) -> Bool = { _, _ in true }) throws {
        try database.transaction {
            try database.execute(
                """
                CREATE VIRTUAL TABLE IF NOT EXISTS entry_trigrams USING fts5(
                    folded, content = 'entry_search_text', content_rowid = 'rowid',
                    tokenize = 'trigram case_sensitive 1', detail = 'none');
                INSERT OR IGNORE INTO meta (key, value) VALUES ('trigram_watermark', '0');
                CREATE TRIGGER IF NOT EXISTS entry_trigrams_added AFTER INSERT ON entry_search_text
                WHEN new.rowid <= \(Catalog.watermarkSQL) BEGIN
                    INSERT INTO entry_trigrams (rowid, folded) VALUES (new.rowid, new.folded);
                END;
                CREATE TRIGGER IF NOT EXISTS entry_trigrams_removed AFTER DELETE ON entry_search_text
                WHEN old.rowid <= \(Catalog.watermarkSQL) BEGIN
                    INSERT INTO entry_trigrams (entry_trigrams, rowid, folded) VALUES ('delete', old.rowid, old.folded);
                END;
                """)
        }
        let fill = try database.prepare(
            "INSERT INTO entry_trigrams (rowid, folded) SELECT rowid, folded FROM entry_search_text"
                + " WHERE rowid > ? AND rowid <= ?")
        let mark = try database.prepare("UPDATE meta SET value = ? WHERE key = 'trigram_watermark'")
        while true {
            let (done, last) = try database.transaction { () -> (Int64, Int64) in
                let last = try rowSpan().upperBound - 1
                guard let from = trigramWatermark, from != Catalog.trigramsComplete else { return (last, last) }
                let to = from + batch
                try fill.bind(.integer(from), .integer(to)).run()
                try mark.bind(.text(String(to >= last ? Catalog.trigramsComplete : to))).run()
                return (min(to, last), last)
            }
            let goingOn = goOn(done, last)
            if done >= last || !goingOn { return }
        }
    }

    /// The rowids, ascending, of the entries whose folded text holds every trigram of
    /// `literals` (folded), by the trigram index: candidates, each still to be tested. Nil when
    /// the index cannot say: none complete, no literal of three characters or more, or more
    /// than `limit` candidates (a common word, which a scan finds sooner than the index).
    func trigramCandidates(for literals: [String], limit: Int) throws -> [Int64]? {
        let trigrams = Catalog.trigrams(of: literals)
        guard !trigrams.isEmpty, trigramWatermark == Catalog.trigramsComplete else { return nil }
        // Each trigram a string of its own (one token, as `detail = none` requires), all of them
        // required.
        let match = trigrams.map { "\"" + $0.replacingOccurrences(of: "\"", with: "\"\"") + "\"" }
            .joined(separator: " AND ")
        let statement = try database.prepare(
            "SELECT rowid FROM entry_trigrams WHERE entry_trigrams MATCH ? ORDER BY rowid LIMIT ?")
        try statement.bind(.text(match), .integer(Int64(limit) + 1))
        var found: [Int64] = []
        while try statement.step() { found.append(statement.int64(0)) }
        return found.count > limit ? nil : found
    }

    /// How many candidates the trigram index may name before a scan is the faster way: an
    /// eighth of the rows, and any number up to a thousand.
    static func trigramCandidateLimit(rows: Int64) -> Int { max(Int(rows / 8), 1000) }

    /// The distinct trigrams (three Unicode scalars, as FTS5's tokenizer counts characters) of
    /// every literal of three or more, at most 64, spread over each literal (sixteen or so of
    /// each): fewer than all of them may name more candidates, never fewer.
    static func trigrams(of literals: [String]) -> [String] {
        var all: [String] = []
        var seen: Set<String> = []
        // A NUL (a web search's %00) would end FTS5's query early.
        for literal in literals where !literal.unicodeScalars.contains("\0") {
            let scalars = Array(literal.unicodeScalars)
            let starts = scalars.count - 2
            guard starts > 0 else { continue }
            for start in stride(from: 0, to: starts, by: max(1, starts / 16)) {
                var trigram = String.UnicodeScalarView()
                trigram.append(contentsOf: scalars[start..<(start + 3)])
                let text = String(trigram)
                if seen.insert(text).inserted { all.append(text) }
            }
        }
        return Array(all.prefix(64))
    }
}
