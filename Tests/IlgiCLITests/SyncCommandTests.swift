import Foundation
import IlgiTestSupport
import Testing

extension Sandbox {
    /// Runs git in this sandbox's journal (plain git, as a person would).
    @discardableResult
    func git(_ arguments: String...) throws -> CommandResult {
        try CommandRunner.git(arguments, in: journal)
    }

    /// The files of a work tree (`.git` aside) with their contents, by path.
    static func files(in root: URL) throws -> [String: String] {
        var found: [String: String] = [:]
        let enumerator = FileManager.default.enumerator(atPath: root.path)
        while let path = enumerator?.nextObject() as? String {
            if path == ".git" {
                enumerator?.skipDescendants()
                continue
            }
            var isDirectory: ObjCBool = false
            _ = FileManager.default.fileExists(
                atPath: root.appendingPathComponent(path).path, isDirectory: &isDirectory)
            if !isDirectory.boolValue {
                found[path] = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
            }
        }
        return found
    }

    /// The commit HEAD points at in a repository.
    static func head(of repository: URL) throws -> String {
        try CommandRunner.git(["rev-parse", "HEAD"], in: repository).stdout.trimmingCharacters(
            in: .whitespacesAndNewlines)
    }
}

/// A value shared between the threads of a test, behind a lock.
final class UnsafeSendableBox<Value>: @unchecked Sendable {
    var value: Value
    let lock = NSLock()
    init(_ value: Value) { self.value = value }
}

/// A bare repository to sync with, in a folder of its own.
final class BareRemote: @unchecked Sendable {
    let folder = TemporaryDirectory("ilgi-remote")
    let url: URL

    init(name: String = "journal.git") throws {
        url = folder.appending(name)
        let result = try CommandRunner.git(["init", "-q", "--bare", "-b", "main", url.path], in: folder.url)
        #expect(result.succeeded, "\(result)")
    }

    func log() throws -> [String] {
        let result = try CommandRunner.git(["log", "--format=%s", "main"], in: url)
        return result.stdout.split(separator: "\n").map(String.init)
    }

    /// Installs a pre-receive hook (written by a child process, so no descriptor of this
    /// test process can make it "text file busy" when git runs it).
    func refusePushes(saying reason: String) throws {
        let hook = url.appendingPathComponent("hooks/pre-receive").path
        let script = "printf '#!/bin/sh\\necho \"%s\" >&2\\nexit 1\\n' \"$2\" > \"$1\" && chmod +x \"$1\""
        let result = try CommandRunner.run("/bin/sh", ["-c", script, "sh", hook, reason])
        #expect(result.succeeded, "\(result)")
    }

    func acceptPushes() throws {
        try FileManager.default.removeItem(at: url.appendingPathComponent("hooks/pre-receive"))
    }
}

@Suite struct RemoteCommandTests {
    @Test func remotesAreAddedListedAndRemoved() throws {
        let sandbox = Sandbox()
        let remote = try BareRemote()
        #expect(try sandbox.run("remote", "list").stderr.contains("No remotes yet"))

        let added = try sandbox.run("remote", "add", "origin", remote.url.path)
        #expect(added.status == 0, "\(added)")
        #expect(added.stderr.contains("Added remote origin"))
        for (name, url) in [
            ("file", "file://" + remote.url.path), ("daemon", "git://127.0.0.1:9418/journal.git"),
            ("ssh", "ssh://me@example.org:2222/srv/journal.git"), ("scp", "me@example.org:journal.git"),
            ("web", "https://example.org/me/journal.git"),
        ] {
            let result = try sandbox.run("remote", "add", name, url)
            #expect(result.status == 0, "\(result)")
        }
        let list = try sandbox.run("remote", "list")
        #expect(list.status == 0)
        #expect(
            list.stdout == """
                daemon  git://127.0.0.1:9418/journal.git
                file    file://\(remote.url.path)
                origin  \(remote.url.path)
                scp     me@example.org:journal.git
                ssh     ssh://me@example.org:2222/srv/journal.git
                web     https://example.org/me/journal.git

                """)
        // The same, through git itself.
        #expect(try sandbox.git("remote").stdout == "daemon\nfile\norigin\nscp\nssh\nweb\n")

