import Foundation
import IlgiCore
import MCP

/// A tool call's arguments, read with the type each must have. A wrong type, an unknown name or
/// a missing required one is the caller's error, said in words an assistant can act on.
struct ToolArguments: Sendable {
    let values: [String: Value]

    init(_ values: [String: Value]?) { self.values = values ?? [:] }

    func string(_ name: String) throws -> String? {
        guard let value = values[name], !value.isNull else { return nil }
        guard let text = value.stringValue else { throw ToolArgumentError(name: name, expected: "a string") }
        return text
    }

    func requiredString(_ name: String) throws -> String {
        guard let text = try string(name), !text.isEmpty else {
            throw ToolArgumentError(name: name, expected: "a string that is not empty")
        }
        return text
    }

    func integer(_ name: String, in range: ClosedRange<Int>) throws -> Int? {
        guard let value = values[name], !value.isNull else { return nil }
        // A client may send 20 as 20.0.
        let number = value.intValue ?? value.doubleValue.flatMap { $0.rounded() == $0 ? Int(exactly: $0) : nil }
        guard let number, range.contains(number) else {
            throw ToolArgumentError(
                name: name, expected: "a whole number from \(range.lowerBound) to \(range.upperBound)")
        }
        return number
    }

    func boolean(_ name: String) throws -> Bool? {
        guard let value = values[name], !value.isNull else { return nil }
        guard let flag = value.boolValue else { throw ToolArgumentError(name: name, expected: "true or false") }
        return flag
    }

    func strings(_ name: String) throws -> [String] {
        guard let value = values[name], !value.isNull else { return [] }
        if let one = value.stringValue { return [one] }
        guard let array = value.arrayValue else { throw ToolArgumentError(name: name, expected: "a list of strings") }
        return try array.map {
            guard let text = $0.stringValue else { throw ToolArgumentError(name: name, expected: "a list of strings") }
            return text
        }
    }

    func stringMap(_ name: String) throws -> [String: String] {
        guard let value = values[name], !value.isNull else { return [:] }
        guard let object = value.objectValue else {
            throw ToolArgumentError(name: name, expected: "an object of names and values")
        }
        return try object.mapValues {
            if let text = $0.stringValue { return text }
            if let number = $0.intValue { return String(number) }
            if let number = $0.doubleValue { return String(number) }
            throw ToolArgumentError(name: name, expected: "an object of names and values")
        }
    }

    /// Tags, with or without their `@`: an assistant writes either.
    func tags(_ name: String) throws -> [String] {
        try strings(name).map { $0.hasPrefix("@") ? String($0.dropFirst()) : $0 }
    }

    /// Refuses a name the tool does not take: a misspelt filter must not widen a search.
    func allowOnly(_ names: Set<String>) throws {
        if let unknown = values.keys.sorted().first(where: { !names.contains($0) }) {
            throw ToolArgumentError(name: unknown, expected: nil)
        }
    }

    /// The filter the arguments that every listing tool shares ask for (`filterProperties`).
    func filterRequest(limit: Int?) throws -> FilterRequest {
        var request = FilterRequest()
        request.limit = limit
        request.since = try string("since")
        request.until = try string("until")
        request.on = try string("on")
        request.tags = try tags("tags")
        request.notTags = try tags("not_tags")
        request.starred = try boolean("starred") ?? false
        request.weather = try strings("weather")
        request.fields = try strings("fields")
        return request
    }

    /// The arguments of `filterRequest`, with what each means.
    static let filterProperties: [String: Value] = [
        "since": JSONSchema.string(
            "Only entries written on or after this day. A date (2026-03-14, 2026-03, 2026), or words in English or Korean: today, yesterday, last week, 3 days ago, 어제, 지난주, 3일 전."
        ),
        "until": JSONSchema.string("Only entries written on or before this day; the same forms as since."),
        "on": JSONSchema.string(
            "Only entries of this day, month or year (2026-03-14, 2026-03, 2026, yesterday, 지난달). Not with since or until."
        ),
        "tags": JSONSchema.array(JSONSchema.string(), "Only entries with all of these @tags (without the @)."),
        "not_tags": JSONSchema.array(JSONSchema.string(), "Leave out entries with any of these @tags."),
        "starred": JSONSchema.boolean("Only starred entries."),
        "weather": JSONSchema.array(
            JSONSchema.string(),
            "Only entries whose weather is one of these kinds: clear, clouds, rain, snow, storm, mist."),
        "fields": JSONSchema.array(
            JSONSchema.string(),
            "Conditions on the journal's fields (list_fields names them): mood>=4, sleep<6, place=home, or a bare name for entries that have it."
        ),
    ]

    static let filterNames = Set(filterProperties.keys)
}

/// An argument a tool cannot take.
struct ToolArgumentError: Error, Sendable {
    let name: String
    /// What it must be; nil for a name the tool does not know.
    let expected: String?

    var message: String {
        let name = JournalData.echoed(name)
        guard let expected else { return "unknown argument '\(name)'; the tool's input schema lists what it takes" }
        return "argument '\(name)' must be \(expected)"
    }
}
