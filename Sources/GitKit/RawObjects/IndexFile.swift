import CLibGit2
import Crypto
import Foundation
import SystemPackage

#if canImport(Glibc)
    import Glibc
#endif

/// Changes a few entries of `.git/index` without loading the whole index into libgit2:
/// libgit2 parses every entry on read and serialises every entry on write, which is most of
/// the cost of a one-file commit in a repository of 100,000 files. This copies the file's
/// bytes, replaces, inserts or drops the named entries, invalidates the cached trees on their
/// paths (the TREE extension) and writes the result through `index.lock` as git does.
///
/// It handles the index versions 2 and 3 that git and libgit2 write by default; for anything
/// else (version 4, a split index, a conflict on a changed path, an extension git requires us
/// to understand) it changes nothing and returns false, and the caller uses libgit2.
public enum IndexFile {
    /// Why `.git/index` cannot be used: it is cut short, not an index, or its bytes do not
    /// match its checksum (a disk or a process that wrote over it). The index is a cache of
    /// the last commit and the work tree, so the cure is to make it again from the commit.
    public struct Damage: Error, Sendable, Equatable, CustomStringConvertible {
        public let reason: String
        public var description: String { "the index is damaged: \(reason)" }
    }

    /// Applies `changes` to the index of the repository whose git directory is `gitDirectory`,
    /// whose work tree is `workTree`. Returns false, having written nothing, when the index is
    /// in a form this does not handle; throws `Damage`, having written nothing, when it is
    /// damaged (the caller makes it again and uses libgit2).
    ///
    /// With `writtenNote`, the index is checked in full only when it is not the one the last
    /// update noted there as it wrote it (`WrittenIndex`), and the one written is noted.
    public static func update(
        gitDirectory: URL, workTree: URL, changes: [PathChange], writtenNote: URL? = nil
    ) throws -> Bool {
        let indexPath = gitDirectory.appendingPathComponent("index").path
        guard let mapped = MappedFile(path: indexPath) else { return false }
        // Mapped, not read: its bytes are copied once, into the new index.
        return try withExtendedLifetime(mapped) {
            try update(mapped, at: indexPath, workTree: workTree, changes: changes, writtenNote: writtenNote)
        }
    }

    private static func update(
        _ mapped: MappedFile, at indexPath: String, workTree: URL, changes: [PathChange], writtenNote: URL?
    ) throws -> Bool {
        let data = mapped.bytes
        let noted = writtenNote.flatMap(WrittenIndex.read)
        let isTheOneWritten = noted == WrittenIndex(status: mapped.status, checksum: data.suffix(20))
        if let damage = damage(in: data, checkingSum: !isTheOneWritten) { throw damage }
        var entries: [[UInt8]] = []
        for change in changes.sorted(by: { precedes(Array($0.path.utf8), Array($1.path.utf8)) }) {
            guard let blob = change.blob else {
                entries.append([])
                continue
            }
            guard let entry = entry(for: change, blob: blob, workTree: workTree) else { return false }
            entries.append(entry)
        }
        let sortedPaths = changes.map { Array($0.path.utf8) }.sorted(by: precedes)
        guard let output = patch(data, paths: sortedPaths, entries: entries) else { return false }
        let checksum = try writeLocked(output, of: data, to: indexPath)
        if let writtenNote { WrittenIndex.note(indexPath: indexPath, checksum: checksum, at: writtenNote) }
        return true
    }

    /// What is wrong with the index in `gitDirectory`, or nil when it is sound or missing (a
    /// repository with no commit yet has none): the checks `update` makes, on a header and a
    /// checksum over every byte. Reads and hashes the whole file.
    public static func damage(gitDirectory: URL) -> Damage? {
        let indexPath = gitDirectory.appendingPathComponent("index").path
        guard let data = FileManager.default.contents(atPath: indexPath) else { return nil }  // border: .git
        return data.withUnsafeBytes { damage(in: $0) }
    }

