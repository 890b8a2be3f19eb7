import IlgiCore

/// Help for what `import` reads beyond its first formats, and its new options, in English
/// and Korean.
extension Help {
    public static let importMoreDiscussion = Localized(
        en: """
            Without --from, the kind is told from the input: a .zip or a folder with a Journal.json \
            is a Day One export (photos come along); a folder with entries/*.doentry is Day One \
            Classic (photos from photos/); a folder of YYYY/MM/DD.txt is a jrnl folder journal; a \
            .json file is jrnl's JSON export; other folders are Markdown notes (daily notes named \
            2025-03-14.md or 2025/03/14.md take that date; YAML front matter date, title, tags; the \
            first '# heading' is the title; #tags become @tags); other files are jrnl text. jrnl's \
            config (--jrnl-config, else ~/.config/jrnl/jrnl.yaml when it exists) gives each \
            journal's path and timeformat: the file may be a journal's name there, and with no \
            file its default journal is read. Photos and attachments are copied beside their \
            entry, YYYY/MM/<id>.assets/NAME, and linked from its text. Entries written in the same \
            minute keep their order, and entries that ilgi's own jrnl export wrote are recognised \
            and not added twice. A journal jrnl encrypted (jrnl 2 and later) is decrypted with its \
            password, typed on the terminal or read from --password-file; its text is never \
            written anywhere but the journal. --dry-run lists what would be imported and writes \
            nothing.
            """,
        ko: """
            --from이 없으면 입력을 보고 종류를 정해요: .zip이나 Journal.json이 든 폴더는 Day One 내보내기 \
            (사진도 함께), entries/*.doentry가 든 폴더는 Day One Classic (사진은 photos/에서), \
            YYYY/MM/DD.txt가 든 폴더는 jrnl 폴더 일기장, .json 파일은 jrnl의 JSON 내보내기, 다른 폴더는 \
            마크다운 노트 (2025-03-14.md나 2025/03/14.md 같은 데일리 노트는 그 날짜, YAML front matter의 \
            date, title, tags, 첫 '# 제목'이 제목, #태그는 @태그가 돼요), 다른 파일은 jrnl 텍스트예요. \
            jrnl 설정(--jrnl-config, 없으면 ~/.config/jrnl/jrnl.yaml이 있을 때)에서 일기장마다 경로와 \
            timeformat을 가져와요: 파일 자리에 그 설정의 일기장 이름을 줄 수 있고, 파일을 주지 않으면 \
            기본 일기장을 읽어요. 사진과 첨부 파일은 일기 옆 YYYY/MM/<id>.assets/NAME에 복사되고 본문에서 \
            링크돼요. 같은 분에 쓴 일기는 순서를 지키고, ilgi의 jrnl 내보내기로 쓴 일기는 알아보고 두 번 \
            넣지 않아요. jrnl(2 이상)이 암호화한 일기장은 비밀번호로 풀어요. 비밀번호는 터미널에서 \
            입력하거나 --password-file에서 읽고, 푼 글은 일기장 말고 어디에도 쓰지 않아요. --dry-run은 \
            가져올 것을 보여 주기만 하고 아무것도 쓰지 않아요.
            """)
    public static let importJrnlConfigOption = Localized(
        en:
            "jrnl's config file, for each journal's path and timeformat (default: ~/.config/jrnl/jrnl.yaml when it exists).",
        ko: "일기장마다 경로와 timeformat을 읽을 jrnl 설정 파일 (기본: ~/.config/jrnl/jrnl.yaml이 있으면 그것).")
    public static let importTimeFormatOption = Localized(
        en: "The jrnl file's time format, as strftime (e.g. '%d.%m.%Y %H:%M'), when no jrnl config says it.",
        ko: "jrnl 설정이 알려 주지 않을 때 jrnl 파일의 시간 형식, strftime 꼴 (예: '%d.%m.%Y %H:%M').")
    public static let importPasswordFileOption = Localized(
        en: "The password of an encrypted jrnl journal: the first line of this file ('-' for standard input).",
        ko: "암호화된 jrnl 일기장의 비밀번호: 이 파일의 첫 줄 ('-'는 표준 입력).")
    public static let importDryRunFlag = Localized(
        en: "Read and check everything, list what would be imported, write nothing.",
        ko: "모두 읽고 확인해서 가져올 것을 보여 주기만 하고, 아무것도 쓰지 않아요.")
    public static let importAllJournalsFlag = Localized(
        en:
            "Import every journal in jrnl's config: 'default' into this journal, each other into the ilgi journal of its name (made at $XDG_DATA_HOME/ilgi-NAME when there is none).",
        ko: "jrnl 설정의 일기장을 모두 가져와요: 'default'는 이 일기장으로, 나머지는 같은 이름의 ilgi 일기장으로 (없으면 $XDG_DATA_HOME/ilgi-이름에 만들어요)")
}
