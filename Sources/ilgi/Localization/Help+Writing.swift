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
