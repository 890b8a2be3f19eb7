import Foundation
import GitKit
import IlgiStore

/// Where ilgi finds credentials for a remote, in order, each tried at most once per transfer:
///
/// - ssh: the ssh-agent (`SSH_AUTH_SOCK`), then the key named by `git config ilgi.sshKey`, or
///   else `~/.ssh/id_ed25519`, `~/.ssh/id_ecdsa`, `~/.ssh/id_rsa` (those that exist).
/// - https: `ILGI_GIT_TOKEN` (user name from the URL, else `ILGI_GIT_USERNAME`, else `git`),
///   then the user's git credential helpers through `git credential fill`.
///
/// Credentials that worked for the fetch are offered first for the push.
final class CredentialSource {
    let address: RemoteAddress
    let environment: [String: String]
    let sshKey: String?
    let helper: GitCredentialHelper

    /// What has been offered in this transfer, by label.
    private var offered: Set<String> = []
    /// Everything offered in any transfer of this sync, for the error message.
    private(set) var tried: [String] = []
    /// What worked in an earlier transfer.
    private var working: (label: String, credential: Credential)?
    /// Credentials from `git credential fill`, to approve or reject once the transfer ends.
    private var filled: (username: String, password: String)?
    private var lastLabel: String?

    init(address: RemoteAddress, journal: URL, environment: [String: String], sshKey: String?, interactive: Bool) {
        self.address = address
        self.environment = environment
        self.sshKey = sshKey
        self.helper = GitCredentialHelper(directory: journal.path, environment: environment, interactive: interactive)
    }

    /// Starts a new transfer: every source may be tried once more.
    func beginTransfer() {
        offered = []
        lastLabel = nil
    }

    /// The transfer worked with whatever was last offered: remember it, and let a credential
    /// helper store what it handed out.
    func transferSucceeded(_ credential: Credential?) {
        if let credential, let lastLabel { working = (lastLabel, credential) }
        if let filled, lastLabel == CredentialSource.helperLabel {
            helper.approve(url: address.url, username: filled.username, password: filled.password)
        }
    }

    /// The server refused what was offered: a helper should forget what it handed out.
    func transferRefused() {
        if let filled {
            helper.reject(url: address.url, username: filled.username, password: filled.password)
            self.filled = nil
        }
    }

    /// The answer to one request from libgit2, or nil when every source has been tried.
    func answer(_ request: CredentialRequest) -> Credential? {
        if request.allowed.contains(.username), !request.allowed.contains(.sshKey) {
            return .username(sshUser(request))
        }
        var candidates: [(label: String, make: () -> Credential?)] = []
        if let working, working.credential.kind.isSubset(of: request.allowed) {
            candidates.append((working.label, { working.credential }))
        }
        if request.allowed.contains(.sshKey) {
            let user = sshUser(request)
            if let socket = environment["SSH_AUTH_SOCK"], !socket.isEmpty, CredentialSource.isSocket(socket) {
                candidates.append(("ssh-agent", { .sshAgent(username: user) }))
            }
            for key in keyFiles() {
                let publicKey = FileManager.default.fileExists(atPath: key + ".pub") ? key + ".pub" : nil
                candidates.append(
                    (
                        displayPath(key),
                        { .sshKeyFile(username: user, publicKey: publicKey, privateKey: key, passphrase: nil) }
                    )
                )
            }
        }
        if request.allowed.contains(.userPassword) {
            let urlUser = request.usernameFromURL ?? address.user
            if let token = environment["ILGI_GIT_TOKEN"], !token.isEmpty {
                let user = urlUser ?? environment["ILGI_GIT_USERNAME"].flatMap { $0.isEmpty ? nil : $0 } ?? "git"
                candidates.append(("ILGI_GIT_TOKEN", { .userPassword(username: user, password: token) }))
            }
            candidates.append(
                (
                    CredentialSource.helperLabel,
                    { [self] in
                        guard let found = helper.fill(url: address.url, username: urlUser) else { return nil }
                        filled = found
                        return .userPassword(username: found.username, password: found.password)
                    }
                ))
        }
        for candidate in candidates where !offered.contains(candidate.label) {
            offered.insert(candidate.label)
            if !tried.contains(candidate.label) { tried.append(candidate.label) }
            if let credential = candidate.make() {
                lastLabel = candidate.label
                return credential
            }
        }
        return nil
    }

    static let helperLabel = "git credential helper"

    /// The ssh user: from the URL, else this machine's user name, as ssh does.
    private func sshUser(_ request: CredentialRequest) -> String {
        request.usernameFromURL ?? address.user ?? JournalConfiguration.Author.guess(environment: environment).name
    }

    private func keyFiles() -> [String] {
        if let sshKey, !sshKey.isEmpty {
            return [expand(sshKey)]
        }
        let ssh = home + "/.ssh/"
        return ["id_ed25519", "id_ecdsa", "id_rsa"].map { ssh + $0 }
            .filter { FileManager.default.fileExists(atPath: $0) }
    }

    private var home: String {
        environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? FileManager.default.homeDirectoryForCurrentUser.path
    }

    private func expand(_ path: String) -> String {
        if path == "~" { return home }
        if path.hasPrefix("~/") { return home + "/" + path.dropFirst(2) }
        return path
    }

    private func displayPath(_ path: String) -> String {
        path.hasPrefix(home + "/") ? "~/" + path.dropFirst(home.count + 1) : path
    }

    private static func isSocket(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFSOCK
    }
}

/// Decides whether to trust an ssh server: its key must be listed for its host (and port) in
/// `~/.ssh/known_hosts` or `/etc/ssh/ssh_known_hosts`. An unknown host or a changed key is
/// refused with an error that says how to check and trust it; nothing is ever accepted
/// silently.
struct HostKeyPolicy {
    let address: RemoteAddress
    let environment: [String: String]

    func verify(_ key: HostKey) throws {
        let home =
            environment["HOME"].flatMap { $0.isEmpty ? nil : $0 }
            ?? FileManager.default.homeDirectoryForCurrentUser.path
        let files = [home + "/.ssh/known_hosts", "/etc/ssh/ssh_known_hosts"]
        let port = address.port
        switch KnownHosts.check(key, port: port, in: files) {
        case .trusted:
            return
        case .changed(let file):
            throw SyncError.hostKeyChanged(host: key.host, port: port, file: file, fingerprint: key.fingerprint)
        case .unsupported where key.isTrustedByLibGit2:
            return
        case .unknown, .unsupported:
            if key.isTrustedByLibGit2 { return }
            throw SyncError.unknownHost(host: key.host, port: port, keyType: key.typeName, fingerprint: key.fingerprint)
        }
    }
}
