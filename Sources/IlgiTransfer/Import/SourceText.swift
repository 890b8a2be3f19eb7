import Foundation
import IlgiCore
import IlgiEntry
import IlgiStore

/// Reading the text of a file to import: strict UTF-8 (a bad byte is an error naming its
/// line, not a silent U+FFFD), line endings made "\n" as Python's universal newlines do.
enum SourceText {
    static func read(_ url: URL) throws -> String {
        let data: Data
        do {
            data = try Data(contentsOf: url)  // border: a file to import
        } catch {
            throw ImportError(file: url.path, TransferText.importUnreadable(IlgiError.describe(error)))
        }
        return try decode(data, file: url.path)
    }

    static func decode(_ data: Data, file: String) throws -> String {
        var text: String
        do {
            text = try UTF8Text.decode(data, from: .file(file))
        } catch let error as NotUTF8Error {
            throw ImportError(file: file, line: error.line, TransferText.importNotUTF8)
        }
        if text.hasPrefix("\u{FEFF}") { text.removeFirst() }  // a byte order mark some editors write
        return text.replacingOccurrences(of: "\r\n", with: "\n")
    }

    /// Splits on "\n" keeping empty lines: "a\n\nb" is ["a", "", "b"].
    static func lines(_ text: String) -> [Substring] {
        text.split(separator: "\n", omittingEmptySubsequences: false)
    }
}

/// Dates as other journals write them, read on a wall clock in a given time zone.
struct WallClock {
    let timeZone: TimeZone
    private let calendar: Calendar

    init(timeZone: TimeZone) {
        self.timeZone = timeZone
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        self.calendar = calendar
    }

    struct Components: Equatable {
        var year: Int
        var month: Int
        var day: Int
        var hour = 9
        var minute = 0
        var second = 0

        /// `2024-01-05 09:30`, the form jrnl writes and the content hashes use.
        var jrnlText: String {
            String(format: "%04d-%02d-%02d %02d:%02d", year, month, day, hour, minute)
        }
    }

    /// The moment `components` name on this clock; nil when they name no real day or time.
    func timestamp(_ components: Components) -> Timestamp? {
        guard (1...12).contains(components.month), (1...31).contains(components.day),
            (0...23).contains(components.hour), (0...59).contains(components.minute),
            (0...60).contains(components.second)
        else { return nil }
        let dateComponents = DateComponents(
            year: components.year, month: components.month, day: components.day,
            hour: components.hour, minute: components.minute, second: min(components.second, 59))
        guard let date = calendar.date(from: dateComponents) else { return nil }
        // 31 February rolls over into March; refuse it rather than move the entry.
        let check = calendar.dateComponents([.year, .month, .day], from: date)
        guard check.year == components.year, check.month == components.month, check.day == components.day else {
            return nil
        }
        return Timestamp(date: date, timeZone: timeZone)
    }

    /// Reads `2024-01-05`, `2024-01-05 09:30`, `2024-01-05 09:30:15`, `2024-01-05T09:30`,
    /// `2024-01-05 09:30:15 AM` (jrnl's `%F %r`). A date without a time is 09:00, as in jrnl.
    /// Returns nil when `text` is not in one of these shapes; throws nothing.
    static func parse(_ text: some StringProtocol) -> Components? {
        var scanner = DigitScanner(Array(text.trimmingCharacters(in: .whitespaces).utf8))
        guard let year = scanner.number(digits: 4...4), scanner.skip("-"),
            let month = scanner.number(digits: 1...2)
        else { return nil }
        // jrnl reads a partial date, `2019-07 14:23`, as the first of the month.
        let partial = !scanner.skip("-")
        var day = 1
        if !partial {
            guard let number = scanner.number(digits: 1...2) else { return nil }
            day = number
        }
        var result = Components(year: year, month: month, day: day)
        if scanner.atEnd { return result }
        guard scanner.skip(" ") || (!partial && scanner.skip("T")), let hour = scanner.number(digits: 1...2),
            scanner.skip(":"),
            let minute = scanner.number(digits: 2...2)
        else { return nil }
        result.hour = hour
        result.minute = minute
        if scanner.skip(":") {
            guard let second = scanner.number(digits: 2...2) else { return nil }
            result.second = second
        }
        scanner.skipSpaces()
        if let meridiem = scanner.rest(), !meridiem.isEmpty {
            let value = meridiem.lowercased()
            guard value == "am" || value == "pm", (1...12).contains(hour) else { return nil }
            result.hour = hour % 12 + (value == "pm" ? 12 : 0)
        }
        return result
    }

