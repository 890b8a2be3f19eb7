import Foundation
import IlgiCatalog
import IlgiEntry
import IlgiStore

@testable import IlgiCore

/// The definitions the catalog is held to, by reading every entry file: a listing and a search
/// made without SQL. They live with the tests only: ilgi itself reads through the catalog.
extension Journal {
    /// `entries(matching:)` by reading every entry file (an entry may sit in any folder: its
    /// date is its `Created:`, not its path).
    func scanEntries(matching filter: EntryFilter) throws -> [Entry] {
        let paths = try entryPaths()
        let root = self.root
        let selected = concurrentMap(paths.count) { position -> Entry? in
            guard let entry = try? Journal.loadEntry(root: root, id: paths[position].id, path: paths[position].path),
                filter.matches(entry)
            else { return nil }
            return entry
        }.compactMap { $0 }
        return filter.apply(to: selected.sorted(by: Journal.newestFirst))
    }
}

extension JournalSearch {
    /// `search` by reading every entry file.
    func scanSearch(_ query: SearchQuery, filter: EntryFilter = EntryFilter()) throws -> [SearchHit] {
        let root = reader.root
        let paths = Journal.entryPaths(inWorkTree: root)
        let found = concurrentMap(paths.count) { position -> SearchHit? in
            let (id, path) = paths[position]
            guard let entry = try? Journal.loadEntry(root: root, id: id, path: path),
                filter.matches(entry), query.matches(title: entry.title, body: entry.searchedBody)
            else { return nil }
            return SearchHit(entry, query: query)
        }
        return Array(
            found.compactMap { $0 }.sorted { Journal.newestFirst($0.entry, $1.entry) }.prefix(filter.limit ?? Int.max))
    }

    /// `search` through `index` as it is, without the reader's lock or its refresh.
    func catalogSearch(_ index: Catalog, query: SearchQuery, filter: EntryFilter) throws -> [SearchHit] {
        var hits: [SearchHit] = []
        _ = try index.search(
            SearchPlan(query, filter: filter, takes: .hits), heldAtMost: heldHitsMaximum, showHit: { $0 },
            showFoundLines: nil
        ) { hits.append($0) }
        return hits
    }
}
