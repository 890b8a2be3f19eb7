import Foundation

/// Output into a pipe or a file of a view made of many pieces, each an array of its own (the
/// hits `ilgi search` renders on both cores): the pieces are written where they lie, a
/// megabyte or `piecesAtOnce` of them at a time, by one `writev`, with `separator` between
/// two. Copying 66 MB of hits into one buffer first, as `PiecedOutput` does, kept the other
/// core waiting on the thread that writes them (bench/RESULTS.md#code-gathered-output).
/// Like `PiecedOutput`, for pieces made harmless as they were made (`Output.writeExact`).
struct GatheredOutput {
    private var held: [[UInt8]] = []
    private var heldBytes = 0
    private var isFirst = true
    private let separator: UInt8?
    private let descriptor: Int32

    /// How many pieces one `writev` writes at most: with their separators, within the 1,024
    /// vectors Linux takes at once. Each is a frame of `pinning` deep (a few hundred bytes of
    /// stack); at 128, a search of 666,000 hits made five times the system calls.
    static let piecesAtOnce = 511

    /// Output to `descriptor`, standard output unless a test says otherwise.
    init(separator: UInt8?, descriptor: Int32 = STDOUT_FILENO) {
        self.separator = separator
        self.descriptor = descriptor
        held.reserveCapacity(GatheredOutput.piecesAtOnce)
        Output.widenPipe(descriptor)
    }

    mutating func append(_ piece: [UInt8]) throws {
        held.append(piece)
        heldBytes += piece.count
        if heldBytes >= Output.pieceSize || held.count == GatheredOutput.piecesAtOnce { try flush() }
    }

    /// Writes what is held.
    mutating func flush() throws {
        guard !held.isEmpty else { return }
        var vectors: [iovec] = []
        vectors.reserveCapacity(held.count * 2)
        // One byte for every separator, where the pieces' pointers are taken.
        var separator = separator ?? 0
        try withUnsafeMutablePointer(to: &separator) { separator in
            try GatheredOutput.pinning(
                held[...], into: &vectors, separatedBy: self.separator.map { _ in separator }, first: isFirst
            ) { try Output.writeExact(vectors: $0, to: descriptor) }
        }
        isFirst = false
        held.removeAll(keepingCapacity: true)
        heldBytes = 0
    }

    /// Calls `write` with a vector for each of `pieces` (and `separator` before each but the
    /// very first), each piece's storage held in place while `write` runs: one
    /// `withUnsafeBytes` a piece, nested.
    private static func pinning(
        _ pieces: ArraySlice<[UInt8]>, into vectors: inout [iovec], separatedBy separator: UnsafeMutablePointer<UInt8>?,
        first: Bool, _ write: ([iovec]) throws -> Void
    ) throws {
        guard let piece = pieces.first else { return try write(vectors) }
        if let separator, !first { vectors.append(iovec(iov_base: UnsafeMutableRawPointer(separator), iov_len: 1)) }
        try piece.withUnsafeBytes { bytes in
            if let base = bytes.baseAddress {
                vectors.append(iovec(iov_base: UnsafeMutableRawPointer(mutating: base), iov_len: bytes.count))
            }
            try pinning(pieces.dropFirst(), into: &vectors, separatedBy: separator, first: false, write)
        }
    }
}

extension Output {
    /// Writes the bytes of `vectors`, in order, to `descriptor` (`writev`), however many
    /// writes that takes.
    static func writeExact(vectors: [iovec], to descriptor: Int32) throws {
        var vectors = vectors[...]
        while !vectors.isEmpty {
            let written = vectors.withUnsafeBufferPointer {
                writev(descriptor, $0.baseAddress, Int32(min($0.count, 1024)))  // IOV_MAX
            }
            guard written >= 0 else {
                if errno == EINTR { continue }
                if errno == EAGAIN {
                    var ready = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
                    _ = poll(&ready, 1, -1)
                    continue
                }
                throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
            }
            var left = written
            while let first = vectors.first, left >= first.iov_len {
                left -= first.iov_len
                vectors.removeFirst()
            }
            if left > 0 {
                let start = vectors.startIndex
                vectors[start].iov_base += left
                vectors[start].iov_len -= left
            }
        }
    }
}
