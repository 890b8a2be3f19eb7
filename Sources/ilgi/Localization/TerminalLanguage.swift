import Foundation
import IlgiCore
import IlgiEntry
import IlgiServeShared
import IlgiStore
import IlgiTransfer

extension Language {
    /// The language ilgi speaks on this terminal, read once from the environment (`ILGI_LANG`,
    /// then the locale variables). The core has none: the command line passes this one.
    static let current = Language.fromEnvironment(ProcessInfo.processInfo.environment)
}

/// Messages interpolated into terminal text speak the terminal's language. Every table's keys
/// say so (`WordTableTests` holds each to it): a key without it would print its case name.
extension LocalizedText {
    public var description: String { text(in: .current) }
}

extension Localized: CustomStringConvertible {}
extension EntryText: CustomStringConvertible {}
extension CoreText: CustomStringConvertible {}
extension StoreText: CustomStringConvertible {}
extension TransferText: CustomStringConvertible {}
extension CommandText: CustomStringConvertible {}
extension Help: CustomStringConvertible {}
extension ManualText: CustomStringConvertible {}
extension ServerText: CustomStringConvertible {}

extension DateStyle {
    /// Dates in the terminal's language and time zone.
    convenience init() { self.init(language: .current) }
}
