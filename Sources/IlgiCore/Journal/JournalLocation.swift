import Foundation

/// Which folder is the journal: `--journal PATH`, else `ILGI_JOURNAL`, else
/// `$XDG_DATA_HOME/ilgi`, else `~/.local/share/ilgi`.
public enum JournalLocation {
    public static func resolve(option: String?, environment: [String: String]) -> URL {
        if let option, !option.isEmpty { return url(expanding: option, environment: environment) }
        if let path = environment["ILGI_JOURNAL"], !path.isEmpty {
            return url(expanding: path, environment: environment)
        }
        return BaseDirectories.dataHome(environment).appendingPathComponent("ilgi", isDirectory: true)
    }

    static func home(_ environment: [String: String]) -> URL {
        if let home = environment["HOME"], !home.isEmpty { return URL(fileURLWithPath: home, isDirectory: true) }
        return FileManager.default.homeDirectoryForCurrentUser
    }

    /// Expands a leading `~/` and makes relative paths absolute against the current folder.
    static func url(expanding path: String, environment: [String: String]) -> URL {
        if path == "~" { return home(environment) }
        if path.hasPrefix("~/") {
            return home(environment).appendingPathComponent(String(path.dropFirst(2)), isDirectory: true)
        }
        return URL(fileURLWithPath: path, isDirectory: true).standardizedFileURL
    }
}
