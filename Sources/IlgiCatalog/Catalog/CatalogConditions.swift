import Foundation
import IlgiEntry
import IlgiStore

/// SQL conditions on the `entries` table with their bound values, and whether they decide the
/// whole question (`isExact`) or only narrow it to candidates that must still be checked.
package struct CatalogConditions {
    package var clauses: [String] = []
    var values: [SQLiteValue] = []
    package var isExact = true

    package init() {}

    init(clauses: [String], values: [SQLiteValue] = [], isExact: Bool = true) {
        self.clauses = clauses
        self.values = values
        self.isExact = isExact
    }

    var whereClause: String { clauses.isEmpty ? "" : " WHERE " + clauses.joined(separator: " AND ") }

    package mutating func append(_ other: CatalogConditions) {
        clauses += other.clauses
        values += other.values
        isExact = isExact && other.isExact
    }

    /// The entries with these ids, through the index by id.
    package static func entries(_ ids: [EntryID]) -> CatalogConditions {
        CatalogConditions(
            clauses: ["uuid IN (" + Array(repeating: "?", count: ids.count).joined(separator: ", ") + ")"],
            values: ids.map { .text($0.uuid) })
    }

    /// The entries whose file's text holds `ascii`, in any ASCII case (`LIKE`): candidates
    /// for a trailer key, which the parse then decides.
    package static func rawTextContains(_ ascii: String) -> CatalogConditions {
        precondition(!ascii.contains { $0 == "%" || $0 == "_" || !$0.isASCII })
        return CatalogConditions(clauses: ["raw LIKE ?"], values: [.text("%" + ascii + "%")], isExact: false)
    }
}

extension EntryFilter {
    /// What the index decides of this filter in SQL. A field it does not translate is left to
    /// `matches(_:)`, which stays the reference: the conditions are then marked not exact, and
    /// every candidate is loaded and checked. A new field of `EntryFilter` is checked that way
    /// until a translation is added here (and proved by `CatalogAgreementTests`).
    ///
    /// Each tag and field is asked of every entry in turn, newest first: a listing of `-n 20`
    /// stops at its twentieth, however large the journal. Where the catalog is at hand,
    /// `catalogConditions(in:)` asks rare ones the other way round.
    package var catalogConditions: CatalogConditions { catalogConditions(isRare: { _ in false }) }

    /// `catalogConditions`, but a tag or field condition that few entries meet
    /// (`Catalog.isRare`) names its entries from its own table, which SQL then looks up and
    /// sorts: asked of every entry in turn, a tag no entry has walks all of them to find none
    /// (bench/RESULTS.md#code-rare-tags).
    package func catalogConditions(in catalog: Catalog) throws -> CatalogConditions {
        try catalogConditions(isRare: catalog.isRare)
    }

    private func catalogConditions(isRare: (EntrySelection) throws -> Bool) rethrows -> CatalogConditions {
        var conditions = CatalogConditions()
        var rest = self
        if let firstDay {
            conditions.clauses.append("day >= ?")
            conditions.values.append(.text(firstDay))
            rest.firstDay = nil
        }
        if let lastDay {
            conditions.clauses.append("day <= ?")
            conditions.values.append(.text(lastDay))
            rest.lastDay = nil
        }
        if starredOnly {
            conditions.clauses.append("starred = 1")
            rest.starredOnly = false
        }
        if let ids {
            conditions.append(.entries(ids.sorted()))
            rest.ids = nil
        }
        for tag in tags {
            let tagged = EntrySelection.tagged(tag)
            if try isRare(tagged) {
                conditions.append(tagged.condition)
            } else {
                conditions.clauses.append("instr(tags, ?) > 0")
                conditions.values.append(.text("\n" + tag + "\n"))
            }
        }
        rest.tags = []
        for field in fields {
            if let selection = field.selection, try isRare(selection) {
                conditions.append(selection.condition)
            } else {
                conditions.append(field.catalogConditions)
            }
        }
        rest.fields = []
        rest.limit = nil
        conditions.isExact = rest == EntryFilter()
        return conditions
    }
}

