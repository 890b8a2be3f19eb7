import ArgumentParser
import Foundation
import IlgiCore

/// Runs the command line and turns every error into one line on stderr and an exit code,
/// never a crash trace.
@main
enum IlgiMain {
    static func main() async {
        Journal.prepareToOpen()
        do {
            // The man page, like argument-parser's --generate-completion-script (hidden).
            if CommandLine.arguments.dropFirst().first == "--generate-manual" {
                Output.write(try Manual.render())
                return
            }
            // A typo or text that is not a command: one line and exit 2, not the usage of list.
            if let problem = UnknownCommand.problem(in: Array(CommandLine.arguments.dropFirst())) {
                Diagnostics.error(problem)
                exit(2)
            }
            var command = try Ilgi.parseAsRoot()
            if var asyncCommand = command as? any AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
        } catch {
            exit(Diagnostics.report(error))
        }
    }
}
