import Foundation
import IlgiCore
import IlgiTestSupport
import IlgiWeather
import Testing

/// A service that answers 404 has no such address: the message says so, names the address
/// and status, and points at weather.url rather than at the location.
@Suite(.serialized) struct WeatherAddressTests {
    static let server = Result { try MockWeatherServer() }

    @Test(arguments: [WeatherProvider.openWeatherMap, .openMeteo])
    func aServiceAnswering404BlamesTheAddressNotTheLocation(provider: WeatherProvider) async throws {
        let server = try Self.server.get()
        let base = server.url() + "/no-such-service"
        let settings = WeatherSettings(
            location: WeatherLocation(parsing: "37.57,126.98"), provider: provider, apiKey: "secret-key",
            baseURL: URL(string: base))
        await #expect {
            try await WeatherClient(settings: settings, language: .english).current()
        } throws: { error in
            guard let error = error as? WeatherError, case .addressNotFound(let address, 404, _) = error else {
                return false
            }
            let text = error.message.text(in: .english)
            return address.hasPrefix(base + "/") && !text.contains("secret-key") && text.contains("HTTP 404")
                && text.contains("weather.url") && !text.contains("does not accept the location")
        }
    }
}
