import Foundation
import IlgiCore
import IlgiEntry

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Asks OpenWeatherMap or Open-Meteo for the weather now. Everything, geocoding a place name
/// included, must be done within `timeout` (3 s): the weather hook runs while a save waits.
public struct WeatherClient: Sendable {
    public var settings: WeatherSettings
    public var timeout: Duration
    /// The language of the provider's words ("light rain" / "실 비").
    public var language: Language

    public static let defaultTimeout = WeatherRequest.defaultTimeout
    /// Waits out the time left before the deadline; a test may replace it (to see the wait
    /// asked for without spending it).
    public var sleep: @Sendable (Duration) async throws -> Void = { try await Task.sleep(for: $0) }
    /// The clock the deadline is kept on; a test may stop it, so the wait asked for is exactly
    /// the time left.
    public var now: @Sendable () -> ContinuousClock.Instant = { ContinuousClock.now }

    public init(
        settings: WeatherSettings, timeout: Duration = WeatherClient.defaultTimeout, language: Language
    ) {
        self.settings = settings
        self.timeout = timeout
        self.language = language
    }

    /// The current weather at the configured location.
    public func current() async throws -> CurrentWeather {
        guard let location = settings.location else { throw WeatherError.noLocation }
        return try await current(at: location)
    }

    public func current(at location: WeatherLocation) async throws -> CurrentWeather {
        let deadline = now().advanced(by: timeout)
        switch settings.effectiveProvider {
        case .openWeatherMap: return try await openWeatherMap(location, deadline: deadline)
        case .openMeteo: return try await openMeteo(location, deadline: deadline)
        }
    }

    // MARK: OpenWeatherMap (https://openweathermap.org/current, https://openweathermap.org/api/geocoding-api)

    private func openWeatherMap(
        _ location: WeatherLocation, deadline: ContinuousClock.Instant
    ) async throws
        -> CurrentWeather
    {
        guard let key = settings.apiKey else { throw WeatherError.noAPIKey }
        let base = settings.baseURL?.absoluteString ?? "https://api.openweathermap.org"
        var place: String?
        let (latitude, longitude): (Double, Double)
        switch location {
        case .coordinates(let lat, let lon):
            (latitude, longitude) = (lat, lon)
        case .place(let name):
            let url = try makeURL(base, "/geo/1.0/direct", ["q": name, "limit": "1", "appid": key])
            let found = try decode([OWMPlace].self, from: try await get(url, deadline: deadline, location: location))
            guard let first = found.first else { throw WeatherError.placeNotFound(name) }
            (latitude, longitude) = (first.lat, first.lon)
            place = first.localNames?[language.rawValue] ?? first.name
        }
        let url = try makeURL(
            base, "/data/2.5/weather",
            [
                "lat": WeatherLocation.format(latitude), "lon": WeatherLocation.format(longitude), "appid": key,
                "units": "metric", "lang": language.openWeatherMapCode,
            ])
        let report = try decode(OWMWeather.self, from: try await get(url, deadline: deadline, location: location))
        guard let first = report.weather.first, let code = WeatherCode(first.icon) else {
            throw WeatherError.invalidResponse(provider: .openWeatherMap, detail: "no known weather icon")
        }
        return CurrentWeather(
            code: code.code, condition: first.description, temperature: report.main?.temp,
            latitude: report.coord?.lat ?? latitude, longitude: report.coord?.lon ?? longitude,
            place: place ?? report.name.flatMap { $0.isEmpty ? nil : $0 },
            provider: WeatherProvider.openWeatherMap.rawValue)
    }

    // MARK: Open-Meteo (https://open-meteo.com/en/docs, https://open-meteo.com/en/docs/geocoding-api)