        let removed = try sandbox.run("remote", "remove", "daemon")
        #expect(removed.status == 0)
        #expect(!(try sandbox.run("remote").stdout.contains("daemon")))
        try sandbox.expectHealthyJournal()
    }

    @Test func aRelativePathIsStoredAbsolute() throws {
        let sandbox = Sandbox()
        _ = try CommandRunner.git(["init", "-q", "--bare", "-b", "main", "backup.git"], in: sandbox.home.url)
        #expect(try sandbox.run("remote", "add", "backup", "backup.git").status == 0)
        #expect(try sandbox.run("remote", "list").stdout == "backup  \(sandbox.home.path)/backup.git\n")
    }

    @Test func aRelativePathSetWithGitIsReadFromTheJournalAsGitReadsIt() throws {
        let sandbox = Sandbox()
        _ = try CommandRunner.git(["init", "-q", "--bare", "-b", "main", "backup.git"], in: sandbox.home.url)
        let id = try sandbox.newEntry("Relative")
        // From ~/.local/share/ilgi, three folders up is HOME; ilgi runs in HOME.
        try sandbox.git("remote", "add", "origin", "../../../backup.git")
        let result = try sandbox.run("sync")
        #expect(result.status == 0, "\(result)")
        let log = try CommandRunner.git(["log", "--format=%s", "main"], in: sandbox.home.appending("backup.git"))
        #expect(log.stdout == "Add \(id.prefix(8)): Relative\n")
    }

    @Test func badNamesURLsDuplicatesAndUnknownRemotesAreUsageErrors() throws {
        let sandbox = Sandbox()
        let remote = try BareRemote()
        try sandbox.run("remote", "add", "origin", remote.url.path)
        let cases: [([String], String)] = [
            (["remote", "add", "origin", remote.url.path], "a remote named 'origin' already exists"),
            (["remote", "add", "has space", remote.url.path], "'has space' cannot be a remote name"),
            (["remote", "add", "x", "ftp://example.org/j.git"], "does not know the scheme 'ftp://'"),
            (["remote", "add", "x", "https://example.org"], "names no repository path"),
            (["remote", "add", "x", "ssh://example.org:70000/j.git"], "port is not between 1 and 65535"),
            (["remote", "add", "x", "/no/such/folder.git"], "there is no git repository at /no/such/folder.git"),
            (["remote", "remove", "nope"], "there is no remote named 'nope'; the remotes are: origin"),
            (["sync", "nope"], "there is no remote named 'nope'"),
        ]
        for (arguments, message) in cases {
            let result = try sandbox.run(arguments)
            #expect(result.status == 2, "\(arguments): \(result)")
            #expect(result.stderr.hasPrefix("ilgi: error: "), "\(arguments): \(result)")
            #expect(result.stderr.contains(message), "\(arguments): \(result)")
            #expect(result.stderr.split(separator: "\n").count == 1, "\(arguments): \(result)")
        }
        #expect(try sandbox.run("remote").stdout == "origin  \(remote.url.path)\n")
    }

    @Test func syncWithoutARemoteSaysHowToAddOne() throws {
        let sandbox = Sandbox()
        _ = try sandbox.newEntry("Alone")
        let result = try sandbox.run("sync")
        #expect(result.status == 1)
        #expect(
            result.stderr
                == "ilgi: error: the journal has no remote to sync with; add one with 'ilgi remote add origin URL'\n")
    }
}

