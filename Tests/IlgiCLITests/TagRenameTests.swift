import Foundation
import IlgiTestSupport
import Testing

/// `ilgi tags rename OLD NEW`: every `@OLD` of a title or body becomes `@NEW` in one commit;
/// an address, a URL and the trailers are left as they are.
struct TagRenameTests {
    @Test func aTagIsRenamedInEveryEntryInOneCommit() throws {
        let sandbox = Sandbox()
        _ = try sandbox.run(
            "new", "@Walk in the park", "-m", "A @walk, mail me@walk.example, see https://x.example/@walk")
        _ = try sandbox.run("new", "Second", "-m", "Another @walk and @walking.")
        _ = try sandbox.run("new", "Third", "-m", "No tag here.")
        let renamed = try sandbox.run("tags", "rename", "@walk", "stroll")
        #expect(renamed.succeeded && renamed.stderr.contains("Renamed @walk to @stroll in 2 entries."))
        #expect(try sandbox.log().first == "Rename @walk to @stroll in 2 entries")
        let texts = try sandbox.entryFiles().map {
            try String(contentsOf: sandbox.journal.appendingPathComponent($0), encoding: .utf8)
        }
        let first = "@stroll in the park\n\nA @stroll, mail me@walk.example, see https://x.example/@walk\n"
        #expect(texts.contains { $0.hasPrefix(first) }, "an address and a URL are not tags")
        #expect(texts.contains { $0.contains("Another @stroll and @walking.") })
        #expect(try sandbox.run("tags").stdout == "2  @stroll\n1  @walking\n")
        try sandbox.expectHealthyJournal()
    }

    @Test func nothingToRenameOrABadNameIsSaid() throws {
        let sandbox = Sandbox()
        _ = try sandbox.run("new", "One", "-m", "@walk")
        let none = try sandbox.run("tags", "rename", "swim", "dive")
        #expect(none.status == 1 && none.stderr.contains("No entry has @swim."))
        let bad = try sandbox.run("tags", "rename", "walk", "two words")
        #expect(!bad.succeeded && bad.stderr.contains("'two words' is not a tag"))
        #expect(try sandbox.log().count == 1, "nothing committed")
    }
}