    /// The checks every reader of an index makes: a header, and a trailing SHA-1 of all the
    /// bytes before it (git writes zeros there with `index.skipHash`, and then checks nothing),
    /// unless `checkingSum` is false.
    private static func damage(in file: UnsafeRawBufferPointer, checkingSum: Bool = true) -> Damage? {
        guard file.count >= 32 else { return Damage(reason: "it is cut short (\(file.count) bytes)") }
        guard file[0] == 0x44, file[1] == 0x49, file[2] == 0x52, file[3] == 0x43 else {  // DIRC
            return Damage(reason: "it does not start as an index does")
        }
        let stored = UnsafeRawBufferPointer(rebasing: file[(file.count - 20)...])
        guard checkingSum, stored.contains(where: { $0 != 0 }) else { return nil }
        let computed = Insecure.SHA1.hash(data: UnsafeRawBufferPointer(rebasing: file[..<(file.count - 20)]))
        guard computed.elementsEqual(stored) else { return Damage(reason: "its checksum does not match its contents") }
        return nil
    }

    // MARK: Reading and patching

    /// git's order of index entries: bytewise by path.
    static func precedes(_ lhs: [UInt8], _ rhs: [UInt8]) -> Bool {
        lhs.lexicographicallyPrecedes(rhs)
    }

    /// A part of a patched index: a run of the old file's bytes, or bytes made anew.
    enum Piece {
        case kept(Range<Int>)
        case made([UInt8])
    }

    /// The patched index, as pieces (its trailing checksum is made as they are written):
    /// unchanged entries stay where they are in the old file, read in place, so a save in an
    /// index of a million entries (110 MB) copies them once, into the new file.
    private static func patch(_ file: UnsafeRawBufferPointer, paths: [[UInt8]], entries: [[UInt8]]) -> [Piece]? {
        // DIRC
        guard file.count >= 32, file[0] == 0x44, file[1] == 0x49, file[2] == 0x52, file[3] == 0x43 else { return nil }
        let version = word(file, 4)
        guard version == 2 || version == 3 else { return nil }
        let count = Int(word(file, 8))
        let end = file.count - 20
        var output: [Piece] = [.made([])]  // the header, once the count is known
        var newCount = 0
        var offset = 12
        var next = 0  // the next of `paths` to place
        // Unchanged entries are kept a run at a time, not one by one.
        var runStart = offset
        func copyRun(upTo position: Int) {
            if position > runStart { output.append(.kept(runStart..<position)) }
            runStart = position
        }
        guard let base = file.baseAddress else { return nil }
        for _ in 0..<count {
            guard offset + 62 <= end else { return nil }
            let flags = UInt16(file[offset + 60]) << 8 | UInt16(file[offset + 61])
            let header = 62 + ((flags & 0x4000) != 0 && version >= 3 ? 2 : 0)
            guard offset + header < end, let terminator = memchr(base + offset + header, 0, end - offset - header)
            else {
                return nil
            }
            let nameEnd = base.distance(to: UnsafeRawPointer(terminator))
            let length = (header + (nameEnd - offset - header) + 8) & ~7
            guard offset + length <= end else { return nil }
            if next < paths.count {
                let name = UnsafeRawBufferPointer(rebasing: file[(offset + header)..<nameEnd])
                // Place every changed path that sorts before this entry.
                while next < paths.count, compare(paths[next], name) < 0 {
                    copyRun(upTo: offset)
                    if !entries[next].isEmpty {
                        output.append(.made(entries[next]))
                        newCount += 1
                    }
                    next += 1
                }
                if next < paths.count, compare(paths[next], name) == 0 {
                    guard (flags & 0x3000) == 0 else { return nil }  // a conflict: leave it to libgit2
                    // Replaced (or removed): the old entry is dropped, the new one is written once
                    // the last entry with this name has been passed.
                    copyRun(upTo: offset)
                    offset += length
                    runStart = offset
                    continue
                }
            }
            newCount += 1
            offset += length
        }
        copyRun(upTo: offset)
        while next < paths.count {
            if !entries[next].isEmpty {
                output.append(.made(entries[next]))
                newCount += 1
            }
            next += 1
        }
        // Entries equal to a changed path were skipped above; the new ones were written where
        // the path sorts, before the first entry that follows it.
        var header = Array(file[0..<12])
        setWord(&header, 8, UInt32(newCount))
        output[0] = .made(header)

        // Extensions: the cached trees are kept with the changed paths invalidated; other
        // optional ones (upper-case signature) that describe entries or the work tree are
        // dropped, as git allows; a required one (lower-case) means we do not understand this
        // index.
        while offset + 8 <= end {
            let signature = Array(file[offset..<(offset + 4)])
            let size = Int(word(file, offset + 4))
            guard offset + 8 + size <= end else { return nil }
            let body = UnsafeRawBufferPointer(rebasing: file[(offset + 8)..<(offset + 8 + size)])
            if signature == Array("TREE".utf8) {
                guard let tree = CachedTree.invalidating(body, paths: paths) else { return nil }
                output.append(.made(signature + bigEndian(UInt32(tree.count)) + tree))
            } else if signature == Array("REUC".utf8) {
                output.append(.kept(offset..<(offset + 8 + size)))
            } else if !(signature[0] >= 0x41 && signature[0] <= 0x5A) {
                return nil
            }
            offset += 8 + size
        }
        guard offset == end else { return nil }
        return output
    }

