import IlgiCore

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

extension Help {
    public static let star = Localized(
        en: "Star an entry (Starred: yes), in one commit.", ko: "일기에 별표를 해요 (Starred: yes). 커밋 하나로요.")
    public static let unstar = Localized(en: "Take the star off an entry.", ko: "일기의 별표를 떼요.")
    public static let tags = Localized(
        en: "List the @tags with how many entries carry each, most used first.",
        ko: "@태그와 각 태그가 달린 일기 수를 많이 쓴 순서로 보여 줘요.")
    public static let tagsJSONFlag = Localized(
        en: "Print JSON: [{\"tag\": …, \"count\": …}], most used first.",
        ko: "JSON으로 출력해요: [{\"tag\": …, \"count\": …}], 많이 쓴 순서")
    public static let prompt = Localized(
        en: "Show today's writing prompt (the same all day; none again until all have come).",
        ko: "오늘의 글감을 보여 줘요 (하루 내내 같고, 모두 나오기 전에는 다시 나오지 않아요).")
    public static let promptDiscussion = Localized(
        en: """
            ilgi's own prompts, in English and Korean, then the journal's: one a line in \
            .ilgi/prompts.txt (synced with the journal; # starts a comment). 'ilgi new --prompt' \
            starts an entry with today's.
            """,
        ko: """
            ilgi가 가진 영어와 한국어 글감에, 일기장의 글감이 더해져요: .ilgi/prompts.txt에 한 줄에 \
            하나씩 (일기장과 함께 동기화되고, #은 주석). 'ilgi new --prompt'는 오늘의 글감으로 일기를 \
            시작해요.
            """)
    public static let newPromptFlag = Localized(
        en: "Start the entry with today's writing prompt as its title (see 'ilgi prompt').",
        ko: "오늘의 글감을 제목으로 일기를 시작해요 ('ilgi prompt' 참고).")
    public static let nudge = Localized(
        en: "Remind you to write: one line, only on a day with nothing written yet, once a day.",
        ko: "일기를 쓰라고 알려 줘요: 아직 아무것도 쓰지 않은 날에만, 하루에 한 번, 한 줄로.")
    public static let nudgeDiscussion = Localized(
        en: """
            Prints one short line (with your streak of days) when nothing was written today and it \
            has not spoken yet today; otherwise nothing, quickly: put it in a shell prompt or \
            .bashrc. --install sets up a systemd user timer that shows the reminder as a desktop \
            notification at --at (20:00 unless given), or prints the crontab line where there is no \
            systemd.
            """,
        ko: """
            오늘 아직 아무것도 쓰지 않았고 오늘 아직 알리지 않았을 때 (연속으로 쓴 날 수와 함께) 짧은 \
            한 줄을 보여 줘요. 아니면 아무것도 보여 주지 않고 금방 끝나요: 셸 프롬프트나 .bashrc에 \
            넣으세요. --install은 --at 시각 (없으면 20:00)에 데스크톱 알림으로 알려 주는 systemd 사용자 \
            타이머를 만들고, systemd가 없으면 crontab 줄을 보여 줘요.
            """)
    public static let nudgeNotifyFlag = Localized(
        en: "Show the reminder as a desktop notification (notify-send) instead of printing it.",
        ko: "알림을 출력하지 않고 데스크톱 알림(notify-send)으로 보여 줘요.")
    public static let nudgeInstallFlag = Localized(
        en: "Set up a daily reminder: a systemd user timer, or the crontab line without systemd.",
        ko: "매일 알림을 설정해요: systemd 사용자 타이머, systemd가 없으면 crontab 줄.")
    public static let nudgeAtOption = Localized(
        en: "With --install: the time of day of the reminder (default 20:00).",
        ko: "--install과 함께: 알림 시각 (기본 20:00).")
    public static let random = Localized(
        en: "Show one entry picked at random (the filters of list narrow the choice).",
        ko: "일기 하나를 무작위로 골라 보여 줘요 (list의 필터로 범위를 좁힐 수 있어요).")
    public static let onThisDay = Localized(
        en: "Entries written on this month and day in earlier years, grouped by year.",
        ko: "예전 해의 오늘과 같은 날짜에 쓴 일기를 해마다 묶어 보여 줘요.")
    public static let onThisDayDiscussion = Localized(
        en:
            "Also called today-in-history. On 28 February of a year without a 29th, 29 February entries are shown too. Exits 1 when there are none.",
        ko: "today-in-history라고도 불러요. 29일이 없는 해의 2월 28일에는 2월 29일 일기도 보여 줘요. 없으면 1로 끝나요.")
    public static let onThisDayDateOption = Localized(
        en: "Another day than today (any date ilgi reads: 2026-03-05, yesterday, 월요일).",
        ko: "오늘 말고 다른 날 (ilgi가 읽는 날짜: 2026-03-05, 어제, 월요일)")
    public static let calendar = Localized(
        en:
            "A month (or year) calendar: days with entries, their weather, today, streaks, entries and words per month.",
        ko: "한 달(또는 한 해) 달력: 일기를 쓴 날과 그날 날씨, 오늘, 연속 기록, 달마다 일기 수와 단어 수.")
    public static let calendarDiscussion = Localized(
        en: """
            Weeks start on Monday. A day with entries shows its number in bold and the weather of its \
            first entry (• when none was recorded); today is marked with > (and inverted in colour). \
            The current streak counts the days in a row up to today (or yesterday).
            """,
        ko: """
            한 주는 월요일부터예요. 일기를 쓴 날은 숫자가 굵게, 그날 첫 일기의 날씨와 함께 보여요 \
            (날씨가 없으면 •). 오늘은 >로 표시해요 (색이 있으면 반전). 현재 연속 기록은 오늘(또는 어제)까지 \
            이어서 쓴 날의 수예요.
            """)
    public static let calendarArgument = Localized(
        en: "A month (2026-03, 'last month', 지난달) or a year (2025); default: this month.",
        ko: "한 달(2026-03, 'last month', 지난달)이나 한 해(2025). 기본값: 이번 달")
    public static let stats = Localized(
        en:
            "Numbers about your journal: entries, words, streaks, busiest weekday and hour, tags, weather, first and last entry.",
        ko: "일기장 통계: 일기 수, 단어 수, 연속 기록, 가장 많이 쓴 요일과 시간, 태그, 날씨, 첫 일기와 마지막 일기.")
    public static let statsJSONFlag = Localized(
        en: "Print JSON (fields in the README: entries, words, days, current_streak, top_tags, weather, …).",
        ko: "JSON으로 출력해요 (필드는 README에: entries, words, days, current_streak, top_tags, weather 등)")
}

