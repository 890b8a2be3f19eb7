import Foundation
import IlgiTestSupport
import Testing

extension Sandbox {
    /// `~/.config/ilgi/hooks` of this sandbox.
    var hooks: URL { home.url.appendingPathComponent(".config/ilgi/hooks") }

    /// Writes an executable hook at `relativePath` below the hooks folder.
    func hook(_ relativePath: String, _ script: String) throws {
        try home.writeExecutable("#!/bin/sh\n" + script + "\n", to: ".config/ilgi/hooks/" + relativePath)
    }

    /// The text committed for the only entry.
    func committedEntry() throws -> String {
        let files = entryFiles()
        #expect(files.count == 1)
        return try CommandRunner.git(["show", "HEAD:" + (files.first ?? "")], in: journal).stdout
    }
}

@Suite struct HookCLITests {
    @Test func aHookThatSleepsForeverIsStoppedAndTheEntryIsSaved() throws {
        let sandbox = Sandbox()
        try sandbox.hook("post-create", "sleep 1000")
        try sandbox.run("config", "hooks.timeout", "1")
        // No bound on the time taken: an ilgi that did not stop the hook would never finish,
        // and the runner's own limit would end it with a status that fails below.
        let result = try sandbox.run("new", "Rainy Monday", "-m", "Lost my umbrella.")
        #expect(result.status == 0, "\(result)")
        #expect(result.stdout.count == 37)  // the id, and nothing from the hook
        #expect(
            result.stderr
                == "ilgi: warning: hook post-create did not finish within 1 s and was stopped (setting hooks.timeout); the entry was saved\n"
        )
        #expect(try sandbox.committedEntry().hasPrefix("Rainy Monday\n\nLost my umbrella.\n\nCreated: "))
        try sandbox.expectHealthyJournal()
    }

    @Test func aHookThatExitsOneIsAWarningAndTheEntryIsSaved() throws {
        let sandbox = Sandbox()
        try sandbox.hook("post-create.d/broken", "echo 'something broke' >&2; exit 1")
        let result = try sandbox.run("new", stdin: "비 오는 날\n\n우산을 잃어버렸다.\n")
        #expect(result.status == 0, "\(result)")
        #expect(
            result.stderr
                == "something broke\nilgi: warning: hook post-create.d/broken failed (exit status 1); the entry was saved\n"
        )
        #expect(try sandbox.committedEntry().hasPrefix("비 오는 날\n\n우산을 잃어버렸다.\n\nCreated: "))
        try sandbox.expectHealthyJournal()
    }

    @Test func aHookThatDeletesTheFileCostsNothing() throws {
        let sandbox = Sandbox()
        try sandbox.hook("post-create", #"rm -f "$ILGI_ENTRY_PATH""#)
        let result = try sandbox.run("new", "Keep me", "-m", "Every word.")
        #expect(result.status == 0, "\(result)")
        #expect(
            result.stderr.contains(
                "hook post-create deleted the entry's file; its changes were undone and the entry was saved as you wrote it"
            ))
        #expect(try sandbox.committedEntry().hasPrefix("Keep me\n\nEvery word.\n\nCreated: "))
        try sandbox.expectHealthyJournal()
    }

    @Test func theWarningSpeaksKorean() throws {
        let sandbox = Sandbox(["LANG": "ko_KR.UTF-8"])
        try sandbox.hook("post-create", "exit 2")
        let result = try sandbox.run("new", "제목")
        #expect(result.stderr == "ilgi: 경고: 훅 post-create이(가) 실패했어요 (종료 상태 2). 일기는 저장했어요\n")
    }

    @Test func hooksNeverComeFromTheJournal() throws {
        let sandbox = Sandbox()
        _ = try sandbox.newEntry("First")
        // A hooks folder committed to the journal (say, by a remote) is just files.
        let planted = TemporaryDirectory("ilgi-planted")
        let marker = planted.appending("ran")
        for folder in [".ilgi/hooks", "hooks", ".config/ilgi/hooks"] {
            let url = sandbox.journal.appendingPathComponent(folder + "/post-create")
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("#!/bin/sh\ntouch \(marker.path)\n".utf8).write(to: url)
            chmod(url.path, 0o755)
        }
        try sandbox.run("new", "Second")
        #expect(!FileManager.default.fileExists(atPath: marker.path))
    }

    @Test func listShowsEachHookAndWhetherItCanRun() throws {
        let sandbox = Sandbox()
        let empty = try sandbox.run("hooks", "list")
        #expect(empty.status == 0)
        #expect(empty.stderr.contains("No hooks in \(sandbox.hooks.path)"))
        try sandbox.hook("post-save", "true")
        try sandbox.hook("post-create.d/weather", "true")
        try sandbox.home.write("#!/bin/sh\n", to: ".config/ilgi/hooks/post-sync")
        let result = try sandbox.run("hooks")
        #expect(result.status == 0)
        #expect(
            result.stdout == """
                post-create  \(sandbox.hooks.path)/post-create.d/weather
                post-save    \(sandbox.hooks.path)/post-save
                post-sync    \(sandbox.hooks.path)/post-sync  (not executable)

                """)
    }

    @Test func installCopiesTheWeatherHookFromTheSourceTree() throws {
        let sandbox = Sandbox()
        let result = try sandbox.run("hooks", "install", "weather")
        #expect(result.status == 0, "\(result)")
        let installed = sandbox.hooks.appendingPathComponent("post-create.d/weather")
        #expect(result.stderr.hasPrefix("Installed the weather hook as \(installed.path).\n"))
        #expect(result.stderr.contains("ilgi config weather.location"))
        #expect(FileManager.default.isExecutableFile(atPath: installed.path))
        let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
            "../../hooks/weather")
        #expect(try Data(contentsOf: installed) == Data(contentsOf: source))
        #expect(
            try sandbox.run("hooks", "install", "weather").stderr.hasPrefix("The weather hook is already installed"))
        try Data("#!/bin/sh\n# mine\n".utf8).write(to: installed)
        let refused = try sandbox.run("hooks", "install", "weather")
        #expect(refused.status == 1)
        #expect(refused.stderr.contains("--force"))
        #expect(try sandbox.run("hooks", "install", "weather", "--force").status == 0)
        let unknown = try sandbox.run("hooks", "install", "sunshine")
        #expect(unknown.status == 2)
        #expect(unknown.stderr == "ilgi: error: there is no hook called 'sunshine' to install; ilgi ships: weather\n")
    }

    @Test func runTriesTheHooksOfOneEvent() throws {
        let sandbox = Sandbox()
        let id = try sandbox.newEntry("Old entry")
        try sandbox.hook("post-create", #"printf 'Mood: hook\n' >> "$ILGI_ENTRY_PATH""#)
        let result = try sandbox.run("hooks", "run", "post-create", String(id.prefix(8)))
        #expect(result.status == 0, "\(result)")
        #expect(result.stderr.contains("Saved what the hooks added to \(id.prefix(8)): Old entry"))
        #expect(try sandbox.committedEntry().hasSuffix("Mood: hook\n"))
        #expect(try sandbox.log().first == "Edit \(id.prefix(8)): Old entry")

        try sandbox.hook("post-sync", "exit 4")
        let failing = try sandbox.run("hooks", "run", "post-sync")
        #expect(failing.status == 1)
        #expect(
            failing.stderr == "ilgi: warning: hook post-sync failed (exit status 4)\nRan 1 post-sync hook; 1 failed.\n")

        let noEntry = try sandbox.run("hooks", "run", "post-save")
        #expect(noEntry.status == 2)
        #expect(noEntry.stderr.contains("give its id: ilgi hooks run post-save ID"))
        let badEvent = try sandbox.run("hooks", "run", "pre-commit", id)
        #expect(badEvent.status == 2)
        #expect(
            badEvent.stderr
                == "ilgi: error: 'pre-commit' is not a hook event; use post-create, post-save or post-sync\n")
        try sandbox.expectHealthyJournal()
    }
}

