import Foundation
import IlgiCore
import IlgiEntry
import IlgiStore

/// The entries of a JSON export: `{"entries": [ {...}, ... ]}`, each with the line it starts
/// on. Syntax errors and a missing `entries` list are errors naming the file and line.
struct JSONEntries {
    let file: String
    let objects: [(line: Int, fields: [String: Any])]

    init(_ url: URL, formatName: String) throws {
        let data: Data
        do {
            data = try Data(contentsOf: url)  // border: a file to import
        } catch {
            throw ImportError(file: url.path, TransferText.importUnreadable(IlgiError.describe(error)))
        }
        if data.starts(with: [0x50, 0x4B, 0x03, 0x04]) {
            throw ImportError(file: url.path, TransferText.importIsZip)
        }
        _ = try SourceText.decode(data, file: url.path)
        let lines: [Int]
        do {
            lines = try JSONScanner.elementLines(in: data, arrayKey: "entries")
        } catch {
            throw ImportError(file: url.path, line: error.line, TransferText.importBadJSON)
        }
        let root = try? JSONSerialization.jsonObject(with: data)
        guard let top = root as? [String: Any], let list = top["entries"] as? [Any] else {
            throw ImportError(file: url.path, line: 1, TransferText.importNoEntriesList(formatName))
        }
        var objects: [(Int, [String: Any])] = []
        for (index, element) in list.enumerated() {
            let line = index < lines.count ? lines[index] : 1
            guard let fields = element as? [String: Any] else {
                throw ImportError(file: url.path, line: line, TransferText.importEntryNotObject)
            }
            objects.append((line, fields))
        }
        file = url.path
        self.objects = objects
    }
}

/// Reads `jrnl --format json`: `{"tags": {...}, "entries": [{"title", "body", "date":
/// "2024-01-05", "time": "09:30", "tags", "starred"}]}` (`jrnl/plugins/json_exporter.py`).
/// Dates are wall-clock times, read in `timeZone`.
public struct JrnlJSONReader {
    public let timeZone: TimeZone

    public init(timeZone: TimeZone = .current) {
        self.timeZone = timeZone
    }

