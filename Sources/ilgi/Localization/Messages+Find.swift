import IlgiCore

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

extension Messages {
    public static func starred(_ short: String, _ title: String) -> Localized {
        Localized(en: "Starred \(short): \(title)", ko: "별표했어요 \(short): \(title)")
    }
    public static func unstarred(_ short: String, _ title: String) -> Localized {
        Localized(en: "Unstarred \(short): \(title)", ko: "별표를 뗐어요 \(short): \(title)")
    }
    public static func alreadyStarred(_ short: String) -> Localized {
        Localized(en: "\(short) is already starred.", ko: "\(short)에는 이미 별표가 있어요.")
    }
    public static func notStarred(_ short: String) -> Localized {
        Localized(en: "\(short) is not starred.", ko: "\(short)에는 별표가 없어요.")
    }
    public static let noTags = Localized(
        en: "No @tags yet. Write @word in an entry to tag it.", ko: "아직 @태그가 없어요. 일기에 @단어를 쓰면 태그가 돼요.")
    public static func nothingOnThisDay(_ day: String) -> Localized {
        Localized(en: "Nothing written on \(day) in earlier years.", ko: "예전 해의 \(day)에 쓴 일기가 없어요.")
    }
    public static func yearsAgo(_ years: Int, _ year: Int) -> Localized {
        Localized(
            en: years == 1 ? "1 year ago (\(year))" : "\(years) years ago (\(year))", ko: "\(years)년 전 (\(year)년)")
    }
    public static func calendarMonthLine(
        _ entries: String, _ words: String, _ count: Int, _ written: Int, _ days: Int
    )
        -> Localized
    {
        Localized(
            en: "\(entries) \(count == 1 ? "entry  " : "entries")  \(words) words  \(written)/\(days) days",
            ko: "일기 \(entries)편  \(words)단어  \(written)/\(days)일")
    }
    public static func streakLine(_ current: Int, _ longest: Int) -> Localized {
        Localized(
            en: "Streak: \(current) \(current == 1 ? "day" : "days") now, longest \(longest)",
            ko: "연속 기록: 지금 \(current)일, 최장 \(longest)일")
    }
    public static let statsEntries = Localized(en: "Entries", ko: "일기")
    public static let statsWords = Localized(en: "Words", ko: "단어")
    public static let statsDays = Localized(en: "Days written", ko: "쓴 날")
    public static let statsStarred = Localized(en: "Starred", ko: "별표")
    public static let statsStreaks = Localized(en: "Streaks", ko: "연속 기록")
    public static let statsBusiestWeekday = Localized(en: "Busiest weekday", ko: "가장 많이 쓴 요일")
    public static let statsBusiestHour = Localized(en: "Busiest hour", ko: "가장 많이 쓴 시간")
    public static let statsTopTags = Localized(en: "Top tags", ko: "많이 쓴 태그")
    public static let statsWeather = Localized(en: "Weather", ko: "날씨")
    public static let statsFirst = Localized(en: "First entry", ko: "첫 일기")
    public static let statsLast = Localized(en: "Last entry", ko: "마지막 일기")
}

extension Messages {
    public static func unknownCommand(_ word: String, suggestion: String) -> Localized {
        Localized(
            en: "unknown command '\(word)'; did you mean '\(suggestion)'?",
            ko: "'\(word)'는 없는 명령이에요. '\(suggestion)'을(를) 말한 건가요?")
    }

    public static func notACommand(_ text: String) -> Localized {
        let quoted = text.replacingOccurrences(of: "\"", with: "\\\"")
        return Localized(
            en:
                "unknown command '\(text)'; to write it as an entry, run: ilgi new \"\(quoted)\" ('ilgi --help' lists the commands)",
            ko: "'\(text)'는 없는 명령이에요. 일기로 쓰려면 ilgi new \"\(quoted)\"를 실행하세요 (명령 목록: ilgi --help)")
    }
}

extension Messages {
    public static let deleteNeedsIDOrFilter = Localized(
        en: "name an entry (ilgi delete 3f2a) or the entries to delete with filters (ilgi delete --on 2025-01-01)",
        ko: "지울 일기의 ID(ilgi delete 3f2a)나 필터(ilgi delete --on 2025-01-01)를 주세요")
    public static let idWithFilters = Localized(
        en: "give either an id or filters (--on, --since, --tag, …), not both",
        ko: "ID와 필터(--on, --since, --tag 등) 중 하나만 주세요")
    public static func deleteManyNeedsConfirmation(_ count: Int) -> Localized {
        Localized(
            en: "deleting \(count) entries needs a yes: run it on a terminal, or add --yes",
            ko: "일기 \(count)편을 지우려면 확인이 필요해요. 터미널에서 실행하거나 --yes를 붙이세요")
    }
    public static func confirmDeleteMany(_ count: Int) -> Localized {
        Localized(
            en: count == 1 ? "Delete this entry? [y/N]" : "Delete these \(count) entries? [y/N]",
            ko: "이 일기 \(count)편을 삭제하시겠어요? [y/N]")
    }
    public static func editingOneOf(_ number: Int, _ count: Int, _ short: String, _ title: String) -> Localized {
        Localized(
            en: "Editing \(number) of \(count): \(short) \(title)", ko: "\(count)편 중 \(number)번째 편집: \(short) \(title)")
    }
}

extension Messages {
    public static func streakValue(_ current: Int, _ longest: Int) -> Localized {
        Localized(
            en: "\(current) \(current == 1 ? "day" : "days") now, longest \(longest)",
            ko: "지금 \(current)일, 최장 \(longest)일")
    }
}
