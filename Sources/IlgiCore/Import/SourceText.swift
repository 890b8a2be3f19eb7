import Foundation

/// Reading the text of a file to import: strict UTF-8 (a bad byte is an error naming its
/// line, not a silent U+FFFD), line endings made "\n" as Python's universal newlines do.
enum SourceText {
    static func read(_ url: URL) throws -> String {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw ImportError(file: url.path, Messages.importUnreadable(IlgiError.describe(error)))
        }
        return try decode(data, file: url.path)
    }

    static func decode(_ data: Data, file: String) throws -> String {
        if var text = String(bytes: data, encoding: .utf8) {
            if text.hasPrefix("\u{FEFF}") { text.removeFirst() }  // a byte order mark some editors write
            return text.replacingOccurrences(of: "\r\n", with: "\n")
        }
        // Find the line of the first byte that is not UTF-8.
        var line = 1
        var iterator = data.makeIterator()
        var parser = Unicode.UTF8.ForwardParser()
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let scalar):
                if scalar.count == 1, scalar.first == UInt8(ascii: "\n") { line += 1 }
            case .emptyInput:
                return String(decoding: data, as: UTF8.self)
            case .error:
                throw ImportError(file: file, line: line, Messages.importNotUTF8)
            }
        }
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
            let month = scanner.number(digits: 1...2), scanner.skip("-"),
            let day = scanner.number(digits: 1...2)
        else { return nil }
        var result = Components(year: year, month: month, day: day)
        if scanner.atEnd { return result }
        guard scanner.skip(" ") || scanner.skip("T"), let hour = scanner.number(digits: 1...2), scanner.skip(":"),
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
