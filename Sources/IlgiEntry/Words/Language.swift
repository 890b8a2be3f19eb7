import Foundation

/// The languages ilgi speaks. Every user-facing string exists in each of them (see
/// `Localized`), so a missing translation is a compile error, never a key name on screen.
public enum Language: String, Sendable, Codable, CaseIterable {
    case english = "en"
    case korean = "ko"

    /// The language chosen by the environment, English when it names none (`chosen`).
    public static func fromEnvironment(_ environment: [String: String]) -> Language {
        chosen(byEnvironment: environment) ?? .english
    }

    /// The language the environment names, in the order gettext uses, or nil when it names
    /// none (and a browser's `Accept-Language` may decide): `ILGI_LANG` always decides; then
    /// the first of `LC_ALL`, `LC_MESSAGES`, `LANG` that is set and not empty, unless it is
    /// `C`, `C.UTF-8` or `POSIX`. `ko`, `ko_KR.UTF-8`, `ko-KR` mean Korean; other names English.
    ///
    /// Linux Foundation ignores these variables for `Locale.current`, hence reading them here.
    public static func chosen(byEnvironment environment: [String: String]) -> Language? {
        if let chosen = environment["ILGI_LANG"], !chosen.isEmpty { return Language(localeName: chosen) }
        for name in ["LC_ALL", "LC_MESSAGES", "LANG"] {
            guard let value = environment[name], !value.isEmpty else { continue }
            let code = value.prefix { $0.isLetter }.lowercased()
            return code == "c" || code == "posix" ? nil : Language(localeName: value)
        }
        return nil
    }

    /// `ko_KR.UTF-8` → Korean; `C`, `POSIX`, `en_US` and unknown names → English.
    public init(localeName: String) {
        let code = localeName.prefix { $0.isLetter }.lowercased()
        self = code == "ko" ? .korean : .english
    }

    /// The locale used to format dates for this language.
    public var locale: Locale {
        switch self {
        case .english: Locale(identifier: "en_US")
        case .korean: Locale(identifier: "ko_KR")
        }
    }
}
