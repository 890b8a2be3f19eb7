import CSQLite
import Foundation
import IlgiEntry
import IlgiStore

/// The one error type of the SQLite layer: SQLite's result code and its own message.
package struct SQLiteError: Error, CustomStringConvertible, Sendable {
    let code: Int32
    let message: String

    package var description: String { message }

    /// The file is not a database, or is damaged: the index is rebuilt from the journal.
    package var isCorrupt: Bool {
        let primary = code & 0xFF
        return primary == SQLITE_CORRUPT || primary == SQLITE_NOTADB
    }
}

/// An open SQLite database, owned: closed when the value goes away. Used from one thread at a
/// time (SQLite's own locking keeps two processes apart).
package final class SQLiteDatabase {
    private(set) var handle: OpaquePointer?

    /// Statements `reusableStatement` made, not in use, by their SQL; finalized before the
    /// connection closes.
    private var idleStatements: [String: OpaquePointer] = [:]

    /// How many statements one connection keeps for reuse: a long-lived server makes a new
    /// one for each shape of search, and keeps only this many.
    static let idleStatementsKept = 16

    /// Opens the database at `path`; one is made there when `creating` and there is none.
    init(path: String, creating: Bool = true) throws {
        var opened: OpaquePointer?
        let code = sqlite3_open_v2(
            path, &opened, SQLITE_OPEN_READWRITE | (creating ? SQLITE_OPEN_CREATE : 0) | SQLITE_OPEN_NOMUTEX, nil)
        handle = opened
        do {
            try check(code)
        } catch {
            sqlite3_close_v2(opened)
            handle = nil
            throw error
        }
    }

    deinit {
        finalizeIdleStatements()
        sqlite3_close_v2(handle)
    }

    /// Closes the connection now (a WAL file's last connection checkpoints and removes it):
    /// before the file is renamed. Nothing may use the connection after.
    func close() {
        finalizeIdleStatements()
        sqlite3_close_v2(handle)
        handle = nil
    }

    /// How many statements are kept for reuse now.
    var idleStatementCount: Int { idleStatements.count }

    private func finalizeIdleStatements() {
        for statement in idleStatements.values { sqlite3_finalize(statement) }
        idleStatements = [:]
    }

    /// Adds `contains_text(text, part)` to this connection's SQL: 1 when `part`'s UTF-8 bytes
    /// occur in `text`'s, by glibc's `memmem`. SQLite's own `instr` compares at every byte
    /// position; over a large journal's folded text this is several times as fast
    /// (bench/RESULTS.md), which is what lets search scan instead of keeping a full-text index.
    func addContainsTextFunction() throws {
        try check(
            sqlite3_create_function_v2(
                handle, "contains_text", 2, SQLITE_UTF8 | SQLITE_DETERMINISTIC | SQLITE_INNOCUOUS, nil,
                { context, _, values in
                    guard let values, let text = sqlite3_value_text(values[0]), let part = sqlite3_value_text(values[1])
                    else { return sqlite3_result_null(context) }
                    let found = ByteSearch.contains(
                        UnsafeRawBufferPointer(start: part, count: Int(sqlite3_value_bytes(values[1]))),
                        in: UnsafeRawBufferPointer(start: text, count: Int(sqlite3_value_bytes(values[0]))))
                    sqlite3_result_int(context, found ? 1 : 0)
                }, nil, nil, nil))
    }

    /// The single place that turns an SQLite result code into Swift: anything but OK, ROW
    /// and DONE becomes a thrown `SQLiteError` carrying the connection's message.
    @discardableResult
    func check(_ code: Int32) throws -> Int32 {
        guard code != SQLITE_OK, code != SQLITE_ROW, code != SQLITE_DONE else { return code }
        let message =
            handle.flatMap { sqlite3_errmsg($0) }.map { String(cString: $0) } ?? String(cString: sqlite3_errstr(code))
        throw SQLiteError(code: code, message: message)
    }

    /// Runs SQL that returns no rows (several statements may be separated by `;`).
    func execute(_ sql: String) throws {
        try check(sqlite3_exec(handle, sql, nil, nil, nil))
    }

    func prepare(_ sql: String) throws -> SQLiteStatement {
        SQLiteStatement(database: self, statement: try compiled(sql))
    }

    private func compiled(_ sql: String) throws -> OpaquePointer? {
        var statement: OpaquePointer?
        try check(sqlite3_prepare_v3(handle, sql, -1, UInt32(SQLITE_PREPARE_PERSISTENT), &statement, nil))
        return statement
    }

    /// A statement for `sql` prepared once on this connection and used again, for SQL run
    /// over and over: a scan's parts each run the same join on their own span of rows, and
    /// preparing it for each of them took a twentieth of the CPU of `search garden` at 10,000
    /// entries (bench/RESULTS.md). When the value goes away, the statement is reset (its
    /// read of the database ends) and kept for the next call.
    func reusableStatement(_ sql: String) throws -> SQLiteStatement {
        let statement = try idleStatements.removeValue(forKey: sql) ?? compiled(sql)
        return SQLiteStatement(database: self, statement: statement, keptAs: sql)
    }

    /// Takes back a statement of `reusableStatement`, reset, or finalizes it when one is kept
    /// for its SQL already, the connection is closed, or enough are kept.
    fileprivate func takeBack(_ statement: OpaquePointer?, keptAs sql: String) {
        sqlite3_reset(statement)
        sqlite3_clear_bindings(statement)
        guard let statement, handle != nil, idleStatements[sql] == nil,
            idleStatements.count < SQLiteDatabase.idleStatementsKept
        else {
            sqlite3_finalize(statement)
            return
        }
        idleStatements[sql] = statement
    }

    /// `body` inside one transaction: committed when it returns, rolled back when it throws.
    /// `BEGIN IMMEDIATE` takes the write lock up front, so two writers wait (busy timeout)
    /// instead of failing half-way.
    func transaction<T>(_ body: () throws -> T) throws -> T {
        try execute("BEGIN IMMEDIATE")
        do {
            let result = try body()
            try execute("COMMIT")
            return result
        } catch {
            try? execute("ROLLBACK")
            throw error
        }
    }

    /// The rowid of the row the last INSERT on this connection made.
    var lastInsertRowID: Int64 { sqlite3_last_insert_rowid(handle) }

    /// The first column of the first row, as an integer (0 when there is no row).
    package func integer(_ sql: String) throws -> Int64 {
        let statement = try prepare(sql)
        return try statement.step() ? statement.int64(0) : 0
    }
}

