import ArgumentParser
import Foundation
import IlgiTestSupport
import Testing

@testable import ilgi

/// Finding things in years of writing: queries, date phrases, tags, stars, on this day,
/// stats, the calendar, and acting on filtered sets.
@Suite struct FindCommandTests {
    /// The written-out list of command names the start-up check uses is every name and alias
    /// the commands declare, no more and no fewer.
    @Test func theCommonCommandNamesAreEveryCommandAndAlias() {
        #expect(UnknownCommand.commonNames == UnknownCommand.names)
    }

    /// Without a written name, argument-parser derives each command's from its type with
    /// `String(describing:)`, a conformance lookup through every library loaded: a fifth of a
    /// short command's start, paid on every run.
    @Test func everyCommandNamesItselfSoTheStartNeverAsksTheRuntime() {
        func unnamed(_ command: any ParsableCommand.Type) -> [String] {
            let configuration = command.configuration
            let here = configuration.commandName == nil ? ["\(command)"] : []
            return here + configuration.subcommands.flatMap(unnamed)
        }
        #expect(unnamed(Ilgi.self) == [])
    }

    func short(_ id: String) -> String { String(id.prefix(8)) }

    /// Three entries; the second has rain recorded.
    func journal() throws -> (Sandbox, beach: String, rain: String, korean: String) {
        let sandbox = Sandbox()
        let beach = try sandbox.newEntry(
            "Beach day", body: "We walked to the old pier at sunset. @family @c++", extra: ["--date", "2025-03-05"])
        let rainText =
            "Rainy Monday\n\nLost my umbrella by the pier.\n\nCreated: 2026-03-02T10:00:00+00:00\nWeather: 10d\n"
        let rain = try sandbox.run("new", stdin: rainText).stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        let korean = try sandbox.newEntry("바다", body: "바다에서 놀았다 @가족 @family", extra: ["--date", "2023-03-05"])
        return (sandbox, beach, rain, korean)
    }

