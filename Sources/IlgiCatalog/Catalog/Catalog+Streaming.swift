import Foundation
import IlgiStore

extension Catalog {
    /// `forEachTransformedRow`'s pass over every row of `span` (no more than it may hold),
    /// each value handed to `body` newest first as soon as every newer entry's part is done,
    /// while the parts left are still being scanned: writing the hits of a search that
    /// finds two thirds of the journal took a fifth of it at 100,000 entries (66 MB), on one
    /// core while the other waited (bench/RESULTS.md).
    ///
    /// This thread reads the rowids of the entries `conditions` select in date order first,
    /// from the date index, while one worker scans parts on the second connection. Then a
    /// second worker scans on this thread's connection, and this thread goes through the
    /// rowids in that order, waiting for each one's part, and hands on the value of each
    /// that was found. The parts are taken from the last rowids back: a cold build stores a
    /// month's entries after those of the months before (`refresh`), so the newest entries
    /// are in the last parts. `body` runs while this connection is lent to a worker: it must
    /// not read this catalog.
    func handingOnWhileScanning<T>(
        _ span: Range<Int64>, literals: [String], where conditions: CatalogConditions,
        transform: @Sendable (FoundRow) -> T?, _ body: (T) throws -> Void
    ) throws {
        let sql = Catalog.transformedRowsSQL(literals, conditions)
        let count = max(1, min(Catalog.handedOnParts, span.count / handedOnPartRows))
        let parts = Catalog.evenParts(of: span.count, count).map {
            (span.lowerBound + Int64($0.lowerBound))..<(span.lowerBound + Int64($0.upperBound))
        }
        let board = PartBoard<T>(parts: parts.count)
        let next = SharedCounter()
        try withoutActuallyEscaping(transform) { transform in
            let scan: @Sendable (SQLiteDatabase) -> Void = { connection in
                // Each part's values are allocated here, and kept until handed on.
                CommandMemory.adviseThisThread()
                while !board.isStopped {
                    let taken = next.take()
                    guard taken < parts.count else { return }
                    let part = parts.count - 1 - taken
                    board.finish(
                        part,
                        Result {
                            try Catalog.transformedRows(
                                connection, sql, literals, conditions, .span(parts[part]), transform, ordering: false)
                        })
                }
            }
            let kept = scanningPeer.map(LentConnection.init)
            let path = path
            let second = OnItsOwnThread { () -> LentConnection? in
                guard let connection = kept ?? path.flatMap({ try? LentConnection(database: Catalog.peer(path: $0)) })
                else { return nil }
                scan(connection.database)
                return connection
            }
            var first: OnItsOwnThread<Void>?
            // Never left with a worker still on a connection, the first on this one.
            defer {
                board.stop()
                _ = first?.take()
                if let peer = second.take(), scanningPeer == nil { scanningPeer = peer.database }
            }
            let order = try newestFirstRowids(where: conditions)
            let own = LentConnection(database: database)
            first = OnItsOwnThread { scan(own.database) }
            // Each part's values and rowids once it is done (looked up in place: a copy of a
            // part for each rowid was a retain of each of its arrays).
            var values = [[T]](repeating: [], count: parts.count)
            var rowids = [[Int64]](repeating: [], count: parts.count)
            var done = [Bool](repeating: false, count: parts.count)
            for rowid in order where span.contains(rowid) {
                // Parts of nearly one size: the one that holds `rowid`, or one next to it.
                var part = min(Int((rowid - span.lowerBound) * Int64(parts.count) / Int64(span.count)), parts.count - 1)
                while part > 0, rowid < parts[part].lowerBound { part -= 1 }
                while part < parts.count - 1, rowid >= parts[part].upperBound { part += 1 }
                if !done[part] {
                    let made = try board.waitFor(part)
                    (values[part], rowids[part], done[part]) = (made.values, made.rowids, true)
                }
                if let found = Catalog.position(of: rowid, in: rowids[part]) { try body(values[part][found]) }
            }
        }
    }

    /// The rowids of the entries `conditions` select, newest first: read, and the statement
    /// let go, before another thread is lent this connection.
    private func newestFirstRowids(where conditions: CatalogConditions) throws -> [Int64] {
        let newest = try newestFirst("rowid", where: conditions, limit: nil)
        var rowids: [Int64] = []
        while try newest.step() { rowids.append(newest.int64(0)) }
        return rowids
    }

    /// How many parts `handingOnWhileScanning` scans at most: more than `scanParts`, so that
    /// the first is handed on sooner.
    static let handedOnParts = 16
}

extension Catalog {
    /// Where `rowid` is in `rowids` (ascending), when it is there.
    fileprivate static func position(of rowid: Int64, in rowids: [Int64]) -> Int? {
        var (low, high) = (0, rowids.count)
        while low < high {
            let middle = (low + high) / 2
            if rowids[middle] < rowid { low = middle + 1 } else { high = middle }
        }
        return low < rowids.count && rowids[low] == rowid ? low : nil
    }
}

/// The parts of a scan, as the workers finish them, for the thread that waits for each in
/// turn (`Catalog.handingOnWhileScanning`).
private final class PartBoard<T>: @unchecked Sendable {
    private let condition = NSCondition()
    private var finished: [Result<Catalog.TransformedRows<T>, any Error>?]
    private var stopped = false

    init(parts: Int) { finished = Array(repeating: nil, count: parts) }

    func finish(_ part: Int, _ made: Result<Catalog.TransformedRows<T>, any Error>) {
        condition.withLock {
            finished[part] = made
            if case .failure = made { stopped = true }
            condition.broadcast()
        }
    }

    /// The values made of `part`, once they are; the error of any part that failed.
    func waitFor(_ part: Int) throws -> Catalog.TransformedRows<T> {
        condition.lock()
        defer { condition.unlock() }
        while true {
            for case .failure(let error)? in finished { throw error }
            if let made = finished[part] { return try made.get() }
            condition.wait()
        }
    }

    /// Tells the workers to take no more parts.
    func stop() { condition.withLock { stopped = true } }

    var isStopped: Bool { condition.withLock { stopped } }
}
