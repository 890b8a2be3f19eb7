import Foundation

/// The commands `.git/config` names for git-crypt's filter, so the git command line encrypts
/// and decrypts too (libgit2, and so ilgi, runs no filter: ilgi encrypts at its own seam). The
/// command line chooses them: `git-crypt` itself when it is installed, else ilgi's own
/// `crypt clean|smudge|diff`, which also keep a locked clone safe (`GitCryptFilter`).
public struct GitFilterCommands: Sendable, Equatable {
    public let clean: String
    public let smudge: String
    public let textconv: String

    /// `git-crypt` at `path`, as `git-crypt init` configures it.
    public static func gitCrypt(at path: String) -> GitFilterCommands {
        GitFilterCommands(program: shellQuoted(path))
    }

    /// ilgi's own filters, the program at `path`.
    public static func ilgi(at path: String) -> GitFilterCommands {
        GitFilterCommands(program: shellQuoted(path) + " crypt")
    }

    /// `program`'s `clean`, `smudge` and `diff`, the names git-crypt and ilgi both use.
    private init(program: String) {
        clean = program + " clean"
        smudge = program + " smudge"
        textconv = program + " diff"
    }

    /// `path` in single quotes for git's shell, so a space or a quote in it stays part of it.
    static func shellQuoted(_ path: String) -> String {
        "'" + path.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    /// The config `git-crypt init` writes (its `configure_git_filters`); `required` makes git
    /// refuse a file the filter cannot process instead of storing it as it is.
    var settings: [(key: String, value: String)] {
        [
            ("filter.git-crypt.smudge", smudge),
            ("filter.git-crypt.clean", clean),
            ("filter.git-crypt.required", "true"),
            ("diff.git-crypt.textconv", textconv),
        ]
    }
}
