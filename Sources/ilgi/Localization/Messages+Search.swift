import IlgiCore

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
        en: "Find entries containing some words, ignoring case; matches are highlighted.",
        ko: "단어가 들어간 일기를 찾아요 (대소문자 무시). 찾은 부분을 강조해 보여 줘요.")
    public static let searchDiscussion = Localized(
        en: """
            Every word must occur, in any order, in the title or body (not the trailers); a word             also matches inside a longer one (beach finds beaches, 바다 finds 바다에서) unless -w is             given. Put a phrase in double quotes inside the argument to find it as written:             ilgi search '"old pier"' sunset. /regex/ or -e REGEX is a regular expression. --any             finds entries with any of them, --not WORD leaves entries out. Case and Unicode form             are ignored. The filters of list apply (--since, --tag, --weather, …). Exits 1 when             nothing matches, like grep.
            """,
        ko: """
            모든 단어가 순서와 상관없이 제목이나 본문에 들어 있어야 해요 (트레일러 제외). -w가 없으면             더 긴 단어 안에 있어도 찾아요 (바다가 바다에서를 찾아요). 쓴 그대로 찾을 구절은 인자 안에서             큰따옴표로 감싸요: ilgi search '"오래된 부두"' 노을. /정규식/이나 -e 정규식은 정규 표현식이에요.             --any는 하나라도 들어간 일기를, --not 단어는 그 단어가 든 일기를 빼요. 대소문자와 유니코드             형태는 무시해요. list의 필터를 쓸 수 있어요 (--since, --tag, --weather 등). 찾은 것이 없으면             grep처럼 1로 끝나요.
            """)
    public static let queryArgument = Localized(
        en: "Words to find, all of them in any order; \"a phrase\" in quotes; /a regex/.",
        ko: "찾을 단어 (모두, 순서 무관). 따옴표 안의 \"구절\", /정규식/")
}
