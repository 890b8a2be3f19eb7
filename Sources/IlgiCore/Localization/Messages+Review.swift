/// What `ilgi review` and the browser's review page say, in English and Korean.
extension Messages {

    public static let reviewBadYear = Localized(en: "give a year such as 2025", ko: "2025 같은 연도를 주세요")
    public static func reviewHeading(_ year: Int) -> Localized {
        Localized(en: "\(year) in the journal", ko: "일기로 본 \(year)년")
    }
    public static func reviewEmpty(_ year: Int) -> Localized {
        Localized(en: "No entries in \(year).", ko: "\(year)년에는 일기가 없어요.")
    }
    public static func reviewEntries(_ count: Int) -> Localized {
        Localized(en: count == 1 ? "1 entry" : "\(count) entries", ko: "일기 \(count)편")
    }
    public static func reviewWords(_ count: Int) -> Localized {
        Localized(en: count == 1 ? "1 word" : "\(count) words", ko: "\(count)단어")
    }
    public static func reviewDays(_ count: Int) -> Localized {
        Localized(en: count == 1 ? "1 day written" : "\(count) days written", ko: "\(count)일 씀")
    }
    public static func reviewStreak(_ days: Int) -> Localized {
        Localized(en: "longest streak \(days) days", ko: "최장 연속 \(days)일")
    }
    public static func reviewAverage(_ value: String) -> Localized {
        Localized(en: "average \(value)", ko: "평균 \(value)")
    }
    public static let reviewBusiestMonth = Localized(en: "Busiest month", ko: "가장 많이 쓴 달")
    public static let reviewWeather = Localized(en: "Weather", ko: "날씨")
    public static let reviewTopTags = Localized(en: "Top tags", ko: "많이 쓴 태그")
    public static let reviewByMonth = Localized(en: "Entries by month", ko: "달별 일기")
}

extension Messages {
    public static let bookContents = Localized(en: "Contents", ko: "차례")
    public static func bookTitle(_ year: Int?) -> Localized {
        guard let year else { return Localized(en: "Journal", ko: "일기") }
        return Localized(en: "Journal \(year)", ko: "\(year)년의 일기")
    }
}
