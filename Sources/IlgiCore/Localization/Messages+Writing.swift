import Foundation

extension Messages {
    // MARK: Templates

    public static let settingDefaultTemplate = Localized(
        en: "the template 'ilgi new' starts from when no weekday names one (see 'ilgi templates')",
        ko: "요일별 템플릿이 없을 때 'ilgi new'가 쓸 템플릿 ('ilgi templates' 참고)")
    static func settingWeekdayTemplate(_ day: String) -> Localized {
        let name = (Weekday.allCases.first { $0.key == day } ?? .monday).name
        return Localized(
            en: "the template 'ilgi new' starts from on a \(name.english)",
            ko: "\(name.korean)에 'ilgi new'가 쓸 템플릿")
    }
    public static let expectedTemplateName = Localized(
        en: "a template's name: letters, digits, '-', '_' or '.', such as daily",
        ko: "템플릿 이름: 글자, 숫자, '-', '_', '.' (예: daily)")

    // MARK: A field's figures (`ilgi stats --field`, the browser's fields page)

    public static func fieldStatsNone(_ name: String) -> Localized {
        Localized(en: "No entry has a value of \(name) yet.", ko: "아직 \(name) 값이 있는 일기가 없어요.")
    }
    public static func fieldStatsSummary(_ count: Int, _ average: String, _ values: Localized) -> Localized {
        Localized(
            en: "\(count) \(count == 1 ? "entry" : "entries"), average \(average) (\(values.english))",
            ko: "일기 \(count)편, 평균 \(average) (\(values.korean))")
    }
    /// "12 entries", "일기 12편": a field's count, a journal's in `ilgi journals`.
    public static func entryCount(_ count: Int) -> Localized {
        Localized(en: "\(count) \(count == 1 ? "entry" : "entries")", ko: "일기 \(count)편")
    }
    public static let fieldStatsByMonth = Localized(en: "By month", ko: "달별")
    public static let fieldStatsByWeekday = Localized(en: "By weekday", ko: "요일별")
    public static let fieldStatsTags = Localized(
        en: "Tags on high and low days (average, entries)", ko: "높은 날과 낮은 날의 태그 (평균, 일기 수)")
    public static let fieldStatsWeather = Localized(en: "By weather", ko: "날씨별")
    public static func fieldStatsWords(_ high: Int, _ highCount: Int, _ low: Int, _ lowCount: Int) -> Localized {
        Localized(
            en: "Words written: \(high) on high days (\(highCount)), \(low) on low days (\(lowCount))",
            ko: "쓴 낱말: 높은 날 \(high) (\(highCount)편), 낮은 날 \(low) (\(lowCount)편)")
    }
}
