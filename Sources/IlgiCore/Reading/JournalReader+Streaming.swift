import Foundation
import IlgiCatalog
import IlgiEntry
import IlgiStore

/// Reading a large journal one entry at a time, for exports: the first pass keeps only a small
/// key per entry (date, id, path), the second loads each entry when it is needed and lets it
/// go, so 100k entries never sit in memory at once.
extension JournalReader {
    /// Where an entry is and when it was written: enough to sort and find it again.
    public struct EntryKey: Sendable, Hashable {
        public let id: EntryID
        public let path: String
        public let created: Date

        /// Oldest first; entries of the same second in a stable order by id.
        public static func oldestFirst(_ lhs: EntryKey, _ rhs: EntryKey) -> Bool {
            lhs.created != rhs.created ? lhs.created < rhs.created : lhs.id < rhs.id
        }
    }

    /// The keys of the entries `filter` selects, oldest first. With a limit, the newest
    /// `limit` of them (as `list -n` shows), still oldest first. Straight from the catalog's
    /// columns when SQL decides the whole filter.
    public func entryKeys(matching filter: EntryFilter = EntryFilter()) throws -> [EntryKey] {
        try reading { catalog in try entryKeys(catalog, matching: filter) }
    }

    private func entryKeys(_ catalog: Catalog, matching filter: EntryFilter) throws -> [EntryKey] {
        guard filter.catalogConditions.isExact else {
            return try gathered(
                catalog, matching: filter, transform: { EntryKey(id: $0.id, path: $0.path, created: $0.created.date) }
            ).reversed()
        }
        return try catalog.keys(where: filter.catalogConditions(in: catalog), limit: filter.limit).map {
            EntryKey(id: $0.id, path: $0.path, created: $0.created)
        }
    }

    /// Loads the entries of `keys` and hands each to `body`, in order. Entries are read in
    /// parallel a chunk at a time, so at most `chunkSize` of them are in memory at once. An
    /// entry removed since its key was taken is skipped.
    public func forEachEntry(_ keys: [EntryKey], chunkSize: Int = 512, _ body: (Entry) throws -> Void) throws {
        try forEachEntry(keys, chunkSize: chunkSize, transform: { $0 }, body)
    }

    /// `forEachEntry`, with `transform` (rendering an entry for an export, say) run on each
    /// entry in parallel with the others of its chunk; `body` receives the results in order.
    public func forEachEntry<T>(
        _ keys: [EntryKey], chunkSize: Int = 512, transform: @escaping @Sendable (Entry) throws -> T,
        _ body: (T) throws -> Void
    ) throws {
        try reading { catalog in try forEachEntry(catalog, keys, chunkSize: chunkSize, transform: transform, body) }
    }

    private func forEachEntry<T>(
        _ catalog: Catalog, _ keys: [EntryKey], chunkSize: Int, transform: @escaping @Sendable (Entry) throws -> T,
        _ body: (T) throws -> Void
    ) throws {
        let root = self.root
        let lookup = try catalog.textLookup()
        var start = 0
        while start < keys.count {
            let chunk = keys[start..<min(start + chunkSize, keys.count)]
            // The catalog holds each entry's text as of its last refresh: read from it in one
            // go, parsed in parallel; an entry saved since the keys were taken is read from
            // its file.
            var texts: [(raw: String, created: Double)?] = []
            for key in chunk { texts.append(lookup.text(ofPath: key.path)) }
            let found = texts
            let loaded = concurrentMap(chunk.count) { offset -> Result<T, any Error>? in
                let key = chunk[chunk.startIndex + offset]
                if let text = found[offset] {
                    return Result {
                        try transform(
                            Entry(
                                id: key.id, path: key.path, document: EntryDocument(parsing: text.raw),
                                fallbackDate: Date(timeIntervalSince1970: text.created)))
                    }
                }
                return Result { try transform(try Journal.loadEntry(root: root, id: key.id, path: key.path)) }
            }
            for (offset, result) in loaded.enumerated() {
                switch result {
                case .success(let entry)?:
                    try body(entry)
                case .failure(let error)?:
                    let path = chunk[chunk.startIndex + offset].path
                    if FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path) { throw error }
                case nil:
                    continue
                }
            }
            start += chunk.count
        }
    }
}
