import Foundation

/// What a listing shows of an entry, read from the journal index without opening or parsing
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
            preview: Preview.oneLine(entry.body, limit: EntrySummary.previewLimit), tags: entry.tags,
            weather: entry.weather, isStarred: entry.isStarred, wordCount: EntrySummary.wordCount(entry))
    }

    static let previewLimit = 400

    /// Words of title and body, split at whitespace.
    static func wordCount(_ entry: Entry) -> Int {
        var count = 0
        for text in [entry.title, entry.body] {
            var inWord = false
            for byte in text.utf8 {
                let isSpace = byte == 32 || (9...13).contains(byte)
                if !isSpace, !inWord { count += 1 }
                inWord = !isSpace
            }
        }
        return count
    }
}
