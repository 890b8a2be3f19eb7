import Foundation
import IlgiTestSupport
import Testing

/// `ilgi nudge` as a shell prompt runs it, and `--install` as a person sets it up.
struct NudgeCommandTests {
    @Test func itSpeaksOnceOnADayWithNothingWrittenAndOtherwiseSaysNothing() throws {
        let sandbox = Sandbox()
        let missing = try sandbox.run("nudge")
        #expect(missing.status == 0 && missing.stdout.isEmpty && missing.stderr.isEmpty, "\(missing)")
        #expect(!FileManager.default.fileExists(atPath: sandbox.journal.path), "nudge creates no journal")

        _ = try sandbox.newEntry("Two days ago", extra: ["--date", "2 days ago"])
        _ = try sandbox.newEntry("Yesterday", extra: ["--date", "yesterday"])
        let first = try sandbox.run("nudge")
        #expect(first.status == 0)
        #expect(first.stdout == "Nothing written today yet. 2-day streak: ilgi new\n", "\(first)")
        #expect(try sandbox.run("nudge").stdout.isEmpty, "once a day")
        try sandbox.expectHealthyJournal()

        let korean = Sandbox(["ILGI_LANG": "ko"])
        _ = try korean.newEntry("어제", extra: ["--date", "yesterday"])
        #expect(try korean.run("nudge").stdout == "오늘은 아직 쓴 일기가 없어요. 1일 연속으로 썼어요: ilgi new\n")

        let written = Sandbox()
        _ = try written.newEntry("Today")
        #expect(try written.run("nudge").stdout.isEmpty, "never on a day with an entry")

        // A clone still locked reads nothing: no reminder, and no error at every prompt.
        #expect(try sandbox.run("crypt", "init").succeeded)
        let clone = sandbox.home.appending("clone")
        try CommandRunner.git(["clone", "-q", sandbox.journal.path, clone.path], in: sandbox.home.url)
        let locked = try sandbox.run("--journal", clone.path, "nudge")
        #expect(locked.status == 0 && locked.stdout.isEmpty && locked.stderr.isEmpty, "\(locked)")
    }

    @Test func installMakesASystemdUserTimerOrPrintsTheCrontabLine() throws {
        let sandbox = Sandbox()
        let log = sandbox.home.appending("systemctl.log")
        try fakeProgram("systemctl", in: sandbox, "echo \"$*\" >> '\(log.path)'")
        let installed = try sandbox.run("nudge", "--install", "--at", "07:30")
        #expect(installed.status == 0, "\(installed)")
        #expect(installed.stderr.contains("A reminder at 07:30 on days with nothing written"))
        let units = sandbox.home.appending(".config/systemd/user")
        let timer = try String(contentsOf: units.appendingPathComponent("ilgi-nudge.timer"), encoding: .utf8)
        #expect(timer.contains("OnCalendar=*-*-* 07:30:00\nPersistent=true"))
        let service = try String(contentsOf: units.appendingPathComponent("ilgi-nudge.service"), encoding: .utf8)
        #expect(service.contains("\" \"--journal\" \"\(sandbox.journal.path)\" \"nudge\" \"--notify\"\n"), "\(service)")
        #expect(
            try String(contentsOf: log, encoding: .utf8)
                == "--user show-environment\n--user daemon-reload\n--user enable --now ilgi-nudge.timer\n")

        let noSystemd = Sandbox()
        try fakeProgram("systemctl", in: noSystemd, "echo 'Failed to connect to bus' >&2; exit 1")
        let printed = try noSystemd.run("nudge", "--install")
        #expect(printed.status == 0)
        #expect(printed.stdout.hasPrefix("0 20 * * * /") && printed.stdout.hasSuffix(" nudge --notify\n"), "\(printed)")
        #expect(printed.stderr == "No systemd user session here: add the line above to your crontab (crontab -e).\n")

        let bad = try sandbox.run("nudge", "--install", "--at", "25:00")
        #expect(bad.status == 2 && bad.stderr.hasPrefix("ilgi: error: '25:00' is not a time of day"), "\(bad)")
    }

    @Test func notifyShowsADesktopNotificationOrPrintsWhenThereIsNone() throws {
        let sandbox = Sandbox()
        _ = try sandbox.newEntry("Yesterday", extra: ["--date", "yesterday"])
        let log = sandbox.home.appending("notify.log")
        try fakeProgram("notify-send", in: sandbox, "printf '%s|' \"$@\" >> '\(log.path)'")
        let notified = try sandbox.run("nudge", "--notify")
        #expect(notified.status == 0 && notified.stdout.isEmpty, "\(notified)")
        #expect(
            try String(contentsOf: log, encoding: .utf8)
                == "--app-name=ilgi|ilgi|Nothing written today yet. 1-day streak: ilgi new|")

        let headless = Sandbox()
        _ = try headless.newEntry("Yesterday", extra: ["--date", "yesterday"])
        try fakeProgram("notify-send", in: headless, "echo 'Cannot autolaunch D-Bus' >&2; exit 1")
        let printed = try headless.run("nudge", "--notify")
        #expect(printed.stdout == "Nothing written today yet. 1-day streak: ilgi new\n" && printed.stderr.isEmpty)
    }

    /// An executable `name` first on the sandbox's PATH, running `body`; written by a child
    /// process, so no descriptor of this test process makes it "text file busy".
    private func fakeProgram(_ name: String, in sandbox: Sandbox, _ body: String) throws {
        let folder = sandbox.home.appending("fake-bin")
        let file = folder.appendingPathComponent(name).path
        let script = "mkdir -p \"$1\" && printf '#!/bin/sh\\n%s\\n' \"$3\" > \"$2\" && chmod +x \"$2\""
        #expect(try CommandRunner.run("/bin/sh", ["-c", script, "sh", folder.path, file, body]).succeeded)
        sandbox.environment["PATH"] = folder.path + ":" + (sandbox.environment["PATH"] ?? "/usr/bin:/bin")
    }
}
