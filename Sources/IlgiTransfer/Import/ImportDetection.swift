import Foundation
import IlgiCore
import ZIPFoundation

/// Tells what kind of journal a path is, when `--from` does not say.
public enum ImportDetection {
    /// The source to read `url` as: `requested` (`--from`), except that "Day One" covers both
    /// of Day One's forms, so a Day One Classic folder asked for as `dayone` is read as Classic;
    /// without a request, what the path looks like.
    public static func source(of url: URL, requested: ImportSource?) throws -> ImportSource {
        guard let requested else { return try source(of: url) }
        if requested == .dayOne, (try? source(of: url)) == .dayOneClassic { return .dayOneClassic }
        return requested
    }

    public static func source(of url: URL) throws -> ImportSource {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
            throw ImportError(file: url.path, TransferText.importUnreadable(String(cString: strerror(ENOENT))))
        }
        let fileManager = FileManager.default
        if isDirectory.boolValue {
            let names = (try? fileManager.contentsOfDirectory(atPath: url.path)) ?? []
            if names.contains("entries"),
                ((try? fileManager.contentsOfDirectory(atPath: url.appendingPathComponent("entries").path)) ?? [])
                    .contains(where: { $0.hasSuffix(".doentry") })
            {
                return .dayOneClassic
            }
            if url.lastPathComponent == "entries", names.contains(where: { $0.hasSuffix(".doentry") }) {
                return .dayOneClassic
            }
            if names.contains(where: { $0.lowercased().hasSuffix(".json") }) { return .dayOne }
            if (try? JrnlFolderJournal.files(at: url)) != nil { return .jrnl }
            return .markdownDirectory
        }
        switch url.pathExtension.lowercased() {
        case "zip": return .dayOne
        case "json":
            let head = (try? FileHandle(forReadingFrom: url).read(upToCount: 1 << 16)) ?? nil
            let text = head.map { String(decoding: $0, as: UTF8.self) } ?? ""
            if text.contains("\"creationDate\"") { return .dayOne }
            // ilgi's own export is an array of records, each with its `created` and `path`.
            if text.drop(while: \.isWhitespace).first == "[", text.contains("\"created\""), text.contains("\"path\"") {
                return .ilgiJSON
            }
            return .jrnlJSON
        case "doentry": throw ImportError(file: url.path, TransferText.importCannotTell(url.path))
        case "md", "markdown": throw ImportError(file: url.path, TransferText.importCannotTell(url.path))
        default: return .jrnl
        }
    }
}
