/// The words a date phrase is said with, one table a language: `DateInput` reads a phrase
/// written in any of them ("yesterday" and "어제" alike, whatever language ilgi speaks). A
/// third language is a third table, which the switch in `of(_:)` asks for.
struct DateWords: Sendable {
    var now: [String]
    var today: [String]
    var yesterday: [String]
    var dayBeforeYesterday: [String]
    var thisWeek: [String]
    var lastWeek: [String]
    var thisMonth: [String]
    var lastMonth: [String]
    var thisYear: [String]
    var lastYear: [String]
    /// What ends "N days ago", with any space before it ("3 days ago", "3일 전").
    var ago: String
    /// Counts said as words ("a week ago").
    var counts: [String: Int]
    /// The units of "N days ago".
    var days: [String]
    var weeks: [String]
    var months: [String]
    var years: [String]
    /// What comes before a weekday that means the last one ("last monday", "지난 월요일").
    var lastBeforeWeekday: [String]
    /// The marks after a date's year, month and day ("2026년 3월 5일"), when the language
    /// writes a date so.
    var dateMarks: (year: String, month: String, day: String)?

    static func of(_ language: Language) -> DateWords {
        switch language {
        case .english: .english
        case .korean: .korean
        }
    }

    /// Every language's table.
    static let all = Language.allCases.map(of)

    static let english = DateWords(
        now: ["now"], today: ["today"], yesterday: ["yesterday"], dayBeforeYesterday: ["the day before yesterday"],
        thisWeek: ["this week"], lastWeek: ["last week"], thisMonth: ["this month"], lastMonth: ["last month"],
        thisYear: ["this year"], lastYear: ["last year"],
        ago: " ago", counts: ["a": 1, "an": 1, "one": 1, "two": 2, "three": 3],
        days: ["day", "days"], weeks: ["week", "weeks"], months: ["month", "months"], years: ["year", "years"],
        lastBeforeWeekday: ["last "], dateMarks: nil)

    static let korean = DateWords(
        now: ["지금"], today: ["오늘"], yesterday: ["어제"], dayBeforeYesterday: ["그저께", "그제"],
        thisWeek: ["이번 주", "이번주", "금주"], lastWeek: ["지난주", "지난 주", "저번 주", "저번주"],
        thisMonth: ["이번 달", "이번달"], lastMonth: ["지난달", "지난 달", "저번 달", "저번달"],
        thisYear: ["올해", "금년"], lastYear: ["작년", "지난해", "지난 해"],
        ago: "전", counts: [:],
        days: ["일"], weeks: ["주", "주일"], months: ["개월", "달"], years: ["년", "해"],
        lastBeforeWeekday: ["지난 ", "지난", "저번 "], dateMarks: ("년", "월", "일"))
}
