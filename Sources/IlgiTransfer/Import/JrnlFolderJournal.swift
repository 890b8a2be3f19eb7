import Foundation
import IlgiCore
import IlgiStore

/// jrnl's folder journal (`journal: ~/journal/` in its config): one file per day,
/// `YYYY/MM/DD.txt`, each in jrnl's text format (jrnl/journals/FolderJournal.py).
enum JrnlFolderJournal {
    /// The files to read for `url`: the file itself, or a folder journal's day files in date
    /// order. Other files in the folder are not jrnl's and are left alone, as jrnl does.
    static func files(at url: URL) throws -> [URL] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
            throw ImportError(file: url.path, TransferText.importUnreadable(String(cString: strerror(ENOENT))))
        }
        guard isDirectory.boolValue else { return [url] }
        var days: [String] = []
        for year in try names(in: url) where isNumber(year, digits: 4) {
            let yearURL = url.appendingPathComponent(year)
            for month in (try? names(in: yearURL)) ?? [] where isNumber(month, digits: 2) {
                for day in (try? names(in: yearURL.appendingPathComponent(month))) ?? []
                where day.hasSuffix(".txt") && isNumber(String(day.dropLast(4)), digits: 2) {
                    days.append("\(year)/\(month)/\(day)")
                }
            }
        }
        guard !days.isEmpty else { throw ImportError(file: url.path, TransferText.importNotAJrnlFolder) }
        return days.sorted().map { url.appendingPathComponent($0) }
    }

    private static func names(in folder: URL) throws -> [String] {
        do {
            return try FileManager.default.contentsOfDirectory(atPath: folder.path)
        } catch {
            throw ImportError(file: folder.path, TransferText.importUnreadable(IlgiError.describe(error)))
        }
    }

    private static func isNumber(_ text: String, digits: Int) -> Bool {
        text.utf8.count == digits && text.utf8.allSatisfy { (48...57).contains($0) }
    }
}
