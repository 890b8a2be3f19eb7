import Foundation
import IlgiCore
import IlgiEntry
import IlgiServeShared

/// The journal's fields (`ilgi fields`) and the place, under the editor: a row of choices for a
/// scale or a choice field (one tap on a phone), a line for a text field. Each carries the
/// value it started with (`was.NAME`), so a save changes only what was changed here: a
/// value the field no longer accepts (the scale was narrowed since) is kept, not cleared.
struct FieldPicker {
    let fields: JournalFields
    /// The values shown, by field name; `location` for the place.
    let values: [String: String]
    /// The entry's values as stored (none for a new entry): what a save compares with.
    let stored: [String: String]

    /// The key the place has among `values` and in the form.
    static let location = "location"

    /// `document`'s values, shown; `stored` says whether they are the entry's own (an edit) or
    /// were only sent with a new entry's refused save.
    init(fields: JournalFields, document: EntryDocument?, stored: Bool) {
        self.fields = fields
        var values: [String: String] = [:]
        for field in fields.definitions {
            if let value = document?.trailer(field.trailerKey) { values[field.name] = value }
        }
        if let place = document?.trailer(Trailer.location) { values[Self.location] = place }
        self.values = values
        self.stored = stored ? values : [:]
    }

    func view(_ context: PageContext) -> View {
        let rows = fields.definitions.map { field -> View.Row in
            let value = values[field.name] ?? ""
            var choices: [String]
            switch field.kind {
            case .scale(let lower, let upper): choices = (lower...upper).map(String.init)
            case .choice(let words): choices = words
            case .text: choices = []
            }
            // A stored value the field does not offer any more stays a choice, so it is kept.
            if !value.isEmpty, !choices.isEmpty, field.normalized(value).map(choices.contains) != true {
                choices.append(value)
            }
            let options =
                [View.Option(value: "", label: "–", checked: value.isEmpty)]
                + choices.map { View.Option(value: $0, label: $0, checked: field.normalized(value) ?? value == $0) }
            return View.Row(
                name: field.name, label: field.trailerKey, value: value, was: stored[field.name] ?? "",
                options: choices.isEmpty ? [] : [options], isText: choices.isEmpty)
        }
        return View(
            rows: rows, location: values[Self.location] ?? "", wasLocation: stored[Self.location] ?? "",
            open: !values.isEmpty)
    }

    /// `fieldPicker.mustache`: a row for each field the journal declares, and the place.
    struct View {
        struct Option {
            let value: String
            let label: String
            let checked: Bool
        }
        struct Row {
            let name: String
            let label: String
            let value: String
            /// The value the entry had when the page was made, so an untouched field stays.
            let was: String
            /// The choices, as one list (a section shown once), or none for a text field.
            let options: [[Option]]
            let isText: Bool
        }
        let rows: [Row]
        let location: String
        let wasLocation: String
        /// The section starts open when anything is set.
        let open: Bool
    }

    /// What the form changed: the fields set or cleared, and the place (nil: unchanged; an
    /// empty string: cleared). A value the field does not take is the page's error.
    static func changes(
        in form: EncodedFields, fields: JournalFields
    ) throws -> (fields: [FieldChange], location: String?) {
        func changed(_ name: String) -> String? {
            guard let sent = form.first("field." + name).map(Editor.Text.clean) else { return nil }
            let trimmed = sent.trimmingCharacters(in: .whitespaces)
            return trimmed == (form.first("was." + name) ?? "") ? nil : trimmed
        }
        var changes: [FieldChange] = []
        for field in fields.definitions {
            guard let value = changed(field.name) else { continue }
            if value.isEmpty {
                changes.append(FieldChange(field: field, value: nil))
                continue
            }
            guard let normalized = field.normalized(value) else {
                throw PageFailure(
                    status: 400, message: ServerText.badFieldValue(field.trailerKey, value, field.valuesDescription))
            }
            changes.append(FieldChange(field: field, value: normalized))
        }
        let location = changed(Self.location)
        if let location, location.contains(where: \.isNewline) {
            throw PageFailure(status: 400, message: ServerText.badPlace)
        }
        return (changes, location)
    }

}
