import ArgumentParser
import Foundation
import IlgiCore

/// The filters `list` and `export` share.
struct EntryFilterOptions: ParsableArguments {
    @Option(name: [.short, .customLong("limit")], help: ArgumentHelp(Help.limitOption.description, valueName: "n"))
    var limit: Int?

    @Option(help: ArgumentHelp(Help.sinceOption.description, valueName: "date"))
    var since: String?

    @Option(help: ArgumentHelp(Help.untilOption.description, valueName: "date"))
    var until: String?

    @Option(help: ArgumentHelp(Help.onOption.description, valueName: "date"))
    var on: String?

    @Option(help: ArgumentHelp(Help.tagOption.description, valueName: "tag"))
    var tag: [String] = []

    @Flag(help: ArgumentHelp(Help.starredOption.description))
    var starred = false

    func validate() throws {
        if let limit, limit < 0 {
            throw IlgiError.invalidInput(Messages.negativeLimit(limit))
        }
        if on != nil, since != nil || until != nil {
            throw IlgiError.invalidInput(Messages.onWithRange)
        }
    }

    /// The filter these options describe; dates are read in the local time zone.
    func filter() throws -> EntryFilter {
        let dates = DateInput()
        var filter = EntryFilter(tags: tag, starredOnly: starred, limit: limit)
        if let on {
            filter.since = try dates.startOfDay(on)
            filter.until = try dates.endOfDay(on)
        }
        if let since { filter.since = try dates.startOfDay(since) }
        if let until { filter.until = try dates.endOfDay(until) }
        return filter
    }
}
