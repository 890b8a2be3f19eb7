import Foundation
import IlgiEntry

/// Where to ask the weather for: coordinates (`37.57,126.98`) or a place name (`Seoul`,
/// `London,GB`) that the provider's geocoding turns into coordinates.
public enum WeatherLocation: Sendable, Hashable, Codable, CustomStringConvertible {
    case coordinates(latitude: Double, longitude: Double)
    case place(String)

    /// Reads a `weather.location` value; nil when it is empty, or looks like coordinates that
    /// are out of range (latitude −90…90, longitude −180…180).
    public init?(parsing text: String) {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty, trimmed.count <= 200, !trimmed.contains(where: { $0.isNewline }),
            !trimmed.unicodeScalars.contains(where: { $0.properties.generalCategory == .control })
        else { return nil }
        let parts = trimmed.split(separator: ",", omittingEmptySubsequences: false)
            .map { $0.trimmingCharacters(in: .whitespaces) }
        if parts.count == 2, parts.allSatisfy(WeatherLocation.looksNumeric) {
            guard let latitude = Double(parts[0]), let longitude = Double(parts[1]),
                (-90...90).contains(latitude), (-180...180).contains(longitude)
            else { return nil }
            self = .coordinates(latitude: latitude, longitude: longitude)
            return
        }
        guard trimmed.contains(where: \.isLetter) else { return nil }
        self = .place(trimmed)
    }

    public var description: String {
        switch self {
        case .coordinates(let latitude, let longitude):
            "\(WeatherLocation.format(latitude)),\(WeatherLocation.format(longitude))"
        case .place(let name): name
        }
    }

    /// A coordinate as short as it can be written without losing anything: 37.57, 127.
    public static func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e9 ? String(Int(value)) : String(value)
    }

    private static func looksNumeric(_ text: String) -> Bool {
        !text.isEmpty && text.allSatisfy { $0.isASCII && ($0.isNumber || $0 == "." || $0 == "-" || $0 == "+") }
    }
}

/// The weather services ilgi can ask.
public enum WeatherProvider: String, Sendable, Codable, CaseIterable {
    /// https://openweathermap.org/current: needs an API key.
    case openWeatherMap = "openweathermap"
    /// https://open-meteo.com/en/docs: no key.
    case openMeteo = "open-meteo"

    /// Reads a `weather.provider` value; a few spellings are accepted.
    public init?(name: String) {
        switch name.trimmingCharacters(in: .whitespaces).lowercased() {
        case "openweathermap", "openweather", "owm": self = .openWeatherMap
        case "open-meteo", "openmeteo": self = .openMeteo
        default: return nil
        }
    }
}

/// The `weather.*` settings of a journal.
public struct WeatherSettings: Sendable, Equatable, Codable {
    public var location: WeatherLocation?
    /// nil: OpenWeatherMap when there is an API key, else Open-Meteo (which needs none).
    public var provider: WeatherProvider?
    public var apiKey: String?
    /// Replaces the provider's address (for a mock server in tests, or a proxy).
    public var baseURL: URL?

    public init(
        location: WeatherLocation? = nil, provider: WeatherProvider? = nil, apiKey: String? = nil, baseURL: URL? = nil
    ) {
        self.location = location
        self.provider = provider
        self.apiKey = apiKey
        self.baseURL = baseURL
    }

    public var effectiveProvider: WeatherProvider {
        provider ?? (apiKey == nil ? .openMeteo : .openWeatherMap)
    }
}

/// The weather now, as one provider reported it.
public struct CurrentWeather: Sendable, Equatable, Codable {
    /// The OpenWeatherMap icon code (`10d`) the `Weather:` trailer records.
    public var code: String
    /// The provider's words for it ("light rain"), when it gives any.
    public var condition: String?
    /// Degrees Celsius.
    public var temperature: Double?
    public var latitude: Double
    public var longitude: Double
    /// The place name, when the location was one or the provider names the spot.
    public var place: String?
    public var provider: String

    public init(
        code: String, condition: String?, temperature: Double?, latitude: Double, longitude: Double, place: String?,
        provider: String
    ) {
        self.code = code
        self.condition = condition
        self.temperature = temperature
        self.latitude = latitude
        self.longitude = longitude
        self.place = place
        self.provider = provider
    }

    public var weatherCode: WeatherCode? { WeatherCode(code) }
}

extension WeatherCode {
    /// The OpenWeatherMap icon for a WMO weather interpretation code (Open-Meteo's
    /// `weather_code`), day or night. https://open-meteo.com/en/docs#weathervariables
    public init?(wmo: Int, isDay: Bool) {
        let condition: Int
        switch wmo {
        case 0: condition = 1  // clear sky
        case 1: condition = 2  // mainly clear
        case 2: condition = 3  // partly cloudy
        case 3: condition = 4  // overcast
        case 45, 48: condition = 50  // fog, depositing rime fog
        case 51, 53, 55, 56, 57: condition = 9  // drizzle, freezing drizzle
        case 61, 63, 65: condition = 10  // rain
        case 66, 67: condition = 13  // freezing rain (OpenWeatherMap files it under snow, 511 → 13)
        case 71, 73, 75, 77: condition = 13  // snow fall, snow grains
        case 80, 81, 82: condition = 9  // rain showers
        case 85, 86: condition = 13  // snow showers
        case 95, 96, 99: condition = 11  // thunderstorm, with hail
        default: return nil
        }
        self.init((condition < 10 ? "0" : "") + String(condition) + (isDay ? "d" : "n"))
    }
}