    public func read(_ url: URL) throws -> [ImportedEntry] {
        let json = try JSONEntries(url, formatName: "jrnl JSON")
        let clock = WallClock(timeZone: timeZone)
        return try json.objects.map { line, fields in
            guard let dateText = fields["date"] as? String else {
                throw ImportError(file: json.file, line: line, TransferText.importMissingField("date"))
            }
            let timeText = fields["time"] as? String ?? "09:00"
            guard let date = WallClock.parse(dateText + " " + timeText), let stamp = clock.timestamp(date) else {
                throw ImportError(file: json.file, line: line, TransferText.importBadDate(dateText + " " + timeText))
            }
            let title = (fields["title"] as? String ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
            let body = (fields["body"] as? String ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
            let starred = fields["starred"] as? Bool ?? false
            return ImportedEntry(
                title: title, body: body, created: stamp, starred: starred,
                source: JrnlTextReader.source(date: date, starred: starred, title: title, body: body),
                file: json.file, line: line)
        }
    }
}

/// Reads the `Journal.json` of a Day One export: `{"metadata": {...}, "entries": [{"uuid",
/// "creationDate": "2021-03-03T11:48:50Z", "timeZone": "Australia/Sydney", "text", "starred",
/// "tags", "weather": {"weatherCode", "conditionsDescription", ...}, "location": {...}}]}`.
///
/// The text is Markdown whose first line is the title (often a `# ` heading). Day One escapes
/// punctuation (`Hello\.`); those backslashes are removed. Tags, which Day One keeps apart
/// from the text, are added as @tags on a last line; the weather becomes an OpenWeatherMap
/// icon code where there is one for it.
public struct DayOneReader {
    public init() {}

    /// Reads a Day One export: its `Journal.json` (photos from the `photos/` folder beside
    /// it), or the unzipped folder (every journal's `.json` in it).
    public func read(_ url: URL) throws -> [ImportedEntry] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            return try read(json: url, media: url.deletingLastPathComponent())
        }
        let all = ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).filter { !$0.hasPrefix(".") }
        let names = all.filter { $0.lowercased().hasSuffix(".json") }.sorted()
        if names.isEmpty, all.count == 1 {  // a zip that holds one folder
            let inner = url.appendingPathComponent(all[0])
            if FileManager.default.fileExists(atPath: inner.path, isDirectory: &isDirectory), isDirectory.boolValue {
                return try read(inner)
            }
        }
        guard !names.isEmpty else { throw ImportError(file: url.path, TransferText.importNoDayOneJSON) }
        // Links may lead from one journal of the export to another: all are read first.
        return DayOneLinks.linking(
            try names.flatMap { try readKeepingUUIDs(json: url.appendingPathComponent($0), media: url) })
    }

    func read(json url: URL, media: URL) throws -> [ImportedEntry] {
        DayOneLinks.linking(try readKeepingUUIDs(json: url, media: media))
    }

    /// The entries of one `.json`, each with the UUID Day One knew it by.
    func readKeepingUUIDs(json url: URL, media: URL) throws -> [(uuid: String?, entry: ImportedEntry)] {
        let json = try JSONEntries(url, formatName: "Day One")
        return try json.objects.compactMap { line, fields -> (uuid: String?, entry: ImportedEntry)? in
            guard let dateText = fields["creationDate"] as? String else {
                throw ImportError(file: json.file, line: line, TransferText.importMissingField("creationDate"))
            }
            guard let instant = Timestamp(iso8601: dateText) else {
                throw ImportError(file: json.file, line: line, TransferText.importBadDate(dateText))
            }
            let zone = (fields["timeZone"] as? String).flatMap(TimeZone.init(identifier:)) ?? .gmt
            let created = Timestamp(date: instant.date, timeZone: zone)
            let raw = fields["text"] as? String ?? ""
            let id = EntryID()
            let (text, assets) = try DayOneMedia.attach(
                fields, text: Self.unescape(raw), id: id, media: media, file: json.file, line: line)
            var (title, body) = Self.splitTitle(text)
            let tags = (fields["tags"] as? [String] ?? []).map(Self.tagWord).filter { !$0.isEmpty }
            let present = Set(Tags.find(in: title + "\n" + body))
            let missing = tags.filter { !present.contains($0.lowercased()) }
            if !missing.isEmpty {
                body += (body.isEmpty ? "" : "\n\n") + missing.map { "@" + $0 }.joined(separator: " ")
            }
            var entry = ImportedEntry(
                title: title, body: body, created: created, starred: fields["starred"] as? Bool ?? false,
                source: ImportedEntry.source(
                    "dayone", hashing: [fields["uuid"] as? String ?? "", dateText, raw]),
                file: json.file, line: line)
            if let weather = fields["weather"] as? [String: Any] {
                entry.weather = DayOneWeather.code(
                    weather["weatherCode"] as? String, description: weather["conditionsDescription"] as? String)
            }
            if let location = fields["location"] as? [String: Any] { entry.location = Self.place(location) }
            if !assets.isEmpty {
                entry.id = id
                entry.assets = assets
            }
            return entry.isEmpty ? nil : (fields["uuid"] as? String, entry)
        }
    }

    /// The first line is the title, without a leading `#` heading mark; the rest, without
    /// blank lines around it, is the body.
    static func splitTitle(_ text: String) -> (String, String) {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        let firstBreak = trimmed.firstIndex(of: "\n") ?? trimmed.endIndex
        var title = trimmed[..<firstBreak].trimmingCharacters(in: .whitespaces)
        if title.hasPrefix("#") {
            let level = title.prefix(while: { $0 == "#" })
            if level.count <= 6, title.dropFirst(level.count).first == " " {
                title = title.dropFirst(level.count).trimmingCharacters(in: .whitespaces)
            }
        }
        let body = trimmed[firstBreak...].trimmingCharacters(in: .whitespacesAndNewlines)
        return (title, body)
    }

    /// Day One writes `\.`, `\-`, `\(` and the like where no Markdown needs them; plain
    /// text reads better without. Escapes that change emphasis or code (`\*`, `\_`, `` \` ``,
    /// `\\`) are kept.
    static let removable: Set<Character> = [
        ".", "!", "(", ")", "-", "+", "[", "]", "{", "}", "#", ">", "<", "|", "~", "=", ":",
    ]

    static func unescape(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            let next = text.index(after: index)
            if character == "\\", next < text.endIndex, removable.contains(text[next]) {
                result.append(text[next])
                index = text.index(after: next)
                continue
            }
            result.append(character)
            index = next
        }
        return result
    }

    /// A Day One tag as an ilgi @tag word: spaces become "-", other punctuation goes.
    static func tagWord(_ tag: String) -> String {
        let words = tag.split(whereSeparator: \.isWhitespace).joined(separator: "-")
        return String(words.filter { Tags.isTagCharacter($0) }).trimmingCharacters(in: CharacterSet(charactersIn: "-"))
    }

    /// "Wanniassa, ACT, Australia (-35.40169, 149.09875)".
    static func place(_ location: [String: Any]) -> String? {
        var names: [String] = []
        for key in ["placeName", "localityName", "administrativeArea", "country"] {
            if let name = location[key] as? String, !name.isEmpty, !names.contains(name) { names.append(name) }
        }
        var text = names.joined(separator: ", ")
        if let latitude = location["latitude"] as? Double, let longitude = location["longitude"] as? Double {
            let coordinates = String(format: "%.5f, %.5f", latitude, longitude)
            text += text.isEmpty ? coordinates : " (" + coordinates + ")"
        }
        return text.isEmpty ? nil : text
    }
}

