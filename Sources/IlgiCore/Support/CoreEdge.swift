import GitKit

// What the command line needs of the layers below IlgiCore, in IlgiCore's own types, so the
// CLI imports IlgiCore alone (ARCHITECTURE.md, "Borders").

extension IlgiError {
    /// `error` as the user should meet it: a libgit2 failure that reached the edge of the core
    /// without a journal operation to name becomes an `IlgiError` with libgit2's own words;
    /// anything else is returned as it is.
    public static func surfacing(_ error: any Error) -> any Error {
        guard let error = error as? GitError else { return error }
        return IlgiError.git(operation: .workWithJournal, message: error.message)
    }
}

/// Objects moving during a sync, for a progress display.
public enum SyncProgress: Sendable, Equatable {
    /// Objects arriving from the remote.
    case receiving(objects: Int, totalObjects: Int, bytes: Int)
    /// Deltas of a received pack being resolved.
    case resolving(deltas: Int, totalDeltas: Int)
    /// Objects going to the remote.
    case sending(objects: Int, totalObjects: Int, bytes: Int)

    /// Nil for what a display does not show (a line the server printed).
    init?(_ progress: TransferProgress) {
        switch progress {
        case .receiving(let objects, let total, let bytes): self = .receiving(objects: objects, totalObjects: total, bytes: bytes)
        case .resolving(let deltas, let total): self = .resolving(deltas: deltas, totalDeltas: total)
        case .sending(let objects, let total, let bytes): self = .sending(objects: objects, totalObjects: total, bytes: bytes)
        case .remoteMessage: return nil
        }
    }
}

/// The versions of what ilgi is built on, for `ilgi --version`.
public enum BuiltOn {
    /// libgit2's version, as the library reports it at run time.
    public static var libgit2: String { LibGit2.version }
}

extension Journal {
    /// The id of the commit HEAD names, in hex; nil on a journal with no commit yet. Changes
    /// whenever the journal's history does (a save, a sync, a `git pull`).
    public func headRevision() throws -> String? {
        try repository.headCommit()?.oid.hex
    }
}
