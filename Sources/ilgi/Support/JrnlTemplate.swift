import Foundation
import IlgiCore
import IlgiStore

/// jrnl's `template:` setting, brought across when its journal is imported.
enum JrnlTemplate {
    /// The template file `setting` names, looked for where jrnl looks: in
    /// `$XDG_DATA_HOME/jrnl/templates/` first, then as a path of its own.
    static func file(_ setting: String, environment: [String: String] = Terminal.current.environment) -> URL {
        let inFolder = BaseDirectories.dataHome(environment).appendingPathComponent("jrnl/templates/" + setting)
        if setting.hasPrefix("/") || !FileManager.default.fileExists(atPath: inFolder.path) {
            return URL(fileURLWithPath: setting)
        }
        return inFolder
    }

    /// Copies the template into the journal's templates (one commit) and makes it the
    /// journal's default where none is set, as jrnl used it for every entry. A template that
    /// cannot be read is warned about: the entries are in, and they matter more.
    static func adopt(_ setting: String, into journal: Journal) throws {
        let url = file(setting)
        // border: a file the user names
        guard let data = FileManager.default.contents(atPath: url.path), let text = String(data: data, encoding: .utf8),
            !text.allSatisfy(\.isWhitespace)
        else {
            Diagnostics.warning(CommandText.jrnlTemplateUnreadable(url.path))
            return
        }
        let name = templateName(for: url)
        try journal.saveJournalFile(
            EntryTemplates.journalPath(of: name), contents: text, message: "Add template \(name) from jrnl")
        let settings = try Settings(journal: journal)
        let madeDefault = try settings.value("template.default") == nil
        if madeDefault { try settings.set("template.default", to: name) }
        Diagnostics.notice(CommandText.jrnlTemplateAdopted(name, madeDefault: madeDefault))
    }

    /// The file's name without its extension, made a valid template name; `jrnl` otherwise.
    static func templateName(for url: URL) -> String {
        let stem = url.deletingPathExtension().lastPathComponent
        let cleaned = String(stem.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" ? $0 : "-" })
        return EntryTemplate.isValidName(cleaned) ? cleaned : "jrnl"
    }
}
