/// One `Key: value` line of an entry's trailer block, in git-trailer syntax.
public struct Trailer: Sendable, Hashable {
    /// The line as it stands in the file, without its line ending. Kept so a trailer ilgi did
    /// not write ("key : value", odd spacing) survives a load–save round trip byte for byte.
    public let line: String
    public let key: String
    public let value: String

    /// A new trailer, written the canonical way: `Key: value`.
    public init(key: String, value: String) {
        self.key = key
        self.value = value
        self.line = "\(key): \(value)"
    }

    /// Reads a trailer line; nil when the line is not `Key: value` (key made of letters,
    /// digits and '-', optional blanks before the colon, as `git interpret-trailers` accepts).
    public init?(line: String) {
        guard let colon = line.firstIndex(of: ":") else { return nil }
        var keyEnd = colon
        while keyEnd > line.startIndex, line[line.index(before: keyEnd)] == " " || line[line.index(before: keyEnd)] == "\t" {
            keyEnd = line.index(before: keyEnd)
        }
        let key = line[line.startIndex..<keyEnd]
        guard let first = key.unicodeScalars.first, Trailer.isKeyStart(first),
            key.unicodeScalars.allSatisfy(Trailer.isKeyCharacter)
        else { return nil }
        var valueStart = line.index(after: colon)
        while valueStart < line.endIndex, line[valueStart] == " " || line[valueStart] == "\t" {
            valueStart = line.index(after: valueStart)
        }
        self.line = line
        self.key = String(key)
        self.value = String(line[valueStart...])
    }

    /// The keys ilgi writes or reads. A last paragraph is a trailer block only when one of its
    /// keys is among them, so a body ending in "Note: buy milk" stays body.
    public static let knownKeys: Set<String> = [
        "created", "weather", "starred", "source", "conflict-of", "location",
    ]

    public var isKnown: Bool { Trailer.knownKeys.contains(key.lowercased()) }

    private static func isKeyStart(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar))
    }

    private static func isKeyCharacter(_ scalar: Unicode.Scalar) -> Bool {
        isKeyStart(scalar) || scalar == "-"
    }
}

extension Trailer {
    public static let created = "Created"
    public static let weather = "Weather"
    public static let starred = "Starred"
}
