import Foundation
import IlgiCore
import IlgiEntry

/// Reads Daylio: its `.daylio` backup (a zip of `backup.daylio`, base64 of the app's JSON,
/// and `assets/photos|audio/<year>/<month>/<md5>` without extensions), unzipped or as the
/// `backup.daylio` file, and its CSV export, which has no photos.
///
/// A day entry has `datetime` (milliseconds) and `timeZoneOffset` (milliseconds east of UTC),
/// besides `year`, `month` (from 0), `day`, `hour` and `minute`; `mood` is an id in
/// `customMoods`, each of which belongs to one of five groups (1 rad … 5 awful) and is
/// named by `custom_name`, or else by `predefined_name_id` (1 rad … 5 awful); `tags` are
/// activity ids; `note` is HTML (`<br>`); `assets` are ids in the backup's `assets`, found by
/// their `checksum`.
public struct DaylioReader {
    public let timeZone: TimeZone
    let report: ImportReport?

    public init(timeZone: TimeZone = .current, report: ImportReport? = nil) {
        self.timeZone = timeZone
        self.report = report
    }

    /// Daylio's five mood groups, worst first.
    public static let moods = ["awful", "bad", "meh", "good", "rad"]

    public func read(_ url: URL) throws -> [ImportedEntry] {
        if url.pathExtension.lowercased() == "csv" { return try readCSV(url) }
        var backup = url
        if ExportFiles.isFolder(url) {
            let folder = ExportFiles.descend(url) { Self.isBackupFolder($0) }
            backup = folder.appendingPathComponent("backup.daylio")
        }
        let media = backup.deletingLastPathComponent().appendingPathComponent("assets")
        let encoded = try ExportFiles.read(backup)
        guard let decoded = Data(base64Encoded: encoded, options: .ignoreUnknownCharacters) else {
            throw ImportError(file: backup.path, TransferText.importNotBase64)
        }
        guard let top = try ExportFiles.json(decoded, file: backup.path) as? [String: Any],
            let days = top["dayEntries"] as? [Any]
        else { throw ImportError(file: backup.path, TransferText.importNoEntriesList("Daylio")) }

        let moods = Self.moodTable(top["customMoods"] as? [Any] ?? [])
        var tags: [Int: String] = [:]
        for case let tag as [String: Any] in top["tags"] as? [Any] ?? [] {
            if let id = JSONValue.int(tag["id"]), let name = tag["name"] as? String { tags[id] = name }
        }
        let files = Self.assetFiles(under: media)
        var assets: [Int: URL] = [:]
        for case let asset as [String: Any] in top["assets"] as? [Any] ?? [] {
            guard let id = JSONValue.int(asset["id"]), let checksum = asset["checksum"] as? String else { continue }
            assets[id] = files[checksum] ?? media.appendingPathComponent(checksum)
        }
        if !(top["goals"] as? [Any] ?? []).isEmpty { report?.note(.importLeftOut("Daylio", "goals")) }

        var entries: [ImportedEntry] = []
        for (index, element) in days.enumerated() {
            guard let day = element as? [String: Any] else {
                throw ImportError(file: backup.path, line: 1, TransferText.importEntryNotObject)
            }
            guard let created = Self.created(day) else {
                let shown = [day["year"], day["month"], day["day"]].map { JSONValue.string($0) ?? "?" }
                throw ImportError(file: backup.path, TransferText.importBadDate(shown.joined(separator: "-")))
            }
            let noteTitle = HTMLText.text(day["note_title"] as? String ?? "")
            let note = HTMLText.text(day["note"] as? String ?? "")
            var entry = ImportedEntry(
                title: noteTitle, body: note, created: created, starred: JSONValue.bool(day["isFavorite"]),
                source: ImportedEntry.source(
                    "daylio", hashing: [JSONValue.string(day["datetime"]) ?? "", JSONValue.string(day["id"]) ?? ""]),
                file: backup.path, line: index + 1)
            if noteTitle.isEmpty { (entry.title, entry.body) = ImportedEntry.titleAndBody(note) }
            entry.addTags((day["tags"] as? [Any] ?? []).compactMap { JSONValue.int($0).flatMap { tags[$0] } })
            if let id = JSONValue.int(day["mood"]) { entry.mood = moods[id] }
            entry.attach(
                (day["assets"] as? [Any] ?? []).compactMap { JSONValue.int($0).flatMap { assets[$0] } }, report: report)
            entries.append(entry)
        }
        return entries.sorted { $0.created.date < $1.created.date }
    }

    static func isBackupFolder(_ folder: URL) -> Bool {
        ExportFiles.isRegularFile(folder.appendingPathComponent("backup.daylio"))
    }

    /// The moment of a day entry: `datetime` in its `timeZoneOffset`, or its wall-clock
    /// fields (month from 0) in that offset when `datetime` is missing.
    static func created(_ day: [String: Any]) -> Timestamp? {
        let offset = (JSONValue.int(day["timeZoneOffset"]) ?? 0) / 1000
        guard abs(offset) <= 18 * 3600 else { return nil }
        if let instant = JSONValue.date(milliseconds: day["datetime"]) {
            return Timestamp(date: instant, utcOffset: offset)
        }
        guard let year = JSONValue.int(day["year"]), let month = JSONValue.int(day["month"]),
            let dayOfMonth = JSONValue.int(day["day"]),
            let zone = TimeZone(secondsFromGMT: offset),
            let stamp = WallClock(timeZone: zone).timestamp(
                .init(
                    year: year, month: month + 1, day: dayOfMonth, hour: JSONValue.int(day["hour"]) ?? 12,
                    minute: JSONValue.int(day["minute"]) ?? 0))
        else { return nil }
        return stamp
    }

