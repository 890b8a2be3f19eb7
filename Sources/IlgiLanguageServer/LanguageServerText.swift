import Foundation
import IlgiCore
import IlgiEntry

/// What the language server says to the writer (diagnostics, hovers, messages), in English
/// and Korean, one `switch` a language.
enum LanguageServerText: WordTable {
    case brokenLink(_ target: String)
    case ambiguousLink(_ target: String, _ count: Int)
    case dayLink(_ count: Int)
    case tagHover(_ tag: String, _ count: Int, lastUsed: String?)
    case unknownField(_ key: String)
    case fieldOutOfRange(_ key: String, _ value: String, _ values: String)
    case fieldHover(_ key: String, _ values: String, _ value: String?, average: String?)
    case lockedJournal(_ path: String)
    case notATag
    case entriesCount(_ count: Int)
    case notATrailerBlock
    case splitTrailerBlock
    case notAFieldName(_ name: String)

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

    var korean: String {
        switch self {
        case .brokenLink(let target):
            return "[[\(target)]]가 가리키는 일기가 없어요."
        case .ambiguousLink(let target, let count):
            return "[[\(target)]]에 맞는 일기가 \(count)편이에요. 하나를 가리키려면 id로 링크하세요 ([[id|제목]])."
        case .dayLink(let count):
            return "그날의 일기 \(count)편"
        case .tagHover(let tag, let count, let lastUsed):
            let used = lastUsed.map { ", 마지막은 \($0)" } ?? ""
            return "@\(tag): 일기 \(count)편\(used)"
        case .unknownField(let key):
            return "\(key)은(는) 이 일기장의 필드가 아니에요 (ilgi fields add \(key.lowercased()) …)."
        case .fieldOutOfRange(let key, let value, let values):
            return "\(key): \(value)은(는) 이 필드의 값이 아니에요 (\(values))."
        case .fieldHover(let key, let values, let value, let average):
            var text = "\(key): \(values)"
            if let value { text += "\n\n이 일기: \(value)" }
            if let average { text += "\n평균: \(average)" }
            return text
        case .lockedJournal(let path):
            return "\(path)의 일기장은 암호화되어 이 컴퓨터에서 잠겨 있어요: 'ilgi crypt unlock 키파일'을 실행하세요."
        case .notATag:
            return "태그는 글자와 숫자예요 (가운데에 - _ + # / 가능), 빈칸 없이."
        case .entriesCount(let count):
            return "일기 \(count)편"
        case .notATrailerBlock:
            return
                "ilgi는 이 문단을 일기의 트레일러가 아니라 글로 읽어요: 트레일러 블록에는 올바른 Created:와 ilgi가 쓰는 값(Weather: 10d, Starred: yes)이 있어야 해요."
        case .splitTrailerBlock:
            return "편집 때문에 이 일기의 트레일러가 블록에서 떨어졌어요. 'ilgi doctor --fix'로 되돌리세요."
        case .notAFieldName(let name):
            return
                "'\(name)'은(는) 필드 이름이 될 수 없어요: 글자로 시작하는 글자, 숫자, -이고, ilgi가 쓰는 키나 다른 필드의 이름이 아니어야 해요."
        }
    }
}