    private static func compare(_ path: [UInt8], _ name: UnsafeRawBufferPointer) -> Int {
        let shared = min(path.count, name.count)
        for position in 0..<shared where path[position] != name[position] {
            return path[position] < name[position] ? -1 : 1
        }
        return path.count == name.count ? 0 : (path.count < name.count ? -1 : 1)
    }

    /// A version-2 index entry for the work tree file of `change`, with the file's stat data
    /// (so git and libgit2 see it as unchanged), or nil when the file is not a regular file.
    private static func entry(for change: PathChange, blob: Oid, workTree: URL) -> [UInt8]? {
        var info = stat()
        guard lstat(workTree.appendingPathComponent(change.path).path, &info) == 0,
            (info.st_mode & S_IFMT) == S_IFREG
        else { return nil }
        let path = Array(change.path.utf8)
        var entry: [UInt8] = []
        entry.reserveCapacity(72 + path.count)
        for value in [
            UInt32(truncatingIfNeeded: info.st_ctim.tv_sec), UInt32(truncatingIfNeeded: info.st_ctim.tv_nsec),
            UInt32(truncatingIfNeeded: info.st_mtim.tv_sec), UInt32(truncatingIfNeeded: info.st_mtim.tv_nsec),
            UInt32(truncatingIfNeeded: info.st_dev), UInt32(truncatingIfNeeded: info.st_ino),
            change.mode, UInt32(truncatingIfNeeded: info.st_uid), UInt32(truncatingIfNeeded: info.st_gid),
            UInt32(truncatingIfNeeded: info.st_size),
        ] {
            entry.append(contentsOf: bigEndian(value))
        }
        entry.append(contentsOf: blob.bytes)
        let flags = UInt16(min(path.count, 0xFFF))
        entry.append(UInt8(flags >> 8))
        entry.append(UInt8(flags & 0xFF))
        entry.append(contentsOf: path)
        let length = (62 + path.count + 8) & ~7
        entry.append(contentsOf: [UInt8](repeating: 0, count: length - entry.count))
        return entry
    }

    // MARK: Writing

