import IlgiCore

/// The command line's words about hooks, in English and Korean (the core keeps the
/// messages of its own errors in `IlgiCore/Localization/Messages+Hooks.swift`).
extension Messages {
    static func noHooks(_ folder: String) -> Localized {
        Localized(
            en: "No hooks in \(folder). Install the weather hook with: ilgi hooks install weather",
            ko: "\(folder)에 훅이 없어요. 날씨 훅 설치: ilgi hooks install weather")
    }

    static let hookNotExecutableNote = Localized(en: "not executable", ko: "실행 권한 없음")

    static func noHooksForEvent(_ event: String, _ folder: String) -> Localized {
        Localized(
            en: "No \(event) hooks in \(folder); nothing ran.",
            ko: "\(folder)에 \(event) 훅이 없어서 아무것도 실행하지 않았어요.")
    }

    static func hooksRan(_ count: Int, _ event: String, failed: Int) -> Localized {
        if failed == 0 {
            return Localized(
                en: "Ran \(count) \(event) hook\(count == 1 ? "" : "s"); all succeeded.",
                ko: "\(event) 훅 \(count)개를 실행했고 모두 성공했어요.")
        }
        return Localized(
            en: "Ran \(count) \(event) hook\(count == 1 ? "" : "s"); \(failed) failed.",
            ko: "\(event) 훅 \(count)개를 실행했고 \(failed)개가 실패했어요.")
    }

    static func hookChangesSaved(_ short: String, _ title: String) -> Localized {
        Localized(
            en: "Saved what the hooks added to \(short): \(title)",
            ko: "훅이 더한 내용을 저장했어요 \(short): \(title)")
    }

    static func hookInstalled(_ name: String, _ path: String) -> Localized {
        Localized(en: "Installed the \(name) hook as \(path).", ko: "\(name) 훅을 \(path)에 설치했어요.")
    }

    static func hookAlreadyInstalled(_ name: String, _ path: String) -> Localized {
        Localized(en: "The \(name) hook is already installed as \(path).", ko: "\(name) 훅은 이미 \(path)에 설치돼 있어요.")
    }

    static let weatherHookNextStep = Localized(
        en:
            "New entries get the weather once a location is set: ilgi config weather.location \"37.57,126.98\" (or a city name)",
        ko: "위치를 설정하면 새 일기에 날씨가 붙어요: ilgi config weather.location \"37.57,126.98\" (또는 도시 이름)")

    static func settingNotSet(_ key: String) -> Localized {
        Localized(en: "\(key) is not set", ko: "\(key)는 설정되어 있지 않아요")
    }

    static let noSettings = Localized(
        en: "No settings yet. Known settings (ilgi config KEY VALUE):",
        ko: "아직 설정이 없어요. 쓸 수 있는 설정 (ilgi config 키 값):")

    static let configNeedsKey = Localized(
        en: "give a setting to read or set (ilgi config KEY [VALUE]), or --list",
        ko: "읽거나 바꿀 설정을 주세요 (ilgi config 키 [값]), 또는 --list")

    static let configListTakesNoKey = Localized(
        en: "--list takes no key or value", ko: "--list에는 키나 값을 주지 않아요")

    static let configUnsetTakesNoValue = Localized(
        en: "--unset takes a key and no value", ko: "--unset에는 키만 주고 값은 주지 않아요")

    static func defaultMarker(_ value: String) -> Localized {
        Localized(en: "\(value) (default)", ko: "\(value) (기본값)")
    }

    static func weatherHelperMissing(_ program: String) -> Localized {
        Localized(
            en:
                "\(program) is missing beside ilgi (or in ../libexec/ilgi/); build or install ilgi again (make install)",
            ko: "ilgi 옆(또는 ../libexec/ilgi/)에 \(program)이 없어요. ilgi를 다시 빌드하거나 설치하세요 (make install)")
    }

    static func weatherHelperFailed(_ program: String, _ reason: String) -> Localized {
        Localized(en: "\(program) did not answer (\(reason))", ko: "\(program)이 답하지 않았어요 (\(reason))")
    }

    static let weatherIconWithJSON = Localized(
        en: "--icon, --json and --trailers cannot be combined; use one",
        ko: "--icon, --json, --trailers는 함께 쓸 수 없어요. 하나만 쓰세요")
}
