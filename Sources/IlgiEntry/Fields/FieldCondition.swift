import Foundation

/// One `--field` filter: `mood>=4`, `energy=low`, `place!=Busan`, or `mood` (the entry has it).
/// A trailer's value is compared trimmed: as a number by `<`, `<=`, `>`, `>=` (an entry whose
/// value is not a number never matches those), and without regard to case by `=` and `!=`.
/// An entry without the field matches only `!=`. Keys ilgi writes itself (`Created`,
/// `Weather`, `Location` …) have filters of their own and are not fields.
public struct FieldCondition: Sendable, Hashable {
    public enum Comparison: String, Sendable, CaseIterable {
        case atLeast = ">=", atMost = "<=", notEqual = "!=", equal = "=", above = ">", below = "<"
        /// The bare key: the entry has the field, whatever its value.
        case present = ""

        public var isNumeric: Bool { ![.equal, .notEqual, .present].contains(self) }
    }

    /// Lowercase trailer key: `mood`.
    public let key: String
    public let comparison: Comparison
    public let value: String

    public init(key: String, comparison: Comparison, value: String) {
        self.key = key.lowercased()
        self.comparison = comparison
        self.value = value.trimmingCharacters(in: .whitespaces)
    }

    /// Reads `mood>=4`; nil when it is not `KEY OP VALUE` with a key and a value (a number
    /// for `<`, `<=`, `>`, `>=`).
    public init?(parsing text: String) {
        let bare = text.trimmingCharacters(in: .whitespaces)
        if FieldDefinition.isValidName(bare) {
            self.init(key: bare, comparison: .present, value: "")
            return
        }
        // The two-character comparisons are tried first, so `>=` is not read as `>`.
        for comparison in Comparison.allCases where comparison != .present {
            guard let range = text.range(of: comparison.rawValue) else { continue }
            let key = text[..<range.lowerBound].trimmingCharacters(in: .whitespaces)
            let value = text[range.upperBound...].trimmingCharacters(in: .whitespaces)
            guard !key.isEmpty, !value.isEmpty, !key.contains(where: { "<>=!".contains($0) }),
                !Trailer.knownKeys.contains(key.lowercased()),
                !comparison.isNumeric || Self.number(value) != nil
            else { return nil }
            self.init(key: key, comparison: comparison, value: value)
            return
        }
        return nil
    }

    /// The value, trimmed, as a number; what the index stores beside it.
    package static func number(_ value: String) -> Double? {
        Double(value.trimmingCharacters(in: .whitespaces)).flatMap { $0.isFinite ? $0 : nil }
    }

    /// The value, trimmed and lowercased: what `=` compares, and what the index stores.
    package static func folded(_ value: String) -> String {
        value.trimmingCharacters(in: .whitespaces).lowercased()
    }

    public func matches(_ document: EntryDocument) -> Bool {
        guard let raw = document.trailer(key) else { return comparison == .notEqual }
        switch comparison {
        case .present: return true
        case .equal: return Self.folded(raw) == Self.folded(value)
        case .notEqual: return Self.folded(raw) != Self.folded(value)
        default:
            guard let number = Self.number(raw), let bound = Self.number(value) else { return false }
            switch comparison {
            case .atLeast: return number >= bound
            case .atMost: return number <= bound
            case .above: return number > bound
            default: return number < bound
            }
        }
    }
}
