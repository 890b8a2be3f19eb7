/// Messages for finding things: queries, date phrases, tags, stars, calendar and stats.
extension Messages {
    public static func unknownWeatherGroup(_ text: String) -> Localized {
        Localized(
            en: "'\(text)' is not a kind of weather; use clear, clouds, rain, storm, snow or mist",
            ko: "'\(text)'는 알 수 없는 날씨예요. clear, clouds, rain, storm, snow, mist 중 하나로 쓰세요")
    }

    public static func sinceAfterUntil(_ since: String, _ until: String) -> Localized {
        Localized(
            en: "--since \(since) comes after --until \(until); swap them",
            ko: "--since \(since)가 --until \(until)보다 뒤예요. 둘을 바꿔 쓰세요")
    }
}

extension Messages {
    public static let oneOutputFormat = Localized(
        en: "--count, --json and --jsonl cannot be combined; pick one",
        ko: "--count, --json, --jsonl은 함께 쓸 수 없어요. 하나만 고르세요")

    public static func invalidRegex(_ pattern: String, _ reason: String) -> Localized {
        Localized(
            en: "'\(pattern)' is not a regular expression ilgi can use (\(reason)); check its brackets and escapes",
            ko: "'\(pattern)'는 쓸 수 없는 정규 표현식이에요 (\(reason)). 괄호와 이스케이프를 확인하세요")
    }
}
