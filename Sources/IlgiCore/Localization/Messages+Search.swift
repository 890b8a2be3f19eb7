extension Messages {
    public static let emptyQuery = Localized(
        en: "give something to search for, such as: ilgi search beach",
        ko: "찾을 말을 입력하세요. 예: ilgi search 바다")

    public static func noMatches(_ query: String) -> Localized {
        Localized(en: "No entry contains \"\(query)\".", ko: "\"\(query)\"이(가) 들어간 일기가 없어요.")
    }
}

extension Help {
    public static let search = Localized(
        en: "Find entries containing some text, ignoring case; matches are highlighted.",
        ko: "글자가 들어간 일기를 찾아요 (대소문자 무시). 찾은 부분을 강조해 보여 줘요.")
    public static let searchDiscussion = Localized(
        en: "Searches titles and bodies, not trailers. Exits 1 when nothing matches, like grep.",
        ko: "제목과 본문에서 찾아요 (트레일러 제외). 찾은 것이 없으면 grep처럼 1로 끝나요.")
    public static let queryArgument = Localized(
        en: "The text to find (several words are searched as one phrase).",
        ko: "찾을 글자 (여러 단어는 한 구절로 찾아요)")
}
