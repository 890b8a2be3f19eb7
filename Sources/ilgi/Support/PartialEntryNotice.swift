import IlgiCore
import IlgiEntry

/// What `show` and `share` say, on standard error, of an entry read in part: a file of
/// hundreds of megabytes (from a plain `git pull`) is shown by its first part, never read
/// whole, and the user is told where the rest is.
enum PartialEntryNotice {
    static func sayIfPartial(_ entry: Entry, in journal: Journal) {
        guard let size = entry.fileSizeWhenCut else { return }
        Diagnostics.warning(
            CommandText.entryShownInPart(
                journal.root.appendingPathComponent(entry.path).path, Journal.readLimit >> 20, size >> 20))
    }
}
