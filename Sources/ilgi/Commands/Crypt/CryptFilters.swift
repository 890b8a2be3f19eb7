import ArgumentParser
import Foundation
import IlgiCatalog
import IlgiCore
import IlgiEntry
import IlgiStore

/// `ilgi crypt clean|smudge|diff`: git-crypt's filter commands, for git itself to run
/// (`.git/config` names them when git-crypt is not installed, and in a locked clone). They
/// work on the repository git runs them in, standard input to standard output.
struct CryptClean: AsyncParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "clean", abstract: Help.cryptClean.description, shouldDisplay: false)
    }

    func run() async throws {
        try GitDirectory.filter(FileHandle.standardInput.readDataToEndOfFile(), through: GitCryptFilter.clean)
    }
}

struct CryptSmudge: AsyncParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "smudge", abstract: Help.cryptSmudge.description, shouldDisplay: false)
    }

    func run() async throws {
        try GitDirectory.filter(FileHandle.standardInput.readDataToEndOfFile(), through: GitCryptFilter.smudge)
    }
}

struct CryptDiff: AsyncParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "diff", abstract: Help.cryptDiff.description, shouldDisplay: false)
    }

    @Argument(help: ArgumentHelp(Help.cryptDiffFileArgument.description, valueName: "file"))
    var file: String

    func run() async throws {
        try GitDirectory.filter(try CryptSupport.contents(of: file), through: GitCryptFilter.smudge)
    }
}

/// The git directory of the repository git runs a filter in: `$GIT_DIR` when git set it, else
/// the `.git` found from the current folder upward, as `git rev-parse --git-dir` finds it.
enum GitDirectory {
    /// Writes `input`, put through one of git-crypt's filters in the current repository, to
    /// standard output.
    static func filter(_ input: Data, through filter: (Data, URL) throws -> Data) throws {
        FileHandle.standardOutput.write(try filter(input, try current()))
    }

    static func current(environment: [String: String] = ProcessInfo.processInfo.environment) throws -> URL {
        let here = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
        if let value = environment["GIT_DIR"], !value.isEmpty {
            return URL(fileURLWithPath: value, relativeTo: here).standardizedFileURL
        }
        var folder = here.standardizedFileURL
        while true {
            let candidate = folder.appendingPathComponent(".git")
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isDirectory) {
                if isDirectory.boolValue { return candidate }
                // A `.git` file (a linked work tree): "gitdir: PATH".
                // border: git's own file
                if let text = try? String(contentsOf: candidate, encoding: .utf8), text.hasPrefix("gitdir: ") {
                    let path = text.dropFirst("gitdir: ".count).trimmingCharacters(in: .whitespacesAndNewlines)
                    return URL(fileURLWithPath: path, relativeTo: folder).standardizedFileURL
                }
            }
            guard folder.path != "/" else { throw CryptError.notInRepository }
            folder.deleteLastPathComponent()
        }
    }
}
