import IlgiEntry

/// Input that cannot be imported: names the file and, where it can, the line, and says that
/// nothing was imported.
public struct ImportError: UserFacingError, Equatable {
    public let file: String
    public let line: Int?
    public let reason: Localized

    public init(file: String, line: Int? = nil, _ reason: some LocalizedText) {
        self.file = file
        self.line = line
        self.reason = Localized(reason)
    }

    public var message: any LocalizedText {
        let place = line.map { "\(file):\($0)" } ?? file
        return CoreText.importFailed(place, reason)
    }

    public var exitCode: Int32 { 2 }
}
