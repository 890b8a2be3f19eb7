import Foundation
import IlgiEntry
import Testing

/// Date phrases read against a fixed "now": Wednesday 11 March 2026, 14:30 on the local clock,
/// in three zones — New York (daylight saving began on Sunday 8 March), Berlin (it begins on
/// 29 March) and Seoul (no daylight saving).
@Suite struct DateInputTests {
    static let zones = ["America/New_York", "Europe/Berlin", "Asia/Seoul"]

    static func input(_ zone: String, now local: String = "2026-03-11 14:30") throws -> DateInput {
        let timeZone = try #require(TimeZone(identifier: zone))
        // The wall-clock time `local` in that zone.
        let probe = DateInput(timeZone: timeZone, now: Date())
        let now = try probe.timestamp(local).date
        return DateInput(timeZone: timeZone, now: now)
    }

    /// Phrase → (first day, last day), the same in every zone.
    static let phrases: [(String, String, String)] = [
        ("today", "2026-03-11", "2026-03-11"),
        ("오늘", "2026-03-11", "2026-03-11"),
        ("now", "2026-03-11", "2026-03-11"),
        ("yesterday", "2026-03-10", "2026-03-10"),
        ("어제", "2026-03-10", "2026-03-10"),
        ("그저께", "2026-03-09", "2026-03-09"),
        ("3 days ago", "2026-03-08", "2026-03-08"),
        ("3일 전", "2026-03-08", "2026-03-08"),
        ("3일전", "2026-03-08", "2026-03-08"),
        ("a week ago", "2026-03-04", "2026-03-04"),
        ("2주 전", "2026-02-25", "2026-02-25"),
        ("2 months ago", "2026-01-11", "2026-01-11"),
        ("1개월 전", "2026-02-11", "2026-02-11"),
        ("1 year ago", "2025-03-11", "2025-03-11"),
        ("3년 전", "2023-03-11", "2023-03-11"),
        ("last week", "2026-03-02", "2026-03-08"),
        ("Last  Week", "2026-03-02", "2026-03-08"),
        ("지난주", "2026-03-02", "2026-03-08"),
        ("지난 주", "2026-03-02", "2026-03-08"),
        ("this week", "2026-03-09", "2026-03-15"),
        ("이번 주", "2026-03-09", "2026-03-15"),
        ("last month", "2026-02-01", "2026-02-28"),
        ("지난달", "2026-02-01", "2026-02-28"),
        ("this month", "2026-03-01", "2026-03-31"),
        ("last year", "2025-01-01", "2025-12-31"),
        ("작년", "2025-01-01", "2025-12-31"),
        ("올해", "2026-01-01", "2026-12-31"),
        ("monday", "2026-03-09", "2026-03-09"),
        ("Monday", "2026-03-09", "2026-03-09"),
        ("last monday", "2026-03-09", "2026-03-09"),
        ("mon", "2026-03-09", "2026-03-09"),
        ("월요일", "2026-03-09", "2026-03-09"),
        ("지난 월요일", "2026-03-09", "2026-03-09"),
        ("wednesday", "2026-03-04", "2026-03-04"),  // today is Wednesday: the one before
        ("수요일", "2026-03-04", "2026-03-04"),
        ("sunday", "2026-03-08", "2026-03-08"),
        ("thursday", "2026-03-05", "2026-03-05"),
        ("2026-03-05", "2026-03-05", "2026-03-05"),
        ("2026/03/05", "2026-03-05", "2026-03-05"),
        ("2026.3.5", "2026-03-05", "2026-03-05"),
        ("2026년 3월 5일", "2026-03-05", "2026-03-05"),
        ("2026-03", "2026-03-01", "2026-03-31"),
        ("2024-02", "2024-02-01", "2024-02-29"),
        ("2026년 3월", "2026-03-01", "2026-03-31"),
        ("2025", "2025-01-01", "2025-12-31"),
        ("2025년", "2025-01-01", "2025-12-31"),
        ("2026-03-05 23:30", "2026-03-05", "2026-03-05"),
        ("2026-03-05T07:15", "2026-03-05", "2026-03-05"),
    ]

    @Test(arguments: zones) func phrasesNameSpansOfDays(zone: String) throws {
        let input = try Self.input(zone)
        for (phrase, first, last) in Self.phrases {
            #expect(try input.range(phrase) == DayRange(first: first, last: last), "\(phrase) in \(zone)")
        }
    }

    @Test(arguments: zones) func nonsenseIsNotADate(zone: String) throws {
        let input = try Self.input(zone)
        for text in [
            "someday", "2026-13", "2026-02-30", "3 fortnights ago", "26-03-05", "2026-03-05x", "next tuesday",
            "2026년 3일", "", "ago", "-3 days ago",
        ] {
            #expect(throws: InvalidDate(text)) { try input.range(text) }
        }
    }

