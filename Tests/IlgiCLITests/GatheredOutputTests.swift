import Foundation
import Testing

@testable import ilgi

/// A search's hits are written where they lie (`GatheredOutput`): through a pipe that a reader
/// drains a little at a time, every piece arrives whole and in order, with one separator
/// between two, whether each write takes all it is given or only part of it.
@Suite struct GatheredOutputTests {
    @Test(arguments: [false, true])
    func piecesArriveInOrderWithOneSeparatorBetweenTwo(nonBlocking: Bool) throws {
        var ends: [Int32] = [0, 0]
        try #require(pipe(&ends) == 0)
        let (readEnd, writeEnd) = (ends[0], ends[1])
        defer { close(readEnd) }
        if nonBlocking {
            // A write then takes what the pipe has room for, and says so (EAGAIN when none).
            _ = fcntl(writeEnd, F_SETFL, fcntl(writeEnd, F_GETFL) | O_NONBLOCK)
        }
        var generator = SystemRandomNumberGenerator()
        let pieces: [[UInt8]] = (0..<700).map { number in
            [UInt8](repeating: 0x61 + UInt8(number % 26), count: Int.random(in: 0...9000, using: &generator))
        }
        let read = DrainedPipe(readEnd)
        var output = GatheredOutput(separator: 0x0A, descriptor: writeEnd)
        for piece in pieces { try output.append(piece) }
        try output.flush()
        close(writeEnd)
        let expected = Array(pieces.joined(separator: [0x0A]))
        #expect(read.bytes() == expected)
    }
}

/// Everything read from a pipe on a thread of its own, 4 KB at a time.
private final class DrainedPipe: @unchecked Sendable {
    private var read: [UInt8] = []
    private let done = DispatchSemaphore(value: 0)

    init(_ descriptor: Int32) {
        Thread.detachNewThread {
            var buffer = [UInt8](repeating: 0, count: 4096)
            while true {
                let count = buffer.withUnsafeMutableBytes { Foundation.read(descriptor, $0.baseAddress, $0.count) }
                if count < 0, errno == EINTR { continue }
                guard count > 0 else { break }
                self.read += buffer[..<count]
            }
            self.done.signal()
        }
    }

    /// What was read, once the pipe is closed.
    func bytes() -> [UInt8] {
        done.wait()
        return read
    }
}
