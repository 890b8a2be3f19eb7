import Foundation
import IlgiTestSupport
import Testing

/// The host of a remote is not trusted (docs/FORMAT.md, "What a remote cannot do"). Each test
/// here is one malicious push, made with plain git from a clone of the remote the way a
/// hostile host (or anyone who can push there) would make it; then the victim runs
/// `ilgi sync` and every command that reads, writes, lists or shares, and the test checks that
/// nothing outside the journal was read, written or removed (a canary folder beside it), that
/// an encrypted journal stays encrypted and sends nothing plain, and that ilgi said what it
/// did in one clear line.
@Suite struct HostileRemoteTests {
    // MARK: Encryption stays this machine's fact

    @Test func anEmptiedGitattributesIsRefusedAndTheJournalStaysEncrypted() throws {
        let scene = try HostileScene(encrypted: true)
        let culprit = try scene.push("Tidy up", ": > .gitattributes && git add -A && git commit -qm 'Tidy up'")
        let sync = try scene.sync()
        #expect(sync.status == 1, "\(sync)")
        #expect(sync.stderr.contains("commit \(culprit.prefix(8)) (\"Tidy up\")"), "\(sync)")
        #expect(sync.stderr.contains("the journal stays encrypted"), "\(sync)")
        #expect(sync.stderr.split(separator: "\n").count == 1, "\(sync)")
        try scene.expectStillEncrypted()
    }

    @Test func aGitattributesNamingAnotherFilterIsRefused() throws {
        let scene = try HostileScene(encrypted: true)
        try scene.push(
            "Filters",
            "sed -i 's/filter=git-crypt/filter=lfs/' .gitattributes && git add -A && git commit -qm Filters")
        let sync = try scene.sync()
        #expect(sync.status == 1 && sync.stderr.contains("changes the encryption lines"), "\(sync)")
        try scene.expectStillEncrypted()
    }

    @Test func aGitattributesMadeALinkIsRefusedInAnEncryptedJournal() throws {
        let scene = try HostileScene(encrypted: true)
        try scene.push(
            "Link", "rm .gitattributes && ln -s \(scene.canaryFile) .gitattributes && git add -A && git commit -qm Link"
        )
        let sync = try scene.sync()
        #expect(sync.status == 1 && sync.stderr.contains("changes the encryption lines"), "\(sync)")
        try scene.expectStillEncrypted()
    }

    @Test func aGitattributesMadeALinkIsLeftOutOfAPlainJournal() throws {
        let scene = try HostileScene()
        try scene.push("Link", "ln -s \(scene.canaryFile) .gitattributes && git add -A && git commit -qm Link")
        let sync = try scene.sync()
        #expect(sync.status == 0, "\(sync)")
        #expect(sync.stderr.contains(".gitattributes: a symbolic link"), "\(sync)")
        #expect(NoLink.at(scene.sandbox.journal.appendingPathComponent(".gitattributes")))
        try scene.sweep()
    }

    @Test func removingTheKeyHoldersLeavesTheJournalEncrypted() throws {
        let scene = try HostileScene(encrypted: true)
        try scene.push("Key holders", "mkdir -p .git-crypt && touch .git-crypt/x && git add -A && git commit -qm K")
        try scene.push("Gone", "git rm -rq .git-crypt && git commit -qm Gone")
        let sync = try scene.sync()
        #expect(sync.status == 0, "\(sync)")
        try scene.expectStillEncrypted()
    }

