import IlgiCore

/// Help for writing every day: templates, fields, journals.
extension Help {
    public static let templates = Localized(
        en: "List the templates a new entry can start from; show, add or remove one.",
        ko: "새 일기가 시작할 수 있는 템플릿을 보여 줘요. 하나를 보거나, 더하거나, 지울 수 있어요.")
    public static let templatesDiscussion = Localized(
        en: """
            A template is a text file: the first line is the title, and {{date}}, {{time}}, \
            {{weekday}}, {{prompt}} (today's prompt) and {{weather}} are filled in when it is \
            used. A journal's templates are .ilgi/templates/NAME.txt, synced with it ('ilgi \
            templates add' commits one); your own are in $XDG_CONFIG_HOME/ilgi/templates \
            (~/.config/ilgi/templates) and serve every journal. 'ilgi new --template NAME' \
            starts from one; 'ilgi config template.default NAME' (or template.monday …) picks \
            one for every new entry. An entry left as the template made it is not saved. \
            Templates are text: nothing in them is ever run.
            """,
        ko: """
            템플릿은 텍스트 파일이에요: 첫 줄이 제목이고, 쓸 때 {{date}}, {{time}}, {{weekday}}, \
            {{prompt}} (오늘의 글감), {{weather}}가 채워져요. 일기장의 템플릿은 \
            .ilgi/templates/NAME.txt에 있고 일기장과 함께 동기화돼요 ('ilgi templates add'가 \
            커밋해요). 내 템플릿은 $XDG_CONFIG_HOME/ilgi/templates (~/.config/ilgi/templates)에 \
            있고 모든 일기장에서 쓸 수 있어요. 'ilgi new --template NAME'으로 시작하고, 'ilgi \
            config template.default NAME' (또는 template.monday …)으로 모든 새 일기의 템플릿을 \
            정해요. 템플릿 그대로 둔 일기는 저장되지 않아요. 템플릿은 텍스트일 뿐, 실행되지 않아요.
            """)
    public static let templatesList = Localized(
        en: "List the templates: name, where it is, its first line.",
        ko: "템플릿 목록: 이름, 있는 곳, 첫 줄.")
    public static let templatesShow = Localized(
        en: "Print a template filled in as 'ilgi new' would now.",
        ko: "지금 'ilgi new'가 채울 모습 그대로 템플릿을 보여 줘요.")
    public static let templatesAdd = Localized(
        en: "Add or replace one of the journal's templates from a file (or standard input), in one commit.",
        ko: "파일(또는 표준 입력)에서 일기장의 템플릿을 더하거나 바꿔요. 커밋 하나로요.")
    public static let templatesRemove = Localized(
        en: "Remove one of the journal's templates, in one commit.",
        ko: "일기장의 템플릿 하나를 지워요. 커밋 하나로요.")
    public static let templateNameArgument = Localized(en: "The template's name.", ko: "템플릿 이름.")
    public static let templateFileArgument = Localized(
        en: "The file to read the template from; '-' or nothing for standard input.",
        ko: "템플릿을 읽을 파일. '-'이거나 없으면 표준 입력.")
    public static let templateOption = Localized(
        en: "Start the entry from this template (see 'ilgi templates').",
        ko: "이 템플릿으로 일기를 시작해요 ('ilgi templates' 참고).")
    public static let noTemplateFlag = Localized(
        en: "Start from an empty entry, even where the journal names a default template.",
        ko: "일기장에 기본 템플릿이 있어도 빈 일기로 시작해요.")
}

extension Help {
    public static let fieldFilterOption = Localized(
        en: "Only entries whose field holds: mood>=4, energy=low, place!=Busan, or mood (has one) (repeatable).",
        ko: "필드가 이 조건인 일기만: mood>=4, energy=low, place!=Busan, 또는 mood (값이 있는 것) (여러 번 쓸 수 있어요)")
}

