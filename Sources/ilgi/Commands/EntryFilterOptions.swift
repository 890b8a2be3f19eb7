import ArgumentParser
import Foundation
import IlgiCore

/// The filters `list` and `export` share.
struct EntryFilterOptions: ParsableArguments {
    @Option(name: [.customShort("n"), .customLong("limit")], help: ArgumentHelp(Help.limitOption.description, valueName: "n"))
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
            throw ValidationError(Messages.negativeLimit(limit).description)
        }
        if on != nil, since != nil || until != nil {
            throw ValidationError(Messages.onWithRange.description)
        }
    }

    /// The filter these options describe. Days are compared with each entry's own date (in
    /// the time zone it was written in), the date `list` shows.
    func filter() throws -> EntryFilter {
        let dates = DateInput()
        var filter = EntryFilter(tags: tag, starredOnly: starred, limit: limit)
        if let on {
            filter.firstDay = try dates.day(on)
            filter.lastDay = filter.firstDay
        }
        if let since { filter.firstDay = try dates.day(since) }
        if let until { filter.lastDay = try dates.day(until) }
        return filter
    }
}
