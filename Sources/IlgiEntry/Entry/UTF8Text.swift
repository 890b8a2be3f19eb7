import Foundation

/// Text that must be UTF-8: what is piped into `ilgi new`, what an editor leaves in a draft.
/// A byte that is not UTF-8 is refused with its offset and line, as `ilgi import` refuses a
/// file, never turned silently into U+FFFD.
public enum UTF8Text {
    /// Where the text came from, for the message.
    public enum Origin: Sendable, Equatable {
        case standardInput
        case file(String)
    }

    /// `data` as a String, byte for byte; throws `NotUTF8Error` naming the first bad byte.
    public static func decode(_ data: Data, from origin: Origin) throws -> String {
        if let text = String(data: data, encoding: .utf8) { return text }
        var offset = 0
        var line = 1
        var iterator = data.makeIterator()
        var parser = Unicode.UTF8.ForwardParser()
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let scalar):
                if scalar.count == 1, scalar.first == UInt8(ascii: "\n") { line += 1 }
                offset += scalar.count
            case .emptyInput:
                // Foundation refused what Swift's parser accepts (never seen); keep every byte.
                return String(decoding: data, as: UTF8.self)
            case .error:
                throw NotUTF8Error(origin: origin, byteOffset: offset, line: line)
            }
        }
    }
}

/// Input that is not UTF-8: nothing is saved, and the message says where the first bad byte is.
public struct NotUTF8Error: UserFacingError, Equatable {
    public let origin: UTF8Text.Origin
    /// Counted from 0, as `cmp` and `od -A d` count.
    public let byteOffset: Int
    public let line: Int

    public init(origin: UTF8Text.Origin, byteOffset: Int, line: Int) {
        self.origin = origin
        self.byteOffset = byteOffset
        self.line = line
    }

    public var message: any LocalizedText {
        switch origin {
        case .standardInput: EntryText.standardInputNotUTF8(byteOffset, line)
        case .file(let path): EntryText.fileNotUTF8(path, byteOffset, line)
        }
    }

    public var exitCode: Int32 { 2 }
}
