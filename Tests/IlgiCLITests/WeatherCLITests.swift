import Foundation
import IlgiTestSupport
import Testing

/// `ilgi weather` and the weather hook, end to end, against the mock server.
@Suite struct WeatherCLITests {
    static let server = Result { try MockWeatherServer() }

    /// A sandbox whose weather comes from the mock server's `scenario`.
    func sandbox(
        _ scenario: MockWeatherServer.Scenario = .ok, location: String? = "37.57,126.98", extra: [String: String] = [:]
    )
        throws -> Sandbox
    {
        let server = try WeatherCLITests.server.get()
        var environment = ["no_proxy": "127.0.0.1,localhost", "http_proxy": "http://127.0.0.1:9"]
        environment.merge(extra) { $1 }
        let sandbox = Sandbox(environment)
        try sandbox.run("config", "weather.url", server.url(scenario))
        if let location { try sandbox.run("config", "weather.location", location) }
        return sandbox
    }

    @Test func theWeatherHookRecordsTheWeatherAndListShowsIt() throws {
        let sandbox = try sandbox()
        #expect(try sandbox.run("hooks", "install", "weather").status == 0)
        let result = try sandbox.run("new", "My day at the beach", "-m", "It was sunny.\n---\nA rule above. @family")
        #expect(result.status == 0, "\(result)")
        #expect(result.stderr == "")
        let id = String(result.stdout.prefix(8))
        let text = try sandbox.committedEntry()
        #expect(text.hasPrefix("My day at the beach\n\nIt was sunny.\n---\nA rule above. @family\n\nCreated: "))
        #expect(text.hasSuffix("\nWeather: 04d\nLocation: 37.57,126.98\n"), "the place configured")
        #expect(text.components(separatedBy: "\n\n").count == 3)  // title, body, trailers
        #expect(try sandbox.log() == ["Add \(id): My day at the beach"])

        let list = try sandbox.run("list")
        #expect(list.stdout.contains("  ☁️  My day at the beach"))
        let json = try sandbox.run("list", "--json")
        #expect(json.stdout.contains(#""weather" : "04d""#))
        let show = try sandbox.run("show", id)
        #expect(show.stdout.contains("☁️ overcast"))
        try sandbox.expectHealthyJournal()
    }

    @Test func theWeatherHookWorksWithOpenWeatherMapByNight() throws {
        let sandbox = try sandbox(.night, location: "Seoul", extra: ["OPENWEATHER_API_KEY": "test-key"])
        try sandbox.run("hooks", "install", "weather")
        let id = try sandbox.newEntry("Late walk")
        #expect(try sandbox.committedEntry().hasSuffix("\nWeather: 01n\nLocation: Seoul\n"), "the provider's name")
        #expect(try sandbox.run("list").stdout.contains("🌙  Late walk"))
        #expect(try sandbox.run("list", "--json").stdout.contains(#""weather" : "01n""#))
        _ = id
    }

    @Test func aPlaceTheWriterGaveIsKeptByTheHook() throws {
        let sandbox = try sandbox()
        try sandbox.run("hooks", "install", "weather")
        let id = try sandbox.newEntry("Sea", body: "Waves.", extra: ["--location", "Haeundae, Busan"])
        #expect(try sandbox.committedEntry().hasSuffix("\nLocation: Haeundae, Busan\nWeather: 04d\n"))
        #expect(try sandbox.run("search", "busan").stdout.contains(String(id.prefix(8))))
        #expect(try sandbox.run("weather", "--trailers").stdout == "Weather: 04d\nLocation: 37.57,126.98\n")
        #expect(try sandbox.run("weather", "--trailers", "--icon").status == 2)
    }

    @Test func withoutALocationTheHookAddsNothingAndSaysNothing() throws {
        let sandbox = try sandbox(location: nil)
        try sandbox.run("hooks", "install", "weather")
        let result = try sandbox.run("new", "Quiet day")
        #expect(result.status == 0)
        #expect(result.stderr == "")
        #expect(!(try sandbox.committedEntry().contains("Weather:")))
        // The list keeps its columns without an emoji.
        let list = try sandbox.run("list")
        #expect(list.stdout.contains("    Quiet day"))
    }

    @Test(arguments: [MockWeatherServer.Scenario.serverError, .invalidJSON])
    func whenTheServiceFailsTheHookAddsNothingAndSaysWhy(scenario: MockWeatherServer.Scenario) throws {
        let sandbox = try sandbox(scenario)
        try sandbox.run("hooks", "install", "weather")
        let result = try sandbox.run("new", "Stormy", "-m", "Still writing.")
        #expect(result.status == 0, "\(result)")
        #expect(result.stderr.hasPrefix("weather hook: no weather added: open-meteo "))
        #expect(result.stderr.split(separator: "\n").count == 1)
        let text = try sandbox.committedEntry()
        #expect(text.hasPrefix("Stormy\n\nStill writing.\n\nCreated: "))
        #expect(!text.contains("Weather:"))
        try sandbox.expectHealthyJournal()
    }

