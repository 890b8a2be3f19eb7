import ArgumentParser
import Foundation
import IlgiCatalog
import IlgiCore
import IlgiEntry
import IlgiStore

/// The one voice ilgi speaks with on standard error: `ilgi: error: …`, `ilgi: warning: …`
/// and plain notices, in the user's language.
enum Diagnostics {
    static func error(_ message: some LocalizedText) {
        Output.errorLine("ilgi: " + CoreText.errorLabel.description + ": " + message.description)
    }

    static func warning(_ message: some LocalizedText) {
        Output.errorLine("ilgi: " + CoreText.warningLabel.description + ": " + message.description)
    }

    /// A sentence about what happened, for a person (never for a script: it goes to stderr).
    static func notice(_ message: some LocalizedText) {
        Output.errorLine(message.description)
    }

    /// Reports an error that ended a command and returns the exit code to leave with:
    /// 0 success, 1 failure, 2 usage error or bad input.
    static func report(_ error: any Error) -> Int32 {
        switch IlgiError.surfacing(error) {
        // First: a search that finds nothing ends here, and a cast to a struct compares types
        // where one to a protocol searches every conformance the program has (1 % of a search
        // that finds nothing, in a profile at 10,000 entries).
        case let error as ExitCode:
            return error.rawValue
        case let error as any UserFacingError:
            self.error(error.message)
            return error.exitCode
        default:
            let code = Ilgi.exitCode(for: error)
            // Unwrapped (a very wide screen), so that ilgi can translate it and wrap it by
            // display width: argument-parser counts characters, and Hangul takes two columns.
            var message = Ilgi.fullMessage(for: error, columns: 10_000)
            if code == .success {
                if ArgumentParserText.isHelp(message) {
                    message = ArgumentParserText.help(message, width: Terminal.current.width ?? 80)
                }
                Output.line(message)
                return 0
            }
            if message.hasPrefix("Error: ") { message.removeFirst("Error: ".count) }
            if code == .validationFailure {
                // A usage error from the argument parser: its words (in Korean when that is the
                // language), our prefix, exit 2.
                Output.errorLine(
                    "ilgi: " + CoreText.errorLabel.description + ": " + ArgumentParserText.error(message))
                return 2
            }
            self.error(Localized(verbatim: message))
            return code.rawValue == 0 ? 1 : code.rawValue
        }
    }
}
