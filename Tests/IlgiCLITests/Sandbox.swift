import Foundation
import IlgiTestSupport
import Testing

/// A fresh user: an empty temporary HOME, English messages, UTC, no editor and no git
/// identity, in which the built `ilgi` binary runs as a person would run it.
final class Sandbox: @unchecked Sendable {
    let home = TemporaryDirectory("ilgi-home")
    var environment: [String: String]

    init(_ extra: [String: String] = [:]) {
        environment = [
            "HOME": home.path,
            "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin",
            "USER": "tester",
            "LANG": "C",
            "TZ": "UTC",
            "TERM": "dumb",
            "GIT_CONFIG_NOSYSTEM": "1",
        ]
        environment.merge(extra) { $1 }
        // Syncs ilgi starts by itself (after a save) are off: each test says when to sync, and
        // the tests of background syncs turn them on (`enableAutoSync`).
        _ = try? home.write("[ilgi \"sync\"]\n\tauto = off\n", to: ".gitconfig")
    }

    /// Leaves HOME without `.gitconfig`, as a new user's is (for tests of `config --list`).
    func removeUserGitConfig() throws {
        try FileManager.default.removeItem(at: home.url.appendingPathComponent(".gitconfig"))
    }

    /// Lets a save start a sync in the background, as it does for a user.
    func enableAutoSync() throws {
        _ = try home.write("[ilgi \"sync\"]\n\tauto = on\n", to: ".gitconfig")
    }

    /// The default journal: `$HOME/.local/share/ilgi`.
    var journal: URL { home.url.appendingPathComponent(".local/share/ilgi") }

    /// False when the `ilgi` under test is a release build (`make check-package` says so with
    /// `ILGI_BINARY_IS_RELEASE`): its crash points (`ILGI_TEST_CRASH_AT`) exist in debug builds only.
    static let hasCrashPoints = ProcessInfo.processInfo.environment["ILGI_BINARY_IS_RELEASE"] == nil

    /// The built `ilgi`, beside the test bundle in the build folder.
    static let binary: String = {
        if let override = ProcessInfo.processInfo.environment["ILGI_BINARY"] { return override }
        let me = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        return me.deletingLastPathComponent().appendingPathComponent("ilgi").path
    }()

    /// Runs `ilgi ARGUMENTS` with `stdin` (nothing, like CI, when nil).
    @discardableResult
    func run(
        _ arguments: String..., stdin: String? = nil, environment extra: [String: String] = [:]
    ) throws
        -> CommandResult
    {
        try run(arguments, stdin: stdin, environment: extra)
    }

    @discardableResult
    func run(
        _ arguments: [String], stdin: String? = nil, environment extra: [String: String] = [:]
    ) throws
        -> CommandResult
    {
        var environment = self.environment
        environment.merge(extra) { $1 }
        return try CommandRunner.run(Sandbox.binary, arguments, in: home.url, environment: environment, stdin: stdin)
    }

    /// Writes a shell script into HOME and returns the command that runs it (`sh PATH`), for
    /// use as `$EDITOR`. Run through sh rather than executed: exec of a file that was just
    /// written fails with "text file busy" while a child forked meanwhile by a parallel test
    /// still holds the writing descriptor.
    func script(_ name: String, _ body: String) throws -> String {
        let url = try home.write(body + "\n", to: "bin/" + name)
        return "sh " + url.path
    }

    /// Makes a new entry and returns its full id.
    func newEntry(_ title: String, body: String = "", extra: [String] = []) throws -> String {
        let result = try run(["new", title] + (body.isEmpty ? [] : ["-m", body]) + extra)
        #expect(result.status == 0, "\(result)")
        return result.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The entry files in the journal, as journal paths.
    func entryFiles(in journal: URL? = nil) -> [String] {
        let root = journal ?? self.journal
        guard let enumerator = FileManager.default.enumerator(atPath: root.path) else { return [] }
        return enumerator.compactMap { $0 as? String }
            .filter { !$0.hasPrefix(".git") && $0.hasSuffix(".txt") }
            .sorted()
    }

    /// The README's promise after any command: a clean status and a clean fsck.
    func expectHealthyJournal(_ journal: URL? = nil, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let root = journal ?? self.journal
        #expect(try GitChecks.status(root) == "", sourceLocation: sourceLocation)
        let fsck = try GitChecks.fsck(root)
        #expect(fsck.succeeded, "\(fsck)", sourceLocation: sourceLocation)
    }

    func log(_ journal: URL? = nil) throws -> [String] {
        try GitChecks.log(journal ?? self.journal)
    }
}
