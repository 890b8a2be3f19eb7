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
        try createBatch(
            message: message, skipping: skippingKnownSources ? { try self.sourceTrailers() } : nil, progress: progress,
            created: { entries.append($0) }
        ) { add in
            for document in documents { try add(NewEntry(document: document)) }
        }
        return entries
    }

    /// The batch as a stream, for an import of any size: `produce` hands each new entry (with
    /// the files to copy into its `<id>.assets/` folder) to `add`, which writes it at once, so
    /// only the paths written are held. Documents whose `Source:` trailer is in `skipping`
    /// (computed under the write lock), or repeats one added before, are left out. Returns
    /// how many entries were written; all in one commit, or none when anything throws.
    @discardableResult
    public func createBatch(
        message: (Int) -> String, skipping known: (() throws -> Set<String>)? = nil,
        progress: ((Int) -> Void)? = nil, created: ((Entry) -> Void)? = nil,
        _ produce: (_ add: (NewEntry) throws -> Void) throws -> Void
    ) throws -> Int {
        var count = 0
        try write(while: "import entries") {
            var sources = try known?() ?? []
            let now = Timestamp(date: Date())
            var written: [String] = []
            var folders = Set<String>()
            let temporary = stateDirectory.appendingPathComponent("tmp", isDirectory: true)
            let rootPath = root.path
            let temporaryPath = temporary.path + "/.import-\(getpid()).tmp"
            do {
                try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
                try produce { new in
                    var document = new.document
                    guard !document.isEmpty else { return }
                    if known != nil, let source = document.trailer(ImportedEntry.sourceKey), !sources.insert(source).inserted {
                        return
                    }
                    let stamp = document.trailer(Trailer.created).flatMap(Timestamp.init(iso8601:)) ?? now
                    if document.trailer(Trailer.created) == nil { document.setTrailer(Trailer.created, stamp.iso8601) }
                    let path = JournalLayout.path(for: new.id, created: stamp)
                    let folder = String(path.prefix(7))
                    if folders.insert(folder).inserted {  // the month folders once each, not once per file
                        try NoFollow.refuseLinks(on: root.appendingPathComponent(folder), below: root)
                        try FileManager.default.createDirectory(
                            at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
                    }
                    try AtomicFile.writeUnsynced(document.rendered(), toPath: rootPath + "/" + path, temporaryPath: temporaryPath)
                    written.append(path)
                    if !new.assets.isEmpty {
                        let assets = EntryAssets.folder(forEntryPath: path)
                        folders.insert(assets)
                        written += try EntryAssets.copy(new.assets, into: assets, root: root, temporaryPath: temporaryPath)
                    }
                    count += 1
                    created?(Entry(id: new.id, path: path, document: document, fallbackDate: stamp.date))
                    if count % 256 == 0 { progress?(count) }
                }
                guard count > 0 else { return }
                progress?(count)
                syncFileSystem()
                try commit(message: message(count)) { index in
                    for path in written { try index.add(path: path) }
                }
            } catch {
                rollBack(written, folders: folders)
                throw error
            }
        }
        return count
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
        for folder in folders where folder.hasSuffix(EntryAssets.folderSuffix) {  // new with its entry: all ours
            try? FileManager.default.removeItem(at: root.appendingPathComponent(folder))
        }
        for folder in folders where !folder.hasSuffix(EntryAssets.folderSuffix) {
            removeEmptyFolders(above: root.appendingPathComponent(folder).appendingPathComponent("entry.txt"))
        }
    }
}