    @Test func aPlainEntryInjectedIntoAnEncryptedJournalIsNotTakenAsTheUsers() throws {
        let scene = try HostileScene(encrypted: true)
        let planted = "2026/11/0badc0de-0000-4000-8000-00000000beef.txt"
        try scene.push(
            "Planted",
            "mkdir -p 2026/11 && printf 'Planted words\\n\\nbuy more crypto\\n\\nCreated: 2026-11-20T10:00:00Z\\n' > \(planted)"
                + " && git add -A && git commit -qm Planted")
        let sync = try scene.sync()
        #expect(sync.status == 0, "\(sync)")
        #expect(sync.stderr.contains("\(planted): not encrypted with this journal's key"), "\(sync)")
        #expect(!(try scene.sandbox.run("list").stdout.contains("Planted")))
        #expect(!(try scene.sandbox.run("search", "crypto").stdout.contains("Planted")))
        // Kept, not lost: doctor names it, and the user can take it on purpose, which stores
        // it encrypted.
        #expect(sync.stderr.contains("ilgi restore 0badc0de --at "), "\(sync)")
        let doctor = try scene.sandbox.run("doctor")
        #expect(doctor.stdout.contains("sent as plain text were kept apart"), "\(doctor)")
        let command = try #require(doctor.stdout.firstMatch(of: /ilgi restore 0badc0de --at ([0-9a-f]{8})/))
        let taken = try scene.sandbox.run("restore", "0badc0de", "--at", String(command.1))
        #expect(taken.status == 0, "\(taken)")
        #expect(try scene.sandbox.run("list").stdout.contains("Planted"))
        try scene.expectStillEncrypted()
        let stored = try CommandRunner.git(["cat-file", "blob", "HEAD:" + planted], in: scene.remote.url).stdout
        #expect(!stored.contains("crypto"), "taken, it is stored encrypted")
    }

    // MARK: Links, submodules and .git never reach outside the journal

    @Test func aLinkedAssetsFolderIsLeftOutAndNoCommandReachesThroughIt() throws {
        let scene = try HostileScene()
        let folder = scene.entryPath.replacingOccurrences(of: ".txt", with: ".assets")
        try scene.push("Photos", "ln -s \(scene.canary.path) \(folder) && git add -A && git commit -qm Photos")
        let sync = try scene.sync()
        #expect(sync.status == 0, "\(sync)")
        #expect(sync.stderr.contains("\(folder): a symbolic link"), "\(sync)")
        #expect(NoLink.at(scene.sandbox.journal.appendingPathComponent(folder)))
        try scene.sweep(removing: true)
    }

    @Test func aLinkedAssetsFolderTakenByPlainGitIsNeverFollowed() throws {
        // A link that got in some other way (a plain git pull, an older ilgi): show, attach
        // --remove, delete, share and export never go through it, checked with strace.
        let scene = try HostileScene()
        let folder = scene.entryPath.replacingOccurrences(of: ".txt", with: ".assets")
        try scene.push(
            "Photos",
            "ln -s \(scene.canary.path) \(folder) && printf '\\n![](%s/secret.png)\\n' \(scene.id).assets >> \(scene.entryPath)"
                + " && git add -A && git commit -qm Photos")
        #expect(try scene.sandbox.git("pull", "-q", "--ff-only", "origin", "main").succeeded)
        let show = try scene.sandbox.run("show", scene.short)
        #expect(show.status == 0 && !show.stdout.contains("secret.png ("), "\(show)")
        let detach = try scene.sandbox.run("attach", scene.short, "--remove", "secret.png")
        #expect(detach.status != 0, "\(detach)")
        let traced = try scene.traced("delete", scene.short, "--yes")
        #expect(traced.result.status != 0 || true)
        #expect(!traced.calls.contains(scene.canary.path), "\(traced.calls)")
        try scene.sweep(removing: true)
    }

    // Folders of years long past: the month a test runs in may already hold an entry (the
    // scene saves one now), and `ln -s` into a folder that exists makes the link inside it.
    @Test(arguments: [
        ("a month folder", "2001/12"), ("a year folder", "2002"),
        ("an entry file", "2026/11/0badc0de-0000-4000-8000-000000000001.txt"),
        ("the templates folder", ".ilgi/templates"), ("the prompts file", ".ilgi/prompts.txt"),
        (".ilgi itself", ".ilgi"),
        ("the fields file", ".ilgi/fields"), ("a file in an assets folder", "ASSETS/photo.png"),
        ("/proc/self", "2026/11/0badc0de-0000-4000-8000-000000000002.assets"),
    ])
    func aLinkWhereIlgiReadsIsLeftOut(what: String, path: String) throws {
        let scene = try HostileScene()
        let path = path.replacingOccurrences(
            of: "ASSETS", with: scene.entryPath.replacingOccurrences(of: ".txt", with: ".assets"))
        let target = what == "/proc/self" ? "/proc/self" : what.contains("file") ? scene.canaryFile : scene.canary.path
        try scene.push(
            what, "mkdir -p \"$(dirname \(path))\" && ln -s \(target) \(path) && git add -A && git commit -qm Link")
        let sync = try scene.sync()
        #expect(sync.status == 0, "\(what): \(sync)")
        #expect(sync.stderr.contains("\(path): a symbolic link"), "\(what): \(sync)")
        #expect(NoLink.at(scene.sandbox.journal.appendingPathComponent(path)), "\(what)")
        try scene.sweep()
        // The remote learns what was not taken: the next sync sends the commit that left it out.
        let log = try CommandRunner.git(["log", "--format=%s", "main"], in: scene.remote.url).stdout
        #expect(log.contains("Leave out what ilgi does not take from origin/main"), "\(what): \(log)")
    }

