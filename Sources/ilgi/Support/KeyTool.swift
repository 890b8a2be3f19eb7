import Foundation
import IlgiCore
import Subprocess

#if canImport(System)
    import System
#else
    import SystemPackage
#endif

/// A program that wraps and unwraps keys (`gpg`, `age`), run on `input` for its standard
/// output. Its own messages and prompts reach the terminal: standard error is shared.
struct KeyTool {
    let name: String
    let environment: [String: String]

    var isInstalled: Bool { ExecutableSearch.find(name, path: environment["PATH"]) != nil }

    func run(_ arguments: [String], input: Data = Data()) async throws -> Data {
        let result = try await Subprocess.run(
            .name(name), arguments: Arguments(arguments), environment: .custom(subprocessEnvironment),
            input: .data(input), output: .data(limit: 1 << 24),
            error: .fileDescriptor(.standardError, closeAfterSpawningProcess: false))
        guard result.terminationStatus.isSuccess else {
            throw KeyToolFailure(command: ([name] + arguments).joined(separator: " "))
        }
        return result.standardOutput
    }

    private var subprocessEnvironment: [Environment.Key: String] {
        Dictionary(uniqueKeysWithValues: environment.map { (Environment.Key(stringLiteral: $0.key), $0.value) })
    }
}

/// A key tool failed; it said why on standard error.
struct KeyToolFailure: UserFacingError {
    let command: String
    var message: Localized { Messages.keyToolFailed(command) }
    var exitCode: Int32 { 1 }
}
