import Foundation
import IlgiTestSupport
import Testing

/// `ilgi crypt` as a person uses it: turn encryption on, back the key up, sync, and open the
/// journal on a second machine, with the git command line working on it all along.
@Suite(.enabled(if: CommandRunner.isAvailable("git-crypt"))) struct CryptCommandTests {
    @Test func aJournalIsEncryptedSyncedAndUnlockedOnAnotherMachine() throws {
        let first = Sandbox()
        _ = try first.newEntry("Therapy notes", body: "About mom.")
        let initialized = try first.run("crypt", "init")
        #expect(initialized.status == 0, "\(initialized)")
        #expect(initialized.stderr.contains("Encryption is on: 1 file is now stored encrypted"))
        #expect(initialized.stderr.contains("ilgi crypt export-key FILE"))
        #expect(initialized.stderr.contains("the 1 earlier commit keeps its text and titles in plain text"))
        let status = try first.run("crypt", "status")
        #expect(status.stdout.contains("Encrypted, and unlocked on this machine"), "\(status)")
        #expect(status.stdout.contains("1 file is stored encrypted."))
        let id = try first.newEntry("Second secret", body: "Kept from the remote.")
        #expect(try first.log().first == "Add \(id.prefix(8))")
        try first.expectHealthyJournal()
        // The git command line shows text: git-crypt is the journal's filter.
        let shown = try CommandRunner.git(["log", "-p", "-1"], in: first.journal)
        #expect(shown.stdout.contains("+Kept from the remote."), "\(shown)")

        let key = first.home.appending("journal.key")
        #expect(try first.run("crypt", "export-key", key.path).succeeded)
        let mode = try FileManager.default.attributesOfItem(atPath: key.path)[.posixPermissions] as? Int
        #expect(mode == 0o600)
        #expect(try first.run("crypt", "export-key", key.path).status == 2)

        let remote = first.home.appending("remote.git")
        try CommandRunner.git(["init", "-q", "--bare", "-b", "main", remote.path], in: first.home.url)
        #expect(try first.run("remote", "add", "origin", remote.path).succeeded)
        #expect(try first.run("sync").succeeded)

        let second = Sandbox()
        let clone = second.home.appending("journal")
        try CommandRunner.git(["clone", "-q", remote.path, clone.path], in: second.home.url)
        let refused = try second.run("--journal", clone.path, "list")
        #expect(refused.status == 1)
        #expect(
            refused.stderr.contains("is encrypted and this machine has no key; unlock it: ilgi crypt unlock KEYFILE"))
        #expect(refused.stdout.isEmpty)
        // The locked clone's git refuses to commit text where the journal is encrypted.
        let plain = clone.appendingPathComponent("2026/01/00000000-0000-4000-8000-000000000009.txt")
        try FileManager.default.createDirectory(
            at: plain.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("Plain\n".utf8).write(to: plain)
        #expect(try !CommandRunner.git(["add", plain.path], in: clone).succeeded)
        try FileManager.default.removeItem(at: plain)
        let korean = try second.run("--journal", clone.path, "new", "x", environment: ["ILGI_LANG": "ko"])
        #expect(korean.stderr.contains("ilgi crypt unlock 키파일"), "\(korean)")

        let unlocked = try second.run("--journal", clone.path, "crypt", "unlock", key.path)
        #expect(unlocked.status == 0, "\(unlocked)")
        #expect(unlocked.stderr.contains("Unlocked: 2 files decrypted"))
        let listed = try second.run("--journal", clone.path, "list")
        #expect(listed.stdout.contains("Therapy notes") && listed.stdout.contains("Second secret"), "\(listed)")
        try second.expectHealthyJournal(clone)
        #expect(try second.run("--journal", clone.path, "crypt", "unlock", key.path).status == 1)

        #expect(try second.run("--journal", clone.path, "crypt", "lock").succeeded)
        #expect(try second.run("--journal", clone.path, "list").status == 1)
        try second.expectHealthyJournal(clone)
        #expect(try second.run("--journal", clone.path, "crypt", "status").stdout.contains("locked on this machine"))
    }

    @Test func withoutGitCryptIlgisOwnFilterServesTheGitCommandLine() throws {
        let sandbox = Sandbox()
        // A PATH with git and a shell but no git-crypt.
        let tools = sandbox.home.appending("tools")
        try FileManager.default.createDirectory(at: tools, withIntermediateDirectories: true)
        for tool in ["git", "sh", "cat"] {
            try FileManager.default.createSymbolicLink(
                atPath: tools.appendingPathComponent(tool).path, withDestinationPath: CommandRunner.resolve(tool))
        }
        sandbox.environment["PATH"] = tools.path
        #expect(try sandbox.run("crypt", "init").succeeded)
        let id = try sandbox.newEntry("Filtered", body: "Seen by git as text.")
        let environment = ["PATH": tools.path]
        let config = try CommandRunner.git(
            ["config", "filter.git-crypt.clean"], in: sandbox.journal, environment: environment)
        #expect(config.stdout.contains(Sandbox.binary) && config.stdout.contains("crypt clean"), "\(config)")
        #expect(
            try CommandRunner.git(["status", "--porcelain"], in: sandbox.journal, environment: environment).stdout
                .isEmpty)
        let path = try #require(sandbox.entryFiles().first { $0.contains(id) })
        let hashed = try CommandRunner.git(
            ["hash-object", "--path", path, path], in: sandbox.journal, environment: environment)
        let staged = try CommandRunner.git(
            ["rev-parse", "HEAD:" + path], in: sandbox.journal, environment: environment)
        #expect(hashed.stdout == staged.stdout && !hashed.stdout.isEmpty, "\(hashed) \(staged)")
        let shown = try CommandRunner.git(["log", "-p", "-1"], in: sandbox.journal, environment: environment)
        #expect(shown.stdout.contains("+Seen by git as text."), "\(shown)")
        // A commit made with git is encrypted by ilgi's filter.
        try Data("Filtered\n\nChanged by git.\n".utf8).write(to: sandbox.journal.appendingPathComponent(path))
        #expect(
            try CommandRunner.git(["commit", "-qam", "by git"], in: sandbox.journal, environment: environment).succeeded
        )
        let blob = try CommandRunner.git(
            ["cat-file", "-p", "HEAD:" + path], in: sandbox.journal, environment: environment)
        #expect(blob.stdout.hasPrefix("\0GITCRYPT\0"))
        #expect(try sandbox.run("show", id).stdout.contains("Changed by git."))
    }

    @Test func mistakesGetOneClearLine() throws {
        let sandbox = Sandbox()
        _ = try sandbox.newEntry("Plain")
        let notEncrypted = try sandbox.run("crypt", "lock")
        #expect(notEncrypted.status == 1)
        #expect(notEncrypted.stderr.contains("the journal is not encrypted; turn encryption on with: ilgi crypt init"))
        let notAKey = try sandbox.home.write("not a key", to: "key")
        let bad = try sandbox.run("crypt", "init", "--key", notAKey.path)
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("is not a git-crypt key file"))
        #expect(try sandbox.run("crypt", "status").stdout.contains("Not encrypted"))
        #expect(try sandbox.run("crypt", "init").succeeded)
        let again = try sandbox.run("crypt", "init")
        #expect(again.status == 1)
        #expect(again.stderr.contains("already encrypted"))
        let missing = try sandbox.run("crypt", "unlock", sandbox.home.appending("nothing").path)
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("cannot read the key file"))
        let help = try sandbox.run("crypt", "--help")
        #expect(help.stdout.contains("export-key") && !help.stdout.contains("smudge"), "\(help)")
    }
}