extension FieldCondition {
    /// The same question of `entry_fields`, which holds each entry's first trailer of each key
    /// as `matches` reads it (folded, and as a number when it is one).
    package var catalogConditions: CatalogConditions {
        // A lookup on the primary key (key, entry) for each entry the query reaches, so a
        // listing newest first stops after its `-n`; `rowid IN (…)` would first gather every
        // match and sort them (bench/RESULTS.md#code-field-lookup).
        let test = valueTest
        let lookup = "EXISTS (SELECT 1 FROM entry_fields WHERE key = ? AND entry = entries.rowid" + test.sql + ")"
        // `!=` also selects the entries without the field: the complement of those with it equal.
        return CatalogConditions(
            clauses: [comparison == .notEqual ? "NOT " + lookup : lookup], values: [.text(key)] + test.values)
    }

    /// The entries whose field meets the condition, from `entry_fields`; nil for `!=`, which
    /// also selects every entry without the field.
    var selection: EntrySelection? {
        guard comparison != .notEqual else { return nil }
        let test = valueTest
        return EntrySelection(
            query: "SELECT entry FROM entry_fields WHERE key = ?" + test.sql, values: [.text(key)] + test.values)
    }

    /// What `entry_fields` is asked of the field's value (the key aside), for `!=` its opposite.
    private var valueTest: (sql: String, values: [SQLiteValue]) {
        switch comparison {
        case .present: ("", [])
        case .equal, .notEqual: (" AND folded = ?", [.text(Self.folded(value))])
        default: (" AND number \(comparison.rawValue) ?", [.real(Self.number(value) ?? 0)])
        }
    }
}

/// The entries a tag or a field condition selects, named by the table kept for it
/// (`entry_tags`, `entry_fields`): a query of their rowids through its index (by tag, or by
/// key and value).
struct EntrySelection {
    let query: String
    let values: [SQLiteValue]

    static func tagged(_ tag: String) -> EntrySelection {
        EntrySelection(query: "SELECT entry FROM entry_tags WHERE tag = ?", values: [.text(tag)])
    }

    /// The entries as a condition on `entries`: SQL looks each up, then sorts them.
    var condition: CatalogConditions {
        CatalogConditions(clauses: ["entries.rowid IN (" + query + ")"], values: values)
    }
}

extension Catalog {
    /// Whether fewer than `rareSelectionMaximum` entries are in `selection`: a count through
    /// its table's index that stops there (a fraction of a millisecond). Below it, looking the
    /// entries up and sorting them costs less than finding them newest first among all the
    /// others, which for `-n 20` walks about `20 * entries / selected` rows.
    func isRare(_ selection: EntrySelection) throws -> Bool {
        let statement = try database.prepare(
            "SELECT count(*) FROM (\(selection.query) LIMIT \(rareSelectionMaximum))")
        try statement.bind(selection.values)
        return try statement.step() && statement.int(0) < rareSelectionMaximum
    }
}

extension SearchQuery {
    /// Folded strings every entry the query finds contains in its folded title and body: the
    /// index narrows the search to entries containing all of them, then
    /// `SearchHit(_:query:)` decides. A query form that cannot name such strings returns
    /// none (every entry is a candidate): the query's own `requiredTerms`.
    package var indexLiterals: [String] { requiredTerms ?? [] }

    /// The conditions that find the candidates of this query: the entries one scan of the
    /// folded text (`entry_search_text`, with `memmem`, `Catalog.rowids`) found, or, for a rare
    /// string in a large journal, the few the trigram index named, each tested the same way
    /// (`Catalog+Trigrams`: made after the catalog, since in a cold build it cost half of it).
    package func catalogConditions(in index: Catalog) throws -> CatalogConditions {
        var conditions = CatalogConditions()
        conditions.isExact = false  // the matched lines are always computed
        let literals = indexLiterals.filter { !$0.isEmpty }
        guard !literals.isEmpty else { return conditions }
        let (rowids, rows) = try index.rowids(containingAll: literals)
        // Many hits (a common word) are read in the order of `entries_by_created`, testing each
        // row (`+rowid` keeps SQLite from looking them up one by one): sorting thousands of
        // rows with their text spilled to a temporary file and took twice as long. A few are
        // looked up and sorted.
        let many = rowids.count * 16 > rows
        conditions.clauses.append(SQLiteValue.inRowids((many ? "+" : "") + "rowid"))
        conditions.values.append(.rowids(rowids))
        return conditions
    }
}
