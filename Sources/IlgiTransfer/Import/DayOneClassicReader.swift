import Foundation
import IlgiCore
import IlgiEntry
import IlgiStore

/// Reads a Day One Classic journal (`Journal.dayone`): one XML property list per entry in
/// `entries/<UUID>.doentry` with `Creation Date`, `Entry Text`, `Starred`, `Tags`, `Time
/// Zone`, `Weather` (`IconName` such as `cloudy.png`, `Description`) and `Location` (`Place
/// Name`, `Locality`, `Administrative Area`, `Country`, `Latitude`, `Longitude`); an entry's
/// photo is `photos/<UUID>.jpg`. Errors name the `.doentry` file.
public struct DayOneClassicReader {
    /// The language of the titles of the copies kept when two files share a UUID.
    public let language: Language

    public init(language: Language) { self.language = language }

    public func read(_ folder: URL) throws -> [ImportedEntry] {
        var entriesFolder = folder.appendingPathComponent("entries")
        var isDirectory: ObjCBool = false
        if !(FileManager.default.fileExists(atPath: entriesFolder.path, isDirectory: &isDirectory)
            && isDirectory.boolValue),
            folder.lastPathComponent == "entries"
        {
            entriesFolder = folder
        }
        let root = entriesFolder.deletingLastPathComponent()
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: entriesFolder.path)) ?? [])
            .filter { $0.hasSuffix(".doentry") && !$0.hasPrefix(".") }.sorted()
        guard !names.isEmpty else { throw ImportError(file: folder.path, TransferText.importNoDoentries) }
        var read: [(uuid: String, entry: ImportedEntry)] = []
        for name in names {
            let url = entriesFolder.appendingPathComponent(name)
            if let found = try entry(url, photos: root.appendingPathComponent("photos")) { read.append(found) }
        }
        let entries = keepingEveryVersion(read)
        return entries.sorted { $0.created.date < $1.created.date }  // stable: the files' order for equal times
    }

    /// Two files may hold one entry (a `UUID` copied by a Dropbox conflict, `ABC (conflicted
    /// copy).doentry`). Copies with the same words are one entry; each other version is kept,
    /// never dropped, as a conflict copy of the entry its UUID names, as `ilgi sync` keeps one:
    /// "Title (conflict from Day One, DATE)" with a `Conflict-Of:` trailer. The version in the
    /// file named by the UUID is the entry; without one, the first file's.
    func keepingEveryVersion(_ read: [(uuid: String, entry: ImportedEntry)]) -> [ImportedEntry] {
        func isNamed(_ item: (uuid: String, entry: ImportedEntry)) -> Bool {
            URL(fileURLWithPath: item.entry.file).deletingPathExtension().lastPathComponent.lowercased()
                == item.uuid.lowercased()
        }
        // The file named by its UUID first, so it is the one kept of identical copies.
        let ordered = read.filter(isNamed) + read.filter { !isNamed($0) }
        var versions: [String: [Int]] = [:]
        var entries: [ImportedEntry] = []
        for (uuid, entry) in ordered {
            let key = uuid.lowercased()
            if versions[key, default: []].contains(where: { entries[$0].source == entry.source }) { continue }
            versions[key, default: []].append(entries.count)
            entries.append(entry)
        }
        for (_, positions) in versions where positions.count > 1 {
            let original = positions[0]
            let id = entries[original].id ?? EntryID()
            entries[original].id = id
            for position in positions.dropFirst() {
                let copy = entries[position]
                let title = copy.title.isEmpty ? Preview.firstLine(of: copy.body, limit: 50) : copy.title
                entries[position].title =
                    CoreText.conflictCopyTitle(title, "Day One", String(copy.created.iso8601.prefix(10))).text(
                        in: language)
                entries[position].conflictOf = id
            }
        }
        return entries
    }

    /// The entry in the `.doentry` file at `url`, with the UUID Day One knew it by; nil when
    /// it holds neither words nor a photo.
    func entry(_ url: URL, photos: URL) throws -> (uuid: String, entry: ImportedEntry)? {
        let data: Data
        do {
            data = try Data(contentsOf: url)  // border: a file to import
        } catch {
            throw ImportError(file: url.path, TransferText.importUnreadable(IlgiError.describe(error)))
        }
        let plist = try? PropertyListSerialization.propertyList(from: data, options: [], format: nil)
        guard let fields = plist as? [String: Any], let created = fields["Creation Date"] as? Date else {
            throw ImportError(file: url.path, TransferText.importBadPropertyList)
        }
        let uuid = fields["UUID"] as? String ?? url.deletingPathExtension().lastPathComponent
        let zone = (fields["Time Zone"] as? String).flatMap(TimeZone.init(identifier:)) ?? .gmt
        let raw = fields["Entry Text"] as? String ?? ""
        var (title, body) = DayOneReader.splitTitle(DayOneReader.unescape(raw))
        let tags = (fields["Tags"] as? [String] ?? []).map(DayOneReader.tagWord).filter { !$0.isEmpty }
        let present = Set(Tags.find(in: title + "\n" + body))
        let missing = tags.filter { !present.contains($0.lowercased()) }
        if !missing.isEmpty { body += (body.isEmpty ? "" : "\n\n") + missing.map { "@" + $0 }.joined(separator: " ") }
        let id = EntryID()
        var assets: [EntryAsset] = []
        for type in ["jpg", "jpeg", "png", "heic"] {
            let photo = photos.appendingPathComponent(uuid + "." + type)
            guard FileManager.default.fileExists(atPath: photo.path) else { continue }
            let name = uuid.lowercased() + "." + type
            assets.append(EntryAsset(name: name, source: photo))
            body += (body.isEmpty ? "" : "\n\n") + "![](\(EntryAssets.link(for: id, name: name)))"
            break
        }
        var entry = ImportedEntry(
            title: title, body: body, created: Timestamp(date: created, timeZone: zone),
            starred: fields["Starred"] as? Bool ?? false,
            source: ImportedEntry.source(
                "dayone", hashing: [uuid, Timestamp(date: created, timeZone: .gmt).iso8601, raw]),
            file: url.path, line: 1)
        if let weather = fields["Weather"] as? [String: Any] {
            let icon = (weather["IconName"] as? String).map {
                URL(fileURLWithPath: $0).deletingPathExtension().lastPathComponent
            }
            entry.weather = DayOneWeather.code(icon, description: weather["Description"] as? String)
        }
        if let location = fields["Location"] as? [String: Any] {
            entry.location = DayOneReader.place([
                "placeName": location["Place Name"] as Any, "localityName": location["Locality"] as Any,
                "administrativeArea": location["Administrative Area"] as Any, "country": location["Country"] as Any,
                "latitude": location["Latitude"] as Any, "longitude": location["Longitude"] as Any,
            ])
        }
        if !assets.isEmpty {
            entry.id = id
            entry.assets = assets
        }
        return entry.isEmpty && assets.isEmpty ? nil : (uuid, entry)
    }
}
