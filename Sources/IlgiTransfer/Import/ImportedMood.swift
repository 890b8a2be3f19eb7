import Foundation
import IlgiCore
import IlgiEntry

/// A mood as the app it comes from scored it: the name its writer saw, its place on the app's
/// scale, and that scale's names, worst first (Daylio: awful, bad, meh, good, rad).
public struct ImportedMood: Sendable, Equatable {
    public var label: String
    /// 0 for the worst, `scale.count - 1` for the best; nil for a name the export does not
    /// place on the scale (a custom mood in Daylio's CSV), which is then kept as a name only.
    public var rank: Int?
    public var scale: [String]

    public init(label: String, rank: Int?, scale: [String]) {
        self.label = label
        self.rank = rank.map { max(0, min($0, scale.count - 1)) }
        self.scale = scale
    }

    /// The scale's name at `rank`.
    public init?(rank: Int, of scale: [String]) {
        guard scale.indices.contains(rank) else { return nil }
        self.init(label: scale[rank], rank: rank, scale: scale)
    }
}

/// Where imported moods go: a field of the journal (`mood`, or the one `--mood-field` names),
/// declared from the source's scale when the journal has none, so that `ilgi stats --field
/// mood` and the browser's charts read the imported years at once.
public struct MoodFieldPlan: Sendable, Equatable {
    public let field: FieldDefinition
    /// True when the journal does not declare it yet: the import adds it in its own commit.
    public let isNew: Bool

    /// The field for moods on `scale` in a journal with `fields`.
    public init(scale: [String], fields: JournalFields, name requested: String?) {
        let name = (requested ?? "mood").lowercased()
        if let existing = fields.named(name) {
            field = existing
            isNew = false
            return
        }
        let words = scale.map { DayOneReader.tagWord($0).lowercased() }
        let kind = FieldDefinition.choice(words.joined(separator: ",")) ?? .scale(lower: 1, upper: max(scale.count, 2))
        field = FieldDefinition(name: name, kind: kind)
        isNew = true
    }

    /// The trailers an imported mood becomes: the field's value, and the source's own name for
    /// it when the value does not say it (a custom mood, or a number on a scale).
    public func trailers(for mood: ImportedMood) -> [Trailer] {
        let word = DayOneReader.tagWord(mood.label)
        var value: String?
        switch field.kind {
        case .scale(let lower, let upper):
            value = mood.rank.map { String(lower + Self.place($0, of: mood.scale.count, onto: upper - lower + 1)) }
        case .choice(let choices):
            value =
                field.normalized(word)
                ?? mood.rank.map { choices[Self.place($0, of: mood.scale.count, onto: choices.count)] }
        case .text:
            value = mood.label
        }
        var trailers = value.map { [Trailer(key: field.trailerKey, value: $0)] } ?? []
        if value?.lowercased() != word.lowercased(), !mood.label.isEmpty {
            trailers.append(Trailer(key: field.trailerKey + "-Name", value: mood.label))
        }
        return trailers
    }

    /// Place `rank` of a scale of `count` on one of `steps`, ends on ends.
    static func place(_ rank: Int, of count: Int, onto steps: Int) -> Int {
        guard count > 1, steps > 1 else { return 0 }
        return Int((Double(rank) / Double(count - 1) * Double(steps - 1)).rounded())
    }
}

/// What an import wants its reader to know beyond the counts: a time of day the source does
/// not keep, a zone it assumed, files the export named but lacked. Each said once.
public final class ImportReport: @unchecked Sendable {
    // Unchecked: an import runs on one thread; the report is read after it returns.
    public private(set) var notes: [TransferText] = []
    private var missingFiles: [String] = []
    private var skippedFiles: [(name: String, reason: TransferText)] = []

    /// The scale of the first mood read: the one the mood field is made from.
    public private(set) var moodScale: [String]?
    /// JPEG previews of HEIC photos, shared by both passes of an import.
    public let previews: HEICPreviews

    public init(previews: HEICPreviews = .none) {
        self.previews = previews
    }

    func sawMood(_ mood: ImportedMood?) {
        if moodScale == nil, let mood { moodScale = mood.scale }
    }

    public func note(_ text: TransferText) {
        if !notes.contains(where: { $0.english == text.english }) { notes.append(text) }
    }

    /// A file the export names and does not hold.
    public func missing(_ name: String) {
        missingFiles.append(name)
    }

    /// A file of the export that holds no entry, left out.
    public func skipped(_ name: String, _ reason: TransferText) {
        skippedFiles.append((name, reason))
    }

    /// The notes, with the missing and skipped files and the HEIC photos without a preview
    /// counted at the end.
    public var allNotes: [TransferText] {
        var all = notes
        if let first = missingFiles.first { all.append(.importMissingMedia(missingFiles.count, first)) }
        if let first = skippedFiles.first {
            all.append(.importSkippedFiles(skippedFiles.count, first.name, first.reason))
        }
        if previews.without > 0 { all.append(.importNoHEICPreviews(previews.without)) }
        return all
    }
}
