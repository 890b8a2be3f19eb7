import Foundation
import IlgiEntry
import IlgiStore

/// A tag and how many entries carry it.
public struct TagCount: Sendable, Hashable, Codable {
    public let tag: String
    public let count: Int

    public init(tag: String, count: Int) {
        self.tag = tag
        self.count = count
    }

    /// Every tag of `entries` with its count, most used first, then by name.
    public static func counts(in entries: [EntrySummary]) -> [TagCount] {
        var counts: [String: Int] = [:]
        for entry in entries {
            for tag in entry.tags { counts[tag, default: 0] += 1 }
        }
        return counts.map { TagCount(tag: $0.key, count: $0.value) }
            .sorted { $0.count != $1.count ? $0.count > $1.count : $0.tag < $1.tag }
    }
}
