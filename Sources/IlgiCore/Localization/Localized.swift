import Foundation

/// One piece of user-facing text in every language ilgi speaks. Messages are built as
/// `Localized` values in `Messages.swift`, so the English and Korean wording of each one sit
/// side by side and interpolate the same values.
public struct Localized: Sendable, Equatable, Codable, CustomStringConvertible {
    public let english: String
    public let korean: String

    public init(en english: String, ko korean: String) {
        self.english = english
        self.korean = korean
    }

    public func text(in language: Language) -> String {
        switch language {
        case .english: english
        case .korean: korean
        }
    }

    /// The text in the process's language.
    public var description: String { text(in: .current) }
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
    public var errorDescription: String? { message.description }
}
