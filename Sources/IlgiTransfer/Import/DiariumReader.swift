import Foundation
import IlgiCore

/// Reads Diarium's JSON export: an array of entries with `date` (local time without a zone,
/// `2024-11-03T21:30:00.000`, read on `timeZone`'s clock), `heading`, `html`, `tags`,
/// `location` (`[lat, lon]`) and `rating` (1–5, when set). Its `.diarium` database is not read:
/// the import says to export JSON instead.
public struct DiariumReader {
    public let timeZone: TimeZone
    let report: ImportReport?

    public init(timeZone: TimeZone = .current, report: ImportReport? = nil) {
        self.timeZone = timeZone
        self.report = report
    }

    public static let ratings = ["1", "2", "3", "4", "5"]

    public func read(_ url: URL) throws -> [ImportedEntry] {
        if url.pathExtension.lowercased() == "diarium" {
            throw ImportError(file: url.path, TransferText.importDiariumDatabase)
        }
        guard let list = try ExportFiles.json(try ExportFiles.read(url), file: url.path) as? [Any] else {
            throw ImportError(file: url.path, line: 1, TransferText.importNoEntriesList("Diarium"))
        }
        report?.note(.importZoneAssumed("Diarium", timeZone.identifier))
        let clock = WallClock(timeZone: timeZone)
        return try list.enumerated().compactMap { index, element in
            guard let fields = element as? [String: Any] else {
                throw ImportError(file: url.path, TransferText.importEntryNotObject)
            }
            let dateText = fields["date"] as? String ?? ""
            guard let created = Self.localDate(dateText).flatMap({ clock.timestamp($0) }) else {
                throw ImportError(file: url.path, TransferText.importBadDate(dateText))
            }
            var entry = ImportedEntry(
                title: HTMLText.text(fields["heading"] as? String ?? ""),
                body: HTMLText.text(fields["html"] as? String ?? fields["text"] as? String ?? ""), created: created,
                source: ImportedEntry.source("diarium", hashing: [dateText, fields["heading"] as? String ?? ""]),
                file: url.path, line: index + 1)
            entry.addTags((fields["tags"] as? [Any] ?? []).compactMap { $0 as? String })
            if let location = fields["location"] as? [Any], location.count == 2 {
                entry.location = ImportedEntry.place(
                    nil, latitude: JSONValue.double(location[0]), longitude: JSONValue.double(location[1]))
            }
            if let rating = JSONValue.int(fields["rating"]), (1...5).contains(rating) {
                entry.mood = ImportedMood(rank: rating - 1, of: Self.ratings)
            }
            return entry.isEmpty && entry.mood == nil ? nil : entry
        }
    }

    /// `2010-10-26T15:47:53.48828`: the wall-clock time, the fraction dropped.
    static func localDate(_ text: String) -> WallClock.Components? {
        let parts = text.split(separator: "T", maxSplits: 1)
        guard parts.count == 2, var date = WallClock.parse(parts[0]), parts[0].count == 10 else { return nil }
        let time = parts[1].prefix { $0 != "." && $0 != "Z" && $0 != "+" }.split(separator: ":")
        guard time.count >= 2, let hour = Int(time[0]), let minute = Int(time[1]), (0..<24).contains(hour),
            (0..<60).contains(minute)
        else { return nil }
        date.hour = hour
        date.minute = minute
        date.second = time.count > 2 ? min(Int(time[2]) ?? 0, 59) : 0
        return date
    }
}

/// Reads Momento's export: one `.txt` per day, its first line the date (`2 November 2024`)
/// above a line of `=`, then entries each starting at an `HH:MM` line, with `At: place (lat,
/// lon)`, `Media: file` (in `Attachments/`), `Tags: a, b` and `Feed: …` lines among the text.
/// Times are read on `timeZone`'s clock.
public struct MomentoReader {
    public let timeZone: TimeZone
    let report: ImportReport?

    public init(timeZone: TimeZone = .current, report: ImportReport? = nil) {
        self.timeZone = timeZone
        self.report = report
    }

    static let months = [
        "january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
        "november", "december",
    ]

