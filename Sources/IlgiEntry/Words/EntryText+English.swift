import Foundation

/// English: every key of `EntryText`, which the compiler holds this table to.
extension EntryText {
    public var english: String {
        switch self {
        case .standardInputNotUTF8(let offset, let line):
            return
                "the text piped in is not UTF-8: the byte at offset \(offset) (line \(line)) is not valid UTF-8, so nothing was saved; convert it first (for example: iconv -f EUC-KR -t UTF-8)"
        case .fileNotUTF8(let path, let offset, let line):
            return
                "\(path) is not UTF-8: the byte at offset \(offset) (line \(line)) is not valid UTF-8, so nothing was saved; save it as UTF-8 and try again"
        case .invalidDate(let text):
            return "'\(text)' is not a date ilgi understands; use YYYY-MM-DD, 'YYYY-MM-DD HH:MM', today or yesterday"
        case .weekday(let day, let form):
            let name = Self.weekdays[day.rawValue - 1]
            return switch form {
            case .name: name
            case .short: String(name.prefix(3))
            case .column: String(name.prefix(2))
            case .letter: String(name.prefix(1))
            }
        case .month(let month):
            return Self.months[month - 1]
        case .monthShort(let month):
            return String(Self.months[month - 1].prefix(3))
        case .monthOfYear(let month, let year):
            return "\(Self.months[month - 1]) \(year)"
        case .monthShortOfYear(let month, let year):
            return "\(Self.months[month - 1].prefix(3)) \(year)"
        case .monthAndDay(let month, let day):
            return "\(Self.months[month - 1]) \(day)"
        case .dayInList(let year, let month, let day):
            return "\(Self.months[month - 1].prefix(3)) \(day), \(year)"
        case .today:
            return "Today"
        case .yesterday:
            return "Yesterday"
        case .weather(let condition, let night):
            return switch condition {
            case 1: night ? "clear night" : "clear sky"
            case 2: "few clouds"
            case 3: "scattered clouds"
            case 4: "overcast"
            case 9: "shower rain"
            case 10: "rain"
            case 11: "thunderstorm"
            case 13: "snow"
            case 50: "mist"
            default: "unknown"
            }
        case .fieldWholeNumber(let lower, let upper):
            return "a whole number \(lower)–\(upper)"
        case .fieldOneOf(let choices):
            return "one of " + choices.joined(separator: ", ")
        case .fieldOneLine:
            return "one line of text"
        }
    }

    private static let weekdays = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
    private static let months = [
        "January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November",
        "December",
    ]
}