extension Help {
    public static let fields = Localized(
        en: "List the fields the journal tracks beside the text (mood, energy …); add or remove one.",
        ko: "일기장이 글 옆에 기록하는 필드(기분, 기운 …)를 보여 줘요. 더하거나 지울 수 있어요.")
    public static let fieldsDiscussion = Localized(
        en: """
            A field is kept in each entry as a trailer (Mood: 4) and declared in .ilgi/fields, \
            synced with the journal. Set one with 'ilgi new --field mood=4', in the editor (the \
            last paragraph lists the fields: fill them in or leave them empty), or with 'ilgi \
            edit ID --field mood=4'. Filter with 'list --field mood>=4' and chart with 'ilgi \
            stats --field mood'. A last paragraph is read as fields only when every line is a \
            declared field with a value it takes: "Mood: great" on a 1-5 scale stays text.
            """,
        ko: """
            필드는 일기마다 트레일러(Mood: 4)로 저장되고, .ilgi/fields에 선언되어 일기장과 함께 \
            동기화돼요. 'ilgi new --field mood=4', 편집기 (마지막 문단에 필드가 나와요: 채우거나 \
            비워 두세요), 'ilgi edit ID --field mood=4'로 정해요. 'list --field mood>=4'로 거르고 \
            'ilgi stats --field mood'로 차트를 봐요. 마지막 문단은 모든 줄이 선언된 필드와 맞는 \
            값일 때만 필드로 읽어요: 1-5 척도에 "Mood: great"는 글로 남아요.
            """)
    public static let fieldsList = Localized(en: "List the fields and their values.", ko: "필드와 값의 종류를 보여 줘요.")
    public static let fieldsAdd = Localized(
        en: "Declare a field (or change one), in one commit.", ko: "필드를 선언하거나 바꿔요. 커밋 하나로요.")
    public static let fieldsRemove = Localized(
        en: "Stop tracking a field, in one commit; the values entries hold stay in them.",
        ko: "필드 기록을 그만둬요. 커밋 하나로요. 일기에 적힌 값은 그대로 남아요.")
    public static let fieldNameArgument = Localized(
        en: "The field's name: an ASCII letter, then letters, digits or '-' (mood, sleep-hours).",
        ko: "필드 이름: 영문자로 시작하고 영문자, 숫자, '-' (mood, sleep-hours).")
    public static let fieldScaleOption = Localized(
        en: "Whole numbers from low to high, such as 1-5.", ko: "low부터 high까지의 정수 (예: 1-5).")
    public static let fieldChoiceOption = Localized(
        en: "One of these words, such as low,ok,high.", ko: "이 낱말 중 하나 (예: low,ok,high).")
    public static let fieldTextFlag = Localized(en: "Any one line of text.", ko: "아무 한 줄 글.")
    public static let newFieldOption = Localized(
        en: "Set a field: mood=4, energy=low, place=Busan (repeatable; see 'ilgi fields').",
        ko: "필드를 정해요: mood=4, energy=low, place=Busan (여러 번 쓸 수 있어요. 'ilgi fields' 참고).")
    public static let editFieldOption = Localized(
        en: "Set a field without opening the editor: mood=4; mood= clears it (repeatable).",
        ko: "편집기 없이 필드를 정해요: mood=4. mood=는 지워요 (여러 번 쓸 수 있어요).")
    public static let locationOption = Localized(
        en: "Where the entry was written (a Location: trailer), such as 'Haeundae, Busan'.",
        ko: "일기를 쓴 곳 (Location: 트레일러), 예: '부산 해운대'.")

    // MARK: journals

