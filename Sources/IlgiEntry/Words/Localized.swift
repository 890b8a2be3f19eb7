import Foundation

/// Text in every language ilgi speaks: a key of one module's tables (`EntryText`,
/// `CoreText`, `TransferText`, `CommandText`, `Help`, `ServerText`), which says its words in a
/// language when asked.
///
/// The core has no language of its own (it reads no environment): whoever shows a message
/// says which language (`text(in:)`); the command line's `description` is its terminal's.
public protocol LocalizedText: Sendable {
    func text(in language: Language) -> String
}

/// Keys with a table a language: each table a `switch` over every key, so a key a table lacks
/// does not compile, and a third language, added here, does not compile until every module's
/// enum has its table. `text(in:)` picks the table.
public protocol WordTable: LocalizedText {
    /// The English table: `EntryText+English.swift` and the like.
    var english: String { get }
    /// The Korean table (해요체).
    var korean: String { get }
}

extension WordTable {
    public func text(in language: Language) -> String {
        switch language {
        case .english: english
        case .korean: korean
        }
    }
}

/// Text whose words are already fixed in every language: a message kept (stored in the sync
/// ledger, compared, carried across a boundary), or a text that is the same in every language
/// (a name, a system error's own words).
public struct Localized: LocalizedText, Equatable, Codable {
    public let english: String
    public let korean: String

    public init(en english: String, ko korean: String) {
        self.english = english
        self.korean = korean
    }

    /// Text that is the same in every language: a name, a line from a file, a system's own words.
    public init(verbatim text: String) {
        self.init(en: text, ko: text)
    }

    /// `text`'s words in every language, kept (a message stored, compared, or carried in an error).
    public init(_ text: some LocalizedText) {
        self.init(en: text.text(in: .english), ko: text.text(in: .korean))
    }

    public func text(in language: Language) -> String {
        switch language {
        case .english: english
        case .korean: korean
        }
    }
}

/// Text put together from other texts, in whichever language it is asked for: a progress bar
/// and its words, a setting's name and its summary. A third language needs nothing here.
public struct Composed: LocalizedText {
    private let make: @Sendable (Language) -> String

    public init(_ make: @escaping @Sendable (Language) -> String) {
        self.make = make
    }

    public func text(in language: Language) -> String { make(language) }
}

/// An error that knows how to explain itself to the user, in any language. It is also a
/// `LocalizedError`, so that argument-parser, when one is thrown from a `validate()`, prints
/// its message rather than the error's Swift name. (Throw `ValidationError` from `validate()`
/// for a usage error: argument-parser then exits with 2 and shows the usage.)
public protocol UserFacingError: LocalizedError {
    /// What went wrong and what to do, in one line.
    var message: any LocalizedText { get }
    /// The process exit code this error should produce: 1 for a failure, 2 for bad input.
    var exitCode: Int32 { get }
}

extension UserFacingError {
    /// In English: the command line and the server show `message` in their own language.
    public var errorDescription: String? { message.text(in: .english) }
}
