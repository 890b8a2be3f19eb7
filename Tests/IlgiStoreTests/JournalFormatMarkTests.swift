import IlgiStore
import Testing

/// The mark a newer release commits as `.ilgi/format` (docs/FORMAT.md §7), as this release
/// reads it: what it does not understand it takes for a newer format, never for its own.
struct JournalFormatMarkTests {
    @Test func aMarkNamesItsFormatAndTheIlgiItNeeds() {
        let format = JournalFormat(parsing: "format 2\nneeds ilgi 1.4.0\n")
        #expect(format == JournalFormat(version: 2, needs: "1.4.0"))
        #expect(format.isNewerThanThisIlgi)
        #expect(JournalFormat(parsing: format.text) == format)
    }

    @Test func thisReleasesOwnFormatIsNotNewer() {
        #expect(JournalFormat.current == 1)
        #expect(!JournalFormat(parsing: "format 1\n").isNewerThanThisIlgi)
        #expect(!JournalFormat(parsing: "format 1\r\nnote: a line a person added\n").isNewerThanThisIlgi)
    }

    @Test(arguments: ["", "format two\n", "format -1\n", "format 0\n", "journal-format: 2\n", "\u{FEFF}format"])
    func aMarkWithoutAReadableFormatIsTakenForANewerOne(_ text: String) {
        let format = JournalFormat(parsing: text)
        #expect(format.version == 0)
        #expect(format.isNewerThanThisIlgi)
    }
}
