import Foundation
import IlgiCore
import IlgiEntry
import IlgiJournalTestSupport
import IlgiTestSupport
import Testing

@Suite struct SettingsTests {
    @Test func aSettingIsKeptInTheJournalsOwnGitConfigUnderIlgi() throws {
        try withJournal { folder, journal in
            let settings = try Settings(journal: journal)
            #expect(try settings.value("weather.location") == nil)
            #expect(try settings.set("weather.location", to: " 37.57 , 126.98 ") == "37.57,126.98")
            #expect(try settings.value("weather.location") == "37.57,126.98")
            let stored = try CommandRunner.git(["config", "--local", "ilgi.weather.location"], in: folder.url).stdout
            #expect(stored == "37.57,126.98\n")
            // Nothing in the work tree: settings are never committed or synced.
            #expect(try GitChecks.status(folder.url) == "")
            #expect(try settings.unset("weather.location"))
            #expect(try settings.value("weather.location") == nil)
            #expect(try !settings.unset("weather.location"))
        }
    }

    @Test func keysAreCheckedAndMistypedOnesGetASuggestion() throws {
        try withJournal { _, journal in
            let settings = try Settings(journal: journal)
            #expect(throws: SettingsError.unknownKey("weather.locaton", suggestion: "weather.location")) {
                try settings.set("weather.locaton", to: "Seoul")
            }
            #expect(throws: SettingsError.unknownKey("location", suggestion: "weather.location")) {
                try settings.value("location")
            }
            #expect(throws: SettingsError.self) { try settings.value("colour") }
            #expect(try settings.set("Weather.Provider", to: "Open-Meteo") == "open-meteo")
            let error = SettingsError.unknownKey("colour", suggestion: nil)
            #expect(error.exitCode == 2)
            #expect(error.message.text(in: .english).contains("known settings: hooks.timeout, weather.location"))
        }
    }

    @Test(arguments: [
        ("hooks.timeout", "0"), ("hooks.timeout", "-1"), ("hooks.timeout", "five"), ("hooks.timeout", "601"),
        ("weather.location", ""), ("weather.location", "91,0"), ("weather.location", "37.5,200"),
        ("weather.location", "12345"), ("weather.provider", "accuweather"), ("weather.apikey", "has space"),
        ("weather.url", "ftp://example.com"), ("weather.url", "not a url"), ("weather.url", "http://"),
    ])
    func badValuesAreRefusedAndNothingIsStored(key: String, value: String) throws {
        try withJournal { _, journal in
            let settings = try Settings(journal: journal)
            #expect {
                try settings.set(key, to: value)
            } throws: { error in
                guard let error = error as? SettingsError, case .invalidValue(let named, let given, _) = error else {
                    return false
                }
                return named == key && given == value && error.exitCode == 2
            }
            #expect(try settings.value(key) == nil)
        }
    }

    @Test func valuesAreWrittenTheCanonicalWay() throws {
        try withJournal { _, journal in
            let settings = try Settings(journal: journal)
            #expect(try settings.set("hooks.timeout", to: "10s") == "10")
            #expect(try settings.set("hooks.timeout", to: "2.5") == "2.5")
            #expect(settings.hookTimeout == .milliseconds(2500))
            #expect(try settings.set("weather.location", to: "Seoul") == "Seoul")
            #expect(try settings.set("weather.provider", to: "OWM") == "openweathermap")
            #expect(try settings.set("weather.url", to: "http://127.0.0.1:8080/") == "http://127.0.0.1:8080")
            #expect(
                try settings.list().map(\.key) == [
                    "hooks.timeout", "weather.location", "weather.provider", "weather.url",
                ])
        }
    }

    @Test func theTimeoutDefaultsToFiveSecondsAndSurvivesABadHandEdit() throws {
        try withJournal { folder, journal in
            let settings = try Settings(journal: journal)
            #expect(settings.hookTimeout == .seconds(5))
            #expect(try settings.effectiveValue("hooks.timeout") == "5")
            try CommandRunner.git(["config", "ilgi.hooks.timeout", "soon"], in: folder.url)
            #expect(settings.hookTimeout == .seconds(5))
        }
    }

    @Test func weatherSettingsTakeTheKeyFromTheEnvironmentWhenUnset() throws {
        try withJournal { _, journal in
            let settings = try Settings(journal: journal)
            var weather = try settings.weather(environment: [:])
            #expect(weather == WeatherSettings())
            #expect(weather.effectiveProvider == .openMeteo)
            weather = try settings.weather(environment: ["OPENWEATHER_API_KEY": "from-env"])
            #expect(weather.apiKey == "from-env")
            #expect(weather.effectiveProvider == .openWeatherMap)
            try settings.set("weather.apikey", to: "from-config")
            try settings.set("weather.location", to: "52.52,13.41")
            weather = try settings.weather(environment: ["OPENWEATHER_API_KEY": "from-env"])
            #expect(weather.apiKey == "from-config")
            #expect(weather.location == .coordinates(latitude: 52.52, longitude: 13.41))
        }
    }

    @Test func anInvalidValueSetByHandIsAnErrorNamingTheKey() throws {
        try withJournal { folder, journal in
            try CommandRunner.git(["config", "ilgi.weather.provider", "yahoo"], in: folder.url)
            #expect(
                throws: SettingsError.invalidValue(
                    key: "weather.provider", value: "yahoo", expected: Localized(CoreText.expectedProvider))
            ) {
                try Settings(journal: journal).weather(environment: [:])
            }
        }
    }
}
