import Foundation
import IlgiCore
import IlgiStore
import SystemPackage

#if canImport(Glibc)
    import Glibc
#endif

/// Where an export writes its text: standard output or a file, buffered, so a long export is
/// written as it is made instead of being built in memory first. A file is written under a
/// temporary name beside it and renamed into place by `finish()`, so a failed export never
/// leaves half a file behind.
public final class TextSink {
    private let descriptor: Int32
    private let ownsDescriptor: Bool
    private var buffer: [UInt8] = []
    private let temporaryPath: String?
    private let finalPath: String?
    private var finished = false
    private let filter: (@Sendable (String) -> String)?
    private static let bufferSize = 1 << 16

    /// Writes to an open descriptor (standard output is 1) that the caller keeps owning,
    /// passing each text through `filter` first when there is one (a terminal's, which shows
    /// control characters instead of obeying them).
    public init(descriptor: Int32, filter: (@Sendable (String) -> String)? = nil) {
        self.descriptor = descriptor
        self.filter = filter
        ownsDescriptor = false
        temporaryPath = nil
        finalPath = nil
        buffer.reserveCapacity(Self.bufferSize)
    }

    /// Writes to the file at `url`, replacing it on `finish()`.
    public init(file url: URL) throws {
        let folder = url.deletingLastPathComponent()
        let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).\(getpid()).tmp").path
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw IlgiError.fileSystem(path: url.path, message: String(cString: strerror(errno)))
        }
        self.descriptor = descriptor
        filter = nil
        ownsDescriptor = true
        temporaryPath = temporary
        finalPath = url.path
        buffer.reserveCapacity(Self.bufferSize)
    }

    deinit {
        if ownsDescriptor { close(descriptor) }
        if !finished, let temporaryPath { unlink(temporaryPath) }
    }

    public func write(_ text: String) throws {
        buffer.append(contentsOf: (filter?(text) ?? text).utf8)
        if buffer.count >= Self.bufferSize { try flush() }
    }

    public func flush() throws {
        do {
            try FileDescriptor(rawValue: descriptor).writeAll(buffer)
        } catch {
            throw IlgiError.fileSystem(
                path: finalPath ?? "standard output",
                message: String(cString: strerror((error as? Errno)?.rawValue ?? EIO)))
        }
        buffer.removeAll(keepingCapacity: true)
    }

    /// Writes what is left and, for a file, moves it into place.
    public func finish() throws {
        try flush()
        if let temporaryPath, let finalPath {
            guard rename(temporaryPath, finalPath) == 0 else {
                throw IlgiError.fileSystem(path: finalPath, message: String(cString: strerror(errno)))
            }
        }
        finished = true
    }
}