    @Test func aKoreanWriterReadsTheHooksFailureInKoreanOnly() throws {
        let sandbox = try sandbox(.serverError)
        try sandbox.run("hooks", "install", "weather")
        let result = try sandbox.run("new", "폭풍", "-m", "그래도 써요.", environment: ["ILGI_LANG": "ko"])
        #expect(result.status == 0, "\(result)")
        #expect(result.stderr.hasPrefix("날씨 훅: 날씨를 붙이지 못했어요: "), "\(result.stderr)")
        #expect(!result.stderr.contains("weather hook"))
    }

    @Test func aBackdatedEntryGetsNoWeather() throws {
        let sandbox = try sandbox()
        try sandbox.run("hooks", "install", "weather")
        _ = try sandbox.newEntry("Last week", extra: ["--date", "2024-02-29"])
        #expect(!(try sandbox.committedEntry().contains("Weather:")))
    }

    @Test func iconJSONAndWords() throws {
        let sandbox = try sandbox()
        let icon = try sandbox.run("weather", "--icon")
        #expect(icon.status == 0, "\(icon)")
        #expect(icon.stdout == "04d\n")
        let json = try sandbox.run("weather", "--json")
        let decoded = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
        #expect(decoded?["code"] as? String == "04d")
        #expect(decoded?["provider"] as? String == "open-meteo")
        #expect(decoded?["temperature"] as? Double == 3.4)
        let words = try sandbox.run("weather")
        #expect(words.stdout == "☁️  overcast, 3°C, 37.57,126.98 (04d)\n")
    }

    @Test func errorsAreOneLineWithTheRightExitCode() throws {
        let noLocation = try sandbox(location: nil).run("weather", "--icon")
        #expect(noLocation.status == 2)
        #expect(
            noLocation.stderr.hasPrefix(
                "ilgi: error: no weather location is set; set one with: ilgi config weather.location"))

        let badKey = try sandbox(extra: ["OPENWEATHER_API_KEY": "bad-key"]).run("weather")
        #expect(badKey.status == 1)
        #expect(
            badKey.stderr
                == "ilgi: error: openweathermap refused the API key (Invalid API key. Please see https://openweathermap.org/faq#error401 for more info.); check it with 'ilgi config weather.apikey'\n"
        )

        let nowhere = try sandbox(location: "Nowhere Town").run("weather")
        #expect(nowhere.status == 2)
        #expect(nowhere.stderr.hasPrefix("ilgi: error: no place called 'Nowhere Town' was found"))

        let broken = try sandbox(.serverError).run("weather")
        #expect(broken.status == 1)
        #expect(
            broken.stderr == "ilgi: error: open-meteo answered with HTTP 500: Internal Server Error; try again later\n")

        let garbage = try sandbox(.invalidJSON).run("weather")
        #expect(garbage.status == 1)
        #expect(garbage.stderr.contains("sent an answer ilgi cannot read (not valid JSON)"))
    }

    /// The deadline itself is kept on an injected clock (`WeatherTests`); here, that the
    /// command gives the helper three seconds and says so when they run out.
    @Test func aServiceThatHangsIsGivenThreeSeconds() throws {
        let sandbox = try sandbox(.hang)
        let result = try sandbox.run("weather", "--icon")
        #expect(result.status == 1)
        #expect(result.stderr == "ilgi: error: the weather service did not answer within 3 s; check your network\n")
    }

    /// The network client is a program of its own beside ilgi (so no other command loads
    /// libcurl); an ilgi copied without it says what is missing instead of failing obscurely.
    @Test func anIlgiWithoutItsWeatherHelperSaysWhatIsMissing() throws {
        let sandbox = try sandbox()
        let folder = TemporaryDirectory("ilgi-alone")
        let alone = folder.url.appendingPathComponent("ilgi").path
        // A hard link, not a copy: a copy's write descriptor, inherited by a process another
        // test starts at that moment, would make running it fail with "text file busy".
        if link(Sandbox.binary, alone) != 0 { try FileManager.default.copyItem(atPath: Sandbox.binary, toPath: alone) }
        let result = try CommandRunner.run(
            alone, ["weather", "--icon"], in: sandbox.home.url, environment: sandbox.environment, stdin: nil)
        #expect(result.status == 1)
        #expect(
            result.stderr
                == "ilgi: error: ilgi-helper is missing beside ilgi (or in ../libexec/ilgi/); build or install ilgi again (make install)\n"
        )
        #expect(try sandbox.run("weather", "--icon").stdout == "04d\n")
    }
}
