import Foundation
import GitKit

extension Journal {
    /// Saves many new entries as one commit with `message` (an import): in one store
    /// transaction, every file is written, the file system is synced once, then one index
    /// update and one commit. When anything fails, the files written so far are removed again,
    /// so the journal is as it was: nothing is half-imported. Each document keeps its `Created:` trailer
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
        // One transaction: when anything fails (a full disk, a crash), the files written so far
        // are removed again by its rollback or by the next ilgi's recovery: nothing is
        // half-imported.
        try transaction("import entries") { tx in
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
            try tx.writeNew(entries.map { ($0.path, $0.document.rendered()) }, progress: progress)
            try tx.commit(message: message(entries.count)) { index in
                for entry in entries { try index.add(path: entry.path) }
            }
        }
        return entries
    }
}
