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
    /// until the input ends or a read fails. A line longer than `limit` bytes ends the
    /// reading (`.tooLong`); with `tooLong`, it is handed its first `limit` bytes instead, the
    /// rest up to its newline is read and dropped, and the lines after it are read as
    /// before. Each byte is looked at once, so a long line costs time in proportion to its
    /// length.
    package static func read(
        _ descriptor: Int32, limit: Int, tooLong: ((Data) -> Void)? = nil, _ line: (Data) -> Void
    ) -> Ending {
        var pending = Data()
        var skipping = false
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = buffer.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                return .failed(Errno(rawValue: errno))
            }
            guard count > 0 else { return .end }
            var start = 0
            while start < count {
                let newline = buffer[start..<count].firstIndex(of: UInt8(ascii: "\n"))
                let end = newline ?? count
                if !skipping {
                    pending.append(contentsOf: buffer[start..<end])
                    if pending.count > limit {
                        guard let tooLong else { return .tooLong }
                        tooLong(pending.prefix(limit))
                        pending = Data()
                        skipping = true
                    }
                }
                guard let newline else { break }
                if !skipping, !pending.isEmpty { line(pending) }
                pending = Data()
                skipping = false
                start = newline + 1
            }
        }
    }
}
