import ArgumentParser
import Foundation
import IlgiCore

/// The filters `list`, `search`, `export`, `edit`, `delete`, `random` and the rest share.
struct EntryFilterOptions: ParsableArguments {
    @Option(
        name: [.customShort("n"), .customLong("limit")],
        help: ArgumentHelp(Help.limitOption.description, valueName: "n"))
    var limit: Int?

    @Option(help: ArgumentHelp(Help.sincePhraseOption.description, valueName: "date"))
    var since: String?

    @Option(help: ArgumentHelp(Help.untilPhraseOption.description, valueName: "date"))
    var until: String?

    @Option(help: ArgumentHelp(Help.onPhraseOption.description, valueName: "date"))
    var on: String?

    @Option(help: ArgumentHelp(Help.tagOption.description, valueName: "tag"))
    var tag: [String] = []

    @Option(name: .customLong("not-tag"), help: ArgumentHelp(Help.notTagOption.description, valueName: "tag"))
    var notTag: [String] = []

    @Flag(help: ArgumentHelp(Help.starredOption.description))
    var starred = false

    @Option(help: ArgumentHelp(Help.weatherOption.description, valueName: "kind"))
    var weather: [String] = []

    @Option(help: ArgumentHelp(Help.fieldFilterOption.description, valueName: "cond"))
    var field: [String] = []

    func validate() throws {
        if let limit, limit < 0 {
            throw ValidationError(CommandText.negativeLimit(limit).description)
        }
        if on != nil, since != nil || until != nil {
            throw ValidationError(CommandText.onWithRange.description)
        }
        for kind in weather where WeatherGroup(parsing: kind) == nil {
            throw ValidationError(CommandText.unknownWeatherGroup(kind).description)
        }
        for condition in field where FieldCondition(parsing: condition) == nil {
            throw ValidationError(CommandText.badFieldCondition(condition).description)
        }
    }

    /// The `--field` conditions.
    var fieldConditions: [FieldCondition] { field.compactMap(FieldCondition.init(parsing:)) }

    /// True when any filter but the limit is given.
    var isActive: Bool {
        since != nil || until != nil || on != nil || !tag.isEmpty || !notTag.isEmpty || starred || !weather.isEmpty
            || !field.isEmpty
    }

    /// The filter these options describe. Days are compared with each entry's own date (in
    /// the time zone it was written in), the date `list` shows. A phrase names a span of days
    /// (`--on 2026-03` is all of March; `--since last week` starts on last week's Monday,
    /// `--until 2025` ends on 31 December 2025).
    func filter(dates: DateInput = DateInput()) throws -> EntryFilter {
        var filter = EntryFilter(
            tags: tag, starredOnly: starred, limit: limit, excludedTags: notTag,
            weather: weather.compactMap(WeatherGroup.init(parsing:)))
        filter.fields = fieldConditions
        if let on {
            let range = try dates.range(on)
            filter.firstDay = range.first
            filter.lastDay = range.last
        }
        if let since { filter.firstDay = try dates.range(since).first }
        if let until { filter.lastDay = try dates.range(until).last }
        if let first = filter.firstDay, let last = filter.lastDay, first > last, on == nil {
            throw IlgiError.invalidInput(CommandText.sinceAfterUntil(since ?? first, until ?? last))
        }
        return filter
    }
}