    /// Each mood id as its name and place among the five groups.
    static func moodTable(_ list: [Any]) -> [Int: ImportedMood] {
        var table: [Int: ImportedMood] = [:]
        for case let mood as [String: Any] in list {
            guard let id = JSONValue.int(mood["id"]) else { continue }
            let group = JSONValue.int(mood["mood_group_id"]) ?? JSONValue.int(mood["predefined_name_id"]) ?? 3
            let predefined = JSONValue.int(mood["predefined_name_id"]).flatMap {
                (1...5).contains($0) ? Self.moods[5 - $0] : nil
            }
            let custom = (mood["custom_name"] as? String ?? "").trimmingCharacters(in: .whitespaces)
            let rank = (1...5).contains(group) ? 5 - group : nil
            table[id] = ImportedMood(
                label: custom.isEmpty ? predefined ?? "mood \(id)" : custom, rank: rank, scale: Self.moods)
        }
        return table
    }

    /// The files under `assets/`, by name (their md5).
    static func assetFiles(under folder: URL) -> [String: URL] {
        var files: [String: URL] = [:]
        guard let walk = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else {
            return files
        }
        for case let url as URL in walk where ExportFiles.isRegularFile(url) {
            files[url.lastPathComponent] = files[url.lastPathComponent] ?? url
        }
        return files
    }

    // MARK: The CSV export

    /// `full_date,date,weekday,time,mood,activities,[scales,]note_title,note`: one row per
    /// entry, the time on the wall clock of `timeZone`, the mood by name.
    func readCSV(_ url: URL) throws -> [ImportedEntry] {
        let rows = CSV.rows(try ExportFiles.text(url))
        guard let header = rows.first, let dateColumn = header.firstIndex(of: "full_date") else {
            throw ImportError(file: url.path, line: 1, TransferText.importNotDaylioCSV)
        }
        func column(_ name: String) -> Int? { header.firstIndex(of: name) }
        report?.note(.importCSVHasNoMedia("Daylio"))
        report?.note(.importZoneAssumed("Daylio CSV", timeZone.identifier))
        let clock = WallClock(timeZone: timeZone)
        var entries: [ImportedEntry] = []
        for (number, row) in rows.enumerated().dropFirst() where row.count > 1 || row.first?.isEmpty == false {
            func value(_ name: String) -> String {
                guard let index = column(name), index < row.count else { return "" }
                return row[index]
            }
            let dateText = dateColumn < row.count ? row[dateColumn] : ""
            let timeText = value("time")
            guard let date = WallClock.parse(dateText), let time = Self.time(timeText),
                let created = clock.timestamp(
                    .init(year: date.year, month: date.month, day: date.day, hour: time.0, minute: time.1))
            else {
                throw ImportError(
                    file: url.path, line: number + 1, TransferText.importBadDate(dateText + " " + timeText))
            }
            let note = HTMLText.text(value("note"))
            var entry = ImportedEntry(
                title: HTMLText.text(value("note_title")), body: note, created: created,
                source: ImportedEntry.source("daylio", hashing: [dateText, timeText, value("mood"), value("note")]),
                file: url.path, line: number + 1)
            if entry.title.isEmpty { (entry.title, entry.body) = ImportedEntry.titleAndBody(note) }
            entry.addTags(value("activities").components(separatedBy: " | ").filter { !$0.isEmpty })
            let mood = value("mood").trimmingCharacters(in: .whitespaces)
            if !mood.isEmpty {
                entry.mood = ImportedMood(
                    label: mood, rank: Self.moods.firstIndex(of: mood.lowercased()), scale: Self.moods)
            }
            entries.append(entry)
        }
        return entries.sorted { $0.created.date < $1.created.date }
    }

    /// `14:03`, `8:30 am`, `8:30 PM`.
    static func time(_ text: String) -> (Int, Int)? {
        let lower = text.lowercased().trimmingCharacters(in: .whitespaces)
        let isPM = lower.hasSuffix("pm")
        let isAM = lower.hasSuffix("am")
        let clock = (isPM || isAM) ? lower.dropLast(2).trimmingCharacters(in: .whitespaces) : lower
        let parts = clock.split(separator: ":")
        guard parts.count == 2, var hour = Int(parts[0]), let minute = Int(parts[1]), (0..<60).contains(minute) else {
            return nil
        }
        if isPM || isAM {
            guard (1...12).contains(hour) else { return nil }
            hour = hour % 12 + (isPM ? 12 : 0)
        }
        return (0..<24).contains(hour) ? (hour, minute) : nil
    }
}

/// Comma-separated values as RFC 4180 has them: fields in double quotes may hold commas,
/// line breaks and `""` for a quote.
enum CSV {
    static func rows(_ text: String) -> [[String]] {
        var rows: [[String]] = []
        var row: [String] = []
        var field = ""
        var quoted = false
        var iterator = text.makeIterator()
        while let character = iterator.next() {
            if quoted {
                if character == "\"" {
                    // A quote ends the field unless another follows it.
                    if let next = iterator.next() {
                        if next == "\"" {
                            field.append("\"")
                        } else {
                            quoted = false
                            handle(next)
                        }
                    } else {
                        quoted = false
                    }
                } else {
                    field.append(character)
                }
                continue
            }
            handle(character)
        }
        if !field.isEmpty || !row.isEmpty {
            row.append(field)
            rows.append(row)
        }
        return rows

        func handle(_ character: Character) {
            switch character {
            case "\"" where field.isEmpty: quoted = true
            case ",":
                row.append(field)
                field = ""
            case "\n", "\r\n":
                row.append(field)
                rows.append(row)
                row = []
                field = ""
            default: field.append(character)
            }
        }
    }
}
