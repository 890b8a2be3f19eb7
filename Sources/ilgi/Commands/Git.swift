import ArgumentParser
import Foundation
import IlgiCatalog
import IlgiCore
import IlgiEntry
import IlgiStore
import Subprocess

#if canImport(Glibc)
    import Glibc
#endif

extension Ilgi {
    struct Git: AsyncParsableCommand {
        static var configuration: CommandConfiguration {
            CommandConfiguration(
                commandName: "git", abstract: Help.git.description, discussion: Help.gitDiscussion.description)
        }

        /// The root command's `--journal` and `--color`, which go before `git`
        /// (`ilgi --journal PATH git log`): everything after `git` is git's, so this command
        /// declares no options of its own that could take one of git's.
        @ParentCommand var ilgi: Ilgi

        @Argument(
            parsing: .captureForPassthrough,
            help: ArgumentHelp(Help.gitArguments.description, valueName: "git-arguments"))
        var arguments: [String] = []

        /// Runs `git -C JOURNAL ARGUMENTS…` with this terminal, as `pass git` does, and ends
        /// with git's exit status (128 + the signal when git was killed, as a shell reports it).
        func run() async throws {
            let journal = try ilgi.global.openJournal()
            // `ilgi git -- log` means `ilgi git log`.
            let arguments = self.arguments.first == "--" ? Array(self.arguments.dropFirst()) : self.arguments
            // Ctrl-C goes to git; ilgi waits for it.
            let status: TerminationStatus
            do {
                status = try await whileAProgramOwnsTheTerminal {
                    try await Subprocess.run(
                        .name("git"),
                        arguments: Arguments(GitLaunch.passthroughArguments(arguments, in: journal.root.path)),
                        input: .currentStandardInput,
                        output: .currentStandardOutput,
                        error: .currentStandardError
                    ).terminationStatus
                }
            } catch let error as SubprocessError where error.code == .executableNotFound {
                throw HistoryError.gitNotFound
            } catch {
                throw HistoryError.gitDidNotStart(String(describing: error))
            }
            switch status {
            case .exited(0): return
            case .exited(let status): throw ExitCode(status)
            case .signaled(let signal): throw ExitCode(128 + signal)
            }
        }
    }
}
