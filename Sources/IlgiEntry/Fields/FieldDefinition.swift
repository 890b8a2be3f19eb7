import Foundation

/// One field a journal tracks beside the text (`mood`, `energy`, `place`), declared in
/// `.ilgi/fields` and stored in each entry as a trailer (`Mood: 4`).
public struct FieldDefinition: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        /// Whole numbers from `lower` to `upper` (`--scale 1-5`).
        case scale(lower: Int, upper: Int)
        /// One of a few words (`--choice low,ok,high`), in any case when typed.
        case choice([String])
        /// Any one line of text (`--text`).
        case text
    }

    /// Lowercase: `mood`.
    public let name: String
    public let kind: Kind

    public init(name: String, kind: Kind) {
        self.name = name.lowercased()
        self.kind = kind
    }

    /// The trailer key the field is written with: `Mood`, `Sleep-Hours`.
    public var trailerKey: String { Self.trailerKey(forName: name) }

    /// `sleep-hours` → `Sleep-Hours`.
    public static func trailerKey(forName name: String) -> String {
        name.lowercased().split(separator: "-", omittingEmptySubsequences: false)
            .map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(separator: "-")
    }

    /// `value` as the field stores it (`4`, `low`, `Busan`), or nil when it is not one of the
    /// field's values.
    public func normalized(_ value: String) -> String? {
        let trimmed = value.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty, !trimmed.unicodeScalars.contains(where: { $0.properties.generalCategory == .control })
        else { return nil }
        switch kind {
        case .scale(let lower, let upper):
            guard let number = Int(trimmed), (lower...upper).contains(number) else { return nil }
            return String(number)
        case .choice(let choices):
            return choices.first { $0.lowercased() == trimmed.lowercased() }
        case .text:
            return trimmed
        }
    }

    /// What the field's values are, for help and errors: `1–5`, `low, ok, high`, `text`.
    public var valuesDescription: EntryText {
        switch kind {
        case .scale(let lower, let upper): .fieldWholeNumber(lower, upper)
        case .choice(let choices): .fieldOneOf(choices)
        case .text: .fieldOneLine
        }
    }

    /// The line `.ilgi/fields` keeps: `mood scale 1-5`, `energy choice low,ok,high`, `place text`.
    public var declaration: String {
        switch kind {
        case .scale(let lower, let upper): "\(name) scale \(lower)-\(upper)"
        case .choice(let choices): "\(name) choice " + choices.joined(separator: ",")
        case .text: "\(name) text"
        }
    }

    /// Reads a declaration line; nil when it is not one.
    public init?(declaration line: String) {
        let parts = line.split(separator: " ", maxSplits: 2, omittingEmptySubsequences: true).map(String.init)
        guard parts.count >= 2, Self.isValidName(parts[0]) else { return nil }
        switch parts[1] {
        case "scale":
            guard parts.count == 3, let kind = Self.scale(parts[2]) else { return nil }
            self.init(name: parts[0], kind: kind)
        case "choice":
            guard parts.count == 3, let kind = Self.choice(parts[2]) else { return nil }
            self.init(name: parts[0], kind: kind)
        case "text":
            guard parts.count == 2 else { return nil }
            self.init(name: parts[0], kind: .text)
        default:
            return nil
        }
    }

    /// `1-5` (lower below upper, both at most 1000 in size).
    public static func scale(_ text: String) -> Kind? {
        let bounds = text.split(separator: "-", omittingEmptySubsequences: false)
        guard bounds.count == 2, let lower = Int(bounds[0]), let upper = Int(bounds[1]), lower < upper,
            lower >= 0, upper <= 1000
        else { return nil }
        return .scale(lower: lower, upper: upper)
    }

    /// `low,ok,high`: two or more distinct words without blanks or commas inside.
    public static func choice(_ text: String) -> Kind? {
        let choices = text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        guard choices.count >= 2, Set(choices.map { $0.lowercased() }).count == choices.count,
            choices.allSatisfy({ !$0.isEmpty && !$0.contains(where: \.isWhitespace) && $0.count <= 40 })
        else { return nil }
        return .choice(choices)
    }

    /// A field's name: an ASCII letter, then ASCII letters, digits or `-` (a git trailer key),
    /// at most 40, and not a key ilgi writes itself (`created`, `weather`, `location` …).
    public static func isValidName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, first.isASCII, first.properties.isAlphabetic, name.count <= 40,
            name.unicodeScalars.allSatisfy({
                $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-")
            })
        else { return false }
        return !Trailer.knownKeys.contains(name.lowercased())
    }
}

/// The fields a journal declares (`.ilgi/fields`, one declaration a line, `#` a comment; synced
/// with the journal).
public struct JournalFields: Sendable, Equatable {
    /// The file, relative to the journal's root.
    public static let file = ".ilgi/fields"

    public private(set) var definitions: [FieldDefinition]

    public init(_ definitions: [FieldDefinition] = []) {
        self.definitions = definitions
    }

    public init(parsing text: String) {
        var seen: Set<String> = []
        definitions = text.split(whereSeparator: \.isNewline)
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty && !$0.hasPrefix("#") }
            .compactMap(FieldDefinition.init(declaration:))
            .filter { seen.insert($0.name).inserted }
    }

    public func named(_ name: String) -> FieldDefinition? {
        definitions.first { $0.name == name.lowercased() }
    }

    /// The file's text.
    public var rendered: String {
        definitions.map { $0.declaration + "\n" }.joined()
    }

    /// Adds `field`, or replaces the one of the same name.
    public mutating func set(_ field: FieldDefinition) {
        if let index = definitions.firstIndex(where: { $0.name == field.name }) {
            definitions[index] = field
        } else {
            definitions.append(field)
        }
    }

    @discardableResult
    public mutating func remove(_ name: String) -> Bool {
        let before = definitions.count
        definitions.removeAll { $0.name == name.lowercased() }
        return definitions.count != before
    }

    /// The entry's value of each declared field it holds with a valid value, by field name.
    public func values(of document: EntryDocument) -> [String: String] {
        var values: [String: String] = [:]
        for field in definitions {
            if let raw = document.trailer(field.trailerKey), let value = field.normalized(raw) {
                values[field.name] = value
            }
        }
        return values
    }
}
