import CLinux
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Where output goes and what kind of screen, if any, is on the other end.
struct Terminal {
    var environment: [String: String]

    static let current = Terminal(environment: ProcessInfo.processInfo.environment)

    var isStandardInputTerminal: Bool { isatty(STDIN_FILENO) == 1 }
    var isStandardOutputTerminal: Bool { isatty(STDOUT_FILENO) == 1 }
    var isStandardErrorTerminal: Bool { isatty(STDERR_FILENO) == 1 }

    /// The width to fit lines to: the terminal's, else `$COLUMNS`, else nil (no fitting when
    /// output goes to a pipe or file, as `git log` does).
    var width: Int? {
        if let columns = environment["COLUMNS"].flatMap(Int.init), columns > 0 { return columns }
        guard isStandardOutputTerminal else { return nil }
        var size = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return 80 }
        return Int(size.ws_col)
    }

    /// Rows and columns of the terminal on standard output (`LINES` and `COLUMNS` override
    /// what the terminal says), or nil when standard output is not a terminal.
    var size: (rows: Int, columns: Int)? {
        guard isStandardOutputTerminal else { return nil }
        var size = winsize()
        let known = ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0 && size.ws_row > 0 && size.ws_col > 0
        let rows =
            environment["LINES"].flatMap(Int.init).flatMap { $0 > 0 ? $0 : nil } ?? (known ? Int(size.ws_row) : 24)
        return (rows, width ?? 80)
    }
}

/// Writes to standard output and standard error. Commands write through it, never through
/// `print`, so everything they say passes one place, where control characters in user text are
/// made harmless (`TerminalText`), whether the output is a terminal or a pipe (a pipe may end
/// in one: `ilgi show ID | cat`).
struct Output {
    static func write(_ text: String) {
        writeExact(TerminalText.neutralized(text))
    }

    /// `write`, of UTF-8 bytes.
    static func write(_ bytes: [UInt8]) {
        writeExact(TerminalText.neutralized(bytes: bytes))
    }

    static func line(_ text: String = "") {
        write(text + "\n")
    }

    static func errorLine(_ text: String) {
        FileHandle.standardError.write(Data((TerminalText.neutralized(text) + "\n").utf8))
    }

    /// Writes `text` byte for byte: only for output that is data rather than a view (`--json`,
    /// `show --raw`, `share --format json`), which a script reads and a terminal never needs,
    /// or a view whose every part was made harmless as it was made (`TerminalText.neutralized`,
    /// `EntryTable.printable`), which `write` would scan a second time.
    static func writeExact(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    /// Standard output, when it is a pipe, made to hold 1 MB rather than 64 KB, for output
    /// written in pieces that size: the reader is then woken once a megabyte, not sixteen
    /// times. Waking it was most of the time a search of 66,000 hits took to write them. Left
    /// as it was where the kernel refuses (past `/proc/sys/fs/pipe-max-size`, or the user's
    /// pipe pages), and never made smaller.
    static func widenPipe(_ descriptor: Int32 = STDOUT_FILENO) {
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFIFO,
            Int(fcntl(descriptor, clinux_get_pipe_size)) < pieceSize
        else { return }
        _ = fcntl(descriptor, clinux_set_pipe_size, Int32(pieceSize))
    }

    /// How much a view written in pieces (`ilgi search` into a pipe) writes at a time.
    static let pieceSize = 1 << 20

    /// `writeExact`, of bytes.
    static func writeExact(_ bytes: [UInt8]) {
        // Written from the array's own storage: a search writes 60 MB this way.
        bytes.withUnsafeBytes { buffer in
            guard let base = buffer.baseAddress else { return }
            FileHandle.standardOutput.write(
                Data(bytesNoCopy: UnsafeMutableRawPointer(mutating: base), count: buffer.count, deallocator: .none))
        }
    }
}
