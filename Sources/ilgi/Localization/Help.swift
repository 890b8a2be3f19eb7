import IlgiCore

/// Help text for commands and options, in English and Korean.
public enum Help {
    public static let abstract = Localized(
        en: "A plain-text journal that lives in a git repository.",
        ko: "git 저장소에 담기는 텍스트 일기장.")

    public static let discussion = Localized(
        en: """
            Every entry is a text file; every save is a git commit. With no command, ilgi lists \
            your entries. The journal lives in $XDG_DATA_HOME/ilgi (~/.local/share/ilgi) unless \
            --journal or ILGI_JOURNAL names another folder.

            Messages are in Korean when ILGI_LANG, else the first of LC_ALL, LC_MESSAGES and \
            LANG that is set, names Korean (ko_KR.UTF-8); in English otherwise. Long output goes \
            through $PAGER (less) on a terminal; ILGI_PAGER overrides it, and cat turns it off.

            Words that are not a command are refused (exit 2) with the nearest command \
            (ilgi serach → search) or, for text such as ilgi Today was good, the ilgi new line \
            that saves it: a mistyped command never becomes an entry.

            Exit codes: 0 success, 1 failure, 2 usage error or bad input.
            """,
        ko: """
            일기 하나는 텍스트 파일 하나이고, 저장할 때마다 git 커밋이 하나 생겨요. 명령 없이 \
            실행하면 일기 목록을 보여 줘요. 일기장은 $XDG_DATA_HOME/ilgi(~/.local/share/ilgi)에 \
            있고, --journal이나 ILGI_JOURNAL로 다른 폴더를 지정할 수 있어요.

            ILGI_LANG이, 없으면 LC_ALL, LC_MESSAGES, LANG 중 처음 설정된 값이 한국어(ko_KR.UTF-8)를 \
            가리키면 한국어로, 아니면 영어로 말해요. 터미널에서 긴 출력은 $PAGER(less)로 보여 주고, \
            ILGI_PAGER가 있으면 그것을 쓰며, cat으로 설정하면 페이저를 쓰지 않아요.

            명령이 아닌 말은 받지 않고(종료 코드 2) 가장 가까운 명령(ilgi serach → search)을, \
            ilgi 오늘은 좋은 날 같은 글이면 그것을 저장하는 ilgi new 명령을 알려 줘요. 잘못 친 명령이 \
            일기가 되는 일은 없어요.

            종료 코드: 0 성공, 1 실패, 2 잘못된 사용법이나 입력.
            """)

    public static let journalOption = Localized(
        en: "The journal folder (default: $ILGI_JOURNAL, else 'ilgi journals default', else $XDG_DATA_HOME/ilgi).",
        ko: "일기장 폴더 (기본값: $ILGI_JOURNAL, 없으면 'ilgi journals default', 없으면 $XDG_DATA_HOME/ilgi)")
    public static let journalNameOption = Localized(
        en: "The journal called this in 'ilgi journals'.",
        ko: "'ilgi journals'에서 이 이름인 일기장")
    public static let colorOption = Localized(
        en: "Colour output: auto (on a terminal, unless NO_COLOR is set or TERM=dumb), always or never.",
        ko: "색을 입힐지: auto(터미널일 때만, NO_COLOR가 있거나 TERM=dumb이면 안 함), always, never")

    // MARK: list
    public static let list = Localized(
        en: "List entries, newest first: id, date, weather, title and a preview.",
        ko: "일기를 최신순으로 보여 줘요: ID, 날짜, 날씨, 제목, 미리보기.")
    public static let limitOption = Localized(en: "Show at most this many entries.", ko: "최대 이 개수만큼만 보여 줘요")
    public static let sinceOption = Localized(
        en: "Only entries written on or after this date (YYYY-MM-DD, today, yesterday).",
        ko: "이 날짜부터 쓴 일기만 (YYYY-MM-DD, today, yesterday, 오늘, 어제)")
    public static let untilOption = Localized(
        en: "Only entries written on or before this date.", ko: "이 날짜까지 쓴 일기만")
    public static let onOption = Localized(en: "Only entries written on this day.", ko: "이 날에 쓴 일기만")
    public static let tagOption = Localized(
        en: "Only entries with this @tag (repeat to require several).",
        ko: "이 @태그가 있는 일기만 (여러 번 주면 모두 있는 일기만)")
    public static let starredOption = Localized(en: "Only starred entries.", ko: "별표한 일기만")
    public static let jsonFlag = Localized(
        en: "Print JSON instead of a table (fields: id, title, body, created, weather, tags, starred, path).",
        ko: "표 대신 JSON으로 출력해요 (필드: id, title, body, created, weather, tags, starred, path)")

    // MARK: new
    public static let new = Localized(
        en: "Write a new entry: in your editor, from the arguments, or from standard input. Prints the new id.",
        ko: "새 일기를 써요: 편집기로, 인자로, 또는 표준 입력으로. 새 일기의 ID를 출력해요.")
    public static let newDiscussion = Localized(
        en: """
            With a title or -m, the entry is saved at once. With text piped in, the first line is \
            the title. Otherwise $VISUAL or $EDITOR opens on an empty page (ILGI_EDITOR overrides \
            both); save and quit to keep the entry. An empty page saves nothing.
            """,
        ko: """
            제목이나 -m을 주면 바로 저장해요. 표준 입력으로 넣으면 첫 줄이 제목이 돼요. 그 밖에는 \
            $VISUAL이나 $EDITOR가 빈 페이지로 열려요 (ILGI_EDITOR가 먼저예요). 저장하고 나오면 일기가 \
            남고, 빈 페이지는 저장하지 않아요.
            """)
    public static let titleArgument = Localized(
        en: "The title (words are joined with spaces).", ko: "제목 (여러 단어는 공백으로 이어 붙여요)")
    public static let messageOption = Localized(en: "The body text.", ko: "본문")
    public static let dateOption = Localized(
        en: "Backdate the entry (YYYY-MM-DD, 'YYYY-MM-DD HH:MM', yesterday).",
        ko: "지난 날짜로 써요 (YYYY-MM-DD, 'YYYY-MM-DD HH:MM', yesterday, 어제)")

    // MARK: edit, show, delete
    public static let edit = Localized(
        en: "Edit an entry in your editor (the latest when no id is given). Saves only if it changed.",
        ko: "편집기로 일기를 고쳐요 (ID가 없으면 가장 최근 일기). 바뀐 것이 있을 때만 저장해요.")
    public static let idArgument = Localized(
        en: "The entry's id, or a unique prefix of at least 4 characters.",
        ko: "일기 ID, 또는 겹치지 않는 4글자 이상의 앞부분")
    public static let show = Localized(en: "Show one entry.", ko: "일기 하나를 보여 줘요.")
    public static let rawFlag = Localized(en: "Print the file exactly as stored.", ko: "저장된 파일을 그대로 출력해요")
    public static let delete = Localized(
        en: "Delete an entry, after asking. The delete is a commit, so it can be undone.",
        ko: "확인을 받고 일기를 삭제해요. 삭제도 커밋이라 되돌릴 수 있어요.")
    public static let yesFlag = Localized(en: "Do not ask for confirmation.", ko: "묻지 않고 바로 삭제해요")
}
