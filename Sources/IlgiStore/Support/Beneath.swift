import CLinux
import Foundation
import IlgiEntry

#if canImport(Glibc)
    import Glibc
#endif

/// Files beneath a root folder (a journal's work tree), reached with no symbolic link at any
/// component of their path and never above the root: the one way ilgi opens, lists and
/// removes what a journal holds, because a journal's files come from a remote it does not
/// trust. A remote that commits `2026/11/<uuid>.assets -> /home/me` must not make `show`
/// list the user's files, `delete` remove them or the server send them; checking only a
/// path's last part (`O_NOFOLLOW`) leaves every folder above it open to that.
///
/// Paths are `/`-separated and relative to the root (`2026/11/<uuid>.assets/sea.png`). The
/// kernel resolves them (Linux 5.6's `openat2` with `RESOLVE_BENEATH | RESOLVE_NO_SYMLINKS`),
/// so nothing can swap a folder for a link between a check and the open; where `openat2` is
/// missing, each component is opened in turn with `O_NOFOLLOW`, which gives the same answer.
/// A link anywhere on the way is `ELOOP`; `..` out of the root is `EXDEV`.
public struct Beneath: Sendable {
    /// `O_PATH`: a descriptor that names a folder to resolve beneath, and reads nothing.
    private static let openPathOnly = clinux_open_path

    /// `O_NOATIME`: a read that does not write the file's access time back. The first read of
    /// each file of a fresh clone would otherwise dirty its inode (4 % of a cold build's CPU
    /// at 100,000 entries). Dropped for a file another user owns, which refuses it.
    private static let openWithoutAccessTime = clinux_open_noatime

    /// How a file is opened to be read: never blocking on a FIFO, its access time left alone.
    private static let openForReading = O_RDONLY | O_NONBLOCK | openWithoutAccessTime

    /// The root folder's absolute path.
    public let root: String
    /// The root held open, for a caller that opens many files (the catalog's build): each
    /// open then resolves beneath it, without opening the root again.
    private let opened: OpenFolder?

    public init(_ root: URL) {
        self.root = root.path
        opened = nil
    }

    public init(path root: String) {
        self.root = root
        opened = nil
    }

