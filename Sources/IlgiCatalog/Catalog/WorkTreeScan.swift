import Foundation
import IlgiEntry
import IlgiStore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What the index remembers of an entry file to know, without reading it, whether it
/// changed: size, modification time (nanoseconds) and inode, as git's own index does.
struct FileStamp: Hashable, Sendable {
    var size: Int64
    var modified: Int64
    var inode: Int64

    /// Never equal to a real file's stamp: stored for a file modified so recently that a
    /// second change within the same clock tick could go unseen ("racy" in git's words), so
    /// it is read again on the next refresh.
    static let unsure = FileStamp(size: -1, modified: -1, inode: -1)

    init(size: Int64, modified: Int64, inode: Int64) {
        self.size = size
        self.modified = modified
        self.inode = inode
    }

    init(_ info: stat) {
        self.init(
            size: Int64(info.st_size),
            modified: Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec),
            inode: Int64(bitPattern: UInt64(info.st_ino)))
    }

    /// One number for the stamp, as the index stores a folder's (never 0, which means
    /// "look again").
    var hashed: Int64 {
        var hasher = StableHash()
        hasher.mix(UInt64(bitPattern: size))
        hasher.mix(UInt64(bitPattern: modified))
        hasher.mix(UInt64(bitPattern: inode))
        let value = Int64(bitPattern: hasher.value)
        return value == 0 ? 1 : value
    }

    /// Whether the file was changed so shortly before `scanStart` (seconds since 1970) that a
    /// second change within the same tick of the file system's clock could leave the stamp
    /// as it is. A tick is a few milliseconds where times have nanoseconds, up to two seconds
    /// where they have whole seconds.
    func isRacy(scanStart: Double) -> Bool {
        let coarse = modified % 1_000_000_000 == 0
        return modified >= Int64((scanStart - (coarse ? 2 : 0.1)) * 1e9)
    }

    var modificationDate: Date {
        Date(timeIntervalSince1970: Double(modified / 1_000_000_000) + Double(modified % 1_000_000_000) / 1e9)
    }
}

/// One `YYYY/MM` folder of the work tree: its entry files and their stamps.
struct ScannedFolder: Sendable {
    let name: String  // "2026/11"
    var files: [(name: String, id: EntryID, stamp: FileStamp)]

    /// A summary of every (name, stamp) in the folder that does not depend on their order:
    /// equal to the stored one means nothing in the folder changed. Never 0 in practice (an
    /// empty folder included): 0 is what the index stores for a folder to compare again.
    var signature: Int64 { signature { _, scanned in scanned } }

    /// `signature`, with each file's stamp as `stamp` gives it from the file's position and
    /// its stamp in the scan: the stamps a refresh read, for the files it read.
    func signature(stamp: (_ position: Int, _ scanned: FileStamp) -> FileStamp) -> Int64 {
        var combined: UInt64 = 0x5DEE_CE66_D1CE_4E5B ^ (UInt64(files.count) &* 0x9E37_79B9_7F4A_7C15)
        for (position, file) in files.enumerated() {
            let fileStamp = stamp(position, file.stamp)
            var hasher = StableHash()
            for byte in file.name.utf8 { hasher.mix(UInt64(byte)) }
            hasher.mix(UInt64(bitPattern: fileStamp.size))
            hasher.mix(UInt64(bitPattern: fileStamp.modified))
            hasher.mix(UInt64(bitPattern: fileStamp.inode))
            combined = combined &+ (hasher.value &* 0xFF51_AFD7_ED55_8CCD)
        }
        return Int64(bitPattern: combined)
    }
}

/// A hash that is the same in every process (Swift's `Hasher` is seeded per process, and the
/// index compares values stored by earlier runs): FNV-1a over 64-bit words, with a shift to
/// spread the high bits.
struct StableHash {
    private(set) var value: UInt64 = 0xCBF2_9CE4_8422_2325

    mutating func mix(_ word: UInt64) {
        value = (value ^ word) &* 0x0000_0100_0000_01B3
        value ^= value >> 29
    }
}

/// A look at a work tree's month folders: each folder's stamp, and the file system's clock
/// just before they were taken (`FileStamp.isRacy`). `Catalog.refresh` takes one itself, or
/// is handed one taken on another thread while the catalog was opened.
package struct FolderLook: Sendable {
    let root: String
    let scanStart: Double
    let stamps: [(name: String, stamp: FileStamp)]

    /// Looks at `root` now.
    package init(root: String) {
        self.root = root
        scanStart = Date().timeIntervalSince1970
        stamps = WorkTreeScan.folderStamps(root: root)
    }
}

enum WorkTreeScan {
    /// The `YYYY/MM` folders under `root`, each with the stamp of the folder itself: a file
    /// added, removed or renamed in a folder (a save, a checkout, an editor that writes a new
    /// file and renames it) changes it. One `stat` a folder, none a file: at 100,000 entries
    /// this is a few hundred system calls where a stat of every file is 100,000.
    static func folderStamps(root: String) -> [(name: String, stamp: FileStamp)] {
        var found: [(name: String, stamp: FileStamp)] = []
        JournalLayout.forEachMonth(in: root) { month in
            var info = stat()
            guard lstat(month.path, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR else { return }
            found.append((month.name, FileStamp(info)))
        }
        return found
    }

    /// The files of `folders` with their stamps, folders read in parallel. Only names and
    /// `stat`s: no file is opened. Without `stamping` (for a catalog that holds no entry yet,
    /// which reads every file and stamps it as it reads it), names only: no `stat` of each of
    /// 100,000 files where the listing tells a regular file, its stamp `.unsure` until read.
    static func folders(root: String, names folders: [String], stamping: Bool = true) -> [ScannedFolder] {
        concurrentMap(folders.count) { position -> ScannedFolder? in
            scan(root: root, folder: folders[position], stamping: stamping)
        }.compactMap { $0 }
    }

    /// The stamp of the regular file at `path` (relative to `root`), or nil when there is
    /// none (missing, a link, a folder).
    static func stamp(root: String, path: String) -> FileStamp? {
        var info = stat()
        guard lstat(root + "/" + path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
        return FileStamp(info)
    }

    static func scan(root: String, folder: String, stamping: Bool = true) -> ScannedFolder? {
        let path = root + "/" + folder
        guard let directory = opendir(path) else { return nil }
        defer { closedir(directory) }
        let descriptor = dirfd(directory)
        var files: [(name: String, id: EntryID, stamp: FileStamp)] = []
        while let item = readdir(directory) {
            let name = withUnsafeBytes(of: item.pointee.d_name) { raw in
                String(cString: raw.bindMemory(to: CChar.self).baseAddress!)
            }
            guard let id = JournalLayout.entryID(forFileName: name) else { continue }
            // A symbolic link is not an entry: it is looked at, never followed. The folder's
            // listing says what each name is, where the file system tells it.
            let type = item.pointee.d_type
            if !stamping, type == UInt8(DT_REG) {
                files.append((name, id, .unsure))
                continue
            }
            var info = stat()
            guard type == UInt8(DT_REG) || type == UInt8(DT_UNKNOWN),
                fstatat(descriptor, name, &info, AT_SYMLINK_NOFOLLOW) == 0, (info.st_mode & S_IFMT) == S_IFREG
            else {
                continue
            }
            files.append((name, id, FileStamp(info)))
        }
        return ScannedFolder(name: folder, files: files)
    }
}