/// Day One's weather (`weatherCode` such as `partly-cloudy-night`, `fair`, `rain`; Day One
/// Classic's icon name such as `pcloudy`, with an `n` for night, `sunnyn`; or only a
/// `conditionsDescription` such as "Mostly Sunny") as an OpenWeatherMap icon code.
enum DayOneWeather {
    static func code(_ weatherCode: String?, description: String?) -> WeatherCode? {
        var name = (weatherCode ?? "").lowercased()
        var isNight = false
        if name.hasSuffix("-night") {
            isNight = true
            name = String(name.dropLast(6))
        } else if condition(forCode: name) == nil, name.hasSuffix("n"),
            condition(forCode: String(name.dropLast())) != nil
        {
            isNight = true  // Classic's night icons: `sunnyn`, `pcloudyn`, `clearn`
            name = String(name.dropLast())
        }
        let condition = condition(forCode: name) ?? condition(forDescription: (description ?? "").lowercased())
        guard let condition else { return nil }
        return WeatherCode(String(format: "%02d", condition) + (isNight ? "n" : "d"))
    }

    static func condition(forCode name: String) -> Int? {
        switch name {
        case "clear", "sunny", "mostly-clear": 1
        case "fair", "mostly-sunny", "partly-sunny", "mostlysunny", "partlysunny": 2
        case "partly-cloudy", "partlycloudy", "pcloudy": 3
        case "mostly-cloudy", "cloudy", "overcast", "mostlycloudy", "mcloudy": 4
        case "chancerain", "chance-rain", "chancesleet": 9
        case "chancetstorms", "chance-tstorms": 11
        case "chancesnow", "chanceflurries": 13
        case "drizzle", "showers", "scattered-showers", "light-rain", "isolated-showers": 9
        case "rain", "heavy-rain": 10
        case "thunderstorm", "thunderstorms", "scattered-thunderstorms", "isolated-thunderstorms", "tstorms": 11
        case "snow", "sleet", "flurries", "snow-showers", "rain-snow", "freezing-rain", "freezing-drizzle", "hail",
            "blizzard", "wintry-mix", "heavy-snow":
            13
        case "fog", "mist", "haze", "smoke", "dust", "foggy", "hazy", "smoky": 50
        default: nil
        }
    }

    static func condition(forDescription text: String) -> Int? {
        if text.isEmpty { return nil }
        let rules: [(String, Int)] = [
            ("thunder", 11), ("storm", 11), ("snow", 13), ("sleet", 13), ("flurr", 13), ("hail", 13), ("ice", 13),
            ("drizzle", 9), ("shower", 9), ("rain", 10), ("fog", 50), ("mist", 50), ("haze", 50), ("smoke", 50),
            ("overcast", 4), ("mostly cloudy", 4), ("partly cloudy", 3), ("partly sunny", 2), ("mostly sunny", 2),
            ("fair", 2), ("cloud", 4), ("clear", 1), ("sunny", 1),
        ]
        return rules.first { text.contains($0.0) }?.1
    }
}

/// Day One's links between entries, `[label](dayone://view?entryId=UUID)` (or the address
/// alone), made ilgi links, `[[3f2a9c1b|label]]`, where the entry they name is imported too:
/// that entry's id is chosen as it is read. Any other stays as Day One wrote it.
enum DayOneLinks {
    static func linking(_ read: [(uuid: String?, entry: ImportedEntry)]) -> [ImportedEntry] {
        let marker = "dayone://view?entryId="
        guard read.contains(where: { $0.entry.body.contains(marker) }) else { return read.map(\.entry) }
        var entries = read.map(\.entry)
        var ids: [String: EntryID] = [:]
        for (position, item) in read.enumerated() {
            guard let uuid = item.uuid?.replacingOccurrences(of: "-", with: "").uppercased() else { continue }
            let id = entries[position].id ?? EntryID()
            entries[position].id = id
            ids[uuid] = ids[uuid] ?? id
        }
        for position in entries.indices where entries[position].body.contains(marker) {
            entries[position].body = rewritten(entries[position].body, ids: ids)
        }
        return entries
    }

    /// `text` with each link to an entry in `ids` (by Day One's UUID, upper case) rewritten.
    static func rewritten(_ text: String, ids: [String: EntryID]) -> String {
        // `[label](dayone://view?entryId=UUID)` first, then a bare address.
        let patterns = [
            #"\[([^\[\]\n]*)\]\(dayone://view\?entryId=([0-9A-Fa-f-]{32,36})[^)\s]*\)"#,
            #"dayone://view\?entryId=([0-9A-Fa-f-]{32,36})[^\s)\]]*"#,
        ]
        var result = text
        for (number, pattern) in patterns.enumerated() {
            guard let expression = try? NSRegularExpression(pattern: pattern) else { continue }
            let source = result as NSString
            var rebuilt = ""
            var last = 0
            for match in expression.matches(in: result, range: NSRange(location: 0, length: source.length)) {
                let uuidRange = match.range(at: number == 0 ? 2 : 1)
                let uuid = source.substring(with: uuidRange).replacingOccurrences(of: "-", with: "").uppercased()
                guard let id = ids[uuid] else { continue }
                let label = number == 0 ? source.substring(with: match.range(at: 1)) : ""
                rebuilt += source.substring(with: NSRange(location: last, length: match.range.location - last))
                rebuilt += label.isEmpty ? "[[\(id.short)]]" : EntryLinks.text(linkingTo: id, title: label)
                last = match.range.location + match.range.length
            }
            rebuilt += source.substring(from: last)
            result = rebuilt
        }
        return result
    }
}
