import Foundation
import Testing

@testable import IlgiStore

/// A command's threads have their heaps backed by 2 MB pages (`CommandMemory`; the command
/// line's side is `CommandMemoryCLITests`).
@Suite struct CommandMemoryTests {
    /// The flags the kernel keeps for the mapping that holds `address` (`VmFlags` of
    /// /proc/self/smaps: "hg" is MADV_HUGEPAGE), or nil where no mapping holds it.
    static func mappingFlags(holding address: UInt) throws -> [Substring]? {
        // Read to its end: a /proc file says it is empty, and one read of it stops at a page.
        let file = try #require(FileHandle(forReadingAtPath: "/proc/self/smaps"))
        defer { try? file.close() }
        let smaps = String(decoding: try file.readToEnd() ?? Data(), as: UTF8.self)
        var holds = false
        for line in smaps.split(separator: "\n") {
            if let dash = line.firstIndex(of: "-"), let space = line.firstIndex(of: " "), dash < space,
                let start = UInt(line[..<dash], radix: 16),
                let end = UInt(line[line.index(after: dash)..<space], radix: 16)
            {
                holds = (start..<end).contains(address)
            } else if holds, line.hasPrefix("VmFlags:") {
                return line.dropFirst("VmFlags:".count).split(separator: " ")
            }
        }
        return nil
    }

    /// Where the kernel has transparent huge pages at all (madvise refuses the advice otherwise).
    /// The block stays allocated while its mapping is read: a block freed and asked for again
    /// may come back from another heap of the thread's arena, once the Swift runtime took the
    /// freed one in between (an arena that served many threads has several heaps).
    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/sys/kernel/mm/transparent_hugepage/enabled")))
    func aThreadsHeapAdvisedForHugePagesIsMarkedSo() throws {
        let flags = OnItsOwnThread { () -> [Substring]? in
            guard let block = malloc(1) else { return nil }
            defer { free(block) }
            CommandMemory.adviseHeap(holding: block)
            return try? Self.mappingFlags(holding: UInt(bitPattern: block))
        }.wait()
        let found = try #require(flags, "no mapping holds the thread's block")
        #expect(found.contains("hg"), "\(found)")
    }
}
