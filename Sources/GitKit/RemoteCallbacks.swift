import CLibGit2
import Foundation

/// How far a fetch or push has come.
public enum TransferProgress: Sendable, Equatable {
    /// Objects arriving from the remote.
    case receiving(objects: Int, totalObjects: Int, bytes: Int)
    /// Deltas of a received pack being resolved.
    case resolving(deltas: Int, totalDeltas: Int)
    /// Objects going to the remote.
    case sending(objects: Int, totalObjects: Int, bytes: Int)
    /// A line the server printed ("Counting objects: …").
    case remoteMessage(String)
}

/// The ssh host key a server presented.
public struct HostKey: Sendable {
    /// The host name as libgit2 connected to it.
    public let host: String
    /// The key type as ssh names it (`ssh-ed25519`, `ssh-rsa`, …), or "unknown".
    public let typeName: String
    /// The raw key blob, when libssh2 gave it.
    public let raw: Data?
    /// The SHA-256 hash of the key blob, when libssh2 gave it.
    public let sha256: Data?
    /// libgit2's own verdict from `~/.ssh/known_hosts` (libgit2 1.5.1 and later check it).
    public let isTrustedByLibGit2: Bool
    /// libgit2's raw type code (`git_cert_ssh_raw_type_t`), used to look the key up.
    let rawType: Int32

    /// `SHA256:…`, as `ssh-keygen -l` and ssh's prompts print a fingerprint.
    public var fingerprint: String {
        guard let sha256 else { return "(no fingerprint)" }
        var text = sha256.base64EncodedString()
        while text.hasSuffix("=") { text.removeLast() }
        return "SHA256:" + text
    }
}

/// What a fetch or push calls back into Swift for: credentials, the server's host key,
/// progress, and the server's verdict on each pushed reference. One instance serves one
/// operation; it counts credential requests and gives up after `maxCredentialAttempts`, since
/// libgit2 asks again for as long as the callback keeps answering.
///
/// libgit2 gets a pointer to this object (not retained) as the callbacks' payload; the
/// operations that pass it keep it alive for the length of the call.
public final class RemoteCallbacks {
    /// Answers a request for credentials; nil means there is nothing (more) to offer.
    public var credentials: ((CredentialRequest) throws -> Credential?)?
    /// Decides whether to trust an ssh server's host key: return to trust it, throw to refuse.
    /// When nil, libgit2's own known_hosts check decides.
    public var hostKey: ((HostKey) throws -> Void)?
    /// Called as data moves; for a progress display.
    public var progress: ((TransferProgress) -> Void)?
    /// How many times credentials are handed out before the operation fails.
    public var maxCredentialAttempts: Int

    /// How many credential requests this operation has answered so far.
    public private(set) var credentialAttempts = 0
    /// The credentials most recently handed to libgit2.
    public private(set) var lastCredential: Credential?
    /// What the server printed on its progress channel (hook output, "Counting objects…"),
    /// the last few kilobytes of it.
    public private(set) var serverOutput = ""
    /// References the server refused in a push, with its reason (`non-fast-forward`, …).
    public private(set) var rejectedReferences: [(reference: String, reason: String)] = []
    /// The error a callback raised; reported instead of libgit2's vaguer "callback failed".
    var failure: (any Error)?

    public init(maxCredentialAttempts: Int = 5) {
        self.maxCredentialAttempts = maxCredentialAttempts
    }

    /// Forgets what the previous operation left behind, so the object can serve another.
    func reset() {
        credentialAttempts = 0
        lastCredential = nil
        rejectedReferences = []
        serverOutput = ""
        failure = nil
    }

    /// Like `check`, but when a callback failed, its own error is thrown rather than the
    /// generic one libgit2 reports for it.
    func check(_ code: Int32) throws {
        guard code < 0 else { return }
        if let failure {
            git_error_clear()
            throw failure
        }
        try GitKit.check(code)
    }

    /// libgit2's callbacks structure, pointing at this object.
    func raw() throws -> git_remote_callbacks {
        // Every fetch and push asks for its callbacks first: the one place before a connection.
        LibGit2.loadCertificateAuthorities()
        var callbacks = git_remote_callbacks()
        try GitKit.check(git_remote_init_callbacks(&callbacks, UInt32(GIT_REMOTE_CALLBACKS_VERSION)))
        callbacks.payload = Unmanaged.passUnretained(self).toOpaque()
        callbacks.credentials = { out, url, usernameFromURL, allowed, payload in
            RemoteCallbacks.from(payload).answerCredentials(out, url, usernameFromURL, allowed)
        }
        callbacks.certificate_check = { certificate, valid, host, payload in
            RemoteCallbacks.from(payload).checkCertificate(certificate, valid: valid, host: host)
        }
        callbacks.transfer_progress = { stats, payload in
            guard let stats = stats?.pointee else { return 0 }
            let callbacks = RemoteCallbacks.from(payload)
            if stats.received_objects < stats.total_objects {
                callbacks.progress?(
                    .receiving(
                        objects: Int(stats.received_objects), totalObjects: Int(stats.total_objects),
                        bytes: Int(stats.received_bytes)))
            } else if stats.total_deltas > 0 {
                callbacks.progress?(
                    .resolving(deltas: Int(stats.indexed_deltas), totalDeltas: Int(stats.total_deltas)))
            } else {
                callbacks.progress?(
                    .receiving(
                        objects: Int(stats.received_objects), totalObjects: Int(stats.total_objects),
                        bytes: Int(stats.received_bytes)))
            }
            return 0
        }
        callbacks.push_transfer_progress = { current, total, bytes, payload in
            RemoteCallbacks.from(payload).progress?(
                .sending(objects: Int(current), totalObjects: Int(total), bytes: Int(bytes)))
            return 0
        }
        callbacks.sideband_progress = { text, length, payload in
            guard let text, length > 0 else { return 0 }
            let message = String(decoding: Data(bytes: text, count: Int(length)), as: UTF8.self)
            let callbacks = RemoteCallbacks.from(payload)
            callbacks.serverOutput = String((callbacks.serverOutput + message).suffix(4096))
            callbacks.progress?(.remoteMessage(message))
            return 0
        }
        callbacks.push_update_reference = { reference, status, payload in
            // A non-nil status is the server's reason for refusing this reference; libgit2 still
            // returns success from the push, so it is recorded here and checked afterwards.
            if let status {
                let name = reference.map { String(cString: $0) } ?? "?"
                RemoteCallbacks.from(payload).rejectedReferences.append((name, String(cString: status)))
            }
            return 0
        }
        return callbacks
    }

