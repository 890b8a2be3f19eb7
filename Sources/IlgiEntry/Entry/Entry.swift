import Foundation

/// One journal entry: its identity, where it lives, and its text.
public struct Entry: Sendable, Hashable, Identifiable {
    public let id: EntryID
    /// Path inside the journal, `YYYY/MM/<uuid>.txt`, `/`-separated. Never changes.
    public let path: String
    public var document: EntryDocument
    /// When it was written: the `Created:` trailer, or a fallback when that is missing.
    public let created: Timestamp
    /// Where `created` came from, so `ilgi doctor` can report entries without a trailer.
    public let createdSource: CreatedSource
    /// The size of the file, when only its first part was read (a file of hundreds of
    /// megabytes, from a plain `git pull`): the entry's text is that part, and every surface
    /// that shows it says so and where the rest is. Nil for an entry read whole.
    public var fileSizeWhenCut: Int?

    public enum CreatedSource: Sendable, Hashable {
        case trailer
        /// No readable `Created:` trailer; the date is the file's modification time.
        case fileModificationTime
    }

    public init(id: EntryID, path: String, document: EntryDocument, fallbackDate: @autoclosure () -> Date) {
        self.id = id
        self.path = path
        self.document = document
        if let text = document.trailer(Trailer.created), let stamp = Timestamp(iso8601: text) {
            created = stamp
            createdSource = .trailer
        } else {
            created = Timestamp(date: fallbackDate())
            createdSource = .fileModificationTime
        }
    }

    public var title: String { document.title }
    public var body: String { document.body }

    /// The body as search reads it: with the place, when the entry has one, as a last line
    /// (`📍 Haeundae, Busan`), so `ilgi search Busan` finds it and shows where. No other
    /// trailer is searched.
    public var searchedBody: String { Entry.searchedBody(body, place: place) }

    /// `searchedBody` of a body and place already in hand (a cold build makes `body` once).
    public static func searchedBody(_ body: String, place: String?) -> String {
        guard let place else { return body }
        return body + placeLine(place)
    }

    /// The place (`Location:`), when the entry names one.
    public var place: String? {
        guard let place = document.trailer(Trailer.location), !place.isEmpty else { return nil }
        return place
    }

    /// What `searchedBody` adds after the body for `place`.
    public static func placeLine(_ place: String) -> String { "\n" + placeMark + place }

    /// What the place's line starts with, in search results.
    public static let placeMark = "📍 "

    /// The OpenWeatherMap icon code (`10d`), when the weather hook recorded one.
    public var weather: WeatherCode? { document.trailer(Trailer.weather).flatMap(WeatherCode.init) }

    /// True when the entry carries `Starred: yes` (jrnl's `*` mark).
    public var isStarred: Bool {
        guard let value = document.trailer(Trailer.starred)?.lowercased() else { return false }
        return ["yes", "true", "1", "*"].contains(value)
    }

    /// The @tags in title and body, lowercased, without the @, in order of first appearance.
    public var tags: [String] { Tags.find(inTitle: title, body: body) }

    /// The title, or the start of the body when the title is empty; what commit messages and
    /// prompts call the entry.
    public var displayTitle: String {
        let trimmed = title.trimmingSpaces
        if !trimmed.isEmpty { return trimmed }
        return Preview.firstLine(of: body, limit: 50)
    }
}

/// Short one-line forms of free text.
public enum Preview {
    /// The first non-blank line of `text`, with runs of whitespace collapsed, cut to `limit`
    /// characters with "…".
    public static func firstLine(of text: String, limit: Int = .max) -> String {
        let line = text.split(whereSeparator: \.isNewline).first { !$0.allSatisfy(\.isWhitespace) } ?? ""
        let collapsed = line.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        guard collapsed.count > limit else { return collapsed }
        return String(collapsed.prefix(max(limit - 1, 0))) + "…"
    }

    /// The whole body on one line (runs of whitespace collapsed to one space), at most
    /// about `limit` characters, for list previews that the terminal layer then cuts to the
    /// width it has. Works on UTF-8 bytes: this runs once per entry in a listing.
    public static func oneLine(_ text: String, limit: Int = 400) -> String {
        var text = text
        return text.withUTF8 { bytes in
            // Written in place into the String's own storage: at most the input's bytes (a
            // run of spaces only shrinks), no array between.
            String(unsafeUninitializedCapacity: bytes.count) { writeOneLine(bytes, limit: limit, into: $0) }
        }
    }

    /// `oneLine` as UTF-8 bytes, for a caller that needs no String of it (the catalog stores
    /// one per entry): a String checks its bytes once more when it is made.
    public static func oneLineUTF8(_ text: String, limit: Int = 400) -> [UInt8] {
        var text = text
        return text.withUTF8 { bytes in
            [UInt8](unsafeUninitializedCapacity: bytes.count) { output, count in
                count = writeOneLine(bytes, limit: limit, into: output)
            }
        }
    }

