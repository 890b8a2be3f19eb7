import ArgumentParser
import Foundation
import IlgiCore
import IlgiStore
import Subprocess
import SystemPackage

extension Ilgi.Edit {
    /// `ilgi edit --tag trip --since 2025-06`: opens the matching entries one after another,
    /// oldest first, each exactly as `ilgi edit ID` would (its own editor session, draft and
    /// commit). Stops at the first that fails, leaving the rest untouched.
    func editMatching() async throws {
        if id != nil { throw IlgiError.invalidInput(CommandText.idWithFilters) }
        let journal = try global.openJournal()
        let entries = try journal.reader.entries(matching: filters.filter()).reversed()
        guard !entries.isEmpty else {
            Diagnostics.notice(CommandText.noEntriesMatch)
            throw ExitCode(1)
        }
        for (number, entry) in entries.enumerated() {
            Diagnostics.notice(CommandText.editingOneOf(number + 1, entries.count, entry.id.short, entry.displayTitle))
            let status = try await Self.runSelf(["--journal", journal.root.path, "edit", entry.id.uuid])
            guard status == 0 else { throw ExitCode(status) }
        }
    }

    /// Runs this ilgi with `arguments`, on this terminal, and returns its exit status.
    static func runSelf(_ arguments: [String]) async throws -> Int32 {
        let executable =
            FileManager.default.fileExists(atPath: "/proc/self/exe") ? "/proc/self/exe" : CommandLine.arguments[0]
        let status = try await Subprocess.run(
            .path(FilePath(executable)), arguments: Arguments(arguments),
            input: .currentStandardInput, output: .currentStandardOutput, error: .currentStandardError
        ).terminationStatus
        switch status {
        case .exited(let code): return code
        case .signaled(let signal): return 128 + signal
        }
    }
}
