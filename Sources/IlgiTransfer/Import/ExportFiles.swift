import Foundation
import IlgiCore
import IlgiEntry
import IlgiStore

/// Reading the files of another app's export, whatever their size or contents: bounded reads,
/// JSON objects, the kind of a media file from its first bytes.
enum ExportFiles {
    /// The largest single JSON, XML or HTML file an import reads whole. Parsed, a document takes
    /// six to nine times its size (measured: a 30 MB Daylio backup, 275 MB; a 30 MB Diaro XML,
    /// 219 MB), so 16 MB keeps any input under 200 MB, while a Daylio backup of ten years is
    /// 2 to 5 MB. A 2 GB file is refused before a byte of it is read.
    static let largestDocument = 16 << 20

    /// The bytes of `url`, refused when larger than `limit`.
    static func read(_ url: URL, limit: Int = largestDocument) throws -> Data {
        let size = (try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int) ?? 0
        guard size <= limit else {
            throw ImportError(file: url.path, TransferText.importFileTooLarge(size, limit))
        }
        do {
            return try Data(contentsOf: url)  // border: a file to import
        } catch {
            throw ImportError(file: url.path, TransferText.importUnreadable(IlgiError.describe(error)))
        }
    }

    /// `url` as strict UTF-8 text, line endings made "\n".
    static func text(_ url: URL, limit: Int = largestDocument) throws -> String {
        try SourceText.decode(read(url, limit: limit), file: url.path)
    }

    /// `data` as a JSON value, or an error naming `file`.
    static func json(_ data: Data, file: String) throws -> Any {
        do {
            return try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
        } catch {
            throw ImportError(file: file, line: 1, TransferText.importBadJSON)
        }
    }

    /// The regular files in `folder` (not below it), sorted, hidden ones left out.
    static func files(in folder: URL) -> [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { !$0.hasPrefix(".") }.sorted().map { folder.appendingPathComponent($0) }
            .filter { isRegularFile($0) }
    }

    static func isRegularFile(_ url: URL) -> Bool {
        (try? FileManager.default.attributesOfItem(atPath: url.path)[.type] as? FileAttributeType) == .typeRegular
    }

    static func isFolder(_ url: URL) -> Bool {
        (try? FileManager.default.attributesOfItem(atPath: url.path)[.type] as? FileAttributeType) == .typeDirectory
    }

    /// The one folder an unzipped archive holds, when it holds nothing else (`Export/…`).
    static func descend(_ folder: URL, unless isExport: (URL) -> Bool) -> URL {
        guard !isExport(folder) else { return folder }
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter {
            !$0.hasPrefix(".") && $0 != "__MACOSX"
        }
        guard names.count == 1, isFolder(folder.appendingPathComponent(names[0])) else { return folder }
        return folder.appendingPathComponent(names[0])
    }

    /// A file name's extension from its first bytes, for media exported without one (Daylio):
    /// `jpg`, `png`, `heic`, `mov`, `mp4`, `m4a`, …; nil when the bytes say nothing known.
    static func mediaExtension(of url: URL) -> String? {
        guard let handle = try? FileHandle(forReadingFrom: url) else { return nil }  // border: a file to import
        defer { try? handle.close() }
        guard let head = try? handle.read(upToCount: 16) else { return nil }
        return mediaExtension(head: [UInt8](head))
    }

    static func mediaExtension(head bytes: [UInt8]) -> String? {
        func starts(_ prefix: [UInt8], at offset: Int = 0) -> Bool {
            bytes.count >= offset + prefix.count && Array(bytes[offset..<(offset + prefix.count)]) == prefix
        }
        if starts([0xFF, 0xD8, 0xFF]) { return "jpg" }
        if starts([0x89, 0x50, 0x4E, 0x47]) { return "png" }
        if starts(Array("GIF8".utf8)) { return "gif" }
        if starts(Array("RIFF".utf8)), starts(Array("WEBP".utf8), at: 8) { return "webp" }
        if starts(Array("RIFF".utf8)), starts(Array("WAVE".utf8), at: 8) { return "wav" }
        if starts(Array("%PDF".utf8)) { return "pdf" }
        if starts(Array("OggS".utf8)) { return "ogg" }
        if starts(Array("#!AMR".utf8)) { return "amr" }
        if starts(Array("caff".utf8)) { return "caf" }
        if starts(Array("ID3".utf8)) || starts([0xFF, 0xFB]) || starts([0xFF, 0xF3]) { return "mp3" }
        if starts([0xFF, 0xF1]) || starts([0xFF, 0xF9]) { return "aac" }
        if starts(Array("ftyp".utf8), at: 4), bytes.count >= 12 {
            let brand = String(decoding: bytes[8..<12], as: UTF8.self)
            switch brand {
            case "heic", "heix", "heim", "heis", "mif1", "msf1": return "heic"
            case "avif": return "avif"
            case "qt  ": return "mov"
            case "M4A ", "M4B ": return "m4a"
            case "3gp4", "3gp5", "3gp6": return "3gp"
            default: return "mp4"
            }
        }
        return nil
    }
}

