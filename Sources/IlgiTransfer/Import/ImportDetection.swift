import Foundation
import IlgiCore
import ZIPFoundation

/// Tells what kind of journal a path is, when `--from` does not say: by what it holds, not
/// by its name alone (a Journey zip and a Day One zip are both `.zip`).
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
        if isDirectory.boolValue { return source(ofFolder: url) }
        switch url.pathExtension.lowercased() {
        case "zip":
            return source(ofArchive: url) ?? .dayOne
        case "daylio": return .daylio
        case "denc": throw ImportError(file: url.path, TransferText.importEncryptedDiaro)
        case "diarium": throw ImportError(file: url.path, TransferText.importDiariumDatabase)
        case "xml" where url.lastPathComponent.hasPrefix("Diaro"): return .diaro
        case "csv": return .daylio
        case "html" where url.deletingLastPathComponent().lastPathComponent == "Entries": return .appleJournal
        case "json":
            // border: a file to import, its first 64 KB
            let head = (try? FileHandle(forReadingFrom: url).read(upToCount: 1 << 16)) ?? nil
            let text = head.map { String(decoding: $0, as: UTF8.self) } ?? ""
            if text.contains("\"creationDate\"") { return .dayOne }
            if text.contains("\"date_journal\"") { return .journey }
            let isArray = text.drop(while: \.isWhitespace).first == "["
            if isArray, text.contains("\"heading\"") || text.contains("\"html\"") { return .diarium }
            // ilgi's own export is an array of records, each with its `created` and `path`.
            if isArray, text.contains("\"created\""), text.contains("\"path\"") { return .ilgiJSON }
            return .jrnlJSON
        case "daylio_backup": return .daylio
        case "txt" where MomentoReader.isDayFile(url): return .momento
        case "doentry", "md", "markdown": throw ImportError(file: url.path, TransferText.importCannotTell(url.path))
        default:
            if url.lastPathComponent == "backup.daylio" { return .daylio }
            return .jrnl
        }
    }

    /// What a folder holds: an app's unzipped export, a Logseq graph, an Obsidian vault, a
    /// jrnl folder journal, or Markdown files.
    static func source(ofFolder url: URL) -> ImportSource {
        let fileManager = FileManager.default
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
        let inner = ExportFiles.descend(url) { folder in
            AppleJournalReader.isExportFolder(folder) || DaylioReader.isBackupFolder(folder)
                || DiaroReader.isBackupFolder(folder) || JourneyReader.looksLikeExport(folder)
        }
        if AppleJournalReader.isExportFolder(inner) { return .appleJournal }
        if DaylioReader.isBackupFolder(inner) { return .daylio }
        if DiaroReader.isBackupFolder(inner) { return .diaro }
        if JourneyReader.looksLikeExport(inner) { return .journey }
        if LogseqReader.isGraph(url) && (names.contains("logseq") || names.contains("pages"))
            || url.lastPathComponent == "journals"
                && names.contains(where: { LogseqReader.day(String($0.dropLast(3))) != nil })
        {
            return .logseq
        }
        if names.contains(where: { $0.lowercased().hasSuffix(".json") }) { return .dayOne }
        if names.contains(".obsidian") { return .obsidian }
        if MomentoReader.isExportFolder(url) { return .momento }
        if (try? JrnlFolderJournal.files(at: url)) != nil { return .jrnl }
        return .markdownDirectory
    }

    /// What a zip holds, from its list of names (nothing is unpacked to tell).
    static func source(ofArchive url: URL) -> ImportSource? {
        // `pathEncoding:` names the throwing initializer, not the deprecated failable one
        // (which CI's warnings-as-errors refuses).
        guard let archive = try? Archive(url: url, accessMode: .read, pathEncoding: nil) else { return nil }
        var names: [String] = []
        for entry in archive {
            names.append(entry.path)
            if names.count > 10_000 { break }
        }
        let lastParts = names.map { $0.split(separator: "/").last.map(String.init) ?? $0 }
        if lastParts.contains("backup.daylio") { return .daylio }
        if lastParts.contains(DiaroReader.backupName) { return .diaro }
        if lastParts.contains(where: { $0.hasSuffix(".denc") }) { return .diaro }
        if names.contains(where: { $0.contains("Entries/") && $0.lowercased().hasSuffix(".html") }) {
            return .appleJournal
        }
        if lastParts.contains(where: JourneyReader.isEntryName) { return .journey }
        if names.contains(where: { $0.hasPrefix("journals/") || $0.contains("/journals/") }),
            names.contains(where: { $0.hasSuffix(".md") })
        {
            return .logseq
        }
        if lastParts.contains(where: { $0.lowercased().hasSuffix(".json") }) { return .dayOne }
        if lastParts.contains(where: { $0.lowercased().hasSuffix(".md") }) { return .obsidian }
        return nil
    }
}