    @Test(arguments: ["2026/11/module", "vendor/module"])
    func aSubmoduleIsLeftOut(path: String) throws {
        let scene = try HostileScene()
        let commit = try scene.attackerGit("rev-parse", "HEAD")
        try scene.graft(path: path, mode: "160000", type: "commit", object: commit, message: "Submodule")
        let sync = try scene.sync()
        #expect(sync.status == 0, "\(sync)")
        #expect(sync.stderr.contains("\(path): a submodule"), "\(sync)")
        try scene.sweep()
    }

    @Test(arguments: [".git/hooks/post-commit", "2026/.git/config", "2026/11/.GIT/config", ".ilgi/.git/hooks/x"])
    func aPathThroughAGitFolderIsLeftOut(path: String) throws {
        let scene = try HostileScene()
        let blob = try scene.attackerGit(
            "hash-object", "-w", "--stdin", stdin: "#!/bin/sh\ntouch \(scene.canary.path)/pwned\n")
        try scene.graft(path: path, mode: "100755", type: "blob", object: blob, message: "Hooks")
        let sync = try scene.sync()
        #expect(sync.status == 0, "\(sync)")
        #expect(sync.stderr.contains("\(path): inside a .git folder"), "\(sync)")
        #expect(!FileManager.default.fileExists(atPath: scene.sandbox.journal.appendingPathComponent(path).path))
        _ = try scene.sandbox.newEntry("After the hooks")
        #expect(!FileManager.default.fileExists(atPath: scene.canary.appending("pwned").path))
        try scene.sweep()
    }

    // MARK: Emptying the journal asks first

    @Test func aPushThatDeletesEveryEntryStopsTheSyncUntilYes() throws {
        let scene = try HostileScene(entries: 12)
        let culprit = try scene.push("Clean", "git rm -rq 2026 && git commit -qm Clean")
        let sync = try scene.sync()
        #expect(sync.status == 1, "\(sync)")
        #expect(sync.stderr.contains("would remove 12 of this journal's 12 entries"), "\(sync)")
        #expect(sync.stderr.contains(String(culprit.prefix(8))) && sync.stderr.contains("ilgi sync --yes"), "\(sync)")
        #expect(sync.stderr.split(separator: "\n").count == 1, "\(sync)")
        #expect(scene.sandbox.entryFiles().count == 12)
        try scene.sandbox.expectHealthyJournal()
        let yes = try scene.sync("--yes")
        #expect(yes.status == 0, "\(yes)")
        #expect(scene.sandbox.entryFiles().isEmpty)
        #expect(try scene.sandbox.run("restore", scene.short).status == 0)
    }

    @Test func aFewDeletionsNeedNoQuestion() throws {
        let scene = try HostileScene(entries: 12)
        try scene.push("One less", "git rm -q \(scene.entryPath) && git commit -qm 'One less'")
        let sync = try scene.sync()
        #expect(sync.status == 0, "\(sync)")
        #expect(scene.sandbox.entryFiles().count == 11)
    }

    // MARK: Names, sizes and depths

    @Test func aNameThatIsNotUTF8StopsTheSyncWithOneLine() throws {
        let scene = try HostileScene()
        try scene.push(
            "Bytes",
            "mkdir -p 2026/11 && touch \"2026/11/$(printf 'bad\\377name')\" && git add -A && git commit -qm Bytes")
        let sync = try scene.sync()
        #expect(sync.status == 1, "\(sync)")
        #expect(sync.stderr.contains("whose name is not UTF-8"), "\(sync)")
        #expect(sync.stderr.split(separator: "\n").count == 1, "\(sync)")
        try scene.sandbox.expectHealthyJournal()
    }

