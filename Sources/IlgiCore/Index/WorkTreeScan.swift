import Foundation

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
    var signature: Int64 {
        var combined: UInt64 = 0x5DEE_CE66_D1CE_4E5B ^ (UInt64(files.count) &* 0x9E37_79B9_7F4A_7C15)
        for file in files {
            var hash: UInt64 = 0xCBF2_9CE4_8422_2325
            func mix(_ value: UInt64) {
                hash = (hash ^ value) &* 0x0000_0100_0000_01B3
                hash ^= hash >> 29
            }
            for byte in file.name.utf8 { mix(UInt64(byte)) }
            mix(UInt64(bitPattern: file.stamp.size))
            mix(UInt64(bitPattern: file.stamp.modified))
            mix(UInt64(bitPattern: file.stamp.inode))
            combined = combined &+ (hash &* 0xFF51_AFD7_ED55_8CCD)
        }
        return Int64(bitPattern: combined)
    }
}

enum WorkTreeScan {
    /// The `YYYY/MM` folders under `root` with the stamps of their entry files, folders read
    /// in parallel. Only names and `stat`s: no file is opened.
    static func folders(root: String) -> [ScannedFolder] {
        var names: [String] = []
        // Real folders only: a symlinked year or month is never entered (NoFollow).
        for year in NoFollow.names(in: root, of: .directory) ?? [] where JournalLayout.isYear(year) {
            for month in NoFollow.names(in: root + "/" + year, of: .directory) ?? [] where JournalLayout.isMonth(month) {
                names.append(year + "/" + month)
            }
        }
        let folders = names
        return concurrentMap(folders.count) { position -> ScannedFolder? in
            scan(root: root, folder: folders[position])
        }.compactMap { $0 }
    }

    static func scan(root: String, folder: String) -> ScannedFolder? {
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
            var info = stat()
            // A symbolic link is not an entry: it is looked at, never followed.
            guard fstatat(descriptor, name, &info, AT_SYMLINK_NOFOLLOW) == 0, (info.st_mode & S_IFMT) == S_IFREG else {
                continue
            }
            let stamp = FileStamp(
                size: Int64(info.st_size),
                modified: Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec),
                inode: Int64(bitPattern: UInt64(info.st_ino)))
            files.append((name, id, stamp))
        }
        return ScannedFolder(name: folder, files: files)
    }
}
