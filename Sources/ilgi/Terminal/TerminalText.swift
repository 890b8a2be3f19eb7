import IlgiCore
import IlgiEntry

/// The one place user text is made safe for a terminal. An entry, a commit message, a file
/// name or a remote's URL may hold control characters (from a synced file, an import, a
/// hostile remote): an escape sequence can set the window title (`ESC ] 0 ; … BEL`), clear the
/// screen (`ESC [ 2 J`) or write the clipboard (OSC 52). Everything `Output` and `Pager` write
/// passes through `neutralized`, which shows each control character in caret notation, the
/// way `cat -v` and `less` do, so it is visible and does nothing:
///
/// - C0 controls become `^@` … `^_` (ESC is `^[`, BEL `^G`, a lone carriage return `^M`),
///   except a line feed, a tab and the carriage return of a CRLF line end;
/// - DEL becomes `^?`;
/// - C1 controls (U+0080–U+009F) become the 7-bit form they stand for: U+009B (CSI) is `^[[`,
///   U+009D (OSC) `^[]`.
///
/// The styling ilgi's own `Palette` writes (`ESC [ 1 m`, `ESC [ 31 m`, … exactly its
/// vocabulary of bold, dim and colours) passes, since it is not told apart from the same bytes
/// in user text: at worst such text changes colour; it cannot move the cursor, clear the
/// screen, set the title or reach the clipboard. Every other escape sequence is shown.
///
/// The bytes stay as they are in the entry file and in the outputs that are data, not a view:
/// `--json`, `show --raw`, `export`, `share -o FILE`, `share --clipboard`, `share --format json`.
enum TerminalText {
    /// `text` with every control character made visible (see above); with `keepingPalette`
    /// false (text known to be the user's alone), the palette's sequences too.
    static func neutralized(_ text: String, keepingPalette: Bool = true) -> String {
        guard needsWork(text.utf8) else { return text }
        return String(decoding: neutralized(bytes: Array(text.utf8), keepingPalette: keepingPalette), as: UTF8.self)
    }

    /// `neutralized`, on UTF-8 bytes.
    static func neutralized(bytes: [UInt8], keepingPalette: Bool = true) -> [UInt8] {
        guard needsWork(bytes) else { return bytes }
        var output = [UInt8]()
        var input = bytes
        output.reserveCapacity(input.count + 16)
        input.withUnsafeMutableBufferPointer { bytes in
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                switch byte {
                case 0x0A, 0x09:
                    output.append(byte)
                case 0x0D where index + 1 < bytes.count && bytes[index + 1] == 0x0A:
                    output.append(byte)
                case 0x1B:
                    if keepingPalette, let length = paletteSequenceLength(bytes, at: index) {
                        output.append(contentsOf: bytes[index..<index + length])
                        index += length
                        continue
                    }
                    output.append(contentsOf: [0x5E, 0x5B])  // ^[
                case 0x00..<0x20:
                    output.append(contentsOf: [0x5E, byte + 0x40])
                case 0x7F:
                    output.append(contentsOf: [0x5E, 0x3F])  // ^?
                case 0xC2 where index + 1 < bytes.count && (0x80...0x9F).contains(bytes[index + 1]):
                    output.append(contentsOf: [0x5E, 0x5B, bytes[index + 1] - 0x40])  // ^[ and its 7-bit final
                    index += 2
                    continue
                default:
                    output.append(byte)
                }
                index += 1
            }
        }
        return output
    }

    /// True when `bytes` hold anything but printable text, line feeds and tabs.
    private static func needsWork(_ text: String.UTF8View) -> Bool {
        // A native string's bytes in one buffer: a search prints 30,000 hits through this.
        text.withContiguousStorageIfAvailable { holdsControl($0, allowingLineFeedAndTab: true) }
            ?? Array(text).withUnsafeBufferPointer { holdsControl($0, allowingLineFeedAndTab: true) }
    }

    private static func needsWork(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { holdsControl($0, allowingLineFeedAndTab: true) }
    }

    /// True when `bytes` (UTF-8) hold a control character: C0, DEL or C1; with
    /// `allowingLineFeedAndTab`, a line feed or a tab is not counted. Sixteen bytes at a time,
    /// two words (`ByteWord`) and one branch, so text without any, nearly all of it, costs one
    /// quick pass: a listing of 100k entries or a search with 60,000 hits asks this of every
    /// byte it writes.
    static func holdsControl(_ bytes: UnsafeBufferPointer<UInt8>, allowingLineFeedAndTab: Bool) -> Bool {
        func isControl(at position: Int) -> Bool {
            let byte = bytes[position]
            if byte < 0x20 { return !allowingLineFeedAndTab || (byte != 0x0A && byte != 0x09) }
            if byte == 0x7F { return true }
            // C1: U+0080–U+009F, UTF-8 C2 80 – C2 9F.
            return byte == 0xC2 && position + 1 < bytes.count && (0x80...0x9F).contains(bytes[position + 1])
        }
        // The high bit of each byte of a word that is below 0x20, 0x7F or 0xC2 (or, rarely,
        // of a byte next to one): one test for the three.
        func suspects(_ word: UInt64) -> UInt64 {
            let ones: UInt64 = 0x0101_0101_0101_0101
            let delete = word ^ 0x7F7F_7F7F_7F7F_7F7F
            let lead = word ^ 0xC2C2_C2C2_C2C2_C2C2
            return ((word &- 0x2020_2020_2020_2020) & ~word | (delete &- ones) & ~delete | (lead &- ones) & ~lead)
                & 0x8080_8080_8080_8080
        }
        var position = 0
        while position + 16 <= bytes.count {
            let first = ByteWord.load(bytes, at: position)
            let second = ByteWord.load(bytes, at: position + 8)
            if suspects(first) | suspects(second) != 0 {
                for offset in position..<position + 16 where isControl(at: offset) { return true }
            }
            position += 16
        }
        return (position..<bytes.count).contains(where: isControl)
    }

    /// The length of the palette's styling sequence that starts at `start` (an ESC), or nil
    /// when the bytes there are anything else.
    private static func paletteSequenceLength(_ bytes: UnsafeMutableBufferPointer<UInt8>, at start: Int) -> Int? {
        // ESC [ parameters m, the parameters being one of the palette's own.
        guard start + 2 < bytes.count, bytes[start + 1] == 0x5B else { return nil }
        var end = start + 2
        while end < bytes.count, end - start <= 8, bytes[end] == 0x3B || (0x30...0x39).contains(bytes[end]) { end += 1 }
        guard end < bytes.count, bytes[end] == 0x6D else { return nil }
        let parameters = String(decoding: bytes[(start + 2)..<end], as: UTF8.self)
        return Palette.codes.contains(parameters) ? end - start + 1 : nil
    }
}
