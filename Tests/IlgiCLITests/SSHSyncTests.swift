import Foundation
import IlgiTestSupport
import Testing

/// Sync over ssh with a real OpenSSH server on a loopback port: its own host key, a user key,
/// known_hosts. sshd must run as root; elsewhere these tests are skipped with that reason.
@Suite(.enabled(if: SSHServer.unavailableReason == nil, Comment(rawValue: SSHServer.unavailableReason ?? "")))
struct SSHSyncTests {
    let user = String(cString: getpwuid(geteuid()).pointee.pw_name)

    /// A sandbox with an ed25519 key pair at `keyPath` (default `~/.ssh/id_ed25519`).
    func sandboxWithKey(at relativeKeyPath: String = ".ssh/id_ed25519") throws -> (Sandbox, publicKey: String) {
        let sandbox = Sandbox()
        let key = sandbox.home.appending(relativeKeyPath)
        try FileManager.default.createDirectory(at: key.deletingLastPathComponent(), withIntermediateDirectories: true)
        let keygen = try CommandRunner.run(
            "ssh-keygen", ["-q", "-t", "ed25519", "-N", "", "-C", "test", "-f", key.path])
        #expect(keygen.succeeded, "\(keygen)")
        let publicKey = try String(contentsOf: key.appendingPathExtension("pub"), encoding: .utf8)
        return (sandbox, publicKey.trimmingCharacters(in: .whitespacesAndNewlines))
    }

    func trust(_ server: SSHServer, in sandbox: Sandbox) throws {
        try sandbox.home.write(try server.knownHostsLine + "\n", to: ".ssh/known_hosts")
    }

    @Test func anUnknownHostIsRefusedWithTheCommandThatTrustsItAndThenSyncWorks() throws {
        let (sandbox, publicKey) = try sandboxWithKey()
        let server = try SSHServer(authorizedKeys: [publicKey])
        defer { server.stop() }
        let remote = try BareRemote()
        let id = try sandbox.newEntry("Over ssh", body: "Through a real sshd.")
        try sandbox.run("remote", "add", "origin", server.url(user: user, path: remote.url.path))

        let refused = try sandbox.run("sync")
        #expect(refused.status == 1, "\(refused)")
        let fingerprint = try CommandRunner.run(
            "ssh-keygen", ["-l", "-f", server.folder.appending("host_ed25519.pub").path]
        ).stdout.split(separator: " ")[1]
        #expect(
            refused.stderr
                == "ilgi: error: the ssh host [127.0.0.1]:\(server.port) is not in ~/.ssh/known_hosts (its ssh-ed25519 key is \(fingerprint)); if that fingerprint is the server's, trust it with: ssh-keyscan -p \(server.port) 127.0.0.1 >> ~/.ssh/known_hosts\n"
        )
        #expect(try remote.log().isEmpty)

        // Doing what the message says is enough.
        let keyscan = try CommandRunner.run(
            "/bin/sh", ["-c", "ssh-keyscan -p \(server.port) 127.0.0.1 >> \"$HOME/.ssh/known_hosts\""],
            environment: sandbox.environment)
        #expect(keyscan.succeeded, "\(keyscan)")
        let synced = try sandbox.run("sync")
        #expect(synced.status == 0, "\(synced)\n\(server.log)")
        #expect(try remote.log() == ["Add \(id.prefix(8)): Over ssh"])

