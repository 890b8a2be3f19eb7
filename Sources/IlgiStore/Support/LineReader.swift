import Foundation
import SystemPackage

#if canImport(Glibc)
    import Glibc
#endif

/// A descriptor read to its end a line at a time, blocking in `read(2)` between lines: what
/// the assistants' programs speak over a pipe (JSON-RPC, one message a line), read the
/// moment it arrives.
package enum LineReader {
    package enum Ending: Equatable {
        /// The input ended.
        case end
        /// A line grew past the limit without its newline.
        case tooLong
        case failed(Errno)
    }

    /// Hands each line of `descriptor` (without its newline; empty ones skipped) to `line`,
    /// until the input ends, a line passes `limit` bytes, or a read fails.
    package static func read(_ descriptor: Int32, limit: Int, _ line: (Data) -> Void) -> Ending {
        var pending = Data()
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = buffer.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                return .failed(Errno(rawValue: errno))
            }
            guard count > 0 else { return .end }
            pending.append(contentsOf: buffer[..<count])
            while let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
                let text = pending[pending.startIndex..<newline]
                if !text.isEmpty { line(Data(text)) }
                pending.removeSubrange(pending.startIndex...newline)
            }
            if pending.count > limit { return .tooLong }
        }
    }
}