    /// Writes `oneLine` of the UTF-8 `bytes` into `output` (room for as many) and returns how
    /// many bytes it wrote: whole scalars only, so valid UTF-8 stays valid.
    private static func writeOneLine(
        _ bytes: UnsafeBufferPointer<UInt8>, limit: Int, into output: UnsafeMutableBufferPointer<UInt8>
    ) -> Int {
        var written = 0
        var scalars = 0
        var pendingSpace = false
        var position = 0
        while position < bytes.count {
            // Eight bytes as they are, where that is what the byte loop below would write:
            // printable ASCII whose spaces are single and each followed by a word in the same
            // eight (most of an English body; a cold build cuts 100,000 previews).
            if !pendingSpace, position + 8 <= bytes.count, scalars + 8 <= limit {
                let word = ByteWord.load(bytes, at: position)
                let spaces = ByteWord.positions(of: 32, in: word)
                if !ByteWord.hasNonASCII(word), !ByteWord.hasByte(below: 32, in: word),
                    spaces & (spaces << 8 | 0x8000_0000_0000_0000 | (written == 0 ? 0x80 : 0)) == 0
                {
                    ByteWord.store(word, into: output, at: written)
                    written += 8
                    scalars += 8
                    position += 8
                    continue
                }
            }
            let byte = bytes[position]
            position += 1
            if byte == 32 || (9...13).contains(byte) {
                pendingSpace = written > 0
                continue
            }
            if byte & 0xC0 != 0x80 {  // starts a scalar
                if scalars >= limit { break }
                if pendingSpace {
                    output[written] = 32
                    written += 1
                    scalars += 1
                }
                pendingSpace = false
                scalars += 1
            }
            output[written] = byte
            written += 1
        }
        return written
    }
}

/// @tags: an `@` at the start of a word, then Unicode letters and digits with `-`, `_`, `+`,
/// `#` and `/` inside (`@family`, `@가족`, `@c++`, `@os/2`, `@work-life`), as jrnl reads them.
/// Never part of an email address (`me@example.com`), a URL (`https://host/@user`) or a
/// handle (`@user@host`). Lowercased, so `@Family` and `@family` are one tag.
public enum Tags {
    /// The tags of an entry's title and body, as `Entry.tags` finds them.
    public static func find(inTitle title: String, body: String) -> [String] {
        find(in: title + "\n" + body)
    }

    public static func find(in text: String) -> [String] {
        var found: [String] = []
        var seen: Set<String> = []
        forEach(in: text) { tag, _ in
            if seen.insert(tag).inserted { found.append(tag) }
        }
        return found
    }

    /// Every tag of `text` where it stands: the tag (as `find` names it) and the UTF-8 range
    /// of `@` and its name. What an editor's rename of a tag changes.
    public static func occurrences(in text: String) -> [(tag: String, range: Range<Int>)] {
        var found: [(tag: String, range: Range<Int>)] = []
        let utf8 = text.utf8
        forEach(in: text) { tag, range in
            found.append(
                (
                    tag,
                    utf8.distance(
                        from: utf8.startIndex, to: range.lowerBound)..<utf8.distance(
                            from: utf8.startIndex, to: range.upperBound)
                ))
        }
        return found
    }

    /// `text` (an entry file) with each `@old` of its title and body, as `occurrences` finds
    /// them, written `@new`; its trailers as they are.
    public static func renaming(_ old: String, to new: String, in text: String) -> String {
        let bodyEnd = EntryDocument(parsing: text).bodyUTF8Range.upperBound
        let head = String(decoding: Array(text.utf8)[0..<bodyEnd], as: UTF8.self)
        return text.replacingUTF8Ranges(
            occurrences(in: head).filter { $0.tag == old }.map { ($0.range, "@" + new) })
    }

