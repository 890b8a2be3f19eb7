import Foundation
import SystemPackage

/// The base protocol's framing: each message is a `Content-Length: N` header (and perhaps a
/// `Content-Type`), an empty line, and N bytes of JSON. Read from and written to descriptors
/// (standard input and output), with blocking calls on the server's one thread.
public final class MessageFraming {
    /// The largest message read: 16 MiB (a journal entry is at most 8 MiB; an editor sends a
    /// document whole). A longer one is read and thrown away, never held.
    public static let messageLimit = 16 << 20

    /// What reading the next message found.
    public enum Read: Equatable {
        case message(Data)
        /// A message whose header names no length, or a length over `messageLimit`: skipped.
        case unreadable(String)
        /// The input ended (the editor closed it).
        case end
    }

    private let input: FileDescriptor
    private let output: FileDescriptor
    private var buffer: [UInt8] = []
    private var position = 0

    public init(input: FileDescriptor = .standardInput, output: FileDescriptor = .standardOutput) {
        self.input = input
        self.output = output
    }

    public func next() -> Read {
        var length: Int?
        var sawHeader = false
        while true {
            guard let line = readLine() else { return .end }
            if line.isEmpty {
                // Blank lines before a header are tolerated (some clients send one after a body).
                if sawHeader { break }
                continue
            }
            sawHeader = true
            let parts = line.split(separator: ":", maxSplits: 1)
            if parts.count == 2, parts[0].trimmingCharacters(in: .whitespaces).lowercased() == "content-length" {
                length = Int(parts[1].trimmingCharacters(in: .whitespaces))
            }
        }
        guard let length, length >= 0 else { return .unreadable("no Content-Length header") }
        guard length <= MessageFraming.messageLimit else {
            guard skip(length) else { return .end }
            return .unreadable("a message of \(length) bytes, over the limit of \(MessageFraming.messageLimit)")
        }
        guard let body = read(length) else { return .end }
        return .message(Data(body))
    }

    /// Writes one message whole.
    public func send(_ body: Data) {
        var bytes = Array("Content-Length: \(body.count)\r\n\r\n".utf8)
        bytes.append(contentsOf: body)
        // An editor gone away (EPIPE) ends the session at the next read.
        _ = try? bytes.withUnsafeBytes { try output.writeAll($0) }
    }

    /// A header line without its CR LF; nil at the end of the input. A header line is short:
    /// past 8 KiB it is cut.
    private func readLine() -> String? {
        var line: [UInt8] = []
        while true {
            guard fill() else { return line.isEmpty ? nil : String(decoding: line, as: UTF8.self) }
            let byte = buffer[position]
            position += 1
            if byte == UInt8(ascii: "\n") {
                if line.last == UInt8(ascii: "\r") { line.removeLast() }
                return String(decoding: line, as: UTF8.self)
            }
            if line.count < 8192 { line.append(byte) }
        }
    }

    private func read(_ count: Int) -> [UInt8]? {
        var body: [UInt8] = []
        body.reserveCapacity(count)
        while body.count < count {
            guard fill() else { return nil }
            let take = min(count - body.count, buffer.count - position)
            body.append(contentsOf: buffer[position..<(position + take)])
            position += take
        }
        return body
    }

    private func skip(_ count: Int) -> Bool {
        var left = count
        while left > 0 {
            guard fill() else { return false }
            let take = min(left, buffer.count - position)
            position += take
            left -= take
        }
        return true
    }

    /// Makes sure a byte is buffered; false at the end of the input.
    private func fill() -> Bool {
        if position < buffer.count { return true }
        var chunk = [UInt8](repeating: 0, count: 65536)
        // SystemPackage retries a read that a signal interrupted.
        guard let count = try? chunk.withUnsafeMutableBytes({ try input.read(into: $0) }), count > 0 else {
            return false
        }
        buffer = Array(chunk[0..<count])
        position = 0
        return true
    }
}
