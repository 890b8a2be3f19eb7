import Foundation
import IlgiEntry

/// One setting `ilgi config` knows: its name, what it means, its default, and how a value is
/// checked and written. Settings live in the journal's git config as `ilgi.<name>`
/// (`hooks.timeout` is `[ilgi "hooks"] timeout = 5`), so they belong to this machine's copy
/// of the journal and are never synced.
public struct SettingKey: Sendable {
    /// `hooks.timeout`.
    public let name: String
    public let summary: any LocalizedText
    /// The value in effect when none is set, if there is one.
    public let defaultValue: String?
    /// True for secrets, which `ilgi config --list` shows only the end of.
    public let isSecret: Bool
    /// Returns the value as it is stored, or nil when it is not a valid value.
    let normalize: @Sendable (String) -> String?
    /// What a valid value looks like, for the error about an invalid one.
    public let expected: any LocalizedText

    /// The name in git config.
    public var configName: String { "ilgi." + name }

    /// Every setting, in the order `ilgi config --list` shows them.
    public static let all: [SettingKey] =
        [
            SettingKey(
                name: "hooks.timeout", summary: CoreText.settingHooksTimeout,
                defaultValue: "5", isSecret: false, normalize: normalizeSeconds,
                expected: CoreText.expectedSeconds),
            SettingKey(
                name: "weather.location", summary: CoreText.settingWeatherLocation,
                defaultValue: nil, isSecret: false,
                normalize: { WeatherLocation(parsing: $0)?.description },
                expected: CoreText.expectedLocation),
            SettingKey(
                name: "weather.provider", summary: CoreText.settingWeatherProvider,
                defaultValue: nil, isSecret: false,
                normalize: { WeatherProvider(name: $0)?.rawValue },
                expected: CoreText.expectedProvider),
            SettingKey(
                name: "weather.apikey", summary: CoreText.settingWeatherAPIKey,
                defaultValue: nil, isSecret: true,
                normalize: { value in
                    let key = value.trimmingCharacters(in: .whitespaces)
                    return !key.isEmpty && key.allSatisfy({ $0.isASCII && !$0.isWhitespace }) ? key : nil
                },
                expected: CoreText.expectedAPIKey),
            SettingKey(
                name: "weather.url", summary: CoreText.settingWeatherURL,
                defaultValue: nil, isSecret: false, normalize: normalizeBaseURL,
                expected: CoreText.expectedURL),
            SettingKey(
                name: "sshkey", summary: CoreText.settingSSHKey,
                defaultValue: nil, isSecret: false,
                normalize: { value in
                    let path = value.trimmingCharacters(in: .whitespaces)
                    return path.isEmpty ? nil : path
                },
                expected: CoreText.expectedKeyPath),
            SettingKey(
                name: "sync.auto", summary: CoreText.settingSyncAuto,
                defaultValue: "on", isSecret: false, normalize: normalizeOnOff,
                expected: CoreText.expectedOnOff),
            SettingKey(
                name: "sync.interval", summary: CoreText.settingSyncInterval,
                defaultValue: "5m", isSecret: false, normalize: { interval($0).map(describeInterval) },
                expected: CoreText.expectedInterval),
        ] + templateKeys

    /// `template.default`, then `template.monday` … `template.sunday`: the template a new
    /// entry starts from on that weekday, else on any day.
    static let templateKeys: [SettingKey] = (["default"] + Weekday.allCases.map(\.key)).map { day in
        SettingKey(
            name: "template." + day,
            summary: day == "default" ? CoreText.settingDefaultTemplate : CoreText.settingWeekdayTemplate(day),
            defaultValue: nil, isSecret: false,
            normalize: { value in
                let name = value.trimmingCharacters(in: .whitespaces)
                return EntryTemplate.isValidName(name) ? name : nil
            },
            expected: CoreText.expectedTemplateName)
    }

    /// The setting called `name` (case does not matter, as in git).
    public static func named(_ name: String) -> SettingKey? {
        let wanted = name.lowercased()
        return all.first { $0.name == wanted }
    }

    /// A number of seconds above 0 and at most 600: `5`, `2.5`, `10s`.
    static func normalizeSeconds(_ value: String) -> String? {
        var text = value.trimmingCharacters(in: .whitespaces).lowercased()
        if text.hasSuffix("s") { text.removeLast() }
        guard let seconds = Double(text), seconds.isFinite, seconds > 0, seconds <= 600 else { return nil }
        return seconds == seconds.rounded() ? String(Int(seconds)) : String(seconds)
    }

    /// `on` or `off` (also yes/no, true/false, 1/0, as git reads a boolean).
    static func normalizeOnOff(_ value: String) -> String? {
        switch value.trimmingCharacters(in: .whitespaces).lowercased() {
        case "on", "yes", "true", "1": "on"
        case "off", "no", "false", "0": "off"
        default: nil
        }
    }

    /// A time in seconds from `90`, `90s`, `15m` or `1h`, at most a day; `0` for never.
    public static func interval(_ value: String) -> Int? {
        var text = value.trimmingCharacters(in: .whitespaces).lowercased()
        var unit = 1
        if let last = text.last, let scale = ["s": 1, "m": 60, "h": 3600][String(last)] {
            unit = scale
            text.removeLast()
        }
        guard let number = Int(text), number >= 0, number * unit <= 86_400 else { return nil }
        return number * unit
    }

    /// Seconds as `interval` reads them back: `15m`, `1h`, `90s`.
    public static func describeInterval(_ seconds: Int) -> String {
        if seconds > 0, seconds % 3600 == 0 { return "\(seconds / 3600)h" }
        if seconds > 0, seconds % 60 == 0 { return "\(seconds / 60)m" }
        return seconds == 0 ? "0" : "\(seconds)s"
    }

    /// An http or https URL with a host, without a trailing slash.
    static func normalizeBaseURL(_ value: String) -> String? {
        var text = value.trimmingCharacters(in: .whitespaces)
        while text.hasSuffix("/") { text.removeLast() }
        guard let url = URL(string: text), let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https",
            let host = url.host, !host.isEmpty, url.query == nil
        else { return nil }
        return text
    }
}
