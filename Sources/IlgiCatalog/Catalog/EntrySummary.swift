import Foundation
import IlgiEntry
import IlgiStore

/// What a listing (and the journal-at-a-glance commands) show of an entry, read from the journal index without opening or parsing
/// the entry's file: a small value, so `list` of 100k entries stays cheap.
public struct EntrySummary: Sendable, Hashable, Identifiable {
    public let id: EntryID
    public let path: String
    public let created: Timestamp
    public let title: String
    /// The body on one line (`Preview.oneLine`, at most 400 characters).
    public let preview: String
    public let tags: [String]
    public let weather: WeatherCode?
    public let isStarred: Bool
    public let wordCount: Int

    public init(
        id: EntryID, path: String, created: Timestamp, title: String, preview: String, tags: [String],
        weather: WeatherCode?, isStarred: Bool, wordCount: Int
    ) {
        self.id = id
        self.path = path
        self.created = created
        self.title = title
        self.preview = preview
        self.tags = tags
        self.weather = weather
        self.isStarred = isStarred
        self.wordCount = wordCount
    }

    /// The summary of an entry already loaded (what the index stores for it).
    public init(_ entry: Entry) {
        self.init(
            id: entry.id, path: entry.path, created: entry.created, title: entry.title,
            preview: entry.preview(limit: EntrySummary.previewLimit), tags: entry.tags,
            weather: entry.weather, isStarred: entry.isStarred, wordCount: EntrySummary.wordCount(entry))
    }

    static let previewLimit = 400

    /// Words of title and body, as `countWords` counts them.
    package static func wordCount(_ entry: Entry) -> Int {
        wordCount(title: entry.title, body: entry.body)
    }

    /// `wordCount` of a title and body already in hand.
    static func wordCount(title: String, body: String) -> Int {
        countWords(title) + countWords(body)
    }

    /// Words as a person counts them: runs of anything but spaces and punctuation ("바다에서"
    /// is one word, "don't" one, "—" none).
    public static func countWords(_ text: String) -> Int {
        var text = text
        // Scalars decoded from the bytes by hand: a String is valid UTF-8, and its
        // `unicodeScalars` view was most of this function's cost in a cold index build.
        return text.withUTF8 { bytes in
            asciiWordClasses.withUnsafeBufferPointer { classes in
                var count = 0
                // 1 inside a word, else 0.
                var inWord: UInt8 = 0
                var position = 0
                while position < bytes.count {
                    // Eight ASCII bytes at a time, none an apostrophe: each letter or digit
                    // that follows none starts a word.
                    if position + 8 <= bytes.count {
                        let word = ByteWord.load(bytes, at: position)
                        if !ByteWord.hasNonASCII(word), !ByteWord.hasByte(0x27, in: word) {
                            let letters = ByteWord.lettersAndDigits(word)
                            let starts = letters & ~(letters << 8 | UInt64(inWord) << 7)
                            count &+= starts.nonzeroBitCount
                            inWord = UInt8(truncatingIfNeeded: letters >> 63)
                            position += 8
                            continue
                        }
                    }
                    let lead = bytes[position]
                    if lead < 0x80 {
                        // ASCII, most of most journals: its class from a table and the count
                        // kept without a branch, since letters and spaces alternate as no
                        // predictor can guess (the branches were most of a cold build's count).
                        let wordClass = classes[Int(lead)]
                        let letter = wordClass & 1
                        count &+= Int(letter & ~inWord)
                        inWord = letter | (wordClass >> 1 & inWord)
                        position += 1
                        continue
                    }
                    let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
                    var value = UInt32(lead) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
                    for next in bytes[(position + 1)..<(position + length)] { value = value << 6 | UInt32(next & 0x3F) }
                    position += length
                    if (0xAC00...0xD7A3).contains(value) {
                        // A Hangul syllable, most of a Korean journal: a letter, told by its range.
                        count &+= Int(1 & ~inWord)
                        inWord = 1
                        continue
                    }
                    guard let scalar = Unicode.Scalar(value) else { continue }
                    let properties = scalar.properties
                    if properties.isAlphabetic || properties.numericType != nil {
                        count &+= Int(1 & ~inWord)
                        inWord = 1
                    } else if scalar != "’", properties.generalCategory != .nonspacingMark {
                        inWord = 0
                    }
                }
                return count
            }
        }
    }

    /// Each ASCII byte's part in a word, for `countWords`: 1 for a letter or digit (a word
    /// starts or goes on), 2 for the apostrophe (a word goes on, none starts: "don't"), 0 for
    /// the rest (a word ends).
    private static let asciiWordClasses: [UInt8] = (0..<128).map { byte in
        Tags.isASCIILetterOrDigit(UInt8(byte)) ? 1 : byte == 0x27 ? 2 : 0
    }

    /// The title, or the start of the body when the title is empty, as `Entry.displayTitle`.
    public var displayTitle: String {
        let trimmed = title.trimmingCharacters(in: .whitespaces)
        return trimmed.isEmpty ? Preview.firstLine(of: preview, limit: 50) : trimmed
    }
}
