import IlgiCore

/// What ilgi says about templates, fields and journals.
extension Messages {
    static func noSuchTemplate(_ name: String, known: [String]) -> Localized {
        known.isEmpty
            ? Localized(
                en: "there is no template called '\(name)'; 'ilgi templates --help' says how to make one",
                ko: "'\(name)' 템플릿이 없어요. 만드는 법은 'ilgi templates --help'에 있어요")
            : Localized(
                en: "there is no template called '\(name)'; there are: \(known.joined(separator: ", "))",
                ko: "'\(name)' 템플릿이 없어요. 있는 템플릿: \(known.joined(separator: ", "))")
    }
    static func configuredTemplateMissing(_ key: String, _ name: String) -> Localized {
        Localized(
            en: "\(key) names the template '\(name)', which is not there; starting without it",
            ko: "\(key)에 적힌 '\(name)' 템플릿이 없어서, 템플릿 없이 시작해요")
    }
    static func unknownPlaceholder(_ name: String, _ template: String) -> Localized {
        Localized(
            en: "the template '\(template)' uses {{\(name)}}, which ilgi does not fill; it is left as written",
            ko: "'\(template)' 템플릿의 {{\(name)}}은 ilgi가 채우지 않는 자리라서 그대로 둬요")
    }
    static func templateWeatherUnavailable(_ reason: Localized) -> Localized {
        Localized(
            en: "{{weather}} is left empty: \(reason.english)",
            ko: "{{weather}}는 비워 둬요: \(reason.korean)")
    }
    static let noTemplatesYet = Localized(
        en: "No templates yet. 'ilgi templates add NAME FILE' adds one to the journal.",
        ko: "아직 템플릿이 없어요. 'ilgi templates add NAME FILE'로 일기장에 더해요.")
    static let templateFromJournal = Localized(en: "journal", ko: "일기장")
    static let templateFromPerson = Localized(en: "yours", ko: "내 것")
    static func templateUsedOn(_ days: [String]) -> Localized {
        Localized(en: "(used on: \(days.joined(separator: ", ")))", ko: "(쓰는 날: \(days.joined(separator: ", ")))")
    }
    static func templateAdded(_ name: String) -> Localized {
        Localized(en: "Added the template '\(name)'.", ko: "'\(name)' 템플릿을 더했어요.")
    }
    static func templateReplaced(_ name: String) -> Localized {
        Localized(en: "Replaced the template '\(name)'.", ko: "'\(name)' 템플릿을 바꿨어요.")
    }
    static func templateUnchanged(_ name: String) -> Localized {
        Localized(en: "The template '\(name)' already says that.", ko: "'\(name)' 템플릿은 이미 그 내용이에요.")
    }
    static func templateRemoved(_ name: String) -> Localized {
        Localized(en: "Removed the template '\(name)'.", ko: "'\(name)' 템플릿을 지웠어요.")
    }
    static func templateIsPersonal(_ name: String, _ path: String) -> Localized {
        Localized(
            en: "'\(name)' is your own template, not the journal's; remove \(path) to remove it",
            ko: "'\(name)'은 일기장이 아니라 내 템플릿이에요. 지우려면 \(path)를 지우세요")
    }
    static let invalidTemplateName = Localized(
        en: "a template's name is letters, digits, '-', '_' or '.' (not first), such as daily",
        ko: "템플릿 이름은 글자, 숫자, '-', '_', '.' (맨 앞 빼고)로 지어요 (예: daily)")
    static let templateIsEmpty = Localized(
        en: "the template is empty; nothing was added", ko: "템플릿이 비어 있어서 더하지 않았어요")
    static let entryLeftAsTemplate = Localized(
        en: "The entry was left as the template made it, so nothing was saved.",
        ko: "템플릿 그대로라서 아무것도 저장하지 않았어요.")
    static let templateWithPrompt = Localized(
        en: "--template and --prompt do not go together; put {{prompt}} in the template",
        ko: "--template과 --prompt는 함께 쓸 수 없어요. 템플릿에 {{prompt}}를 넣으세요")
}

extension Messages {
    static func jrnlTemplateUnreadable(_ path: String) -> Localized {
        Localized(
            en: "jrnl's template \(path) could not be read, so it was not brought across",
            ko: "jrnl 템플릿 \(path)을 읽을 수 없어서 가져오지 않았어요")
    }
    static func jrnlTemplateAdopted(_ name: String, madeDefault: Bool) -> Localized {
        madeDefault
            ? Localized(
                en: "Brought jrnl's template across as '\(name)'; new entries start from it (template.default).",
                ko: "jrnl 템플릿을 '\(name)'으로 가져왔어요. 새 일기는 이 템플릿으로 시작해요 (template.default).")
            : Localized(
                en: "Brought jrnl's template across as '\(name)' ('ilgi new --template \(name)').",
                ko: "jrnl 템플릿을 '\(name)'으로 가져왔어요 ('ilgi new --template \(name)').")
    }
}
