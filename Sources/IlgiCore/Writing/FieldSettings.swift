import Foundation
import IlgiEntry
import IlgiStore

/// Setting a journal's declared fields on an entry, from a person's words (`--field mood=4`,
/// or an assistant's `{"mood": "4"}`): an unknown field, or a value the field does not take,
/// is an error that names what it does take.
extension JournalFields {
    /// The changes `settings` (`mood=4`, `place=`) make; an empty value clears the field.
    public func changes(_ settings: [String]) throws -> [FieldChange] {
        try settings.map { setting in
            guard let equals = setting.firstIndex(of: "=") else {
                throw IlgiError.invalidInput(CoreText.fieldSettingForm(setting))
            }
            return try change(
                String(setting[..<equals]), to: String(setting[setting.index(after: equals)...]))
        }
    }

    /// The change that sets field `name` to `raw` (trimmed; empty clears it).
    public func change(_ name: String, to raw: String) throws -> FieldChange {
        let name = name.trimmingCharacters(in: .whitespaces)
        let raw = raw.trimmingCharacters(in: .whitespaces)
        guard let field = named(name) else { throw IlgiError.invalidInput(unknownField(name)) }
        if raw.isEmpty { return FieldChange(field: field, value: nil) }
        guard let value = field.normalized(raw) else {
            throw IlgiError.invalidInput(CoreText.badFieldValue(raw, field.name, field.valuesDescription))
        }
        return FieldChange(field: field, value: value)
    }

    /// "the journal has no field 'x'; it has: …".
    public func unknownField(_ name: String) -> CoreText {
        .unknownField(name, known: definitions.map(\.name))
    }
}