    private static func from(_ payload: UnsafeMutableRawPointer?) -> RemoteCallbacks {
        Unmanaged<RemoteCallbacks>.fromOpaque(payload!).takeUnretainedValue()  // safe: always set by raw()
    }

    private func answerCredentials(
        _ out: UnsafeMutablePointer<UnsafeMutablePointer<git_credential>?>?, _ url: UnsafePointer<CChar>?,
        _ usernameFromURL: UnsafePointer<CChar>?, _ allowed: UInt32
    ) -> Int32 {
        guard let credentials else { return GIT_PASSTHROUGH.rawValue }
        credentialAttempts += 1
        let request = CredentialRequest(
            url: url.map { String(cString: $0) } ?? "",
            usernameFromURL: usernameFromURL.map { String(cString: $0) },
            allowed: AllowedCredentials(rawValue: allowed),
            attempt: credentialAttempts)
        guard credentialAttempts <= maxCredentialAttempts else {
            failure = GitError(
                code: GIT_EAUTH.rawValue, errorClass: Int32(GIT_ERROR_CALLBACK.rawValue),
                message: "authentication failed for \(request.url) after \(maxCredentialAttempts) attempts")
            return GIT_EAUTH.rawValue
        }
        do {
            guard let answer = try credentials(request) else {
                failure = GitError(
                    code: GIT_EAUTH.rawValue, errorClass: Int32(GIT_ERROR_CALLBACK.rawValue),
                    message: "authentication failed for \(request.url): no more credentials to try")
                return GIT_EAUTH.rawValue
            }
            out?.pointee = try answer.make()
            lastCredential = answer
            return 0
        } catch {
            failure = error
            return GIT_EAUTH.rawValue
        }
    }

    private func checkCertificate(
        _ certificate: UnsafeMutablePointer<git_cert>?, valid: Int32, host: UnsafePointer<CChar>?
    )
        -> Int32
    {
        // TLS certificates: libgit2 has verified them against the system's authorities; its
        // verdict stands (an invalid certificate is never accepted here).
        guard let certificate, certificate.pointee.cert_type == GIT_CERT_HOSTKEY_LIBSSH2, let hostKey else {
            return GIT_PASSTHROUGH.rawValue
        }
        let key = UnsafeMutableRawPointer(certificate).assumingMemoryBound(to: git_cert_hostkey.self).pointee
        let types = key.type.rawValue
        var raw: Data?
        if types & GIT_CERT_SSH_RAW.rawValue != 0, let blob = key.hostkey, key.hostkey_len > 0 {
            raw = Data(bytes: blob, count: key.hostkey_len)
        }
        var sha256: Data?
        if types & GIT_CERT_SSH_SHA256.rawValue != 0 {
            sha256 = withUnsafeBytes(of: key.hash_sha256) { Data($0) }
        }
        let presented = HostKey(
            host: host.map { String(cString: $0) } ?? "",
            typeName: HostKey.name(ofRawType: Int32(key.raw_type.rawValue)),
            raw: raw, sha256: sha256, isTrustedByLibGit2: valid == 1,
            rawType: Int32(key.raw_type.rawValue))
        do {
            try hostKey(presented)
            return 0
        } catch {
            failure = error
            return GIT_ECERTIFICATE.rawValue
        }
    }
}

extension HostKey {
    static func name(ofRawType type: Int32) -> String {
        switch UInt32(type) {
        case GIT_CERT_SSH_RAW_TYPE_RSA.rawValue: "ssh-rsa"
        case GIT_CERT_SSH_RAW_TYPE_DSS.rawValue: "ssh-dss"
        case GIT_CERT_SSH_RAW_TYPE_KEY_ECDSA_256.rawValue: "ecdsa-sha2-nistp256"
        case GIT_CERT_SSH_RAW_TYPE_KEY_ECDSA_384.rawValue: "ecdsa-sha2-nistp384"
        case GIT_CERT_SSH_RAW_TYPE_KEY_ECDSA_521.rawValue: "ecdsa-sha2-nistp521"
        case GIT_CERT_SSH_RAW_TYPE_KEY_ED25519.rawValue: "ssh-ed25519"
        default: "unknown"
        }
    }
}
