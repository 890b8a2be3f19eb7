import Foundation
import IlgiEntry
import Testing

/// The one table of weekday and month names: what it says in each language, and that every
/// name it shows is one `--on` and the settings read back.
struct CalendarNamesTests {
    @Test func everyWeekdayIsReadBackFromEachOfItsNames() {
        for day in Weekday.allCases {
            #expect(Weekday(named: day.key) == day)
            #expect(Weekday(named: day.name.text(in: .english)) == day)
            #expect(Weekday(named: day.name.text(in: .korean)) == day)
            #expect(Weekday(named: day.short.text(in: .english)) == day)
        }
        #expect(Weekday(named: "mo") == nil)
        #expect(Weekday(named: "월") == nil)
    }

    @Test func theShorterFormsAreCutFromTheFullName() {
        #expect(Localized(Weekday.wednesday.name) == Localized(en: "Wednesday", ko: "수요일"))
        #expect(Localized(Weekday.wednesday.short) == Localized(en: "Wed", ko: "수"))
        #expect(Localized(Weekday.wednesday.column) == Localized(en: "We", ko: "수"))
        #expect(Localized(Weekday.sunday.letter) == Localized(en: "S", ko: "일"))
        #expect(Weekday.allCases.map(\.key).first == "monday")
    }

    @Test func aDayKnowsItsWeekday() {
        #expect(Weekday(CivilDay(year: 1970, month: 1, day: 1)) == .thursday)
        #expect(Weekday(CivilDay(year: 2026, month: 11, day: 27)) == .friday)
    }

    @Test func monthsAreNamedWithTheirYearOrDayInEachLanguage() {
        #expect(Localized(MonthName.of(11)) == Localized(en: "November", ko: "11월"))
        #expect(Localized(MonthName.short(9)) == Localized(en: "Sep", ko: "9월"))
        #expect(Localized(MonthName.of(3, year: 2026)) == Localized(en: "March 2026", ko: "2026년 3월"))
        #expect(Localized(MonthName.of(3, day: 5)) == Localized(en: "March 5", ko: "3월 5일"))
    }
}
