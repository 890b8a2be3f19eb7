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
        // ilgi names itself by the path /proc/self/exe gives, links resolved.
        let binary = URL(fileURLWithPath: Sandbox.binary).resolvingSymlinksInPath().path
        #expect(config.stdout.contains(binary) && config.stdout.contains("crypt clean"), "\(config)")
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

    /// A journal encrypted, with a bare remote that a second machine clones.
    private func sharedJournal(_ first: Sandbox) throws -> URL {
        _ = try first.newEntry("Shared secret", body: "Seen on both machines.")
        #expect(try first.run("crypt", "init").succeeded)
        let remote = first.home.appending("remote.git")
        try CommandRunner.git(["init", "-q", "--bare", "-b", "main", remote.path], in: first.home.url)
        #expect(try first.run("remote", "add", "origin", remote.path).succeeded)
        return remote
    }

    private func clone(_ remote: URL, into sandbox: Sandbox, _ name: String) throws -> URL {
        let clone = sandbox.home.appending(name)
        try CommandRunner.git(["clone", "-q", remote.path, clone.path], in: sandbox.home.url)
        return clone
    }

    @Test(.enabled(if: CommandRunner.isAvailable("gpg")))
    func aGPGUserUnlocksWithIlgiOrWithGitCrypt() throws {
        let gnupg = TemporaryDirectory("ilgi-gnupg")
        chmod(gnupg.path, 0o700)
        let gpgEnvironment = ["GNUPGHOME": gnupg.path]
        let made = try CommandRunner.run(
            "gpg", ["--batch", "--passphrase", "", "--quick-gen-key", "Journal Keeper <keeper@example.com>"],
            environment: ProcessInfo.processInfo.environment.merging(gpgEnvironment) { $1 })
        #expect(made.succeeded, "\(made)")
        let listing = try CommandRunner.run(
            "gpg", ["--batch", "--with-colons", "--list-keys"],
            environment: ProcessInfo.processInfo.environment.merging(gpgEnvironment) { $1 })
        let fingerprint = try #require(
            listing.stdout.split(separator: "\n").first { $0.hasPrefix("fpr:") }?.split(separator: ":").last.map(
                String.init))
        let first = Sandbox(gpgEnvironment)
        let remote = try sharedJournal(first)
        let partial = try first.run("crypt", "add-gpg-user", "keeper@example.com")
        #expect(partial.status == 2 && partial.stderr.contains("not a whole fingerprint"), "\(partial)")
        let added = try first.run("crypt", "add-gpg-user", fingerprint)
        #expect(added.succeeded, "\(added)")
        #expect(try first.log().first == "Add 1 git-crypt collaborator")
        #expect(try first.run("sync").succeeded)

        let second = Sandbox(gpgEnvironment)
        let byIlgi = try clone(remote, into: second, "by-ilgi")
        let unlocked = try second.run("--journal", byIlgi.path, "crypt", "unlock")
        #expect(unlocked.succeeded, "\(unlocked)")
        #expect(try second.run("--journal", byIlgi.path, "list").stdout.contains("Shared secret"))
        let byGitCrypt = try clone(remote, into: second, "by-git-crypt")
        let gitCrypt = try CommandRunner.git(["crypt", "unlock"], in: byGitCrypt, environment: gpgEnvironment)
        #expect(gitCrypt.succeeded, "\(gitCrypt)")
        #expect(second.entryFiles(in: byGitCrypt) == second.entryFiles(in: byIlgi))
        for file in second.entryFiles(in: byIlgi) {
            #expect(
                try Data(contentsOf: byIlgi.appendingPathComponent(file))
                    == Data(contentsOf: byGitCrypt.appendingPathComponent(file)))
        }
        // Without the GPG key, the same clone says how to get in.
        let stranger = Sandbox()
        let locked = try clone(remote, into: stranger, "locked")
        let refused = try stranger.run("--journal", locked.path, "crypt", "unlock")
        #expect(refused.status == 2 && refused.stderr.contains("give the key file"), "\(refused)")
    }

    @Test(.enabled(if: CommandRunner.isAvailable("age") && CommandRunner.isAvailable("age-keygen")))
    func anAgeRecipientUnlocksWithIlgiOrWithAgeAndGitCrypt() throws {
        let first = Sandbox()
        let remote = try sharedJournal(first)
        let identity = first.home.appending("identity.txt")
        #expect(try CommandRunner.run("age-keygen", ["-o", identity.path]).succeeded)
        let recipient = try CommandRunner.run("age-keygen", ["-y", identity.path]).stdout
            .trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(try first.run("crypt", "add-recipient", "not-a-recipient").status == 2)
        #expect(try first.run("crypt", "add-recipient", recipient).succeeded)
        #expect(try first.run("sync").succeeded)

        let second = Sandbox()
        let byIlgi = try clone(remote, into: second, "by-ilgi")
        let unlocked = try second.run("--journal", byIlgi.path, "crypt", "unlock", "--identity", identity.path)
        #expect(unlocked.succeeded, "\(unlocked)")
        #expect(try second.run("--journal", byIlgi.path, "list").stdout.contains("Shared secret"))
        let byAge = try clone(remote, into: second, "by-age")
        let wrapped = ".git-crypt/keys/default/0/\(recipient).age"
        let piped = try CommandRunner.run(
            "sh", ["-c", "age -d -i \"$1\" \"$2\" | git-crypt unlock -", "sh", identity.path, wrapped], in: byAge)
        #expect(piped.succeeded, "\(piped)")
        #expect(
            try String(contentsOf: byAge.appendingPathComponent(second.entryFiles(in: byAge)[0]), encoding: .utf8)
                .contains("Seen on both machines."))
        let other = second.home.appending("other.txt")
        #expect(try CommandRunner.run("age-keygen", ["-o", other.path]).succeeded)
        let stranger = try clone(remote, into: second, "stranger")
        let refused = try second.run("--journal", stranger.path, "crypt", "unlock", "--identity", other.path)
        #expect(refused.status == 2 && refused.stderr.contains("not wrapped for the age identity"), "\(refused)")
    }

    @Test func aPassphraseUnlocksAndAWrongOneChangesNothing() throws {
        let first = Sandbox()
        let remote = try sharedJournal(first)
        let passphrase = try first.home.write("correct horse battery staple\n", to: "passphrase")
        #expect(try first.run("crypt", "add-passphrase", "--passphrase-file", passphrase.path).succeeded)
        #expect(try first.run("sync").succeeded)
        let sealed = try String(
            contentsOf: first.journal.appendingPathComponent(".git-crypt/keys/default/0/passphrase.scrypt"),
            encoding: .utf8)
        #expect(sealed.hasPrefix("ilgi passphrase key 1\nscrypt 16 8 1 "))

        let second = Sandbox()
        let clone = try clone(remote, into: second, "journal")
        let wrong = try second.home.write("incorrect\n", to: "wrong")
        let refused = try second.run("--journal", clone.path, "crypt", "unlock", "--passphrase-file", wrong.path)
        #expect(refused.status == 1 && refused.stderr.contains("does not open the journal's key"), "\(refused)")
        #expect(try second.run("--journal", clone.path, "list").status == 1)
        let noTerminal = try second.run("--journal", clone.path, "crypt", "unlock")
        #expect(noTerminal.status == 2 && noTerminal.stderr.contains("--passphrase-file"), "\(noTerminal)")
        let unlocked = try second.run("--journal", clone.path, "crypt", "unlock", "--passphrase-file", passphrase.path)
        #expect(unlocked.succeeded, "\(unlocked)")
        #expect(try second.run("--journal", clone.path, "list").stdout.contains("Shared secret"))
        try second.expectHealthyJournal(clone)
    }
}