    /// Beneath `root`, held open for as long as this value (and its copies) live.
    public init(holdingOpen root: String) throws {
        self.root = root
        let descriptor = Glibc.open(root, Self.openPathOnly | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { throw POSIXError.last() }
        opened = OpenFolder(descriptor)
    }

    /// The folder at `path` beneath the root, held open as the root of a `Beneath` of its
    /// own (refused, as `open` refuses, where a link is on the way): a caller that reads many
    /// files of one folder resolves each by its name alone, not by every folder above it.
    public func holdingOpen(folder path: String) throws -> Beneath {
        do {
            let descriptor = try open(path, flags: Self.openPathOnly | O_DIRECTORY)
            return Beneath(root: root + "/" + Self.relative(path), opened: OpenFolder(descriptor))
        } catch let error as POSIXError where error.code == .ENOTDIR && kind(of: path) == .symbolicLink {
            // A link opened as a folder under O_NOFOLLOW is ENOTDIR: say what it is.
            throw POSIXError(.ELOOP)
        }
    }

    private init(root: String, opened: OpenFolder) {
        self.root = root
        self.opened = opened
    }

    private final class OpenFolder: Sendable {
        let descriptor: Int32
        init(_ descriptor: Int32) { self.descriptor = descriptor }
        deinit { close(descriptor) }
    }

    /// The largest file a read takes whole unless told otherwise (`read(_:limit:)`): what a
    /// remote pushes never takes more than this of the machine's memory in one read.
    public static let defaultReadLimit = 64 * 1024 * 1024

    // MARK: Opening

    /// A descriptor for `path` beneath the root, opened with `flags` (`O_CLOEXEC` and
    /// `O_NOFOLLOW` are added); the caller closes it. Throws `POSIXError` (`ELOOP` for a link
    /// on the way, `ENOENT` for nothing there).
    public func open(_ path: String, flags: Int32, mode: mode_t = 0) throws -> Int32 {
        let relative = Self.relative(path)
        if let opened { return try Self.open(relative, in: opened.descriptor, flags: flags, mode: mode) }
        let rootDescriptor = Glibc.open(root, Self.openPathOnly | O_DIRECTORY | O_CLOEXEC)
        guard rootDescriptor >= 0 else { throw POSIXError.last() }
        defer { close(rootDescriptor) }
        return try Self.open(relative, in: rootDescriptor, flags: flags, mode: mode)
    }

    /// `open`, beneath an open folder. A file another user owns refuses `O_NOATIME` with
    /// `EPERM`; it is opened again without it, whichever way the path was resolved.
    static func open(_ relative: String, in folder: Int32, flags: Int32, mode: mode_t) throws -> Int32 {
        do {
            return try resolve(relative, in: folder, flags: flags, mode: mode)
        } catch let error as POSIXError where error.code == .EPERM && flags & openWithoutAccessTime != 0 {
            return try resolve(relative, in: folder, flags: flags & ~openWithoutAccessTime, mode: mode)
        }
    }

    /// `open` with `flags` as they are: by `openat2` while the kernel allows it, component by
    /// component after that.
    private static func resolve(_ relative: String, in folder: Int32, flags: Int32, mode: mode_t) throws -> Int32 {
        if relative.isEmpty || relative == "." { return try duplicate(folder, flags: flags) }
        let allFlags = flags | O_CLOEXEC | O_NOFOLLOW
        if !Self.openat2Missing.value {
            let descriptor = clinux_openat2(
                folder, relative, UInt64(UInt32(bitPattern: allFlags)), UInt64(mode),
                clinux_resolve_beneath | clinux_resolve_no_symlinks | clinux_resolve_no_magiclinks)
            if descriptor >= 0 { return descriptor }
            if errno == EAGAIN { return try resolve(relative, in: folder, flags: flags, mode: mode) }  // a rename raced
            // EPERM is a seccomp filter refusing openat2, unless O_NOATIME was asked for: then
            // it may be the file's owner refusing that, which `open` tries again without.
            let refusedByFilter = errno == EPERM && flags & openWithoutAccessTime == 0
            guard errno == ENOSYS || refusedByFilter else { throw POSIXError.last() }
            Self.openat2Missing.set()
        }
        return try openComponentByComponent(relative, in: folder, flags: allFlags, mode: mode)
    }

    /// Without `openat2`: each folder on the way opened with `O_NOFOLLOW | O_DIRECTORY`, so a
    /// link at any component is refused as the kernel would.
    static func openComponentByComponent(
        _ relative: String, in folder: Int32, flags: Int32, mode: mode_t
    )
        throws -> Int32
    {
        let components = relative.split(separator: "/").map(String.init).filter { $0 != "." }
        guard !components.contains("..") else { throw POSIXError(.EXDEV) }
        var current = try duplicate(folder, flags: openPathOnly | O_DIRECTORY)
        for (position, component) in components.enumerated() {
            let last = position == components.count - 1
            let next = openat(
                current, component, last ? flags : openPathOnly | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC, mode)
            let code = errno
            var status = stat()
            let isLink =
                next < 0 && fstatat(current, component, &status, AT_SYMLINK_NOFOLLOW) == 0
                && status.st_mode & S_IFMT == S_IFLNK
            close(current)
            // A link opened as a folder under O_NOFOLLOW is ENOTDIR: say what it is.
            guard next >= 0 else { throw POSIXError(isLink ? .ELOOP : POSIXErrorCode(rawValue: code) ?? .EIO) }
            current = next
        }
        return current
    }

    private static func duplicate(_ descriptor: Int32, flags: Int32) throws -> Int32 {
        let copy = openat(descriptor, ".", (flags & ~O_NOFOLLOW) | O_CLOEXEC)
        guard copy >= 0 else { throw POSIXError.last() }
        return copy
    }

    /// Runs `body` with the folder that holds `path` open (beneath the root, no link on the way)
    /// and the path's last component: what `unlinkat`, `renameat` and `fstatat` take.
    public func withParent<T>(of path: String, _ body: (Int32, String) throws -> T) throws -> T {
        let relative = Self.relative(path)
        let slash = relative.lastIndex(of: "/")
        let folder = slash.map { String(relative[..<$0]) } ?? ""
        let name = slash.map { String(relative[relative.index(after: $0)...]) } ?? relative
        guard !name.isEmpty, name != ".", name != ".." else { throw POSIXError(.EINVAL) }
        let descriptor = try open(folder, flags: Self.openPathOnly | O_DIRECTORY)
        defer { close(descriptor) }
        return try body(descriptor, name)
    }

    // MARK: Looking

    /// What is at `path` (a link is a link, never what it points to); nil when nothing is, or
    /// when the way there goes through a link.
    public func kind(of path: String) -> NoFollow.Kind? {
        status(of: path).map { NoFollow.Kind(mode: $0.st_mode) }
    }

    /// `lstat` of `path`, reached beneath the root; nil when it is not there or not reachable.
    public func status(of path: String) -> stat? {
        try? withParent(of: path) { folder, name in
            var status = stat()
            guard fstatat(folder, name, &status, AT_SYMLINK_NOFOLLOW) == 0 else { throw POSIXError.last() }
            return status
        }
    }

    /// The size of the regular file at `path`; nil for anything else.
    public func size(of path: String) -> Int? {
        guard let status = status(of: path), status.st_mode & S_IFMT == S_IFREG else { return nil }
        return Int(status.st_size)
    }

    /// The names in the folder `path` with their kinds (without `.` and `..`); nil when it is
    /// not a real folder reached beneath the root.
    public func listing(_ path: String) -> [(name: String, kind: NoFollow.Kind)]? {
        guard let descriptor = try? open(path, flags: O_RDONLY | O_DIRECTORY) else { return nil }
        return NoFollow.listing(descriptor: descriptor)
    }

    /// The names of the `kind` in the folder `path` (real folders, regular files), or nil
    /// when it is not a real folder reached beneath the root.
    public func names(in path: String, of kind: NoFollow.Kind) -> [String]? {
        listing(path).map { $0.filter { $0.kind == kind }.map(\.name) }
    }

    /// True when something (a file, a folder, a link) is at `path`, reached beneath the root.
    public func exists(_ path: String) -> Bool { kind(of: path) != nil }

    // MARK: Reading

    /// The bytes of the regular file at `path`. Throws `ELOOP` for a link on the way, `EINVAL`
    /// for what is not a regular file (a FIFO would block, a device read forever), and
    /// `EFBIG` for a file over `limit` bytes.
    public func read(_ path: String, limit: Int = Beneath.defaultReadLimit) throws -> Data {
        let descriptor = try open(path, flags: Self.openForReading)
        defer { close(descriptor) }
        return try NoFollow.readRegularFile(descriptor, limit: limit)
    }

    /// The first `count` bytes of the regular file at `path` (all of it when shorter), whether
    /// there was more, and the file's status as it was opened, before the read: how an
    /// oversized file is looked at without reading it whole, and how the catalog stamps what
    /// it read (a change made during the read leaves a stamp that no longer matches). Throws
    /// `EINVAL` for what is not a regular file.
    public func readPrefix(_ path: String, count: Int) throws -> (bytes: Data, isWhole: Bool, status: stat) {
        let descriptor = try open(path, flags: Self.openForReading)
        defer { close(descriptor) }
        return try NoFollow.readPrefixOfRegularFile(descriptor, count: count)
    }

    /// The bytes of the regular file at `path`, or nil when there is none (or a link is on
    /// the way, or it is over `limit`).
    public func regularFileContents(_ path: String, limit: Int = Beneath.defaultReadLimit) -> Data? {
        try? read(path, limit: limit)
    }

    // MARK: Changing

    /// Makes every folder of `path` that is missing, each a real folder beneath the root (with
    /// `mode` less the process's umask); a link or a file on the way is refused (`ELOOP`,
    /// `ENOTDIR`).
    public func makeFolders(_ path: String, mode: mode_t = 0o777) throws {
        // Usually they are all there: one open says so, links refused on the way.
        if let folder = try? open(path, flags: Self.openPathOnly | O_DIRECTORY) {
            close(folder)
            return
        }
        var made = ""
        for component in Self.relative(path).split(separator: "/") {
            let next = made.isEmpty ? String(component) : made + "/" + component
            if kind(of: next) == nil {
                try withParent(of: next) { folder, name in
                    guard mkdirat(folder, name, mode) == 0 || errno == EEXIST else { throw POSIXError.last() }
                }
            }
            guard kind(of: next) == .directory else {
                throw POSIXError(kind(of: next) == .symbolicLink ? .ELOOP : .ENOTDIR)
            }
            made = next
        }
    }

    /// Moves the file at the absolute path `source` (a temporary file outside the journal) to
    /// `path` beneath the root, replacing what is there; the folder holding `path` must exist.
    public func move(from source: String, to path: String) throws {
        try withParent(of: path) { folder, name in
            guard renameat(AT_FDCWD, source, folder, name) == 0 else { throw POSIXError.last() }
        }
    }

    /// Removes the file or link at `path` (a link goes, never what it points to); a folder is
    /// refused (`EISDIR`). Nothing there is not an error.
    public func remove(_ path: String) throws {
        try withParent(of: path) { folder, name in
            guard unlinkat(folder, name, 0) == 0 || errno == ENOENT else { throw POSIXError.last() }
        }
    }

    /// Removes what is at `path` and, for a folder, everything in it: links inside are removed
    /// as links, and nothing outside the folder is ever reached. Nothing there is not an error.
    public func removeAll(_ path: String) throws {
        try withParent(of: path) { folder, name in try Self.removeAll(name, in: folder) }
    }

    private static func removeAll(_ name: String, in folder: Int32) throws {
        var status = stat()
        guard fstatat(folder, name, &status, AT_SYMLINK_NOFOLLOW) == 0 else {
            if errno == ENOENT { return }
            throw POSIXError.last()
        }
        if status.st_mode & S_IFMT == S_IFDIR {
            let descriptor = openat(folder, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
            guard descriptor >= 0 else { throw POSIXError.last() }
            let inside = try duplicate(descriptor, flags: openPathOnly | O_DIRECTORY)
            defer { close(inside) }
            for item in NoFollow.listing(descriptor: descriptor) ?? [] { try removeAll(item.name, in: inside) }
            guard unlinkat(folder, name, AT_REMOVEDIR) == 0 || errno == ENOENT else { throw POSIXError.last() }
        } else {
            guard unlinkat(folder, name, 0) == 0 || errno == ENOENT else { throw POSIXError.last() }
        }
    }

    // MARK: Helpers

    /// `path` without leading `/`s: every path is taken from the root.
    static func relative(_ path: String) -> String {
        String(path.drop { $0 == "/" })
    }

    /// Set once `openat2` has answered ENOSYS (or a seccomp filter refused it): the walk of
    /// components takes over for the rest of the process.
    private static let openat2Missing = Flag()

    private final class Flag: @unchecked Sendable {
        private var isSet = false
        private let lock = NSLock()
        var value: Bool { lock.withLock { isSet } }
        func set() { lock.withLock { isSet = true } }
    }
}
