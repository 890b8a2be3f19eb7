import CLibGit2
import Foundation

/// The server refused to update a reference in a push (a non-fast-forward, a hook that said
/// no, a protected branch). libgit2 reports such a push as a success; `Remote.push` turns the
/// refusal into this error. It is a refusal by the server, not a libgit2 failure, hence a type
/// of its own beside `GitError`.
public struct PushRejectedError: Error, Sendable, Equatable, CustomStringConvertible {
    public let reference: String
    /// The server's words for the reference (`non-fast-forward`, `pre-receive hook declined`,
    /// `failed to update ref`, …).
    public let reason: String
    /// What the server printed meanwhile (git's "remote:" lines): where git says why an update
    /// failed (`cannot lock ref 'refs/heads/main': is at … but expected …`).
    public let serverMessage: String

    public init(reference: String, reason: String, serverMessage: String = "") {
        self.reference = reference
        self.reason = reason
        self.serverMessage = serverMessage
    }

    public var description: String { "the remote rejected \(reference): \(reason)" }

    /// True when the remote has commits the push did not include; fetching and merging first
    /// lets the next push through.
    public var isNonFastForward: Bool {
        let lowered = reason.lowercased()
        return lowered.contains("fast-forward") || lowered.contains("fast forward") || lowered.contains("fetch first")
            || lowered.contains("stale")
    }

    /// True when another push to the same reference got there first or at the same moment
    /// (a non-fast-forward, a reference created meanwhile, a reference locked or moved by the
    /// other push, which git reports as "failed to update ref" and explains only in the
    /// server's message): fetching, merging and pushing again is the cure.
    public var isLostRace: Bool {
        let lowered = reason.lowercased()
        let server = serverMessage.lowercased()
        return isNonFastForward || lowered.contains("already exists") || lowered.contains("lock")
            || lowered.contains("failed to update ref") || server.contains("cannot lock ref")
    }
}

extension Remote {
    /// Pushes `refspecs` (`refs/heads/main:refs/heads/main`; never forced unless a spec starts
    /// with `+`) and updates the remote-tracking references that follow from them. Throws
    /// `PushRejectedError` when the server refused any reference.
    public func push(refspecs: [String], callbacks: RemoteCallbacks) throws {
        callbacks.reset()
        var options = git_push_options()
        try check(git_push_options_init(&options, UInt32(GIT_PUSH_OPTIONS_VERSION)))
        options.callbacks = try callbacks.raw()
        options.proxy_opts.type = GIT_PROXY_AUTO
        do {
            try withStringArray(refspecs) { array in
                try withExtendedLifetime(callbacks) {
                    // libgit2 reads every tree of the remote's tip, from this repository, to know
                    // what not to send (in a pack, most trees are chains of deltas):
                    // `withBulkReads` for why they are not re-hashed.
                    try LibGit2.withBulkReads { try callbacks.check(git_remote_push(pointer, array, &options)) }
                }
            }
        } catch let error as GitError where error.code == GIT_ENONFASTFORWARD.rawValue {
            // The local transport checks fast-forwards itself and fails the whole push.
            let destination = refspecs.first.map { String($0.split(separator: ":").last ?? "") } ?? ""
            throw PushRejectedError(
                reference: destination, reason: "non-fast-forward (\(error.message))",
                serverMessage: callbacks.serverOutput)
        }
        if let rejected = callbacks.rejectedReferences.first {
            throw PushRejectedError(
                reference: rejected.reference, reason: rejected.reason, serverMessage: callbacks.serverOutput)
        }
    }
}