    /// The ids in `--json` (an array) or `--jsonl` (one object a line) output.
    func ids(_ result: CommandResult) -> [String] {
        if result.stdout.hasPrefix("["),
            let array = try? JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]]
        {
            return array.compactMap { $0["id"] as? String }
        }
        return result.stdout.split(separator: "\n").compactMap { line in
            (try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])?["id"] as? String
        }
    }

    @Test func searchWantsEveryWordInAnyOrderAndPhrasesAsWritten() throws {
        let (sandbox, beach, rain, korean) = try journal()
        #expect(ids(try sandbox.run("search", "sunset", "PIER", "--jsonl")) == [beach])
        #expect(ids(try sandbox.run("search", "pier sunset", "--jsonl")) == [beach])
        let phrase = try sandbox.run("search", "\"pier at sunset\"", "--jsonl")
        #expect(ids(phrase) == [beach])
        #expect(try sandbox.run("search", "\"sunset pier\"").status == 1)
        #expect(ids(try sandbox.run("search", "pier", "--jsonl")) == [rain, beach])
        #expect(ids(try sandbox.run("search", "umbrella", "놀았다", "--any", "--jsonl")) == [rain, korean])
        #expect(ids(try sandbox.run("search", "pier", "--not", "umbrella", "--jsonl")) == [beach])
        #expect(ids(try sandbox.run("search", "-e", "walk(ed)? to", "--jsonl")) == [beach])
        #expect(ids(try sandbox.run("search", "/umb.ella/", "--jsonl")) == [rain])
        #expect(ids(try sandbox.run("search", "바다", "--jsonl")) == [korean])
        #expect(try sandbox.run("search", "-w", "walk").status == 1)
        #expect(try sandbox.run("search", "pier", "--count").stdout == "2\n")
        #expect(ids(try sandbox.run("search", "pier", "--weather", "rain", "--jsonl")) == [rain])
        #expect(ids(try sandbox.run("list", "--weather", "비", "--json")) == [rain])
        #expect(ids(try sandbox.run("list", "--not-tag", "family", "--json")) == [rain])
        let bad = try sandbox.run("search", "-e", "(unclosed")
        #expect(bad.status == 2)
        #expect(bad.stderr.hasPrefix("ilgi: error: '(unclosed' is not a regular expression"))
    }

    /// Into a pipe, words and phrases are found and printed as bytes from the catalog's
    /// columns (`FoundLines`); an expression takes the path that parses every hit. Both print
    /// the same bytes, control characters made harmless alike.
    @Test func wordsIntoAPipePrintWhatTheParsingPathPrints() throws {
        let sandbox = Sandbox()
        _ = try sandbox.newEntry("Garden walk", body: "The garden was quiet.\nNothing else.\n\nA second garden line")
        _ = try sandbox.newEntry("바다", body: "정원 garden 바다\tgarden\n바다만")
        _ = try sandbox.newEntry("Escape", body: "\u{1B}]0;title\u{7} garden and \u{1B}[2J here")
        _ = try sandbox.newEntry("Breaks", body: "garden\r\nmore garden\u{2028}garden sep\r\nnone")
        _ = try sandbox.newEntry("Garden in the title", body: "nothing here")
        _ = try sandbox.newEntry(
            "Café", body: "Crème brûlée in the GARDEN, was it", extra: ["--location", "Busan garden"])
        for (words, expression) in [("garden", "garden"), ("\"garden was\"", "garden was"), ("바다", "바다")] {
            let plain = try sandbox.run("search", words)
            let parsed = try sandbox.run("search", "-e", expression)
            #expect(plain.status == 0, "\(plain)")
            #expect(!plain.stdout.isEmpty)
            #expect(plain.stdout == parsed.stdout, "\(words)")
        }
        #expect(try sandbox.run("search", "garden").stdout.contains("^[]0;title^G garden"))
    }

    @Test func jsonLinesHaveTheStableFields() throws {
        let (sandbox, _, rain, _) = try journal()
        let line = try sandbox.run("search", "umbrella", "--jsonl").stdout
        #expect(line.split(separator: "\n").count == 1)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        #expect(
            Set(object.keys) == [
                "id", "title", "body", "created", "weather", "tags", "starred", "path", "location", "fields",
            ])
        #expect(object["id"] as? String == rain)
        #expect(object["weather"] as? String == "10d")
    }

    @Test func datePhrasesNameDaysMonthsAndYears() throws {
        let (sandbox, beach, rain, korean) = try journal()
        #expect(ids(try sandbox.run("list", "--on", "2026-03", "--json")) == [rain])
        #expect(ids(try sandbox.run("list", "--on", "2025", "--json")) == [beach])
        #expect(ids(try sandbox.run("list", "--until", "2025", "--json")) == [beach, korean])
        #expect(ids(try sandbox.run("list", "--since", "2025-03", "--until", "2025년 3월", "--json")) == [beach])
        let recent = try sandbox.newEntry("Recent", extra: ["--date", "3 days ago"])
        #expect(ids(try sandbox.run("list", "--on", "3일 전", "--json")) == [recent])
        #expect(ids(try sandbox.run("list", "--since", "a week ago", "--json")) == [recent])
        let backwards = try sandbox.run("list", "--since", "2026-03", "--until", "2025")
        #expect(backwards.status == 2)
        #expect(backwards.stderr == "ilgi: error: --since 2026-03 comes after --until 2025; swap them\n")
        #expect(try sandbox.run("list", "--on", "someday").status == 2)
    }

    /// #11.5: `--date YYYY-MM-DD` was an hour off on the days the clocks change.
    @Test func aBackdatedEntryIsAtNineOnTheDayTheClocksGoForward() throws {
        let sandbox = Sandbox(["TZ": "America/New_York"])
        let id = try sandbox.newEntry("Spring forward", extra: ["--date", "2026-03-08"])
        #expect(try sandbox.run("show", id, "--raw").stdout.contains("Created: 2026-03-08T09:00:00-04:00"))
        let berlin = Sandbox(["TZ": "Europe/Berlin"])
        let other = try berlin.newEntry("Zeitumstellung", extra: ["--date", "2026-10-25"])
        #expect(try berlin.run("show", other, "--raw").stdout.contains("Created: 2026-10-25T09:00:00+01:00"))
    }

    @Test func showAtTakesDatePhrases() throws {
        let sandbox = Sandbox()
        let id = try sandbox.newEntry("Now")
        // Nothing was committed by the end of 2025 (or last year): a clear error, not a crash.
        for phrase in ["2025", "last year", "작년"] {
            let result = try sandbox.run("show", id, "--at", phrase)
            #expect(result.status != 0 && result.stderr.hasPrefix("ilgi: error: "), "\(phrase): \(result)")
        }
        #expect(try sandbox.run("show", id, "--at", "this year").stdout.hasPrefix("Now\n"))
        #expect(try sandbox.run("show", id, "--at", "today").stdout.hasPrefix("Now\n"))
    }

    @Test func starAndUnstarAreOneCommitEachAndShowInListAndShow() throws {
        let (sandbox, beach, _, _) = try journal()
        let star = try sandbox.run("star", short(beach))
        #expect(star.status == 0, "\(star)")
        #expect(star.stderr == "Starred \(short(beach)): Beach day\n")
        #expect(try sandbox.log().first == "Star \(short(beach)): Beach day")
        #expect(
            try String(contentsOf: sandbox.journal.appendingPathComponent("2025/03/\(beach).txt"), encoding: .utf8)
                .hasSuffix("Starred: yes\n"))
        #expect(try sandbox.run("list", "--starred").stdout.contains("★ Beach day"))
        #expect(try sandbox.run("show", beach).stdout.contains("★ · "))
        #expect(ids(try sandbox.run("list", "--starred", "--json")) == [beach])
        // Starring twice changes nothing.
        let again = try sandbox.run("star", short(beach))
        #expect(again.status == 0)
        #expect(try sandbox.log().count == 4)
        #expect(try sandbox.run("unstar", short(beach)).status == 0)
        #expect(try sandbox.log().first == "Unstar \(short(beach)): Beach day")
        #expect(ids(try sandbox.run("list", "--starred", "--json")).isEmpty)
        try sandbox.expectHealthyJournal()
    }

    @Test func tagsAreCountedMostUsedFirst() throws {
        let (sandbox, _, _, _) = try journal()
        #expect(try sandbox.run("tags").stdout == "2  @family\n1  @c++\n1  @가족\n")
        let json = try sandbox.run("tags", "--json").stdout
        let parsed = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]])
        #expect(parsed.first?["tag"] as? String == "family")
        #expect(parsed.first?["count"] as? Int == 2)
    }

    @Test func onThisDayGroupsEarlierYears() throws {
        let (sandbox, _, _, _) = try journal()
        let result = try sandbox.run("on-this-day", "--date", "2026-03-05")
        #expect(result.status == 0, "\(result)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first == "1 year ago (2025)")
        #expect(lines.contains("3 years ago (2023)"))
        #expect(result.stdout.contains("Beach day"))
        #expect(!result.stdout.contains("Rainy"))
        let korean = try sandbox.run("today-in-history", "--date", "2026-03-05", environment: ["ILGI_LANG": "ko"])
        #expect(korean.stdout.hasPrefix("1년 전 (2025년)\n"))
        #expect(korean.stdout.contains("3년 전 (2023년)"))
        #expect(try sandbox.run("on-this-day", "--date", "2026-03-06").status == 1)
    }

    @Test func randomPicksFromTheFilteredEntries() throws {
        let (sandbox, _, _, _) = try journal()
        let result = try sandbox.run("random", "--tag", "가족")
        #expect(result.stdout.hasPrefix("바다\n"))
        #expect(try sandbox.run("random", "--tag", "nothing").status == 1)
    }

    @Test func statsCountWhatWasWritten() throws {
        let (sandbox, _, _, _) = try journal()
        let json = try sandbox.run("stats", "--json").stdout
        let stats = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(stats["entries"] as? Int == 3)
        #expect(stats["days"] as? Int == 3)
        // Wednesday, Monday and Sunday once each: a tie goes to the first day of the week.
        #expect(stats["busiest_weekday"] as? String == "monday")
        #expect((stats["weather"] as? [String: Int])?["rain"] == 1)
        #expect((stats["first"] as? [String: Any])?["title"] as? String == "바다")
        let text = try sandbox.run("stats").stdout
        #expect(text.contains("Entries          3"))
        #expect(try sandbox.run("stats", environment: ["ILGI_LANG": "ko"]).stdout.contains("일기"))
    }

    /// An exit while libgit2's set-up still ran on its own thread crashed one run in a hundred
    /// (exit status 139: `exit` had already run OpenSSL's clean-up when libssh2's
    /// initialisation took OpenSSL's lock). The quickest exits are the ones that raced it.
    @Test func theQuickestExitsNeverCrash() throws {
        let sandbox = Sandbox()
        var statuses: [Int32: Int] = [:]
        for _ in 0..<200 {
            statuses[try sandbox.run("Today", "was", "good.").status, default: 0] += 1
        }
        #expect(statuses == [2: 200])
    }

    @Test func typosAndTextAreUsageErrorsThatSayWhatToDo() throws {
        let sandbox = Sandbox()
        let typo = try sandbox.run("serach", "foo")
        #expect(typo.status == 2)
        #expect(typo.stderr == "ilgi: error: unknown command 'serach'; did you mean 'search'?\n")
        let text = try sandbox.run("Today", "was", "a", "good", "day.")
        #expect(text.status == 2)
        #expect(text.stderr.contains("ilgi new \"Today was a good day.\""))
        #expect(sandbox.entryFiles().isEmpty)
        let korean = try sandbox.run("serach", environment: ["ILGI_LANG": "ko"])
        #expect(korean.stderr.contains("'search'"))
        #expect(try sandbox.run("--color", "never", "lst").stderr.contains("did you mean 'list'?"))
        #expect(try sandbox.run("ls").status == 0)
    }

    @Test func deleteWithFiltersDeletesEachInItsOwnCommit() throws {
        let (sandbox, beach, _, korean) = try journal()
        let refused = try sandbox.run("delete", "--until", "2025")
        #expect(refused.status == 2)
        #expect(refused.stderr.contains("deleting 2 entries needs a yes"))
        let deleted = try sandbox.run("delete", "--until", "2025", "--yes")
        #expect(deleted.status == 0, "\(deleted)")
        #expect(
            Set(try sandbox.log().prefix(2)) == ["Delete \(short(beach)): Beach day", "Delete \(short(korean)): 바다"])
        #expect(try sandbox.run("delete").status == 2)
        try sandbox.expectHealthyJournal()
    }

    @Test func editWithFiltersOpensEachMatchingEntryInTurn() throws {
        let (sandbox, beach, _, korean) = try journal()
        let editor = try sandbox.script("append.sh", "printf '\\nedited\\n' >> \"$1\"")
        let result = try sandbox.run("edit", "--tag", "family", environment: ["EDITOR": editor])
        #expect(result.status == 0, "\(result)")
        #expect(result.stderr.contains("Editing 1 of 2: \(short(korean))"))
        #expect(try sandbox.log().prefix(2) == ["Edit \(short(beach)): Beach day", "Edit \(short(korean)): 바다"])
    }
}

