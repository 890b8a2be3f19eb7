import IlgiCore
import IlgiStore

/// ilgi's version: the number in the VERSION file and the commit it was built from, put in by
/// the StampVersion plugin (`BuildVersion`). `--version`, the man page, the package and what
/// `ilgi mcp` tells an assistant all say this number.
enum Version {
    static let ilgi = BuildVersion.number
    static let commit = BuildVersion.commit

    /// ilgi's version, its commit and the version of the libgit2 it runs on.
    static var description: String {
        "ilgi \(ilgi) (commit \(commit), libgit2 \(BuiltOn.libgit2))"
    }

    /// The version for argument-parser, which reads it while it parses every command line:
    /// libgit2's version only where `--version` is asked for. Asking libgit2 loads it, which
    /// would make the parse wait for what the background set-up is loading.
    static var forCommandLine: String {
        CommandLine.arguments.dropFirst().contains("--version") ? description : "ilgi \(ilgi)"
    }
}
