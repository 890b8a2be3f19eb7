import Foundation
import IlgiCore

/// A strict JSON checker that knows line numbers, which Foundation's parser does not report:
/// it finds the line of a syntax error, and the line each element of a top-level array
/// (`"entries": [...]`) starts on, so a bad entry can be named by its line.
struct JSONScanner {
    private let bytes: [UInt8]
    private var position = 0
    private var line = 1
    private let arrayKey: String
    private(set) var elementLines: [Int] = []

    struct SyntaxError: Error {
        let line: Int
    }

    /// Checks `data` and returns the line of each element of the array under `arrayKey` in
    /// the top-level object.
    static func elementLines(in data: Data, arrayKey: String) throws(SyntaxError) -> [Int] {
        var scanner = JSONScanner(bytes: Array(data), arrayKey: arrayKey)
        if scanner.bytes.starts(with: [0xEF, 0xBB, 0xBF]) { scanner.position = 3 }
        try scanner.value(depth: 0, key: nil)
        scanner.skipWhitespace()
        guard scanner.position == scanner.bytes.count else { throw SyntaxError(line: scanner.line) }
        return scanner.elementLines
    }

    private init(bytes: [UInt8], arrayKey: String) {
        self.bytes = bytes
        self.arrayKey = arrayKey
    }

    private var current: UInt8? { position < bytes.count ? bytes[position] : nil }

    private mutating func skipWhitespace() {
        while let byte = current, byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
            if byte == 0x0A { line += 1 }
            position += 1
        }
    }

    private mutating func expect(_ byte: UInt8) throws(SyntaxError) {
        guard current == byte else { throw SyntaxError(line: line) }
        position += 1
    }

    /// `key` is the name under which this value sits in the top-level object, if it does.
    private mutating func value(depth: Int, key: String?) throws(SyntaxError) {
        skipWhitespace()
        guard depth < 512, let byte = current else { throw SyntaxError(line: line) }
        switch byte {
        case UInt8(ascii: "{"):
            position += 1
            skipWhitespace()
            if current == UInt8(ascii: "}") {
                position += 1
                return
            }
            while true {
                skipWhitespace()
                let name = try string()
                skipWhitespace()
                try expect(UInt8(ascii: ":"))
                try value(depth: depth + 1, key: depth == 0 ? name : nil)
                skipWhitespace()
                if current == UInt8(ascii: ",") {
                    position += 1
                    continue
                }
                try expect(UInt8(ascii: "}"))
                return
            }
        case UInt8(ascii: "["):
            position += 1
            skipWhitespace()
            if current == UInt8(ascii: "]") {
                position += 1
                return
            }
            while true {
                skipWhitespace()
                if key == arrayKey, depth == 1 { elementLines.append(line) }
                try value(depth: depth + 1, key: nil)
                skipWhitespace()
                if current == UInt8(ascii: ",") {
                    position += 1
                    continue
                }
                try expect(UInt8(ascii: "]"))
                return
            }
        case UInt8(ascii: "\""):
            _ = try string()
        case UInt8(ascii: "t"): try literal("true")
        case UInt8(ascii: "f"): try literal("false")
        case UInt8(ascii: "n"): try literal("null")
        default: try number()
        }
    }

    private mutating func literal(_ word: String) throws(SyntaxError) {
        for byte in word.utf8 { try expect(byte) }
    }

    private mutating func number() throws(SyntaxError) {
        let start = position
        if current == UInt8(ascii: "-") { position += 1 }
        var digits = 0
        while let byte = current, (48...57).contains(byte) {
            position += 1
            digits += 1
        }
        guard digits > 0 else { throw SyntaxError(line: line) }
        if current == UInt8(ascii: ".") {
            position += 1
            guard let byte = current, (48...57).contains(byte) else { throw SyntaxError(line: line) }
            while let byte = current, (48...57).contains(byte) { position += 1 }
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            position += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { position += 1 }
            guard let byte = current, (48...57).contains(byte) else { throw SyntaxError(line: line) }
            while let byte = current, (48...57).contains(byte) { position += 1 }
        }
        guard position > start else { throw SyntaxError(line: line) }
    }

    /// Reads a string; returns its text only when it is short and plain (object keys), which
    /// is all the scanner needs.
    private mutating func string() throws(SyntaxError) -> String {
        try expect(UInt8(ascii: "\""))
        let start = position
        var plain = true
        while let byte = current {
            switch byte {
            case UInt8(ascii: "\""):
                let text =
                    plain && position - start <= 64 ? String(decoding: bytes[start..<position], as: UTF8.self) : ""
                position += 1
                return text
            case UInt8(ascii: "\\"):
                plain = false
                position += 2
            case 0..<0x20:
                throw SyntaxError(line: line)
            default:
                position += 1
            }
        }
        throw SyntaxError(line: line)
    }
}
