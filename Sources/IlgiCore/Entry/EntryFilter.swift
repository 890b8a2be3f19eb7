import Foundation

/// Which entries a listing or export includes; all conditions must hold.
public struct EntryFilter: Sendable, Equatable {
    /// The first day to include, `YYYY-MM-DD`, compared with each entry's `Timestamp.day`.
    public var firstDay: String?
    /// The last day to include, `YYYY-MM-DD`.
    public var lastDay: String?
    public var tags: [String] = []
    public var starredOnly = false
    public var limit: Int?

    public init(
        firstDay: String? = nil, lastDay: String? = nil, tags: [String] = [], starredOnly: Bool = false,
        limit: Int? = nil
    ) {
        self.firstDay = firstDay
        self.lastDay = lastDay
        self.tags = tags.map(Tags.normalize)
        self.starredOnly = starredOnly
        self.limit = limit
    }

    public func matches(_ entry: Entry) -> Bool {
        if firstDay != nil || lastDay != nil {
            let day = entry.created.day
            if let firstDay, day < firstDay { return false }
            if let lastDay, day > lastDay { return false }
        }
        if starredOnly, !entry.isStarred { return false }
        if !tags.isEmpty {
            let entryTags = Set(entry.tags)
            if !tags.allSatisfy(entryTags.contains) { return false }
        }
        return true
    }

    /// Filters entries that are already newest first, keeping at most `limit`.
    public func apply(to entries: [Entry]) -> [Entry] {
        let matching = entries.lazy.filter(matches)
        if let limit { return Array(matching.prefix(limit)) }
        return Array(matching)
    }
}
