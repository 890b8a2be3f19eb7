import Foundation
import IlgiCore
import IlgiEntry
import IlgiJournalTestSupport
import IlgiTestSupport
import Synchronization
import Testing

/// A counter a clock closure may share: 1, 2, 3 …
final class Ticks: Sendable {
    private let count = Mutex(0)
    func next() -> Int {
        count.withLock {
            $0 += 1; return $0
        }
    }
}

/// Collects the warnings a journal's hook runner reports.
final class WarningLog: @unchecked Sendable {
    private let lock = NSLock()
    private var items: [HookWarning] = []
    func append(_ warning: HookWarning) { lock.withLock { items.append(warning) } }
    var all: [HookWarning] { lock.withLock { items } }
}

/// A journal with a hooks folder holding `hooks` (relative path → script), run with a timeout
/// of `timeout` seconds.
func withHooks(
    _ hooks: [String: String], timeout: String? = nil,
    _ body: (TemporaryDirectory, Journal, WarningLog, TemporaryDirectory) throws -> Void
) throws {
    let hookFolder = TemporaryDirectory("ilgi-hooks")
    for (path, script) in hooks { try hookFolder.writeExecutable(script, to: path) }
    let log = WarningLog()
    try withJournal { folder, journal in
        journal.hooks = HookRunner(
            directory: hookFolder.url, environment: ProcessInfo.processInfo.environment,
            output: open("/dev/null", O_WRONLY | O_CLOEXEC),
            warn: { log.append($0) })
        if let timeout { try Settings(journal: journal).set("hooks.timeout", to: timeout) }
        try body(folder, journal, log, hookFolder)
    }
}

/// What `create` committed for `entry`: the file in HEAD.
func committedText(_ folder: TemporaryDirectory, _ entry: Entry) throws -> String {
    try CommandRunner.git(["show", "HEAD:" + entry.path], in: folder.url).stdout
}

@Suite struct HookTests {
    let text = "Rainy Monday\n\nLost my umbrella. @work\n"

    @Test func aPostCreateHookThatAddsATrailerHasItCommitted() throws {
        let hook = """
            #!/bin/sh
            printf 'Weather: 10d\\n' >> "$ILGI_ENTRY_PATH"
            """
        try withHooks(["post-create": hook]) { folder, journal, log, _ in
            let entry = try savedEntry(journal.create(text: text))
            #expect(entry.weather?.code == "10d")
            let committed = try committedText(folder, entry)
            #expect(committed.hasPrefix(text + "\nCreated: "))
            #expect(committed.hasSuffix("\nWeather: 10d\n"))
            #expect(log.all.isEmpty)
            #expect(try GitChecks.status(folder.url) == "")
            #expect(try GitChecks.log(folder.url) == ["Add \(entry.id.short): Rainy Monday"])
        }
    }

    @Test func hooksGetTheEntryTheJournalAndTheEventAndRunInTheJournal() throws {
        let record = TemporaryDirectory("ilgi-record")
        let hook = """
            #!/bin/sh
            {
              echo "event=$ILGI_EVENT"
              echo "journal=$ILGI_JOURNAL"
              echo "id=$ILGI_ENTRY_ID"
              echo "path=$ILGI_ENTRY_PATH"
              echo "cwd=$(pwd -P)"
            } > "\(record.path)/$ILGI_EVENT"
            """
        try withHooks(["post-create": hook, "post-save": hook]) { folder, journal, _, _ in
            let entry = try savedEntry(journal.create(text: text))
            let root = folder.url.resolvingSymlinksInPath().path
            for event in ["post-create", "post-save"] {
                let lines = try String(contentsOf: record.appending(event), encoding: .utf8)
                    .split(separator: "\n").map(String.init)
                #expect(lines.contains("event=\(event)"))
                #expect(lines.contains("id=\(entry.id.uuid)"))
                #expect(lines.contains("path=\(journal.root.appendingPathComponent(entry.path).path)"))
                #expect(lines.contains("cwd=\(root)"))
                #expect(lines.contains { $0.hasPrefix("journal=") && $0.hasSuffix(folder.url.lastPathComponent) })
            }
        }
    }

