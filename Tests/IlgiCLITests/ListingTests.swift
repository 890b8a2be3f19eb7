import Foundation
import IlgiCore
import IlgiEntry
import IlgiTestSupport
import Testing

@testable import ilgi

/// `ilgi list` into a pipe writes each line from the catalog's bytes (`EntryTable.PlainLines`);
/// every other listing renders `EntrySummary`s (`EntryTable.line`). The two must agree byte
/// for byte, whatever a title or a preview holds.
struct ListingTests {
    @Test func plainLinesFromBytesAreTheLinesOfSummaries() throws {
        let sandbox = Sandbox()
        _ = try sandbox.newEntry("Plain title", body: "A plain body.")
        _ = try sandbox.newEntry("바다 일기", body: "비가 왔다.\n\n둘째 문단.")
        _ = try sandbox.newEntry(
            "Escape \u{1B}[2J in the title", body: "Bell \u{7} and tab\there, DEL \u{7F}, C1 \u{9B}31m")
        _ = try sandbox.newEntry("Title only")
        _ = try sandbox.run("star", try sandbox.newEntry("Starred", body: "Kept."))
        _ = try sandbox.run(
            "new", stdin: "Rain\n\nWet.\n\nCreated: 2026-03-02T10:00:00+00:00\nWeather: 10d\n")
        _ = try sandbox.newEntry("No weather", body: "Café crème, e\u{301}, 👍🏽 🇰🇷")
        // A title with spaces at its ends and one with a combining mark after a space, which
        // trims as a Character, not as bytes.
        let spaced = try sandbox.newEntry("Spaced", body: "body")
        let marked = try sandbox.newEntry("Marked", body: "body")
        try rewriteTitle(of: spaced, to: "  \tspaced out\t ", in: sandbox)
        try rewriteTitle(of: marked, to: " \u{301}mark ", in: sandbox)
        _ = try sandbox.run("list")  // the catalog takes in the rewritten files

        let journal = try Journal.open(at: sandbox.journal)
        let table = EntryTable(dateStyle: DateStyle(), palette: .plain, width: nil)
        let summaries = try journal.reader.summaries(matching: EntryFilter())
        let dateWidth = table.dateWidth(days: summaries.map(\.created.day))
        var lines: EntryTable.PlainLines?
        var bytes: [UInt8] = []
        let listed = try journal.reader.forEachListedRow(
            matching: EntryFilter(),
            days: { lines = EntryTable.PlainLines(table, dateWidth: table.dateWidth(days: $0)) }
        ) { row in lines?.append(row, to: &bytes) }
        #expect(listed)
        #expect(summaries.count == 9)
        let expected = summaries.map { table.line($0, dateWidth: dateWidth) + "\n" }.joined()
        #expect(String(decoding: bytes, as: UTF8.self) == expected)
        #expect(expected.contains("spaced out  body"))
        #expect(expected.contains("^[[2J"))
        // And the command writes them.
        #expect(try sandbox.run("list").stdout == expected)
    }

    /// Replaces the first line of the entry file whose name starts with `id`, committed.
    private func rewriteTitle(of id: String, to title: String, in sandbox: Sandbox) throws {
        let files = try FileManager.default.subpathsOfDirectory(atPath: sandbox.journal.path)
        let path = try #require(files.first { ($0 as NSString).lastPathComponent.hasPrefix(id) })
        let url = sandbox.journal.appendingPathComponent(path)
        let text = try String(contentsOf: url, encoding: .utf8)
        let rest = text[text.firstIndex(of: "\n")!...]
        try (title + rest).write(to: url, atomically: true, encoding: .utf8)
        try CommandRunner.git(["commit", "-qam", "Retitle"], in: sandbox.journal)
    }
}

/// A search into a pipe writes each hit's date as bytes (`SharedDateStyle.appendRecentDate`);
/// a listing and every other view write it as text (`recentDate`). They must say the same.
struct SearchDateTests {
    @Test(arguments: Language.allCases)
    func aDateWrittenAsBytesIsTheDateAsText(language: Language) throws {
        let now = try #require(Timestamp(iso8601: "2026-11-23T12:00:00Z")).date
        let style = SharedDateStyle(DateStyle(language: language, timeZone: .gmt, now: now))
        let texts = [
            "2026-11-23T08:00:00Z", "2026-11-22T23:59:00Z", "2026-11-17T10:00:00Z",  // the past week, in words
            "2026-11-16T10:00:00Z", "2026-11-24T10:00:00Z", "2025-11-23T01:30:00+09:00", "2016-01-09T10:00:00Z",
        ]
        var stamps = try texts.map { try #require(Timestamp(iso8601: $0)) }
        // Years 1 and 10000: the first written from its numbers, the second left to ICU.
        stamps += [-62_135_596_800, 253_402_300_800 + 86_400 * 40].map {
            Timestamp(date: Date(timeIntervalSince1970: $0), utcOffset: 0)
        }
        for stamp in stamps {
            var bytes = Array("before ".utf8)
            style.appendRecentDate(stamp, to: &bytes)
            #expect(String(decoding: bytes, as: UTF8.self) == "before " + style.recentDate(stamp), "\(stamp)")
        }
    }
}
