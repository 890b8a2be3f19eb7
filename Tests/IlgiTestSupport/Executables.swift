import Foundation

#if canImport(Glibc)
    import Glibc
#endif

extension TemporaryDirectory {
    /// Writes an executable script (mode 755) to `relativePath`. The file is written through a
    /// close-on-exec descriptor: a program forked meanwhile by a parallel test then never keeps
    /// it open for writing, which would make running the script fail with "text file busy".
    @discardableResult
    public func writeExecutable(_ text: String, to relativePath: String) throws -> URL {
        let file = url.appendingPathComponent(relativePath)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        let descriptor = open(file.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o755)
        guard descriptor >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        defer { close(descriptor) }
        let bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
            guard written > 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
            offset += written
        }
        fchmod(descriptor, 0o755)
        return file
    }
}

/// True while a process with this pid exists and is not a zombie waiting to be reaped.
public func processIsRunning(_ pid: pid_t) -> Bool {
    guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8) else { return false }
    // The state follows the command name in parentheses: "1234 (sleep) S …".
    guard let close = stat.lastIndex(of: ")") else { return false }
    let state = stat[stat.index(after: close)...].trimmingCharacters(in: .whitespaces).prefix(1)
    return state != "Z" && state != "X"
}
