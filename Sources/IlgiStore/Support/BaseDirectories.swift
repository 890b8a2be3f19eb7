import Foundation
import IlgiEntry

/// The XDG base directories, from an environment the caller passes (the core reads none):
/// a variable counts only when it is an absolute path, as the specification says.
public enum BaseDirectories {
    /// `$XDG_CONFIG_HOME`, else `~/.config`.
    public static func configHome(_ environment: [String: String]) -> URL {
        folder(environment["XDG_CONFIG_HOME"], else: ".config", environment)
    }

    /// `$XDG_DATA_HOME`, else `~/.local/share`.
    public static func dataHome(_ environment: [String: String]) -> URL {
        folder(environment["XDG_DATA_HOME"], else: ".local/share", environment)
    }

    /// `$XDG_CACHE_HOME`, else `~/.cache`.
    public static func cacheHome(_ environment: [String: String]) -> URL {
        folder(environment["XDG_CACHE_HOME"], else: ".cache", environment)
    }

    /// `$HOME`, else the account's home folder.
    public static func home(_ environment: [String: String]) -> URL {
        if let home = environment["HOME"], !home.isEmpty { return URL(fileURLWithPath: home, isDirectory: true) }
        return FileManager.default.homeDirectoryForCurrentUser
    }

    private static func folder(_ value: String?, else fallback: String, _ environment: [String: String]) -> URL {
        if let value, value.hasPrefix("/") { return URL(fileURLWithPath: value, isDirectory: true) }
        return home(environment).appendingPathComponent(fallback, isDirectory: true)
    }
}
