import Foundation
import IlgiCore
import IlgiStore
import SystemPackage
import ZIPFoundation

/// Why an import refuses a zip archive (`UnzippedArchive`), naming the entry.
public enum ArchiveRefusal: Equatable, Sendable {
    case unsafeName(String)
    case link(String)
    case tooManyEntries(Int, limit: Int)
    case tooLarge(UInt64, limit: UInt64)
    case noSpace(needed: UInt64, free: UInt64)
    case bomb(String, ratio: UInt64)
    case longerThanDeclared(String)
}

/// A zip archive unzipped into a temporary folder of its own, removed when this goes away; an
/// archive that could do harm is refused before a byte is written, naming the entry.
///
/// An export comes from elsewhere, so its zip is read as hostile:
/// - a name that is absolute, has a `..` component or a NUL, or a link entry: refused (a
///   link, once unzipped, would let a later entry or the importer write or read outside);
/// - more than `Limits.entries` entries, or more than `Limits.totalBytes` unpacked, or more
///   than the temporary folder's free space: refused before unzipping;
/// - an entry whose declared size is more than `Limits.ratio` times its compressed size
///   (beyond `Limits.ratioFloor`), a zip bomb: refused;
/// - an entry that unpacks to more bytes than its header declared: stopped at that byte.
/// Files are created new (`O_EXCL | O_NOFOLLOW`, mode 0600) in folders this made, each
/// written as it is inflated, so memory stays at one buffer whatever the archive's size.
final class UnzippedArchive {
    struct Limits {
        /// Every entry's unpacked size together: a decade of a journal's photos fits.
        var totalBytes: UInt64 = 32 << 30
        var entries = 1_000_000
        /// Text and photos deflate by 2 to 20 times; a zip bomb by a thousand.
        var ratio: UInt64 = 200
        /// Entries smaller than this are never called bombs, whatever their ratio.
        var ratioFloor: UInt64 = 16 << 20
    }

    let folder: URL
    /// The folders made so far, so that a folder of many entries is made once.
    private var madeFolders: Set<String> = []
    /// The archive, open, and the documents left in it (`kept`), read one at a time by
    /// `contents(of:)` rather than written out: ten thousand small files are seconds of a
    /// slow disk's time, for bytes read once.
    private let zip: Archive
    /// The zip's own path, for messages.
    let archivePath: String
    let documents: [ZIPFoundation.Entry]

