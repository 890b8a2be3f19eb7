import Foundation

/// Korean (해요체): every key of `EntryText`, which the compiler holds this table to.
extension EntryText {
    public var korean: String {
        switch self {
        case .standardInputNotUTF8(let offset, let line):
            return
                "입력된 텍스트가 UTF-8이 아니에요: \(offset)번째 바이트(\(line)번째 줄)가 올바른 UTF-8이 아니라서 저장하지 않았어요. 먼저 변환하세요 (예: iconv -f EUC-KR -t UTF-8)"
        case .fileNotUTF8(let path, let offset, let line):
            return
                "\(path)가 UTF-8이 아니에요: \(offset)번째 바이트(\(line)번째 줄)가 올바른 UTF-8이 아니라서 저장하지 않았어요. UTF-8로 저장한 뒤 다시 해 보세요"
        case .invalidDate(let text):
            return "'\(text)'는 알 수 없는 날짜예요. YYYY-MM-DD, 'YYYY-MM-DD HH:MM', today, yesterday 중 하나로 쓰세요"
        case .weekday(let day, let form):
            let name = Self.weekdays[day.rawValue - 1]
            return form == .name ? name : String(name.prefix(1))
        case .month(let month), .monthShort(let month):
            return "\(month)월"
        case .monthOfYear(let month, let year), .monthShortOfYear(let month, let year):
            return "\(year)년 \(month)월"
        case .monthAndDay(let month, let day):
            return "\(month)월 \(day)일"
        case .dayInList(let year, let month, let day):
            return "\(year)년 \(month)월 \(day)일"
        case .today:
            return "오늘"
        case .yesterday:
            return "어제"
        case .weather(let condition, let night):
            return switch condition {
            case 1: night ? "맑은 밤" : "맑음"
            case 2: "구름 조금"
            case 3: "구름 낌"
            case 4: "흐림"
            case 9: "소나기"
            case 10: "비"
            case 11: "뇌우"
            case 13: "눈"
            case 50: "안개"
            default: "알 수 없음"
            }
        case .fieldWholeNumber(let lower, let upper):
            return "\(lower)–\(upper) 정수"
        case .fieldOneOf(let choices):
            return choices.joined(separator: ", ") + " 중 하나"
        case .fieldOneLine:
            return "한 줄 글"
        }
    }

    private static let weekdays = ["월요일", "화요일", "수요일", "목요일", "금요일", "토요일", "일요일"]
}
