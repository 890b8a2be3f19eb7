import Foundation
import GitKit
import IlgiEntry
import IlgiStore

extension Journal {
    /// Saves many new entries as one commit with `message` (an import): in one store
    /// transaction, every file is written, then one index update, what was written is flushed
    /// to disk, and one commit. When anything fails, the files written so far are removed again,
    /// so the journal is as it was: nothing is half-imported. Each document keeps its `Created:` trailer
    /// (the current time is added when it has none); empty documents are skipped.
    /// `progress` is told how many files are written so far.
    @discardableResult
    public func createBatch(
        _ documents: [EntryDocument], message: String, progress: ((Int) -> Void)? = nil
    ) throws -> [Entry] {
        try createBatch(documents, message: { _ in message }, progress: progress)
    }

    /// As above, with the commit message made from the number of entries written.
    @discardableResult
    public func createBatch(
        _ documents: [EntryDocument], message: (Int) -> String, progress: ((Int) -> Void)? = nil
    ) throws -> [Entry] {
        var entries: [Entry] = []
        try createBatch(
            message: message, progress: progress,
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
        alsoWriting settings: [(path: String, contents: String)] = [],
        _ produce: (_ add: (NewEntry) throws -> Void) throws -> Void
    ) throws -> Int {
        var count = 0
        // One store transaction: entries are taken in groups, each group's paths recorded in
        // the intent log (one fsync) before its files are written, so a failure or a crash
        // anywhere leaves nothing half-imported: the rollback, or the next ilgi, removes them.
        try transaction(.importEntries) { tx in
            var sources = try known?() ?? []
            let now = Timestamp(date: Date())
            var folders = Set<String>()
            var pending: [NewEntry] = []
            let temporary = stateDirectory.appendingPathComponent("tmp", isDirectory: true)
            let temporaryPath = temporary.path + "/.import-\(getpid()).tmp"
            try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)

            func flush() throws {
                var group: [(new: NewEntry, document: EntryDocument, path: String, stamp: Timestamp)] = []
                for new in pending {
                    var document = new.document
                    let stamp = document.trailer(Trailer.created).flatMap(Timestamp.init(iso8601:)) ?? now
                    if document.trailer(Trailer.created) == nil { document.setTrailer(Trailer.created, stamp.iso8601) }
                    group.append((new, document, JournalLayout.path(for: new.id, created: stamp), stamp))
                }
                pending.removeAll(keepingCapacity: true)
                guard !group.isEmpty else { return }
                try tx.willWrite(
                    group.flatMap { item in
                        [item.path] + (item.new.assets.isEmpty ? [] : [EntryAssets.folder(forEntryPath: item.path)])
                    })
                let isFirstGroup = count == 0
                for (position, item) in group.enumerated() {
                    // The crash-test step "half-written": half of the first group is on disk.
                    if isFirstGroup, position == group.count / 2 { store.reached(.halfWritten) }
                    let folder = String(item.path.prefix(7))
                    if folders.insert(folder).inserted {  // the month folders once each, not once per file
                        try Beneath(root).makeFolders(folder)
                    }
                    try store.files.writeUnsynced(item.document.rendered(), root.path + "/" + item.path, temporaryPath)
                    if !item.new.assets.isEmpty {
                        let assets = EntryAssets.folder(forEntryPath: item.path)
                        _ = try EntryAssets.copy(
                            item.new.assets, into: assets, root: root, temporaryPath: temporaryPath)
                    }
                    count += 1
                    created?(
                        Entry(id: item.new.id, path: item.path, document: item.document, fallbackDate: item.stamp.date))
                    if count % 256 == 0 { progress?(count) }
                }
            }

            try produce { new in
                guard !new.document.isEmpty else { return }
                if known != nil, let source = new.document.trailer(Trailer.source),
                    !sources.insert(source).inserted
                {
                    return
                }
                pending.append(new)
                if pending.count >= 512 { try flush() }
            }
            try flush()
            guard count > 0 else { return }
            progress?(count)
            // Journal files the entries need (a field their trailers use), in the same commit.
            for setting in settings { try tx.write(setting.contents, to: setting.path) }
            // The commit flushes every recorded file and folder before anything names them.
            // The recorded paths are the entries and their new `.assets/` folders, whose files
            // are staged one by one (git tracks files, not folders).
            try tx.commit(message: message(count)) { index in
                for path in tx.recorded {
                    guard path.hasSuffix(EntryAssets.folderSuffix) else {
                        try tx.content.stage(path, root: root, in: index)
                        continue
                    }
                    for name in Beneath(root).names(in: path, of: .regular) ?? [] {
                        try tx.content.stage(path + "/" + name, root: root, in: index)
                    }
                }
            }
        }
        return count
    }
}