extension ImportedEntry {
    /// An entry of `text` (Markdown or plain): its first line is the title when it is a
    /// short line of its own (at most 80 characters, a `# ` heading mark dropped); otherwise
    /// the title stays empty and the whole text is the body, as a daily note's.
    static func titleAndBody(_ text: String) -> (title: String, body: String) {
        let (first, rest) = DayOneReader.splitTitle(text)
        guard !rest.isEmpty, first.count <= 80 else {
            return ("", text.trimmingCharacters(in: .whitespacesAndNewlines))
        }
        return (first, rest)
    }

    /// Adds `tags` the text does not already hold, as @tags on a last line.
    mutating func addTags(_ tags: [String]) {
        let present = Set(Tags.find(in: title + "\n" + body))
        var missing: [String] = []
        for tag in tags.map(DayOneReader.tagWord)
        where !tag.isEmpty && !present.contains(tag.lowercased())
            && !missing.contains(where: { $0.lowercased() == tag.lowercased() })
        {
            missing.append(tag)
        }
        guard !missing.isEmpty else { return }
        body += (body.isEmpty ? "" : "\n\n") + missing.map { "@" + $0 }.joined(separator: " ")
    }

    /// Copies `files` in as the entry's assets, each linked at the end of its text: images
    /// shown (`![](…)`), other files as links. A file the export lacks is reported, not an
    /// error: apps leave out what was never downloaded. Names without an extension get one
    /// from their first bytes.
    mutating func attach(_ files: [URL], report: ImportReport?) {
        var used = Set(assets.map(\.name))
        for file in files {
            guard ExportFiles.isRegularFile(file) else {
                report?.missing(file.lastPathComponent)
                continue
            }
            var name = EntryAssets.safeName(file.lastPathComponent)
            if file.pathExtension.isEmpty, let type = ExportFiles.mediaExtension(of: file) { name += "." + type }
            var unique = name
            var number = 2
            while !used.insert(unique).inserted {
                unique = "\(number)-" + name
                number += 1
            }
            let id = self.id ?? EntryID()
            self.id = id
            assets.append(EntryAsset(name: unique, source: file))
            let link = EntryAssets.link(for: id, name: unique)
            var mark = EntryAssets.isImage(unique) ? "![](\(link))" : "[\(unique)](\(link))"
            if HEICPreviews.isHEIC(unique) {
                if let jpeg = report?.previews.preview(of: file) {
                    // The picture a browser can show, then the original as it came.
                    var preview = URL(fileURLWithPath: unique).deletingPathExtension().lastPathComponent + ".jpg"
                    while !used.insert(preview).inserted { preview = "preview-" + preview }
                    assets.append(EntryAsset(name: preview, source: jpeg))
                    mark = "![](\(EntryAssets.link(for: id, name: preview)))\n[\(unique)](\(link))"
                } else {
                    mark = "![\(Self.heicWithoutPreview)](\(link))"
                }
            }
            body += (body.isEmpty ? "" : "\n\n") + mark
        }
    }

    /// What a browser shows in place of a HEIC photo it cannot draw.
    static let heicWithoutPreview = "HEIC photo: no preview, as only Safari shows HEIC"

    /// `Riverside Park, London (51.50720, -0.12760)`: a place name and, when they are real
    /// coordinates, where it is.
    static func place(_ name: String?, latitude: Double?, longitude: Double?) -> String? {
        var text = (name ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
        if let latitude, let longitude, abs(latitude) <= 90, abs(longitude) <= 180, latitude != 0 || longitude != 0 {
            let coordinates = String(format: "%.5f, %.5f", latitude, longitude)
            text += text.isEmpty ? coordinates : " (" + coordinates + ")"
        }
        return text.isEmpty ? nil : text
    }
}

/// JSON values as exports write them: numbers that may come as strings, and the reverse.
enum JSONValue {
    static func int(_ value: Any?) -> Int? {
        switch value {
        case let number as Int: number
        case let number as Double where number.isFinite && abs(number) < 9e15: Int(number)
        case let text as String: Int(text.trimmingCharacters(in: .whitespaces))
        default: nil
        }
    }

    static func double(_ value: Any?) -> Double? {
        switch value {
        case let number as Double where number.isFinite: number
        case let number as Int: Double(number)
        case let text as String: Double(text.trimmingCharacters(in: .whitespaces)).flatMap { $0.isFinite ? $0 : nil }
        default: nil
        }
    }

    static func string(_ value: Any?) -> String? {
        switch value {
        case let text as String: text
        case let number as Int: String(number)
        default: nil
        }
    }

    static func bool(_ value: Any?) -> Bool {
        switch value {
        case let flag as Bool: flag
        case let number as Int: number != 0
        case let text as String: ["true", "yes", "1"].contains(text.lowercased())
        default: false
        }
    }

    /// Milliseconds since 1970 as a date, when within years people write in (1900–2200).
    static func date(milliseconds value: Any?) -> Date? {
        guard let milliseconds = double(value), (-2.2e12...7.3e12).contains(milliseconds) else { return nil }
        return Date(timeIntervalSince1970: milliseconds / 1000)
    }
}