    /// Unpacks `archive` after checking it whole; `progress` is told how many files are
    /// unpacked so far, out of all (every 64).
    init(
        _ archive: URL, limits: Limits = Limits(), progress: ((Int, Int) -> Void)? = nil,
        keeping isKept: (String) -> Bool = { _ in false }
    ) throws {
        let zip: Archive
        do {
            zip = try Archive(url: archive, accessMode: .read)
        } catch {
            if !FileManager.default.fileExists(atPath: archive.path) {
                throw ImportError(file: archive.path, TransferText.importUnreadable(String(cString: strerror(ENOENT))))
            }
            throw ImportError(file: archive.path, TransferText.importBadZip)
        }
        let checked = try Self.check(Array(zip), limits: limits, file: archive.path)
        let entries = checked.filter { $0.type == .directory || !isKept($0.path) }
        documents = checked.filter { $0.type != .directory && isKept($0.path) }
        self.zip = zip
        archivePath = archive.path
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("ilgi-import-" + UUID().uuidString)
        do {
            try FileManager.default.createDirectory(
                at: folder, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o700])
            let free = FileWriter.freeBytes(at: folder)
            let needed = entries.reduce(UInt64(0)) { $0 + $1.uncompressedSize }
            if let free, needed > free {
                throw ImportError(
                    file: archive.path, TransferText.importUnsafeArchive(.noSpace(needed: needed, free: free)))
            }
            for (index, entry) in entries.enumerated() {
                try extract(entry, of: zip, file: archive.path)
                if index % 64 == 63 || index == entries.count - 1 { progress?(index + 1, entries.count) }
            }
        } catch {
            try? FileManager.default.removeItem(at: folder)
            if error is ImportError { throw error }
            throw ImportError(file: archive.path, TransferText.importBadZip)
        }
    }

    deinit {
        try? FileManager.default.removeItem(at: folder)
    }

    /// The bytes of a document left in the archive, never past the size its header declared,
    /// nor past what an import reads whole.
    func contents(of entry: ZIPFoundation.Entry) throws -> Data {
        let declared = entry.uncompressedSize
        guard declared <= UInt64(ExportFiles.largestDocument) else {
            throw ImportError(
                file: archivePath + "/" + entry.path,
                TransferText.importFileTooLarge(Int(clamping: declared), ExportFiles.largestDocument))
        }
        var data = Data()
        data.reserveCapacity(Int(declared))
        do {
            _ = try zip.extract(entry, skipCRC32: false) { chunk in
                guard UInt64(data.count + chunk.count) <= declared else {
                    throw ImportError(
                        file: archivePath, TransferText.importUnsafeArchive(.longerThanDeclared(entry.path)))
                }
                data.append(chunk)
            }
        } catch let error as ImportError {
            throw error
        } catch {
            throw ImportError(file: archivePath, TransferText.importBadZip)
        }
        return data
    }

    /// The entries to unpack, when the archive as its central directory declares it is safe
    /// to unpack; else why not.
    static func check(_ entries: [ZIPFoundation.Entry], limits: Limits, file: String) throws -> [ZIPFoundation.Entry] {
        guard entries.count <= limits.entries else {
            throw ImportError(
                file: file, TransferText.importUnsafeArchive(.tooManyEntries(entries.count, limit: limits.entries)))
        }
        var total: UInt64 = 0
        for entry in entries {
            let path = entry.path
            if entry.type == .symlink {
                throw ImportError(file: file, TransferText.importUnsafeArchive(.link(path)))
            }
            let parts = path.split(separator: "/", omittingEmptySubsequences: false)
            if path.isEmpty || path.hasPrefix("/") || path.contains("\0") || path.contains("\\")
                || parts.contains("..")
            {
                throw ImportError(file: file, TransferText.importUnsafeArchive(.unsafeName(path)))
            }
            let size = entry.uncompressedSize
            if size > limits.ratioFloor, size / max(entry.compressedSize, 1) > limits.ratio {
                throw ImportError(
                    file: file,
                    TransferText.importUnsafeArchive(.bomb(path, ratio: size / max(entry.compressedSize, 1))))
            }
            total += size
            if total > limits.totalBytes {
                throw ImportError(
                    file: file, TransferText.importUnsafeArchive(.tooLarge(total, limit: limits.totalBytes)))
            }
        }
        return entries
    }

    /// Unpacks one entry below `folder`, never through a link and never over a file, and
    /// never past the size its header declared.
    private func extract(_ entry: ZIPFoundation.Entry, of zip: Archive, file: String) throws {
        let parts = entry.path.split(separator: "/").map(String.init).filter { $0 != "." }
        guard !parts.isEmpty else { return }
        var parent = folder
        for part in parts.dropLast() {
            parent.appendPathComponent(part, isDirectory: true)
            try makeFolder(parent)
        }
        let target = parent.appendingPathComponent(parts[parts.count - 1])
        if entry.type == .directory {
            try makeFolder(target)
            return
        }
        let descriptor = open(target.path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        defer { close(descriptor) }
        let declared = entry.uncompressedSize
        var written: UInt64 = 0
        _ = try zip.extract(entry, skipCRC32: false) { data in
            written += UInt64(data.count)
            guard written <= declared else {
                throw ImportError(file: file, TransferText.importUnsafeArchive(.longerThanDeclared(entry.path)))
            }
            _ = try FileDescriptor(rawValue: descriptor).writeAll(data)
        }
    }

    /// A folder of this archive's, made if missing; one that is anything else (a file an
    /// earlier entry made) stops the unzip.
    private func makeFolder(_ url: URL) throws {
        guard !madeFolders.contains(url.path) else { return }
        if mkdir(url.path, 0o700) != 0 {
            var status = stat()
            guard errno == EEXIST, lstat(url.path, &status) == 0, status.st_mode & S_IFMT == S_IFDIR else {
                throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
            }
        }
        madeFolders.insert(url.path)
    }
}