    public static let journals = Localized(
        en: "List your journals with their entries, remotes and encryption; add one, pick the default.",
        ko: "일기장들을 일기 수, 원격 저장소, 암호화와 함께 보여 줘요. 더하거나 기본 일기장을 골라요.")
    public static let journalsDiscussion = Localized(
        en: """
            Each journal is its own git repository, with its own remotes, encryption, templates \
            and fields; this list only names their folders ($XDG_CONFIG_HOME/ilgi/journals, in \
            git's config format). The journal at $XDG_DATA_HOME/ilgi is called 'default' unless \
            another is added under that name. '-j NAME' on any command picks a journal \
            ('--journal PATH' still names a folder); without either, $ILGI_JOURNAL, else the \
            journal 'ilgi journals default' chose. The default is marked with '*'.
            """,
        ko: """
            일기장마다 원격 저장소, 암호화, 템플릿, 필드를 따로 가진 git 저장소예요. 이 목록은 \
            폴더에 이름만 붙여요($XDG_CONFIG_HOME/ilgi/journals, git 설정 형식). \
            $XDG_DATA_HOME/ilgi의 일기장은 다른 일기장을 그 이름으로 더하지 않는 한 'default'예요. \
            어느 명령에서나 '-j 이름'으로 일기장을 고르고('--journal 경로'도 그대로 돼요), \
            둘 다 없으면 $ILGI_JOURNAL, 그것도 없으면 'ilgi journals default'로 고른 일기장을 써요. \
            기본 일기장에는 '*'가 붙어요.
            """)
    public static let journalsList = Localized(
        en: "List the journals: name, entries, remotes, encryption, folder.",
        ko: "일기장을 보여 줘요: 이름, 일기 수, 원격 저장소, 암호화, 폴더")
    public static let journalsAdd = Localized(
        en: "Name a journal folder (made now when it is missing or empty).",
        ko: "일기장 폴더에 이름을 붙여요 (없거나 비어 있으면 지금 만들어요)")
    public static let journalsDefault = Localized(
        en: "Make a journal the one commands use when none is named.",
        ko: "이름을 대지 않은 명령이 쓸 일기장을 정해요")
    public static let journalsRemove = Localized(
        en: "Forget a journal's name; its folder and entries stay as they are.",
        ko: "일기장의 이름을 잊어요. 폴더와 일기는 그대로 남아요.")
    public static let journalNameArgument = Localized(en: "The journal's name.", ko: "일기장 이름")
    public static let journalPathArgument = Localized(
        en: "The journal's folder: an ilgi journal, a clone of one, or a new folder.",
        ko: "일기장 폴더: ilgi 일기장, 그 복제본, 또는 새 폴더")
}

extension Help {
    // MARK: attach

    public static let attach = Localized(
        en: "Attach photos and files to an entry, or remove one (--remove), in one commit.",
        ko: "일기에 사진과 파일을 첨부하거나 하나를 떼요 (--remove). 커밋 하나로요.")
    public static let attachDiscussion = Localized(
        en: """
            Each file is copied into the entry's folder YYYY/MM/<id>.assets/, named by its content \
            (the same photo attached twice is kept once), and linked from the end of the entry's text: \
            a Markdown image for a picture, a link for other files. 'ilgi show' lists them; \
            'ilgi attach ID --remove NAME' removes one and its link.

            Files over 20 MiB are refused unless --force: git keeps every version of every file for \
            good and every clone copies them all, so large videos are better kept outside the journal.

            Examples:
              ilgi attach 3f2a beach.jpg menu.pdf
              ilgi new "Jeju" --attach ~/Pictures/sunset.jpg
              ilgi attach 3f2a --remove menu.pdf
            """,
        ko: """
            파일마다 일기 폴더 YYYY/MM/<id>.assets/에 내용으로 지은 이름으로 복사되고 (같은 사진을 두 번 \
            첨부해도 하나만 남아요), 일기 끝에 링크가 붙어요. 사진은 마크다운 이미지, 다른 파일은 링크예요. \
            'ilgi show'가 목록을 보여 주고, 'ilgi attach ID --remove 이름'이 파일 하나와 링크를 떼요.

            20 MiB가 넘는 파일은 --force 없이는 받지 않아요. git은 모든 파일의 모든 버전을 영원히 간직하고 \
            복제할 때마다 모두 복사하니, 큰 동영상은 일기장 밖에 두는 편이 좋아요.

            예:
              ilgi attach 3f2a 바다.jpg 메뉴.pdf
              ilgi new "제주" --attach ~/Pictures/노을.jpg
              ilgi attach 3f2a --remove 메뉴.pdf
            """)
    public static let attachFilesArgument = Localized(
        en: "The photos or files to attach.", ko: "첨부할 사진이나 파일.")
    public static let attachRemoveOption = Localized(
        en: "Remove this attachment (the name 'show' lists) and its link.",
        ko: "이 첨부 파일('show'가 보여 주는 이름)과 링크를 떼요.")
    public static let attachForceFlag = Localized(
        en: "Attach files over 20 MiB too.", ko: "20 MiB가 넘는 파일도 첨부해요.")
    public static let newAttachOption = Localized(
        en: "A photo or file to attach (repeat for more), in the same commit.",
        ko: "첨부할 사진이나 파일 (여러 개면 되풀이), 같은 커밋으로요.")
}

extension Help {
    public static let exportYearOption = Localized(
        en: "Only the entries of this year (with --format book: the book of a year).",
        ko: "이 해의 일기만 (--format book이면 한 해의 책).")
}