        // A second journal with the same key and known_hosts receives it over ssh.
        let other = Sandbox()
        try FileManager.default.copyItem(at: sandbox.home.appending(".ssh"), to: other.home.appending(".ssh"))
        try other.run("remote", "add", "origin", server.url(user: user, path: remote.url.path))
        let received = try other.run("sync")
        #expect(received.status == 0, "\(received)")
        #expect(try other.run("show", id).stdout.contains("Through a real sshd."))
        try sandbox.expectHealthyJournal()
        try other.expectHealthyJournal()
    }

    @Test func aChangedHostKeyIsRefusedAndNotTrustedAnyway() throws {
        let (sandbox, publicKey) = try sandboxWithKey()
        let server = try SSHServer(authorizedKeys: [publicKey])
        defer { server.stop() }
        let remote = try BareRemote()
        _ = try sandbox.newEntry("Careful")
        try sandbox.run("remote", "add", "origin", server.url(user: user, path: remote.url.path))
        // known_hosts holds some other ed25519 key for this host and port.
        let impostor = TemporaryDirectory("ilgi-impostor")
        _ = try CommandRunner.run(
            "ssh-keygen", ["-q", "-t", "ed25519", "-N", "", "-f", impostor.appending("key").path])
        let otherKey = try String(contentsOf: impostor.appending("key.pub"), encoding: .utf8).split(separator: " ")
        try sandbox.home.write("[127.0.0.1]:\(server.port) \(otherKey[0]) \(otherKey[1])\n", to: ".ssh/known_hosts")

        let result = try sandbox.run("sync")
        #expect(result.status == 1, "\(result)")
        #expect(
            result.stderr.hasPrefix(
                "ilgi: error: the ssh host key of [127.0.0.1]:\(server.port) does not match the one in "))
        #expect(result.stderr.contains("ssh-keygen -R"))
        #expect(!result.stderr.contains("ssh-keyscan"))
        #expect(result.stderr.split(separator: "\n").count == 1)
        #expect(try remote.log().isEmpty)
    }

    @Test func aKeyTheServerRefusesFailsQuicklyAfterABoundedNumberOfTries() throws {
        let (allowed, allowedKey) = try sandboxWithKey()
        let server = try SSHServer(authorizedKeys: [allowedKey])
        defer { server.stop() }
        let remote = try BareRemote()
        let (stranger, _) = try sandboxWithKey()
        // A second key file too, so more than one thing is tried before giving up.
        _ = try CommandRunner.run(
            "ssh-keygen",
            ["-q", "-t", "rsa", "-b", "2048", "-N", "", "-f", stranger.home.appending(".ssh/id_rsa").path])
        try trust(server, in: stranger)
        let id = try stranger.newEntry("Not allowed in")
        try stranger.run("remote", "add", "origin", server.url(user: user, path: remote.url.path))

        let started = Date()
        let result = try stranger.run("sync")
        #expect(Date().timeIntervalSince(started) < 20)
        #expect(result.status == 1, "\(result)")
        #expect(
            result.stderr.hasPrefix(
                "ilgi: error: origin (\(server.url(user: user, path: remote.url.path))) did not accept ilgi's credentials (tried ~/.ssh/id_ed25519, ~/.ssh/id_rsa"
            ))
        #expect(result.stderr.split(separator: "\n").count == 1)
        #expect(try stranger.run("show", id).status == 0)
        try stranger.expectHealthyJournal()
        _ = allowed
    }

    @Test func theKeyCanComeFromSSHAgentOrFromIlgiSshKey() throws {
        let (agentUser, agentKey) = try sandboxWithKey(at: "keys/agent_key")
        let (configUser, configKey) = try sandboxWithKey(at: "keys/journal_key")
        let server = try SSHServer(authorizedKeys: [agentKey, configKey])
        defer { server.stop() }
        let remote = try BareRemote()
        let url = server.url(user: user, path: remote.url.path)

        // The agent holds the key; no key file is where ilgi would look.
        let socket = agentUser.home.appending("agent.sock").path
        let agent = try BackgroundProcess("ssh-agent", ["-D", "-a", socket])
        defer { agent.stop() }
        #expect(LoopbackSocket.waitForFile(socket))
        let add = try CommandRunner.run(
            "ssh-add", ["-q", agentUser.home.appending("keys/agent_key").path],
            environment: agentUser.environment.merging(["SSH_AUTH_SOCK": socket]) { $1 })
        #expect(add.succeeded, "\(add)")
        try trust(server, in: agentUser)
        let fromAgent = try agentUser.newEntry("Signed by the agent")
        try agentUser.run("remote", "add", "origin", url)
        let agentSync = try agentUser.run("sync", environment: ["SSH_AUTH_SOCK": socket])
        #expect(agentSync.status == 0, "\(agentSync)\n\(server.log)")

        // `ilgi config sshkey` (git config `ilgi.sshKey`) names a key outside ~/.ssh.
        try trust(server, in: configUser)
        try configUser.run("remote", "add", "origin", url)
        let set = try configUser.run("config", "sshkey", "~/keys/journal_key")
        #expect(set.status == 0, "\(set)")
        #expect(try configUser.git("config", "ilgi.sshKey").stdout == "~/keys/journal_key\n")
        let configSync = try configUser.run("sync")
        #expect(configSync.status == 0, "\(configSync)\n\(server.log)")
        #expect(try configUser.run("show", fromAgent).status == 0)
    }
}

enum LoopbackSocket {
    /// Waits for a Unix socket (or any file) to appear.
    static func waitForFile(_ path: String, timeout: TimeInterval = 10) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if FileManager.default.fileExists(atPath: path) { return true }
            usleep(20_000)
        }
        return false
    }
}
