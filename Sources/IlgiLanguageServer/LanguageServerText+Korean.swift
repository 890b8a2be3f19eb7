import Foundation
import IlgiCore
import IlgiEntry

/// Korean (해요체): every key of `LanguageServerText`.
extension LanguageServerText {
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