/// A prepared statement, finalized when the value goes away. Columns and parameters count
/// from 0 and 1, as in SQLite.
final class SQLiteStatement {
    private let database: SQLiteDatabase
    private let statement: OpaquePointer?
    /// The SQL its connection keeps it under for reuse (`reusableStatement`), or nil when it
    /// is finalized as it goes away.
    private let keptAs: String?

    fileprivate init(database: SQLiteDatabase, statement: OpaquePointer?, keptAs: String? = nil) {
        self.database = database
        self.statement = statement
        self.keptAs = keptAs
    }

    deinit {
        if let keptAs { database.takeBack(statement, keptAs: keptAs) } else { sqlite3_finalize(statement) }
    }

    /// Clears earlier bindings and binds `values` to parameters 1…n.
    @discardableResult
    func bind(_ values: SQLiteValue...) throws -> SQLiteStatement {
        try bind(values)
    }

    @discardableResult
    func bind(_ values: [SQLiteValue]) throws -> SQLiteStatement {
        try database.check(sqlite3_reset(statement))
        try database.check(sqlite3_clear_bindings(statement))
        for (offset, value) in values.enumerated() { try bind(value, at: Int32(offset + 1)) }
        return self
    }

    /// Binds one value, text copied by SQLite.
    private func bind(_ value: SQLiteValue, at index: Int32) throws {
        switch value {
        case .null:
            try database.check(sqlite3_bind_null(statement, index))
        case .integer(let number):
            try database.check(sqlite3_bind_int64(statement, index, number))
        case .real(let number):
            try database.check(sqlite3_bind_double(statement, index, number))
        case .text(var text):
            // The String's own bytes and length: passed as a C string, every short one
            // (a folder, a day, a title) was first copied into an array made for it.
            try database.check(
                text.withUTF8 { csqlite_bind_text_transient(statement, index, $0.baseAddress, Int32($0.count)) })
        case .utf8(let bytes):
            try database.check(
                bytes.withUnsafeBufferPointer {
                    csqlite_bind_text_transient(statement, index, $0.baseAddress, Int32($0.count))
                })
        }
    }

