import Foundation
import IlgiCore
import IlgiEntry
import IlgiStore

/// The journals `ilgi import` reads.
public enum ImportSource: String, CaseIterable, Sendable {
    /// jrnl's plain-text journal file.
    case jrnl
    /// The JSON that `jrnl --format json` writes.
    case jrnlJSON = "jrnl-json"
    /// A Day One JSON export: the `.zip`, its unzipped folder, or the `Journal.json` in it.
    case dayOne = "dayone"
    /// A Day One Classic journal folder (`entries/*.doentry`, `photos/`).
    case dayOneClassic = "dayone-classic"
    /// A folder of Markdown or text files, one entry each.
    case markdownDirectory = "markdown-dir"
    /// ilgi's own JSON (`export --format json`): an array of `EntryRecord`s.
    case ilgiJSON = "ilgi-json"
    /// Apple Journal's export: `AppleJournalEntries/` (`Entries/*.html`, `Resources/`) or its zip.
    case appleJournal = "apple-journal"
    /// Journey's export: a zip (or folder) of `<id>.json` entries and their photos.
    case journey
    /// Daylio: its `.daylio` backup (photos too) or its CSV export.
    case daylio
    /// Diaro: its backup zip (`DiaroBackup.xml`, `media/`) or the XML.
    case diaro
    /// Diarium's JSON export.
    case diarium
    /// Momento's export: one `.txt` per day, `Attachments/`.
    case momento
    /// A Logseq graph's `journals/YYYY_MM_DD.md`.
    case logseq
    /// An Obsidian vault's notes (daily notes `YYYY-MM-DD.md`), read as Markdown files.
    case obsidian

    /// The sources a `.zip` can hold, which the import unzips first.
    var comesZipped: Bool {
        [.dayOne, .appleJournal, .journey, .daylio, .diaro, .momento, .logseq, .obsidian].contains(self)
    }

    /// How messages name the source, in each language.
    public var localizedName: any LocalizedText {
        switch self {
        case .markdownDirectory: TransferText.markdownFiles
        default: Localized(verbatim: displayName)
        }
    }

    /// How commit messages name the source: "Import 412 entries from jrnl".
    public var displayName: String {
        switch self {
        case .jrnl: "jrnl"
        case .jrnlJSON: "jrnl JSON"
        case .dayOne: "Day One"
        case .dayOneClassic: "Day One Classic"
        case .markdownDirectory: "Markdown files"
        case .ilgiJSON: "ilgi JSON"
        case .appleJournal: "Apple Journal"
        case .journey: "Journey"
        case .daylio: "Daylio"
        case .diaro: "Diaro"
        case .diarium: "Diarium"
        case .momento: "Momento"
        case .logseq: "Logseq"
        case .obsidian: "Obsidian"
        }
    }
}

/// One entry read from another journal, before it is saved.
public struct ImportedEntry: Sendable, Equatable {
    public var title: String
    public var body: String
    public var created: Timestamp
    public var starred = false
    public var weather: WeatherCode?
    public var location: String?
    /// Where it came from and a hash of its content, `jrnl sha256:…`: the `Source:` trailer
    /// by which a second run of the same import recognizes it.
    public var source: String
    /// The file it was read from, and the line it starts on, for messages.
    public var file: String
    public var line: Int
    /// Photos and attachments to copy beside it; its text links them as `<id>.assets/NAME`,
    /// so an entry with assets has its id chosen when it is read.
    public var assets: [EntryAsset] = []
    public var id: EntryID?
    /// For a second version of one entry in the source (a sync conflict copy): the entry it
    /// is a version of, saved as a `Conflict-Of:` trailer, as `ilgi sync` marks its copies.
    public var conflictOf: EntryID?
    /// Trailers of the source's own fields (`Mood: 4`), kept after ilgi's.
    public var fields: [Trailer] = []
    /// The source's mood, which the import writes as the journal's mood field.
    public var mood: ImportedMood?
    /// The folder (Diaro's) it was kept in, for an import of one folder into a journal of its own.
    public var folder: String?

    public static let locationKey = Trailer.location

    /// The entry file ilgi saves: title, body, then `Created`, `Starred`, `Weather`,
    /// `Location` and `Source` trailers.
    public var document: EntryDocument {
        var trailers = [Trailer(key: Trailer.created, value: created.iso8601)]
        if starred { trailers.append(Trailer(key: Trailer.starred, value: "yes")) }
        if let weather { trailers.append(Trailer(key: Trailer.weather, value: weather.code)) }
        if let location, !location.isEmpty {
            trailers.append(Trailer(key: Self.locationKey, value: location.replacingOccurrences(of: "\n", with: " ")))
        }
        if let conflictOf { trailers.append(Trailer(key: Trailer.conflictOf, value: conflictOf.uuid)) }
        trailers += fields
        trailers.append(Trailer(key: Trailer.source, value: source))
        return EntryDocument(title: title, body: body, trailers: trailers)
    }

    /// True when there is nothing to save (no title, no body).
    public var isEmpty: Bool {
        title.allSatisfy(\.isWhitespace) && body.allSatisfy(\.isWhitespace)
    }

    /// `NAME sha256:HEX` for `parts` joined by newlines.
    static func source(_ name: String, hashing parts: [String]) -> String {
        name + " sha256:" + SHA256.hex(parts.joined(separator: "\n"))
    }
}