extension Help {
    public static let deleteDiscussion = Localized(
        en:
            "With filters instead of an id (ilgi delete --on 2025-01-01), lists the matching entries and asks once for all; each is deleted in its own commit, so ilgi restore brings any of them back.",
        ko:
            "ID 대신 필터를 주면(ilgi delete --on 2025-01-01) 해당하는 일기를 보여 주고 한 번만 물어봐요. 일기마다 커밋 하나로 지우므로 ilgi restore로 어느 것이든 되살릴 수 있어요."
    )
    public static let editFiltersDiscussion = Localized(
        en:
            "With filters instead of an id (ilgi edit --tag trip --since 2025-06), opens the matching entries one after another, oldest first, each in its own editor session and commit; it stops at the first that fails.",
        ko:
            "ID 대신 필터를 주면(ilgi edit --tag trip --since 2025-06) 해당하는 일기를 오래된 것부터 하나씩 차례로 열어요. 일기마다 편집기와 커밋이 따로이고, 실패하면 거기서 멈춰요."
    )
}

extension Help {
    public static let sincePhraseOption = Localized(
        en:
            "Only entries written on or after this date: 2026-03-05, 2026-03, 2025, yesterday, '3 days ago', 'last week', monday, 지난주 (a span starts on its first day).",
        ko: "이 날짜부터 쓴 일기만: 2026-03-05, 2026-03, 2025, 어제, '3일 전', 지난주, 월요일 (기간이면 그 첫날부터)")
    public static let untilPhraseOption = Localized(
        en:
            "Only entries written on or before this date (a span ends on its last day: --until 2025 takes all of 2025).",
        ko: "이 날짜까지 쓴 일기만 (기간이면 그 마지막 날까지: --until 2025는 2025년 전체)")
    public static let onPhraseOption = Localized(
        en: "Only entries written on this day, or in this span: 2026-03 (a month), 2025 (a year), 'last week', 지난달.",
        ko: "이 날, 또는 이 기간에 쓴 일기만: 2026-03(한 달), 2025(한 해), 'last week', 지난달")
}

extension Help {
    // MARK: review

    public static let review = Localized(
        en: "A year of the journal on one screen: its numbers, a heat map, months, weather, tags and fields.",
        ko: "일기장의 한 해를 한 화면에: 숫자, 히트맵, 달, 날씨, 태그, 기록 항목.")
    public static let reviewDiscussion = Localized(
        en: """
            Entries, words, days written and the longest streak; a heat map of the year's days (weeks \
            across, Monday to Sunday down; · no entry, ░▒▓█ more and more words); the busiest month, \
            the weather, the top tags, and each field (mood …) with its average by month. \
            'ilgi serve' shows the same at /review, with charts.

            Examples:
              ilgi review          this year
              ilgi review 2025
            """,
        ko: """
            일기 수, 단어 수, 쓴 날, 가장 긴 연속 기록; 한 해의 날을 보여 주는 히트맵 (가로로 주, 세로로 \
            월요일부터 일요일; · 일기 없음, ░▒▓█ 많이 쓴 날일수록 진하게); 가장 많이 쓴 달, 날씨, 많이 쓴 태그, \
            그리고 기록 항목(기분 …)의 달별 평균. 'ilgi serve'의 /review에서도 차트로 볼 수 있어요.

            예:
              ilgi review          올해
              ilgi review 2025
            """)
    public static let reviewYearArgument = Localized(en: "The year (this year by default).", ko: "연도 (기본은 올해).")
}
