import IlgiCore

/// Help for `log`, `diff`, `restore`, `deleted`, `git` and `show --at`, in English and Korean.
extension Help {
    public static let log = Localized(
        en: "Show the journal's history, or one entry's, newest first.",
        ko: "일기장의 기록, 또는 일기 하나의 기록을 최신순으로 보여 줘요.")
    public static let logDiscussion = Localized(
        en: """
            Each line is a commit: its short id, when it was made, what it did and the entry's \
            title. With an id, only the commits that changed that entry are listed, deleted \
            entries included. --oneline prints what 'git log --oneline' prints.
            """,
        ko: """
            한 줄이 커밋 하나예요: 짧은 커밋 ID, 만든 때, 한 일, 일기 제목. ID를 주면 그 일기를 \
            바꾼 커밋만 보여 줘요 (지운 일기도 돼요). --oneline은 'git log --oneline'과 똑같이 출력해요.
            """)
    public static let logIDArgument = Localized(
        en: "An entry's id or unique prefix (a deleted entry's too); without it, the whole journal.",
        ko: "일기 ID나 겹치지 않는 앞부분 (지운 일기도 돼요). 없으면 일기장 전체")
    public static let historyIDArgument = Localized(
        en: "The entry's id or unique prefix (a deleted entry's too).",
        ko: "일기 ID나 겹치지 않는 앞부분 (지운 일기도 돼요)")
    public static let onelineFlag = Localized(
        en: "One short line per commit: id and message, as 'git log --oneline'.",
        ko: "커밋마다 짧은 한 줄로: 'git log --oneline'처럼 커밋 ID와 메시지")
    public static let logLimitOption = Localized(
        en: "Show at most this many commits.", ko: "최대 이 개수만큼의 커밋만 보여 줘요")

    public static let atOption = Localized(
        en:
            "The version in this commit: a commit id (full or short), HEAD~3, or a date (YYYY-MM-DD: the last commit that day or before).",
        ko: "이 커밋 때의 버전: 커밋 ID(전체나 앞부분), HEAD~3, 또는 날짜(YYYY-MM-DD: 그날이나 그 전의 마지막 커밋)")

    public static let diff = Localized(
        en: "Show what changed in an entry, as a unified diff.",
        ko: "일기에서 바뀐 내용을 unified diff로 보여 줘요.")
    public static let diffDiscussion = Localized(
        en: """
            Compares the entry now with its version in REV, or, without REV, with its previous \
            version. Coloured on a terminal; plain when piped, as a patch git can apply: \
            'ilgi diff ID REV | ilgi git apply -R' takes the file back to REV without a commit.
            """,
        ko: """
            지금의 일기를 REV 때의 버전과, REV가 없으면 바로 전 버전과 비교해요. 터미널에서는 색을 \
            입히고, 파이프로 보내면 git이 적용할 수 있는 패치로 색 없이 출력해요: \
            'ilgi diff ID REV | ilgi git apply -R'은 커밋 없이 파일을 REV 때로 되돌려요.
            """)
    public static let diffRevisionArgument = Localized(
        en: "The older version: a commit id, HEAD~N or a date (default: the previous version).",
        ko: "비교할 예전 버전: 커밋 ID, HEAD~N, 또는 날짜 (기본값: 바로 전 버전)")

    public static let restore = Localized(
        en: "Bring back a deleted entry, or roll an entry back to an older version.",
        ko: "지운 일기를 되살리거나, 일기를 예전 버전으로 되돌려요.")
    public static let restoreDiscussion = Localized(
        en: """
            Without --at, a deleted entry comes back as it was when it was deleted. With --at, \
            the entry becomes what it was in that commit. Either way it is one new commit, \
            'Restore <id>: <title>', so the restore itself can be undone.
            """,
        ko: """
            --at 없이 쓰면 지운 일기를 지우기 직전 모습으로 되살려요. --at을 주면 그 커밋 때의 모습으로 \
            되돌려요. 어느 쪽이든 새 커밋 'Restore <ID>: <제목>' 하나가 생겨서, 되돌린 것도 다시 되돌릴 수 있어요.
            """)
    public static let restoreIDArgument = Localized(
        en: "The entry's id or unique prefix; deleted entries are found too.",
        ko: "일기 ID나 겹치지 않는 앞부분 (지운 일기도 찾아요)")

    public static let deleted = Localized(
        en: "List deleted entries that can be restored, most recently deleted first.",
        ko: "되살릴 수 있는 지운 일기를 최근에 지운 것부터 보여 줘요.")
    public static let deletedFlag = Localized(
        en: "List deleted entries instead (as 'ilgi deleted').",
        ko: "대신 지운 일기를 보여 줘요 ('ilgi deleted'와 같아요)")

    public static let git = Localized(
        en: "Run git inside the journal, for everything ilgi does not wrap.",
        ko: "일기장 안에서 git을 실행해요. ilgi에 없는 기능은 이걸로 쓰세요.")
    public static let gitDiscussion = Localized(
        en: """
            Everything after 'git' goes to git unchanged, with your terminal; ilgi exits with \
            git's status. ilgi's own options go before 'git'. Examples: ilgi git log --stat -3; \
            ilgi --journal ~/work-journal git status
            """,
        ko: """
            'git' 뒤의 인자는 그대로 git에 전달되고, 터미널도 그대로 써요. ilgi는 git의 종료 코드로 \
            끝나요. ilgi 자체 옵션은 'git' 앞에 쓰세요. 예: ilgi git log --stat -3, \
            ilgi --journal ~/work-journal git status
            """)
    public static let gitArguments = Localized(
        en: "Arguments for git.", ko: "git에 넘길 인자")
}
