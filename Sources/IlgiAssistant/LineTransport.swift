import Foundation
import IlgiCore
import IlgiStore
import Logging
import MCP
import SystemPackage

/// JSON-RPC messages one a line on two descriptors (standard input and output), read by a
/// thread of its own that waits in `read(2)`.
///
/// The SDK's `StdioTransport` makes its input non-blocking and, finding nothing to read,
/// sleeps before it looks again: every request waited for that sleep before it was even
/// read, longer than reading an entry takes (bench/RESULTS.md#code-stdio-sleep). (It also set `O_NONBLOCK` on a descriptor that
/// the process shares with whoever started it.) Here a message is read the moment it arrives.
public actor LineTransport: Transport {
    public nonisolated let logger: Logger
    private let input: FileDescriptor
    private let output: FileDescriptor

    /// The longest request read: 1 MiB, far beyond any request a tool needs (an entry an
    /// assistant writes is bounded by the tools, well below it). A longer line is answered at
    /// once with a JSON-RPC error and dropped as it is read, never parsed or held whole.
    public static let lineLimit = 1 << 20

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
            let ending = LineReader.read(
                input.rawValue, limit: Self.lineLimit,
                tooLong: { start in
                    let refusal = Self.refusal(ofLineStarting: start)
                    Task { try? await self.send(refusal) }
                }
            ) { continuation.yield($0) }
            if case .failed(let error) = ending {
                continuation.finish(throwing: MCPError.transportError(error))
            } else {
                continuation.finish()
            }
        }
        return stream
    }

    /// The JSON-RPC error that answers a request over `lineLimit`, with the request's id when
    /// its first bytes give one (a client waits for an answer by id), else null.
    static func refusal(ofLineStarting start: Data) -> Data {
        let head = String(decoding: start.prefix(512), as: UTF8.self)
        var id = "null"
        if let match = head.firstMatch(of: /"id"\s*:\s*(-?[0-9]{1,18}|"[^"\\]{0,100}")/) { id = String(match.1) }
        let message = "request refused: longer than \(lineLimit) bytes (1 MiB), the most ilgi mcp reads"
        return Data(#"{"jsonrpc":"2.0","id":\#(id),"error":{"code":-32600,"message":"\#(message)"}}"#.utf8)
    }
}
