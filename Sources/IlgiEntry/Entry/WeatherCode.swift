import Foundation

/// An OpenWeatherMap icon code: two digits for the condition and `d` or `n` for day or night
/// (`01d` clear day, `10n` rain at night). https://openweathermap.org/weather-conditions
public struct WeatherCode: Hashable, Sendable, CustomStringConvertible {
    public let condition: Int
    public let isNight: Bool

    public static let conditions: Set<Int> = [1, 2, 3, 4, 9, 10, 11, 13, 50]

    public init?(_ code: String) {
        if let (condition, isNight) = WeatherCode.written(code) {
            guard WeatherCode.conditions.contains(condition) else { return nil }
            (self.condition, self.isNight) = (condition, isNight)
            return
        }
        let trimmed = code.trimmingSpaces.lowercased()
        guard trimmed.count == 3, let suffix = trimmed.last, suffix == "d" || suffix == "n",
            let condition = Int(trimmed.prefix(2)), WeatherCode.conditions.contains(condition)
        else { return nil }
        self.condition = condition
        self.isNight = suffix == "n"
    }

    /// The condition and night of three bytes as ilgi writes a code (two digits, then `d` or
    /// `n`), read without trimming, lowering or a Character walk (a listing reads 100k of
    /// them); nil for any other form.
    private static func written(_ code: String) -> (condition: Int, isNight: Bool)? {
        let bytes = code.utf8
        guard bytes.count == 3 else { return nil }
        let tens = bytes[bytes.startIndex]
        let ones = bytes[bytes.index(after: bytes.startIndex)]
        let suffix = bytes[bytes.index(bytes.startIndex, offsetBy: 2)]
        guard (0x30...0x39).contains(tens), (0x30...0x39).contains(ones), suffix == 0x64 || suffix == 0x6E else {
            return nil
        }
        return (Int(tens - 0x30) * 10 + Int(ones - 0x30), suffix == 0x6E)
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