    /// Writes through `index.lock` and renames it over the index, as git does; a lock that is
    /// already there means someone else is writing, and is an error. The file is flushed
    /// before the rename and the folder after it, as libgit2 does with its fsync switch on.
    /// `pieces` (of the old index, `file`) are hashed as they are written, and the checksum
    /// ends the file; it is returned.
    private static func writeLocked(
        _ pieces: [Piece], of file: UnsafeRawBufferPointer, to path: String
    ) throws -> [UInt8] {
        let lock = path + ".lock"
        let descriptor = open(lock, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            let code = errno
            throw GitError(
                code: code == EEXIST ? -14 : -1, errorClass: 2,
                message: "failed to create '\(lock)': \(String(cString: strerror(code)))")
        }
        var failure: Int32 = 0
        var checksum: [UInt8] = []
        var hash = Insecure.SHA1()
        do {
            let output = FileDescriptor(rawValue: descriptor)
            for piece in pieces {
                switch piece {
                case .kept(let range):
                    let bytes = UnsafeRawBufferPointer(rebasing: file[range])
                    hash.update(bufferPointer: bytes)
                    try output.writeAll(bytes)
                case .made(let bytes):
                    hash.update(data: bytes)
                    try output.writeAll(bytes)
                }
            }
            checksum = Array(hash.finalize())
            try output.writeAll(checksum)
        } catch {
            failure = (error as? Errno)?.rawValue ?? EIO
        }
        if failure == 0, fsync(descriptor) != 0 { failure = errno }
        close(descriptor)
        if failure == 0, rename(lock, path) != 0 { failure = errno }
        if failure == 0 {
            let folder = open((path as NSString).deletingLastPathComponent, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
            if folder >= 0 {
                if fsync(folder) != 0 { failure = errno }
                close(folder)
            }
            if failure != 0 {
                throw GitError(
                    code: -1, errorClass: 2, message: "could not flush '\(path)': \(String(cString: strerror(failure)))"
                )
            }
        }
        if failure != 0 {
            unlink(lock)
            throw GitError(
                code: -1, errorClass: 2, message: "could not write '\(path)': \(String(cString: strerror(failure)))")
        }
        return checksum
    }

    // MARK: Bytes

    static func word(_ bytes: UnsafeRawBufferPointer, _ offset: Int) -> UInt32 {
        UInt32(bytes[offset]) << 24 | UInt32(bytes[offset + 1]) << 16 | UInt32(bytes[offset + 2]) << 8
            | UInt32(bytes[offset + 3])
    }

    static func setWord(_ bytes: inout [UInt8], _ offset: Int, _ value: UInt32) {
        for (position, byte) in bigEndian(value).enumerated() { bytes[offset + position] = byte }
    }

    static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
    }
}

/// The TREE extension: git's cache of tree ids per folder, in pre-order. A folder whose
/// contents change gets the entry count -1 (and no id), as do all folders above it.
private struct CachedTree {
    var name: [UInt8]
    var entryCount: Int
    var oid: [UInt8]
    var children: [CachedTree]

    static func invalidating(_ body: UnsafeRawBufferPointer, paths: [[UInt8]]) -> [UInt8]? {
        var offset = 0
        guard var root = parse(body, &offset), offset == body.count else { return nil }
        for path in paths {
            let folders = path.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false).dropLast()
            root.invalidate(ArraySlice(folders.map(Array.init)))
        }
        var output: [UInt8] = []
        root.write(into: &output)
        return output
    }

    private static func parse(_ body: UnsafeRawBufferPointer, _ offset: inout Int) -> CachedTree? {
        guard let nameEnd = body[offset...].firstIndex(of: 0) else { return nil }
        let name = Array(body[offset..<nameEnd])
        offset = nameEnd + 1
        guard let space = body[offset...].firstIndex(of: UInt8(ascii: " ")),
            let newline = body[space...].firstIndex(of: UInt8(ascii: "\n")),
            let entryCount = Int(String(decoding: body[offset..<space], as: UTF8.self)),
            let subtrees = Int(String(decoding: body[(space + 1)..<newline], as: UTF8.self)), subtrees >= 0
        else { return nil }
        offset = newline + 1
        var oid: [UInt8] = []
        if entryCount >= 0 {
            guard offset + 20 <= body.count else { return nil }
            oid = Array(body[offset..<(offset + 20)])
            offset += 20
        }
        var children: [CachedTree] = []
        for _ in 0..<subtrees {
            guard let child = parse(body, &offset) else { return nil }
            children.append(child)
        }
        return CachedTree(name: name, entryCount: entryCount, oid: oid, children: children)
    }

    mutating func invalidate(_ folders: ArraySlice<[UInt8]>) {
        entryCount = -1
        oid = []
        guard let first = folders.first, let position = children.firstIndex(where: { $0.name == first }) else { return }
        children[position].invalidate(folders.dropFirst())
    }

    func write(into output: inout [UInt8]) {
        output.append(contentsOf: name)
        output.append(0)
        output.append(contentsOf: Array("\(entryCount) \(children.count)\n".utf8))
        if entryCount >= 0 { output.append(contentsOf: oid) }
        for child in children { child.write(into: &output) }
    }
}

extension Oid {
    /// The 20 raw bytes.
    var bytes: [UInt8] { withUnsafeBytes(of: raw.id) { Array($0) } }
}
