import Foundation
import IlgiCore
import IlgiEntry

/// Reads a Diaro backup: `DiaroBackup.xml` (`<data version="2">` of `<table name="…">` with
/// one `<r>` per row) and `media/<type>/<filename>`, unzipped or as the XML alone. An entry has
/// `date` (milliseconds) and `tz_offset` (`+01:00`), `title`, `text` (plain), a folder, a
/// location, tags (`,uid1,uid2,`), a mood (1 the best of five) and attachments.
public struct DiaroReader {
    let report: ImportReport?
    /// Whether an entry's folder becomes a tag; when not, `--folders-as journals` imports each
    /// folder into a journal of its own.
    var foldersAsTags = true
    /// Only the entries of this folder (nil: of none), when set.
    var folder: String??

    public init(report: ImportReport? = nil, foldersAsTags: Bool = true, folder: String?? = nil) {
        self.report = report
        self.foldersAsTags = foldersAsTags
        self.folder = folder
    }

    /// Diaro's five moods, worst first.
    public static let moods = ["awful", "bad", "neutral", "happy", "awesome"]
    static let backupName = "DiaroBackup.xml"

    public func read(_ url: URL) throws -> [ImportedEntry] {
        if url.pathExtension.lowercased() == "denc" {
            throw ImportError(file: url.path, TransferText.importEncryptedDiaro)
        }
        var xml = url
        if ExportFiles.isFolder(url) {
            let folder = ExportFiles.descend(url) { Self.isBackupFolder($0) }
            xml = folder.appendingPathComponent(Self.backupName)
            guard ExportFiles.isRegularFile(xml) else {
                let encrypted = ExportFiles.files(in: folder).contains { $0.pathExtension.lowercased() == "denc" }
                throw ImportError(file: url.path, encrypted ? TransferText.importEncryptedDiaro : .importNotDiaroBackup)
            }
        }
        let media = xml.deletingLastPathComponent().appendingPathComponent("media")
        let tables = Self.tables(Markup.parse(try ExportFiles.text(xml)))
        guard let rows = tables["diaro_entries"] else {
            throw ImportError(file: xml.path, TransferText.importNotDiaroBackup)
        }
        func titles(_ table: String) -> [String: String] {
            Dictionary((tables[table] ?? []).compactMap { row in row["uid"].map { ($0, row["title"] ?? "") } }) {
                a, _ in a
            }
        }
        let folders = titles("diaro_folders")
        let tags = titles("diaro_tags")
        let moodNames = titles("diaro_moods")
        var places: [String: String] = [:]
        for row in tables["diaro_locations"] ?? [] {
            guard let uid = row["uid"] else { continue }
            places[uid] = ImportedEntry.place(
                row["address"].flatMap { $0.isEmpty ? nil : $0 } ?? row["title"],
                latitude: row["lat"].flatMap(Double.init), longitude: row["lng"].flatMap(Double.init))
        }
        var attachments: [String: [(position: Int, file: URL)]] = [:]
        for row in tables["diaro_attachments"] ?? [] {
            guard let entry = row["entry_uid"], let name = row["filename"], !name.isEmpty else { continue }
            let type = URL(fileURLWithPath: row["type"] ?? "photo").lastPathComponent
            let file = media.appendingPathComponent(type).appendingPathComponent(
                URL(fileURLWithPath: name).lastPathComponent)
            attachments[entry, default: []].append((Int(row["position"] ?? "") ?? 0, file))
        }
        if !folders.isEmpty, foldersAsTags { report?.note(.importFoldersAsTags("Diaro")) }

        var entries: [ImportedEntry] = []
        for (index, row) in rows.enumerated() {
            let uid = row["uid"] ?? String(index)
            guard let instant = JSONValue.date(milliseconds: row["date"]), let offset = Self.offset(row["tz_offset"])
            else {
                throw ImportError(
                    file: xml.path, TransferText.importBadDate((row["date"] ?? "") + " " + (row["tz_offset"] ?? "")))
            }
            let text = (row["text"] ?? "").replacingOccurrences(of: "\r\n", with: "\n")
            var entry = ImportedEntry(
                title: (row["title"] ?? "").trimmingCharacters(in: .whitespacesAndNewlines),
                body: text.trimmingCharacters(in: .whitespacesAndNewlines),
                created: Timestamp(date: instant, utcOffset: offset),
                source: ImportedEntry.source("diaro", hashing: [uid]), file: xml.path, line: index + 1)
            if entry.title.isEmpty { (entry.title, entry.body) = ImportedEntry.titleAndBody(text) }
            let tagNames = (row["tags"] ?? "").split(separator: ",").compactMap { tags[String($0)] }
            entry.folder = row["folder_uid"].flatMap { folders[$0] }.flatMap { $0.isEmpty ? nil : $0 }
            if let folder, entry.folder != folder { continue }
            entry.addTags((foldersAsTags ? entry.folder.map { [$0] } ?? [] : []) + tagNames)
            entry.location = row["location_uid"].flatMap { places[$0] }
            if let mood = row["mood"].flatMap({ Int($0) }), (1...5).contains(mood) {
                let name = moodNames[String(mood)].flatMap { $0.isEmpty ? nil : $0 }
                entry.mood = ImportedMood(label: name ?? Self.moods[5 - mood], rank: 5 - mood, scale: Self.moods)
            }
            if let weather = row["weather_description"], !weather.isEmpty {
                entry.weather = DayOneWeather.code(row["weather_icon"], description: weather)
            }
            let files = (attachments[uid] ?? []).sorted { $0.position < $1.position }.map(\.file)
            entry.attach(files, report: report)
            entries.append(entry)
        }
        return entries
    }

    static func isBackupFolder(_ folder: URL) -> Bool {
        ExportFiles.isRegularFile(folder.appendingPathComponent(backupName))
    }

    /// Every table's rows, each a field name → text map.
    static func tables(_ document: MarkupElement) -> [String: [[String: String]]] {
        var tables: [String: [[String: String]]] = [:]
        for table in document.elements where table.name == "table" {
            guard let name = table.attributes["name"] else { continue }
            var rows: [[String: String]] = []
            for case .element(let row) in table.children where row.name == "r" {
                var fields: [String: String] = [:]
                for case .element(let field) in row.children { fields[field.name] = field.rawText }
                rows.append(fields)
            }
            tables[name, default: []] += rows
        }
        return tables
    }

    /// `+01:00`, `-0530`, `+9` as seconds east of UTC; an empty offset is UTC.
    static func offset(_ text: String?) -> Int? {
        let trimmed = (text ?? "").trimmingCharacters(in: .whitespaces)
        if trimmed.isEmpty || trimmed == "Z" { return 0 }
        guard let sign = trimmed.first, sign == "+" || sign == "-" else { return nil }
        let digits = trimmed.dropFirst().replacingOccurrences(of: ":", with: "")
        guard digits.allSatisfy(\.isNumber), (1...4).contains(digits.count), let number = Int(digits) else {
            return nil
        }
        let (hours, minutes) = digits.count <= 2 ? (number, 0) : (number / 100, number % 100)
        guard hours <= 18, minutes < 60 else { return nil }
        return (sign == "-" ? -1 : 1) * (hours * 3600 + minutes * 60)
    }
}
