import Foundation
import IlgiCore
import IlgiEntry
import IlgiStore
import Subprocess

#if canImport(System)
    import System
#else
    import SystemPackage
#endif

/// A program ilgi leans on (`gpg` and `age` to wrap keys, `notify-send`, `systemctl`), run on
/// `input` for its standard output. Its own messages and prompts reach the terminal: standard
/// error is shared.
struct ExternalProgram {
    let name: String
    let environment: [String: String]

    var isInstalled: Bool { ExecutableSearch.find(name, path: environment["PATH"]) != nil }

    /// Its standard output; `quietly`, what it says on standard error is dropped (a probe
    /// whose failure is an answer, not news).
    func run(_ arguments: [String], input: Data = Data(), quietly: Bool = false) async throws -> Data {
        if quietly {
            let result = try await Subprocess.run(
                .name(name), arguments: Arguments(arguments), environment: .custom(subprocessEnvironment),
                input: .data(input), output: .data(limit: 1 << 24), error: .discarded)
            return try output(result.standardOutput, if: result.terminationStatus, arguments)
        }
        let result = try await Subprocess.run(
            .name(name), arguments: Arguments(arguments), environment: .custom(subprocessEnvironment),
            input: .data(input), output: .data(limit: 1 << 24),
            error: .fileDescriptor(.standardError, closeAfterSpawningProcess: false))
        return try output(result.standardOutput, if: result.terminationStatus, arguments)
    }

    private func output(_ data: Data, if status: TerminationStatus, _ arguments: [String]) throws -> Data {
        guard status.isSuccess else {
            throw ExternalProgramFailure(command: ([name] + arguments).joined(separator: " "))
        }
        return data
    }

    private var subprocessEnvironment: [Environment.Key: String] {
        Dictionary(uniqueKeysWithValues: environment.map { (Environment.Key(stringLiteral: $0.key), $0.value) })
    }
}

/// A program failed; it said why on standard error.
struct ExternalProgramFailure: UserFacingError {
    let command: String
    var message: any LocalizedText { CommandText.programFailed(command) }
    var exitCode: Int32 { 1 }
}
