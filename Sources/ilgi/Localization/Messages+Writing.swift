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

extension Messages {
    static func badFieldCondition(_ text: String) -> Localized {
        Localized(
            en: "'\(text)' is not a field condition: write mood>=4, energy=low, place!=Busan or mood "
                + "(<, <=, >, >= compare numbers; created, weather, location and ilgi's other keys have options of their own)",
            ko: "'\(text)'는 필드 조건이 아니에요: mood>=4, energy=low, place!=Busan, mood처럼 쓰세요 "
                + "(<, <=, >, >=는 숫자 비교. created, weather, location 같은 ilgi의 키는 따로 옵션이 있어요)")
    }
}

extension Messages {
    static let noFieldsYet = Localized(
        en: "No fields yet. 'ilgi fields add mood --scale 1-5' adds one.",
        ko: "아직 필드가 없어요. 'ilgi fields add mood --scale 1-5'로 더해요.")
    static func invalidFieldName(_ name: String) -> Localized {
        Localized(
            en:
                "'\(name)' cannot name a field: use an ASCII letter, then letters, digits or '-', and not one of ilgi's own keys (created, weather, location, starred, source)",
            ko:
                "'\(name)'은 필드 이름이 될 수 없어요: 영문자로 시작해 영문자, 숫자, '-'만 쓰고, ilgi의 키(created, weather, location, starred, source)는 피하세요"
        )
    }
    static let fieldNeedsOneKind = Localized(
        en: "give the field one kind: --scale 1-5, --choice low,ok,high or --text",
        ko: "필드의 종류를 하나 주세요: --scale 1-5, --choice low,ok,high, --text")
    static func badFieldScale(_ text: String) -> Localized {
        Localized(
            en: "'\(text)' is not a scale: write two whole numbers from 0 to 1000, the lower first, such as 1-5",
            ko: "'\(text)'는 척도가 아니에요: 0부터 1000 사이 정수 둘을 작은 것부터, 1-5처럼 쓰세요")
    }
    static func badFieldChoice(_ text: String) -> Localized {
        Localized(
            en: "'\(text)' is not a choice: write two or more different words separated by commas, such as low,ok,high",
            ko: "'\(text)'는 선택지가 아니에요: 서로 다른 낱말 둘 이상을 쉼표로, low,ok,high처럼 쓰세요")
    }
    static func fieldAdded(_ name: String, _ values: Localized) -> Localized {
        Localized(en: "Added the field '\(name)': \(values.english).", ko: "'\(name)' 필드를 더했어요: \(values.korean).")
    }
    static func fieldChanged(_ name: String, _ values: Localized) -> Localized {
        Localized(en: "Changed the field '\(name)': \(values.english).", ko: "'\(name)' 필드를 바꿨어요: \(values.korean).")
    }
    static func fieldRemoved(_ name: String) -> Localized {
        Localized(
            en: "Removed the field '\(name)'; entries keep the values they hold.",
            ko: "'\(name)' 필드를 지웠어요. 일기에 적힌 값은 남아요.")
    }
    static func unknownField(_ name: String, known: [String]) -> Localized {
        known.isEmpty
            ? Localized(
                en: "the journal has no field '\(name)'; 'ilgi fields add \(name) --scale 1-5' declares one",
                ko: "일기장에 '\(name)' 필드가 없어요. 'ilgi fields add \(name) --scale 1-5'로 선언해요")
            : Localized(
                en: "the journal has no field '\(name)'; it has: \(known.joined(separator: ", "))",
                ko: "일기장에 '\(name)' 필드가 없어요. 있는 필드: \(known.joined(separator: ", "))")
    }
    static func fieldSettingForm(_ text: String) -> Localized {
        Localized(
            en: "'\(text)' does not set a field: write NAME=VALUE, such as mood=4",
            ko: "'\(text)'는 필드를 정하지 않아요: mood=4처럼 NAME=VALUE로 쓰세요")
    }
    static func badFieldValue(_ value: String, _ name: String, _ values: Localized) -> Localized {
        Localized(
            en: "'\(value)' is not a value of \(name): it takes \(values.english)",
            ko: "'\(value)'는 \(name)의 값이 될 수 없어요: \(values.korean)")
    }
    static func fieldLineKeptAsText(_ line: String) -> Localized {
        Localized(
            en: "'\(line)' is not a value the field takes, so the last paragraph stays in the text",
            ko: "'\(line)'은 필드가 받는 값이 아니라서, 마지막 문단은 글로 남아요")
    }
}

extension Messages {
    static let badLocation = Localized(
        en: "--location takes one line naming a place, such as 'Haeundae, Busan'",
        ko: "--location에는 장소 이름 한 줄을 주세요 (예: '부산 해운대')")
}

