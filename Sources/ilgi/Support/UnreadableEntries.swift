import Synchronization

/// Warns of entry files the catalog could not read (`JournalConfiguration.unreadableEntry`):
/// an entry missing from `list` with no word said looks lost. The file is most often one
/// another account put there with owner-only modes (`sudo cp`, a backup restored as root;
/// `sudo ilgi` itself is refused a journal root does not own). Each file is named once a
/// command, however often the catalog tries it, and only the first few: a journal of
/// thousands such files gets one more line, not thousands.
enum UnreadableEntries {
    static let namedAtMost = 5

    private static let warned = Mutex(Set<String>())

    /// Whether this command warned of any file.
    static var anyWarned: Bool { warned.withLock { !$0.isEmpty } }

    @Sendable static func warn(path: String, reason: String) {
        let count: Int? = warned.withLock { paths in
            paths.insert(path).inserted ? paths.count : nil
        }
        guard let count else { return }
        if count <= namedAtMost {
            Diagnostics.warning(CommandText.entryUnreadable(path, reason))
        } else if count == namedAtMost + 1 {
            Diagnostics.warning(CommandText.moreEntriesUnreadable)
        }
    }
}
