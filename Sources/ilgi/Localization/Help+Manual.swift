import IlgiCore

/// The parts of the man page (`ilgi --generate-manual`) that are not the commands' own help:
/// section names, the environment, files, exit status and examples.
extension Help {
    public enum Manual {
        public static let footer = Localized(en: "User Commands", ko: "사용자 명령")
        public static let name = Localized(en: "NAME", ko: "이름")
        public static let synopsis = Localized(en: "SYNOPSIS", ko: "사용법")
        public static let description = Localized(en: "DESCRIPTION", ko: "설명")
        public static let options = Localized(en: "OPTIONS", ko: "옵션")
        public static let commands = Localized(en: "COMMANDS", ko: "명령")
        public static let environment = Localized(en: "ENVIRONMENT", ko: "환경 변수")
        public static let files = Localized(en: "FILES", ko: "파일")
        public static let exitStatus = Localized(en: "EXIT STATUS", ko: "종료 상태")
        public static let examples = Localized(en: "EXAMPLES", ko: "예")
        public static let seeAlso = Localized(en: "SEE ALSO", ko: "함께 보기")
        public static let aliases = Localized(en: "Also", ko: "다른 이름:")
        public static let command = Localized(en: "command", ko: "명령")
        public static let defaultValue = Localized(en: "default", ko: "기본값")
        public static let values = Localized(en: "values", ko: "값")

        /// (variable, what it does)
        public static let environmentVariables: [(String, Localized)] = [
            (
                "ILGI_JOURNAL",
                Localized(
                    en: "The journal folder, when --journal is not given.",
                    ko: "--journal이 없을 때 쓸 일기장 폴더.")
            ),
            (
                "XDG_DATA_HOME",
                Localized(
                    en: "The journal is $XDG_DATA_HOME/ilgi (default ~/.local/share/ilgi) when neither is set.",
                    ko: "둘 다 없으면 일기장은 $XDG_DATA_HOME/ilgi(기본값 ~/.local/share/ilgi)예요.")
            ),
            (
                "XDG_CONFIG_HOME",
                Localized(
                    en: "Hooks live in $XDG_CONFIG_HOME/ilgi/hooks (default ~/.config/ilgi/hooks).",
                    ko: "훅은 $XDG_CONFIG_HOME/ilgi/hooks(기본값 ~/.config/ilgi/hooks)에 있어요.")
            ),
            (
                "ILGI_LANG, LC_ALL, LC_MESSAGES, LANG",
                Localized(
                    en:
                        "The language: ILGI_LANG first, then the first of the others that is set. ko or ko_KR.UTF-8 means Korean; anything else English.",
                    ko: "말할 언어: ILGI_LANG이 먼저이고, 그다음은 나머지 중 처음 설정된 값이에요. ko나 ko_KR.UTF-8이면 한국어, 그 밖에는 영어예요.")
            ),
            (
                "ILGI_EDITOR, VISUAL, EDITOR",
                Localized(
                    en:
                        "The editor for new and edit, in that order (VISUAL is skipped when TERM=dumb); vi when none is set.",
                    ko: "new와 edit에 쓸 편집기, 이 순서로 찾아요 (TERM=dumb이면 VISUAL은 건너뛰어요). 아무것도 없으면 vi.")
            ),
            (
                "ILGI_PAGER, PAGER",
                Localized(
                    en: "The pager for long output on a terminal (default less); empty or cat turns paging off.",
                    ko: "터미널에서 긴 출력을 보여 줄 페이저 (기본값 less). 비우거나 cat으로 설정하면 페이저를 쓰지 않아요.")
            ),
            (
                "LESS",
                Localized(
                    en: "Options for less; FRX when not set.",
                    ko: "less에 줄 옵션. 없으면 FRX.")
            ),
            (
                "NO_COLOR",
                Localized(
                    en: "When set and not empty, no colour (unless --color always).",
                    ko: "비어 있지 않은 값이 있으면 색을 쓰지 않아요 (--color always는 예외).")
            ),
            (
                "TERM",
                Localized(
                    en: "TERM=dumb: no colour, and VISUAL is not used.",
                    ko: "TERM=dumb이면 색을 쓰지 않고 VISUAL도 쓰지 않아요.")
            ),
            (
                "COLUMNS, LINES",
                Localized(
                    en: "The screen size, when the terminal does not tell.",
                    ko: "터미널이 알려 주지 않을 때 쓸 화면 크기.")
            ),
            (
                "TZ",
                Localized(
                    en: "The time zone new entries are dated in, and in which \"today\" is counted.",
                    ko: "새 일기의 날짜와 \"오늘\"을 셀 때 쓰는 시간대.")
            ),
        ]

