import Foundation
import Testing

@testable import IlgiEntry

@Suite struct DateStyleTests {
    /// Monday 23 November 2026, 12:00 UTC.
    static let now = Timestamp(iso8601: "2026-11-23T12:00:00Z")!.date

    func style(_ language: Language, timeZone: String = "UTC") -> DateStyle {
        DateStyle(language: language, timeZone: TimeZone(identifier: timeZone)!, now: Self.now)
    }

    func stamp(_ text: String) -> Timestamp { Timestamp(iso8601: text)! }

    @Test func longDatesInEachLanguage() {
        #expect(style(.english).longDate(stamp("2026-11-22T15:45:00+09:00")) == "November 22, 2026")
        #expect(style(.korean).longDate(stamp("2026-11-22T15:45:00+09:00")) == "2026년 11월 22일")
        #expect(style(.korean).longDateTime(stamp("2026-11-22T15:45:00+09:00")) == "2026년 11월 22일 오후 3:45")
    }

    /// The long date written without ICU (what a listing of thousands of days asks for) is
    /// ICU's, day for day, over years 1 to 9999 in both languages.
    @Test(arguments: Language.allCases)
    func theLongDateWithoutICUIsICUs(language: Language) {
        let style = DateStyle(language: language, timeZone: .gmt, now: DateStyleTests.now)
        let first = CivilDay(year: 1, month: 1, day: 1).number
        let last = CivilDay(year: 9999, month: 12, day: 31).number
        for day in stride(from: first, through: last, by: 97) + [first, last, 0, 20_415] {
            let stamp = Timestamp(date: Date(timeIntervalSince1970: TimeInterval(day * 86_400 + 43_200)), utcOffset: 0)
            #expect(DateStyle.longDate(ofDay: day, in: language) == style.longDate(stamp), "day \(day)")
        }
    }

    @Test func thePastWeekInWords() {
        let cases: [(String, String, String)] = [
            ("2026-11-23T08:00:00Z", "Today", "오늘"),
            ("2026-11-22T23:59:00Z", "Yesterday", "어제"),
            ("2026-11-21T10:00:00Z", "Saturday", "토요일"),
            ("2026-11-17T10:00:00Z", "Tuesday", "화요일"),
            ("2026-11-16T10:00:00Z", "November 16, 2026", "2026년 11월 16일"),
            ("2026-11-24T10:00:00Z", "November 24, 2026", "2026년 11월 24일"),  // ahead: written out
            ("2025-11-23T10:00:00Z", "November 23, 2025", "2025년 11월 23일"),
        ]
        for (text, english, korean) in cases {
            #expect(style(.english).recentDate(stamp(text)) == english, "\(text)")
            #expect(style(.korean).recentDate(stamp(text)) == korean, "\(text)")
        }
    }

    @Test func theEntrysDayIsTheWritersAndTodayIsTheReaders() {
        // Written at 01:30 on the 23rd in Seoul (16:30 on the 22nd in UTC): it belongs to the
        // 23rd, which is today for a reader in UTC at noon on the 23rd.
        #expect(style(.english).recentDate(stamp("2026-11-23T01:30:00+09:00")) == "Today")
        // For a reader in Honolulu it is still the 23rd at 02:00, so the same.
        #expect(
            style(.english, timeZone: "Pacific/Honolulu").recentDate(stamp("2026-11-22T10:00:00-10:00")) == "Yesterday")
        // In Kiritimati (UTC+14) it is already the 24th.
        #expect(
            style(.english, timeZone: "Pacific/Kiritimati").recentDate(stamp("2026-11-23T08:00:00Z")) == "Yesterday")
    }

    @Test func dayNumbersCountCalendarDaysAtAnOffset() {
        let midnight = Timestamp(iso8601: "2026-11-23T00:00:00Z")!.date
        #expect(DateStyle.dayNumber(midnight, utcOffset: 0) == 20_780)
        #expect(DateStyle.dayNumber(midnight.addingTimeInterval(-1), utcOffset: 0) == 20_779)
        #expect(DateStyle.dayNumber(midnight, utcOffset: -3600) == 20_779)
        #expect(DateStyle.dayNumber(Date(timeIntervalSince1970: -1), utcOffset: 0) == -1)
    }
}