    @Test func hooksInTheFolderRunInNameOrderAfterTheSingleHook() throws {
        let append = { (line: String) in "#!/bin/sh\nprintf '\(line)\\n' >> \"$ILGI_ENTRY_PATH\"\n" }
        try withHooks([
            "post-create": append("Mood: single"),
            "post-create.d/20-second": append("Location: second"),
            "post-create.d/10-first": append("Weather: 01d"),
            "post-create.d/30-backup~": append("Ignored: yes"),
            "post-create.d/.hidden": append("Ignored: yes"),
        ]) { folder, journal, log, hooks in
            #expect(
                HookRunner(directory: hooks.url, environment: [:]).hooks(for: .postCreate).map(\.name) == [
                    "post-create", "post-create.d/10-first", "post-create.d/20-second",
                ])
            let entry = try savedEntry(journal.create(text: text))
            #expect(entry.document.trailers.map(\.key) == ["Created", "Mood", "Weather", "Location"])
            #expect(log.all.isEmpty)
            #expect(try committedText(folder, entry) == entry.document.rendered())
        }
    }

    @Test func aHookThatFailsCostsNothingAndItsChangesAreUndone() throws {
        let hook = """
            #!/bin/sh
            printf 'half-written garbage' >> "$ILGI_ENTRY_PATH"
            exit 1
            """
        try withHooks(["post-create": hook]) { folder, journal, log, _ in
            let entry = try savedEntry(journal.create(text: text))
            #expect(try committedText(folder, entry).hasPrefix(text + "\nCreated: "))
            #expect(entry.document.trailers.map(\.key) == ["Created"])
            #expect(
                log.all == [
                    HookWarning(hook: "post-create", event: .postCreate, problem: .exited(1), textRestored: true)
                ])
            #expect(
                log.all[0].message.text(in: .english)
                    == "hook post-create failed (exit status 1); its changes were undone and the entry was saved as you wrote it"
            )
            #expect(try GitChecks.status(folder.url) == "")
        }
    }

    @Test func aHookThatHangsIsKilledWithEverythingItStartedAndTheEntryIsSaved() throws {
        let pidFolder = TemporaryDirectory("ilgi-pid")
        let pidFile = pidFolder.appending("sleep.pid")
        let hook = """
            #!/bin/sh
            sleep 1000 &
            echo $! > "\(pidFile.path)"
            printf 'Weather: 01d\\n' >> "$ILGI_ENTRY_PATH"
            wait
            """
        try withHooks(["post-create": hook], timeout: "0.5") { folder, journal, log, _ in
            // Time stands still until the hook has started its sleep, then each look at the
            // clock finds a second gone: the timeout is the clock's to decide, not the
            // machine's load. (A clock that stopped again at one second never passed a
            // deadline set after the hook had already written its pid.)
            let seconds = Ticks()
            journal.hooks?.clock = HookClock {
                let written = (try? String(contentsOf: pidFile, encoding: .utf8)).map { $0.hasSuffix("\n") } ?? false
                return written ? .seconds(seconds.next()) : .zero
            }
            let entry = try savedEntry(journal.create(text: text))
            #expect(try committedText(folder, entry).hasPrefix(text + "\nCreated: "))
            #expect(entry.weather == nil)
            #expect(log.all.map(\.problem) == [.timedOut(.milliseconds(500))])
            #expect(
                log.all[0].message.text(in: .english).hasPrefix(
                    "hook post-create did not finish within 0.5 s and was stopped"))
            let sleeper = try #require(
                pid_t(String(contentsOf: pidFile, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)))
            // The kernel may take a moment to take the killed sleep away.
            let deadline = Date().addingTimeInterval(2)
            while processIsRunning(sleeper), Date() < deadline { usleep(10_000) }
            #expect(!processIsRunning(sleeper), "the hook's sleep \(sleeper) survived")
            #expect(try GitChecks.status(folder.url) == "")
        }
    }

    @Test(arguments: [
        ("rm -f \"$ILGI_ENTRY_PATH\"", HookWarning.Problem.deletedFile),
        ("rm -rf \"$(dirname \"$ILGI_ENTRY_PATH\")\"", .deletedFile),
        (": > \"$ILGI_ENTRY_PATH\"", .emptiedFile),
        ("printf 'Title\\n\\n\\377\\376 broken\\n' > \"$ILGI_ENTRY_PATH\"", .notUTF8),
        ("printf 'Another title\\n\\nOther text\\n\\nWeather: 01d\\n' > \"$ILGI_ENTRY_PATH\"", .changedText),
        ("sed -i 's/umbrella/hat/' \"$ILGI_ENTRY_PATH\"", .changedText),
        ("rm \"$ILGI_ENTRY_PATH\"; mkdir \"$ILGI_ENTRY_PATH\"", .replacedFile),
        ("rm \"$ILGI_ENTRY_PATH\"; ln -s /etc/hostname \"$ILGI_ENTRY_PATH\"", .replacedFile),
    ])
    func aHookThatDamagesTheFileNeverCostsTheEntry(command: String, problem: HookWarning.Problem) throws {
        try withHooks(["post-create": "#!/bin/sh\n\(command)\n"]) { folder, journal, log, _ in
            let entry = try savedEntry(journal.create(text: text))
            let onDisk = try String(contentsOf: folder.appending(entry.path), encoding: .utf8)
            #expect(onDisk.hasPrefix(text + "\nCreated: "))
            #expect(try committedText(folder, entry) == onDisk)
            #expect(
                log.all == [HookWarning(hook: "post-create", event: .postCreate, problem: problem, textRestored: true)])
            #expect(try GitChecks.status(folder.url) == "")
            #expect(try GitChecks.fsck(folder.url).succeeded)
        }
    }

    @Test func aHookMayNotMoveTheCreatedTrailer() throws {
        let hook = """
            #!/bin/sh
            sed -i 's/^Created: .*/Created: 1999-01-01T00:00:00+00:00/' "$ILGI_ENTRY_PATH"
            printf 'Weather: 13n\\n' >> "$ILGI_ENTRY_PATH"
            """
        try withHooks(["post-create": hook]) { folder, journal, log, _ in
            let created = try #require(Timestamp(iso8601: "2026-11-22T15:45:00+09:00"))
            let entry = try savedEntry(journal.create(text: text, created: created))
            #expect(entry.document.trailer("Created") == "2026-11-22T15:45:00+09:00")
            #expect(entry.weather?.code == "13n")
            #expect(try committedText(folder, entry) == entry.document.rendered())
            #expect(log.all.isEmpty)
        }
    }

    @Test func aHookThatIsNotExecutableIsSkippedWithAWarning() throws {
        try withHooks([:]) { folder, journal, log, hooks in
            try hooks.write("#!/bin/sh\nexit 0\n", to: "post-create")
            let entry = try savedEntry(journal.create(text: text))
            #expect(try committedText(folder, entry).hasPrefix(text))
            #expect(log.all.map(\.problem) == [.notExecutable(path: hooks.appending("post-create").path)])
            #expect(log.all[0].message.text(in: .english).contains("chmod +x"))
        }
    }

    @Test func postSaveRunsAfterEachCommit() throws {
        let record = TemporaryDirectory("ilgi-record")
        let hook = """
            #!/bin/sh
            git log -1 --format=%s >> "\(record.path)/log"
            """
        try withHooks(["post-save": hook]) { _, journal, log, _ in
            let entry = try savedEntry(journal.create(text: "First\n"))
            let edited = try savedEntry(journal.update(entry, text: "First, edited\n"))
            _ = try journal.update(edited, text: edited.document.rendered())  // unchanged: no commit, no hook
            try journal.delete(edited)
            let seen = try String(contentsOf: record.appending("log"), encoding: .utf8)
            let short = entry.id.short
            #expect(seen == "Add \(short): First\nEdit \(short): First, edited\nDelete \(short): First, edited\n")
            #expect(log.all.isEmpty)
        }
    }

    @Test func aFailingPostSaveHookIsAWarningAndTheCommitStands() throws {
        try withHooks(["post-save": "#!/bin/sh\nexit 3\n"]) { folder, journal, log, _ in
            _ = try savedEntry(journal.create(text: text))
            #expect(try GitChecks.log(folder.url).count == 1)
            #expect(
                log.all == [HookWarning(hook: "post-save", event: .postSave, problem: .exited(3), textRestored: false)])
            #expect(log.all[0].message.text(in: .english) == "hook post-save failed (exit status 3)")
        }
    }

    @Test func postSyncHooksRunWithoutAnEntry() throws {
        let record = TemporaryDirectory("ilgi-record")
        let hook = """
            #!/bin/sh
            echo "event=$ILGI_EVENT id=${ILGI_ENTRY_ID-unset} path=${ILGI_ENTRY_PATH-unset}" > "\(record.path)/sync"
            """
        try withHooks(["post-sync.d/notify": hook]) { _, journal, _, _ in
            #expect(journal.runHooks(.postSync).isEmpty)
            let seen = try String(contentsOf: record.appending("sync"), encoding: .utf8)
            #expect(seen == "event=post-sync id=unset path=unset\n")
        }
    }

    @Test func rerunningPostCreateHooksSavesWhatTheyAddAsAnEdit() throws {
        let hook = """
            #!/bin/sh
            git interpret-trailers --in-place --no-divider --if-exists replace --trailer "Weather: 50d" "$ILGI_ENTRY_PATH"
            """
        try withHooks([:]) { folder, journal, log, hooks in
            let entry = try savedEntry(journal.create(text: text))
            try hooks.writeExecutable(hook, to: "post-create")
            let result = try journal.rerunPostCreateHooks(on: entry)
            let updated = try savedEntry(result.outcome)
            #expect(updated.weather?.code == "50d")
            #expect(
                try GitChecks.log(folder.url) == [
                    "Edit \(entry.id.short): Rainy Monday", "Add \(entry.id.short): Rainy Monday",
                ])
            // Running again changes nothing.
            guard case .unchanged = try journal.rerunPostCreateHooks(on: updated).outcome else {
                Issue.record("expected no change")
                return
            }
            #expect(log.all.isEmpty)
            #expect(try GitChecks.status(folder.url) == "")
        }
    }

    @Test func withoutARunnerNoHookRuns() throws {
        try withJournal { folder, journal in
            #expect(journal.hooks == nil)
            _ = try savedEntry(journal.create(text: text))
            #expect(try GitChecks.log(folder.url).count == 1)
        }
    }

    @Test func theHooksFolderFollowsXDGConfigHome() {
        #expect(
            HookRunner.directory(environment: ["XDG_CONFIG_HOME": "/x/config", "HOME": "/h"]).path
                == "/x/config/ilgi/hooks")
        #expect(
            HookRunner.directory(environment: ["XDG_CONFIG_HOME": "relative", "HOME": "/h"]).path
                == "/h/.config/ilgi/hooks")
        #expect(HookRunner.directory(environment: ["HOME": "/h"]).path == "/h/.config/ilgi/hooks")
    }
}
