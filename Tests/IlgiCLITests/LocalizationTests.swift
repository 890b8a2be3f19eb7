import Foundation
import IlgiTestSupport
import Testing

@testable import ilgi

/// ilgi in English (LANG=C) and in Korean (LANG=ko_KR.UTF-8), compared with what a person
/// should read: tables, entries, errors and help.
@Suite struct LocalizationTests {
    static let korean = ["LANG": "ko_KR.UTF-8"]

    /// Two old entries (dated, so the expected text never changes), one with weather.
    func journalWithTwoEntries() throws -> (Sandbox, rain: String, beach: String) {
        let sandbox = Sandbox()
        let beach = try sandbox.newEntry(
            "Beach", body: "It was sunny.\nWe walked.", extra: ["--date", "2024-11-01 09:00"])
        let rain = try sandbox.run(
            "new", stdin: "비 오는 날\n\n우산을 잃어버렸다.\n\nCreated: 2024-11-22T15:45:00+09:00\nWeather: 10d\n"
        ).stdout.trimmingCharacters(in: .newlines)
        return (sandbox, String(rain.prefix(8)), String(beach.prefix(8)))
    }

    @Test func listInEnglishAndKorean() throws {
        let (sandbox, rain, beach) = try journalWithTwoEntries()
        #expect(
            try sandbox.run("list").stdout == """
                \(rain)  November 22, 2024  🌦️  비 오는 날  우산을 잃어버렸다.
                \(beach)  November 1, 2024       Beach  It was sunny. We walked.

                """)
        #expect(
            try sandbox.run("list", environment: Self.korean).stdout == """
                \(rain)  2024년 11월 22일  🌦️  비 오는 날  우산을 잃어버렸다.
                \(beach)  2024년 11월 1일       Beach  It was sunny. We walked.

                """)
    }

    @Test func showInEnglishAndKorean() throws {
        let (sandbox, rain, _) = try journalWithTwoEntries()
        // The entry's own clock (+09:00), whatever the reader's time zone; ICU puts a narrow
        // no-break space before AM/PM in English.
        #expect(
            try sandbox.run("show", rain).stdout
                == "비 오는 날\nNovember 22, 2024 at 3:45\u{202F}PM · 🌦️ rain · \(rain)\n\n우산을 잃어버렸다.\n")
        #expect(
            try sandbox.run("show", rain, environment: Self.korean).stdout
                == "비 오는 날\n2024년 11월 22일 오후 3:45 · 🌦️ 비 · \(rain)\n\n우산을 잃어버렸다.\n")
    }

    @Test func recentEntriesAreDatedInWords() throws {
        let sandbox = Sandbox()
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let now = Date()
        func day(_ offset: Int) -> Date { calendar.date(byAdding: .day, value: -offset, to: now)! }
        func stamp(_ date: Date) -> String {
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: "en_US_POSIX")
            formatter.timeZone = calendar.timeZone
            formatter.dateFormat = "yyyy-MM-dd"
            return formatter.string(from: date)
        }
        func weekday(_ date: Date, _ locale: String) -> String {
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: locale)
            formatter.timeZone = calendar.timeZone
            formatter.setLocalizedDateFormatFromTemplate("EEEE")
            return formatter.string(from: date)
        }
        func long(_ date: Date, _ locale: String) -> String {
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: locale)
            formatter.timeZone = calendar.timeZone
            formatter.dateStyle = .long
            return formatter.string(from: date)
        }
        _ = try sandbox.newEntry("Week ago", extra: ["--date", stamp(day(7))])
        _ = try sandbox.newEntry("Three days", extra: ["--date", stamp(day(3))])
        _ = try sandbox.newEntry("Yesterday's", extra: ["--date", "yesterday"])
        _ = try sandbox.newEntry("Today's")
        let english = try sandbox.run("list").stdout
        let korean = try sandbox.run("list", environment: Self.korean).stdout
        let englishDates = ["Today", "Yesterday", weekday(day(3), "en_US"), long(day(7), "en_US")]
        let koreanDates = ["오늘", "어제", weekday(day(3), "ko_KR"), long(day(7), "ko_KR")]
        for (line, date) in zip(english.split(separator: "\n"), englishDates) {
            #expect(line.dropFirst(10).hasPrefix(date + " "), "\(line)")
        }
        for (line, date) in zip(korean.split(separator: "\n"), koreanDates) {
            #expect(line.dropFirst(10).hasPrefix(date + " "), "\(line)")
        }
        #expect(koreanDates[2].hasSuffix("요일"))
    }

    @Test func datesAreTheWritersCalendarDayInAnyTimeZone() throws {
        // Written at 23:30 in Seoul on 22 November; it is still the 22nd in Seoul's diary when
        // read in New York, where it was 09:30 that day.
        let sandbox = Sandbox(["TZ": "Asia/Seoul"])
        let id = try sandbox.newEntry("Late", extra: ["--date", "2024-11-22 23:30"])
        let newYork = ["TZ": "America/New_York"]
        #expect(try sandbox.run("list", environment: newYork).stdout.contains("November 22, 2024"))
        #expect(try sandbox.run("show", id, environment: newYork).stdout.contains("November 22, 2024 at 11:30"))
        #expect(try sandbox.run("list", "--on", "2024-11-22", environment: newYork).stdout.contains("Late"))
        let raw = try sandbox.run("show", id, "--raw").stdout
        #expect(raw.contains("Created: 2024-11-22T23:30:00+09:00"))
    }

    @Test func errorsInEnglishAndKorean() throws {
        let (sandbox, _, _) = try journalWithTwoEntries()
        let cases: [(arguments: [String], status: Int32, english: String, korean: String)] = [
            (
                ["show", "ffffffff"], 1,
                "ilgi: error: no entry has the id 'ffffffff'; run 'ilgi list' to see ids\n",
                "ilgi: 오류: 'ffffffff' ID의 일기가 없어요. 'ilgi list'로 ID를 확인하세요\n"
            ),
            (
                ["show", "ab"], 2,
                "ilgi: error: 'ab' is too short to name an entry; give at least 4 characters of its id\n",
                "ilgi: 오류: 'ab'는 너무 짧아요. ID를 4글자 이상 입력하세요\n"
            ),
            (
                ["new", "Title", "--date", "someday"], 2,
                "ilgi: error: 'someday' is not a date ilgi understands; use YYYY-MM-DD, 'YYYY-MM-DD HH:MM', today or yesterday\n",
                "ilgi: 오류: 'someday'는 알 수 없는 날짜예요. YYYY-MM-DD, 'YYYY-MM-DD HH:MM', today, yesterday 중 하나로 쓰세요\n"
            ),
            (
                ["list", "--frobnicate"], 2,
                """
                ilgi: error: Unknown option '--frobnicate'
                Usage: ilgi list <options>
                  See 'ilgi list --help' for more information.\n
                """,
                """
                ilgi: 오류: 알 수 없는 옵션이에요: '--frobnicate'
                사용법: ilgi list <options>
                  자세한 내용은 'ilgi list --help'에서 볼 수 있어요.\n
                """
            ),
            (
                ["delete"], 2,
                """
                ilgi: error: name an entry (ilgi delete 3f2a) or the entries to delete with filters (ilgi delete --on 2025-01-01)
                """,
                """
                ilgi: 오류: 지울 일기의 ID(ilgi delete 3f2a)나 필터(ilgi delete --on 2025-01-01)를 주세요
                """
            ),
            (
                ["list", "--color", "sometimes"], 2,
                "ilgi: error: The value 'sometimes' is invalid for '--color <when>'. Please provide one of 'auto', 'always' or 'never'.\n",
                "ilgi: 오류: '--color <when>'에는 'sometimes' 값을 쓸 수 없어요. 다음 중 하나를 쓰세요: 'auto', 'always', 'never'\n"
            ),
            (
                ["list", "--on", "today", "--since", "yesterday"], 2,
                "ilgi: error: --on cannot be combined with --since or --until; use one or the other\n",
                "ilgi: 오류: --on은 --since, --until과 함께 쓸 수 없어요. 하나만 쓰세요\n"
            ),
        ]
        for (arguments, status, english, korean) in cases {
            let inEnglish = try sandbox.run(arguments)
            let inKorean = try sandbox.run(arguments, environment: Self.korean)
            #expect(inEnglish.status == status, "\(arguments): \(inEnglish)")
            #expect(inKorean.status == status, "\(arguments): \(inKorean)")
            // Compare the first lines where argument-parser adds help and usage after them.
            let lines = english.split(separator: "\n").count
            let expectedEnglish = english.split(separator: "\n").prefix(lines)
            #expect(
                Array(inEnglish.stderr.split(separator: "\n").prefix(lines)) == Array(expectedEnglish), "\(arguments)")
            let expectedKorean = korean.split(separator: "\n")
            #expect(
                Array(inKorean.stderr.split(separator: "\n").prefix(expectedKorean.count)) == Array(expectedKorean),
                "\(arguments)")
            #expect(inEnglish.stdout.isEmpty && inKorean.stdout.isEmpty)
        }
    }

    @Test func helpInEnglishAndKorean() throws {
        let sandbox = Sandbox(["COLUMNS": "80"])
        let english = try sandbox.run("delete", "--help")
        #expect(english.status == 0)
        #expect(
            english.stdout == """
                OVERVIEW: Delete an entry, after asking. The delete is a commit, so it can be
                undone.

                With filters instead of an id (ilgi delete --on 2025-01-01), lists the matching
                entries and asks once for all; each is deleted in its own commit, so ilgi
                restore brings any of them back.

                USAGE: ilgi delete [<options>] [<id>]

                ARGUMENTS:
                  <id>                    The entry's id, or a unique prefix of at least 4
                                          characters.

                OPTIONS:
                  --journal <path>        The journal folder (default: $ILGI_JOURNAL, else 'ilgi
                                          journals default', else $XDG_DATA_HOME/ilgi).
                  -j <name>               The journal called this in 'ilgi journals'.
                  --color <when>          Colour output: auto (on a terminal, unless NO_COLOR is
                                          set or TERM=dumb), always or never. (values: auto,
                                          always, never; default: auto)
                  -n, --limit <n>         Show at most this many entries.
                  --since <date>          Only entries written on or after this date:
                                          2026-03-05, 2026-03, 2025, yesterday, '3 days ago',
                                          'last week', monday, 지난주 (a span starts on its
                                          first day).
                  --until <date>          Only entries written on or before this date (a span
                                          ends on its last day: --until 2025 takes all of 2025).
                  --on <date>             Only entries written on this day, or in this span:
                                          2026-03 (a month), 2025 (a year), 'last week', 지난달.
                  --tag <tag>             Only entries with this @tag (repeat to require
                                          several).
                  --not-tag <tag>         Leave out entries with this @tag (repeatable).
                  --starred               Only starred entries.
                  --weather <kind>        Only entries with this weather: clear, clouds, rain,
                                          storm, snow or mist (repeat for either).
                  --field <cond>          Only entries whose field holds: mood>=4, energy=low,
                                          place!=Busan, or mood (has one) (repeatable).
                  -y, --yes               Do not ask for confirmation.
                  --version               Show the version.
                  -h, --help              Show help information.


                """)
        let korean = try sandbox.run("delete", "--help", environment: Self.korean)
        #expect(korean.status == 0)
        #expect(
            korean.stdout == """
                개요: 확인을 받고 일기를 삭제해요. 삭제도 커밋이라 되돌릴 수 있어요.

                ID 대신 필터를 주면(ilgi delete --on 2025-01-01) 해당하는 일기를 보여 주고 한
                번만 물어봐요. 일기마다 커밋 하나로 지우므로 ilgi restore로 어느 것이든 되살릴
                수 있어요.

                사용법: ilgi delete [<options>] [<id>]

                인자:
                  <id>                    일기 ID, 또는 겹치지 않는 4글자 이상의 앞부분

                옵션:
                  --journal <path>        일기장 폴더 (기본값: $ILGI_JOURNAL, 없으면 'ilgi
                                          journals default', 없으면 $XDG_DATA_HOME/ilgi)
                  -j <name>               'ilgi journals'에서 이 이름인 일기장
                  --color <when>          색을 입힐지: auto(터미널일 때만, NO_COLOR가 있거나
                                          TERM=dumb이면 안 함), always, never (값: auto, always,
                                          never, 기본값: auto)
                  -n, --limit <n>         최대 이 개수만큼만 보여 줘요
                  --since <date>          이 날짜부터 쓴 일기만: 2026-03-05, 2026-03, 2025,
                                          어제, '3일 전', 지난주, 월요일 (기간이면 그 첫날부터)
                  --until <date>          이 날짜까지 쓴 일기만 (기간이면 그 마지막 날까지:
                                          --until 2025는 2025년 전체)
                  --on <date>             이 날, 또는 이 기간에 쓴 일기만: 2026-03(한 달),
                                          2025(한 해), 'last week', 지난달
                  --tag <tag>             이 @태그가 있는 일기만 (여러 번 주면 모두 있는 일기만)
                  --not-tag <tag>         이 @태그가 있는 일기는 빼요 (여러 번 쓸 수 있어요)
                  --starred               별표한 일기만
                  --weather <kind>        이 날씨의 일기만: clear(맑음), clouds(구름), rain(비),
                                          storm(뇌우), snow(눈), mist(안개) (여러 번 주면 그중
                                          하나)
                  --field <cond>          필드가 이 조건인 일기만: mood>=4, energy=low,
                                          place!=Busan, 또는 mood (값이 있는 것) (여러 번 쓸 수
                                          있어요)
                  -y, --yes               묻지 않고 바로 삭제해요
                  --version               버전을 보여 줘요.
                  -h, --help              도움말을 보여 줘요.


                """)
        // Every line fits 80 columns, Hangul counted as two.
        // (argument-parser does not wrap the usage line.)
        for line in korean.stdout.split(separator: "\n") where !line.hasPrefix("사용법:") {
            #expect(DisplayWidth.of(line) <= 80, "\(line)")
        }

        let root = try sandbox.run("--help", environment: Self.korean).stdout
        for heading in [
            "개요: git 저장소에 담기는 텍스트 일기장.", "\n사용법: ilgi ", "\n옵션:\n", "\n하위 명령:\n", "종료 코드: 0 성공, 1 실패, 2 잘못된 사용법이나 입력.",
        ] {
            #expect(root.contains(heading), "\(heading)")
        }
        #expect(root.contains("  list, ls (기본)         일기를 최신순으로 보여 줘요"))
        for line in root.split(separator: "\n") where !line.hasPrefix("사용법:") {
            #expect(DisplayWidth.of(line) <= 80, "\(line)")
        }
        let englishRoot = try sandbox.run("--help").stdout
        #expect(englishRoot.contains("Exit codes: 0 success, 1 failure, 2 usage error or bad input."))
        #expect(try sandbox.run("help", "show", environment: Self.korean).stdout.hasPrefix("개요: 일기 하나를 보여 줘요.\n"))
    }

    @Test func theLanguageComesFromIlgiLangThenLcAllLcMessagesLang() throws {
        let sandbox = Sandbox()
        func language(_ environment: [String: String]) throws -> String {
            let result = try sandbox.run(["show", "ffffffff"], environment: environment)
            return result.stderr.hasPrefix("ilgi: 오류:") ? "ko" : result.stderr.hasPrefix("ilgi: error:") ? "en" : "?"
        }
        #expect(try language(["LANG": "C"]) == "en")
        #expect(try language(["LANG": "ko_KR.UTF-8"]) == "ko")
        #expect(try language(["LANG": "ko_KR.UTF-8", "LC_ALL": "C"]) == "en")
        #expect(try language(["LANG": "en_US.UTF-8", "LC_MESSAGES": "ko_KR.UTF-8"]) == "ko")
        #expect(try language(["LANG": "ko_KR.UTF-8", "LC_ALL": "", "LC_MESSAGES": "C"]) == "en")
        #expect(try language(["LANG": "C", "ILGI_LANG": "ko"]) == "ko")
        #expect(try language(["LC_ALL": "ko_KR.UTF-8", "ILGI_LANG": "en"]) == "en")
        #expect(try language(["LANG": "fr_FR.UTF-8"]) == "en")
    }

    @Test func notices() throws {
        let sandbox = Sandbox()
        let empty = try sandbox.run("list", environment: Self.korean)
        #expect(empty.stderr == "아직 일기가 없어요. 'ilgi new'로 첫 일기를 써 보세요.\n")
        let id = try sandbox.newEntry("지울 일기")
        let deleted = try sandbox.run(["delete", id, "--yes"], environment: Self.korean)
        #expect(deleted.stderr == "\(id.prefix(8)) 일기를 삭제했어요: 지울 일기. 되살리려면: ilgi restore \(id.prefix(8))\n")
        let noTerminal = try sandbox.run(["delete", "ffff"], environment: Self.korean)
        #expect(noTerminal.status == 1)
    }
}
