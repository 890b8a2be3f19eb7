import Foundation
import IlgiTestSupport
import Testing

/// jrnl's encrypted journals, written by jrnl itself, come into ilgi with their password: v3
/// from jrnl 4.6 (the `python3` on PATH; `pip install jrnl`), v2 from jrnl 4.3, the last to
/// write it (a venv of its own, `.build/jrnl-v2`, which `.ci/run` makes).
struct JrnlEncryptedImportTests {
    static let password = "s3cret 일기 pass"

    @Test(.enabled(if: RealJrnl.Version.v3.isAvailable, "\(RealJrnl.Version.v3.missing)"))
    func aJournalJrnl46EncryptedImportsWithItsPassword() throws {
        try aJournalJrnlEncryptedImportsWithItsPassword(.v3)
    }

    @Test(.enabled(if: RealJrnl.Version.v2.isAvailable, "\(RealJrnl.Version.v2.missing)"))
    func aJournalOlderJrnlEncryptedImportsWithItsPassword() throws {
        try aJournalJrnlEncryptedImportsWithItsPassword(.v2)
    }

    private func aJournalJrnlEncryptedImportsWithItsPassword(_ version: RealJrnl.Version) throws {
        let sandbox = Sandbox(["TZ": "Asia/Seoul"])
        let jrnl = try #require(RealJrnl(version, in: sandbox, password: Self.password))
        for text in [
            "2024-01-05 09:30: Called in sick. Cleaned the house. @home",
            "2024-01-06 18:45: 첫눈이 왔다. 아침부터 눈이 내렸다. @겨울",
            "2024-02-29 12:00: A starred noon. *",
        ] {
            let written = try jrnl(text)
            #expect(written.status == 0, "\(written)")
        }
        let head = try Data(contentsOf: jrnl.journalFile).prefix(6)
        #expect(String(decoding: head, as: UTF8.self) == (version == .v3 ? "JRNLv3" : "gAAAAA"))
        let theirs = try jrnl.entries()
        #expect(theirs.count == 3)

        // Without a password and without a terminal: one line saying how to give it.
        let unasked = try sandbox.run("import", jrnl.journalFile.path)
        #expect(unasked.status == 2)
        #expect(unasked.stderr.contains("this jrnl journal is encrypted; give its password (--password-file"))
        // A wrong password is one line, and nothing is imported.
        let wrong = try sandbox.home.write("not it\n", to: "wrong-password")
        let refused = try sandbox.run("import", jrnl.journalFile.path, "--password-file", wrong.path)
        #expect(refused.status == 2)
        #expect(
            refused.stderr
                == "ilgi: error: \(jrnl.journalFile.path): wrong password for this encrypted jrnl journal; nothing was imported\n"
        )
        #expect(try json(sandbox.run("list", "--json").stdout).isEmpty)

        let right = try sandbox.home.write(Self.password + "\n", to: "password")
        let imported = try sandbox.run("import", jrnl.journalFile.path, "--password-file", right.path)
        #expect(imported.status == 0, "\(imported)")
        #expect(imported.stderr == "Imported 3 entries from jrnl.\n")
        let ours = try json(sandbox.run("list", "--json").stdout).reversed()
        expectSameEntries(jrnl: theirs, ilgi: Array(ours))
        try sandbox.expectHealthyJournal()

        // Named by its jrnl config, with the password on standard input: already there.
        let again = try sandbox.run(
            "import", "--jrnl-config", jrnl.config.path, "default", "--password-file", "-", stdin: Self.password)
        #expect(again.stderr == "Nothing to import: all 3 entries are already in the journal.\n", "\(again)")
    }

    @Test(.enabled(if: RealJrnl.Version.v3.isAvailable, "\(RealJrnl.Version.v3.missing)"))
    func aChangedByteIsRefusedAsJrnlRefusesIt() throws {
        let sandbox = Sandbox()
        let jrnl = try #require(RealJrnl(.v3, in: sandbox, password: Self.password))
        #expect(try jrnl("2024-01-05 09:30: Kept whole.").status == 0)
        var bytes = [UInt8](try Data(contentsOf: jrnl.journalFile))
        bytes[bytes.count - 20] = bytes[bytes.count - 20] == UInt8(ascii: "A") ? UInt8(ascii: "B") : UInt8(ascii: "A")
        try Data(bytes).write(to: jrnl.journalFile)
        #expect(try jrnl("-n", "1").status != 0, "jrnl itself refuses the changed file")
        let right = try sandbox.home.write(Self.password + "\n", to: "password")
        let refused = try sandbox.run("import", jrnl.journalFile.path, "--password-file", right.path)
        #expect(refused.status == 2)
        #expect(refused.stderr.hasSuffix("wrong password for this encrypted jrnl journal; nothing was imported\n"))
        #expect(try json(sandbox.run("list", "--json").stdout).isEmpty)
    }

    @Test(
        .enabled(if: TerminalSession.isAvailable, "needs tmux"),
        .enabled(if: RealJrnl.Version.v3.isAvailable, "\(RealJrnl.Version.v3.missing)"))
    func thePasswordIsAskedOnTheTerminalWithoutEchoAndMayBeTypedAgain() throws {
        let sandbox = Sandbox(["TERM": "xterm-256color"])
        let jrnl = try #require(RealJrnl(.v3, in: sandbox, password: Self.password))
        #expect(try jrnl("2024-01-05 09:30: Typed in. On a terminal.").status == 0)
        let command = "'" + Sandbox.binary + "' import '" + jrnl.journalFile.path + "'"
        let terminal = try TerminalSession(command, environment: sandbox.environment)
        _ = try terminal.waitFor("Password for the jrnl journal journal.txt:")
        try terminal.type("guessed-wrong")
        try terminal.send("Enter")
        _ = try terminal.waitFor("Wrong password; try again.")
        try terminal.type(Self.password)
        try terminal.send("Enter")
        #expect(try terminal.exitStatus() == 0)
        let screen = try terminal.screen()
        #expect(screen.contains("Imported 1 entry from jrnl."), "\(screen)")
        #expect(!screen.contains("guessed-wrong") && !screen.contains("s3cret"), "\(screen)")
        #expect(try json(sandbox.run("list", "--json").stdout).map { $0["title"] as? String } == ["Typed in."])
    }

    @Test func aJournalInJrnl1sEncryptionIsNamedNotMisreadAsText() throws {
        let sandbox = Sandbox()
        // jrnl 1 wrote raw AES-CBC bytes with no mark; ilgi tells it by the config saying
        // `encrypt: true` over a file that is neither text nor a later format.
        let file = sandbox.home.appending("old.journal")
        try Data((0..<64).map { UInt8(($0 * 73 + 200) % 256) }).write(to: file)
        let config = try sandbox.home.write(
            "encrypt: true\njournals:\n  default: \(file.path)\ntimeformat: '%Y-%m-%d %H:%M'\n", to: "jrnl.yaml")
        let refused = try sandbox.run("import", "--jrnl-config", config.path)
        #expect(refused.status == 2)
        #expect(refused.stderr.contains("this journal is in jrnl 1's encryption, which ilgi does not read"))
    }

    private func json(_ text: String) throws -> [[String: Any]] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String: Any]])
    }
}

