import Foundation
import IlgiCatalog
import IlgiCore
import IlgiEntry
import IlgiJournalTestSupport
import IlgiTestSupport
import Testing

/// `[[links]]` between entries: how they are read from a body, what they name in the journal,
/// and that a link by id survives what changes an entry around it.
struct EntryLinksTests {
    @Test func theThreeFormsAndALabelAreRead() {
        let links = EntryLinks.find(
            in: "See [[3F2A9C1B|Evening walk]], [[Evening walk]] and [[2026-11-22]]; [[3f2a9c1b-1c2d]].")
        #expect(
            links.map(\.target) == [
                .id("3f2a9c1b"), .title("Evening walk"), .day("2026-11-22"), .id("3f2a9c1b-1c2d"),
            ])
        #expect(links[0].label == "Evening walk" && links[1].label == nil)
        let text = "See [[3F2A9C1B|Evening walk]]"
        let range = links[0].range
        #expect(String(decoding: Array(text.utf8)[range], as: UTF8.self) == "[[3F2A9C1B|Evening walk]]")
    }

    @Test func whatLooksLikeAnIdOrADayButIsNotOneIsATitle() {
        let links = EntryLinks.find(
            in: "[[3f2a9c1]] [[2026-02-30]] [[deadbeefcafe]] [[DEADBEEF-CAFE]] [[3f2a9c1b_x]] [[  ]] [[]]")
        #expect(
            links.map(\.target) == [
                .title("3f2a9c1"), .title("2026-02-30"), .title("deadbeefcafe"), .id("deadbeef-cafe"),
                .title("3f2a9c1b_x"),
            ],
            "7 characters are too few for an id, a UUID has a dash after 8, 30 February is no day, empty brackets are text"
        )
    }

    @Test func codeIsTextNotLinks() {
        let body = """
            A [[real]] link, `[[in code]]`, ``a `[[double]]` span``, and `unclosed [[after]].
            ```
            [[fenced]]
            ```
            ~~~~
            [[tilde fence]]
            ~~~
            [[still fenced: the closing fence is shorter]]
            ~~~~
            [[after the fence]]
            """
        #expect(
            EntryLinks.find(in: body).map(\.target.text) == ["real", "after", "after the fence"],
            "an unclosed backtick is a backtick")
    }

    @Test func aLinkStaysOnOneLineAndHoldsNoBracket() {
        #expect(EntryLinks.find(in: "[[two\nlines]] [[a [b] c]] [[[x]]] [[ok]]").map(\.target.text) == ["x", "ok"])
        let long = "[[" + String(repeating: "a", count: EntryLinks.longestTarget + 1) + "]]"
        #expect(EntryLinks.find(in: long).isEmpty)
    }

    @Test func theFormIlgiWritesReadsBackAsItsTarget() {
        let id = EntryID()
        let written = EntryLinks.text(linkingTo: id, title: "A | [title]] with\nbreaks")
        let read = EntryLinks.find(in: written)
        #expect(read.count == 1 && read.first?.target == .id(id.short))
        #expect(read.first?.label == "A / (title)) with breaks")
        // Found by the links fuzzer: a bracket with a combining mark after it is one Character.
        let marked = EntryLinks.find(in: EntryLinks.text(linkingTo: id, title: "a [\u{35A}b ]\u{301}"))
        #expect(marked.count == 1 && marked.first?.target == .id(id.short))
        #expect(EntryLinks.text(linkingTo: id, title: "") == "[[\(id.short)]]")
        let long = EntryLinks.find(in: EntryLinks.text(linkingTo: id, title: String(repeating: "긴 제목 ", count: 200)))
        #expect(long.count == 1 && long.first?.target == .id(id.short), "a long title is cut to keep the link one")
    }

    @Test func linksResolveBacklinksAreFoundAndProblemsNamed() throws {
        try withJournal { _, journal throws in
            let walk = try savedEntry(
                journal.create(
                    text: "Evening walk\n\nBy the river.\n",
                    created: Timestamp(iso8601: "2026-11-20T19:00:00+09:00")))
            let linking = try savedEntry(
                journal.create(
                    text:
                        "Morning\n\nLike [[\(walk.id.short)|that walk]] and [[evening WALK]]; [[Nope]]; [[2026-11-20]].\n",
                    created: Timestamp(iso8601: "2026-11-21T08:00:00+09:00")))
            let links = try journal.reader.links(of: linking)
            #expect(links.map(\.state) == [.resolved, .resolved, .broken, .resolved])
            #expect(links[0].target?.id == walk.id && links[1].target?.id == walk.id, "a title in any ASCII case")
            #expect(links[3].targets.map(\.id) == [walk.id], "a day names that day's entries")
            #expect(try journal.reader.backlinks(of: walk.id).map(\.id) == [linking.id])
            #expect(try journal.reader.backlinks(of: linking.id).isEmpty)

            // A second "Evening walk" makes the title link ambiguous; the id link still holds.
            _ = try savedEntry(journal.create(text: "Evening walk\n\nAnother one.\n"))
            let again = try journal.reader.links(of: linking)
            #expect(again.map(\.state) == [.resolved, .ambiguous, .broken, .resolved])
            #expect(try journal.reader.backlinks(of: walk.id).map(\.id) == [linking.id], "by the id link")
            let problems = try journal.reader.linkProblems()
            #expect(problems.map(\.target) == [.title("evening WALK"), .title("Nope")])
            #expect(problems.map(\.state) == [.ambiguous, .broken] && problems[0].candidates == 2)
            #expect(try journal.reader.linkCount() == 4)
        }
    }

    @Test func aLinkByIdSurvivesANewTitleANewDateAndARestore() throws {
        try withJournal { _, journal throws in
            let walk = try savedEntry(journal.create(text: "Evening walk\n\nBy the river.\n"))
            let linking = try savedEntry(journal.create(text: "Later\n\nSee [[\(walk.id.short)]].\n"))
            let renamed = try savedEntry(journal.update(walk, text: "A walk at dusk\n\nBy the river.\n"))
            #expect(try journal.reader.backlinks(of: walk.id).map(\.id) == [linking.id])
            let moved = try savedEntry(
                journal.redate(renamed, to: try #require(Timestamp(iso8601: "2020-01-02T10:00:00+09:00"))))
            #expect(try journal.reader.links(of: linking).first?.target?.title == "A walk at dusk")
            #expect(try journal.reader.backlinks(of: moved.id).map(\.id) == [linking.id])
            try journal.delete(moved)
            #expect(try journal.reader.links(of: linking).first?.state == .broken)
            #expect(try journal.reader.linkProblems().count == 1)
        }
    }

    @Test func titleCompletionFindsTitlesThatStartWithTheTextFirst() throws {
        try withJournal { _, journal throws in
            for title in ["A long walk", "Walk home", "Swimming", "walking again"] {
                _ = try savedEntry(journal.create(text: "\(title)\n\nBody.\n"))
            }
            let found = try journal.reader.summaries(titleContaining: "walk", limit: 10).map(\.title)
            #expect(Set(found.prefix(2)) == ["Walk home", "walking again"] && found.last == "A long walk")
            #expect(found.count == 3)
            #expect(
                try journal.reader.summaries(titleContaining: "50%_", limit: 10).isEmpty, "LIKE's wildcards are text")
            #expect(try journal.reader.summaries(titleContaining: "", limit: 2).count == 2)
        }
    }
}
