import Foundation
import IlgiEntry
import SystemPackage

#if canImport(Glibc)
    import Glibc
#endif

/// `.git/ilgi/transaction`: what a running transaction is about to change, written and
/// fsynced before the work tree is touched and removed when the transaction ends. Its presence
/// when no ilgi holds the lock means a transaction died; the next one reads it to put the
/// journal right. Plain lines, so paths are appended as they become known:
///
///     ilgi-transaction 1
///     operation save entry
///     head 3f2a…            (or "head -" on an unborn branch)
///     path 2026/11/<uuid>.txt
struct IntentLog {
    let operation: JournalOperation
    let head: String?
    let paths: [String]
    private var descriptor: Int32 = -1

    private init(operation: JournalOperation, head: String?, paths: [String]) {
        self.operation = operation
        self.head = head
        self.paths = paths
    }

    /// Starts the log of a new transaction.
    static func create(_ url: URL, operation: JournalOperation, head: String?) throws -> IntentLog {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        var log = IntentLog(operation: operation, head: head, paths: [])
        log.descriptor = open(url.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard log.descriptor >= 0 else { throw POSIXError.last() }
        let header = "ilgi-transaction 1\noperation \(operation.rawValue)\nhead \(head ?? "-")\n"
        try log.write(header)
        try syncFolder(url.deletingLastPathComponent())
        return log
    }

    /// Adds `paths` and flushes them to disk before returning.
    mutating func append(_ paths: [String]) throws {
        var text = ""
        for path in paths where !path.contains("\n") { text += "path " + path + "\n" }
        try write(text)
    }

    private func write(_ text: String) throws {
        do {
            try FileDescriptor(rawValue: descriptor).writeAll(text.utf8)
        } catch {
            throw POSIXError(written: error)
        }
        guard fsync(descriptor) == 0 else { throw POSIXError.last() }
    }

    /// The log a dead transaction left, or nil when there is none. A log cut short by the
    /// crash is read as far as it goes: a path not yet logged was not yet touched.
    static func read(_ url: URL) throws -> IntentLog? {
        guard let data = FileManager.default.contents(atPath: url.path) else { return nil }  // border: .git/ilgi
        var operation = JournalOperation.workWithJournal
        var head: String?
        var paths: [String] = []
        let text = String(decoding: data, as: UTF8.self)
        let complete = text.hasSuffix("\n")
        var lines = text.split(separator: "\n", omittingEmptySubsequences: true)
        if !complete, !lines.isEmpty { lines.removeLast() }
        for line in lines {
            if line.hasPrefix("path ") {
                paths.append(String(line.dropFirst(5)))
            } else if line.hasPrefix("operation ") {
                operation = JournalOperation(rawValue: String(line.dropFirst(10))) ?? .workWithJournal
            } else if line.hasPrefix("head ") {
                let value = String(line.dropFirst(5))
                head = value == "-" ? nil : value
            }
        }
        return IntentLog(operation: operation, head: head, paths: paths)
    }

    /// Ends a transaction: the log goes, and the removal is flushed.
    static func remove(_ url: URL) throws {
        if unlink(url.path) != 0, errno != ENOENT { throw POSIXError.last() }
        try? syncFolder(url.deletingLastPathComponent())
    }

    func close() {
        if descriptor >= 0 { Glibc.close(descriptor) }
    }

    private static func syncFolder(_ url: URL) throws {
        let folder = open(url.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard folder >= 0 else { return }
        defer { Glibc.close(folder) }
        fsync(folder)
    }
}