    @Test func namesThatDifferOnlyInCaseOrNormalizationAreHarmless() throws {
        let scene = try HostileScene()
        let upper = scene.entryPath.uppercased().replacingOccurrences(of: ".TXT", with: ".txt")
        try scene.push(
            "Twins",
            "printf 'Twin\\n\\nupper\\n' > \(upper) && mkdir -p .ilgi/templates && printf 'a\\n' > \".ilgi/templates/\u{D55C}.txt\""
                + " && printf 'b\\n' > \".ilgi/templates/\u{1112}\u{1161}\u{11AB}.txt\" && git add -A && git commit -qm Twins"
        )
        let sync = try scene.sync()
        #expect(sync.status == 0, "\(sync)")
        let list = try scene.sandbox.run("list")
        #expect(list.stdout.split(separator: "\n").count == 1, "\(list)")
        #expect(try scene.sandbox.run("templates").status == 0)
        try scene.sweep()
    }

    @Test func aDeeplyNestedFileIsTakenWithoutHarm() throws {
        let scene = try HostileScene()
        let deep = (1...120).map { "d\($0)" }.joined(separator: "/")
        try scene.push("Deep", "mkdir -p \(deep) && echo x > \(deep)/f && git add -A && git commit -qm Deep")
        let sync = try scene.sync()
        #expect(sync.status == 0, "\(sync)")
        try scene.sweep()
    }

    @Test func aHugeEntryOverTheNetworkIsLeftOutWithinBoundedMemory() throws {
        // The case: a pack of about a megabyte holding a 300 MiB entry, fetched over
        // git://, where libgit2's indexer streams each object.
        let scene = try HostileScene()
        let daemon = try GitDaemon(serving: scene.remote.folder.url)
        defer { daemon.stop() }
        let moved = try CommandRunner.git(
            ["remote", "set-url", "origin", daemon.url("journal.git")], in: scene.sandbox.journal)
        #expect(moved.succeeded, "\(moved)")
        let huge = try scene.pushEntry(of: 300 << 20, id: "0badc0de-0000-4000-8000-000000000abd")
        let sync = try scene.measured("sync")
        #expect(sync.result.status == 0, "\(sync.result)")
        #expect(sync.result.stderr.contains("\(huge): larger than ilgi takes from a remote"), "\(sync.result)")
        #expect(sync.peakKilobytes < 200 * 1024, "sync took \(sync.peakKilobytes) KB")
        #expect(!FileManager.default.fileExists(atPath: scene.sandbox.journal.appendingPathComponent(huge).path))
        let list = try scene.measured("list")
        #expect(list.result.status == 0 && list.peakKilobytes < 200 * 1024, "list took \(list.peakKilobytes) KB")
    }

    @Test func aHugeEntryInARemoteFolderStopsTheSyncBeforeAnythingIsRead() throws {
        // libgit2 fetches from a path by reading each object whole, so ilgi looks first.
        let scene = try HostileScene()
        let before = try CommandRunner.git(["rev-parse", "HEAD"], in: scene.sandbox.journal).stdout
        let huge = try scene.pushEntry(of: 300 << 20, id: "0badc0de-0000-4000-8000-000000000abd")
        let sync = try scene.measured("sync")
        #expect(sync.result.status == 1, "\(sync.result)")
        #expect(sync.result.stderr.contains("origin holds \(huge), 300 MiB"), "\(sync.result)")
        #expect(sync.result.stderr.split(separator: "\n").count == 1, "\(sync.result)")
        #expect(sync.peakKilobytes < 200 * 1024, "sync took \(sync.peakKilobytes) KB")
        let tracked = try CommandRunner.git(["rev-parse", "origin/main"], in: scene.sandbox.journal).stdout
        #expect(tracked == before, "nothing was fetched")
        try scene.sweep()
    }

