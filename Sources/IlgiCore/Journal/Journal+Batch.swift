import Foundation
import GitKit

#if canImport(Glibc)
    import Glibc
#endif

extension Journal {
    /// Saves many new entries as one commit with `message` (an import): under the write lock,
    /// every file is written, the file system is synced once, then one index update and one
    /// commit. When anything fails, the files written so far are removed again, so the journal
    /// is as it was: nothing is half-imported. Each document keeps its `Created:` trailer
    /// (the current time is added when it has none); empty documents are skipped.
    /// `progress` is told how many files are written so far.
    @discardableResult
    public func createBatch(
        _ documents: [EntryDocument], message: String, progress: ((Int) -> Void)? = nil
    ) throws -> [Entry] {
        try createBatch(documents, message: { _ in message }, progress: progress)
    }

    /// As above, with the commit message made from the number of entries written. With
    /// `skippingKnownSources`, documents whose `Source:` trailer some entry already carries are
    /// left out, decided under the write lock so two identical imports at once add them once.
    @discardableResult
    public func createBatch(
        _ documents: [EntryDocument], message: (Int) -> String, skippingKnownSources: Bool = false,
        progress: ((Int) -> Void)? = nil
    ) throws -> [Entry] {
        var entries: [Entry] = []
        try write(while: "import entries") {
            var known = skippingKnownSources ? try sourceTrailers() : []
            let now = Timestamp(date: Date())
            for var document in documents where !document.isEmpty {
                if skippingKnownSources, let source = document.trailer(ImportedEntry.sourceKey), !known.insert(source).inserted {
                    continue
                }
                let stamp = document.trailer(Trailer.created).flatMap(Timestamp.init(iso8601:)) ?? now
                if document.trailer(Trailer.created) == nil { document.setTrailer(Trailer.created, stamp.iso8601) }
                let id = EntryID()
                entries.append(
                    Entry(id: id, path: JournalLayout.path(for: id, created: stamp), document: document, fallbackDate: stamp.date))
            }
            guard !entries.isEmpty else { return }
            var written: [String] = []
            written.reserveCapacity(entries.count)
            let temporary = stateDirectory.appendingPathComponent("tmp", isDirectory: true)
            do {
                // The month folders once each, not once per file.
                let folders = Set(entries.map { $0.path.prefix(7) })
                for folder in folders.sorted() {
                    try NoFollow.refuseLinks(on: root.appendingPathComponent(String(folder)), below: root)
                    try FileManager.default.createDirectory(
                        at: root.appendingPathComponent(String(folder)), withIntermediateDirectories: true)
                }
                try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
                let rootPath = root.path
                let temporaryPath = temporary.path + "/.import-\(getpid()).tmp"
                for entry in entries {
                    try AtomicFile.writeUnsynced(
                        entry.document.rendered(), toPath: rootPath + "/" + entry.path, temporaryPath: temporaryPath)
                    written.append(entry.path)
                    if written.count % 256 == 0 { progress?(written.count) }
                }
                progress?(written.count)
                syncFileSystem()
                try commit(message: message(entries.count)) { index in
                    for path in written { try index.add(path: path) }
                }
            } catch {
                rollBack(written, folders: Set(entries.map { String($0.path.prefix(7)) }))
                throw error
            }
        }
        return entries
    }

    /// Flushes the files just written to disk before the commit that names them, so a crash
    /// can never leave a commit whose files were lost.
    private func syncFileSystem() {
        // sync(2) rather than syncfs(2), which Glibc does not export to Swift: one call
        // instead of an fsync per file, which is what makes a 100k-entry import take seconds.
        Glibc.sync()  // not Journal.sync, which talks to remotes
    }

    /// Undoes a failed batch: removes its files, any index entries made for them, and the
    /// folders it made that are empty again.
    private func rollBack(_ paths: [String], folders: Set<String>) {
        if !paths.isEmpty, let index = try? repository.index() {
            try? index.reload()
            for path in paths { try? index.remove(path: path) }
            try? index.write()
        }
        for path in paths {
            try? FileManager.default.removeItem(at: root.appendingPathComponent(path))
        }
        for folder in folders {
            removeEmptyFolders(above: root.appendingPathComponent(folder).appendingPathComponent("entry.txt"))
        }
    }
}
