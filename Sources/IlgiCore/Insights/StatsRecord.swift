import Foundation
import IlgiCatalog
import IlgiEntry

/// A field's numbers as `ilgi stats --field mood --json` and the assistants' `field_stats` give them.
public struct FieldStatsRecord: Encodable, Sendable {
    public struct Mean: Encodable, Sendable {
        public let average: Double
        public let entries: Int
        init(_ mean: FieldStats.Mean) {
            average = (mean.value * 100).rounded() / 100
            entries = mean.count
        }
    }

    public let field: String
    public let entries: Int
    public let average: Double?
    public let byMonth: [String: Mean]
    public let byWeekday: [String: Mean]
    public let tags: [String: Mean]
    public let weather: [String: Mean]
    public let values: [String: Int]

    public init(_ stats: FieldStats) {
        field = stats.field.name
        entries = stats.entries
        average = stats.range == nil ? nil : Mean(stats.overall).average
        byMonth = Dictionary(uniqueKeysWithValues: stats.byMonth.map { ($0.month, Mean($0.mean)) })
        byWeekday = Dictionary(
            uniqueKeysWithValues: zip(StatsRecord.weekdays, stats.byWeekday).filter { $0.1.count > 0 }.map {
                ($0.0, Mean($0.1))
            })
        tags = Dictionary(uniqueKeysWithValues: stats.tags.map { ($0.tag, Mean($0.mean)) })
        weather = Dictionary(uniqueKeysWithValues: stats.weather.map { ($0.group.rawValue, Mean($0.mean)) })
        values = Dictionary(uniqueKeysWithValues: stats.values.map { ($0.value, $0.count) })
    }

    enum CodingKeys: String, CodingKey {
        case field, entries, average, tags, weather, values
        case byMonth = "by_month"
        case byWeekday = "by_weekday"
    }
}

/// `ilgi stats --json`: stable field names, documented in the README.
public struct StatsRecord: Encodable, Sendable {
    public struct Moment: Encodable, Sendable {
        public let id: String
        public let title: String
        public let created: String
    }

    public let entries: Int
    public let words: Int
    public let starred: Int
    public let days: Int
    public let tags: Int
    public let currentStreak: Int
    public let longestStreak: Int
    public let busiestWeekday: String?
    public let busiestHour: Int?
    public let byWeekday: [String: Int]
    public let byHour: [Int]
    public let topTags: [TagCount]
    public let weather: [String: Int]
    public let first: Moment?
    public let last: Moment?

    public static let weekdays = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]

    public init(_ stats: JournalStats) {
        entries = stats.entries
        words = stats.words
        starred = stats.starred
        days = stats.days
        tags = stats.tagCount
        currentStreak = stats.streaks.current
        longestStreak = stats.streaks.longest
        busiestWeekday = stats.busiestWeekday.map { Self.weekdays[$0 - 1] }
        busiestHour = stats.busiestHour
        byWeekday = Dictionary(uniqueKeysWithValues: zip(Self.weekdays, stats.byWeekday))
        byHour = stats.byHour
        topTags = stats.topTags
        weather = Dictionary(uniqueKeysWithValues: WeatherGroup.allCases.map { ($0.rawValue, stats.weather[$0] ?? 0) })
        first = stats.first.map { Moment(id: $0.id.uuid, title: $0.displayTitle, created: $0.created.iso8601) }
        last = stats.last.map { Moment(id: $0.id.uuid, title: $0.displayTitle, created: $0.created.iso8601) }
    }

    enum CodingKeys: String, CodingKey {
        case entries, words, starred, days, tags
        case currentStreak = "current_streak", longestStreak = "longest_streak"
        case busiestWeekday = "busiest_weekday", busiestHour = "busiest_hour"
        case byWeekday = "by_weekday", byHour = "by_hour", topTags = "top_tags", weather, first, last
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(entries, forKey: .entries)
        try container.encode(words, forKey: .words)
        try container.encode(starred, forKey: .starred)
        try container.encode(days, forKey: .days)
        try container.encode(tags, forKey: .tags)
        try container.encode(currentStreak, forKey: .currentStreak)
        try container.encode(longestStreak, forKey: .longestStreak)
        try container.encode(busiestWeekday, forKey: .busiestWeekday)
        try container.encode(busiestHour, forKey: .busiestHour)
        try container.encode(byWeekday, forKey: .byWeekday)
        try container.encode(byHour, forKey: .byHour)
        try container.encode(topTags, forKey: .topTags)
        try container.encode(weather, forKey: .weather)
        try container.encode(first, forKey: .first)
        try container.encode(last, forKey: .last)
    }
}