@Suite struct ConfigCLITests {
    @Test func setReadListAndUnset() throws {
        let sandbox = Sandbox()
        try sandbox.removeUserGitConfig()
        #expect(try sandbox.run("config", "weather.location", "Seoul").status == 0)
        #expect(try sandbox.run("config", "weather.location").stdout == "Seoul\n")
        #expect(try sandbox.run("config", "hooks.timeout").stdout == "5\n")  // the default
        try sandbox.run("config", "weather.apikey", "0123456789abcdef")
        let list = try sandbox.run("config", "--list")
        #expect(list.stdout == "weather.location=Seoul\nweather.apikey=************cdef\n")
        #expect(try sandbox.run("config", "weather.apikey").stdout == "0123456789abcdef\n")
        #expect(try sandbox.run("config", "--unset", "weather.location").status == 0)
        let unsetValue = try sandbox.run("config", "weather.location")
        #expect(unsetValue.status == 1)
        #expect(unsetValue.stdout == "")
        // Kept in the journal's git config, so never committed or synced.
        let stored = try CommandRunner.git(["config", "--local", "--get-regexp", "^ilgi\\."], in: sandbox.journal)
            .stdout
        #expect(stored == "ilgi.weather.apikey 0123456789abcdef\n")
        try sandbox.expectHealthyJournal()
        #expect(try sandbox.log().isEmpty)
    }

    @Test func unknownKeysAndBadValuesAreUsageErrors() throws {
        let sandbox = Sandbox()
        try sandbox.removeUserGitConfig()
        #expect(try sandbox.run("config", "sync.auto", "maybe").status == 2)
        #expect(try sandbox.run("config", "sync.interval", "10x").status == 2)
        #expect(try sandbox.run("config", "sync.interval", "2d").status == 2)
        #expect(try sandbox.run("config", "sync.interval", "90").stdout == "")
        #expect(try sandbox.run("config", "sync.interval").stdout == "90s\n")
        #expect(try sandbox.run("config", "sync.auto", "no").status == 0)
        #expect(try sandbox.run("config", "sync.auto").stdout == "off\n")
        #expect(try sandbox.run("config", "--unset", "sync.auto").status == 0)
        #expect(try sandbox.run("config", "--unset", "sync.interval").status == 0)
        let unknown = try sandbox.run("config", "weather.locaton", "Seoul")
        #expect(unknown.status == 2)
        #expect(
            unknown.stderr
                == "ilgi: error: 'weather.locaton' is not a setting; did you mean 'weather.location'? (see: ilgi config --list)\n"
        )
        let bad = try sandbox.run("config", "hooks.timeout", "forever")
        #expect(bad.status == 2)
        #expect(
            bad.stderr
                == "ilgi: error: 'forever' is not a valid value for hooks.timeout; use a number of seconds above 0 and at most 600, like 5 or 2.5\n"
        )
        let badPlace = try sandbox.run("config", "weather.location", "100,200")
        #expect(badPlace.status == 2)
        #expect(try sandbox.run("config").status == 2)
        #expect(try sandbox.run("config", "--list", "hooks.timeout").status == 2)
        #expect(try sandbox.run("config", "--list").stdout == "")
    }
}
