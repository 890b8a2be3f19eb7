import Foundation
import IlgiEntry
import IlgiStore

/// A filter in a person's words, as the command line's options and an assistant's tool
/// arguments both give it: dates as `DateInput` reads them (English or Korean: "yesterday",
/// "지난주", "2026-03"), tags, weather kinds, field conditions (`mood>=4`). One place checks it
/// and makes the `EntryFilter`, so `ilgi list` and `ilgi mcp` find the same entries.
public struct FilterRequest: Sendable, Equatable {
    public var limit: Int?
    public var since: String?
    public var until: String?
    public var on: String?
    public var tags: [String] = []
    public var notTags: [String] = []
    public var starred = false
    public var weather: [String] = []
    public var fields: [String] = []

    public init() {}

    /// What is wrong with it that no date need be read to know, or nil.
    public var problem: CoreText? {
        if let limit, limit < 0 { return .negativeLimit(limit) }
        if on != nil, since != nil || until != nil { return .onWithRange }
        if let kind = weather.first(where: { WeatherGroup(parsing: $0) == nil }) { return .unknownWeatherGroup(kind) }
        if let condition = fields.first(where: { FieldCondition(parsing: $0) == nil }) {
            return .badFieldCondition(condition)
        }
        return nil
    }

    public var fieldConditions: [FieldCondition] { fields.compactMap(FieldCondition.init(parsing:)) }

    /// True when it asks for anything beyond a limit.
    public var isActive: Bool {
        since != nil || until != nil || on != nil || !tags.isEmpty || !notTags.isEmpty || starred
            || !weather.isEmpty || !fields.isEmpty
    }

    /// The filter it means, its dates read by `dates` (whose clock and time zone say what
    /// "today" is). `dates` is made only when a date is given: its calendar is Foundation's
    /// first set-up of calendars, a cost a search that names no date need not pay.
    public func filter(dates makeDates: @autoclosure () -> DateInput = DateInput()) throws -> EntryFilter {
        if let problem { throw IlgiError.invalidInput(problem) }
        var filter = EntryFilter(
            tags: tags, starredOnly: starred, limit: limit, excludedTags: notTags,
            weather: weather.compactMap(WeatherGroup.init(parsing:)))
        filter.fields = fieldConditions
        guard on != nil || since != nil || until != nil else { return filter }
        let dates = makeDates()
        if let on {
            let range = try dates.range(on)
            filter.firstDay = range.first
            filter.lastDay = range.last
        }
        if let since { filter.firstDay = try dates.range(since).first }
        if let until { filter.lastDay = try dates.range(until).last }
        if let first = filter.firstDay, let last = filter.lastDay, first > last, on == nil {
            throw IlgiError.invalidInput(CoreText.sinceAfterUntil(since ?? first, until ?? last))
        }
        return filter
    }
}
