import Foundation

/// Which entries a listing, search or export includes; all conditions must hold.
///
/// `matches(_:)` is the reference meaning of every field: an index may narrow the candidates
/// by any of them first, but must give the same answer.
public struct EntryFilter: Sendable, Equatable {
    /// The first day to include, `YYYY-MM-DD`, compared with each entry's `Timestamp.day`.
    public var firstDay: String?
    /// The last day to include, `YYYY-MM-DD`.
    public var lastDay: String?
    /// Tags the entry must all have (normalised: lowercase, no `@`).
    public var tags: [String] = []
    /// Tags the entry must have none of (`--not-tag`).
    public var excludedTags: [String] = []
    public var starredOnly = false
    /// Weather the entry's `Weather:` trailer must fall in (any of them); empty for any
    /// weather, or none.
    public var weather: [WeatherGroup] = []
    /// Conditions on trailers, such as a journal's fields (`--field mood>=4`); all must hold.
    public var fields: [FieldCondition] = []
    /// Only these entries, when set: those that link to one (`search --links-to`), found first.
    public var ids: Set<EntryID>?
    public var limit: Int?

    public init(
        firstDay: String? = nil, lastDay: String? = nil, tags: [String] = [], starredOnly: Bool = false,
        limit: Int? = nil, excludedTags: [String] = [], weather: [WeatherGroup] = [], fields: [FieldCondition] = []
    ) {
        self.firstDay = firstDay
        self.lastDay = lastDay
        self.tags = tags.map(Tags.normalize)
        self.starredOnly = starredOnly
        self.limit = limit
        self.excludedTags = excludedTags.map(Tags.normalize)
        self.weather = weather
        self.fields = fields
    }

    /// True when no condition is set but perhaps the limit: every entry matches.
    public var selectsEverything: Bool {
        firstDay == nil && lastDay == nil && tags.isEmpty && excludedTags.isEmpty && !starredOnly && weather.isEmpty
            && fields.isEmpty && ids == nil
    }

    public func matches(_ entry: Entry) -> Bool {
        if let ids, !ids.contains(entry.id) { return false }
        if firstDay != nil || lastDay != nil {
            let day = entry.created.day
            if let firstDay, day < firstDay { return false }
            if let lastDay, day > lastDay { return false }
        }
        if starredOnly, !entry.isStarred { return false }
        if !weather.isEmpty {
            guard let code = entry.weather, weather.contains(where: { $0.contains(code) }) else { return false }
        }
        if !tags.isEmpty || !excludedTags.isEmpty {
            let entryTags = Set(entry.tags)
            if !tags.allSatisfy(entryTags.contains) { return false }
            if excludedTags.contains(where: entryTags.contains) { return false }
        }
        if !fields.allSatisfy({ $0.matches(entry.document) }) { return false }
        return true
    }

    /// Filters entries that are already newest first, keeping at most `limit`.
    public func apply(to entries: [Entry]) -> [Entry] {
        let matching = entries.lazy.filter(matches)
        if let limit { return Array(matching.prefix(limit)) }
        return Array(matching)
    }
}

/// Kinds of weather, each a group of OpenWeatherMap conditions, for `--weather`.
public enum WeatherGroup: String, Sendable, Hashable, CaseIterable, Codable {
    case clear, clouds, rain, storm, snow, mist

    /// The icon conditions (the two digits of `10d`) in the group.
    public var conditions: Set<Int> {
        switch self {
        case .clear: [1]
        case .clouds: [2, 3, 4]
        case .rain: [9, 10]
        case .storm: [11]
        case .snow: [13]
        case .mist: [50]
        }
    }

    public init(_ code: WeatherCode) {
        self = WeatherGroup.allCases.first { $0.conditions.contains(code.condition) } ?? .clear
    }

    public func contains(_ code: WeatherCode) -> Bool { conditions.contains(code.condition) }

    /// Reads `rain`, `비`, `rainy`, a code (`10d`, `10`), in either language.
    public init?(parsing text: String) {
        let word = text.trimmingCharacters(in: .whitespaces).lowercased()
        if let group = WeatherGroup(rawValue: word) {
            self = group
            return
        }
        if let group = Language.allCases.lazy.compactMap({ WeatherGroup.words(in: $0)[word] }).first {
            self = group
            return
        }
        let digits = word.hasSuffix("d") || word.hasSuffix("n") ? String(word.dropLast()) : word
        guard let number = Int(digits),
            let group = WeatherGroup.allCases.first(where: { $0.conditions.contains(number) })
        else { return nil }
        self = group
    }

    /// The group's emoji, as the terminal shows a day's weather.
    public var emoji: String {
        switch self {
        case .clear: WeatherCode("01d")!.emoji
        case .clouds: WeatherCode("03d")!.emoji
        case .rain: WeatherCode("10d")!.emoji
        case .storm: WeatherCode("11d")!.emoji
        case .snow: WeatherCode("13d")!.emoji
        case .mist: WeatherCode("50d")!.emoji
        }
    }
}
