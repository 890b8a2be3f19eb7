import Foundation

/// Reading a large journal one entry at a time, for exports: the first pass keeps only a small
/// key per entry (date, id, path), the second loads each entry when it is needed and lets it
/// go, so 100k entries never sit in memory at once.
extension Journal {
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
    /// `limit` of them (as `list -n` shows), still oldest first. Files are read in parallel
    /// and dropped as soon as their key is taken.
    public func entryKeys(matching filter: EntryFilter = EntryFilter()) throws -> [EntryKey] {
        let paths = try entryPaths()
        var keys = [EntryKey?](repeating: nil, count: paths.count)
        let root = self.root
        keys.withUnsafeMutableBufferPointer { buffer in
            let slots = SendableBuffer(buffer)
            DispatchQueue.concurrentPerform(iterations: paths.count) { position in
                let (id, path) = paths[position]
                guard let entry = try? Journal.loadEntry(root: root, id: id, path: path), filter.matches(entry)
                else { return }
                slots[position] = EntryKey(id: id, path: path, created: entry.created.date)
            }
        }
        var sorted = keys.compactMap { $0 }.sorted(by: EntryKey.oldestFirst)
        if let limit = filter.limit, sorted.count > limit { sorted.removeFirst(sorted.count - limit) }
        return sorted
    }

    /// Loads the entries of `keys` and hands each to `body`, in order. Entries are read in
    /// parallel a chunk at a time, so at most `chunkSize` of them are in memory at once. An
    /// entry removed since its key was taken is skipped.
    public func forEachEntry(_ keys: [EntryKey], chunkSize: Int = 512, _ body: (Entry) throws -> Void) throws {
        let root = self.root
        var start = 0
        while start < keys.count {
            let chunk = keys[start..<min(start + chunkSize, keys.count)]
            var loaded = [Result<Entry, any Error>?](repeating: nil, count: chunk.count)
            loaded.withUnsafeMutableBufferPointer { buffer in
                let slots = SendableBuffer(buffer)
                DispatchQueue.concurrentPerform(iterations: chunk.count) { offset in
                    let key = chunk[chunk.startIndex + offset]
                    slots[offset] = Result { try Journal.loadEntry(root: root, id: key.id, path: key.path) }
                }
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
