import IlgiCore

/// Help for `ilgi hooks`, `ilgi config` and `ilgi weather`.
extension Help {
    // MARK: hooks
    public static let hooks = Localized(
        en: "List, install and try the programs ilgi runs around saves.",
        ko: "저장 전후에 ilgi가 실행하는 프로그램(훅)을 보고, 설치하고, 시험해요.")
    public static let hooksDiscussion = Localized(
        en: """
            Hooks are executables in $XDG_CONFIG_HOME/ilgi/hooks (~/.config/ilgi/hooks), named after \
            their event or placed in EVENT.d/ (run in name order): post-create runs after a new \
            entry is written and before it is committed, and may add trailers to it; post-save runs \
            after each commit; post-sync after a sync. They get ILGI_JOURNAL, ILGI_ENTRY_ID, \
            ILGI_ENTRY_PATH and ILGI_EVENT and run in the journal folder. A hook that fails, hangs \
            (stopped after hooks.timeout, 5 s) or damages the entry never costs you the entry: it \
            is saved as you wrote it, with a warning.
            """,
        ko: """
            훅은 $XDG_CONFIG_HOME/ilgi/hooks (~/.config/ilgi/hooks)에 있는 실행 파일로, 이벤트 이름을 \
            쓰거나 EVENT.d/ 안에 둬요 (이름 순서로 실행). post-create는 새 일기를 파일로 쓴 뒤 커밋 \
            전에 실행되어 트레일러를 더할 수 있고, post-save는 커밋마다, post-sync는 동기화 뒤에 \
            실행돼요. ILGI_JOURNAL, ILGI_ENTRY_ID, ILGI_ENTRY_PATH, ILGI_EVENT를 받고 일기장 폴더에서 \
            실행돼요. 훅이 실패하거나, 멈추거나 (hooks.timeout, 5초 뒤 중단), 일기를 망가뜨려도 일기는 \
            쓴 그대로 저장되고 경고가 나와요.
            """)
    public static let hooksList = Localized(en: "Show the installed hooks, by event.", ko: "설치된 훅을 이벤트별로 보여 줘요.")
    public static let hooksInstall = Localized(
        en: "Install a hook that comes with ilgi (weather) as a post-create hook.",
        ko: "ilgi에 들어 있는 훅(weather)을 post-create 훅으로 설치해요.")
    public static let hookNameArgument = Localized(en: "The hook to install: weather.", ko: "설치할 훅: weather.")
    public static let forceFlag = Localized(en: "Replace a different file of the same name.", ko: "같은 이름의 다른 파일을 바꿔요.")
    public static let hooksRun = Localized(
        en: "Run the hooks of one event now, to try them (post-create changes are saved as an edit).",
        ko: "한 이벤트의 훅을 지금 실행해 시험해요 (post-create가 바꾼 내용은 편집으로 저장).")
    public static let eventArgument = Localized(
        en: "post-create, post-save or post-sync.", ko: "post-create, post-save, post-sync.")
    public static let hookEntryArgument = Localized(
        en: "The entry's id (not for post-sync).", ko: "일기 ID (post-sync에는 필요 없음).")

    // MARK: config
    public static let config = Localized(
        en: "Read or change a setting of this journal (kept in its git config, never synced).",
        ko: "이 일기장의 설정을 읽거나 바꿔요 (git 설정에 저장되고 동기화되지 않아요).")
    public static let configDiscussion = Localized(
        en: """
            Settings: hooks.timeout (seconds, default 5), weather.location ("lat,lon" or a city), \
            weather.provider (openweathermap or open-meteo), weather.apikey, weather.url. They are \
            stored as ilgi.KEY in the journal's .git/config; ilgi.KEY in ~/.gitconfig applies to \
            every journal.
            """,
        ko: """
            설정: hooks.timeout (초, 기본값 5), weather.location ("위도,경도" 또는 도시), \
            weather.provider (openweathermap 또는 open-meteo), weather.apikey, weather.url. 일기장의 \
            .git/config에 ilgi.KEY로 저장되고, ~/.gitconfig의 ilgi.KEY는 모든 일기장에 적용돼요.
            """)
    public static let configKeyArgument = Localized(
        en: "The setting, like weather.location.", ko: "설정 이름, 예: weather.location.")
    public static let configValueArgument = Localized(
        en: "The new value; without it the value is printed.", ko: "새 값. 없으면 지금 값을 출력해요.")
    public static let configListFlag = Localized(en: "List the settings that are set.", ko: "설정된 값을 모두 보여 줘요.")
    public static let configUnsetFlag = Localized(en: "Remove the setting.", ko: "설정을 지워요.")

    // MARK: weather
    public static let weather = Localized(
        en: "Show the weather now at the configured location (what the weather hook records).",
        ko: "설정한 위치의 지금 날씨를 보여 줘요 (날씨 훅이 기록하는 값).")
    public static let iconFlag = Localized(
        en: "Print only the OpenWeatherMap icon code, like 10d.", ko: "OpenWeatherMap 아이콘 코드만 출력해요 (예: 10d).")
    public static let weatherJSONFlag = Localized(
        en: "Print JSON (code, condition, temperature, latitude, longitude, place, provider).",
        ko: "JSON으로 출력해요 (code, condition, temperature, latitude, longitude, place, provider).")
    public static let weatherTrailersFlag = Localized(
        en:
            "Print the trailers the weather hook adds: 'Weather: 10d' and 'Location: PLACE' (the place the provider names, else weather.location).",
        ko: "날씨 훅이 붙이는 트레일러를 출력해요: 'Weather: 10d'와 'Location: 장소' (제공자가 알려 준 장소, 없으면 weather.location)")
}