    @Test func aLargeFileInARemoteFolderIsFetchedAndLeftOut() throws {
        // Over the 16 MiB ilgi takes, under the 64 MiB a fetch from a folder may read whole.
        let scene = try HostileScene()
        let large = try scene.pushEntry(of: 40_000_000, id: "0badc0de-0000-4000-8000-000000000abe")
        let sync = try scene.measured("sync")
        #expect(sync.result.status == 0, "\(sync.result)")
        #expect(sync.result.stderr.contains("\(large): larger than ilgi takes from a remote"), "\(sync.result)")
        #expect(sync.peakKilobytes < 200 * 1024, "sync took \(sync.peakKilobytes) KB")
        #expect(!FileManager.default.fileExists(atPath: scene.sandbox.journal.appendingPathComponent(large).path))
        try scene.sweep()
    }

    @Test func aHugeEntryIsListedByItsFirstPartAndNamedByDoctor() throws {
        let scene = try HostileScene()
        let huge = try scene.pushEntry(of: 12_000_000, id: "0badc0de-0000-4000-8000-000000000abc")
        let sync = try scene.measured("sync")
        #expect(sync.result.status == 0, "\(sync.result)")
        let list = try scene.measured("list")
        #expect(list.result.stdout.contains("Enormous"), "\(list.result)")
        #expect(list.peakKilobytes < 200 * 1024, "list took \(list.peakKilobytes) KB")
        let search = try scene.measured("search", "aaaa")
        #expect(search.peakKilobytes < 200 * 1024, "search took \(search.peakKilobytes) KB")
        let doctor = try scene.sandbox.run("doctor")
        #expect(doctor.stdout.contains("larger than 8 MiB") && doctor.stdout.contains(huge), "\(doctor)")
    }
}

/// A journal with entries, synced with a bare remote, a hostile clone of that remote, and a
/// canary folder outside both that nothing may read, write or remove.
final class HostileScene: @unchecked Sendable {
    let sandbox = Sandbox()
    let remote: BareRemote
    let attacker = TemporaryDirectory("ilgi-attacker")
    let canary = TemporaryDirectory("ilgi-canary")
    let encrypted: Bool
    private(set) var id = ""
    /// What shows the canary was read: not hex, so no id or commit in an output holds it by chance
    /// (a random id once held the "51f0" this was before).
    static let marker = "qzx51"
    static let canaryText = "CANARY qzx51 words that live outside the journal\n"

    var short: String { String(id.prefix(8)) }
    var clone: URL { attacker.appending("clone") }
    var canaryFile: String { canary.appending("secret.png").path }
    var entryPath: String {
        (try? CommandRunner.git(["ls-files", "2026/*/\(id).txt"], in: sandbox.journal).stdout
            .trimmingCharacters(in: .whitespacesAndNewlines)) ?? ""
    }

