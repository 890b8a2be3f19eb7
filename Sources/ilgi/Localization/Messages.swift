import IlgiCore

/// The command line's own words: what `new`, `edit`, `list` and `delete` say on the terminal,
/// the editor's failures, and the labels of `ilgi: error:` lines.
extension Messages {
    static let emptyEntryNotSaved = Localized(
        en: "The entry is empty (no title, no text), so nothing was saved.",
        ko: "제목도 내용도 없어서 저장하지 않았어요.")

    static let emptiedEntryNotSaved = Localized(
        en: "The entry would be empty, so nothing was saved. To remove it, use 'ilgi delete'.",
        ko: "일기가 비게 되어 저장하지 않았어요. 지우려면 'ilgi delete'를 쓰세요.")

    static let errorLabel = Localized(en: "error", ko: "오류")

    static let warningLabel = Localized(en: "warning", ko: "경고")

    static func negativeLimit(_ value: Int) -> Localized {
        Localized(en: "-n must be 0 or more, not \(value)", ko: "-n에는 0 이상의 수를 주세요 (받은 값: \(value))")
    }

    static let onWithRange = Localized(
        en: "--on cannot be combined with --since or --until; use one or the other",
        ko: "--on은 --since, --until과 함께 쓸 수 없어요. 하나만 쓰세요")

    static func editorDidNotStart(_ command: String, _ reason: String) -> Localized {
        Localized(
            en: "could not start the editor '\(command)' (\(reason)); set VISUAL or EDITOR",
            ko: "편집기 '\(command)'를 시작할 수 없어요 (\(reason)). VISUAL이나 EDITOR를 설정하세요")
    }

    static func editorNotFound(_ command: String) -> Localized {
        Localized(
            en: "the editor '\(command)' was not found; set VISUAL or EDITOR to one you have",
            ko: "편집기 '\(command)'를 찾을 수 없어요. VISUAL이나 EDITOR를 설치된 편집기로 설정하세요")
    }

    static func editorExited(_ command: String, _ status: Int32) -> Localized {
        Localized(
            en: "the editor '\(command)' exited with status \(status)",
            ko: "편집기 '\(command)'가 종료 코드 \(status)로 끝났어요")
    }

    static func editorInterrupted(_ command: String) -> Localized {
        Localized(
            en: "the editor '\(command)' was interrupted (Ctrl-C)",
            ko: "편집기 '\(command)'가 중단됐어요 (Ctrl-C)")
    }

    static func editorKilled(_ command: String, _ signal: Int32) -> Localized {
        Localized(
            en: "the editor '\(command)' was killed by signal \(signal)",
            ko: "편집기 '\(command)'가 시그널 \(signal)로 종료됐어요")
    }

    static let nothingSaved = Localized(en: "nothing was saved", ko: "아무것도 저장하지 않았어요")

    static func deleteNeedsConfirmation(_ short: String) -> Localized {
        Localized(
            en: "not deleting without confirmation: there is no terminal to ask on; run 'ilgi delete \(short) --yes'",
            ko: "물어볼 터미널이 없어서 삭제하지 않았어요. 확인 없이 삭제하려면 'ilgi delete \(short) --yes'로 실행하세요")
    }
}

extension Messages {
    static let noChanges = Localized(
        en: "No changes; nothing was saved.",
        ko: "바뀐 내용이 없어 저장하지 않았어요.")

    static let noEntriesYet = Localized(
        en: "No entries yet. Write your first with 'ilgi new'.",
        ko: "아직 일기가 없어요. 'ilgi new'로 첫 일기를 써 보세요.")

    static let noEntriesMatch = Localized(
        en: "No entries match.", ko: "조건에 맞는 일기가 없어요.")

    static func confirmDelete(_ title: String) -> Localized {
        Localized(en: "Delete \"\(title)\"? [y/N]", ko: "\"\(title)\" 일기를 정말로 삭제하시겠어요? [y/N]")
    }

    static let notDeleted = Localized(en: "Not deleted.", ko: "삭제하지 않았어요.")
}
