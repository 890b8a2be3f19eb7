import Foundation
import IlgiEntry
import IlgiStore

/// How `entry_links.kind` stores what a link names.
package enum LinkKind: Int, Sendable {
    case id = 0
    case title = 1
    case day = 2

    package init(_ target: LinkTarget) {
        switch target {
        case .id: self = .id
        case .title: self = .title
        case .day: self = .day
        }
    }

    func target(_ text: String) -> LinkTarget {
        switch self {
        case .id: .id(text)
        case .title: .title(text)
        case .day: .day(text)
        }
    }
}

/// A link stored in the catalog that names no entry, or more than one where it must name one.
package struct StoredLinkProblem: Sendable {
    package let entry: EntryID
    package let path: String
    package let target: LinkTarget
    package let label: String?
    /// How many entries it names: 0 (broken) or more than one (ambiguous).
    package let candidates: Int
}

extension Catalog {
    /// The entries `target` names, by id (up to `limit`): an id prefix's, a title's (without
    /// case) or a day's, newest first.
    package func entries(namedBy target: LinkTarget, limit: Int = 100) throws -> [(id: EntryID, path: String)] {
        let (condition, values) = Catalog.naming(target)
        let statement = try database.prepare(
            "SELECT uuid, path FROM entries WHERE \(condition) ORDER BY created DESC, uuid DESC LIMIT \(limit)")
        try statement.bind(values)
        var found: [(id: EntryID, path: String)] = []
        while try statement.step() {
            if let id = EntryID(statement.text(0)) { found.append((id, statement.text(1))) }
        }
        return found
    }

    /// The condition on `entries` that selects what `target` names, through an index each.
    private static func naming(_ target: LinkTarget) -> (String, [SQLiteValue]) {
        switch target {
        case .id(let prefix): ("uuid >= ? AND uuid < ?", [.text(prefix), .text(prefix + "~")])
        case .title(let title): ("title = ? COLLATE NOCASE", [.text(title)])
        case .day(let day): ("day = ?", [.text(day)])
        }
    }

    /// How many entries `target` names, counting no further than `upTo`.
    private func count(namedBy target: LinkTarget, upTo: Int = 2) throws -> Int {
        let (condition, values) = Catalog.naming(target)
        let statement = try database.prepare(
            "SELECT count(*) FROM (SELECT 1 FROM entries WHERE \(condition) LIMIT \(upTo))")
        try statement.bind(values)
        return try statement.step() ? statement.int(0) : 0
    }

    /// The entries whose links name the entry `id` (not the entry itself), as conditions on
    /// `entries`; nil when the catalog holds no such entry. A link by id prefix or by title
    /// counts only where it names this entry alone: an ambiguous one is a problem
    /// (`linkProblems`), not a backlink. A link to the entry's day counts too.
    package func backlinkConditions(of id: EntryID) throws -> CatalogConditions? {
        let entry = try database.prepare("SELECT rowid, title, day FROM entries WHERE uuid = ?")
        try entry.bind(.text(id.uuid))
        guard try entry.step() else { return nil }
        let (rowid, title, day) = (entry.int64(0), entry.text(1), entry.text(2))
        // The prefixes of the id that some link uses, of the 29 it has (8 to 36 characters).
        let prefixes = (8...id.uuid.utf8.count).map { String(id.uuid.prefix($0)) }
        let used = try database.prepare(
            "SELECT DISTINCT target FROM entry_links WHERE kind = 0 AND target IN (\(placeholders(prefixes.count)))")
        try used.bind(prefixes.map { .text($0) })
        var unique: [String] = []
        while try used.step() { unique.append(used.text(0)) }
        unique = try unique.filter { try count(namedBy: .id($0)) == 1 }
        var parts: [String] = []
        var values: [SQLiteValue] = []
        if !unique.isEmpty {
            parts.append("SELECT entry FROM entry_links WHERE kind = 0 AND target IN (\(placeholders(unique.count)))")
            values += unique.map { .text($0) }
        }
        if !title.isEmpty, try count(namedBy: .title(title)) == 1 {
            parts.append("SELECT entry FROM entry_links WHERE kind = 1 AND target = ?")
            values.append(.text(title))
        }
        parts.append("SELECT entry FROM entry_links WHERE kind = 2 AND target = ?")
        values.append(.text(day))
        return CatalogConditions(
            clauses: ["entries.rowid IN (" + parts.joined(separator: " UNION ") + ")", "entries.rowid != ?"],
            values: values + [.integer(rowid)])
    }

