import Foundation
import IlgiCatalog
import IlgiEntry

/// A link of an entry and what it names in the journal as it is now.
public struct ResolvedLink: Sendable {
    public let link: EntryLink
    /// The entries it names, newest first: one for a link that resolves, none for a broken
    /// one, several for an ambiguous one or a day.
    public let targets: [EntrySummary]

    public init(link: EntryLink, targets: [EntrySummary]) {
        self.link = link
        self.targets = targets
    }

    public enum State: String, Sendable {
        /// An id or title that names exactly one entry, or a day with entries.
        case resolved
        /// Names no entry.
        case broken
        /// An id prefix or a title that several entries share: ilgi never guesses.
        case ambiguous
    }

    public var state: State {
        switch (link.target, targets.count) {
        case (_, 0): .broken
        case (.day, _), (_, 1): .resolved
        default: .ambiguous
        }
    }

    /// The one entry it names, when it names one.
    public var target: EntrySummary? {
        if case .day = link.target { return nil }
        return targets.count == 1 ? targets[0] : nil
    }
}

/// A link somewhere in the journal that is broken or ambiguous (`ilgi links`, `doctor`).
public struct LinkProblem: Sendable {
    public let entry: EntryID
    public let path: String
    public let target: LinkTarget
    public let label: String?
    /// 0 when broken, more than one when ambiguous.
    public let candidates: Int

    public var state: ResolvedLink.State { candidates == 0 ? .broken : .ambiguous }
}

extension JournalReader {
    /// The most entries a link's targets list: a day or a title shared by more is shown by the
    /// first of them.
    static let linkTargetsShown = 50

    /// `entry`'s links, read from its text, each with what it names.
    public func links(of entry: Entry) throws -> [ResolvedLink] {
        try links(in: entry.body)
    }

    /// The links of a text (an entry's body, as an editor holds it), resolved.
    public func links(in body: String) throws -> [ResolvedLink] {
        let links = EntryLinks.find(in: body)
        guard !links.isEmpty else { return [] }
        return try reading { catalog in
            var summaries: [LinkTarget: [EntrySummary]] = [:]
            return try links.map { link in
                if let known = summaries[link.target] { return ResolvedLink(link: link, targets: known) }
                let ids = try catalog.entries(namedBy: link.target, limit: JournalReader.linkTargetsShown).map(\.id)
                var found: [EntrySummary] = []
                if !ids.isEmpty {
                    try catalog.forEachSummary(where: .entries(ids)) { found.append($0) }
                }
                summaries[link.target] = found
                return ResolvedLink(link: link, targets: found)
            }
        }
    }

    /// The entries that link to `id` (by a unique id prefix, by its title when no other entry
    /// has it, or by its day), newest first; empty when none do or the entry is not in the
    /// journal.
    public func backlinks(of id: EntryID, limit: Int? = nil) throws -> [EntrySummary] {
        try reading { catalog in
            guard let conditions = try catalog.backlinkConditions(of: id) else { return [] }
            var found: [EntrySummary] = []
            try catalog.forEachSummary(where: conditions, limit: limit) { found.append($0) }
            return found
        }
    }

    /// Every broken or ambiguous link in the journal, by the entries that hold them, newest
    /// first.
    public func linkProblems() throws -> [LinkProblem] {
        try reading { catalog in
            try catalog.linkProblems().map {
                LinkProblem(
                    entry: $0.entry, path: $0.path, target: $0.target, label: $0.label, candidates: $0.candidates)
            }
        }
    }

    /// The entries whose title holds `text` (those it starts first), newest first, at most
    /// `limit`; with no text, the newest: what `[[` completes and workspace symbols list.
    public func summaries(titleContaining text: String, limit: Int) throws -> [EntrySummary] {
        try reading { catalog in
            let ids = try catalog.entryIDs(titleContaining: text, limit: limit)
            guard !ids.isEmpty else { return [] }
            var byID: [EntryID: EntrySummary] = [:]
            try catalog.forEachSummary(where: .entries(ids)) { byID[$0.id] = $0 }
            return ids.compactMap { byID[$0] }
        }
    }

    /// The summaries of the entries `ids` names that the journal has, newest first.
    public func summaries(of ids: [EntryID]) throws -> [EntrySummary] {
        guard !ids.isEmpty else { return [] }
        return try reading { catalog in
            var found: [EntrySummary] = []
            try catalog.forEachSummary(where: .entries(ids)) { found.append($0) }
            return found
        }
    }

    /// The summary of the entry `id`, or nil when the journal has none.
    public func summary(of id: EntryID) throws -> EntrySummary? {
        try reading { catalog in
            var found: EntrySummary?
            try catalog.forEachSummary(where: .entries([id])) { found = $0 }
            return found
        }
    }

    /// How many entries carry `tag` (lowercase, without `@`).
    public func entryCount(tagged tag: String) throws -> Int {
        try reading { try $0.count(tagged: tag) }
    }

    /// The average of a numeric field (lowercase name) over the journal, or nil with no value.
    public func average(ofField name: String) throws -> Double? {
        try reading { try $0.average(ofField: name) }
    }

    /// How many links the journal's entries hold.
    public func linkCount() throws -> Int {
        try reading { try $0.linkCount() }
    }
}
