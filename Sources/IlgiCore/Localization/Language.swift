import Foundation

/// The languages ilgi speaks. Every user-facing string exists in each of them (see
/// `Localized`), so a missing translation is a compile error, never a key name on screen.
public enum Language: String, Sendable, Codable, CaseIterable {
    case english = "en"
    case korean = "ko"

    /// The language chosen by the environment, in the order gettext uses: `ILGI_LANG`
    /// overrides; then the first of `LC_ALL`, `LC_MESSAGES`, `LANG` that is set and not empty
    /// decides. `ko`, `ko_KR.UTF-8`, `ko-KR` mean Korean; anything else, or nothing, English.
    ///
    /// Linux Foundation ignores these variables for `Locale.current`, hence reading them here.
    public static func fromEnvironment(_ environment: [String: String]) -> Language {
        for name in ["ILGI_LANG", "LC_ALL", "LC_MESSAGES", "LANG"] {
            guard let value = environment[name], !value.isEmpty else { continue }
            return Language(localeName: value)
        }
        return .english
    }

    /// `ko_KR.UTF-8` → Korean; `C`, `POSIX`, `en_US` and unknown names → English.
    public init(localeName: String) {
        let code = localeName.prefix { $0.isLetter }.lowercased()
        self = code == "ko" ? .korean : .english
    }

    /// The language of this process, read once from its environment.
    public static let current = Language.fromEnvironment(ProcessInfo.processInfo.environment)

    /// The locale used to format dates for this language.
    public var locale: Locale {
        switch self {
        case .english: Locale(identifier: "en_US")
        case .korean: Locale(identifier: "ko_KR")
        }
    }
}
