import Foundation
import IlgiCore
import IlgiEntry

/// Reads a Journey (journey.cloud) export: one `<id>.json` per entry, its photos and audio
/// beside it (`<id>-<random>.jpeg`), as the unzipped folder or a single entry's JSON.
///
/// `date_journal` is milliseconds since 1970 (an instant, as Journey's own apps and most
/// converters read it) shown in the entry's `timezone`; `text` is HTML (`type: "html"`) or
/// Markdown; `favourite` stars it; `mood` is 1 (amazing) to 5 (terrible), 0 unset;
/// `address`, `lat` and `lon` make the place (Journey writes impossible coordinates for
/// none); `weather.icon` is already an OpenWeatherMap code.
public struct JourneyReader {
    public let timeZone: TimeZone
    let report: ImportReport?

    public init(timeZone: TimeZone = .current, report: ImportReport? = nil) {
        self.timeZone = timeZone
        self.report = report
    }

    /// Journey's five moods, worst first.
    public static let moods = ["terrible", "bad", "okay", "good", "amazing"]

    public func read(_ url: URL) throws -> [ImportedEntry] {
        guard ExportFiles.isFolder(url) else {
            return try entry(url, media: url.deletingLastPathComponent()).map { [$0] } ?? []
        }
        let folder = ExportFiles.descend(url) { Self.looksLikeExport($0) }
        let files = ExportFiles.files(in: folder).filter { $0.pathExtension.lowercased() == "json" }
        guard !files.isEmpty else {
            throw ImportError(file: url.path, TransferText.importNothingOfSource("Journey", "*.json"))
        }
        return try files.compactMap { try entry($0, media: folder) }
    }

    /// True when `folder` holds Journey entries: a `.json` whose name is `<ms>-<random>`.
    static func looksLikeExport(_ folder: URL) -> Bool {
        ExportFiles.files(in: folder).contains { isEntryName($0.lastPathComponent) }
    }

    static func isEntryName(_ name: String) -> Bool {
        guard name.lowercased().hasSuffix(".json") else { return false }
        let stem = name.dropLast(5)
        guard let dash = stem.firstIndex(of: "-") else { return false }
        let millis = stem[..<dash]
        return millis.count >= 12 && millis.count <= 14 && millis.allSatisfy(\.isASCII) && millis.allSatisfy(\.isNumber)
    }

    /// The entry in one file; nil (and a note) for a JSON that is not a Journey entry.
    func entry(_ file: URL, media: URL) throws -> ImportedEntry? {
        try entry(ExportFiles.read(file), file: file, media: media)
    }

    /// The entries of a Journey zip whose JSON documents were left in it (`UnzippedArchive`'s
    /// `keeping:`), its photos unpacked into its folder.
    func read(_ archive: UnzippedArchive) throws -> [ImportedEntry] {
        let name = URL(fileURLWithPath: archive.archivePath)
        let documents = archive.documents.filter { Self.keptInArchive($0.path) }
        guard !documents.isEmpty else {
            throw ImportError(file: name.path, TransferText.importNothingOfSource("Journey", "*.json"))
        }
        return try documents.sorted { $0.path < $1.path }.compactMap { document in
            // Its photos are beside it: in the same folder of the zip, now unpacked.
            let folder = document.path.split(separator: "/").dropLast().joined(separator: "/")
            return try entry(
                archive.contents(of: document), file: name.appendingPathComponent(document.path),
                media: folder.isEmpty ? archive.folder : archive.folder.appendingPathComponent(folder))
        }
    }

    /// Only what a Journey zip holds beside its entries (photos, audio) is unpacked.
    static func keptInArchive(_ path: String) -> Bool {
        isEntryName(String(path.split(separator: "/").last ?? ""))
    }

    func entry(_ data: Data, file: URL, media: URL) throws -> ImportedEntry? {
        guard let fields = try ExportFiles.json(data, file: file.path) as? [String: Any],
            fields["date_journal"] != nil || fields["text"] != nil
        else {
            report?.skipped(file.lastPathComponent, .importNotAnEntryOf("Journey"))
            return nil
        }
        guard let instant = JSONValue.date(milliseconds: fields["date_journal"]) else {
            throw ImportError(
                file: file.path, TransferText.importBadDate(JSONValue.string(fields["date_journal"]) ?? "(none)"))
        }
        let zoneName = fields["timezone"] as? String ?? ""
        let zone = TimeZone(identifier: zoneName) ?? timeZone
        if TimeZone(identifier: zoneName) == nil { report?.note(.importZoneAssumed("Journey", timeZone.identifier)) }
        let raw = fields["text"] as? String ?? ""
        let isHTML = (fields["type"] as? String)?.lowercased() == "html" || raw.contains("</")
        let (title, body) = ImportedEntry.titleAndBody(isHTML ? HTMLText.text(raw) : raw)
        let id = JSONValue.string(fields["id"]) ?? file.deletingPathExtension().lastPathComponent
        var entry = ImportedEntry(
            title: title, body: body, created: Timestamp(date: instant, timeZone: zone),
            starred: JSONValue.bool(fields["favourite"]),
            source: ImportedEntry.source("journey", hashing: [id]), file: file.path, line: 1)
        entry.addTags((fields["tags"] as? [Any] ?? []).compactMap { $0 as? String })
        if let mood = JSONValue.int(fields["mood"]), (1...5).contains(mood) {
            entry.mood = ImportedMood(rank: 5 - mood, of: Self.moods)
        }
        entry.location = ImportedEntry.place(
            fields["address"] as? String, latitude: JSONValue.double(fields["lat"]),
            longitude: JSONValue.double(fields["lon"]))
        if let weather = fields["weather"] as? [String: Any] {
            entry.weather = (weather["icon"] as? String).flatMap(WeatherCode.init)
            if let celsius = JSONValue.double(weather["degree_c"]), abs(celsius) < 100 {
                entry.fields.append(Trailer(key: "Temperature", value: String(format: "%.1f °C", celsius)))
            }
        }
        let music = [fields["music_artist"], fields["music_title"]].compactMap { $0 as? String }.filter { !$0.isEmpty }
        if !music.isEmpty { entry.fields.append(Trailer(key: "Music", value: music.joined(separator: " – "))) }
        let photos = (fields["photos"] as? [Any] ?? []).compactMap { $0 as? String }
        entry.attach(
            photos.map { media.appendingPathComponent(URL(fileURLWithPath: $0).lastPathComponent) }, report: report)
        return entry.isEmpty && entry.mood == nil ? nil : entry
    }
}
