import Foundation
import IlgiCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads a text file one line at a time, holding only the current line: a 1 GB journal is
/// read in the memory of its longest line. Lines are strict UTF-8 (a bad byte is an error
/// naming its line, as `SourceText` does for whole files), without their "\n" or "\r\n"; a
/// byte order mark at the start is dropped.
final class TextFileLines {
    let path: String
    private let file: UnsafeMutablePointer<FILE>
    private var buffer: UnsafeMutablePointer<CChar>?
    private var capacity = 0
    /// The number of the line `next()` returned last (1-based).
    private(set) var lineNumber = 0
    /// Bytes read so far, for progress.
    private(set) var bytesRead = 0

    init(_ url: URL) throws {
        path = url.path
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
            throw ImportError(file: path, TransferText.importUnreadable(String(cString: strerror(EISDIR))))
        }
        guard let file = fopen(path, "rb") else {  // border: a file to import
            throw ImportError(file: path, TransferText.importUnreadable(String(cString: strerror(errno))))
        }
        self.file = file
    }

    deinit {
        free(buffer)
        fclose(file)
    }

    /// The next line, or nil at the end of the file.
    func next() throws -> String? {
        let count = getline(&buffer, &capacity, file)
        guard count >= 0, let buffer else {
            if ferror(file) != 0 {
                throw ImportError(
                    file: path, line: lineNumber + 1, TransferText.importUnreadable(String(cString: strerror(errno))))
            }
            return nil
        }
        lineNumber += 1
        bytesRead += count
        var length = count
        if length > 0, buffer[length - 1] == 0x0A { length -= 1 }
        if length > 0, buffer[length - 1] == 0x0D { length -= 1 }
        let bytes = UnsafeRawBufferPointer(start: buffer, count: length)
        guard var line = String(validating: bytes, as: UTF8.self) else {
            throw ImportError(file: path, line: lineNumber, TransferText.importNotUTF8)
        }
        if lineNumber == 1, line.hasPrefix("\u{FEFF}") { line.removeFirst() }
        return line
    }
}
