import Foundation
import IlgiEntry
import IlgiStore

/// `ilgi nudge`: one reminder a day at most, and none on a day with an entry. Meant for a
/// shell prompt, so after its first answer of the day it costs one read of a small file: the
/// day it last decided is kept in `.git/ilgi/nudge` (this machine's, never committed), and a
/// call on that day decides nothing again. The first call of a day reads the catalog's days
/// back from today to the first without an entry.
public enum Nudge {
    /// What the first call of the day decided.
    public enum Decision: Sendable, Equatable {
        /// An entry was written today: nothing to say.
        case written
        /// Nothing yet today. `streak` is the run of days with an entry that ended yesterday
        /// (0 when yesterday had none).
        case remind(streak: Int)
    }

    /// True when a call earlier on `today` already decided, so this one says nothing. Reads one
    /// file and opens nothing else: no repository, no catalog.
    public static func alreadyDecided(on today: CivilDay, journal root: URL) -> Bool {
        // border: .git/ilgi
        guard let data = FileManager.default.contents(atPath: markerURL(journal: root).path) else { return false }
        return String(decoding: data, as: UTF8.self).hasPrefix(today.description)
    }

    /// Decides for `today`, from the catalog, and remembers that it did, whatever it decided.
    public static func decide(on today: CivilDay, in journal: Journal) throws -> Decision {
        let run = try journal.reader.currentRun(on: today)
        let decision: Decision = run.writtenToday ? .written : .remind(streak: run.days)
        try AtomicFile.write(
            Data((today.description + "\n").utf8), to: markerURL(journal: journal.root),
            temporaryDirectory: journal.store.temporaryDirectory, root: journal.root,
            synced: false)  // lost in a power cut, the next call decides again
        return decision
    }

    /// `.git/ilgi/nudge` under a journal's folder.
    static func markerURL(journal root: URL) -> URL {
        root.appendingPathComponent(".git/ilgi/nudge")
    }
}
