import Foundation

extension Journal {
    /// The entries `filter` selects, newest first. The one way listings, `edit` without an
    /// id and exports find entries, so the catalog can answer it without changing them.
    ///
    /// Dates come from each entry's `Created:` trailer, not its folder: a file's folder is the
    /// month it was created in, and `ilgi edit --date` (or a hand edit, or a sync from a
    /// machine whose clock was wrong) changes the date while the file stays where it is. So
    /// no folder can be skipped by its name, not even with a limit or a day range; the catalog
    /// orders by `Created:`, and the scan without it reads every file.
    public func entries(matching filter: EntryFilter) throws -> [Entry] {
        if let index = currentCatalog(), let found = try? catalogEntries(index, matching: filter) { return found }
        return try scanEntries(matching: filter)
    }

    /// `entries(matching:)` without the index: reads every entry file, since an entry may sit
    /// in any folder (its date is its `Created:`, not its path).
    func scanEntries(matching filter: EntryFilter) throws -> [Entry] {
        let paths = try entryPaths()
        let root = self.root
        let selected = concurrentMap(paths.count) { position -> Entry? in
            guard let entry = try? Journal.loadEntry(root: root, id: paths[position].id, path: paths[position].path),
                filter.matches(entry)
            else { return nil }
            return entry
        }.compactMap { $0 }
        let sorted = Journal.sortedNewestFirst(selected)
        guard let limit = filter.limit else { return sorted }
        return Array(sorted.prefix(limit))
    }

    /// Reads entries in parallel; files that cannot be read are left out (`ilgi doctor`
    /// reports them).
    func load(_ paths: [(id: EntryID, path: String)]) -> [Entry] {
        let root = self.root
        return concurrentMap(paths.count) { position in
            try? Journal.loadEntry(root: root, id: paths[position].id, path: paths[position].path)
        }.compactMap { $0 }
    }
}
