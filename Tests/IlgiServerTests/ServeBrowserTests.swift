import Foundation
import IlgiTestSupport
import Testing

/// `ilgi serve` in headless Chromium: the scenario in `Tests/browser/serve_scenario.py`
/// (writing in Korean and English, the draft surviving a closed tab, save, edit, a refused
/// save, delete, restore, search, calendar, a CLI save appearing live, script payloads that
/// never run, the gate over plain HTTP), run against the built binary. Skipped, saying why,
/// where Chromium, chromedriver or Selenium are missing; CI installs them (`.ci/run`).
@Suite struct ServeBrowserTests {
    static let chromium = ProcessInfo.processInfo.environment["CHROMIUM"] ?? "/usr/bin/chromium"
    static let chromedriver = ProcessInfo.processInfo.environment["CHROMEDRIVER"] ?? "/usr/bin/chromedriver"

    /// Why the browser tests cannot run here, or nil when they can.
    static let missing: String? = {
        let fileManager = FileManager.default
        if !fileManager.isExecutableFile(atPath: chromium) { return "no Chromium at \(chromium)" }
        if !fileManager.isExecutableFile(atPath: chromedriver) { return "no chromedriver at \(chromedriver)" }
        guard let check = try? CommandRunner.run("python3", ["-c", "import selenium"]), check.succeeded else {
            return "python3 cannot import selenium (python3 -m pip install selenium)"
        }
        return nil
    }()

    static let binary: String = {
        if let override = ProcessInfo.processInfo.environment["ILGI_BINARY"] { return override }
        let me = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        return me.deletingLastPathComponent().appendingPathComponent("ilgi").path
    }()

    static func script(_ name: String) -> String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("browser/" + name).path
    }

    @Test(.enabled(if: missing == nil, "needs Chromium, chromedriver and Selenium (see .ci/run)"))
    func theDiaryWorksInABrowserAndNoScriptFromAnEntryRuns() throws {
        try run("serve_scenario.py", screenshots: "ilgi-serve-screenshots")
    }

    /// `Tests/browser/every_day_scenario.py`: two journals and the switch between them, a new
    /// entry from a template and from today's prompt, the fields tapped on a 390x844 screen,
    /// the fields' charts.
    @Test(.enabled(if: missing == nil, "needs Chromium, chromedriver and Selenium (see .ci/run)"))
    func templatesPromptsFieldsAndJournalsWorkInABrowserAndOnAPhone() throws {
        try run("every_day_scenario.py", screenshots: "ilgi-every-day-screenshots")
    }

    /// `Tests/browser/photo_scenario.py`: a photo as a thumbnail and inline, added from the
    /// picker, by a drop, before a new entry's save on a 390x844 screen and in the editor, and a
    /// day's photos together.
    @Test(.enabled(if: missing == nil, "needs Chromium, chromedriver and Selenium (see .ci/run)"))
    func photosAreAddedShownAndSeenTogetherInABrowserAndOnAPhone() throws {
        try run("photo_scenario.py", screenshots: "ilgi-photo-screenshots")
    }

    /// `Tests/browser/phone_scenario.py`: every page at 390x844 with touch (fits the width,
    /// big enough to tap, a screenshot each), the draft kept as it is typed, a save when the
    /// connection drops sent when it is back, and text typed offline brought back.
    @Test(.enabled(if: missing == nil, "needs Chromium, chromedriver and Selenium (see .ci/run)"))
    func everyPageWorksOnAPhoneAndNothingTypedIsLostOffline() throws {
        try run("phone_scenario.py", screenshots: "ilgi-phone-screenshots")
    }

    /// `Tests/browser/https_pairing_scenario.py`: `serve --listen 0.0.0.0 --pair` over real
    /// TLS (the certificate is the one whose fingerprint was printed), a phone paired with the
    /// printed code, plain HTTP refused, `--devices` and `--revoke`. Python alone, no browser.
    @Test(.enabled(if: CommandRunner.isAvailable("python3"), "needs python3"))
    func aPhonePairsOverHTTPSWithTheCodePrinted() throws {
        try run("https_pairing_scenario.py", screenshots: "ilgi-https-pairing")
    }

    /// Runs a scenario against the built binary; its screenshots are kept, the last run's, in
    /// the temporary folder's `screenshots`, for a person to look at.
    func run(_ scenario: String, screenshots: String) throws {
        let work = TemporaryDirectory("ilgi-serve-browser")
        let shots = FileManager.default.temporaryDirectory.appendingPathComponent(screenshots)
        try? FileManager.default.removeItem(at: shots)
        try FileManager.default.createDirectory(at: shots, withIntermediateDirectories: true)
        // Chromium leaves its singleton socket folder in TMPDIR: inside `work`, it goes with it.
        let temporary = work.appending("tmp")
        try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
        let result = try CommandRunner.run(
            "python3", [ServeBrowserTests.script(scenario), ServeBrowserTests.binary, work.path, shots.path],
            environment: ProcessInfo.processInfo.environment.merging(["TMPDIR": temporary.path]) { $1 }, timeout: 300)
        print("browser scenario output:\n\(result.stdout)\(result.stderr)")
        print("screenshots: \(shots.path)")
        #expect(result.succeeded, "\(result)")
    }
}
