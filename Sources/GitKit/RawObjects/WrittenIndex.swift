import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// What `IndexFile.update` notes of an index it has just written and flushed: the file's
/// device, inode, size, change and modification times, and the checksum it ends with. The
/// next update that finds a file with all of these (the same file, not written since: every
/// write and every rename moves the change time, which no program can set back) knows its
/// bytes are the ones it hashed when it wrote them, and does not hash the whole index again
/// (11 MB at 100,000 entries, 110 MB at a million). Any other index, git's or one written over,
/// is checked in full, as git checks every index it reads.
///
/// The note reads the change time after the rename, and since Linux 6.13 (multigrain times on
/// ext4, xfs, btrfs and tmpfs) a change after such a read always gets a later one. With a
/// coarse clock, a program writing over the index in place within the same tick, keeping its
/// length and its last 20 bytes, would go unseen; git never writes an index in place.
///
/// The note is this machine's, kept by the caller where it commits nothing. Written
/// without a flush: one lost in a power cut, torn, or left from an older index matches no
/// file, and costs one full check.
struct WrittenIndex: Equatable {
    let device: UInt64
    let inode: UInt64
    let size: Int64
    /// The change and modification times, in nanoseconds since 1970.
    let changed: Int64
    let modified: Int64
    /// The index's last 20 bytes: the SHA-1 of the rest.
    let checksum: [UInt8]

    init(status: stat, checksum: some Collection<UInt8>) {
        device = UInt64(status.st_dev)
        inode = UInt64(status.st_ino)
        size = Int64(status.st_size)
        changed = Int64(status.st_ctim.tv_sec) * 1_000_000_000 + Int64(status.st_ctim.tv_nsec)
        modified = Int64(status.st_mtim.tv_sec) * 1_000_000_000 + Int64(status.st_mtim.tv_nsec)
        self.checksum = Array(checksum)
    }

    /// The note as written: one line of numbers and the checksum in hex.
    var line: String {
        "\(device) \(inode) \(size) \(changed) \(modified) \(Hex.string(of: checksum))\n"
    }

    /// The note `line` wrote, or nil for anything else.
    init?(line: String) {
        guard line.last == "\n" else { return nil }
        let fields = line.dropLast().split(separator: " ", omittingEmptySubsequences: false)
        guard fields.count == 6, let device = UInt64(fields[0]), let inode = UInt64(fields[1]),
            let size = Int64(fields[2]), let changed = Int64(fields[3]), let modified = Int64(fields[4]),
            fields[5].count == 40, let checksum = Hex.bytes(of: fields[5])
        else { return nil }
        (self.device, self.inode, self.size, self.changed, self.modified) = (device, inode, size, changed, modified)
        self.checksum = checksum
    }

    /// The note kept at `url`, when there is one that reads.
    static func read(from url: URL) -> WrittenIndex? {
        guard let bytes = GitFiles.smallFile(url.path) else { return nil }
        return WrittenIndex(line: String(decoding: bytes, as: UTF8.self))
    }

    /// Notes the index at `indexPath` as it is now, at `url`; a note that cannot be written is
    /// no note, and the next update checks the index in full.
    static func note(indexPath: String, checksum: some Collection<UInt8>, at url: URL) {
        var status = stat()
        guard lstat(indexPath, &status) == 0 else {
            unlink(url.path)
            return
        }
        let note = WrittenIndex(status: status, checksum: checksum)
        if (try? Data(note.line.utf8).write(to: url)) == nil { unlink(url.path) }
    }
}
