import Foundation
import IlgiCore
import IlgiEntry

/// English: every key of `LanguageServerText`.
extension LanguageServerText {
    var english: String {
        switch self {
        case .brokenLink(let target):
            return "No entry is named by [[\(target)]]."
        case .ambiguousLink(let target, let count):
            return "[[\(target)]] names \(count) entries: link by id ([[id|title]]) to name one."
        case .dayLink(let count):
            return EnglishPlural.count(count, "entry", "entries") + " that day"
        case .tagHover(let tag, let count, let lastUsed):
            let used = lastUsed.map { ", last on \($0)" } ?? ""
            return "@\(tag): \(EnglishPlural.count(count, "entry", "entries"))\(used)"
        case .unknownField(let key):
            return "\(key) is not a field of this journal (ilgi fields add \(key.lowercased()) …)."
        case .fieldOutOfRange(let key, let value, let values):
            return "\(key): \(value) is not one of this field's values (\(values))."
        case .fieldHover(let key, let values, let value, let average):
            var text = "\(key): \(values)"
            if let value { text += "\n\nThis entry: \(value)" }
            if let average { text += "\nAverage: \(average)" }
            return text
        case .lockedJournal(let path):
            return "The journal at \(path) is encrypted and locked on this machine: run 'ilgi crypt unlock KEYFILE'."
        case .notATag:
            return "A tag is letters and digits (with - _ + # / inside), without spaces."
        case .entriesCount(let count):
            return EnglishPlural.count(count, "entry", "entries")
        case .notATrailerBlock:
            return
                "ilgi reads this paragraph as text, not as the entry's trailers: a trailer block needs a valid Created: and the values ilgi writes (Weather: 10d, Starred: yes)."
        case .splitTrailerBlock:
            return "An edit split this entry's trailers from their block; 'ilgi doctor --fix' puts them back."
        case .notAFieldName(let name):
            return
                "'\(name)' cannot name a field: letters, digits and -, a letter first, not a key ilgi writes, not another field's name."
        }
    }
}