    private func openMeteo(
        _ location: WeatherLocation, deadline: ContinuousClock.Instant
    ) async throws -> CurrentWeather {
        let base = settings.baseURL?.absoluteString
        var place: String?
        let (latitude, longitude): (Double, Double)
        switch location {
        case .coordinates(let lat, let lon):
            (latitude, longitude) = (lat, lon)
        case .place(let name):
            let url = try makeURL(
                base ?? "https://geocoding-api.open-meteo.com", "/v1/search",
                ["name": name, "count": "1", "language": language.rawValue, "format": "json"])
            let found = try decode(OMSearch.self, from: try await get(url, deadline: deadline, location: location))
            guard let first = found.results?.first else { throw WeatherError.placeNotFound(name) }
            (latitude, longitude) = (first.latitude, first.longitude)
            place = first.name
        }
        let url = try makeURL(
            base ?? "https://api.open-meteo.com", "/v1/forecast",
            [
                "latitude": WeatherLocation.format(latitude), "longitude": WeatherLocation.format(longitude),
                "current": "temperature_2m,weather_code,is_day",
            ])
        let report = try decode(OMForecast.self, from: try await get(url, deadline: deadline, location: location))
        guard let code = WeatherCode(wmo: report.current.weatherCode, isDay: report.current.isDay != 0) else {
            throw WeatherError.invalidResponse(
                provider: .openMeteo, detail: "unknown weather code \(report.current.weatherCode)")
        }
        return CurrentWeather(
            code: code.code, condition: nil, temperature: report.current.temperature2m,
            latitude: report.latitude, longitude: report.longitude, place: place,
            provider: WeatherProvider.openMeteo.rawValue)
    }

    // MARK: HTTP

    private func makeURL(_ base: String, _ path: String, _ query: KeyValuePairs<String, String>) throws -> URL {
        guard var components = URLComponents(string: base + path) else { throw WeatherError.badURL(base) }
        components.queryItems = query.map { URLQueryItem(name: $0.key, value: $0.value) }
        guard let url = components.url else { throw WeatherError.badURL(base) }
        return url
    }

    /// GETs `url` and returns the body of a 200 answer; any other answer, a timeout or no
    /// connection becomes a `WeatherError`.
    private func get(_ url: URL, deadline: ContinuousClock.Instant, location: WeatherLocation) async throws -> Data {
        let remaining = now().duration(to: deadline)
        let seconds = Double(remaining.components.seconds) + Double(remaining.components.attoseconds) / 1e18
        guard seconds > 0 else { throw WeatherError.timedOut(timeout) }
        // FoundationNetworking hands its timeouts to libcurl in whole seconds (2.9 s becomes 2,
        // 0.9 s becomes none), so the deadline is kept here and URLSession's is only a backstop.
        let backstop = seconds.rounded(.up) + 1
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = backstop
        configuration.timeoutIntervalForResource = backstop
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        let sleep = self.sleep
        let session = Session(URLSession(configuration: configuration))
        defer { session.invalidateAndCancel() }
        let request = {
            var request = URLRequest(url: url, timeoutInterval: backstop)
            request.setValue("application/json", forHTTPHeaderField: "Accept")
            return request
        }()
        let data: Data
        let response: URLResponse
        do {
            let answer = try await withThrowingTaskGroup(of: (Data, URLResponse)?.self) { group in
                group.addTask { try await session.data(for: request) }
                group.addTask {
                    try await sleep(remaining)
                    return nil
                }
                let first = try await group.next() ?? nil
                group.cancelAll()
                session.invalidateAndCancel()
                return first
            }
            guard let answer else { throw WeatherError.timedOut(timeout) }
            (data, response) = answer
        } catch let error as URLError {
            if error.code == .timedOut { throw WeatherError.timedOut(timeout) }
            throw WeatherError.unreachable(
                host: url.host ?? url.absoluteString, reason: Localized(WeatherClient.describe(error)))
        }
        guard let http = response as? HTTPURLResponse else {
            throw WeatherError.invalidResponse(provider: settings.effectiveProvider, detail: "not an HTTP answer")
        }
        let provider = settings.effectiveProvider
        let serverMessage = WeatherClient.serverMessage(in: data)
        switch http.statusCode {
        case 200: return data
        case 401, 403: throw WeatherError.badAPIKey(provider: provider, message: serverMessage)
        case 400: throw WeatherError.badLocation(location.description, message: serverMessage)
        // Neither service answers 404 for a location (a place it cannot find is an empty list,
        // a latitude out of range a 400): the address asked is wrong. Named without its query,
        // which holds the API key.
        case 404: throw WeatherError.addressNotFound(WeatherClient.address(url), status: 404, message: serverMessage)
        default: throw WeatherError.serverError(provider: provider, status: http.statusCode, message: serverMessage)
        }
    }

