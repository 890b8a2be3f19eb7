import Foundation
import IlgiEntry
import IlgiStore

/// Scanning the folded text (`entry_search_text`) for literals: the trigram index's few
/// candidates, or every row in parts on two connections at once.
extension Catalog {
    /// The rowids of the entries whose folded title and body (`entry_search_text`) contain
    /// every one of `literals`, ascending, and the span of rowids scanned (about the number of
    /// entries). Only the candidates the trigram index names are tested when it can name few;
    /// else the table is scanned in parts on two connections at once (`inParts`): the scan is
    /// most of a search that finds little, and SQLite runs one statement on one core.
    ///
    /// The parts are read in transactions of their own, so a save committed between them may
    /// be seen by one and not another: the rows found are candidates, which the search reads
    /// again.
    func rowids(containingAll literals: [String]) throws -> (found: [Int64], scanned: Int64) {
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
        // Parts, not two halves: one half often ended well after the other (its core taken by
        // the host or another process, not more work), and the other core waited
        // (bench/RESULTS.md#code-scan-parts). With eight, the thread left alone takes the
        // rest. A thread of `concurrentMap`'s own for the second connection
        // (`concurrentPerform` left both to the calling thread); a process's first scan opens that connection on that thread,
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
}
