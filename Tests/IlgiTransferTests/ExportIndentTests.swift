import Foundation
import IlgiCore
import IlgiEntry
import Testing

@testable import IlgiTransfer

/// The JSON export indents each record byte by byte; it must read as splitting the record into
/// lines and indenting every line that is not empty.
@Suite struct ExportIndentTests {
    @Test func recordsAreIndentedAsLineByLine() throws {
        let entry = Entry(
            id: EntryID("3f2a9c1b-0000-4000-8000-000000000001")!, path: "2026/03/x.txt",
            document: EntryDocument(parsing: "바다 \"quoted\" \\ title\n\nLine one\n\nLine\tthree 🌧️ @여행\n"),
            fallbackDate: Date())
        for json in [try EntryRecord.encoder().encode(EntryRecord(entry)), Data("{\n\n  \"a\" : 1\n}\n".utf8), Data()] {
            let text = String(decoding: json, as: UTF8.self)
            let lineByLine = text.split(separator: "\n", omittingEmptySubsequences: false)
                .map { $0.isEmpty ? "" : "  " + $0 }.joined(separator: "\n")
            #expect(JournalExporter.indented(json) == lineByLine)
        }
    }
}
