import Foundation
import IlgiTestSupport
import Testing

/// Issue 37: syncs that happen by themselves, and what the next command says of them.
@Suite struct AutoSyncTests {
    /// A journal with one entry, synced with a bare remote, saves syncing by themselves.
    static func syncedJournal() throws -> (BareRemote, Sandbox) {
        let remote = try BareRemote()
        let sandbox = Sandbox()
        _ = try sandbox.newEntry("First", body: "one")
        #expect(try sandbox.run("remote", "add", "origin", remote.url.path).status == 0)
        #expect(try sandbox.run("sync").status == 0)
        try sandbox.enableAutoSync()
        return (remote, sandbox)
    }

    /// Waits for the remote's log to reach `count` commits: the background sync is a process
    /// of its own, so there is nothing to join. Bounded only so a broken build fails rather
    /// than hangs (a liveness bound, not a speed one).
    static func waitForRemote(_ remote: BareRemote, commits count: Int) throws -> [String] {
        for _ in 0..<1200 {
            let log = try remote.log()
            if log.count >= count { return log }
            usleep(100_000)
        }
        return try remote.log()
    }

    @Test func aSaveReachesTheRemoteWithoutASyncCommandAndTheCommandDoesNotWaitForIt() throws {
        let (remote, sandbox) = try Self.syncedJournal()
        let saved = try sandbox.run("new", "Second", "-m", "two")
        #expect(saved.status == 0 && saved.stderr.isEmpty, "\(saved)")
        let log = try Self.waitForRemote(remote, commits: 2)
        #expect(log.first?.hasSuffix("Second") == true, "\(log)")
        let status = try sandbox.run("status", "--json")
        #expect(status.stdout.contains(#""unsent" : 0"#), "\(status)")
        #expect(status.stdout.contains(#""autoSync" : true"#), "\(status)")
    }

    @Test func withAutoSyncOffASaveStaysHereAndStatusCountsIt() throws {
        let (remote, sandbox) = try Self.syncedJournal()
        #expect(try sandbox.run("config", "sync.auto", "off").status == 0)
        _ = try sandbox.newEntry("Kept here")
        let status = try sandbox.run("status")
        #expect(status.stdout.contains("Not sent yet   1 save"), "\(status)")
        #expect(status.stdout.contains("Auto-sync      off"), "\(status)")
        #expect(try remote.log().count == 1)
    }

    @Test func anUnreachableRemoteIsSaidOnceByTheNextCommandAndTriedAgainOnlyAfterAWait() throws {
        let (remote, sandbox) = try Self.syncedJournal()
        #expect(try sandbox.run("config", "sync.auto", "off").status == 0)
        _ = try sandbox.newEntry("Offline words")
        let away = remote.folder.appending("away.git")
        try FileManager.default.moveItem(at: remote.url, to: away)

        // What a save starts, run here so the test knows when it is over.
        let background = try sandbox.run("sync", "--background")
        #expect(background.status == 0 && background.stdout.isEmpty && background.stderr.isEmpty, "\(background)")
        let first = try sandbox.run("list")
        #expect(first.stderr.contains("1 save not sent yet: origin unreachable since "), "\(first)")
        #expect(first.stdout.contains("Offline words"))
        let second = try sandbox.run("list")
        #expect(second.stderr.isEmpty, "said once: \(second)")

        let ledger = sandbox.journal.appendingPathComponent(".git/ilgi/sync-state.json")
        let before = try String(contentsOf: ledger, encoding: .utf8)
        #expect(try sandbox.run("sync", "--background").status == 0)
        #expect(try String(contentsOf: ledger, encoding: .utf8) == before, "within the wait, no new try")

        let status = try sandbox.run("status", "--json")
        #expect(status.stdout.contains(#""unreachableSince" : "#), "\(status)")
        #expect(status.stdout.contains(#""unsent" : 1"#), "\(status)")

        // Back online, a sync by hand sends it and the failure is forgotten.
        try FileManager.default.moveItem(at: away, to: remote.url)
        #expect(try sandbox.run("sync").status == 0)
        #expect(try remote.log().first?.hasSuffix("Offline words") == true)
        let after = try sandbox.run("status", "--json")
        #expect(!after.stdout.contains("unreachableSince") && after.stdout.contains(#""unsent" : 0"#), "\(after)")
    }

