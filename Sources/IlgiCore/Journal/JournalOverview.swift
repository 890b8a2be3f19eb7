import Foundation
import GitKit
import IlgiEntry
import IlgiStore

/// One line of `ilgi journals`: a journal's name and folder, and what is in it, read without
/// creating, unlocking or indexing anything (a locked journal's files still have their names).
public struct JournalOverview: Sendable {
    public enum State: Sendable, Equatable {
        /// No folder yet, or an empty one: the first command that writes there makes it.
        case notCreated
        case journal(entries: Int, remotes: [String], encryption: EncryptionState)
        /// The folder is there but is not a journal ilgi can open; the reason, in a line.
        case unusable(Localized)
    }

    public let name: String
    public let root: URL
    /// The journal commands use when none is named.
    public let isDefault: Bool
    public let state: State

    /// Looks at `journal` as it is on disk now.
    public static func look(at journal: JournalRegistry.Named, isDefault: Bool) -> JournalOverview {
        JournalOverview(name: journal.name, root: journal.root, isDefault: isDefault, state: state(of: journal.root))
    }

    private static func state(of root: URL) -> State {
        let contents = try? FileManager.default.contentsOfDirectory(atPath: root.path)
        guard let contents, !contents.isEmpty else { return .notCreated }
        var configuration = JournalConfiguration()
        configuration.opensLockedJournal = true
        do {
            let journal = try Journal.open(at: root, configuration: configuration)
            return .journal(
                entries: Journal.entryPaths(inWorkTree: journal.root).count,
                remotes: try journal.repository.remoteNames(), encryption: journal.encryption)
        } catch let error as any UserFacingError {
            return .unusable(Localized(error.message))
        } catch {
            return .unusable(Localized(IlgiError.wrapping(error, while: .openJournal, path: root.path).message))
        }
    }
}
