import Foundation
import IlgiEntry

/// Finds a program as a shell does: the first executable file of that name in the folders of
/// `PATH` (the caller passes its value; the core reads no environment).
public enum ExecutableSearch {
    public static let defaultPath = "/usr/local/bin:/usr/bin:/bin"

    public static func find(_ name: String, path: String?) -> String? {
        for folder in (path ?? defaultPath).split(separator: ":") {
            let candidate = "\(folder)/\(name)"
            if access(candidate, X_OK) == 0 { return candidate }
        }
        return nil
    }
}