    @Test func aConflictKeptByABackgroundSyncIsNamedOnTheNextCommand() throws {
        let (remote, sandbox) = try Self.syncedJournal()
        #expect(try sandbox.run("config", "sync.auto", "off").status == 0)
        let id = try sandbox.newEntry("Beach", body: "We walked to the pier.")
        #expect(try sandbox.run("sync").status == 0)
        let other = sandbox.home.appending("other")
        try CommandRunner.git(["clone", "-q", remote.url.path, other.path], in: sandbox.home.url)
        let path = try #require(sandbox.entryFiles().first { $0.contains(String(id.prefix(8))) })
        _ = try CommandRunner.run("sed", ["-i", "s/the pier/the lighthouse/", other.appendingPathComponent(path).path])
        try CommandRunner.git(["commit", "-qam", "Elsewhere"], in: other)
        #expect(try CommandRunner.git(["push", "-q"], in: other).succeeded)
        let editor = try sandbox.script("harbour", #"sed -i 's/the pier/the harbour/' "$1""#)
        #expect(try sandbox.run("edit", id, environment: ["EDITOR": editor]).status == 0)

        #expect(try sandbox.run("sync", "--background").stderr.isEmpty)
        let next = try sandbox.run("list")
        #expect(
            next.stderr.contains("a sync in the background kept both versions of an entry, theirs as 20"), "\(next)")
        #expect(try sandbox.run("list").stderr.isEmpty, "named once")
        let status = try sandbox.run("status")
        #expect(status.stdout.contains("Conflicts kept"), "\(status)")
    }

    @Test func aBackgroundSyncStoppedByAMassDeletionIsSaidOnTheNextCommand() throws {
        let remote = try BareRemote()
        let sandbox = Sandbox()
        for number in 1...12 { _ = try sandbox.newEntry("Entry \(number)") }
        #expect(try sandbox.run("remote", "add", "origin", remote.url.path).status == 0)
        #expect(try sandbox.run("sync").status == 0)
        let other = sandbox.home.appending("other")
        try CommandRunner.git(["clone", "-q", remote.url.path, other.path], in: sandbox.home.url)
        try CommandRunner.git(["rm", "-rq", "20*"], in: other)
        try CommandRunner.git(["commit", "-qm", "Clean"], in: other)
        #expect(try CommandRunner.git(["push", "-q"], in: other).succeeded)

        #expect(try sandbox.run("sync", "--background").stderr.isEmpty)
        let next = try sandbox.run("list")
        #expect(next.stderr.contains("a sync in the background with origin failed: sync stopped"), "\(next)")
        #expect(next.stdout.contains("Entry 12"), "nothing was removed")
        #expect(try sandbox.run("list").stderr.isEmpty, "said once")
    }

    @Test func savesWhileABackgroundSyncRunsMakeOneMoreSync() throws {
        // The second background sync finds the first's lock taken and leaves it a mark.
        let (remote, sandbox) = try Self.syncedJournal()
        #expect(try sandbox.run("config", "sync.auto", "off").status == 0)
        let lock = sandbox.journal.appendingPathComponent(".git/ilgi/background-sync")
        let held = try FileLock(lock)
        _ = try sandbox.newEntry("While one runs")
        #expect(try sandbox.run("sync", "--background").status == 0)
        let mark = sandbox.journal.appendingPathComponent(".git/ilgi/sync-again")
        #expect(FileManager.default.fileExists(atPath: mark.path))
        #expect(try remote.log().count == 1, "the holder syncs, not this one")
        held.release()
        #expect(try sandbox.run("sync", "--background").status == 0)
        #expect(!FileManager.default.fileExists(atPath: mark.path))
        #expect(try remote.log().count == 2)
    }

    @Test func installWithoutSystemdPrintsTheCrontabLine() throws {
        let sandbox = Sandbox(["PATH": "/nonexistent"])
        let every = try sandbox.run("sync", "--install", "--every", "1h")
        #expect(every.status == 0, "\(every)")
        #expect(every.stdout.hasPrefix("0 */1 * * * "), "\(every)")
        #expect(every.stdout.contains(" sync --background"), "\(every)")
        let standard = try sandbox.run("sync", "--install")
        #expect(standard.stdout.hasPrefix("*/15 * * * * "), "\(standard)")
        #expect(try sandbox.run("sync", "--every", "5m").status == 2)
        #expect(try sandbox.run("sync", "--install", "--every", "10s").status == 2)
        let serve = try sandbox.run("serve", "--install", "--listen", "0.0.0.0")
        #expect(serve.status == 0, "\(serve)")
        #expect(serve.stdout.contains(" serve --port 8417 --listen 0.0.0.0"), "\(serve)")
        #expect(serve.stderr.contains("No systemd user session here"), "\(serve)")
    }

    @Test func statusWithoutARemoteSaysHowToAddOne() throws {
        let sandbox = Sandbox()
        _ = try sandbox.newEntry("Alone")
        let status = try sandbox.run("status")
        #expect(status.status == 0)
        #expect(status.stdout.contains("No remote"), "\(status)")
        let json = try sandbox.run("status", "--json")
        #expect(json.stdout.contains(#""remote" : null"#) || !json.stdout.contains(#""remote""#), "\(json)")
    }
}

/// An exclusive `flock` on a file, as ilgi's own locks take it, held until `release`.
final class FileLock {
    private var descriptor: Int32

    init(_ url: URL) throws {
        descriptor = open(url.path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard descriptor >= 0, flock(descriptor, LOCK_EX) == 0 else {
            throw CocoaError(.fileWriteUnknown)
        }
    }

    func release() {
        guard descriptor >= 0 else { return }
        close(descriptor)
        descriptor = -1
    }

    deinit { release() }
}
