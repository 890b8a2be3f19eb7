/// Help for finding things: queries, date phrases, tags, stars, calendar and stats.
extension Help {
    public static let notTagOption = Localized(
        en: "Leave out entries with this @tag (repeatable).",
        ko: "이 @태그가 있는 일기는 빼요 (여러 번 쓸 수 있어요)")
    public static let weatherOption = Localized(
        en: "Only entries with this weather: clear, clouds, rain, storm, snow or mist (repeat for either).",
        ko: "이 날씨의 일기만: clear(맑음), clouds(구름), rain(비), storm(뇌우), snow(눈), mist(안개) (여러 번 주면 그중 하나)")
    public static let datePhrases = Localized(
        en: """
            Dates: 2026-03-05, '2026-03-05 15:45', 2026-03 (a month), 2025 (a year), today, yesterday, \
            '3 days ago', 'last week', 'this week', 'last month', 'last year', monday (the last one). \
            A phrase is a span: --on takes all of it, --since its first day, --until its last.
            """,
        ko: """
            날짜: 2026-03-05, '2026-03-05 15:45', 2026-03(한 달), 2025(한 해), 오늘, 어제, \
            '3일 전', 지난주, '이번 주', 지난달, 작년, 월요일(지난 월요일). \
            날짜 말은 기간이에요: --on은 기간 전체, --since는 첫날부터, --until은 마지막 날까지.
            """)
}

extension Help {
    public static let regexOption = Localized(
        en: "A regular expression that must match (ICU syntax, case ignored); also written /regex/ among the words.",
        ko: "맞아야 하는 정규 표현식 (ICU 문법, 대소문자 무시). 단어 사이에 /정규식/으로 써도 돼요")
    public static let wholeWordFlag = Localized(
        en: "Match words and phrases only as whole words (walk does not find walked).",
        ko: "단어와 구절을 온전한 단어로만 찾아요 (바다가 바다에서를 찾지 않아요)")
    public static let anyFlag = Localized(
        en: "Find entries with any of the words rather than all of them.",
        ko: "모든 단어가 아니라 단어 중 하나라도 들어간 일기를 찾아요")
    public static let notOption = Localized(
        en: "Leave out entries containing this word or phrase (repeatable).",
        ko: "이 단어나 구절이 들어간 일기는 빼요 (여러 번 쓸 수 있어요)")
    public static let countFlag = Localized(
        en: "Print only the number of matching entries.", ko: "찾은 일기의 개수만 출력해요")
    public static let jsonLinesFlag = Localized(
        en: "Print one JSON object a line (the fields of --json).",
        ko: "한 줄에 JSON 객체 하나씩 출력해요 (--json과 같은 필드)")
}
