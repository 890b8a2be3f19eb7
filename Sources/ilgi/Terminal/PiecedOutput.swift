/// Output into a pipe or a file, written a piece at a time (`Output.pieceSize`): what a
/// command appends is held until it makes a piece, so a listing of 100,000 entries is neither
/// held whole nor written a line at a time, and a pipe is first made to hold a piece
/// (`Output.widenPipe`). A piece ends only where an append did, so a character, or a control
/// sequence `Output.write` makes harmless, is never cut in two.
struct PiecedOutput {
    private var buffer: [UInt8] = []
    /// Whether what is appended was made harmless as it was made (`Output.writeExact`), or
    /// is made so as each piece is written (`Output.write`).
    private let isExact: Bool

    init(exact: Bool) {
        isExact = exact
        Output.widenPipe()
    }

    mutating func append(_ text: String) {
        append { $0 += text.utf8 }
    }

    mutating func append(_ bytes: [UInt8]) {
        append { $0 += bytes }
    }

    /// Appends what `write` adds to the bytes held.
    mutating func append(_ write: (inout [UInt8]) -> Void) {
        write(&buffer)
        if buffer.count >= Output.pieceSize { flush() }
    }

    /// Writes what is held.
    mutating func flush() {
        guard !buffer.isEmpty else { return }
        if isExact { Output.writeExact(buffer) } else { Output.write(buffer) }
        buffer.removeAll(keepingCapacity: true)
    }
}
