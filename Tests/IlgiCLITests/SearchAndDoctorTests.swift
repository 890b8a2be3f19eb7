import CLinux
import Foundation
import IlgiTestSupport
import Testing

@Suite struct SearchCommandTests {
    @Test func searchListsMatchingEntriesWithTheirMatchingLines() throws {
        let sandbox = Sandbox()
        let beach = try sandbox.newEntry(
            "Beach day", body: "Sunny.\nThe BEACH was empty.", extra: ["--date", "2026-11-02"])
        _ = try sandbox.newEntry("Work", body: "Meetings.", extra: ["--date", "2026-11-03"])
        let result = try sandbox.run("search", "beach")
        #expect(result.status == 0, "\(result)")
        #expect(
            result.stdout == """
                \(beach.prefix(8))  November 2, 2026      Beach day
                    The BEACH was empty.

                """)
    }

    /// Into a pipe, the lines found are written a megabyte at a time, and the pipe is made to
    /// hold as much, so its reader is woken once for each. (That a wider pipe is never made
    /// smaller is not tried: a pipe wider than `/proc/sys/fs/pipe-max-size`, 1 MB, needs
    /// CAP_SYS_RESOURCE, which the test machine's root lacks.)
    @Test func aSearchIntoAPipeWidensThePipe() throws {
        let sandbox = Sandbox()
        _ = try sandbox.newEntry("Garden", body: "Weeds in the garden.")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Sandbox.binary)
        process.arguments = ["search", "garden"]
        process.environment = sandbox.environment
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(fcntl(output.fileHandleForReading.fileDescriptor, clinux_get_pipe_size) == 1 << 20)
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(text.contains("    Weeds in the garden.\n"))
    }

    @Test func matchesAreHighlightedInColour() throws {
        let sandbox = Sandbox()
        _ = try sandbox.newEntry("바다", body: "바닷가에 갔다")
        let result = try sandbox.run("search", "--color", "always", "바닷가")
        #expect(result.stdout.contains("\u{1B}[1;31m바닷가\u{1B}[22;39m에 갔다"))
    }

    @Test func nothingFoundIsExitOneLikeGrep() throws {
        let sandbox = Sandbox()
        _ = try sandbox.newEntry("Something")
        let result = try sandbox.run("search", "zebra")
        #expect(result.status == 1)
        #expect(result.stdout == "")
        #expect(result.stderr.contains("No entry contains \"zebra\""))
    }

    @Test func anEmptyQueryIsAUsageError() throws {
        let result = try Sandbox().run("search", " ")
        #expect(result.status == 2)
    }
}

@Suite struct DoctorCommandTests {
    @Test func aHealthyJournalPassesAndAHandEditedOneIsExplained() throws {
        let sandbox = Sandbox()
        _ = try sandbox.newEntry("Fine")
        let healthy = try sandbox.run("doctor")
        #expect(healthy.status == 0, "\(healthy)")
        #expect(!healthy.stdout.contains("problem:"))

        try sandbox.home.write("changed by hand\n", to: ".local/share/ilgi/notes.txt")
        let dirty = try sandbox.run("doctor")
        #expect(dirty.status == 1)
        #expect(dirty.stdout.contains("problem: 1 file(s) differ from the last commit"))
        #expect(dirty.stdout.contains("    notes.txt"))
    }
}