    public func read(_ url: URL) throws -> [ImportedEntry] {
        let files =
            ExportFiles.isFolder(url)
            ? ExportFiles.files(in: ExportFiles.descend(url) { Self.isExportFolder($0) }).filter {
                $0.pathExtension.lowercased() == "txt"
            } : [url]
        report?.note(.importZoneAssumed("Momento", timeZone.identifier))
        return try files.flatMap { file in
            let attachments = file.deletingLastPathComponent().appendingPathComponent("Attachments")
            return try entries(in: ExportFiles.text(file), file: file.path, attachments: attachments)
        }
    }

    static func isExportFolder(_ folder: URL) -> Bool {
        ExportFiles.files(in: folder).contains { $0.pathExtension.lowercased() == "txt" && isDayFile($0) }
    }

    /// True when the file starts as a Momento day does: a date line, then `=====`.
    static func isDayFile(_ url: URL) -> Bool {
        guard let handle = try? FileHandle(forReadingFrom: url) else { return false }  // border: a file to import
        defer { try? handle.close() }
        let head = String(decoding: (try? handle.read(upToCount: 200)) ?? Data(), as: UTF8.self)
        let lines = head.split(whereSeparator: \.isNewline)
        return lines.count >= 2 && day(String(lines[0])) != nil && lines[1].hasPrefix("===")
    }

    /// `2 November 2024` (or `November 2, 2024`).
    static func day(_ text: String) -> (year: Int, month: Int, day: Int)? {
        let words = text.replacingOccurrences(of: ",", with: " ").split(separator: " ").map { $0.lowercased() }
        guard words.count == 3 else { return nil }
        if let day = Int(words[0]), let month = months.firstIndex(of: words[1]), let year = Int(words[2]) {
            return (year, month + 1, day)
        }
        if let month = months.firstIndex(of: words[0]), let day = Int(words[1]), let year = Int(words[2]) {
            return (year, month + 1, day)
        }
        return nil
    }

    func entries(in text: String, file: String, attachments: URL) throws -> [ImportedEntry] {
        let lines = SourceText.lines(text)
        guard let first = lines.first, let day = Self.day(String(first)) else {
            throw ImportError(file: file, line: 1, TransferText.importNotAnEntryOf("Momento"))
        }
        let clock = WallClock(timeZone: timeZone)
        var entries: [ImportedEntry] = []
        var current: (line: Int, time: (Int, Int), text: [Substring])?

        func finish() throws {
            guard let (line, time, text) = current else { return }
            guard
                let created = clock.timestamp(
                    .init(year: day.year, month: day.month, day: day.day, hour: time.0, minute: time.1))
            else { throw ImportError(file: file, line: line, TransferText.importBadDate(String(first))) }
            var body: [Substring] = []
            var place: String?
            var media: [URL] = []
            var tags: [String] = []
            for row in text {
                if row.hasPrefix("At: ") {
                    place = String(row.dropFirst(4)).trimmingCharacters(in: .whitespaces)
                } else if row.hasPrefix("Media: ") {
                    media.append(
                        attachments.appendingPathComponent(
                            URL(fileURLWithPath: String(row.dropFirst(7))).lastPathComponent))
                } else if row.hasPrefix("Tags: ") {
                    tags += row.dropFirst(6).split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
                } else {
                    body.append(row)
                }
            }
            let joined = body.joined(separator: "\n")
            let (title, rest) = ImportedEntry.titleAndBody(joined)
            var entry = ImportedEntry(
                title: title, body: rest, created: created,
                source: ImportedEntry.source(
                    "momento", hashing: [String(first), String(format: "%02d:%02d", time.0, time.1), joined]),
                file: file, line: line)
            entry.location = place
            entry.addTags(tags)
            entry.attach(media, report: report)
            if !entry.isEmpty { entries.append(entry) }
        }

        for (index, line) in lines.enumerated().dropFirst() {
            if line.hasPrefix("===") && index == 1 { continue }
            if let time = DaylioReader.time(String(line)), line.count <= 8,
                !line.contains(" ") || line.lowercased().hasSuffix("m")
            {
                try finish()
                current = (index + 1, time, [])
            } else if current != nil {
                current?.text.append(line)
            }
        }
        try finish()
        return entries
    }
}
