import Foundation
import IlgiCore
import Logging
import MCP
import SystemPackage

/// JSON-RPC messages one a line on two descriptors (standard input and output), read by a
/// thread of its own that waits in `read(2)`.
///
/// The SDK's `StdioTransport` makes its input non-blocking and, finding nothing to read,
/// sleeps 10 ms before it looks again: every request waited up to 10 ms before it was even
/// read, more than reading an entry takes. (It also set `O_NONBLOCK` on a descriptor that
/// the process shares with whoever started it.) Here a message is read the moment it arrives.
public actor LineTransport: Transport {
    public nonisolated let logger: Logger
    private let input: FileDescriptor
    private let output: FileDescriptor

    /// The longest message read: far beyond any request (an entry an assistant writes is
    /// bounded by the tools); a longer line ends the input rather than the memory.
    static let lineLimit = 64 << 20

    public init(input: FileDescriptor = .standardInput, output: FileDescriptor = .standardOutput) {
        self.input = input
        self.output = output
        logger = Logger(label: "ilgi.mcp.lines", factory: { _ in SwiftLogNoOpLogHandler() })
    }

    public func connect() async throws {}

    public func disconnect() async {}

    /// Writes `data` and a newline, whole.
    public func send(_ data: Data) async throws {
        var line = data
        line.append(UInt8(ascii: "\n"))
        do {
            _ = try line.withUnsafeBytes { try output.writeAll($0) }
        } catch {
            throw MCPError.transportError(error)
        }
    }

    /// Each line of the input as it arrives (empty lines skipped), until it ends.
    public nonisolated func receive() -> AsyncThrowingStream<Data, any Error> {
        let (stream, continuation) = AsyncThrowingStream<Data, any Error>.makeStream()
        let input = input
        Thread.detachNewThread {
            let ending = LineReader.read(input.rawValue, limit: Self.lineLimit) { continuation.yield($0) }
            if case .failed(let error) = ending {
                continuation.finish(throwing: MCPError.transportError(error))
            } else {
                continuation.finish()
            }
        }
        return stream
    }
}