    @Test func aMomentWithAnOffsetFallsOnTheLocalDay() throws {
        #expect(
            try Self.input("Asia/Seoul").range("2026-03-05T23:30:00Z")
                == DayRange(first: "2026-03-06", last: "2026-03-06"))
        #expect(
            try Self.input("America/New_York").range("2026-03-05T03:30:00Z")
                == DayRange(first: "2026-03-04", last: "2026-03-04"))
    }

    /// #11.5: `--date YYYY-MM-DD` was midnight + 9 hours, an hour off on the days the clocks
    /// change.
    @Test func aWrittenDateIsNineInTheMorningEvenWhenTheClocksChange() throws {
        let cases: [(String, String, String)] = [
            ("America/New_York", "2026-03-08", "2026-03-08T09:00:00-04:00"),  // spring forward
            ("America/New_York", "2026-11-01", "2026-11-01T09:00:00-05:00"),  // fall back
            ("Europe/Berlin", "2026-03-29", "2026-03-29T09:00:00+02:00"),
            ("Europe/Berlin", "2026-10-25", "2026-10-25T09:00:00+01:00"),
            ("Asia/Seoul", "2026-03-08", "2026-03-08T09:00:00+09:00"),
            ("Europe/Berlin", "2026-03", "2026-03-01T09:00:00+01:00"),
            ("Asia/Seoul", "2025", "2025-01-01T09:00:00+09:00"),
            ("Europe/Berlin", "2026-03-29 12:00", "2026-03-29T12:00:00+02:00"),
        ]
        for (zone, text, expected) in cases {
            #expect(try Self.input(zone).timestamp(text).iso8601 == expected, "\(text) in \(zone)")
        }
    }

    @Test func wordsThatCountBackKeepTheTimeOfDayAcrossAClockChange() throws {
        // Sunday 8 March 2026, noon in New York: the clocks went forward at 2 that morning.
        let input = try Self.input("America/New_York", now: "2026-03-08 12:00")
        #expect(try input.timestamp("yesterday").iso8601 == "2026-03-07T12:00:00-05:00")
        #expect(try input.timestamp("3 days ago").iso8601 == "2026-03-05T12:00:00-05:00")
        #expect(try input.timestamp("today").iso8601 == "2026-03-08T12:00:00-04:00")
        #expect(try input.timestamp("friday").iso8601 == "2026-03-06T12:00:00-05:00")
        #expect(try input.timestamp("last week").iso8601 == "2026-02-23T09:00:00-05:00")
    }

    @Test func aSpanEndsAtTheMidnightAfterItsLastDay() throws {
        let newYork = try Self.input("America/New_York")
        #expect(
            Timestamp(date: try newYork.end(of: "2026-03-07"), timeZone: newYork.timeZone).iso8601
                == "2026-03-08T00:00:00-05:00")
        #expect(
            Timestamp(date: try newYork.end(of: "2026-03-08"), timeZone: newYork.timeZone).iso8601
                == "2026-03-09T00:00:00-04:00")
        #expect(
            Timestamp(date: try newYork.end(of: "2026-02"), timeZone: newYork.timeZone).iso8601
                == "2026-03-01T00:00:00-05:00")
        #expect(newYork.namesMoment("2026-03-07 10:00"))
        #expect(!newYork.namesMoment("2026-03-07"))
    }
}

/// #22.7: `--date 0001-01-01` wrote `Created: 0000-12-30…` and listed as "January 3, 1":
/// Foundation's Gregorian calendar is Julian before October 1582; ISO 8601 means the proleptic
/// Gregorian calendar, everywhere.
@Suite struct ProlepticCalendarTests {
    @Test(arguments: ["UTC", "Asia/Seoul", "America/New_York"])
    func yearOneIsYearOne(zone: String) throws {
        let input = DateInput(timeZone: try #require(TimeZone(identifier: zone)))
        let stamp = try input.timestamp("0001-01-01")
        #expect(stamp.day == "0001-01-01")
        #expect(stamp.iso8601.hasPrefix("0001-01-01T09:00:00"))
        #expect(Timestamp(iso8601: stamp.iso8601) == stamp)
        #expect(try input.range("0001-01-01") == DayRange(first: "0001-01-01", last: "0001-01-01"))
        #expect(try input.timestamp("1582-10-04 12:00").day == "1582-10-04")
    }

    @Test func aDateBeforeFifteenEightyTwoReadsAsWrittenInBothLanguages() throws {
        let stamp = try #require(Timestamp(iso8601: "0001-01-01T09:00:00+00:00"))
        #expect(DateStyle(language: .english, timeZone: .gmt).longDate(stamp) == "January 1, 1")
        #expect(DateStyle(language: .korean, timeZone: .gmt).longDate(stamp) == "1년 1월 1일")
        let october = try #require(Timestamp(iso8601: "1582-10-10T12:00:00+00:00"))
        #expect(DateStyle(language: .english, timeZone: .gmt).longDate(october) == "October 10, 1582")
    }

    /// Before time zones a place kept its local mean time (Seoul's was +08:27:52); the trailer
    /// writes whole minutes, and reads back the same moment.
    @Test func aLocalMeanTimeOffsetRoundTripsInWholeMinutes() throws {
        let input = DateInput(timeZone: try #require(TimeZone(identifier: "Asia/Seoul")))
        let stamp = try input.timestamp("1500-03-01 10:00")
        #expect(stamp.iso8601 == "1500-03-01T10:00:00+08:27")
        #expect(Timestamp(iso8601: stamp.iso8601) == stamp)
    }
}
