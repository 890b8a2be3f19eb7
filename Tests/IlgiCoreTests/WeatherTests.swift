import Foundation
import IlgiCore
import IlgiEntry
import IlgiTestSupport
import IlgiWeather
import Testing

@Suite struct WeatherLocationTests {
    @Test func coordinatesAndPlaceNamesAreTold() {
        #expect(WeatherLocation(parsing: "37.57,126.98") == .coordinates(latitude: 37.57, longitude: 126.98))
        #expect(WeatherLocation(parsing: " -33.87 , 151.21 ") == .coordinates(latitude: -33.87, longitude: 151.21))
        #expect(WeatherLocation(parsing: "37.57,126.98")?.description == "37.57,126.98")
        #expect(WeatherLocation(parsing: "52,13")?.description == "52,13")
        #expect(WeatherLocation(parsing: "Seoul") == .place("Seoul"))
        #expect(WeatherLocation(parsing: "London,GB") == .place("London,GB"))
        #expect(WeatherLocation(parsing: "서울") == .place("서울"))
        #expect(WeatherLocation(parsing: "") == nil)
        #expect(WeatherLocation(parsing: "91,0") == nil)
        #expect(WeatherLocation(parsing: "0,181") == nil)
        #expect(WeatherLocation(parsing: "12,34,56") == nil)
    }

    @Test func wmoCodesBecomeOpenWeatherMapIcons() {
        let day: [Int: String] = [
            0: "01d", 1: "02d", 2: "03d", 3: "04d", 45: "50d", 48: "50d", 51: "09d", 55: "09d", 57: "09d",
            61: "10d", 65: "10d", 66: "13d", 71: "13d", 77: "13d", 80: "09d", 82: "09d", 85: "13d", 86: "13d",
            95: "11d", 96: "11d", 99: "11d",
        ]
        for (wmo, icon) in day {
            #expect(WeatherCode(wmo: wmo, isDay: true)?.code == icon, "WMO \(wmo)")
        }
        #expect(WeatherCode(wmo: 0, isDay: false)?.code == "01n")
        #expect(WeatherCode(wmo: 0, isDay: false)?.emoji == "🌙")
        #expect(WeatherCode(wmo: 63, isDay: false)?.code == "10n")
        #expect(WeatherCode(wmo: 4, isDay: true) == nil)
    }

    @Test func theEmojiAreTheOnesTheIssueNames() {
        let expected: [String: String] = [
            "01d": "☀️", "01n": "🌙", "02d": "⛅", "03d": "☁️", "04n": "☁️", "09d": "🌧️", "10d": "🌦️",
            "11n": "⛈️", "13d": "❄️", "50d": "🌫️",
        ]
        for (code, emoji) in expected {
            #expect(WeatherCode(code)?.emoji == emoji, "\(code)")
        }
    }
}

/// The weather client against the mock server. One server for the suite.
@Suite(.serialized) struct WeatherClientTests {
    static let server = Result { try MockWeatherServer() }

    func client(
        _ scenario: MockWeatherServer.Scenario = .ok, provider: WeatherProvider, location: String = "37.57,126.98",
        apiKey: String? = "test-key", timeout: Duration = .seconds(120)
    ) throws -> (WeatherClient, MockWeatherServer) {
        // A timeout far beyond any answer of the local mock, however busy the machine: only
        // aServiceThatDoesNotAnswerTimesOut is about timing out, and it drives the wait itself.
        let server = try WeatherClientTests.server.get()
        let settings = WeatherSettings(
            location: WeatherLocation(parsing: location), provider: provider, apiKey: apiKey,
            baseURL: URL(string: server.url(scenario)))
        return (WeatherClient(settings: settings, timeout: timeout, language: .english), server)
    }

    @Test func openWeatherMapByCoordinates() async throws {
        let (client, server) = try client(provider: .openWeatherMap)
        let weather = try await client.current()
        #expect(weather.code == "10d")
        #expect(weather.condition == "light rain")
        #expect(weather.temperature == 12.34)
        #expect(weather.latitude == 37.57 && weather.longitude == 126.98)
        #expect(weather.place == "Jongno")
        let request = try #require(server.requests.last { $0.contains("/data/2.5/weather") })
        #expect(request.contains("lat=37.57") && request.contains("lon=126.98"))
        #expect(request.contains("appid=test-key") && request.contains("units=metric"))
    }

    @Test func openWeatherMapByCityNameGeocodesFirst() async throws {
        let (client, server) = try client(.night, provider: .openWeatherMap, location: "Seoul")
        let weather = try await client.current()
        #expect(weather.code == "01n")
        #expect(weather.place == "Seoul")
        let recent = server.requests.suffix(2)
        #expect(recent.first?.hasPrefix("/night/geo/1.0/direct?q=Seoul") == true)
        #expect(recent.last?.contains("lat=37.5666791") == true)
    }

