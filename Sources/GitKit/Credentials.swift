import CLibGit2
import Foundation

/// The kinds of credential a server will accept, as libgit2 reports them.
public struct AllowedCredentials: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    public static let userPassword = AllowedCredentials(rawValue: GIT_CREDENTIAL_USERPASS_PLAINTEXT.rawValue)
    public static let sshKey = AllowedCredentials(rawValue: GIT_CREDENTIAL_SSH_KEY.rawValue)
    public static let sshCustom = AllowedCredentials(rawValue: GIT_CREDENTIAL_SSH_CUSTOM.rawValue)
    public static let systemDefault = AllowedCredentials(rawValue: GIT_CREDENTIAL_DEFAULT.rawValue)
    public static let sshInteractive = AllowedCredentials(rawValue: GIT_CREDENTIAL_SSH_INTERACTIVE.rawValue)
    /// The server first wants only a user name (ssh, when the URL names none).
    public static let username = AllowedCredentials(rawValue: GIT_CREDENTIAL_USERNAME.rawValue)
    public static let sshMemory = AllowedCredentials(rawValue: GIT_CREDENTIAL_SSH_MEMORY.rawValue)
}

/// One request for credentials during a fetch or push.
public struct CredentialRequest: Sendable {
    /// The URL being connected to, as libgit2 has it.
    public let url: String
    /// The user name in the URL (`git` in `git@host:path`), if any.
    public let usernameFromURL: String?
    public let allowed: AllowedCredentials
    /// 1 for the first request of this transfer, 2 after the first answer was refused, …
    public let attempt: Int
}

/// An answer to a `CredentialRequest`.
public enum Credential: Sendable, Equatable {
    /// Only a user name (answers `.username`).
    case username(String)
    /// Whatever keys the running ssh-agent (`SSH_AUTH_SOCK`) holds.
    case sshAgent(username: String)
    /// A private key file, with its `.pub` beside it when there is one.
    case sshKeyFile(username: String, publicKey: String?, privateKey: String, passphrase: String?)
    /// A user name and password or token (https).
    case userPassword(username: String, password: String)

    /// The `AllowedCredentials` kind this answer is.
    public var kind: AllowedCredentials {
        switch self {
        case .username: .username
        case .sshAgent, .sshKeyFile: .sshKey
        case .userPassword: .userPassword
        }
    }

    /// Makes the `git_credential` libgit2 takes ownership of.
    func make() throws -> UnsafeMutablePointer<git_credential> {
        var credential: UnsafeMutablePointer<git_credential>?
        switch self {
        case .username(let name):
            try check(git_credential_username_new(&credential, name))
        case .sshAgent(let username):
            try check(git_credential_ssh_key_from_agent(&credential, username))
        case .sshKeyFile(let username, let publicKey, let privateKey, let passphrase):
            try check(git_credential_ssh_key_new(&credential, username, publicKey, privateKey, passphrase))
        case .userPassword(let username, let password):
            try check(git_credential_userpass_plaintext_new(&credential, username, password))
        }
        return credential!  // safe: set on success
    }
}