/// jrnl's own command line on a journal it encrypts, with the password answered. jrnl reads
/// passwords from the terminal (`getpass`) and asks whether to keep one in the keychain: three
/// lines of Python hand its getpass the password, and "n" on standard input declines.
struct RealJrnl {
    enum Version {
        case v2, v3

        /// True when this machine has a jrnl that writes this version.
        var isAvailable: Bool {
            CommandRunner.isAvailable(python) && (try? CommandRunner.run(python, ["-c", probe]))?.succeeded == true
        }

        /// The Python whose jrnl writes this version.
        var python: String {
            switch self {
            case .v3: return "python3"
            case .v2:
                if let override = ProcessInfo.processInfo.environment["ILGI_TEST_JRNL_V2_PYTHON"] { return override }
                let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                    .deletingLastPathComponent()
                return package.appendingPathComponent(".build/jrnl-v2/bin/python").path
            }
        }

        /// The module only the jrnl that writes this version has (v3), or that one has (v2).
        var probe: String {
            switch self {
            case .v3: return "import jrnl.encryption.Jrnlv3Encryption"
            case .v2:
                return "import importlib.util, jrnl.encryption.Jrnlv2Encryption; "
                    + "assert importlib.util.find_spec('jrnl.encryption.Jrnlv3Encryption') is None"
            }
        }

        var missing: String {
            switch self {
            case .v3: return "needs jrnl 4.6 or later for python3 (pip install jrnl)"
            case .v2: return "needs jrnl 4.3 in .build/jrnl-v2 (python3 -m venv .build/jrnl-v2; pip install jrnl==4.3)"
            }
        }
    }

    let version: Version
    let environment: [String: String]
    let config: URL
    let journalFile: URL
    private let driver: URL

    /// nil when this machine has no jrnl that writes `version`.
    init?(_ version: Version, in sandbox: Sandbox, password: String) {
        guard version.isAvailable else { return nil }
        self.version = version
        environment = sandbox.environment.merging([
            "JRNL_TEST_PASSWORD": password, "PYTHON_KEYRING_BACKEND": "keyring.backends.null.Keyring",
        ]) { $1 }
        journalFile = sandbox.home.appending("jrnl/journal.txt")
        guard
            let driver = try? sandbox.home.write(
                """
                import getpass, os, sys
                getpass.getpass = lambda prompt="", **_: os.environ["JRNL_TEST_PASSWORD"]
                from jrnl.main import run
                sys.exit(run(sys.argv[1:]))

                """, to: "jrnl-driver.py"),
            let config = try? sandbox.home.write(
                """
                colors: {body: none, date: none, tags: none, title: none}
                default_hour: 9
                default_minute: 0
                editor: ''
                encrypt: true
                highlight: false
                indent_character: '|'
                journals:
                  default: \(journalFile.path)
                linewrap: 79
                tagsymbols: '@'
                template: false
                timeformat: '%F %r'
                version: v4.3

                """, to: "jrnl.yaml")
        else { return nil }
        self.driver = driver
        self.config = config
    }

    func callAsFunction(_ arguments: String...) throws -> CommandResult {
        try CommandRunner.run(
            version.python, [driver.path, "--config-file", config.path] + arguments, environment: environment,
            stdin: "n\n", timeout: 120)
    }

    /// The entries as jrnl itself decrypts and lists them (`--format json`).
    func entries() throws -> [[String: Any]] {
        let listed = try self("--format", "json")
        let start = try #require(listed.stdout.firstIndex(of: "{"), "\(listed)")
        let object = try JSONSerialization.jsonObject(with: Data(listed.stdout[start...].utf8)) as? [String: Any]
        return try #require(object?["entries"] as? [[String: Any]], "\(listed)")
    }
}
