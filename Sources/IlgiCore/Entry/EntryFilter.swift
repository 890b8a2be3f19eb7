import Foundation

/// Which entries a listing or export includes; all conditions must hold.
public struct EntryFilter: Sendable {
    public var since: Date?
    /// Exclusive upper bound.
    public var until: Date?
    public var tags: [String] = []
    public var starredOnly = false
    public var limit: Int?

    public init(since: Date? = nil, until: Date? = nil, tags: [String] = [], starredOnly: Bool = false, limit: Int? = nil) {
        self.since = since
        self.until = until
        self.tags = tags.map(Tags.normalize)
        self.starredOnly = starredOnly
        self.limit = limit
    }

    public func matches(_ entry: Entry) -> Bool {
        if let since, entry.created.date < since { return false }
        if let until, entry.created.date >= until { return false }
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
