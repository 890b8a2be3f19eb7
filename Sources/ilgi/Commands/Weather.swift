import ArgumentParser
import Foundation
import IlgiCore

extension Ilgi {
    /// `ilgi weather [--icon|--json]`: the client the weather hook calls.
    struct Weather: AsyncParsableCommand {
        static var configuration: CommandConfiguration {
            CommandConfiguration(abstract: Help.weather.description)
        }

        @OptionGroup var global: GlobalOptions

        @Flag(help: ArgumentHelp(Help.iconFlag.description))
        var icon = false

        @Flag(help: ArgumentHelp(Help.weatherJSONFlag.description))
        var json = false

        func validate() throws {
            if icon, json {
                throw IlgiError.invalidInput(Localized(
                    en: "--icon and --json cannot be combined; use one", ko: "--icon과 --json은 함께 쓸 수 없어요. 하나만 쓰세요"))
            }
        }

        func run() async throws {
            let journal = try global.openJournal()
            let settings = try Settings(journal: journal).weather(environment: Terminal.current.environment)
            let weather = try await WeatherClient(settings: settings).current()
            if icon {
                Output.line(weather.code)
            } else if json {
                try JSONOutput.write(weather)
            } else {
                Output.line(Weather.describe(weather))
            }
        }

        /// `🌦️  light rain, 12°C, Seoul (10d)`.
        static func describe(_ weather: CurrentWeather) -> String {
            let code = weather.weatherCode
            var parts: [String] = []
            parts.append(weather.condition ?? code?.words.description ?? weather.code)
            if let temperature = weather.temperature { parts.append("\(Int(temperature.rounded()))°C") }
            parts.append(
                weather.place
                    ?? WeatherLocation.coordinates(latitude: weather.latitude, longitude: weather.longitude).description)
            return (code?.emoji ?? "  ") + "  " + parts.joined(separator: ", ") + " (\(weather.code))"
        }
    }
}