@Suite struct SyncCommandTests {
    @Test func twoMachinesSyncThroughAFileURLRemote() throws {
        let remote = try BareRemote()
        let laptop = Sandbox()
        let desktop = Sandbox()
        let first = try laptop.newEntry("Beach", body: "We walked to the pier.")
        try laptop.run("remote", "add", "origin", "file://" + remote.url.path)
        let pushed = try laptop.run("sync")
        #expect(pushed.status == 0, "\(pushed)")
        #expect(pushed.stdout == "")
        #expect(pushed.stderr == "Sent 1 change to origin.\nFrom now on 'ilgi sync' uses origin (upstream of main).\n")
        #expect(try laptop.git("config", "branch.main.remote").stdout == "origin\n")
        #expect(try laptop.git("config", "branch.main.merge").stdout == "refs/heads/main\n")
        #expect(try laptop.run("remote").stdout == "origin  file://\(remote.url.path)  (upstream)\n")
        #expect(try remote.log() == ["Add \(first.prefix(8)): Beach"])

        try desktop.run("remote", "add", "origin", "file://" + remote.url.path)
        let received = try desktop.run("sync")
        #expect(received.status == 0, "\(received)")
        #expect(received.stderr.hasPrefix("Received 1 new entry.\n"))
        #expect(try desktop.run("show", first).stdout.contains("We walked to the pier."))

        let second = try desktop.newEntry("Rain", body: "Lost my umbrella.")
        #expect(try desktop.run("sync").status == 0)
        let back = try laptop.run("sync")
        #expect(back.status == 0, "\(back)")
        #expect(back.stderr == "Received 1 new entry.\n")
        #expect(try laptop.run("show", second).stdout.contains("Lost my umbrella."))
        #expect(try Sandbox.files(in: laptop.journal) == Sandbox.files(in: desktop.journal))
        #expect(try laptop.run("sync").stderr == "Already in sync with origin.\n")
        try laptop.expectHealthyJournal()
        try desktop.expectHealthyJournal()
    }

    @Test func aPlainGitCloneOnTheOtherSideEditsWithGitItself() throws {
        let remote = try BareRemote()
        let sandbox = Sandbox()
        try sandbox.git("config", "user.email", "me@laptop")
        let id = try sandbox.newEntry("Beach", body: "We walked to the pier.\nThe sea was calm.")
        try sandbox.run("remote", "add", "origin", remote.url.path)
        #expect(try sandbox.run("sync").status == 0)

        // Someone clones with git, edits the same line with sed, adds a README, pushes.
        let other = sandbox.home.appending("other")
        try CommandRunner.git(["clone", "-q", remote.url.path, other.path], in: sandbox.home.url)
        let path = try #require(sandbox.entryFiles().first)
        let bob = ["GIT_AUTHOR_EMAIL": "bob@desk", "GIT_COMMITTER_EMAIL": "bob@desk"]
        _ = try CommandRunner.run("sed", ["-i", "s/the pier/the lighthouse/", other.appendingPathComponent(path).path])
        try Data("# Our journal\n".utf8).write(to: other.appendingPathComponent("README.md"))
        try CommandRunner.git(["add", "-A"], in: other, environment: bob)
        try CommandRunner.git(["commit", "-q", "-m", "Bob's edits"], in: other, environment: bob)
        let push = try CommandRunner.git(["push", "-q"], in: other, environment: bob)
        #expect(push.succeeded, "\(push)")

        // Meanwhile the same line changes here.
        let editor = try sandbox.script("harbour", #"sed -i 's/the pier/the harbour/' "$1""#)
        #expect(try sandbox.run("edit", id, environment: ["EDITOR": editor]).status == 0)
        let sync = try sandbox.run("sync")
        #expect(sync.status == 0, "\(sync)")
        let warning = try #require(sync.stderr.split(separator: "\n").first)
        #expect(
            warning.hasPrefix(
                "ilgi: warning: \(id.prefix(8)) \"Beach\" was edited here and on bob@desk in the same place; yours stays, theirs is kept as "
            ))

        let list = try sandbox.run("list").stdout
        #expect(list.contains("Beach  We walked to the harbour."))
        #expect(list.contains("Beach (conflict from bob@desk, "))
        #expect(list.contains("We walked to the lighthouse."))
        #expect(try sandbox.log().first == "Merge 1 change from origin/main; kept both versions of 1 entry")
        #expect(FileManager.default.fileExists(atPath: sandbox.journal.appendingPathComponent("README.md").path))
        try sandbox.expectHealthyJournal()

        // git pull on the other side is a plain fast-forward to the same files.
        let pull = try CommandRunner.git(["pull", "-q", "--ff-only"], in: other, environment: bob)
        #expect(pull.succeeded, "\(pull)")
        #expect(try Sandbox.files(in: other) == Sandbox.files(in: sandbox.journal))
        #expect(try Sandbox.head(of: other) == Sandbox.head(of: sandbox.journal))
    }

