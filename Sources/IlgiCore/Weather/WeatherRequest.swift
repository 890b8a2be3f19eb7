import Foundation
import IlgiEntry

/// What `ilgi weather` asks its helper, `ilgi-helper weather`, over the helper's standard input
/// (never its arguments, which any user can read in `ps`: the settings hold the API key).
///
/// The network client lives in that separate program because FoundationNetworking brings in
/// libcurl and some thirty libraries behind it (GnuTLS, Kerberos, LDAP …), whose loading was a
/// third of a short command's time (bench/RESULTS.md), for the one command that talks to the
/// network.
public struct WeatherRequest: Sendable, Equatable, Codable {
    public var settings: WeatherSettings
    /// The whole budget, geocoding included; the helper keeps it.
    public var timeout: Duration
    public var language: Language

    /// Everything, geocoding a place name included, within 3 s: the weather hook runs while a
    /// save waits.
    public static let defaultTimeout: Duration = .seconds(3)

    public init(
        settings: WeatherSettings, language: Language, timeout: Duration = WeatherRequest.defaultTimeout
    ) {
        self.settings = settings
        self.timeout = timeout
        self.language = language
    }
}

/// What the helper answers on its standard output: the weather, or why there is none.
public enum WeatherAnswer: Sendable, Equatable, Codable {
    case weather(CurrentWeather)
    case failure(WeatherError)
}
