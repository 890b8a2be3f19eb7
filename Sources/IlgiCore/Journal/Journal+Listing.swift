import Foundation

extension Journal {
    /// The entries `filter` selects, newest first, reading as few files as it can.
    ///
    /// An entry's folder is its creation month in the writer's time zone, so its moment lies
    /// within that month give or take a day of time-zone offset. With a limit, folders are read
    /// newest first and reading stops one folder after the limit is reached; with a day range,
    /// folders more than a month outside it are not read at all.
    public func entries(matching filter: EntryFilter) throws -> [Entry] {
        if let index = currentIndex(), let found = try? indexedEntries(index, matching: filter) { return found }
        return try scanEntries(matching: filter)
    }

    /// `entries(matching:)` without the index: reads the entry files themselves.
    func scanEntries(matching filter: EntryFilter) throws -> [Entry] {
        var folders: [Int: [(id: EntryID, path: String)]] = [:]
        for item in try entryPaths() {
            folders[Journal.monthNumber(ofPath: item.path), default: []].append(item)
        }
        var months = folders.keys.sorted(by: >)
        if let first = filter.firstDay.flatMap(Journal.monthNumber(ofDay:)) {
            months.removeAll { $0 < first - 1 }
        }
        if let last = filter.lastDay.flatMap(Journal.monthNumber(ofDay:)) {
            months.removeAll { $0 > last + 1 }
        }
        guard let limit = filter.limit else {
            let loaded = load(months.flatMap { folders[$0] ?? [] })
            return Journal.sortedNewestFirst(loaded.filter(filter.matches))
        }
        var selected: [Entry] = []
        var marginLeft = 1
        for month in months {
            selected += load(folders[month] ?? []).filter(filter.matches)
            if selected.count >= limit {
                if marginLeft == 0 { break }
                marginLeft -= 1
            }
        }
        return Array(Journal.sortedNewestFirst(selected).prefix(limit))
    }

    /// Reads entries in parallel; files that cannot be read are left out (`ilgi doctor`
    /// reports them).
    func load(_ paths: [(id: EntryID, path: String)]) -> [Entry] {
        let root = self.root
        return concurrentMap(paths.count) { position in
            try? Journal.loadEntry(root: root, id: paths[position].id, path: paths[position].path)
        }.compactMap { $0 }
    }

    /// `2026/11/…` → 2026 × 12 + 10.
    static func monthNumber(ofPath path: String) -> Int {
        let utf8 = Array(path.utf8.prefix(7))
        guard utf8.count == 7 else { return 0 }
        let digits = utf8.map { Int($0) - 48 }
        return (digits[0] * 1000 + digits[1] * 100 + digits[2] * 10 + digits[3]) * 12 + digits[5] * 10 + digits[6] - 1
    }

    /// `2026-11-22` → 2026 × 12 + 10.
    static func monthNumber(ofDay day: String) -> Int? {
        let parts = day.split(separator: "-")
        guard parts.count == 3, let year = Int(parts[0]), let month = Int(parts[1]) else { return nil }
        return year * 12 + month - 1
    }
}
