import IlgiCore

/// Help for `share`, `export` and `import`, in English and Korean.
extension Help {
    // MARK: share
    public static let share = Localized(
        en: "Make one entry ready to send: as text, Markdown, a web page or JSON.",
        ko: "일기 하나를 보내기 좋게 만들어요: 텍스트, 마크다운, 웹 페이지, JSON.")
    public static let shareDiscussion = Localized(
        en: """
            text (the default) is the date, the title and the body, ready to paste into a message. \
            html is one self-contained page that follows light and dark mode and prints cleanly; \
            the body is rendered as Markdown, and nothing in it can run. The output goes to \
            standard output, a file (-o) or the clipboard (--clipboard: wl-copy, xclip, xsel or pbcopy).
            """,
        ko: """
            text(기본값)는 날짜, 제목, 본문이라 메시지에 바로 붙여 넣을 수 있어요. html은 밝은/어두운 \
            모드를 따르고 깔끔하게 인쇄되는 독립된 웹 페이지이고, 본문은 마크다운으로 보여 주되 그 안의 \
            어떤 것도 실행되지 않아요. 출력은 표준 출력, 파일(-o), 또는 클립보드(--clipboard: wl-copy, \
            xclip, xsel, pbcopy)로 보내요.
            """)
    public static let shareFormatOption = Localized(
        en: "The format: text, markdown, html or json.", ko: "형식: text, markdown, html, json.")
    public static let clipboardFlag = Localized(
        en: "Copy to the clipboard instead of printing.", ko: "출력하지 않고 클립보드에 복사해요.")
    public static let outputFileOption = Localized(
        en: "Write to this file instead of standard output.", ko: "표준 출력 대신 이 파일에 써요.")

    // MARK: export
    public static let export = Localized(
        en: "Write the whole journal (or the entries the filters select) out, oldest first.",
        ko: "일기장 전체(또는 조건에 맞는 일기)를 오래된 순서로 내보내요.")
    public static let exportDiscussion = Localized(
        en: """
            json is one array with the fields of 'list --json'. markdown with -o FOLDER/ (an \
            existing folder, or a path ending in /) writes one file per entry, with front matter \
            that 'ilgi import --from markdown-dir' reads back, and the photos beside them; \
            otherwise one document. txt is every entry as 'share' writes it. jrnl is jrnl's own \
            journal format (jrnl keeps no weather and no seconds). book is one HTML made for print \
            (a cover, contents, the months as chapters, photos, page numbers), or a PDF printed by \
            headless Chromium: 'export --format book --year 2025 -o 2025.pdf'. Entries are read \
            one at a time, so any size exports.
            """,
        ko: """
            json은 'list --json'과 같은 항목의 배열 하나예요. markdown에 -o FOLDER/(있는 폴더나 /로 \
            끝나는 경로)를 주면 일기마다 파일 하나를 쓰고, 'ilgi import --from markdown-dir'이 다시 \
            읽는 front matter를 붙이고 사진도 옆에 복사해요. 아니면 문서 하나로 써요. book은 인쇄용 \
            HTML 하나(표지, 차례, 달마다 장, 사진, 쪽 번호)이거나 headless Chromium으로 인쇄한 PDF예요: \
            'export --format book --year 2025 -o 2025.pdf'. txt는 'share'가 쓰는 모양 그대로, \
            jrnl은 jrnl의 일기장 형식이에요 (jrnl에는 날씨와 초가 없어요). 일기를 하나씩 읽으니 \
            크기에 상관없이 내보낼 수 있어요.
            """)
    public static let exportFormatOption = Localized(
        en:
            "The format: json, markdown, txt, jrnl, dayone (a Day One JSON .zip with the photos; needs -o FILE.zip) or book (a book to print; -o FILE.html or FILE.pdf).",
        ko:
            "형식: json, markdown, txt, jrnl, dayone (사진이 든 Day One JSON .zip, -o FILE.zip 필요), book (인쇄할 책, -o FILE.html이나 FILE.pdf)."
    )
    public static let exportOutputOption = Localized(
        en: "Write to this file (or, for markdown, this folder/) instead of standard output.",
        ko: "표준 출력 대신 이 파일(markdown은 폴더/)에 써요.")

    // MARK: import
    public static let importCommand = Localized(
        en: "Bring entries in from jrnl, Day One or a folder of Markdown files, in one commit.",
        ko: "jrnl, Day One, 마크다운 파일 폴더에서 일기를 가져와요. 커밋은 하나예요.")
    public static let importDiscussion = Localized(
        en: """
            jrnl: the journal file itself (jrnl.txt); jrnl-json: the output of 'jrnl --format json'; \
            dayone: the Journal.json of an unzipped Day One export; markdown-dir: a folder of .md or \
            .txt files (title from front matter or the first line, date from front matter or the \
            file's time). Dates are kept in each entry's Created: trailer. Every imported entry \
            gets a Source: trailer with a hash of its content, so running the same import again \
            adds nothing. The whole input is checked first: a malformed file is reported with \
            its line and nothing is imported.
            """,
        ko: """
            jrnl: jrnl 일기장 파일(jrnl.txt), jrnl-json: 'jrnl --format json'의 출력, dayone: 압축을 \
            푼 Day One 내보내기의 Journal.json, markdown-dir: .md나 .txt 파일이 든 폴더 (제목은 front \
            matter나 첫 줄, 날짜는 front matter나 파일 시각). 날짜는 각 일기의 Created: 트레일러에 \
            남아요. 가져온 일기마다 내용 해시가 담긴 Source: 트레일러가 붙어서, 같은 가져오기를 다시 \
            해도 아무것도 늘지 않아요. 먼저 입력 전체를 확인하고, 형식이 깨진 파일은 그 줄을 알려 주며 \
            아무것도 가져오지 않아요.
            """)
    public static let importFileArgument = Localized(
        en: "The file (or, for markdown-dir, the folder) to import.",
        ko: "가져올 파일 (markdown-dir은 폴더).")
    public static let importFromOption = Localized(
        en:
            "What the file is: jrnl, jrnl-json, dayone, dayone-classic or markdown-dir (told from the input when left out).",
        ko: "파일의 종류: jrnl, jrnl-json, dayone, dayone-classic, markdown-dir (빼면 입력을 보고 정해요).")
}