    private func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T {
        do {
            return try JSONDecoder().decode(type, from: data)
        } catch {
            let detail: String =
                switch error {
                case DecodingError.keyNotFound(let key, _): "no '\(key.stringValue)' field"
                case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
                    "unexpected value at '\(context.codingPath.map(\.stringValue).joined(separator: "."))'"
                default: "not valid JSON"
                }
            throw WeatherError.invalidResponse(provider: settings.effectiveProvider, detail: detail)
        }
    }

    /// OpenWeatherMap's `message` or Open-Meteo's `reason` in an error answer.
    /// `https://host/path` of `url`, without the query (which may hold the API key).
    static func address(_ url: URL) -> String {
        guard var components = URLComponents(url: url, resolvingAgainstBaseURL: false) else { return url.host ?? "" }
        components.query = nil
        components.user = nil
        components.password = nil
        return components.string ?? url.host ?? ""
    }

    static func serverMessage(in data: Data) -> String? {
        guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else { return nil }
        guard let text = (object["message"] ?? object["reason"]) as? String, !text.isEmpty else { return nil }
        return String(text.prefix(200))
    }

    static func describe(_ error: URLError) -> any LocalizedText {
        switch error.code {
        case .cannotConnectToHost: CoreText.connectionRefused
        case .cannotFindHost, .dnsLookupFailed: CoreText.hostNotFound
        case .notConnectedToInternet, .networkConnectionLost: CoreText.noNetwork
        case .secureConnectionFailed, .serverCertificateUntrusted, .serverCertificateHasBadDate:
            CoreText.secureConnectionFailed
        default: Localized(verbatim: error.localizedDescription)
        }
    }
}

/// URLSession is documented as safe to use from any thread; FoundationNetworking does not mark
/// it Sendable, so this says so for it.
private struct Session: @unchecked Sendable {
    let session: URLSession
    init(_ session: URLSession) { self.session = session }
    func data(for request: URLRequest) async throws -> (Data, URLResponse) { try await session.data(for: request) }
    func invalidateAndCancel() { session.invalidateAndCancel() }
}

// The providers' JSON, only the fields ilgi reads.

private struct OWMPlace: Decodable {
    let name: String
    let lat: Double
    let lon: Double
    let localNames: [String: String]?

    enum CodingKeys: String, CodingKey {
        case name, lat, lon
        case localNames = "local_names"
    }
}

private struct OWMWeather: Decodable {
    struct Condition: Decodable {
        let id: Int?
        let description: String?
        let icon: String
    }
    struct Main: Decodable { let temp: Double? }
    struct Coordinates: Decodable {
        let lat: Double
        let lon: Double
    }
    let weather: [Condition]
    let main: Main?
    let coord: Coordinates?
    let name: String?
}

private struct OMSearch: Decodable {
    struct Place: Decodable {
        let name: String
        let latitude: Double
        let longitude: Double
    }
    let results: [Place]?
}

private struct OMForecast: Decodable {
    struct Current: Decodable {
        let weatherCode: Int
        let isDay: Int
        let temperature2m: Double?

        enum CodingKeys: String, CodingKey {
            case weatherCode = "weather_code"
            case isDay = "is_day"
            case temperature2m = "temperature_2m"
        }
    }
    let latitude: Double
    let longitude: Double
    let current: Current
}

extension Language {
    /// The language's code in OpenWeatherMap's `lang` parameter (its own for Korean, `kr`);
    /// the other providers take the ISO code, `rawValue`.
    var openWeatherMapCode: String {
        switch self {
        case .english: "en"
        case .korean: "kr"
        }
    }
}
