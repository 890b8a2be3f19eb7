import Foundation
import IlgiCore
import IlgiEntry
import IlgiStore
import ZIPFoundation

/// Writes a journal as a Day One JSON export, the `.zip` that Day One's "Import → Day One
/// JSON (.zip)" takes: `Journal.json` (`{"metadata": {"version": "1.0"}, "entries": [...]}`)
/// and `photos/<md5>.<type>` (`pdfs/` for PDFs). Each entry has its `uuid` (the ilgi id
/// without dashes, in capitals), `creationDate` in UTC, `timeZone`, Markdown `text` with the
/// title as a `# ` heading and Day One's backslash escapes, `starred`, `tags`, `weather` and
/// `location`. A photo linked as `![](<uuid>.assets/NAME)` becomes `dayone-moment://ID`; the
/// entry's other photos are listed too. Read back by `ilgi import`, every entry, tag, star,
/// date and photo comes back as it was.
public struct DayOneWriter {
    public let journal: Journal

    public init(journal: Journal) {
        self.journal = journal
    }

    static let photoTypes: Set<String> = ["jpg", "jpeg", "png", "gif", "heic", "webp", "tif", "tiff"]

    /// Writes the entries of `keys` to the zip at `url` (replaced when it exists). Returns the
    /// number of entries written.
    @discardableResult
    public func export(_ keys: [JournalReader.EntryKey], to url: URL, progress: ((Int) -> Void)? = nil) throws -> Int {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("ilgi-dayone-" + UUID().uuidString)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let temporaryZip = url.deletingLastPathComponent().appendingPathComponent(
            ".\(url.lastPathComponent).\(getpid()).tmp")
        do {
            try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
            let jsonURL = scratch.appendingPathComponent("Journal.json")
            let json = try TextSink(file: jsonURL)
            try? FileManager.default.removeItem(at: temporaryZip)
            let archive = try Archive(url: temporaryZip, accessMode: .create)
            var added = Set<String>()
            var count = 0
            try json.write("{\n  \"metadata\" : {\n    \"version\" : \"1.0\"\n  },\n  \"entries\" : [\n")
            let root = journal.root
            try journal.reader.forEachEntry(keys) { entry in
                let (record, media) = try Self.record(entry, root: root)
                for file in media where added.insert(file.path).inserted {
                    try archive.addEntry(with: file.path, fileURL: file.source, compressionMethod: .deflate)
                }
                let data = try JSONSerialization.data(
                    withJSONObject: record, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
                let text = String(decoding: data, as: UTF8.self).split(
                    separator: "\n", omittingEmptySubsequences: false
                )
                .map { "    " + $0 }.joined(separator: "\n")
                try json.write((count == 0 ? "" : ",\n") + text)
                count += 1
                if count % 100 == 0 { progress?(count) }
            }
            try json.write("\n  ]\n}\n")
            try json.finish()
            try archive.addEntry(with: "Journal.json", fileURL: jsonURL, compressionMethod: .deflate)
            guard rename(temporaryZip.path, url.path) == 0 else {
                throw POSIXError.last()
            }
            progress?(count)
            return count
        } catch {
            try? FileManager.default.removeItem(at: temporaryZip)
            throw IlgiError.wrapping(error, while: .export, path: url.path)
        }
    }

    /// A file to put in the zip: its path there and where it is now.
    struct MediaFile {
        let path: String
        let source: URL
    }

    static func record(_ entry: IlgiEntry.Entry, root: URL) throws -> ([String: Any], [MediaFile]) {
        let uuid = entry.id.uuid.replacingOccurrences(of: "-", with: "").uppercased()
        var text = (entry.title.isEmpty ? "" : "# " + escape(entry.title) + "\n\n") + escape(entry.body)
        var photos: [[String: Any]] = []
        var pdfs: [[String: Any]] = []
        var media: [MediaFile] = []
        let names = EntryAssets.names(forEntryPath: entry.path, root: root)
        let linked = EntryAssets.linkedNames(in: entry.body, id: entry.id)
        let ordered = linked.filter(names.contains) + names.filter { !linked.contains($0) }
        let folder = root.appendingPathComponent(EntryAssets.folder(forEntryPath: entry.path))
        for (order, name) in ordered.enumerated() {
            let type = URL(fileURLWithPath: name).pathExtension.lowercased()
            let isPhoto = photoTypes.contains(type)
            guard isPhoto || type == "pdf" else { continue }  // Day One holds photos and PDFs here
            let source = folder.appendingPathComponent(name)
            let md5 = try MD5.hex(of: source)
            let identifier = MD5.hex(Data((entry.id.uuid + "/" + name).utf8)).uppercased()
            let item: [String: Any] = [
                "identifier": identifier, "md5": md5, "type": type == "jpg" ? "jpeg" : type, "orderInEntry": order,
                "filename": name,
            ]
            let stored = (isPhoto ? "photos/" : "pdfs/") + md5 + "." + (type == "jpg" ? "jpeg" : type)
            media.append(MediaFile(path: stored, source: source))
            let link = "](" + escape(EntryAssets.link(for: entry.id, name: name)) + ")"
            let moment = isPhoto ? "](dayone-moment://\(identifier))" : "](dayone-moment:/pdfAttachment/\(identifier))"
            text = text.replacingOccurrences(of: link, with: moment)
            if isPhoto { photos.append(item) } else { pdfs.append(item) }
        }
        var record: [String: Any] = [
            "uuid": uuid,
            "creationDate": utc(entry.created.date),
            "modifiedDate": utc(entry.created.date),
            "timeZone": zoneName(entry.created.utcOffset),
            "text": text,
            "starred": entry.isStarred,
            "tags": entry.tags,
            "duration": 0,
        ]
        if !photos.isEmpty { record["photos"] = photos }
        if !pdfs.isEmpty { record["pdfAttachments"] = pdfs }
        if let code = entry.document.trailer(Trailer.weather).flatMap(WeatherCode.init) {
            record["weather"] = weather(code)
        }
        if let place = entry.document.trailer(ImportedEntry.locationKey), !place.isEmpty {
            record["location"] = location(place)
        }
        return (record, media)
    }

    /// Day One's escapes, so that `ilgi import` (which removes them) gives the text back:
    /// a backslash before a character the reader unescapes is doubled.
    static func escape(_ text: String) -> String {
        guard text.contains("\\") else { return text }
        var result = ""
        var iterator = text.makeIterator()
        var current = iterator.next()
        while let character = current {
            let next = iterator.next()
            result.append(character)
            if character == "\\", let next, DayOneReader.removable.contains(next) { result.append("\\") }
            current = next
        }
        return result
    }

    static func utc(_ date: Date) -> String {
        Timestamp(date: date, utcOffset: 0).iso8601.replacingOccurrences(of: "+00:00", with: "Z")
    }

    /// An IANA name for a fixed offset: `Etc/GMT-9` is UTC+9 (POSIX's sign); half hours as `GMT+0530`.
    static func zoneName(_ offset: Int) -> String {
        if offset == 0 { return "Etc/UTC" }
        if offset % 3600 == 0 { return "Etc/GMT" + (offset > 0 ? "-" : "+") + String(abs(offset) / 3600) }
        let minutes = abs(offset) / 60
        return "GMT" + (offset > 0 ? "+" : "-") + String(format: "%02d%02d", minutes / 60, minutes % 60)
    }

    static func weather(_ code: WeatherCode) -> [String: Any] {
        let night = code.code.hasSuffix("n")
        let name: String
        switch code.code.prefix(2) {
        case "01": name = "clear"
        case "02": name = "fair"
        case "03": name = "partly-cloudy"
        case "04": name = "cloudy"
        case "09": name = "showers"
        case "10": name = "rain"
        case "11": name = "thunderstorm"
        case "13": name = "snow"
        default: name = "fog"
        }
        return ["weatherCode": name + (night ? "-night" : "")]
    }

    /// `Place, Area (37.51010, 127.51230)` as Day One's place name and coordinates.
    static func location(_ text: String) -> [String: Any] {
        if text.hasSuffix(")"),
            let open = text.range(of: " (", options: .backwards) ?? (text.hasPrefix("(") ? text.range(of: "(") : nil)
        {
            let numbers = text[open.upperBound..<text.index(before: text.endIndex)].split(separator: ",")
                .compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
            if numbers.count == 2 {
                var result: [String: Any] = ["latitude": numbers[0], "longitude": numbers[1]]
                let name = String(text[..<open.lowerBound])
                if !name.isEmpty { result["placeName"] = name }
                return result
            }
        }
        let parts = text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        if parts.count == 2, let latitude = Double(parts[0]), let longitude = Double(parts[1]) {
            return ["latitude": latitude, "longitude": longitude]
        }
        return ["placeName": text]
    }
}
