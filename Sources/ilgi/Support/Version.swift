import IlgiCore

enum Version {
    static let ilgi = "0.1.0"

    /// ilgi's version and the version of the libgit2 it runs on.
    static var description: String {
        "ilgi \(ilgi) (libgit2 \(BuiltOn.libgit2))"
    }

    /// The version for argument-parser, which reads it while it parses every command line:
    /// libgit2's version only where `--version` is asked for. Asking libgit2 loads it, which
    /// would make the parse wait for what the background set-up is loading.
    static var forCommandLine: String {
        CommandLine.arguments.dropFirst().contains("--version") ? description : "ilgi \(ilgi)"
    }
}
