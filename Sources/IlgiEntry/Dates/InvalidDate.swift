/// A date, time or range in words that `DateInput` does not read ("next tuesday", "2026-13-45").
public struct InvalidDate: UserFacingError, Equatable {
    /// What the person wrote.
    public let text: String

    public init(_ text: String) {
        self.text = text
    }

    public var message: any LocalizedText { EntryText.invalidDate(text) }
    /// Bad input, like a usage error.
    public var exitCode: Int32 { 2 }
}