    @Test func machinesSyncingAtTheSameMomentAllSucceedAndAgree() throws {
        let remote = try BareRemote()
        let machines = (0..<3).map { _ in Sandbox() }
        for (number, machine) in machines.enumerated() {
            try machine.run("remote", "add", "origin", remote.url.path)
            for entry in 0..<3 { _ = try machine.newEntry("Machine \(number), entry \(entry)") }
        }
        // All three push at once; the ones the remote refuses fetch, merge and try again.
        let results = UnsafeSendableBox([CommandResult?](repeating: nil, count: machines.count))
        DispatchQueue.concurrentPerform(iterations: machines.count) { number in
            let result = try? machines[number].run("sync")
            results.lock.withLock { results.value[number] = result }
        }
        for result in results.value {
            #expect(result?.status == 0, "\(String(describing: result))")
        }
        for machine in machines { #expect(try machine.run("sync").status == 0) }
        for machine in machines { #expect(try machine.run("sync").status == 0) }
        let files = try Sandbox.files(in: machines[0].journal)
        #expect(files.count == 9)
        for machine in machines {
            #expect(try Sandbox.files(in: machine.journal) == files)
            try machine.expectHealthyJournal()
        }
    }

    @Test func postSyncHooksRunOnceAfterASyncThatWorked() throws {
        let remote = try BareRemote()
        let sandbox = Sandbox()
        try sandbox.hook("post-sync", #"echo "$ILGI_EVENT in $(pwd) entry=[$ILGI_ENTRY_ID]" >> "$HOME/post-sync.log""#)
        _ = try sandbox.newEntry("Hooked")
        try sandbox.run("remote", "add", "origin", remote.url.path)
        #expect(try sandbox.run("sync").status == 0)
        let log = sandbox.home.appending("post-sync.log")
        #expect(try String(contentsOf: log, encoding: .utf8) == "post-sync in \(sandbox.journal.path) entry=[]\n")

        // A sync that fails runs no hook.
        try FileManager.default.removeItem(at: remote.url)
        #expect(try sandbox.run("sync").status == 1)
        #expect(try String(contentsOf: log, encoding: .utf8).split(separator: "\n").count == 1)
    }

    @Test func progressStaysOffWhenStandardErrorIsNotATerminal() throws {
        let remote = try BareRemote()
        let writer = Sandbox()
        for day in 1...20 { _ = try writer.newEntry("Day \(day)", body: String(repeating: "words ", count: 200)) }
        try writer.run("remote", "add", "origin", remote.url.path)
        #expect(try writer.run("sync").status == 0)
        let reader = Sandbox()
        try reader.run("remote", "add", "origin", remote.url.path)
        let result = try reader.run("sync")
        #expect(result.status == 0)
        #expect(!result.stderr.contains("\r"))
        #expect(!result.stderr.contains("Receiving"))
        #expect(result.stderr.hasPrefix("Received 20 new entries.\n"))
        #expect(try reader.run("sync", "--quiet").stderr == "")
    }
}

/// Sync over git:// with `git daemon --enable=receive-pack`, a real server on a loopback port.
@Suite(.enabled(if: CommandRunner.isAvailable("git"), "needs git for git daemon"))
struct GitDaemonSyncTests {
    @Test func syncOverGitProtocolAndARefusedPushIsAnError() throws {
        let remote = try BareRemote()
        let daemon = try GitDaemon(serving: remote.folder.url)
        defer { daemon.stop() }
        let first = Sandbox()
        let second = Sandbox()
        for sandbox in [first, second] {
            try sandbox.run("remote", "add", "origin", daemon.url("journal.git"))
        }
        _ = try first.newEntry("Over the wire")
        let pushed = try first.run("sync")
        #expect(pushed.status == 0, "\(pushed)\n\(daemon)")
        let received = try second.run("sync")
        #expect(received.status == 0, "\(received)")
        #expect(second.entryFiles() == first.entryFiles())

        // The server says no: an error, not a silent success, and nothing is lost.
        try remote.refusePushes(saying: "the journal is closed for the night")
        let kept = try first.newEntry("Written while the server says no")
        let before = try remote.log()
        let refused = try first.run("sync")
        #expect(refused.status == 1, "\(refused)")
        #expect(refused.stderr.hasPrefix("ilgi: error: origin refused to update refs/heads/main: "))
        #expect(refused.stderr.contains("(remote: the journal is closed for the night)"), "\(refused)")
        #expect(refused.stderr.split(separator: "\n").count == 1, "\(refused)")
        #expect(try remote.log() == before)
        #expect(try first.run("show", kept).status == 0)
        try first.expectHealthyJournal()

        // Once it says yes again, the next sync carries on.
        try remote.acceptPushes()
        let retried = try first.run("sync")
        #expect(retried.status == 0, "\(retried)")
        #expect(try remote.log().first == "Add \(kept.prefix(8)): Written while the server says no")
    }

    @Test func anUnreachableRemoteIsOneLineAndTheNextSyncSucceeds() throws {
        let remote = try BareRemote()
        // The daemon holds its port from the start but takes no connection until listen().
        let daemon = try GitDaemon(serving: remote.folder.url, listening: false)
        defer { daemon.stop() }
        let port = daemon.port
        let sandbox = Sandbox()
        let id = try sandbox.newEntry("Offline entry")
        try sandbox.run("remote", "add", "origin", "git://127.0.0.1:\(port)/journal.git")
        let head = try Sandbox.head(of: sandbox.journal)

        let offline = try sandbox.run("sync")
        #expect(offline.status == 1)
        #expect(offline.stderr.hasPrefix("ilgi: error: could not reach origin (git://127.0.0.1:\(port)/journal.git): "))
        #expect(offline.stderr.contains("your entries are safe in this journal"))
        #expect(offline.stderr.split(separator: "\n").count == 1, "\(offline)")
        #expect(try Sandbox.head(of: sandbox.journal) == head)
        try sandbox.expectHealthyJournal()

        try daemon.listen()
        let online = try sandbox.run("sync")
        #expect(online.status == 0, "\(online)")
        #expect(try remote.log() == ["Add \(id.prefix(8)): Offline entry"])
    }

    @Test func aRemotePathThatTheServerDoesNotHaveIsNamed() throws {
        let remote = try BareRemote()
        let daemon = try GitDaemon(serving: remote.folder.url)
        defer { daemon.stop() }
        let sandbox = Sandbox()
        _ = try sandbox.newEntry("Somewhere")
        try sandbox.run("remote", "add", "origin", daemon.url("missing.git"))
        let result = try sandbox.run("sync")
        #expect(result.status == 1)
        #expect(
            result.stderr.hasPrefix("ilgi: error: origin (\(daemon.url("missing.git"))) has no git repository there"))
        #expect(result.stderr.split(separator: "\n").count == 1, "\(result)")
    }
}

/// Progress on a real terminal: drawn on stderr while objects move, ending in 100%.
@Suite(.enabled(if: TerminalSession.isAvailable, "needs tmux"), .serialized)
struct SyncProgressTests {
    @Test func aTerminalSeesTransferProgress() throws {
        let remote = try BareRemote()
        let writer = Sandbox()
        for day in 1...30 {
            _ = try writer.newEntry("Day \(day)", body: String(repeating: "words and more words ", count: 100))
        }
        try writer.run("remote", "add", "origin", remote.url.path)
        #expect(try writer.run("sync").status == 0)

        let reader = Sandbox(["TERM": "xterm-256color"])
        try reader.run("remote", "add", "origin", remote.url.path)
        let command = "'" + Sandbox.binary + "' sync"
        let terminal = try TerminalSession(command, environment: reader.environment)
        #expect(try terminal.exitStatus() == 0)
        let screen = try terminal.screen()
        #expect(screen.contains("Receiving: 100%"), "\(screen)")
        #expect(screen.contains("Received 30 new entries."), "\(screen)")
    }
}

/// Sync over http with Basic authentication: `ILGI_GIT_TOKEN`, then the user's git credential
/// helper, and a bounded number of tries when nothing works.
@Suite(.enabled(if: GitHTTPServer.isAvailable, "needs python3 and git-http-backend"))
struct HTTPSyncTests {
    @Test func aTokenFromTheEnvironmentIsUsed() throws {
        let remote = try BareRemote()
        let server = try GitHTTPServer(serving: remote.folder.url, user: "me", password: "s3cret-token")
        defer { server.stop() }
        let sandbox = Sandbox(["ILGI_GIT_TOKEN": "s3cret-token", "ILGI_GIT_USERNAME": "me"])
        let id = try sandbox.newEntry("Over http")
        try sandbox.run("remote", "add", "origin", server.url("journal.git"))
        let result = try sandbox.run("sync")
        #expect(result.status == 0, "\(result)\n\(server.log)")
        #expect(try remote.log() == ["Add \(id.prefix(8)): Over http"])
    }

    @Test func theGitCredentialHelperIsAskedWhenTheTokenIsRefused() throws {
        let remote = try BareRemote()
        let server = try GitHTTPServer(serving: remote.folder.url, user: "me", password: "from-the-helper")
        defer { server.stop() }
        let sandbox = Sandbox(["ILGI_GIT_TOKEN": "stale-token"])
        _ = try sandbox.newEntry("Helped")
        try sandbox.home.write("http://me:from-the-helper@127.0.0.1:\(server.port)\n", to: "credentials")
        try sandbox.git("config", "credential.helper", "store --file \(sandbox.home.appending("credentials").path)")
        try sandbox.run("remote", "add", "origin", "http://me@127.0.0.1:\(server.port)/journal.git")
        let result = try sandbox.run("sync")
        #expect(result.status == 0, "\(result)\n\(server.log)")
        #expect(try remote.log().count == 1)
    }

    @Test func withNothingThatWorksItGivesUpAfterAFewTries() throws {
        let remote = try BareRemote()
        let server = try GitHTTPServer(serving: remote.folder.url, user: "me", password: "right")
        defer { server.stop() }
        let sandbox = Sandbox(["ILGI_GIT_TOKEN": "wrong"])
        let id = try sandbox.newEntry("Locked out")
        try sandbox.run("remote", "add", "origin", server.url("journal.git"))
        let started = Date()
        let result = try sandbox.run("sync")
        #expect(Date().timeIntervalSince(started) < 20)
        #expect(result.status == 1, "\(result)")
        #expect(
            result.stderr.hasPrefix(
                "ilgi: error: origin (\(server.url("journal.git"))) did not accept ilgi's credentials (tried ILGI_GIT_TOKEN, git credential helper;"
            ),
            "\(result)")
        #expect(result.stderr.split(separator: "\n").count == 1)
        // The first request without credentials, then the token: two refusals, and no loop.
        #expect((2...4).contains(server.refusals), "refused \(server.refusals) times")
        #expect(try sandbox.run("show", id).status == 0)
        #expect(try remote.log().isEmpty)
    }
}