    /// Runs a statement that returns no rows with `values` bound to parameters 1…n, each
    /// text bound where its String holds it rather than copied: a cold build binds 270 MB
    /// of text at 100,000 long entries, each once. The bindings are cleared before it returns,
    /// while the Strings still live.
    func run(binding values: [SQLiteValue]) throws {
        try database.check(sqlite3_reset(statement))
        defer {
            sqlite3_reset(statement)
            sqlite3_clear_bindings(statement)
        }
        try bindInPlace(values[...], from: 1) { try run() }
    }

    /// Binds the first of `values` at `index` and the rest after it, each text inside its
    /// String's `withUTF8` (the only place its bytes are sure to stay), then calls `body`.
    private func bindInPlace(
        _ values: ArraySlice<SQLiteValue>, from index: Int32, then body: () throws -> Void
    ) throws {
        guard let value = values.first else { return try body() }
        let rest = values.dropFirst()
        switch value {
        case .text(var text):
            try text.withUTF8 { bytes in
                try database.check(csqlite_bind_text_static(statement, index, bytes.baseAddress, Int32(bytes.count)))
                try bindInPlace(rest, from: index + 1, then: body)
            }
        case .utf8(let bytes):
            try bytes.withUnsafeBufferPointer { bytes in
                try database.check(csqlite_bind_text_static(statement, index, bytes.baseAddress, Int32(bytes.count)))
                try bindInPlace(rest, from: index + 1, then: body)
            }
        default:
            try bind(value, at: index)
            try bindInPlace(rest, from: index + 1, then: body)
        }
    }

    /// Moves to the next row: true when there is one, false when done.
    func step() throws -> Bool {
        try database.check(sqlite3_step(statement)) == SQLITE_ROW
    }

    /// Runs a statement that returns no rows.
    func run() throws {
        while try step() {}
    }

    func int64(_ column: Int32) -> Int64 { sqlite3_column_int64(statement, column) }
    func int(_ column: Int32) -> Int { Int(sqlite3_column_int64(statement, column)) }
    func double(_ column: Int32) -> Double { sqlite3_column_double(statement, column) }
    func isNull(_ column: Int32) -> Bool { sqlite3_column_type(statement, column) == SQLITE_NULL }

    /// A text column's bytes as they are stored, unchecked: for a reader that makes strings of
    /// parts of them later (on other threads), so the whole is not validated twice.
    func bytes(_ column: Int32) -> [UInt8] {
        guard let bytes = sqlite3_column_text(statement, column) else { return [] }
        return Array(UnsafeBufferPointer(start: bytes, count: Int(sqlite3_column_bytes(statement, column))))
    }

    /// The bytes of `range` of a text column (clamped to what it holds), unchecked.
    func bytes(_ column: Int32, range: Range<Int>) -> [UInt8] {
        guard let bytes = sqlite3_column_text(statement, column) else { return [] }
        let count = Int(sqlite3_column_bytes(statement, column))
        let start = min(max(range.lowerBound, 0), count)
        return Array(UnsafeBufferPointer(start: bytes + start, count: min(max(range.upperBound, start), count) - start))
    }

