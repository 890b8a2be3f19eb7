import GitKit
import IlgiEntry

/// The versions of what ilgi is built on, for `ilgi --version`.
public enum BuiltOn {
    /// libgit2's version, as the library reports it at run time.
    public static var libgit2: String { LibGit2.version }
}
