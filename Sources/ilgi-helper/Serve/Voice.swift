import ArgumentParser
import Foundation
import IlgiCatalog
import IlgiCore
import IlgiEntry
import IlgiStore

/// What the site's program says, as `ilgi` says it: the address on standard output, notices
/// on standard error, warnings and errors as `ilgi: warning: …` and `ilgi: error: …`, in the
/// language of the environment. Its words are its own (`ServerText`) and the address.
enum Voice {
    static let language = Language.fromEnvironment(ProcessInfo.processInfo.environment)

    static func line(_ text: String) {
        FileHandle.standardOutput.write(Data((text + "\n").utf8))
    }

    static func notice(_ message: some LocalizedText) {
        FileHandle.standardError.write(Data((message.text(in: language) + "\n").utf8))
    }

    static func warning(_ message: some LocalizedText) {
        notice(labelled(CoreText.warningLabel, message))
    }

    /// Says why the program stopped and returns its exit status: what a user's mistake says
    /// (a certificate that does not load, a port in use) with its own status, anything else 1,
    /// and options `ilgi` did not pass as this program reads them 2.
    static func report(_ error: any Error) -> Int32 {
        switch IlgiError.surfacing(error) {
        case let error as any UserFacingError:
            notice(labelled(CoreText.errorLabel, error.message))
            return error.exitCode
        default:
            notice(labelled(CoreText.errorLabel, Localized(verbatim: ServeMain.message(for: error))))
            return ServeMain.exitCode(for: error) == .validationFailure ? 2 : 1
        }
    }

    private static func labelled(_ label: CoreText, _ message: some LocalizedText) -> Localized {
        Localized(verbatim: "ilgi: " + label.text(in: language) + ": " + message.text(in: language))
    }
}
