import Foundation

/// The fields as the editor shows them: a last paragraph of `Key: value` lines under the text
/// ("Mood: 4", "Energy: " for one not set). What comes back is read by the trust rule: that
/// paragraph is fields only when every line is a declared field, with a valid value or none.
/// Anything else ("Mood: great", a key no field declares) stays the writer's text.
public enum FieldParagraph {
    /// What the editor's text held.
    public enum Reading: Equatable, Sendable {
        /// No paragraph of fields: the text is all the writer's.
        case none
        /// The text without the paragraph, and the trailers it sets (value nil: cleared).
        case fields(text: String, values: [FieldChange])
        /// A paragraph of declared fields with a value a field does not take (the lines):
        /// kept as text.
        case invalid([String])
    }

    /// The lines for `fields`, each with its value in `values` (by field name) or empty.
    public static func render(_ fields: JournalFields, values: [String: String]) -> String {
        fields.definitions.map { field in
            field.trailerKey + ": " + (values[field.name] ?? "")
        }.joined(separator: "\n")
    }

    /// `text` with `render`'s paragraph under it, after a blank line.
    public static func appending(_ fields: JournalFields, values: [String: String], to text: String) -> String {
        guard !fields.definitions.isEmpty else { return text }
        var base = text
        while base.hasSuffix("\n") { base.removeLast() }
        return base + "\n\n" + render(fields, values: values) + "\n"
    }

    /// Reads the last paragraph of `text` (never the title line) as fields.
    public static func read(_ text: String, fields: JournalFields) -> Reading {
        guard !fields.definitions.isEmpty else { return .none }
        // Cut on the byte: "\r\n" is one Character, which a split on "\n" would not cut.
        var lines = text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map {
            String(decoding: $0, as: UTF8.self)
        }
        while let last = lines.last, BlankLine.isBlank(splitOnNewline: last) { lines.removeLast() }
        guard let blank = lines.lastIndex(where: { BlankLine.isBlank(splitOnNewline: $0) }), blank > 0 else {
            return .none
        }
        let paragraph = lines[(blank + 1)...]
        var changes: [FieldChange] = []
        var rejected: [String] = []
        for line in paragraph {
            let content = line.hasSuffix("\r") ? String(line.dropLast()) : line
            guard let trailer = Trailer(line: content), let field = fields.named(trailer.key) else { return .none }
            if trailer.value.trimmingCharacters(in: .whitespaces).isEmpty {
                changes.append(FieldChange(field: field, value: nil))
            } else if let value = field.normalized(trailer.value) {
                changes.append(FieldChange(field: field, value: value))
            } else {
                rejected.append(content)
            }
        }
        if !rejected.isEmpty { return .invalid(rejected) }
        var kept = Array(lines[..<blank])
        while let last = kept.last, BlankLine.isBlank(splitOnNewline: last) { kept.removeLast() }
        return .fields(text: kept.joined(separator: "\n") + "\n", values: changes)
    }
}

/// A field set to a value, or cleared (nil).
public struct FieldChange: Sendable, Equatable {
    public let field: FieldDefinition
    public let value: String?

    public init(field: FieldDefinition, value: String?) {
        self.field = field
        self.value = value
    }

    /// The trailer a set value is written as (`Mood: 4`); nil for a cleared field.
    public var trailer: Trailer? { value.map { Trailer(key: field.trailerKey, value: $0) } }
}

extension EntryDocument {
    /// The trailers ilgi does not write itself (a journal's fields, `Mood: 4`), the first of
    /// each key (compared without case), in order: what the index, JSON and `show` carry.
    public var fieldTrailers: [Trailer] {
        var seen: Set<String> = []
        return trailers.filter { !$0.isKnown && seen.insert($0.key.lowercased()).inserted }
    }

    /// Sets or clears each field's trailer.
    public mutating func apply(_ changes: [FieldChange]) {
        for change in changes {
            if let value = change.value {
                setTrailer(change.field.trailerKey, value)
            } else {
                removeTrailer(change.field.trailerKey)
            }
        }
    }
}
