import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A regular file's bytes mapped read-only into memory, unmapped when this is released: an
/// index of a million entries (110 MB) is read with no copy and no page zeroed for it, which
/// were most of a save's time at that size. git and libgit2 write an index by renaming a new
/// file over it, so the mapped one does not change under the reader.
final class MappedFile {
    let status: stat
    let bytes: UnsafeRawBufferPointer

    /// Nil when `path` is not a regular file (a link is not followed) or cannot be mapped.
    init?(path: String) {
        let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
        status = info
        guard info.st_size > 0 else {
            bytes = UnsafeRawBufferPointer(start: nil, count: 0)
            return
        }
        let size = Int(info.st_size)
        let mapped = mmap(nil, size, PROT_READ, MAP_PRIVATE | MAP_POPULATE, descriptor, 0)
        guard let mapped, mapped != MAP_FAILED else { return nil }
        bytes = UnsafeRawBufferPointer(start: mapped, count: size)
    }

    deinit {
        if let start = bytes.baseAddress { munmap(UnsafeMutableRawPointer(mutating: start), bytes.count) }
    }
}
