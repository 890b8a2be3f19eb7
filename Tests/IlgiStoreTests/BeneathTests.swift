import Foundation
import IlgiTestSupport
import Testing

@testable import IlgiStore

/// The one way into a journal's files: a path beneath the root, with no link at any component,
/// whether the kernel resolves it (openat2) or the walk of O_NOFOLLOW opens does.
@Suite struct BeneathTests {
    let folder = TemporaryDirectory("ilgi-beneath")
    let outside = TemporaryDirectory("ilgi-beneath-outside")

    init() throws {
        _ = try folder.write("inside\n", to: "2026/11/entry.txt")
        _ = try outside.write("outside\n", to: "secret.txt")
        try FileManager.default.createSymbolicLink(
            atPath: folder.appending("2026/12").path, withDestinationPath: outside.path)
        try FileManager.default.createSymbolicLink(
            atPath: folder.appending("2026/11/link.txt").path, withDestinationPath: outside.appending("secret.txt").path
        )
    }

    private func code(_ body: () throws -> Void) -> POSIXErrorCode? {
        do {
            try body()
            return nil
        } catch let error as POSIXError {
            return error.code
        } catch {
            return .EIO
        }
    }

    @Test func aLinkAtAnyComponentIsRefusedAndNothingOutsideIsReached() throws {
        let beneath = Beneath(folder.url)
        #expect(try beneath.read("2026/11/entry.txt") == Data("inside\n".utf8))
        #expect(code { _ = try beneath.read("2026/12/secret.txt") } == .ELOOP, "a linked folder on the way")
        #expect(code { _ = try beneath.read("2026/11/link.txt") } == .ELOOP, "a linked file")
        #expect(code { _ = try beneath.read("../\(outside.url.lastPathComponent)/secret.txt") } == .EXDEV)
        #expect(beneath.listing("2026/12") == nil)
        #expect(beneath.kind(of: "2026/12") == .symbolicLink)
        try beneath.removeAll("2026/12")
        #expect(
            FileManager.default.fileExists(atPath: outside.appending("secret.txt").path), "a link goes, not its target")
        #expect(code { try beneath.makeFolders("2026/11/link.txt/x") } == .ELOOP)
        #expect(code { try beneath.makeFolders("2026/11/entry.txt/x") } == .ENOTDIR)
        try beneath.makeFolders("2026/10/photos.assets")
        #expect(beneath.kind(of: "2026/10/photos.assets") == .directory)
    }

    /// A cold build opens each month folder once and its files by name: the folder held open
    /// is refused where it is a link, and a link inside it is refused as a link anywhere.
    @Test func aFolderHeldOpenRefusesTheSameLinks() throws {
        let beneath = Beneath(folder.url)
        let month = try beneath.holdingOpen(folder: "2026/11")
        #expect(month.root == folder.path + "/2026/11")
        #expect(try month.readPrefix("entry.txt", count: 100).bytes == Data("inside\n".utf8))
        #expect(code { _ = try month.readPrefix("link.txt", count: 100) } == .ELOOP, "a linked file")
        #expect(code { _ = try month.read("../../../\(outside.url.lastPathComponent)/secret.txt") } == .EXDEV)
        #expect(code { _ = try beneath.holdingOpen(folder: "2026/12") } == .ELOOP, "a linked folder")
        #expect(code { _ = try beneath.holdingOpen(folder: "2026/11/entry.txt") } == .ENOTDIR)
    }

    @Test func theWalkWithoutOpenat2RefusesTheSameLinks() throws {
        let root = open(folder.path, O_RDONLY | O_DIRECTORY)
        defer { close(root) }
        let file = try Beneath.openComponentByComponent(
            "2026/11/entry.txt", in: root, flags: O_RDONLY | O_NOFOLLOW | O_CLOEXEC, mode: 0)
        close(file)
        #expect(
            code { _ = try Beneath.openComponentByComponent("2026/12/secret.txt", in: root, flags: O_RDONLY, mode: 0) }
                == .ELOOP)
        #expect(
            code {
                _ = try Beneath.openComponentByComponent(
                    "2026/11/link.txt", in: root, flags: O_RDONLY | O_NOFOLLOW, mode: 0)
            } == .ELOOP)
        #expect(code { _ = try Beneath.openComponentByComponent("../x", in: root, flags: O_RDONLY, mode: 0) } == .EXDEV)
    }

    @Test func aReadOverItsLimitIsRefusedAndAPrefixSaysWhetherItIsWhole() throws {
        let beneath = Beneath(folder.url)
        #expect(code { _ = try beneath.read("2026/11/entry.txt", limit: 3) } == .EFBIG)
        let prefix = try beneath.readPrefix("2026/11/entry.txt", count: 3)
        #expect(prefix.bytes == Data("ins".utf8) && !prefix.isWhole)
        #expect(try beneath.readPrefix("2026/11/entry.txt", count: 100).isWhole)
    }

    @Test func aPrefixComesWithTheStatusOfTheFileItWasReadFrom() throws {
        let read = try Beneath(folder.url).readPrefix("2026/11/entry.txt", count: 100)
        var status = stat()
        #expect(stat(folder.appending("2026/11/entry.txt").path, &status) == 0)
        #expect(read.status.st_ino == status.st_ino && read.status.st_size == 7 && read.bytes == Data("inside\n".utf8))
        // A FIFO would never end: only a regular file is read.
        #expect(mkfifo(folder.appending("2026/11/fifo.txt").path, 0o600) == 0)
        #expect(code { _ = try Beneath(folder.url).readPrefix("2026/11/fifo.txt", count: 100) } == .EINVAL)
    }

    @Test func aFileIsReadWholeWhateverSizeItWasLastSeenAt() throws {
        // The size seen before the read sizes the buffer: a file that grew since, or shrank, is
        // still read to its end, and one of that very size in one read.
        let path = folder.appending("2026/11/entry.txt").path
        for expected in [0, 3, 6, 7, 8, 100] {
            let descriptor = open(path, O_RDONLY)
            defer { close(descriptor) }
            let (bytes, isWhole) = try NoFollow.readPrefix(descriptor, count: 100, expected: expected)
            #expect(bytes == Data("inside\n".utf8) && isWhole, "last seen at \(expected) bytes")
        }
    }

    @Test func readingAnEntryLeavesItsAccessTimeAlone() throws {
        // An hour-old file last read when it was written: a read updates its access time
        // (relatime) unless told not to, as every file of a fresh clone is.
        func accessTime(_ path: String) -> Int {
            var status = stat()
            return stat(path, &status) == 0 ? status.st_atim.tv_sec : -1
        }
        func age(_ path: String) {
            let hourAgo = timespec(tv_sec: time(nil) - 3600, tv_nsec: 0)
            var times = [hourAgo, hourAgo]
            _ = utimensat(AT_FDCWD, path, &times, 0)
        }
        let entry = folder.appending("2026/11/entry.txt").path
        let control = try folder.write("read plainly\n", to: "2026/11/control.txt").path
        age(entry)
        age(control)
        let before = accessTime(entry)
        _ = try Data(contentsOf: URL(fileURLWithPath: control))
        // A file system that records no access times has nothing to show.
        guard accessTime(control) != before else { return }
        let beneath = Beneath(folder.url)
        _ = try beneath.read("2026/11/entry.txt")
        _ = try beneath.readPrefix("2026/11/entry.txt", count: 3)
        #expect(accessTime(entry) == before)
    }
}
