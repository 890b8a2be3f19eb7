import ArgumentParser
import Foundation
import IlgiCatalog
import IlgiCore
import IlgiEntry
import IlgiStore

extension Ilgi {
    /// `ilgi weather [--icon|--json]`: the client the weather hook calls.
    struct Weather: AsyncParsableCommand {
        static var configuration: CommandConfiguration {
            CommandConfiguration(commandName: "weather", abstract: Help.weather.description)
        }

        @OptionGroup var global: GlobalOptions

        @Flag(help: ArgumentHelp(Help.iconFlag.description))
        var icon = false

        @Flag(help: ArgumentHelp(Help.weatherJSONFlag.description))
        var json = false

        @Flag(help: ArgumentHelp(Help.weatherTrailersFlag.description))
        var trailers = false

        /// Checks the arguments. (Not `validate()`: the argument parser would wrap these errors,
        /// losing their message and exit code.)
        func check() throws {
            if [icon, json, trailers].filter({ $0 }).count > 1 {
                throw IlgiError.invalidInput(CommandText.weatherIconWithJSON)
            }
        }

        func run() async throws {
            try check()
            let journal = try global.openJournal()
            let settings = try Settings(journal: journal).weather(environment: Terminal.current.environment)
            let weather = try await WeatherHelper.current(WeatherRequest(settings: settings, language: .current))
            if icon {
                Output.line(weather.code)
            } else if trailers {
                Output.write(Weather.trailers(weather, configured: settings.location))
            } else if json {
                try JSONOutput.write(weather)
            } else {
                Output.line(Weather.describe(weather))
            }
        }

        /// What the weather hook adds to a new entry: `Weather: 10d`, and `Location:` the place
        /// the provider names, else the one configured (`weather.location`), on one line.
        static func trailers(_ weather: CurrentWeather, configured: WeatherLocation?) -> String {
            var text = Trailer.weather + ": " + weather.code + "\n"
            let place = (weather.place ?? configured?.description ?? "")
                .map { $0.isNewline || $0.unicodeScalars.first?.properties.generalCategory == .control ? " " : $0 }
            let trimmed = String(place).trimmingCharacters(in: .whitespaces)
            if !trimmed.isEmpty { text += Trailer.location + ": " + trimmed + "\n" }
            return text
        }

        /// `🌦️  light rain, 12°C, Seoul (10d)`.
        static func describe(_ weather: CurrentWeather) -> String {
            let code = weather.weatherCode
            var parts: [String] = []
            parts.append(weather.condition ?? code?.words.description ?? weather.code)
            if let temperature = weather.temperature { parts.append("\(Int(temperature.rounded()))°C") }
            parts.append(
                weather.place
                    ?? WeatherLocation.coordinates(latitude: weather.latitude, longitude: weather.longitude).description
            )
            return (code?.emoji ?? "  ") + "  " + parts.joined(separator: ", ") + " (\(weather.code))"
        }
    }
}
