import Foundation
import IlgiTestSupport
import Testing

/// A crash at an exact system call, or a damaged file, never leaves a journal or its remote
/// stuck. Each test kills ilgi where the issue found a state the named crash steps missed
/// (strace's fault injection: `-e inject=rename:signal=KILL:when=N` kills it at its Nth
/// rename), then uses the journal as a person would.
@Suite(.enabled(if: Strace.isAvailable, "needs strace (Debian package strace)"))
struct HealingTests {
    static let killed: Int32 = 128 + SIGKILL

    /// What every command must leave after a kill: the next read and write work, git status
    /// and fsck are clean, no lock file is left, and a plain `git commit` works.
    func expectUnstuck(_ sandbox: Sandbox, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let read = try sandbox.run("list")
        #expect(read.status == 0, "\(read)", sourceLocation: sourceLocation)
        let write = try sandbox.run("new", "Afterwards", "-m", "still works")
        #expect(write.status == 0, "\(write)", sourceLocation: sourceLocation)
        try sandbox.expectHealthyJournal(sourceLocation: sourceLocation)
        #expect(
            Strace.lockFiles(in: sandbox.journal.appendingPathComponent(".git")) == [], sourceLocation: sourceLocation)
        let commit = try CommandRunner.git(
            ["-c", "user.name=T", "-c", "user.email=t@example.com", "commit", "--allow-empty", "-qm", "by hand"],
            in: sandbox.journal)
        #expect(commit.succeeded, "\(commit)", sourceLocation: sourceLocation)
    }

    /// A laptop and a desktop that sync through a bare repository on a local path, each with
    /// the laptop's first entry.
    static func twoMachinesInSync() throws -> (BareRemote, Sandbox, Sandbox) {
        let remote = try BareRemote()
        let laptop = Sandbox()
        let desktop = Sandbox()
        _ = try laptop.newEntry("From the laptop")
        for sandbox in [laptop, desktop] {
            #expect(try sandbox.run("remote", "add", "origin", remote.url.path).status == 0)
            #expect(try sandbox.run("sync").status == 0)
        }
        return (remote, laptop, desktop)
    }

    /// #22.1: killed at its rename of `index.lock` → `index`, `new` left a lock that made list,
    /// new and doctor fail until it was deleted by hand. (The entry file before it is moved
    /// into place with `renameat`, beneath the journal's folder, so this is the first `rename`.)
    @Test func aKillAtTheIndexRenameNeverBricksTheJournal() throws {
        let sandbox = Sandbox()
        _ = try sandbox.newEntry("Before")
        let crash = try Strace.kill(sandbox, at: "rename", call: 1, ["new", "T", "-m", "x"])
        #expect(crash.status == Self.killed, "\(crash)")
        #expect(FileManager.default.fileExists(atPath: sandbox.journal.appendingPathComponent(".git/index.lock").path))

        let doctor = try sandbox.run("doctor")
        #expect(doctor.status == 0, "\(doctor)")
        #expect(doctor.stderr.contains("removed .git/index.lock"), "\(doctor)")
        try expectUnstuck(sandbox)
    }

    /// #22.4: a stale `refs/heads/main.lock` survived read-only commands, and a plain
    /// `git commit` failed until the next ilgi write.
    @Test func aStaleBranchLockIsClearedByARead() throws {
        let sandbox = Sandbox()
        _ = try sandbox.newEntry("First")
        let lock = sandbox.journal.appendingPathComponent(".git/refs/heads/main.lock")
        try Data().write(to: lock)

        let listed = try sandbox.run("list")
        #expect(listed.status == 0, "\(listed)")
        #expect(listed.stderr.contains("removed .git/refs/heads/main.lock"), "\(listed)")
        #expect(!FileManager.default.fileExists(atPath: lock.path))
        try expectUnstuck(sandbox)
    }

    /// #22.2: a sync killed while it fetched left `refs/remotes/origin/main.lock`, and every
    /// later sync failed while doctor said the journal was healthy.
    @Test func aKilledFetchNeverBlocksTheNextSync() throws {
        let (remote, laptop, desktop) = try Self.twoMachinesInSync()
        defer { withExtendedLifetime(remote) {} }  // the remote's folder lives as long as the test
        _ = try laptop.newEntry("Something to fetch")
        #expect(try laptop.run("sync").status == 0)

        let crash = try Strace.kill(desktop, at: "rename", call: 1, ["sync"])
        #expect(crash.status == Self.killed, "\(crash)")
        #expect(!Strace.lockFiles(in: desktop.journal.appendingPathComponent(".git")).isEmpty)

        let again = try desktop.run("sync")
        #expect(again.status == 0, "\(again)")
        #expect(try desktop.run("list").stdout.contains("Something to fetch"))
        try expectUnstuck(desktop)
    }

    /// #22.3: a push to a remote on a local path killed halfway left the remote's
    /// `refs/heads/main.lock`, and every machine's sync then blamed another machine.
    @Test func aKilledPushToALocalRemoteIsClearedByTheNextPush() throws {
        let (remote, laptop, desktop) = try Self.twoMachinesInSync()
        _ = try desktop.newEntry("Half pushed")

        // Rename 1 is FETCH_HEAD; rename 2 moves the remote's branch into place.
        let crash = try Strace.kill(desktop, at: "rename", call: 2, ["sync"])
        #expect(crash.status == Self.killed, "\(crash)")
        #expect(Strace.lockFiles(in: remote.url) == ["refs/heads/main.lock"])

        // Another machine's push goes through, and so does the killed one's.
        _ = try laptop.newEntry("Laptop again")
        let laptopSync = try laptop.run("sync")
        #expect(laptopSync.status == 0, "\(laptopSync)")
        let desktopSync = try desktop.run("sync")
        #expect(desktopSync.status == 0, "\(desktopSync)")
        #expect(Strace.lockFiles(in: remote.url) == [])
        #expect(try CommandRunner.git(["fsck"], in: remote.url).succeeded)
        #expect(try laptop.run("sync").status == 0)
        #expect(laptop.entryFiles() == desktop.entryFiles())
        try expectUnstuck(desktop)
    }

    /// A lock in a local remote that no ilgi marked as its own may be a push running now on
    /// another machine: it is named, with the remedy, never blamed on "another machine
    /// syncing" three times over.
    @Test func aLockInALocalRemoteThatNoIlgiLeftIsNamedWithTheRemedy() throws {
        let remote = try BareRemote()
        let sandbox = Sandbox()
        _ = try sandbox.newEntry("First")
        #expect(try sandbox.run("remote", "add", "origin", remote.url.path).status == 0)
        #expect(try sandbox.run("sync").status == 0)
        let lock = remote.url.appendingPathComponent("refs/heads/main.lock")
        try Data().write(to: lock)
        _ = try sandbox.newEntry("Second")

        let refused = try sandbox.run("sync")
        #expect(refused.status == 1)
        #expect(refused.stderr.contains("origin is locked by \(lock.path)"), "\(refused)")
        #expect(refused.stderr.contains("remove that file"), "\(refused)")
        #expect(!refused.stderr.contains("another machine is syncing right now"), "\(refused)")

        try FileManager.default.removeItem(at: lock)
        #expect(try sandbox.run("sync").status == 0)
    }

    /// #22.6: 40 bytes written over `.git/index` were kept by every save, `git status`
    /// failed, and doctor suggested a command that failed too.
    @Test func anIndexWrittenOverIsNamedByDoctorAndMadeAgainByFix() throws {
        let sandbox = Sandbox()
        for title in ["One", "Two", "Three"] { _ = try sandbox.newEntry(title) }
        let index = sandbox.journal.appendingPathComponent(".git/index")
        let handle = try FileHandle(forWritingTo: index)
        try handle.seek(toOffset: 100)
        handle.write(Data(repeating: UInt8(ascii: "X"), count: 40))
        try handle.close()

        let doctor = try sandbox.run("doctor")
        #expect(doctor.status == 1)
        #expect(doctor.stdout.contains("git's index (.git/index) is damaged"), "\(doctor)")
        #expect(doctor.stdout.contains("ilgi doctor --fix"), "\(doctor)")
        #expect(!doctor.stdout.contains("git add -A"), "\(doctor)")

        let fixed = try sandbox.run("doctor", "--fix")
        #expect(fixed.status == 0, "\(fixed)")
        #expect(fixed.stderr.contains("made it again from the last commit"), "\(fixed)")
        try expectUnstuck(sandbox)
    }

    /// #22.6: with `.git/index` cut short, a save failed and could not roll back: a new
    /// entry's file stayed untracked. Now the save mends the index and succeeds.
    @Test func aSaveOnAnIndexCutShortMendsItAndLeavesNothingHalfDone() throws {
        let sandbox = Sandbox()
        let id = try sandbox.newEntry("One", body: "first")
        let index = sandbox.journal.appendingPathComponent(".git/index")
        try Self.cutShort(index)

        let saved = try sandbox.run("new", "Two", "-m", "second")
        #expect(saved.status == 0, "\(saved)")
        #expect(saved.stderr.contains("git's index (.git/index) was damaged"), "\(saved)")
        try sandbox.expectHealthyJournal()

        try Self.cutShort(index)
        let editor = try sandbox.script("rewrite.sh", "printf 'One\\n\\nrewritten\\n' > \"$1\"")
        let edited = try sandbox.run(["edit", id], environment: ["EDITOR": editor, "VISUAL": editor])
        #expect(edited.status == 0, "\(edited)")
        #expect(try sandbox.run("show", id).stdout.contains("rewritten"))
        try expectUnstuck(sandbox)
    }

    static func cutShort(_ index: URL) throws {
        let handle = try FileHandle(forWritingTo: index)
        try handle.truncate(atOffset: 150)
        try handle.close()
    }

    /// #22.5: two journals syncing at the same moment over `git daemon`: the one whose push
    /// met the other's lock ("failed to update ref", "cannot lock ref" only in the server's
    /// words) gave up instead of fetching and pushing again.
    @Test func twoSyncsAtOnceOverGitDaemonBothSucceed() throws {
        let remote = try BareRemote()
        let daemon = try GitDaemon(serving: remote.folder.url)
        defer { daemon.stop() }
        try Self.twoSyncsAtOnceBothSucceed(url: daemon.url("journal.git"))
    }

    /// The same over a local path, where the pushes also meet at the remote's push mark.
    @Test func twoSyncsAtOnceOverALocalPathBothSucceed() throws {
        let remote = try BareRemote()
        try Self.twoSyncsAtOnceBothSucceed(url: remote.url.path)
    }

    static func twoSyncsAtOnceBothSucceed(url: String) throws {
        let laptop = Sandbox()
        let desktop = Sandbox()
        _ = try laptop.newEntry("Start")
        for sandbox in [laptop, desktop] {
            #expect(try sandbox.run("remote", "add", "origin", url).status == 0)
            #expect(try sandbox.run("sync").status == 0)
        }
        for round in 1...6 {
            _ = try laptop.newEntry("Laptop \(round)")
            _ = try desktop.newEntry("Desktop \(round)")
            let results = Results()
            let group = DispatchGroup()
            for (name, sandbox) in [("laptop", laptop), ("desktop", desktop)] {
                DispatchQueue.global().async(group: group) {
                    results.set(
                        name, (try? sandbox.run("sync")) ?? CommandResult(stdout: "", stderr: "did not run", status: -1)
                    )
                }
            }
            group.wait()
            for (name, result) in results.all {
                #expect(result.status == 0, "round \(round), \(name): \(result)")
            }
        }
        #expect(try laptop.run("sync").status == 0)
        #expect(try desktop.run("sync").status == 0)
        #expect(laptop.entryFiles() == desktop.entryFiles())
        #expect(laptop.entryFiles().count == 13)
    }

    final class Results: @unchecked Sendable {
        private let lock = NSLock()
        private var values: [String: CommandResult] = [:]
        func set(_ name: String, _ result: CommandResult) { lock.withLock { values[name] = result } }
        var all: [(String, CommandResult)] { lock.withLock { values.sorted { $0.key < $1.key } } }
    }

    /// #22.8: nothing git wrote was flushed. Before `new` drops its intent log, the entry's
    /// folder, the objects, `.git/index` and the branch are on disk, in that order's spirit:
    /// each flushed after it was last written.
    @Test func aSaveFlushesItsFilesObjectsIndexAndBranchBeforeItSaysSo() throws {
        let sandbox = Sandbox()
        _ = try sandbox.newEntry("First")
        let trace = try Strace.calls(
            sandbox, ["new", "Second", "-m", "flushed"], trace: "fsync,rename,link,unlink,mkdir")
        let lines = trace.split(separator: "\n").map(String.init)
        guard let end = lines.lastIndex(where: { $0.contains("unlink(") && $0.contains(".git/ilgi/transaction") })
        else {
            Issue.record("no end of transaction in \(trace)")
            return
        }
        let before = lines[..<end]
        func flushed(_ suffix: String) -> Bool {
            before.contains { $0.hasPrefix("fsync(") && $0.contains(suffix + ">") }
        }
        let month = sandbox.entryFiles().last.map { String($0.prefix(7)) } ?? "?"
        #expect(flushed("/" + month), "the month folder: \(trace)")
        #expect(flushed("/.git/objects"), "objects/: \(trace)")
        #expect(flushed("/.git/index.lock"), "the index: \(trace)")
        #expect(flushed("/.git"), "the folder naming the index: \(trace)")
        #expect(flushed("/.git/refs/heads"), "the branch: \(trace)")
        #expect(before.contains { $0.hasPrefix("fsync(") && $0.contains("/.git/refs/heads/main.lock>") }, "\(trace)")
        // Every object written is flushed before the branch names it.
        let branchMoved = before.lastIndex { $0.hasPrefix("rename(") && $0.contains("refs/heads/main.lock") } ?? end
        let objectFolders = before[..<branchMoved].compactMap { line -> String? in
            guard line.hasPrefix("link("),
                let range = line.range(of: #"/\.git/objects/[0-9a-f]{2}"#, options: .regularExpression)
            else { return nil }
            return String(line[range])
        }
        #expect(!objectFolders.isEmpty, "\(trace)")
        for folder in objectFolders { #expect(flushed(folder), "\(folder): \(trace)") }
    }
}

/// strace, to kill ilgi at an exact system call and to see what it flushes.
enum Strace {
    static let isAvailable = FileManager.default.isExecutableFile(atPath: CommandRunner.resolve("strace"))

    /// Runs `ilgi ARGUMENTS` in `sandbox`, sent `signal` (SIGKILL) at its `call`th `syscall`.
    static func kill(
        _ sandbox: Sandbox, at syscall: String, call: Int, with signal: String = "KILL", _ arguments: [String]
    ) throws -> CommandResult {
        try CommandRunner.run(
            CommandRunner.resolve("strace"),
            [
                "-f", "-o", "/dev/null", "-e", "trace=\(syscall)", "-e",
                "inject=\(syscall):signal=\(signal):when=\(call)",
                Sandbox.binary,
            ]
                + arguments,
            in: sandbox.home.url, environment: sandbox.environment)
    }

    /// The calls of `trace` that `ilgi ARGUMENTS` made, one a line, with file names (`-y`).
    static func calls(_ sandbox: Sandbox, _ arguments: [String], trace: String) throws -> String {
        let output = sandbox.home.url.appendingPathComponent("strace.out")
        let result = try CommandRunner.run(
            CommandRunner.resolve("strace"),
            ["-f", "-y", "-qq", "-o", output.path, "-e", "trace=\(trace)", Sandbox.binary] + arguments,
            in: sandbox.home.url, environment: sandbox.environment)
        #expect(result.status == 0, "\(result)")
        let text = try String(contentsOf: output, encoding: .utf8)
        // strace -f starts each line with the process id.
        return text.split(separator: "\n").map { line in
            line.drop { $0.isNumber }.drop { $0 == " " }
        }.joined(separator: "\n")
    }

    /// Lock files left in a git directory (`.git/ilgi/`, ilgi's own, aside), as paths in it.
    static func lockFiles(in gitDirectory: URL) -> [String] {
        guard let walker = FileManager.default.enumerator(atPath: gitDirectory.path) else { return [] }
        return walker.compactMap { $0 as? String }.filter { $0.hasSuffix(".lock") && !$0.hasPrefix("ilgi/") }.sorted()
    }
}
