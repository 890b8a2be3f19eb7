import GitKit

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
        case .receiving(let objects, let total, let bytes):
            self = .receiving(objects: objects, totalObjects: total, bytes: bytes)
        case .resolving(let deltas, let total): self = .resolving(deltas: deltas, totalDeltas: total)
        case .sending(let objects, let total, let bytes):
            self = .sending(objects: objects, totalObjects: total, bytes: bytes)
        case .remoteMessage: return nil
        }
    }
}
