import Foundation
import IlgiCore
import IlgiServer

extension Language {
    /// The language ilgi speaks on this terminal, read once from the environment (`ILGI_LANG`,
    /// then the locale variables). The core has none: the command line passes this one.
    static let current = Language.fromEnvironment(ProcessInfo.processInfo.environment)
}

/// Messages interpolated into terminal text speak the terminal's language.
extension LocalizedText {
    public var description: String { text(in: .current) }
}

extension Localized: CustomStringConvertible {}
extension ServerText: CustomStringConvertible {}

extension DateStyle {
    /// Dates in the terminal's language and time zone.
    convenience init() { self.init(language: .current) }
}