/// The calendar as a person sees it, in a real terminal.
@Suite(.enabled(if: TerminalSession.isAvailable, "needs tmux"), .serialized)
struct CalendarTerminalTests {
    func quoted(_ text: String) -> String { "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'" }

    @Test(arguments: [80, 40]) func aMonthIsAlignedInEnglishAndKorean(columns: Int) throws {
        for language in ["en", "ko"] {
            let sandbox = Sandbox([
                "TERM": "xterm-256color", "NO_COLOR": "1", "ILGI_LANG": language, "ILGI_PAGER": "cat",
            ])
            let text = "Rain\n\nWet.\n\nCreated: 2026-03-02T10:00:00+00:00\nWeather: 10d\n"
            #expect(try sandbox.run("new", stdin: text).status == 0)
            _ = try sandbox.newEntry("Two", extra: ["--date", "2026-03-03"])
            let terminal = try TerminalSession(
                quoted(Sandbox.binary) + " calendar 2026-03", environment: sandbox.environment, columns: columns,
                rows: 20)
            #expect(try terminal.exitStatus() == 0)
            let screen = try terminal.screen()
            let lines = screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            let header = try #require(lines.firstIndex { $0.contains(language == "ko" ? "월   화" : "Mo   Tu") })
            #expect(lines[header - 1].contains(language == "ko" ? "2026년 3월" : "March 2026"))
            // 1 March 2026 is a Sunday: the last column of the first week.
            #expect(lines[header + 1] == String(repeating: " ", count: 32) + "1")
            // Monday 2 has rain, Tuesday 3 an entry without weather: the columns stay in place.
            #expect(lines[header + 2].hasPrefix("  2🌦️  3•   4    5"))
            #expect(lines.allSatisfy { DisplayWidth.of($0) <= columns })
            #expect(!screen.contains("\u{1B}"))
            #expect(screen.contains(language == "ko" ? "일기 2편" : "2 entries"))
        }
    }
}
