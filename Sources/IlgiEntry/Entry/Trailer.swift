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
        // An ASCII line's Characters are its bytes (only "\r\n" joins, and a line has no
        // "\n"): found on the bytes, the same places cost no grapheme breaking, for every
        // trailer of every entry a search or an index build reads.
        var copy = line
        let found =
            copy.withUTF8 { bytes in !bytes.contains { $0 >= 0x80 } }
            ? Trailer.split(line.utf8, colon: UInt8(ascii: ":"), isBlank: { $0 == 0x20 || $0 == 0x09 })
            : Trailer.split(line, colon: ":", isBlank: { $0 == " " || $0 == "\t" })
        guard let (keyEnd, valueStart) = found else { return nil }
        let key = line[line.startIndex..<keyEnd]
        guard let first = key.unicodeScalars.first, Trailer.isKeyStart(first),
            key.unicodeScalars.allSatisfy(Trailer.isKeyCharacter)
        else { return nil }
        self.line = line
        self.key = String(key)
        self.value = String(line[valueStart...])
    }

    /// Where the key ends (before the blanks in front of the first colon) and the value
    /// starts (after the blanks behind it), in `text` seen as Characters or as bytes.
    private static func split<Text: BidirectionalCollection>(
        _ text: Text, colon: Text.Element, isBlank: (Text.Element) -> Bool
    ) -> (keyEnd: String.Index, valueStart: String.Index)? where Text.Index == String.Index, Text.Element: Equatable {
        guard let colonIndex = text.firstIndex(of: colon) else { return nil }
        var keyEnd = colonIndex
        while keyEnd > text.startIndex, isBlank(text[text.index(before: keyEnd)]) {
            keyEnd = text.index(before: keyEnd)
        }
        var valueStart = text.index(after: colonIndex)
        while valueStart < text.endIndex, isBlank(text[valueStart]) { valueStart = text.index(after: valueStart) }
        return (keyEnd, valueStart)
    }

    /// The keys ilgi writes or reads.
    public static let knownKeys: Set<String> = [
        "created", "weather", "starred", "source", "conflict-of", "location",
    ]

    public var isKnown: Bool { Trailer.knownKeys.contains(key.lowercased()) }

    /// True when `lines` (the last paragraph of a file, each line already read as a trailer)
    /// is a block ilgi itself wrote, so that it is metadata and not the writer's text
    /// (docs/FORMAT.md §2). It must hold a `Created:` that parses as ilgi's timestamp, and every
    /// key ilgi knows must have a value of the form ilgi writes for it (`isValidValue`).
    /// Unknown keys ("Mood: happy", "Signed-off-by: …") may stand beside them, as anyone may
    /// add them by hand. Anything else, "Weather: sunny and warm" or "Source: my grandmother"
    /// at the end of an entry, is body.
    public static func formIlgiBlock(_ lines: [Trailer]) -> Bool {
        !lines.isEmpty && lines.allSatisfy(\.isValidValue)
            && lines.contains { $0.key.equalsIgnoringASCIICase(Trailer.created) }
    }

    /// True when the value has the form ilgi writes for this key; always true for a key ilgi
    /// does not know. The forms, key by key:
    /// - `Created`: a timestamp `Timestamp(iso8601:)` reads (`2026-11-22T15:45:00+09:00`).
    /// - `Weather`: an OpenWeatherMap icon code `WeatherCode` reads (`01d` … `50n`), as the
    ///   weather hook and imports write it.
    /// - `Starred`: `yes`, as imports write it; `true`, `1` and `*` too, the other values
    ///   `Entry.isStarred` reads (any case).
    /// - `Source`: what `ilgi import` writes, `NAME sha256:HEX`: one word of ASCII letters,
    ///   digits, `-` or `_` naming the source journal (`jrnl`, `dayone`, `markdown`), one space,
    ///   `sha256:` and 64 lower-case hex digits.
    /// - `Conflict-Of`: the full lower-case UUID of the original entry, as sync writes it.
    /// - `Location`: the place as an import copied it from the other journal: any text without
    ///   control characters (it is one line by construction; a place of only blanks, which an
    ///   import may write, reads as empty).
    public var isValidValue: Bool {
        switch key.lowercased() {
        case "created": Timestamp(iso8601: value) != nil
        case "weather": WeatherCode(value) != nil
        case "starred": ["yes", "true", "1", "*"].contains(value.lowercased())
        case "source": Trailer.isImportSource(value)
        case "conflict-of": value.count == 36 && EntryID(value)?.uuid == value
        case "location": !value.unicodeScalars.contains { $0.properties.generalCategory == .control }
        default: true
        }
    }

    /// `jrnl sha256:0f…` (64 hex digits).
    static func isImportSource(_ value: String) -> Bool {
        let parts = value.split(separator: " ", omittingEmptySubsequences: false)
        guard parts.count == 2, let name = parts.first, !name.isEmpty,
            name.unicodeScalars.allSatisfy({ isKeyStart($0) || $0 == "-" || $0 == "_" })
        else { return false }
        let hash = parts[1]
        guard hash.hasPrefix("sha256:") else { return false }
        let hex = hash.dropFirst("sha256:".count).utf8
        return hex.count == 64 && hex.allSatisfy { (48...57).contains($0) || (97...102).contains($0) }
    }

    /// An ASCII letter or digit (the letters are ASCII's only alphabetic characters).
    private static func isKeyStart(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
    }

    private static func isKeyCharacter(_ scalar: Unicode.Scalar) -> Bool {
        isKeyStart(scalar) || scalar == "-"
    }
}

extension Trailer {
    public static let created = "Created"
    public static let weather = "Weather"
    public static let starred = "Starred"
    public static let location = "Location"
    /// Where an imported entry came from (`jrnl sha256:…`), so a second import skips it.
    public static let source = "Source"
}
