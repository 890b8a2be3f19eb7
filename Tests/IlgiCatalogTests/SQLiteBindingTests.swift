// SQLiteStatement.run(binding:) lets SQLite keep the bound text where the caller holds it
// rather than copy it (a cold build binds every entry's text once).
import IlgiTestSupport
import Testing

@testable import IlgiCatalog

@Suite struct SQLiteBindingTests {
    @Test func textBoundInPlaceIsStoredAsGivenRowAfterRow() throws {
        let database = try SQLiteDatabase(path: "")
        try database.execute("CREATE TABLE rows (number INTEGER, text TEXT, bytes TEXT, absent TEXT)")
        let insert = try database.prepare("INSERT INTO rows VALUES (?, ?, ?, ?)")
        let texts = ["바다에서 garden", "", String(repeating: "long line ", count: 500), "🌧️ e\u{301}"]
        for (number, text) in texts.enumerated() {
            // A String made here, gone after the call: SQLite must have stored its bytes by then.
            try insert.run(binding: [.int(number), .text(text + "!"), .utf8(Array(text.utf8)), .null])
        }
        let rows = try database.prepare("SELECT number, text, bytes, absent IS NULL FROM rows ORDER BY number")
        var read: [(Int, String, String, Int)] = []
        while try rows.step() { read.append((rows.int(0), rows.text(1), rows.text(2), rows.int(3))) }
        #expect(read.map(\.0) == Array(texts.indices))
        #expect(read.map(\.1) == texts.map { $0 + "!" })
        #expect(read.map(\.2) == texts)
        #expect(read.allSatisfy { $0.3 == 1 })
    }

    @Test func aRunLeavesNoBindingBehind() throws {
        let database = try SQLiteDatabase(path: "")
        try database.execute("CREATE TABLE rows (text TEXT)")
        let insert = try database.prepare("INSERT INTO rows VALUES (?)")
        try insert.run(binding: [.text("kept")])
        // Run again with nothing bound: the parameter is NULL, not the text of the last run.
        try insert.run()
        let rows = try database.prepare("SELECT text IS NULL FROM rows ORDER BY rowid")
        var isNull: [Int] = []
        while try rows.step() { isNull.append(rows.int(0)) }
        #expect(isNull == [0, 1])
    }

    @Test func aReusedStatementEndsItsReadWhenLetGoAndReadsItsNewBindings() throws {
        let folder = TemporaryDirectory("ilgi-reused-statement")
        let path = folder.appending("rows.sqlite").path
        let reader = try SQLiteDatabase(path: path)
        try reader.execute("CREATE TABLE rows (number INTEGER); INSERT INTO rows VALUES (1), (2), (3)")
        let sql = "SELECT number FROM rows WHERE number >= ? ORDER BY number"
        do {
            // Left half-read, as a scan that stops early leaves it.
            let first = try reader.reusableStatement(sql).bind(.int(1))
            #expect(try first.step())
        }
        // A writer on another connection, which a read still open would block (no busy wait).
        let writer = try SQLiteDatabase(path: path)
        try writer.execute("PRAGMA busy_timeout = 0; INSERT INTO rows VALUES (4)")
        let again = try reader.reusableStatement(sql).bind(.int(2))
        var numbers: [Int] = []
        while try again.step() { numbers.append(again.int(0)) }
        #expect(numbers == [2, 3, 4])
    }

    @Test func aConnectionKeepsOnlySoManyStatementsForReuse() throws {
        let database = try SQLiteDatabase(path: "")
        for number in 0..<(SQLiteDatabase.idleStatementsKept + 8) {
            let statement = try database.reusableStatement("SELECT \(number)")
            #expect(try statement.step())
            #expect(statement.int(0) == number)
        }
        #expect(database.idleStatementCount == SQLiteDatabase.idleStatementsKept)
    }
}
