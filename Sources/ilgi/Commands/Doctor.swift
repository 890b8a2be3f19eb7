import ArgumentParser
import Foundation
import IlgiCatalog
import IlgiCore
import IlgiEntry
import IlgiStore
import Subprocess

extension Ilgi {
    struct Doctor: AsyncParsableCommand {
        static var configuration: CommandConfiguration {
            CommandConfiguration(commandName: "doctor", abstract: Help.doctor.description)
        }

        @OptionGroup var global: GlobalOptions

        @Flag(help: ArgumentHelp(Help.fixFlag.description))
        var fix = false

        func run() async throws {
            let journal = try global.openJournal()
            if fix {
                let mended = try Checkup(journal).mendSplitTrailers()
                if mended > 0 { Diagnostics.notice(CommandText.doctorMendedSplitTrailers(mended)) }
                let repair = try Checkup(journal).repair()
                Diagnostics.notice(
                    CommandText.doctorRepaired(
                        repair.addedCreated, repair.removedTemporaryFiles, unlinkedAssets: repair.removedUnlinkedAssets)
                )
                if repair.closedFolders > 0 {
                    Diagnostics.notice(CommandText.doctorClosedFolders(repair.closedFolders))
                }
            }
            var findings = try Checkup(journal).findings()
            if let fsck = await gitFsck(journal.root) {
                findings.append(
                    Finding(
                        severity: .problem, message: CommandText.doctorFsckFailed(fsck), paths: [], isFixable: false))
            }
            let palette = global.palette
            for finding in findings {
                let label =
                    finding.severity == .problem
                    ? palette.red(CommandText.problemLabel.description)
                    : palette.yellow(CommandText.noteLabel.description)
                Output.line(label + ": " + finding.message.description)
                for path in finding.paths.prefix(20) { Output.line("    " + path) }
                if finding.paths.count > 20 { Output.line("    … (\(finding.paths.count - 20) more)") }
            }
            if findings.isEmpty { Output.line(CommandText.doctorHealthy.description) }
            if findings.contains(where: { $0.severity == .problem }) { throw ExitCode(1) }
        }

        /// Runs the real `git fsck` when git is installed (libgit2 has no fsck); returns its
        /// complaints, or nil when it is clean or git is missing.
        private func gitFsck(_ root: URL) async -> String? {
            guard
                let result = try? await Subprocess.run(
                    .name("git"),
                    arguments: Arguments(
                        GitLaunch.arguments(["fsck", "--no-dangling", "--no-progress"], in: root.path)),
                    environment: .inherit.updating(
                        GitLaunch.environment.reduce(into: [:]) {
                            $0[Environment.Key(stringLiteral: $1.key)] = $1.value
                        }),
                    output: .string(limit: 1 << 20), error: .string(limit: 1 << 20))
            else { return nil }
            guard !result.terminationStatus.isSuccess else { return nil }
            return [result.standardOutput, result.standardError].compactMap { $0 }.joined()
                .trimmingCharacters(in: .whitespacesAndNewlines)
        }
    }
}
