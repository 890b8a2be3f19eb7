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

    /// The flags of the mapping that holds a block malloc hands the calling thread: of the
    /// size the advice asks for, so the same block where no other was freed in between (an
    /// arena a thread takes over from one that ended may hold several heaps).
    static func flagsOfThisThreadsHeap() throws -> [Substring]? {
        let block = try #require(malloc(1))
        defer { free(block) }
        return try mappingFlags(holding: UInt(bitPattern: block))
    }

    /// Where the kernel has transparent huge pages at all (madvise refuses the advice otherwise).
    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/sys/kernel/mm/transparent_hugepage/enabled")))
    func aThreadsHeapAdvisedForHugePagesIsMarkedSo() throws {
        let flags = OnItsOwnThread { () -> [Substring]? in
            CommandMemory.adviseThisThreadsHeap()
            return try? Self.flagsOfThisThreadsHeap()
        }.wait()
        let found = try #require(flags, "no mapping holds the thread's block")
        #expect(found.contains("hg"), "\(found)")
    }
}