    /// Every stored link that is broken (names no entry) or ambiguous (an id prefix or a title
    /// that names more than one), in the order of the entries that hold them, newest first.
    /// Each distinct target is looked up once, through its index.
    package func linkProblems() throws -> [StoredLinkProblem] {
        let statement = try database.prepare(
            """
            SELECT entries.uuid, entries.path, entry_links.kind, entry_links.target, entry_links.label
            FROM entry_links JOIN entries ON entries.rowid = entry_links.entry
            ORDER BY entries.created DESC, entries.uuid DESC, entry_links.position
            """)
        var counts: [LinkTarget: Int] = [:]
        var problems: [StoredLinkProblem] = []
        while try statement.step() {
            guard let kind = LinkKind(rawValue: statement.int(2)), let id = EntryID(statement.text(0)) else { continue }
            // Titles are compared without case: one count serves every spelling.
            let text = statement.text(3)
            let target = kind.target(kind == .title ? text.lowercased() : text)
            let count: Int
            if let known = counts[target] {
                count = known
            } else {
                count = try self.count(namedBy: target)
                counts[target] = count
            }
            let isProblem = kind == .day ? count == 0 : count != 1
            guard isProblem else { continue }
            problems.append(
                StoredLinkProblem(
                    entry: id, path: statement.text(1), target: kind.target(text),
                    label: statement.isNull(4) ? nil : statement.text(4), candidates: count))
        }
        return problems
    }

    /// The entries whose title holds `text` (without ASCII case), those it starts first, each
    /// newest first, at most `limit`; with no text, the newest. Read from the index by title
    /// alone, never the table's rows (the completion of `[[` at 100,000 entries).
    package func entryIDs(titleContaining text: String, limit: Int) throws -> [EntryID] {
        guard !text.isEmpty else {
            let newest = try database.prepare(
                "SELECT uuid FROM entries ORDER BY created DESC, uuid DESC LIMIT \(limit)")
            var found: [EntryID] = []
            while try newest.step() { if let id = EntryID(newest.text(0)) { found.append(id) } }
            return found
        }
        let escaped = text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "%", with: "\\%")
            .replacingOccurrences(of: "_", with: "\\_")
        let statement = try database.prepare(
            """
            SELECT rowid, title LIKE ? ESCAPE '\\' AS starts FROM entries INDEXED BY entries_by_title
            WHERE title LIKE ? ESCAPE '\\' ORDER BY starts DESC, created DESC LIMIT \(limit)
            """)
        try statement.bind(.text(escaped + "%"), .text("%" + escaped + "%"))
        var rowids: [Int64] = []
        while try statement.step() { rowids.append(statement.int64(0)) }
        guard !rowids.isEmpty else { return [] }
        let ids = try database.prepare("SELECT rowid, uuid FROM entries WHERE \(SQLiteValue.inRowids("rowid"))")
        try ids.bind(.rowids(rowids))
        var byRowid: [Int64: EntryID] = [:]
        while try ids.step() { byRowid[ids.int64(0)] = EntryID(ids.text(1)) }
        return rowids.compactMap { byRowid[$0] }
    }

    /// How many entries carry `tag`, through its own table.
    package func count(tagged tag: String) throws -> Int {
        let statement = try database.prepare("SELECT count(*) FROM entry_tags WHERE tag = ?")
        try statement.bind(.text(tag))
        return try statement.step() ? statement.int(0) : 0
    }

    /// The average of the field `key`'s numeric values (lowercase key), or nil with none.
    package func average(ofField key: String) throws -> Double? {
        let statement = try database.prepare(
            "SELECT avg(number) FROM entry_fields WHERE key = ? AND number IS NOT NULL")
        try statement.bind(.text(key))
        guard try statement.step(), !statement.isNull(0) else { return nil }
        return statement.double(0)
    }

    /// How many links the catalog holds.
    package func linkCount() throws -> Int {
        Int(try database.integer("SELECT count(*) FROM entry_links"))
    }

    private func placeholders(_ count: Int) -> String {
        Array(repeating: "?", count: count).joined(separator: ", ")
    }
}
