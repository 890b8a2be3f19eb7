import Foundation
import IlgiCatalog

/// An entry a link names or that links to another, as JSON (`show --json`, `links --json`,
/// `ilgi mcp`): enough to name it and open it.
public struct LinkedEntryRecord: Encodable, Sendable, Equatable {
    public let id: String
    public let title: String
    /// ISO 8601 with the writer's UTC offset, as in the `Created:` trailer.
    public let created: String
    public let path: String

    public init(_ summary: EntrySummary) {
        id = summary.id.uuid
        title = summary.title
        created = summary.created.iso8601
        path = summary.path
    }
}

/// One link of an entry as JSON: its text as written, what it names and what it resolves to.
public struct LinkRecord: Encodable, Sendable, Equatable {
    /// `id`, `title` or `day`.
    public let kind: String
    /// What is between the brackets, before any `|` (an id prefix lowercased).
    public let target: String
    public let label: String?
    /// `resolved`, `broken` or `ambiguous`.
    public let state: String
    /// What it names: one entry, a day's entries, or the candidates of an ambiguous link.
    public let entries: [LinkedEntryRecord]

    public init(_ resolved: ResolvedLink) {
        switch resolved.link.target {
        case .id: kind = "id"
        case .title: kind = "title"
        case .day: kind = "day"
        }
        target = resolved.link.target.text
        label = resolved.link.label
        state = resolved.state.rawValue
        entries = resolved.targets.map(LinkedEntryRecord.init)
    }

    enum CodingKeys: String, CodingKey { case kind, target, label, state, entries }

    /// Writes `label` as null when absent, so the shape never changes.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(kind, forKey: .kind)
        try container.encode(target, forKey: .target)
        try container.encode(label, forKey: .label)
        try container.encode(state, forKey: .state)
        try container.encode(entries, forKey: .entries)
    }
}

/// A broken or ambiguous link as JSON (`links --json` with no id).
public struct LinkProblemRecord: Encodable, Sendable, Equatable {
    /// The entry that holds the link.
    public let id: String
    public let path: String
    public let target: String
    public let label: String?
    /// `broken` or `ambiguous`.
    public let state: String
    public let candidates: Int

    public init(_ problem: LinkProblem) {
        id = problem.entry.uuid
        path = problem.path
        target = problem.target.text
        label = problem.label
        state = problem.state.rawValue
        candidates = problem.candidates
    }

    enum CodingKeys: String, CodingKey { case id, path, target, label, state, candidates }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(path, forKey: .path)
        try container.encode(target, forKey: .target)
        try container.encode(label, forKey: .label)
        try container.encode(state, forKey: .state)
        try container.encode(candidates, forKey: .candidates)
    }
}