    /// Calls `body` with each tag of `text` and the range of `@` and its name, in order.
    private static func forEach(in text: String, _ body: (String, Range<String.Index>) -> Void) {
        // From one '@' byte to the next, found by memchr: the text between them (most of it)
        // is never walked Character by Character, which was a fifth of a cold index build.
        let utf8 = text.utf8
        var searchFrom = utf8.startIndex
        while let at = nextAt(in: utf8, from: searchFrom) {
            searchFrom = utf8.index(after: at)
            // Only an '@' that is a Character of its own (no combining mark after it).
            guard let index = at.samePosition(in: text), text[index] == "@" else { continue }
            let previous: Character? = index > text.startIndex ? text[text.index(before: index)] : nil
            guard previous.map(canPrecedeTag) ?? true else { continue }
            // The token the '@' is in starts after the last space before it.
            var tokenStart = index
            while tokenStart > text.startIndex, !isSpace(text[text.index(before: tokenStart)]) {
                tokenStart = text.index(before: tokenStart)
            }
            var end = text.index(after: index)
            while end < text.endIndex, isTagCharacter(text[end]) { end = text.index(after: end) }
            // A tag does not end in '-', '_' or '/' ("@home-" is "@home").
            var tagEnd = end
            while tagEnd > text.index(after: index), "-_/".contains(text[text.index(before: tagEnd)]) {
                tagEnd = text.index(before: tagEnd)
            }
            let tag = normalize(String(text[text.index(after: index)..<tagEnd]))
            let isHandle = end < text.endIndex && text[end] == "@"
            let tokenEnd = text[end...].firstIndex(where: isSpace) ?? text.endIndex
            let inURL = containsSchemeSeparator(text.utf8[tokenStart..<tokenEnd])
            if !isHandle, !inURL, tag.contains(where: { $0.isLetter || $0.isNumber }) { body(tag, index..<tagEnd) }
            searchFrom = end
        }
    }

    /// True when `token` holds "://", compared byte by byte: Foundation's `contains` of a
    /// String, and the generic `firstRange(of:)`, were each a third of this function's time.
    private static func containsSchemeSeparator(_ token: Substring.UTF8View) -> Bool {
        var previous: (UInt8, UInt8) = (0, 0)
        for byte in token {
            if byte == UInt8(ascii: "/"), previous == (UInt8(ascii: ":"), UInt8(ascii: "/")) { return true }
            previous = (previous.1, byte)
        }
        return false
    }

    /// The first '@' byte at or after `start`.
    private static func nextAt(in utf8: String.UTF8View, from start: String.Index) -> String.Index? {
        let offset = utf8.distance(from: utf8.startIndex, to: start)
        let found = utf8.withContiguousStorageIfAvailable { bytes -> Int? in
            guard offset < bytes.count, let base = bytes.baseAddress,
                let hit = memchr(base + offset, Int32(UInt8(ascii: "@")), bytes.count - offset)
            else { return nil }
            return UnsafeRawPointer(hit) - UnsafeRawPointer(base)
        }
        guard let found else { return utf8[start...].firstIndex(of: UInt8(ascii: "@")) }
        return found.map { utf8.index(utf8.startIndex, offsetBy: $0) }
    }

    package static func isTagCharacter(_ character: Character) -> Bool {
        if let ascii = character.asciiValue { return isASCIILetterOrDigit(ascii) || "_-+#/".utf8.contains(ascii) }
        return character.isLetter || character.isNumber
    }

    /// `Character.isWhitespace`, answered for ASCII without Unicode's property tables (the
    /// cost of a cold index build).
    static func isSpace(_ character: Character) -> Bool {
        if let ascii = character.asciiValue { return ascii == 32 || (9...13).contains(ascii) }
        return character.isWhitespace
    }

    /// An ASCII digit or letter of either case: compared, as a range's `contains` is a call
    /// per byte where it is not inlined (word counting in a cold index build).
    @inlinable package static func isASCIILetterOrDigit(_ ascii: UInt8) -> Bool {
        ascii &- 0x30 < 10 || (ascii | 0x20) &- 0x61 < 26
    }

    /// What may stand right before a tag's `@`: a space, the start, or punctuation that does not
    /// join words (brackets, quotes, commas), never a letter, digit or the `.`/`/`/`:` of an
    /// address.
    static func canPrecedeTag(_ character: Character) -> Bool {
        if let ascii = character.asciiValue {
            if ascii == 32 || (9...13).contains(ascii) { return true }
            if isASCIILetterOrDigit(ascii) { return false }
            return !"@._-+#/:=&%~\\".utf8.contains(ascii)
        }
        if character.isWhitespace { return true }
        if character.isLetter || character.isNumber { return false }
        return !"@._-+#/:=&%~\\".contains(character)
    }

    /// "@Family" and "family" name the same tag.
    public static func normalize(_ tag: String) -> String {
        let name = (tag.hasPrefix("@") ? String(tag.dropFirst()) : tag).lowercased()
        // ASCII and precomposed Hangul syllables are their own NFC (each scalar NFC's quick
        // check passes, and none combines with the one before); Foundation's composition (a
        // decomposition first) was most of finding an entry's tags in a cold index build.
        if name.unicodeScalars.allSatisfy({ $0.isASCII || (0xAC00...0xD7A3).contains($0.value) }) { return name }
        return name.precomposedStringWithCanonicalMapping
    }
}
