import Foundation
import IlgiEntry

/// What can go wrong asking for the weather. Each says what to do.
public enum WeatherError: UserFacingError, Equatable, Codable {
    case noLocation
    case noAPIKey
    case badAPIKey(provider: WeatherProvider, message: String?)
    case badLocation(String, message: String?)
    case placeNotFound(String)
    case serverError(provider: WeatherProvider, status: Int, message: String?)
    case invalidResponse(provider: WeatherProvider, detail: String)
    case timedOut(Duration)
    case unreachable(host: String, reason: Localized)
    case badURL(String)
    /// The service has no such address (HTTP 404): the weather.url or provider is wrong.
    case addressNotFound(String, status: Int, message: String?)

    public var message: any LocalizedText {
        switch self {
        case .noLocation: CoreText.weatherNoLocation
        case .noAPIKey: CoreText.weatherNoAPIKey
        case .badAPIKey(let provider, let message): CoreText.weatherBadAPIKey(provider.rawValue, message)
        case .badLocation(let location, let message): CoreText.weatherBadLocation(location, message)
        case .placeNotFound(let name): CoreText.weatherPlaceNotFound(name)
        case .serverError(let provider, let status, let message):
            CoreText.weatherServerError(provider.rawValue, status, message)
        case .invalidResponse(let provider, let detail): CoreText.weatherInvalidResponse(provider.rawValue, detail)
        case .timedOut(let timeout): CoreText.weatherTimedOut(Int(timeout.components.seconds))
        case .unreachable(let host, let reason): CoreText.weatherUnreachable(host, reason)
        case .badURL(let url): CoreText.weatherBadURL(url)
        case .addressNotFound(let address, let status, let message):
            CoreText.weatherAddressNotFound(address, status, message)
        }
    }

    /// 2 for settings that are missing or wrong, 1 for a failure of the service or the network.
    public var exitCode: Int32 {
        switch self {
        case .noLocation, .noAPIKey, .badLocation, .placeNotFound, .badURL: 2
        default: 1
        }
    }
}