        /// (path, what it is)
        public static let filesList: [(String, Localized)] = [
            (
                "~/.local/share/ilgi/",
                Localized(
                    en: "The default journal: a git repository with one YYYY/MM/<uuid>.txt file per entry.",
                    ko: "기본 일기장: 일기마다 YYYY/MM/<uuid>.txt 파일이 하나씩 있는 git 저장소.")
            ),
            (
                "~/.config/ilgi/hooks/",
                Localized(
                    en:
                        "Hooks: executables named after an event (post-create, post-save, post-sync) or in EVENT.d/. See ilgi hooks --help.",
                    ko:
                        "훅: 이벤트 이름(post-create, post-save, post-sync)으로 된 실행 파일이나 EVENT.d/ 안의 파일. ilgi hooks --help를 보세요."
                )
            ),
            (
                "JOURNAL/.git/ilgi/",
                Localized(
                    en:
                        "This machine's state for the journal: the write lock, drafts kept after a failed editor, temporary files. Never committed.",
                    ko: "이 컴퓨터에서 쓰는 일기장 상태: 쓰기 잠금, 편집기가 실패했을 때 남긴 초안, 임시 파일. 커밋되지 않아요.")
            ),
        ]

        public static let exitCodes: [(String, Localized)] = [
            ("0", Localized(en: "Success.", ko: "성공.")),
            (
                "1",
                Localized(
                    en: "Failure: the journal could not be read or written, the editor failed, no such entry.",
                    ko: "실패: 일기장을 읽거나 쓸 수 없음, 편집기 실패, 그런 일기가 없음.")
            ),
            (
                "2",
                Localized(
                    en:
                        "Usage error or bad input: an unknown option, a bad date, an id too short or ambiguous, delete without a terminal and without --yes.",
                    ko: "잘못된 사용법이나 입력: 알 수 없는 옵션, 잘못된 날짜, 너무 짧거나 여러 일기에 해당하는 ID, 터미널 없이 --yes 없는 delete.")
            ),
        ]

        /// (command line, what it does)
        public static let exampleList: [(String, Localized)] = [
            (
                "ilgi new \"My day at the beach\" -m \"It was sunny. @family\"",
                Localized(en: "Write an entry at once.", ko: "바로 일기를 써요.")
            ),
            ("ilgi new", Localized(en: "Write an entry in your editor.", ko: "편집기로 일기를 써요.")),
            (
                "ilgi list -n 5 --tag family",
                Localized(en: "The five newest entries tagged @family.", ko: "@family 태그가 있는 최근 일기 다섯 개.")
            ),
            (
                "ilgi show 3f2a",
                Localized(en: "Show the entry whose id starts with 3f2a.", ko: "ID가 3f2a로 시작하는 일기를 보여 줘요.")
            ),
            (
                "ilgi --generate-completion-script zsh > ~/.zfunc/_ilgi",
                Localized(
                    en: "Install zsh completion (bash and fish likewise).", ko: "zsh 자동 완성을 설치해요 (bash, fish도 같은 방법).")
            ),
        ]
    }
}
