import Foundation

/// A place in a document as the protocol names it: a line, and a character counted in UTF-16
/// code units (the protocol's default, which every client supports).
public struct Position: Equatable, Comparable, Sendable {
    public var line: Int
    public var character: Int

    public init(line: Int, character: Int) {
        self.line = line
        self.character = character
    }

    public init?(_ json: JSON?) {
        guard let line = json?["line"]?.int, let character = json?["character"]?.int, line >= 0, character >= 0
        else { return nil }
        self.init(line: line, character: character)
    }

    public var json: JSON { ["line": .int(line), "character": .int(character)] }

    public static func < (lhs: Position, rhs: Position) -> Bool {
        (lhs.line, lhs.character) < (rhs.line, rhs.character)
    }
}

/// Converts between a text's UTF-8 offsets and protocol positions.
public struct TextPositions: Sendable {
    public let text: String
    private let bytes: [UInt8]
    /// Where each line starts, in UTF-8 bytes.
    private let lineStarts: [Int]

    public init(_ text: String) {
        self.text = text
        bytes = Array(text.utf8)
        var starts = [0]
        for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") { starts.append(offset + 1) }
        lineStarts = starts
    }

    public var lineCount: Int { lineStarts.count }

    /// The UTF-8 offset of `position`; a character past the line's end is its end, a line past
    /// the last is the text's end.
    public func offset(of position: Position) -> Int {
        guard position.line < lineStarts.count else { return bytes.count }
        let start = lineStarts[position.line]
        let end = lineEnd(position.line)
        var units = 0
        var offset = start
        while offset < end, units < position.character {
            let (length, utf16) = Self.scalar(at: offset, in: bytes)
            units += utf16
            offset += length
        }
        return offset
    }

    /// The position of a UTF-8 offset.
    public func position(of offset: Int) -> Position {
        let offset = min(max(0, offset), bytes.count)
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        var units = 0
        var cursor = lineStarts[low]
        while cursor < offset {
            let (length, utf16) = Self.scalar(at: cursor, in: bytes)
            units += utf16
            cursor += length
        }
        return Position(line: low, character: units)
    }

    /// The line `number` without its line break.
    public func line(_ number: Int) -> String {
        guard number < lineStarts.count else { return "" }
        var end = lineEnd(number)
        if end > lineStarts[number], bytes[end - 1] == 13 { end -= 1 }
        return String(decoding: bytes[lineStarts[number]..<end], as: UTF8.self)
    }

    /// The text of line `position.line` before `position`.
    public func lineBefore(_ position: Position) -> String {
        guard position.line < lineStarts.count else { return "" }
        return String(decoding: bytes[lineStarts[position.line]..<offset(of: position)], as: UTF8.self)
    }

    /// The text of line `position.line` from `position` on.
    public func lineAfter(_ position: Position) -> String {
        guard position.line < lineStarts.count else { return "" }
        return String(decoding: bytes[offset(of: position)..<lineEnd(position.line)], as: UTF8.self)
    }

    public func range(_ utf8: Range<Int>) -> JSON {
        ["start": position(of: utf8.lowerBound).json, "end": position(of: utf8.upperBound).json]
    }

    private func lineEnd(_ line: Int) -> Int {
        line + 1 < lineStarts.count ? lineStarts[line + 1] - 1 : bytes.count
    }

    /// The length in bytes of the UTF-8 sequence at `offset`, and its UTF-16 units.
    private static func scalar(at offset: Int, in bytes: [UInt8]) -> (Int, Int) {
        let lead = bytes[offset]
        switch lead {
        case 0..<0x80: return (1, 1)
        case 0xC0..<0xE0: return (min(2, bytes.count - offset), 1)
        case 0xE0..<0xF0: return (min(3, bytes.count - offset), 1)
        case 0xF0...: return (min(4, bytes.count - offset), 2)
        default: return (1, 1)
        }
    }
}