    /// A text column's bytes where SQLite holds them, valid until the next step: for a reader
    /// that copies what it needs and makes no String of the rest.
    func borrowedBytes(_ column: Int32) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(
            start: sqlite3_column_text(statement, column), count: Int(sqlite3_column_bytes(statement, column)))
    }

    func text(_ column: Int32) -> String {
        guard let bytes = sqlite3_column_text(statement, column) else { return "" }
        let count = Int(sqlite3_column_bytes(statement, column))
        return String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self)
    }
}

enum SQLiteValue {
    case null
    case integer(Int64)
    case real(Double)
    case text(String)
    /// Text given as bytes the caller knows are UTF-8 (stored as they are).
    case utf8([UInt8])

    static func int(_ value: Int) -> SQLiteValue { .integer(Int64(value)) }
    static func bool(_ value: Bool) -> SQLiteValue { .integer(value ? 1 : 0) }

    /// `rowids` as one value, for `inRowids`: a JSON array, one parameter however many.
    static func rowids(_ rowids: [Int64]) -> SQLiteValue {
        .text("[" + rowids.map(String.init).joined(separator: ",") + "]")
    }

    /// The condition that `column` is one of the rowids bound as `rowids(_:)`.
    static func inRowids(_ column: String) -> String { "\(column) IN (SELECT value FROM json_each(?))" }
}

/// ilgi's own SQLite files (the catalog, the history table): caches of what git holds, each
/// with its schema's version in `PRAGMA user_version`. The one opener for all of them.
package enum VersionedDatabase {
    /// Opens the database at `path`, with `create` making the schema in a new, empty file
    /// (in WAL mode, in a transaction that finds `user_version` still 0, since two processes
    /// may both find the file empty; it sets `user_version` to `version`). A file that is
    /// damaged, not a database, or of another version is removed, with its WAL and shared
    /// memory, and made again: nothing in it is the only copy of anything.
    static func open(path: String, version: Int64, create: (SQLiteDatabase) throws -> Void) throws -> SQLiteDatabase {
        do {
            return try openChecked(path: path, version: version, create: create)
        } catch let error as SQLiteError where error.isCorrupt {
            remove(path: path)
        } catch is OtherVersion {
            remove(path: path)
        }
        return try openChecked(path: path, version: version, create: create)
    }

    /// The database at `path`, when it is one of `version`, ready to use; nil when there is
    /// none to use (no file, an empty one, one of another version, a damaged one), which the
    /// caller makes anew. Opening never makes a file.
    static func openCurrent(path: String, version: Int64) throws -> SQLiteDatabase? {
        guard access(path, F_OK) == 0 else { return nil }
        let database: SQLiteDatabase
        do {
            database = try SQLiteDatabase(path: path, creating: false)
            try database.execute("PRAGMA busy_timeout = 10000")
            guard try database.integer("PRAGMA user_version") == version else { return nil }
        } catch let error as SQLiteError where error.isCorrupt {
            return nil
        }
        try database.execute("PRAGMA synchronous = NORMAL")
        return database
    }

    /// Removes the database's files (the database, its WAL and shared-memory files).
    package static func remove(path: String) {
        for suffix in ["", "-wal", "-shm"] { unlink(path + suffix) }
    }

    /// The file holds a schema of another version (an older or newer ilgi's).
    private struct OtherVersion: Error {}

    private static func openChecked(
        path: String, version: Int64, create: (SQLiteDatabase) throws -> Void
    ) throws
        -> SQLiteDatabase
    {
        let database = try SQLiteDatabase(path: path)
        try database.execute("PRAGMA busy_timeout = 10000")
        let found = try database.integer("PRAGMA user_version")
        if found != version {
            // Another version: start again in a fresh file (dropping every table of an
            // unknown schema is more work than removing it).
            guard found == 0 else { throw OtherVersion() }
            try create(database)
        }
        try database.execute("PRAGMA synchronous = NORMAL")
        return database
    }
}