    init(encrypted: Bool = false, entries: Int = 1) throws {
        self.encrypted = encrypted
        remote = try BareRemote()
        _ = try canary.write(Self.canaryText, to: "secret.png")
        _ = try canary.write(Self.canaryText, to: "diary.txt")
        if encrypted { #expect(try sandbox.run("crypt", "init").status == 0) }
        for number in 1...entries {
            id = try sandbox.newEntry("Entry \(number)", body: "my own words number \(number)")
        }
        #expect(try sandbox.run("remote", "add", "origin", remote.url.path).status == 0)
        #expect(try sandbox.run("sync").status == 0)
        let cloned = try CommandRunner.git(["clone", "-q", remote.url.path, clone.path], in: attacker.url)
        #expect(cloned.succeeded, "\(cloned)")
    }

    /// Runs `script` in the hostile clone (it commits), pushes, and returns the new commit.
    @discardableResult
    func push(_ label: String, _ script: String) throws -> String {
        let result = try CommandRunner.run("/bin/sh", ["-c", script], in: clone, environment: Self.gitEnvironment)
        #expect(result.succeeded, "\(label): \(result)")
        let pushed = try CommandRunner.git(["push", "-q", "origin", "HEAD:main"], in: clone)
        #expect(pushed.succeeded, "\(label): \(pushed)")
        return try attackerGit("rev-parse", "HEAD")
    }

    /// Pushes an entry titled "Enormous" whose body is `bytes` letters, made by the shell
    /// (compressed, git's pack of it is small); returns its path.
    func pushEntry(of bytes: Int, id: String) throws -> String {
        let path = "2026/11/\(id).txt"
        try push(
            "Huge",
            "mkdir -p 2026/11 && { printf 'Enormous\\n\\n'; head -c \(bytes) /dev/zero | tr '\\0' 'a';"
                + " printf '\\n\\nCreated: 2026-11-20T10:00:00Z\\n'; } > \(path) && git add -A && git commit -qm Huge")
        return path
    }

    /// Puts `object` at `path` in a new commit on the clone's HEAD, with git's plumbing (which,
    /// unlike `git add`, writes names such as `.git`), and pushes it.
    func graft(path: String, mode: String, type: String, object: String, message: String) throws {
        let head = try attackerGit("rev-parse", "HEAD^{tree}")
        let tree = try tree(
            head, with: path.split(separator: "/").map(String.init), mode: mode, type: type, object: object)
        let commit = try attackerGit("commit-tree", tree, "-p", "HEAD", "-m", message)
        try attackerGit("update-ref", "HEAD", commit)
        let pushed = try CommandRunner.git(["push", "-q", "origin", "HEAD:main"], in: clone)
        #expect(pushed.succeeded, "\(pushed)")
    }

    private func tree(
        _ base: String?, with components: [String], mode: String, type: String, object: String
    ) throws
        -> String
    {
        let name = components[0]
        var lines = try base.map { try attackerGit("ls-tree", $0).split(separator: "\n").map(String.init) } ?? []
        let existing = lines.first { $0.hasSuffix("\t" + name) && $0.contains(" tree ") }
        lines.removeAll { $0.hasSuffix("\t" + name) }
        if components.count == 1 {
            lines.append("\(mode) \(type) \(object)\t\(name)")
        } else {
            let subtree = existing.map { String($0.split(separator: " ")[2].prefix(40)) }
            let made = try tree(subtree, with: Array(components.dropFirst()), mode: mode, type: type, object: object)
            lines.append("040000 tree \(made)\t\(name)")
        }
        return try attackerGit("mktree", stdin: lines.joined(separator: "\n") + "\n")
    }

    @discardableResult
    func attackerGit(_ arguments: String..., stdin: String? = nil) throws -> String {
        let result = try CommandRunner.run("git", arguments, in: clone, environment: Self.gitEnvironment, stdin: stdin)
        #expect(result.succeeded, "git \(arguments): \(result)")
        return result.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    static let gitEnvironment: [String: String] = {
        var environment = ProcessInfo.processInfo.environment
        environment["GIT_CONFIG_NOSYSTEM"] = "1"
        environment["GIT_CONFIG_GLOBAL"] = "/dev/null"
        for key in ["GIT_AUTHOR_NAME", "GIT_COMMITTER_NAME"] { environment[key] = "Mallory" }
        for key in ["GIT_AUTHOR_EMAIL", "GIT_COMMITTER_EMAIL"] { environment[key] = "mallory@example.com" }
        return environment
    }()

    func sync(_ extra: String...) throws -> CommandResult {
        try sandbox.run(["sync"] + extra)
    }

    /// Runs ilgi under strace and returns the paths of the files it opened, removed or renamed.
    func traced(_ arguments: String...) throws -> (result: CommandResult, calls: String) {
        try traced(arguments)
    }

    func traced(_ arguments: [String]) throws -> (result: CommandResult, calls: String) {
        let log = sandbox.home.url.appendingPathComponent("strace.log").path
        let result = try CommandRunner.run(
            "strace",
            [
                "-f", "-qq", "-y", "-o", log, "-e",
                "trace=open,openat,openat2,unlink,unlinkat,rename,renameat,renameat2,rmdir",
                Sandbox.binary,
            ] + arguments,
            in: sandbox.home.url, environment: sandbox.environment)
        return (result, (try? String(contentsOfFile: log, encoding: .utf8)) ?? "")
    }

    /// Runs ilgi under GNU time and returns its peak memory, in kilobytes.
    func measured(_ arguments: String...) throws -> (result: CommandResult, peakKilobytes: Int) {
        let report = sandbox.home.url.appendingPathComponent("time.log").path
        let result = try CommandRunner.run(
            "/usr/bin/time", ["-f", "%M", "-o", report, Sandbox.binary] + arguments, in: sandbox.home.url,
            environment: sandbox.environment, timeout: 300)
        let peak = Int(((try? String(contentsOfFile: report, encoding: .utf8)) ?? "").split(separator: "\n").last ?? "")
        return (result, peak ?? .max)
    }

    /// Every command that reads, lists, shares, writes or syncs, after the hostile sync: none
    /// shows the canary's words, and the canary is still there, untouched.
    func sweep(removing: Bool = false, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let exported = sandbox.home.url.appendingPathComponent("export-\(UUID().uuidString)").path + "/"
        var commands: [[String]] = [
            ["list"], ["list", "--json"], ["show", short], ["show", short, "--raw"], ["search", "CANARY"],
            ["search", "outside"], ["search", "words"], ["share", short, "--format", "html"],
            ["share", short, "--format", "json"],
            ["export", "--format", "markdown", "-o", exported], ["export", "--format", "json"], ["templates"],
            ["prompt"], ["fields"], ["doctor"], ["tags"], ["stats"], ["review"], ["log"],
        ]
        commands.append(["new", "Written after the push", "-m", "still mine"])
        if removing { commands += [["attach", short, "--remove", "secret.png"], ["delete", short, "--yes"]] }
        commands.append(["sync"])
        for arguments in commands {
            let result = try sandbox.run(arguments)
            #expect(!result.stdout.contains(Self.marker), "\(arguments): \(result)", sourceLocation: sourceLocation)
            #expect(!result.stderr.contains(Self.marker), "\(arguments): \(result)", sourceLocation: sourceLocation)
            #expect(!result.stderr.contains("Fatal error"), "\(arguments): \(result)", sourceLocation: sourceLocation)
        }
        // Not even tried: no open, removal or rename of ilgi's names a path in the canary.
        if CommandRunner.isAvailable("strace") {
            for arguments in [
                ["show", short], ["list"], ["templates"], ["export", "--format", "markdown", "-o", exported],
            ] {
                let traced = try traced(arguments)
                #expect(
                    !traced.calls.contains(canary.path), "\(arguments) reached the canary:\n\(traced.calls)",
                    sourceLocation: sourceLocation)
            }
        }
        for name in ["secret.png", "diary.txt"] {
            let text = try? String(contentsOf: canary.appending(name), encoding: .utf8)
            #expect(text == Self.canaryText, "canary \(name)", sourceLocation: sourceLocation)
        }
        let names = try FileManager.default.contentsOfDirectory(atPath: canary.path).sorted()
        #expect(names == ["diary.txt", "secret.png"], "\(names)", sourceLocation: sourceLocation)
        #expect(try GitChecks.status(sandbox.journal) == "", sourceLocation: sourceLocation)
        if encrypted { try expectStillEncrypted(sourceLocation: sourceLocation) }
    }

    /// The journal says it is encrypted, a new entry is stored encrypted, and after a sync the
    /// remote holds none of the words of any entry.
    func expectStillEncrypted(sourceLocation: SourceLocation = #_sourceLocation) throws {
        let status = try sandbox.run("crypt", "status")
        #expect(status.stdout.contains("Encrypted, and unlocked"), "\(status)", sourceLocation: sourceLocation)
        _ = try sandbox.newEntry("Private after the push", body: "UNSEEN-7c1e words")
        _ = try sandbox.run("sync")
        let everything = try CommandRunner.git(["log", "-p", "--all", "--format=%B"], in: remote.url).stdout
        #expect(!everything.contains("UNSEEN-7c1e"), sourceLocation: sourceLocation)
        #expect(!everything.contains("Private after the push"), sourceLocation: sourceLocation)
        #expect(!everything.contains("my own words"), sourceLocation: sourceLocation)
        let local = try CommandRunner.git(["log", "-p", "-1", "--no-textconv", "--format=%B"], in: sandbox.journal)
            .stdout
        #expect(!local.contains("UNSEEN-7c1e"), "\(local)", sourceLocation: sourceLocation)
    }
}

/// True when nothing at `url` is a symbolic link.
enum NoLink {
    static func at(_ url: URL) -> Bool {
        var status = stat()
        return lstat(url.path, &status) != 0 || status.st_mode & S_IFMT != S_IFLNK
    }
}
