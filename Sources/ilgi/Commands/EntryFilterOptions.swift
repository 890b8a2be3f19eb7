import ArgumentParser
import Foundation
import IlgiCatalog
import IlgiCore
import IlgiEntry
import IlgiStore

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

    /// The options as argument-parser makes them from a line that gives none of them
    /// (`GlobalOptions.unset` says why).
    static var unset: EntryFilterOptions {
        var options = EntryFilterOptions()
        options.limit = nil
        options.since = nil
        options.until = nil
        options.on = nil
        options.tag = []
        options.notTag = []
        options.starred = false
        options.weather = []
        options.field = []
        return options
    }

    func validate() throws {
        if let problem = request.problem { throw ValidationError(problem.description) }
    }

    /// The options as the core reads a filter in words.
    var request: FilterRequest {
        var request = FilterRequest()
        request.limit = limit
        request.since = since
        request.until = until
        request.on = on
        request.tags = tag
        request.notTags = notTag
        request.starred = starred
        request.weather = weather
        request.fields = field
        return request
    }

    var fieldConditions: [FieldCondition] { request.fieldConditions }

    var isActive: Bool { request.isActive }

    func filter(dates: @autoclosure () -> DateInput = DateInput()) throws -> EntryFilter {
        try request.filter(dates: dates())
    }
}
