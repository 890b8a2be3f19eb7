import Foundation
import IlgiTestSupport
import Testing

@testable import IlgiCatalog
@testable import IlgiCore

/// The index's once-a-minute comparison of every entry file runs in a process of its own
/// (`ilgi reindex --if-due`), started by the read that finds it due, so no read waits for a
/// `stat` of every file; an edit made in place is found once it has run.
@Suite struct BackgroundCheckTests {
    @Test func anEditInPlaceIsFoundByTheCheckTheFirstReadAfterAMinuteStartsInTheBackground() throws {
        let sandbox = Sandbox()
        _ = try sandbox.newEntry("Old", body: "Nothing yet.")
        let file = sandbox.journal.appendingPathComponent(try #require(sandbox.entryFiles().first))
        func age(_ url: URL, _ seconds: Double) throws {
            try FileManager.default.setAttributes(
                [.modificationDate: Date(timeIntervalSince1970: seconds)], ofItemAtPath: url.path)
        }
        // Old stamps, so none is too recent to trust (`FileStamp.isRacy`).
        try age(file, 1_600_000_000)
        try age(file.deletingLastPathComponent(), 1_600_000_000)
        #expect(try sandbox.run("list").status == 0)

        // Rewritten in place, its folder untouched, as nano does.
        let text = try String(contentsOf: file, encoding: .utf8)
        let handle = try FileHandle(forWritingTo: file)
        try handle.truncate(atOffset: 0)
        try handle.write(contentsOf: Data(text.replacingOccurrences(of: "Nothing yet.", with: "A lighthouse.").utf8))
        try handle.close()
        try age(file, 1_600_000_100)
        // The last full check made an hour ago.
        let index = try SQLiteDatabase(path: sandbox.journal.appendingPathComponent(".git/ilgi/index.sqlite").path)
        try index.execute("UPDATE meta SET value = '\(Date().timeIntervalSince1970 - 3_600)' WHERE key = 'full_check'")

        // The first read starts the check; a later one finds what it saw. (Bounded in tries
        // only, to stop a broken build from waiting for ever: no time is asserted.)
        var found: CommandResult?
        for _ in 0..<600 {
            let search = try sandbox.run("search", "lighthouse")
            if search.status == 0 {
                found = search
                break
            }
            usleep(50_000)
        }
        let result = try #require(found)
        #expect(result.stdout.contains("A lighthouse."))
        #expect(result.stderr.isEmpty)
    }
}