extension Messages {
    // MARK: journals

    static let journalAndName = Localized(
        en: "Use --journal PATH or -j NAME, not both.",
        ko: "--journal 경로와 -j 이름 중 하나만 써요.")
    static let journalNotCreated = Localized(en: "not created yet", ko: "아직 없음")
    static let journalPlain = Localized(en: "plain", ko: "암호화 안 함")
    static let journalEncrypted = Localized(en: "encrypted", ko: "암호화")
    static let journalLocked = Localized(en: "encrypted, locked", ko: "암호화, 잠김")
    static let journalNoRemote = Localized(en: "no remote", ko: "원격 없음")
    static func journalAdded(_ name: String, _ path: String) -> Localized {
        Localized(
            en: "Added the journal '\(name)' (\(path)). 'ilgi -j \(name)' uses it.",
            ko: "'\(name)' 일기장을 더했어요 (\(path)). 'ilgi -j \(name)'로 써요.")
    }
    static func journalIsDefault(_ name: String) -> Localized {
        Localized(
            en: "'\(name)' is now the journal commands use when none is named.",
            ko: "이제 이름을 대지 않은 명령은 '\(name)' 일기장을 써요.")
    }
    static func journalForgotten(_ name: String, _ path: String) -> Localized {
        Localized(
            en: "Forgot the journal '\(name)'; its folder is still at \(path).",
            ko: "'\(name)' 일기장을 잊었어요. 폴더는 \(path)에 그대로 있어요.")
    }
    static func journalEnvironmentWins(_ path: String) -> Localized {
        Localized(
            en: "ILGI_JOURNAL is set, so commands without -j use \(path).",
            ko: "ILGI_JOURNAL이 있어서, -j 없는 명령은 \(path)를 써요.")
    }
}

extension Messages {
    // MARK: attach

    static let attachNeedsFiles = Localized(
        en: "give the files to attach, or --remove NAME", ko: "첨부할 파일이나 --remove 이름을 주세요")
    static let attachRemoveWithFiles = Localized(
        en: "--remove takes no files; attach and remove in two commands",
        ko: "--remove에는 파일을 주지 않아요. 첨부와 떼기는 명령 두 번으로 하세요")

    static func attached(_ names: [String], _ id: String) -> Localized {
        let list = names.joined(separator: ", ")
        return Localized(en: "Attached \(list) to \(id).", ko: "\(id)에 \(list)를 첨부했어요.")
    }

    static func alreadyAttached(_ name: String, _ id: String) -> Localized {
        Localized(en: "\(id) already has \(name); kept once.", ko: "\(id)에 \(name)가 이미 있어요. 하나만 둬요.")
    }

    static func detached(_ name: String, _ id: String) -> Localized {
        Localized(en: "Removed \(name) from \(id).", ko: "\(id)에서 \(name)를 뗐어요.")
    }

    static func attachmentsHeading(_ count: Int) -> Localized {
        Localized(
            en: count == 1 ? "1 attachment" : "\(count) attachments", ko: "첨부 파일 \(count)개")
    }

    static let attachmentMissing = Localized(en: "missing", ko: "없음")
    static let attachmentNotLinked = Localized(en: "not linked", ko: "링크 없음")
}

extension Messages {
    // MARK: the book

    static let bookNeedsChromium = Localized(
        en:
            "printing the book as a PDF needs Chromium, which is not installed: sudo apt install chromium (or write -o book.html and print it from a browser)",
        ko: "책을 PDF로 인쇄하려면 Chromium이 있어야 해요: sudo apt install chromium (또는 -o book.html로 써서 브라우저에서 인쇄하세요)")

    static func bookPrintFailed(_ program: String, _ reason: String) -> Localized {
        Localized(
            en: "\(program) could not print the book: \(reason)", ko: "\(program)가 책을 인쇄하지 못했어요: \(reason)")
    }

    static let bookNeedsFile = Localized(
        en: "the book is written to a file: give -o book.html or -o book.pdf",
        ko: "책은 파일로 써요: -o book.html이나 -o book.pdf를 주세요")

    static func bookWritten(_ entries: Int, _ photos: Int, _ path: String, numbered: Bool) -> Localized {
        let english =
            "Wrote a book of \(entries) \(entries == 1 ? "entry" : "entries") and \(photos) \(photos == 1 ? "photo" : "photos") to \(path)."
        let korean = "일기 \(entries)편과 사진 \(photos)장을 책으로 \(path)에 썼어요."
        guard !numbered else { return Localized(en: english, ko: korean) }
        return Localized(
            en: english + " Install Chromium for page numbers in its contents.",
            ko: korean + " 차례에 쪽 번호를 넣으려면 Chromium을 설치하세요.")
    }
}
