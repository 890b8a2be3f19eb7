import Foundation
import IlgiStore

/// Which folder is the journal: `--journal PATH`, else `-j NAME` (`ilgi journals`), else
/// `ILGI_JOURNAL`, else the journal `ilgi journals default` named, else `$XDG_DATA_HOME/ilgi`
/// (`~/.local/share/ilgi`).
public enum JournalLocation {
    public static func resolve(option: String?, name: String? = nil, environment: [String: String]) throws -> URL {
        if let option, !option.isEmpty { return url(expanding: option, environment: environment) }
        if let name { return try JournalRegistry(environment: environment).journal(named: name).root }
        if let path = environment["ILGI_JOURNAL"], !path.isEmpty {
            return url(expanding: path, environment: environment)
        }
        return try JournalRegistry(environment: environment).defaultJournal().root
    }

    /// `$XDG_DATA_HOME/ilgi`: the journal ilgi uses when none is named anywhere.
    public static func standardRoot(_ environment: [String: String]) -> URL {
        BaseDirectories.dataHome(environment).appendingPathComponent("ilgi", isDirectory: true)
    }

    /// Expands a leading `~/` and makes relative paths absolute against the current folder.
    public static func url(expanding path: String, environment: [String: String]) -> URL {
        if path == "~" { return BaseDirectories.home(environment) }
        if path.hasPrefix("~/") {
            return BaseDirectories.home(environment).appendingPathComponent(
                String(path.dropFirst(2)), isDirectory: true)
        }
        return URL(fileURLWithPath: path, isDirectory: true).standardizedFileURL
    }
}
