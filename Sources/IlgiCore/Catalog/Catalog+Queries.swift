import Foundation

/// The catalog's queries that readers outside this folder need, typed: the SQL stays here,
/// beside the schema it reads.
extension Catalog {
    /// How many entries `conditions` select, at most `limit`.
    func count(where conditions: CatalogConditions, limit: Int?) throws -> Int {
        var sql = "SELECT count(*) FROM entries" + conditions.whereClause
        if let limit {
            sql = "SELECT count(*) FROM (SELECT 1 FROM entries\(conditions.whereClause) LIMIT \(max(limit, 0)))"
        }
        let statement = try database.prepare(sql)
        try statement.bind(conditions.values)
        return try statement.step() ? statement.int(0) : 0
    }

    /// The id, path and creation time of the entries `conditions` select, oldest first; with a
    /// `limit`, the newest `limit` of them (still oldest first).
    func keys(where conditions: CatalogConditions, limit: Int?) throws -> [(id: EntryID, path: String, created: Date)] {
        var sql = "SELECT uuid, path, created FROM entries" + conditions.whereClause
        if let limit {
            sql += Journal.newestFirstOrder + " LIMIT \(max(limit, 0))"
        } else {
            sql += Journal.oldestFirstOrder
        }
        let statement = try database.prepare(sql)
        try statement.bind(conditions.values)
        var keys: [(id: EntryID, path: String, created: Date)] = []
        while try statement.step() {
            guard let id = EntryID(statement.text(0)) else { continue }
            keys.append((id, statement.text(1), Date(timeIntervalSince1970: statement.double(2))))
        }
        return limit == nil ? keys : keys.reversed()
    }

    /// Reads entries' text as of the catalog's last refresh, one path at a time, through one
    /// prepared statement.
    final class TextLookup {
        private let statement: SQLiteStatement

        fileprivate init(_ statement: SQLiteStatement) { self.statement = statement }

        /// The entry file's text at `path` and its creation time (seconds since 1970), or nil
        /// when the catalog has no such entry.
        func text(ofPath path: String) -> (raw: String, created: Double)? {
            guard (try? statement.bind(.text(path)).step()) == true else { return nil }
            return (statement.text(0), statement.double(1))
        }
    }

    func textLookup() throws -> TextLookup {
        TextLookup(try database.prepare("SELECT raw, created FROM entries WHERE path = ?"))
    }
}