    /// Reads `text` with a strftime `format` (jrnl's `timeformat`), the whole text or nothing.
    /// Knows the directives journals use: `%Y %y %m %d %e %H %I %M %S %p %b %B %h %a %A %j`,
    /// the shorthands `%F %T %R %r %D`, and `%%`; month and day names in English, as jrnl
    /// (Python's `strptime` in the C locale) reads them. A format without a time reads 09:00.
    static func parse(_ text: some StringProtocol, format: String) -> Components? {
        var format = format
        for (short, long) in [
            ("%F", "%Y-%m-%d"), ("%T", "%H:%M:%S"), ("%R", "%H:%M"), ("%r", "%I:%M:%S %p"), ("%D", "%m/%d/%y"),
        ] {
            format = format.replacingOccurrences(of: short, with: long)
        }
        let input = Array(text.utf8)
        let pattern = Array(format.utf8)
        var position = 0
        var index = 0
        var year: Int?, month = 1, day = 1, hour: Int?, minute = 0, second = 0, twelveHour: Int?, pm: Bool?
        func number(_ maxDigits: Int) -> Int? {
            while position < input.count, input[position] == 0x20, maxDigits != 4 { position += 1 }
            var value = 0
            var count = 0
            while position < input.count, count < maxDigits, (48...57).contains(input[position]) {
                value = value * 10 + Int(input[position] - 48)
                position += 1
                count += 1
            }
            return count > 0 ? value : nil
        }
        func name(_ names: [String]) -> Int? {
            let rest = String(decoding: input[position...], as: UTF8.self).lowercased()
            for (offset, full) in names.enumerated() {
                for candidate in [full, String(full.prefix(3))] where rest.hasPrefix(candidate) {
                    position += candidate.utf8.count
                    return offset
                }
            }
            return nil
        }
        let months = [
            "january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
            "november", "december",
        ]
        let days = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]
        while index < pattern.count {
            let byte = pattern[index]
            if byte == UInt8(ascii: "%"), index + 1 < pattern.count {
                index += 1
                switch pattern[index] {
                case UInt8(ascii: "Y"): guard let value = number(4) else { return nil }; year = value
                case UInt8(ascii: "y"):
                    guard let value = number(2) else { return nil }; year = value < 69 ? 2000 + value : 1900 + value
                case UInt8(ascii: "m"): guard let value = number(2) else { return nil }; month = value
                case UInt8(ascii: "d"), UInt8(ascii: "e"): guard let value = number(2) else { return nil }; day = value
                case UInt8(ascii: "H"): guard let value = number(2) else { return nil }; hour = value
                case UInt8(ascii: "I"):
                    guard let value = number(2), (1...12).contains(value) else { return nil }; twelveHour = value
                case UInt8(ascii: "M"): guard let value = number(2) else { return nil }; minute = value
                case UInt8(ascii: "S"): guard let value = number(2) else { return nil }; second = value
                case UInt8(ascii: "j"): guard number(3) != nil else { return nil }
                case UInt8(ascii: "p"):
                    guard let value = name(["am", "pm"]) else { return nil }
                    pm = value == 1
                case UInt8(ascii: "b"), UInt8(ascii: "B"), UInt8(ascii: "h"):
                    guard let value = name(months) else { return nil }
                    month = value + 1
                case UInt8(ascii: "a"), UInt8(ascii: "A"): guard name(days) != nil else { return nil }
                case UInt8(ascii: "%"):
                    guard position < input.count, input[position] == UInt8(ascii: "%") else { return nil }
                    position += 1
                default: return nil
                }
            } else if byte == 0x20 {
                while position < input.count, input[position] == 0x20 { position += 1 }
            } else {
                guard position < input.count, input[position] == byte else { return nil }
                position += 1
            }
            index += 1
        }
        guard position == input.count, let year else { return nil }
        if let twelveHour { hour = twelveHour % 12 + (pm == true ? 12 : 0) }
        return Components(
            year: year, month: month, day: day, hour: hour ?? 9, minute: hour == nil ? 0 : minute, second: second)
    }

    /// True when `text` starts like a date (`2024-`), so failing to read it is an error in
    /// the file rather than text that merely has brackets.
    static func looksLikeDate(_ text: some StringProtocol) -> Bool {
        let bytes = Array(text.utf8.prefix(5))
        return bytes.count == 5 && bytes[0..<4].allSatisfy { (48...57).contains($0) } && bytes[4] == UInt8(ascii: "-")
    }
}

/// A cursor over ASCII bytes for the date parser.
private struct DigitScanner {
    let bytes: [UInt8]
    var position = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    var atEnd: Bool { position >= bytes.count }

    mutating func number(digits: ClosedRange<Int>) -> Int? {
        var value = 0
        var count = 0
        while position < bytes.count, (48...57).contains(bytes[position]), count < digits.upperBound {
            value = value * 10 + Int(bytes[position] - 48)
            position += 1
            count += 1
        }
        return digits.contains(count) ? value : nil
    }

    mutating func skip(_ character: Character) -> Bool {
        guard position < bytes.count, bytes[position] == character.asciiValue else { return false }
        position += 1
        return true
    }

    mutating func skipSpaces() {
        while position < bytes.count, bytes[position] == UInt8(ascii: " ") { position += 1 }
    }

    func rest() -> String? {
        atEnd ? nil : String(decoding: bytes[position...], as: UTF8.self)
    }
}
