import Foundation
import GitKit
import IlgiEntry
import IlgiStore

/// The journal's settings (`ilgi config`): `ilgi.*` in its git config. Reads see the journal's
/// `.git/config` and, behind it, `~/.gitconfig` (so `git config --global ilgi.weather.location
/// Seoul` works for every journal); writes go to the journal's own `.git/config`.
public struct Settings {
    let config: GitKit.Config
    let path: String
    /// Writes hold the journal's write lock (`changeConfiguration`).
    let store: JournalStore

    public init(journal: Journal) throws {
        do {
            config = try journal.repository.config()
        } catch {
            throw IlgiError.wrapping(error, while: .readSettings, path: journal.root.path)
        }
        path = journal.root.path
        store = journal.store
    }

    /// The value set for `key`, or nil. Throws for a key ilgi does not know.
    public func value(_ name: String) throws -> String? {
        let key = try Settings.key(name)
        return try wrap(.readSettings) { try config.string(key.configName) }
    }

    /// The value set for `key`, else its default.
    public func effectiveValue(_ name: String) throws -> String? {
        try value(name) ?? Settings.key(name).defaultValue
    }

    /// Checks `value` and stores it in the journal's `.git/config`; returns it as stored.
    @discardableResult
    public func set(_ name: String, to value: String) throws -> String {
        let key = try Settings.key(name)
        guard let normalized = key.normalize(value) else {
            throw SettingsError.invalidValue(key: key.name, value: value, expected: Localized(key.expected))
        }
        try wrap(.saveSettings) { try store.changeConfiguration { try config.set(key.configName, to: normalized) } }
        return normalized
    }

    /// Removes `key` from the journal's `.git/config`; false when it was not set there.
    @discardableResult
    public func unset(_ name: String) throws -> Bool {
        let key = try Settings.key(name)
        return try wrap(.saveSettings) { try store.changeConfiguration { try config.unset(key.configName) } }
    }

    /// Every `ilgi.*` value set, known keys first in their table order, then any others (set
    /// by hand, or by a newer ilgi) by name. Later config files win, as in git.
    public func list() throws -> [(key: String, value: String)] {
        let entries = try wrap(.readSettings) { try config.entries(matching: "^ilgi\\.") }
        var values: [String: String] = [:]
        for entry in entries {
            values[String(entry.name.dropFirst("ilgi.".count)).lowercased()] = entry.value
        }
        let known = SettingKey.all.compactMap { key in values[key.name].map { (key: key.name, value: $0) } }
        // safe: key from values
        let others = values.keys.filter { SettingKey.named($0) == nil }.sorted().map { (key: $0, value: values[$0]!) }
        return known + others
    }

    // MARK: Typed values

    /// `sync.auto`: whether a save starts a sync in the background (on unless set off).
    public var syncsAutomatically: Bool {
        let text = (try? value("sync.auto")).flatMap { $0 }.flatMap(SettingKey.normalizeOnOff)
        return text != "off"
    }

    /// `sync.interval`: how often `ilgi serve` syncs by itself; nil for never.
    public var syncInterval: Duration? {
        let seconds = (try? value("sync.interval")).flatMap { $0 }.flatMap(SettingKey.interval) ?? 300
        return seconds > 0 ? .seconds(seconds) : nil
    }

    /// `hooks.timeout`; the default when it is unset or not a valid number.
    public var hookTimeout: Duration {
        let text = (try? value("hooks.timeout")).flatMap { $0 }.flatMap(SettingKey.normalizeSeconds)
        guard let text, let seconds = Double(text) else { return HookRunner.defaultTimeout }
        return .milliseconds(Int((seconds * 1000).rounded()))
    }

    /// The weather settings, with `OPENWEATHER_API_KEY` from `environment` when
    /// `weather.apikey` is unset. Invalid stored values are errors, naming the key.
    public func weather(environment: [String: String]) throws -> WeatherSettings {
        func checked(_ name: String) throws -> String? {
            guard let raw = try value(name) else { return nil }
            let key = try Settings.key(name)
            guard let normalized = key.normalize(raw) else {
                throw SettingsError.invalidValue(key: name, value: raw, expected: Localized(key.expected))
            }
            return normalized
        }
        let apiKey =
            try checked("weather.apikey") ?? environment["OPENWEATHER_API_KEY"].flatMap { $0.isEmpty ? nil : $0 }
        return WeatherSettings(
            location: try checked("weather.location").flatMap(WeatherLocation.init(parsing:)),
            provider: try checked("weather.provider").flatMap(WeatherProvider.init(name:)),
            apiKey: apiKey,
            baseURL: try checked("weather.url").flatMap(URL.init(string:)))
    }

    static func key(_ name: String) throws -> SettingKey {
        guard let key = SettingKey.named(name) else {
            throw SettingsError.unknownKey(name, suggestion: Settings.suggestion(for: name))
        }
        return key
    }

    /// The known key closest to a mistyped one, when one is close.
    static func suggestion(for name: String) -> String? {
        let wanted = name.lowercased()
        let scored = SettingKey.all.map { (key: $0.name, distance: editDistance($0.name, wanted)) }
        if let best = scored.min(by: { $0.distance < $1.distance }), best.distance <= max(2, wanted.count / 4) {
            return best.key
        }
        // "location" for "weather.location".
        return SettingKey.all.first { $0.name.hasSuffix("." + wanted) }?.name
    }

    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a)
        let b = Array(b)
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }

    private func wrap<T>(_ operation: JournalOperation, _ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch {
            throw IlgiError.wrapping(error, while: operation, path: path)
        }
    }
}

/// Errors of `ilgi config`: both are bad input (exit 2).
public enum SettingsError: UserFacingError, Equatable {
    case unknownKey(String, suggestion: String?)
    case invalidValue(key: String, value: String, expected: Localized)

    public var message: any LocalizedText {
        switch self {
        case .unknownKey(let key, let suggestion):
            CoreText.unknownSetting(key, suggestion: suggestion, known: SettingKey.all.map(\.name))
        case .invalidValue(let key, let value, let expected):
            CoreText.invalidSetting(key, value, expected)
        }
    }

    public var exitCode: Int32 { 2 }
}
