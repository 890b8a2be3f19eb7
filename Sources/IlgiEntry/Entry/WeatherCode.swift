import Foundation

/// An OpenWeatherMap icon code: two digits for the condition and `d` or `n` for day or night
/// (`01d` clear day, `10n` rain at night). https://openweathermap.org/weather-conditions
public struct WeatherCode: Hashable, Sendable, CustomStringConvertible {
    public let condition: Int
    public let isNight: Bool

    public static let conditions: Set<Int> = [1, 2, 3, 4, 9, 10, 11, 13, 50]

    public init?(_ code: String) {
        let trimmed = code.trimmingSpaces.lowercased()
        guard trimmed.count == 3, let suffix = trimmed.last, suffix == "d" || suffix == "n",
            let condition = Int(trimmed.prefix(2)), WeatherCode.conditions.contains(condition)
        else { return nil }
        self.condition = condition
        self.isNight = suffix == "n"
    }

    public var code: String {
        (condition < 10 ? "0" : "") + String(condition) + (isNight ? "n" : "d")
    }

    public var description: String { code }

    /// How a terminal shows it. Symbols that default to text style carry U+FE0F so they are
    /// drawn as two-column emoji like the rest.
    public var emoji: String {
        switch condition {
        case 1: isNight ? "🌙" : "\u{2600}\u{FE0F}"
        case 2: "⛅"
        case 3, 4: "\u{2601}\u{FE0F}"
        case 9: "\u{1F327}\u{FE0F}"
        case 10: "\u{1F326}\u{FE0F}"
        case 11: "\u{26C8}\u{FE0F}"
        case 13: "\u{2744}\u{FE0F}"
        case 50: "\u{1F32B}\u{FE0F}"
        default: "  "
        }
    }

    /// The condition in words, for shared text.
    public var words: EntryText { .weather(condition, night: isNight) }
}