    @Test func openMeteoNeedsNoKeyAndMapsTheWMOCode() async throws {
        let (client, server) = try client(provider: .openMeteo, apiKey: nil)
        let weather = try await client.current()
        #expect(weather.code == "04d")
        #expect(weather.temperature == 3.4)
        #expect(weather.provider == "open-meteo")
        let request = try #require(server.requests.last)
        #expect(request.hasPrefix("/ok/v1/forecast?latitude=37.57&longitude=126.98"))
        #expect(request.contains("weather_code") && request.contains("is_day"))
    }

    @Test func openMeteoByCityNameAtNight() async throws {
        let (client, _) = try client(.night, provider: .openMeteo, location: "Berlin", apiKey: nil)
        let weather = try await client.current()
        #expect(weather.code == "01n")
        #expect(weather.place == "Berlin")
        #expect(weather.latitude == 52.517)
    }

    @Test func aBadKeyIsSaidSo() async throws {
        let (client, _) = try client(provider: .openWeatherMap, apiKey: "bad-key")
        await #expect(
            throws: WeatherError.badAPIKey(
                provider: .openWeatherMap,
                message: "Invalid API key. Please see https://openweathermap.org/faq#error401 for more info.")
        ) {
            try await client.current()
        }
    }

    @Test func noKeyForOpenWeatherMapIsSaidBeforeAsking() async throws {
        let (client, _) = try client(provider: .openWeatherMap, apiKey: nil)
        await #expect(throws: WeatherError.noAPIKey) { try await client.current() }
    }

    @Test(arguments: [WeatherProvider.openWeatherMap, .openMeteo])
    func aPlaceNobodyKnowsIsSaidSo(provider: WeatherProvider) async throws {
        let (client, _) = try client(provider: provider, location: "Nowhere Town")
        await #expect(throws: WeatherError.placeNotFound("Nowhere Town")) { try await client.current() }
    }

    @Test(arguments: [WeatherProvider.openWeatherMap, .openMeteo])
    func aServerErrorIsSaidSo(provider: WeatherProvider) async throws {
        let (client, _) = try client(.serverError, provider: provider)
        await #expect {
            try await client.current()
        } throws: { error in
            guard case WeatherError.serverError(provider, 500, let message) = error else { return false }
            return message == (provider == .openMeteo ? "Internal Server Error" : "Internal error")
        }
    }

    @Test(arguments: [WeatherProvider.openWeatherMap, .openMeteo])
    func anAnswerThatIsNotJSONIsSaidSo(provider: WeatherProvider) async throws {
        let (client, _) = try client(.invalidJSON, provider: provider)
        await #expect(throws: WeatherError.invalidResponse(provider: provider, detail: "not valid JSON")) {
            try await client.current()
        }
    }

    @Test func aServiceThatDoesNotAnswerTimesOut() async throws {
        var (client, _) = try client(.hang, provider: .openMeteo, timeout: .seconds(1))
        // The wait is the client's to ask for and the test's to spend: none. The clock stands
        // still, so the whole second is left when the request goes out.
        let waits = UnsafeSendableList<Duration>()
        client.sleep = { waits.append($0) }
        let start = ContinuousClock.now
        client.now = { start }
        await #expect(throws: WeatherError.timedOut(.seconds(1))) { try await client.current() }
        #expect(waits.all == [.seconds(1)])
    }

    @Test func aServiceThatIsNotThereIsUnreachable() async throws {
        // A port nobody listens on: bind one, note it, close it.
        let settings = WeatherSettings(
            location: .coordinates(latitude: 1, longitude: 2), provider: .openMeteo,
            baseURL: URL(string: "http://127.0.0.1:9"))
        setenv("no_proxy", "127.0.0.1,localhost", 1)
        await #expect {
            try await WeatherClient(settings: settings, language: .english).current()
        } throws: { error in
            guard case WeatherError.unreachable(let host, _) = error else { return false }
            return host == "127.0.0.1"
        }
    }

    @Test func anOutOfRangeLatitudeTheServerRefusesIsABadLocation() async throws {
        let server = try WeatherClientTests.server.get()
        let client = WeatherClient(
            settings: WeatherSettings(provider: .openMeteo, baseURL: URL(string: server.url())), language: .english)
        await #expect {
            try await client.current(at: .coordinates(latitude: 95, longitude: 0))
        } throws: { error in
            guard case WeatherError.badLocation("95,0", let message) = error else { return false }
            return message?.hasPrefix("Latitude must be in range") == true
        }
    }

    @Test func withoutALocationNothingIsAsked() async throws {
        await #expect(throws: WeatherError.noLocation) {
            try await WeatherClient(settings: WeatherSettings(), language: .english).current()
        }
        #expect(WeatherError.noLocation.exitCode == 2)
    }
}

/// A list shared with a `@Sendable` closure, behind a lock.
final class UnsafeSendableList<Element>: @unchecked Sendable {
    private var elements: [Element] = []
    private let lock = NSLock()
    func append(_ element: Element) {
        lock.lock()
        defer { lock.unlock() }
        elements.append(element)
    }
    var all: [Element] {
        lock.lock()
        defer { lock.unlock() }
        return elements
    }
}
