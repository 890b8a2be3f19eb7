import Foundation

/// One piece of user-facing text in every language ilgi speaks. Messages are built as
/// `Localized` values in `Messages.swift`, so the English and Korean wording of each one sit
/// side by side and interpolate the same values.
///
/// The core has no language of its own (it reads no environment): whoever shows a message
/// says which language (`text(in:)`); the command line's `description` is its terminal's.
/// Text in every language ilgi speaks: a `Localized` pair, or a key of a surface's tables
/// (`ServerText`), which says its words in a language when asked.
public protocol LocalizedText: Sendable {
    func text(in language: Language) -> String
}

public struct Localized: LocalizedText, Equatable, Codable {
    public let english: String
    public let korean: String

    public init(en english: String, ko korean: String) {
        self.english = english
        self.korean = korean
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

/// An error that knows how to explain itself to the user, in any language. It is also a
/// `LocalizedError`, so that argument-parser, when one is thrown from a `validate()`, prints
/// its message rather than the error's Swift name. (Throw `ValidationError` from `validate()`
/// for a usage error: argument-parser then exits with 2 and shows the usage.)
public protocol UserFacingError: LocalizedError {
    /// What went wrong and what to do, in one line.
    var message: Localized { get }
    /// The process exit code this error should produce: 1 for a failure, 2 for bad input.
    var exitCode: Int32 { get }
}

extension UserFacingError {
    /// In English: the command line and the server show `message` in their own language.
    public var errorDescription: String? { message.english }
}
