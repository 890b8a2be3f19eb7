import Foundation
import IlgiEntry
import IlgiStore

extension Catalog {
    /// Hands what `transform` makes of each entry `filter` (and `extra`) selects to `body`,
    /// newest first. Entries are parsed from the text the catalog holds, checked with
    /// `filter.matches` when SQL could not decide the whole filter, and transformed in
    /// parallel a chunk at a time; a nil transform is skipped. It stops after `filter.limit`
    /// results.
    package func forEachEntry<T: Sendable>(
        matching filter: EntryFilter, extra: CatalogConditions = CatalogConditions(),
        transform: @escaping @Sendable (Entry) -> T?, _ body: (T) throws -> Void
    ) throws {
        var conditions = try filter.catalogConditions(in: self)
        conditions.append(extra)
        let rows = try entryRows(where: conditions, limit: conditions.isExact ? filter.limit : nil)
        let checksFilter = !filter.catalogConditions.isExact
        // The text is copied as bytes on this thread and made strings of on both cores, by the parse.
        try Catalog.forEachTransformed(
            rows.next, limit: filter.limit,
            transform: { row -> T? in
                guard let id = EntryID(row.uuid) else { return nil }
                let entry = Entry(
                    id: id, path: row.path, document: EntryDocument(parsingUTF8: row.raw),
                    fallbackDate: Date(timeIntervalSince1970: row.created))
                if checksFilter, !filter.matches(entry) { return nil }
                return transform(entry)
            }, body)
    }

    /// Hands what `transform` makes of each row `next` reads to `body`, in order, stopping
    /// after `limit` results (a nil transform is skipped). Rows are read on this thread a chunk
    /// at a time and transformed on both cores, this thread one of them. (Transforming the
    /// next chunk on other threads while this one hands results to `body` left a core idle:
    /// dispatch lends a blocked waiter's core to nobody, and overlapping the reading of rows
    /// too was slower, bench/RESULTS.md. What is slow to hand over belongs in `transform`,
    /// which runs in parallel: a search renders there.)
    static func forEachTransformed<Row: Sendable, T: Sendable>(
        _ next: () throws -> Row?, limit: Int?, transform: @escaping @Sendable (Row) -> T?, _ body: (T) throws -> Void
    ) throws {
        var remaining = limit ?? Int.max
        guard remaining > 0 else { return }
        // Small chunks first: `list -n 20` should not parse 512 entries it will not show.
        var chunkSize = min(remaining, 64)
        var done = false
        func nextChunk() throws -> [T?]? {
            guard !done else { return nil }
            var batch: [Row] = []
            while batch.count < chunkSize, let row = try next() { batch.append(row) }
            if batch.count < chunkSize { done = true }
            chunkSize = min(chunkSize * 4, 2048)
            guard !batch.isEmpty else { return nil }
            let chunk = batch
            return concurrentMap(chunk.count) { transform(chunk[$0]) }
        }
        while let results = try nextChunk() {
            for case let result? in results {
                try body(result)
                remaining -= 1
                if remaining == 0 { return }
            }
        }
    }
}
